package life

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Duel scenario helpers. They build on the shared scenario helpers (begin,
// place, setCash, act, refuse, spinAs, paid, count, eventOf) and add what
// only the two-player edition needs.

// Space indexes on the duel road. The duel road is the classic road
// transformed in place, so the indexes are the classic ones;
// TestDuelBoardLandmarks checks each is what its name says.
const (
	dStart      = 0
	dSellEncyc  = 1  // Career road: yellow, collect $20,000
	dSuit       = 2  // Career road: yellow, pay $10,000
	dFender     = 3  // Career road: yellow, pay $50,000 unless auto insurance
	dSalesWin   = 4  // Career road: yellow, collect $50,000
	dTuition    = 6  // College: yellow, pay $40,000
	dCampusJob  = 11 // College: yellow, collect $30,000
	dResearch   = 15 // College: yellow, collect $50,000
	dGradParty  = 16 // College: yellow, pay $20,000
	dGraduate   = 17 // College: red GRADUATION
	dPayDay1    = 18 // green, where Career and College meet
	dRent       = 19 // yellow, pay $20,000
	dLifeIns    = 20 // blue
	dQuiz       = 21 // yellow, collect $200,000
	dRevenge1   = 22 // green
	dCarStolen  = 23 // yellow, pay $100,000 unless auto insurance
	dLucky1     = 24 // yellow LUCKY DAY
	dPayDay2    = 25
	dMarry      = 26 // red, must stop
	dHoneymoon  = 27 // yellow, pay $50,000
	dFireIns    = 28 // blue
	dKids       = 29 // red KIDS
	dStock      = 30 // blue
	dPayDay3    = 31
	dBestSeller = 32 // yellow, collect $500,000
	dKitchen    = 33 // yellow, pay $200,000 unless fire insurance
	dReunion    = 34 // yellow, collect $50,000
	dRevenge2   = 35
	dMarket1    = 36 // blue
	dFork2      = 37 // green Pay Day; Highway / Ranch Road
	dJoin2      = 53 // blue PLAY THE MARKET after the second fork
	dBridgeA    = 54
	dBridgeB    = 55
	dPayDayToll = 56
	dLucky3     = 61
	dIncomeTax  = 62 // red, pay $100,000
	dPayDay6    = 63
	dEasyPay    = 71 // Easy Street Pay Day, next is dPayDay9
	dPayDay9    = 81
	dRevenge9   = 82
	dReunion2   = 83 // yellow, collect $50,000
	dPayDay12   = 92
	dRetireGift = 111 // yellow, collect $200,000
	dRetire     = 112 // red, must stop
	dLane       = 113
	dHills      = 114
	dAcres      = 116
	dPoorFarm   = 117
)

// Career indexes in Duel.CareersPlain and Duel.CareersDegree.
const (
	cHairstylist = 0 // $70,000
	cPolice      = 3 // $100,000
	cEntertainer = 4 // $110,000
	cAthlete     = 5 // $130,000
	cTeacher     = 0 // $90,000, degree
	cDoctor      = 5 // $180,000, degree
)

// newDuel starts a duel with both seats on the Career road as
// Hairstylists ($70,000) at START, no side bets asked and empty hands; it is
// nobody's turn until begin is called.
func newDuel(t *testing.T) *Game {
	t.Helper()
	g, err := New(Duel, Options{Seats: 2, Seed: 11, NoBets: [engine.MaxSeats]bool{true, true}})
	require.NoError(t, err)
	for s := 0; s < 2; s++ {
		dealHand(t, g, s, engine.Hand{})
		giveCareer(g, s, false, cHairstylist)
	}
	return g
}

// giveCareer makes seat s hold career i, of the degree list (College road)
// or the plain list (Career road).
func giveCareer(g *Game, s int, degree bool, i int) {
	p := &g.pl[s]
	list, road := g.ed.CareersPlain, RoadShort
	if degree {
		list, road = g.ed.CareersDegree, RoadLong
	}
	p.Road, p.StartWay = road, road
	p.Profession, p.Degree, p.Salary = int8(i+1), degree, list[i].Salary
}

// student makes seat s a College student who has not graduated yet.
func student(g *Game, s int) {
	p := &g.pl[s]
	p.Road, p.StartWay = RoadLong, RoadLong
	p.Profession, p.Degree, p.Salary = 0, false, 0
}

// dealHand gives seat s exactly hand: its old cards go under the pile and
// the new ones come out of it, so the 30 cards stay 30.
func dealHand(t *testing.T, g *Game, s int, hand engine.Hand) {
	t.Helper()
	var pile []uint8
	for k, c := range g.pl[s].Hand {
		for j := 0; j < int(c); j++ {
			pile = append(pile, uint8(k))
		}
	}
	need := hand
	for g.deck.Len() > 0 {
		c, _ := g.deck.Draw()
		if need[c] > 0 {
			need[c]--
			continue
		}
		pile = append(pile, c)
	}
	require.Equal(t, engine.Hand{}, need, "the pile lacks the cards asked for")
	g.deck.Fill(pile)
	g.pl[s].Hand = hand
}

// stackTop puts a card of kind c on top of the Share the Wealth pile.
func stackTop(t *testing.T, g *Game, c uint8) {
	t.Helper()
	pile := []uint8{c}
	found := false
	for g.deck.Len() > 0 {
		d, _ := g.deck.Draw()
		if d == c && !found {
			found = true
			continue
		}
		pile = append(pile, d)
	}
	require.True(t, found, "no such card in the pile")
	g.deck.Fill(pile)
}

// lend gives seat s n promissory notes and their money from the Bank.
func lend(t *testing.T, g *Game, s, n int) {
	t.Helper()
	require.NoError(t, g.led.Move(engine.Bank, acct(s), int64(n)*g.ed.NoteSize))
	g.pl[s].Notes += int16(n)
}

// turnFrom places seat s at `at` and starts its turn; with no side bets
// asked the seat is then to spin.
func turnFrom(t *testing.T, g *Game, s, at int) {
	t.Helper()
	place(g, s, at)
	begin(t, g, s)
}

// moveFrom places seat s at `at`, starts its turn and spins nums.
func moveFrom(t *testing.T, g *Game, s, at int, nums ...int) []engine.Event {
	t.Helper()
	turnFrom(t, g, s, at)
	return spinAs(t, g, s, nums...)
}

// decided asserts the pending decision.
func decided(t *testing.T, g *Game, seat int, kind uint8) {
	t.Helper()
	require.Equal(t, engine.Decision{Seat: int8(seat), Kind: kind}, g.Decision())
}

// cardsInPlay counts the Share the Wealth cards in hands and in the pile.
func cardsInPlay(g *Game) int {
	n := g.deck.Len()
	for i := 0; i < g.Seats(); i++ {
		n += g.pl[i].Hand.Total()
	}
	return n
}
