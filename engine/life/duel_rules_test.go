package life

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario tests for the two-player sheet ("Game of Life by Manny",
// ruleset life-duel), one or more per clause. docs/RULES.md (section life-duel) maps
// every clause to the tests here.

func TestDuelBoardLandmarks(t *testing.T) {
	b := Duel.Board()
	type want struct {
		at     int
		kind   Kind
		colour Colour
		amount int64
	}
	for _, w := range []want{
		{dStart, KStart, Black, 0},
		{dSellEncyc, KCollect, Yellow, 20000},
		{dSuit, KPay, Yellow, 10000},
		{dFender, KPay, Yellow, 50000},
		{dSalesWin, KCollect, Yellow, 50000},
		{dTuition, KPay, Yellow, 40000},
		{dCampusJob, KCollect, Yellow, 30000},
		{dResearch, KCollect, Yellow, 50000},
		{dGradParty, KPay, Yellow, 20000},
		{dGraduate, KGraduate, Red, 0},
		{dPayDay1, KPayDay, Green, 0},
		{dRent, KPay, Yellow, 20000},
		{dLifeIns, KInsurance, Blue, 0},
		{dQuiz, KCollect, Yellow, 200000},
		{dRevenge1, KRevenge, Green, 0},
		{dCarStolen, KPay, Yellow, 100000},
		{dLucky1, KLucky, Yellow, 0},
		{dPayDay2, KPayDay, Green, 0},
		{dMarry, KMarry, Red, 0},
		{dHoneymoon, KPay, Yellow, 50000},
		{dFireIns, KInsurance, Blue, 0},
		{dKids, KKids, Red, 0},
		{dStock, KStock, Blue, 0},
		{dPayDay3, KPayDay, Green, 0},
		{dBestSeller, KCollect, Yellow, 500000},
		{dKitchen, KPay, Yellow, 200000},
		{dReunion, KCollect, Yellow, 50000},
		{dRevenge2, KRevenge, Green, 0},
		{dMarket1, KMarket, Blue, 0},
		{dFork2, KPayDay, Green, 0},
		{dJoin2, KMarket, Blue, 0},
		{dBridgeA, KBridge, Red, 0},
		{dBridgeB, KBridge, Red, 0},
		{dPayDayToll, KPayDay, Green, 0},
		{dLucky3, KLucky, Yellow, 0},
		{dIncomeTax, KTax, Red, 100000},
		{dPayDay6, KPayDay, Green, 0},
		{dEasyPay, KPayDay, Green, 0},
		{dPayDay9, KPayDay, Green, 0},
		{dRevenge9, KRevenge, Green, 0},
		{dReunion2, KCollect, Yellow, 50000},
		{dPayDay12, KPayDay, Green, 0},
		{dRetireGift, KCollect, Yellow, 200000},
		{dRetire, KReckon, Red, 0},
		{dLane, KScenic, Black, 0},
		{dHills, KScenic, Black, 0},
		{dAcres, KAcres, Black, 0},
		{dPoorFarm, KPoorFarm, Black, 0},
	} {
		sp := b.Spaces[w.at]
		require.Equal(t, w.kind, sp.Kind, "space %d %q", w.at, sp.Label)
		require.Equal(t, w.colour, sp.Colour, "space %d %q", w.at, sp.Label)
		require.Equal(t, w.amount, sp.Amount, "space %d %q", w.at, sp.Label)
	}
	require.EqualValues(t, InsAuto, b.Spaces[dCarStolen].Arg)
	require.EqualValues(t, InsAuto, b.Spaces[dFender].Arg)
	require.EqualValues(t, InsFire, b.Spaces[dKitchen].Arg)
	require.Equal(t, dPayDay9, b.Graph.Next(dEasyPay, 0))
	require.Equal(t, [2]string{"Career", "College"}, b.ForkRoads[dStart])
	require.Equal(t, "RETIRE", b.Spaces[dRetire].Label)
	require.Equal(t, dRetire, b.Reckon)
	require.Equal(t, dMarry, b.Marry)
	for at := dSellEncyc; at <= 5; at++ {
		require.Equal(t, "Career", b.Spaces[at].Road, "space %d", at)
	}
	for at := dTuition; at <= dGraduate; at++ {
		require.Equal(t, "College", b.Spaces[at].Road, "space %d", at)
	}
}

// The colours are the duel's: yellow LIFE spaces, green, red and blue; no
// white space is left from the classic road.
func TestDuelBoardColoursAreTheSheets(t *testing.T) {
	for i, sp := range Duel.Board().Spaces {
		require.NotEqual(t, White, sp.Colour, "space %d %q", i, sp.Label)
		switch sp.Kind {
		case KPayDay, KRevenge:
			require.Equal(t, Green, sp.Colour, "space %d", i)
		case KCollect, KPay, KLucky:
			require.Equal(t, Yellow, sp.Colour, "space %d", i)
		case KInsurance, KStock, KMarket:
			require.Equal(t, Blue, sp.Colour, "space %d", i)
		case KTax, KKids, KGraduate, KMarry, KReckon, KBridge:
			require.Equal(t, Red, sp.Colour, "space %d", i)
		case KBaby, KProfession, KDegree:
			t.Fatalf("space %d %q is a classic-only kind", i, sp.Label)
		}
	}
}

// "A True to Life Game for Two Players": exactly two seats.
func TestDuelSeatsExactlyTwo(t *testing.T) {
	for _, n := range []int{0, 1, 3, 6} {
		_, err := New(Duel, Options{Seats: n, Seed: 1})
		require.Error(t, err, "%d players", n)
		require.Contains(t, err.Error(), "exactly 2 players")
	}
	g, err := New(Duel, Options{Seats: 2, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, 2, g.Seats())
	require.Equal(t, "life-duel", g.Ruleset())
	require.Equal(t, 2, Duel.MinSeats)
	require.Equal(t, 2, Duel.MaxSeats)
}

// "with a car and $2,000" / "four $500 bills"; "one is dealt to each
// player, and the rest is placed face down"; "Your banker will have over
// $7,500,000".
func TestDuelStartCashAndOneCardEach(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(Duel, Options{Seats: 2, Seed: seed})
		require.NoError(t, err)
		for s := 0; s < 2; s++ {
			require.Equal(t, int64(2000), g.Cash(s))
			require.Equal(t, 1, g.pl[s].Hand.Total(), "one Share the Wealth card each")
			require.Equal(t, RoadUnset, g.pl[s].Road)
			require.Zero(t, g.pl[s].Salary)
		}
		require.Equal(t, 28, g.deck.Len(), "the rest of the 30 cards face down")
		require.Equal(t, int64(7_500_000-4000), g.led.Bank)
		require.Equal(t, int64(7_500_000), g.initial)
		// Face down: a seat's view shows only how many cards the other holds.
		var v View
		g.ViewFor(0, &v)
		require.Equal(t, engine.Hand{}, v.Players[1].Hand)
		require.Equal(t, 1, v.HandSize[1])
		require.Equal(t, g.pl[0].Hand, v.Players[0].Hand)
	}
}

// "Hit the Spin the Wheel Button. High number starts first."
func TestDuelHighSpinStarts(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		g, err := New(Duel, Options{Seats: 2, Seed: seed})
		require.NoError(t, err)
		var spins []engine.Event
		for _, e := range g.events {
			if e.Kind == EvSpinOff {
				spins = append(spins, e)
			}
		}
		require.GreaterOrEqual(t, len(spins), 2)
		require.Zero(t, len(spins)%2, "both seats spin in every round")
		last := spins[len(spins)-2:]
		first := eventOf(t, g.events, EvFirst).Seat
		other := 1 - first
		require.Greater(t, last[first].Arg, last[other].Arg, "seed %d: the higher spin starts", seed)
		for k := 0; k+2 < len(spins); k += 2 {
			require.Equal(t, spins[k].Arg, spins[k+1].Arg, "earlier rounds were ties")
		}
		decided(t, g, int(first), DRoad)
	}
}

// "decide if you wish to take the shorter route of CAREER and select a
// career that doesn't require a degree": two cards offered, the salary set
// before the first spin.
func TestDuelCareerRoadOffersTwoPlainCareers(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(Duel, Options{Seats: 2, Seed: seed, NoBets: [engine.MaxSeats]bool{true, true}})
		require.NoError(t, err)
		s := g.Active()
		ev := act(t, g, s, AChoose, int16(RoadShort), 0)
		decided(t, g, s, DCareer)
		offer := eventOf(t, ev, EvCareerOffer)
		require.EqualValues(t, 0, offer.Other, "careers without a degree")
		p := g.pl[s]
		require.NotEqual(t, p.Offer[0], p.Offer[1], "two different cards")
		require.True(t, legalHas(g, s, AChoose, 0, 0))
		require.True(t, legalHas(g, s, AChoose, 1, 0))
		pick := int(seed % 2)
		want := Duel.CareersPlain[p.Offer[pick]]
		act(t, g, s, AChoose, int16(pick), 0)
		p = g.pl[s]
		require.Equal(t, want.Salary, p.Salary)
		require.False(t, p.Degree)
		require.Equal(t, Duel.CareersPlain[p.Profession-1], want)
		require.Equal(t, 6, g.cdeck.Len(), "both cards go back under the pile")
		// The salary is set before the first spin, at START.
		decided(t, g, s, DSpin)
		require.Zero(t, p.Pos)
		require.Equal(t, SMove, g.SpinPurpose())
		spinAs(t, g, s, 1)
		require.Equal(t, "Career", Duel.Board().Spaces[g.pl[s].Pos].Road)
	}
}

// "whether you wish to take the College route ... your salary will be
// designated based on career you pick when you graduate": nothing offered
// at START, no salary until Graduation, where two degree careers are
// offered on passing.
func TestDuelCollegeRoadNoSalaryUntilGraduation(t *testing.T) {
	g, err := New(Duel, Options{Seats: 2, Seed: 5, NoBets: [engine.MaxSeats]bool{true, true}})
	require.NoError(t, err)
	s := g.Active()
	act(t, g, s, AChoose, int16(RoadLong), 0)
	decided(t, g, s, DSpin)
	require.Zero(t, g.pl[s].Salary)
	require.Zero(t, g.pl[s].Profession)
	ev := spinAs(t, g, s, 9) // College road 6..14
	require.Equal(t, 14, int(g.pl[s].Pos))
	require.Equal(t, "College", Duel.Board().Spaces[14].Road)
	require.Zero(t, g.pl[s].Salary)
	require.Zero(t, count(ev, EvCareerOffer))

	// Next turn: passing Graduation deals two degree careers mid-move.
	dealHand(t, g, s, engine.Hand{})
	cash := g.Cash(s)
	ev = moveFrom(t, g, s, dResearch, 4) // 16, 17 Graduation, 18 Pay Day, 19 Rent
	decided(t, g, s, DCareer)
	offer := eventOf(t, ev, EvCareerOffer)
	require.EqualValues(t, 1, offer.Other, "degree careers")
	require.Equal(t, dGraduate, int(g.pl[s].Pos))
	want := Duel.CareersDegree[g.pl[s].Offer[1]]
	ev = act(t, g, s, AChoose, 1, 0)
	p := g.pl[s]
	require.True(t, p.Degree)
	require.Equal(t, want.Salary, p.Salary)
	require.Equal(t, dRent, int(p.Pos), "the move goes on after the choice")
	require.Equal(t, want.Salary, paid(ev, engine.Bank, acct(s), RSalary), "the new salary is paid at the next Pay Day")
	require.Equal(t, cash+want.Salary-20000-int64(g.pl[s].Notes)*Duel.NoteInterest, g.Cash(s))
	require.Equal(t, 6, g.ddeck.Len())
}

// Graduation is red: landing on it also deals the degree careers.
func TestDuelGraduationOnLanding(t *testing.T) {
	g := newDuel(t)
	student(g, 0)
	moveFrom(t, g, 0, dResearch, 2)
	decided(t, g, 0, DCareer)
	offer := g.pl[0].Offer
	a, b := Duel.CareersDegree[offer[0]], Duel.CareersDegree[offer[1]]
	act(t, g, 0, AChoose, 0, 0)
	require.Equal(t, a.Salary, g.pl[0].Salary)
	require.NotEqual(t, a, b)
	decided(t, g, 1, DSpin)
}

// "This profession would be yours throughout the game" / "Once a doctor,
// always a doctor": sent back behind Graduation, a graduate passes it again
// without a new offer.
func TestDuelGraduationChoiceSticks(t *testing.T) {
	g := newDuel(t)
	giveCareer(g, 0, true, cDoctor)
	place(g, 0, dGraduate)
	moveFrom(t, g, 1, dQuiz, 1) // Revenge
	decided(t, g, 1, DRevenge)
	act(t, g, 1, ASendBack, 0, 0)
	require.Equal(t, 7, int(g.pl[0].Pos))
	decided(t, g, 0, DSpin)
	ev := spinAs(t, g, 0, 10) // lands on Graduation again
	require.Equal(t, dGraduate, int(g.pl[0].Pos))
	require.Zero(t, count(ev, EvCareerOffer))
	ev = moveFrom(t, g, 0, dGradParty, 2) // passes it
	require.Zero(t, count(ev, EvCareerOffer))
	require.Equal(t, int64(180000), paid(ev, engine.Bank, acct(0), RSalary))
	require.Equal(t, int8(cDoctor+1), g.pl[0].Profession)
}

// "First player places his car in the START HERE space, decides whether to
// buy AUTO INSURANCE, and spins": affordable from the $2,000, only at START.
func TestDuelAutoInsuranceAtStart(t *testing.T) {
	for _, road := range []int8{RoadShort, RoadLong} {
		g, err := New(Duel, Options{Seats: 2, Seed: 3, NoBets: [engine.MaxSeats]bool{true, true}})
		require.NoError(t, err)
		s := g.Active()
		act(t, g, s, AChoose, int16(road), 0)
		if road == RoadShort {
			act(t, g, s, AChoose, 0, 0)
		}
		decided(t, g, s, DSpin)
		require.True(t, legalHas(g, s, ABuyAuto, 0, 0), "road %d", road)
		ev := act(t, g, s, ABuyAuto, 0, 0)
		require.Equal(t, Duel.AutoPrice, paid(ev, acct(s), engine.Bank, RInsurance))
		require.Equal(t, int64(2000)-Duel.AutoPrice, g.Cash(s))
		require.True(t, g.pl[s].Auto)
		require.False(t, legalHas(g, s, ABuyAuto, 0, 0), "one policy of each kind")
		refuse(t, g, s, ABuyAuto, 0, 0)
	}
	// The policy then saves its holder from an auto space.
	g := newDuel(t)
	g.pl[0].Auto = true
	ev := moveFrom(t, g, 0, dSuit, 1)
	require.Equal(t, int64(2000), g.Cash(0))
	require.Equal(t, 1, count(ev, EvInsured))
	// Away from START it is not on sale.
	turnFrom(t, g, 1, dRent)
	require.False(t, legalHas(g, 1, ABuyAuto, 0, 0))
}

// "If the space is occupied, you must move your car forward to the first
// open space."
func TestDuelOccupiedSpaceMovesOn(t *testing.T) {
	g := newDuel(t)
	place(g, 1, dQuiz)
	ev := moveFrom(t, g, 0, dPayDay1, 3) // 19, 20, 21 taken: on to 22
	require.Equal(t, dRevenge1, int(g.pl[0].Pos))
	require.Zero(t, paid(ev, engine.Bank, acct(0), RSpace), "the occupied Quiz space was only passed")
	decided(t, g, 0, DRevenge)
}

// "YELLOW SPACES with LIFE: Reward or penalty takes place when you LAND IN".
func TestDuelYellowSpacesActOnlyOnLanding(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, dPayDay3, 3) // passes +$500,000 and -$200,000, lands +$50,000
	require.Equal(t, dReunion, int(g.pl[0].Pos))
	require.Equal(t, int64(50000), paid(ev, engine.Bank, acct(0), RSpace))
	require.Zero(t, paid(ev, acct(0), engine.Bank, RSpace))
	require.Zero(t, g.pl[0].Notes)

	ev = moveFrom(t, g, 0, dPayDay3, 1)
	require.Equal(t, int64(500000), paid(ev, engine.Bank, acct(0), RSpace))
	ev = moveFrom(t, g, 0, dBestSeller, 1)
	require.Equal(t, int64(200000), paid(ev, acct(0), engine.Bank, RSpace))
}

// "GREEN SPACES: You must LAND IN or PASS the green space to receive your
// Salary." "Each time you LAND IN or PASS a green PAY DAY space you always
// collect the specified amount of your chosen profession."
func TestDuelGreenPayDayOnPassOrLand(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, dEasyPay, 3) // passes Pay Day and Revenge, lands +$50,000
	require.Equal(t, dReunion2, int(g.pl[0].Pos))
	sal := eventOf(t, ev, EvTransfer)
	require.Equal(t, RSalary, sal.Arg)
	require.Equal(t, int16(dPayDay9), sal.Arg2)
	require.Equal(t, Duel.CareersPlain[cHairstylist].Salary, paid(ev, engine.Bank, acct(0), RSalary))

	ev = moveFrom(t, g, 0, dEasyPay, 1)
	require.Equal(t, Duel.CareersPlain[cHairstylist].Salary, paid(ev, engine.Bank, acct(0), RSalary))

	// Every Pay Day on the road is green.
	n := 0
	for _, sp := range Duel.Board().Spaces {
		if sp.Kind == KPayDay {
			n++
			require.Equal(t, Green, sp.Colour)
		}
	}
	require.Greater(t, n, 10)
}

// Pay Day interest (classic PAY DAY rule 2, unchanged by the duel): $500
// for each $20,000 note, after the salary.
func TestDuelPayDayInterestPerNote(t *testing.T) {
	g := newDuel(t)
	lend(t, g, 0, 3)
	ev := moveFrom(t, g, 0, dEasyPay, 3)
	require.Equal(t, int64(1500), paid(ev, acct(0), engine.Bank, RInterest))
	var sal, intr int
	for i, e := range ev {
		if e.Kind == EvTransfer && e.Arg == RSalary {
			sal = i
		}
		if e.Kind == EvTransfer && e.Arg == RInterest {
			intr = i
		}
	}
	require.Less(t, sal, intr, "interest is paid after receiving the salary")
	require.Equal(t, int16(3), g.pl[0].Notes)
}

// "When you LAND IN a Pay Day Space by EXACT COUNT, you ... DRAW a SHARE THE
// WEALTH card": not on passing, not when pushed past by an occupied space.
func TestDuelShareTheWealthDrawnOnExactPayDay(t *testing.T) {
	g := newDuel(t)
	left := g.deck.Len()
	ev := moveFrom(t, g, 0, dEasyPay, 1)
	require.Equal(t, 1, count(ev, EvCardDrawn))
	require.Equal(t, 1, g.pl[0].Hand.Total())
	require.Equal(t, left-1, g.deck.Len())

	ev = moveFrom(t, g, 0, dEasyPay, 2)
	require.Zero(t, count(ev, EvCardDrawn), "passing")

	place(g, 1, dPayDay9)
	ev = moveFrom(t, g, 0, dEasyPay, 1) // taken: pushed on to Revenge
	require.Equal(t, dRevenge9, int(g.pl[0].Pos))
	require.Equal(t, Duel.CareersPlain[cHairstylist].Salary, paid(ev, engine.Bank, acct(0), RSalary), "paid for passing")
	require.Zero(t, count(ev, EvCardDrawn), "not an exact count")
	require.Equal(t, 1, g.pl[0].Hand.Total())
	require.Equal(t, 30, cardsInPlay(g))
}

// "COLLECT CARD: ... when he lands in a green [duel: yellow or green] space
// and COLLECTS $100,000 or more ... the opponent must give you one half ...
// He then places this card at the bottom of pile."
func TestDuelCollectCardOnYellowSpace(t *testing.T) {
	g := newDuel(t)
	dealHand(t, g, 1, engine.Hand{CardCollect: 1})
	moveFrom(t, g, 0, dPayDay3, 1) // lands +$500,000
	decided(t, g, 1, DCollectCard)
	require.Equal(t, int64(500000), g.cardAmt)
	ev := act(t, g, 1, AGive, 0, 0)
	require.Equal(t, int64(250000), paid(ev, acct(0), acct(1), RCard))
	require.Zero(t, g.pl[1].Hand[CardCollect])
	bottom := g.deck.Cards[(int(g.deck.Head)+g.deck.Len()-1)%engine.DeckCap]
	require.Equal(t, uint8(CardCollect), bottom, "the card goes to the bottom of the pile")
	require.Equal(t, 30, cardsInPlay(g))

	// Exactly $100,000 is enough (Highway: bowling trophy).
	dealHand(t, g, 1, engine.Hand{CardCollect: 1})
	moveFrom(t, g, 0, 40, 1)
	decided(t, g, 1, DCollectCard)
	act(t, g, 1, APass, 0, 0)
	require.Equal(t, 1, int(g.pl[1].Hand[CardCollect]), "declined: the card is kept")

	// Below $100,000: no card may be given.
	moveFrom(t, g, 0, dKitchen, 1) // +$50,000
	decided(t, g, 1, DSpin)
}

// The duel's Collect card on green spaces: a salary of $100,000 or more
// collected by landing on a Pay Day.
func TestDuelCollectCardOnPayDaySalary(t *testing.T) {
	for _, c := range []struct {
		career int
		degree bool
		spin   int
		offer  bool
	}{
		{cDoctor, true, 1, true},        // $180,000, landing
		{cAthlete, false, 1, true},      // $130,000, landing
		{cPolice, false, 1, true},       // $100,000: the threshold itself
		{cHairstylist, false, 1, false}, // $70,000
		{cTeacher, true, 1, false},      // $90,000
		{cDoctor, true, 3, false},       // passing
	} {
		g := newDuel(t)
		giveCareer(g, 0, c.degree, c.career)
		dealHand(t, g, 1, engine.Hand{CardCollect: 1})
		stackTop(t, g, CardPay) // the card seat 0 draws is not an Exemption
		moveFrom(t, g, 0, dEasyPay, c.spin)
		salary := g.pl[0].Salary
		if !c.offer {
			decided(t, g, 1, DSpin)
			continue
		}
		decided(t, g, 1, DCollectCard)
		ev := act(t, g, 1, AGive, 0, 0)
		require.Equal(t, salary/2, paid(ev, acct(0), acct(1), RCard))
	}
}

// "PAY CARD: ... when you land in a green [duel: yellow or green] PAY space
// demanding $20,000 or more. Opponent is thus forced to pay YOU half".
func TestDuelPayCardOnYellowPaySpace(t *testing.T) {
	g := newDuel(t)
	dealHand(t, g, 0, engine.Hand{CardPay: 1})
	moveFrom(t, g, 0, dPayDay1, 1) // Rent: pay $20,000
	decided(t, g, 0, DPayCard)
	require.True(t, legalHas(g, 0, AGive, 1, 0))
	require.False(t, legalHas(g, 0, AGive, 0, 0), "not to oneself")
	ev := act(t, g, 0, AGive, 1, 0)
	require.Equal(t, int64(10000), paid(ev, acct(1), acct(0), RCard))
	require.Zero(t, g.pl[0].Hand[CardPay])
	require.Equal(t, 30, cardsInPlay(g))

	dealHand(t, g, 0, engine.Hand{CardPay: 1})
	moveFrom(t, g, 0, dSellEncyc, 1) // pay $10,000: below the threshold
	decided(t, g, 1, DSpin)
	moveFrom(t, g, 0, dLucky3, 1) // red INCOME TAX $100,000: not a yellow or green space
	decided(t, g, 1, DSpin)
	g.pl[0].Auto = true
	moveFrom(t, g, 0, dRevenge1, 1) // insured: nothing paid, no card
	decided(t, g, 1, DSpin)
	require.Equal(t, 1, int(g.pl[0].Hand[CardPay]))
}

// "EXEMPTION CARDS: ... ignore either a Collect or Pay card ... return it,
// with his Share the Wealth card, to the pile."
func TestDuelExemptionCancelsCard(t *testing.T) {
	g := newDuel(t)
	dealHand(t, g, 0, engine.Hand{CardExempt: 1})
	dealHand(t, g, 1, engine.Hand{CardCollect: 1})
	left := g.deck.Len()
	moveFrom(t, g, 0, dPayDay3, 1)
	act(t, g, 1, AGive, 0, 0)
	decided(t, g, 0, DExempt)
	ev := act(t, g, 0, AUse, 0, 0)
	require.Zero(t, paid(ev, acct(0), acct(1), RCard))
	require.Equal(t, 1, count(ev, EvExempt))
	require.Equal(t, engine.Hand{}, g.pl[0].Hand)
	require.Equal(t, engine.Hand{}, g.pl[1].Hand)
	require.Equal(t, left+2, g.deck.Len(), "both cards back to the pile")

	// Against a Pay card, and declining to use it.
	dealHand(t, g, 0, engine.Hand{CardPay: 1})
	dealHand(t, g, 1, engine.Hand{CardExempt: 1})
	moveFrom(t, g, 0, dPayDay1, 1)
	act(t, g, 0, AGive, 1, 0)
	decided(t, g, 1, DExempt)
	ev = act(t, g, 1, APass, 0, 0)
	require.Equal(t, int64(10000), paid(ev, acct(1), acct(0), RCard))
	require.Equal(t, 1, int(g.pl[1].Hand[CardExempt]))
}

// "ONLY ONE CARD may be given to an opponent in a turn."
func TestDuelOneCardPerTurn(t *testing.T) {
	g := newDuel(t)
	dealHand(t, g, 1, engine.Hand{CardCollect: 2})
	turnFrom(t, g, 0, dPayDay3)
	g.pl[0].CardHit = true // a card was already given to seat 0 this turn
	spinAs(t, g, 0, 1)
	decided(t, g, 1, DSpin)
	require.False(t, g.pl[0].CardHit, "a new turn clears it")
	// Its next turn, a card may be given again.
	moveFrom(t, g, 0, dPayDay3, 1)
	decided(t, g, 1, DCollectCard)
	ev := act(t, g, 1, AGive, 0, 0)
	require.Equal(t, int64(250000), paid(ev, acct(0), acct(1), RCard))
}

// "A card may not be given to a player landing in a LUCKY DAY space, or to
// one PLAYING THE MARKET."
func TestDuelNoCardOnLuckyDayOrMarket(t *testing.T) {
	g := newDuel(t)
	dealHand(t, g, 1, engine.Hand{CardCollect: 1})
	moveFrom(t, g, 0, dCarStolen, 1)
	act(t, g, 0, ASpeculate, 3*16+7, 0)
	ev := spinAs(t, g, 0, 7)
	require.Equal(t, Duel.SpeculateWin, paid(ev, engine.Bank, acct(0), RSpeculate))
	decided(t, g, 1, DSpin)

	dealHand(t, g, 0, engine.Hand{CardPay: 1})
	g.pl[0].Stock = true
	moveFrom(t, g, 0, dRevenge2, 1)
	act(t, g, 0, APlay, 0, 0)
	ev = spinAs(t, g, 0, 2)
	require.Equal(t, Duel.MarketDown, paid(ev, acct(0), engine.Bank, RMarket))
	decided(t, g, 1, DSpin)
}

// "RED SPACES: The reward or penalty takes place whether you LAND IN or
// PASS red spaces."
func TestDuelRedSpacesOnPassOrLand(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, dLucky3, 2)
	require.Equal(t, dPayDay6, int(g.pl[0].Pos))
	require.Equal(t, int64(100000), paid(ev, acct(0), engine.Bank, RSpace), "passing INCOME TAX")
	ev = moveFrom(t, g, 0, dLucky3, 1)
	require.Equal(t, int64(100000), paid(ev, acct(0), engine.Bank, RSpace), "landing on INCOME TAX")
}

// "BLUE SPACES: When you LAND IN or PASS a BLUE OPTION space, you may
// CHOOSE ... You can only buy ONE STOCK CERTIFICATE and one of EACH KIND of
// INSURANCE POLICY."
func TestDuelBlueOptionsOnPassOrLand(t *testing.T) {
	g := newDuel(t)
	setCash(t, g, 0, 500000)
	moveFrom(t, g, 0, dRent, 2) // passes life insurance
	decided(t, g, 0, DBuy)
	ev := act(t, g, 0, ABuy, 0, 0)
	require.Equal(t, int64(100000), paid(ev, acct(0), engine.Bank, RInsurance))
	require.True(t, g.pl[0].Life)
	require.Equal(t, dQuiz, int(g.pl[0].Pos), "the move goes on")
	ev = moveFrom(t, g, 0, dRent, 2)
	require.Zero(t, count(ev, EvBuy), "one policy of each kind")
	require.Equal(t, dQuiz, int(g.pl[0].Pos))

	moveFrom(t, g, 0, dHoneymoon, 1) // lands on fire insurance
	decided(t, g, 0, DBuy)
	cash := g.Cash(0)
	act(t, g, 0, APass, 0, 0)
	require.False(t, g.pl[0].Fire, "letting it go")
	require.Equal(t, cash, g.Cash(0))
	moveFrom(t, g, 0, dHoneymoon, 1)
	ev = act(t, g, 0, ABuy, 0, 0)
	require.Equal(t, int64(50000), paid(ev, acct(0), engine.Bank, RInsurance))

	moveFrom(t, g, 0, dKids, 1) // stock
	decided(t, g, 0, DBuy)
	ev = act(t, g, 0, ABuy, 0, 0)
	require.Equal(t, int64(50000), paid(ev, acct(0), engine.Bank, RStock))
	require.True(t, g.pl[0].Stock)
	moveFrom(t, g, 0, dKids, 1)
	decided(t, g, 1, DSpin) // one certificate only

	// A purchase is never borrowed for.
	g.pl[1].Life = false
	setCash(t, g, 1, 99000)
	moveFrom(t, g, 1, dRent, 1)
	decided(t, g, 0, DSpin)
}

// GETTING MARRIED: "You must stop by the church in the MARRY space":
// spouse, presents, honeymoon.
func TestDuelMarryMustStopPresentsHoneymoon(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, dLucky1, 10) // stops at MARRY with 8 left
	require.Equal(t, dMarry, int(g.pl[0].Pos))
	require.True(t, g.pl[0].Married)
	require.Equal(t, 1, count(ev, EvMarried))
	decided(t, g, 0, DSpin)
	require.Equal(t, SPresents, g.SpinPurpose())
	ev = spinAs(t, g, 0, 2)
	require.Equal(t, int64(1000), paid(ev, acct(1), acct(0), RPresents))
	decided(t, g, 0, DSpin)
	require.Equal(t, SHoneymoon, g.SpinPurpose())
	ev = spinAs(t, g, 0, 1)
	require.Equal(t, dHoneymoon, int(g.pl[0].Pos), "the honeymoon advances that number")
	require.Equal(t, int64(50000), paid(ev, acct(0), engine.Bank, RSpace))
	decided(t, g, 1, DSpin)
}

// "For 1, 2, 3 – You collect $1,000 / For 4, 5, 6 – You collect $500 / For
// 7, 8, 9 and 10 – You collect nothing" (from each opponent).
func TestDuelMarriagePresentsTable(t *testing.T) {
	want := [11]int64{0, 1000, 1000, 1000, 500, 500, 500, 0, 0, 0, 0}
	require.Equal(t, want, Duel.Presents)
	for n := 1; n <= 10; n++ {
		g := newDuel(t)
		moveFrom(t, g, 0, dPayDay2, 1)
		ev := spinAs(t, g, 0, n)
		require.Equal(t, want[n], paid(ev, acct(1), acct(0), RPresents), "spin %d", n)
		require.Equal(t, 2000-want[n], g.Cash(1))
	}
}

// "There's a law against bigamy": the married pass the MARRY space.
func TestDuelMarryOnlyOnce(t *testing.T) {
	g := newDuel(t)
	g.pl[0].Married = true
	ev := moveFrom(t, g, 0, dLucky1, 3)
	require.Equal(t, dHoneymoon, int(g.pl[0].Pos))
	require.Zero(t, count(ev, EvMarried))
	require.Zero(t, paid(ev, acct(1), acct(0), RPresents))
}

// HAVE KIDS: "Spin the Wheel and For 1, 2, 3 – 1 child, 4, 5, 6 – 2, 7, 8,
// 9 – 3, 10 – 4. Each time you add a child you collect $500 from each
// opponent. If you add more than 1 child, collect $1,000 from each."
func TestDuelKidsSpinTable(t *testing.T) {
	kids := [11]int{0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4}
	for n := 1; n <= 10; n++ {
		g := newDuel(t)
		moveFrom(t, g, 0, dFireIns, 1) // lands on KIDS
		decided(t, g, 0, DSpin)
		require.Equal(t, SKids, g.SpinPurpose())
		ev := spinAs(t, g, 0, n)
		require.Equal(t, kids[n], g.pl[0].Children(), "spin %d", n)
		gift := int64(1000)
		if kids[n] == 1 {
			gift = 500
		}
		require.Equal(t, gift, paid(ev, acct(1), acct(0), RGift), "spin %d", n)
		require.EqualValues(t, kids[n], eventOf(t, ev, EvBaby).Arg)
	}
}

// "When you LAND IN or pass the KIDS space": passing spins too, then the
// move goes on.
func TestDuelKidsOnPassing(t *testing.T) {
	g := newDuel(t)
	moveFrom(t, g, 0, dFireIns, 2)
	decided(t, g, 0, DSpin)
	require.Equal(t, SKids, g.SpinPurpose())
	require.Equal(t, dKids, int(g.pl[0].Pos))
	ev := spinAs(t, g, 0, 4)
	require.Equal(t, 2, g.pl[0].Children())
	require.Equal(t, int64(1000), paid(ev, acct(1), acct(0), RGift))
	require.Equal(t, dStock, int(g.pl[0].Pos))
	// Going over the KIDS space again spins again.
	moveFrom(t, g, 0, dFireIns, 2)
	spinAs(t, g, 0, 10)
	require.Equal(t, 6, g.pl[0].Children())
}

// MOVING BACK: "count spaces ALONG THE SHORTEST ROUTE", "PAY NO ATTENTION
// TO REWARDS OR PENALTIES", "If space is occupied, you move back to first
// open one".
func TestDuelMovingBackIgnoresSpacesAndSkipsOccupied(t *testing.T) {
	g := newDuel(t)
	place(g, 0, dBestSeller)
	cash0 := g.Cash(0)
	moveFrom(t, g, 1, dQuiz, 1)
	ev := act(t, g, 1, ASendBack, 0, 0)
	// 32 back 10 is 22, where seat 1 stands: back on to 21.
	require.Equal(t, dQuiz, int(g.pl[0].Pos))
	back := eventOf(t, ev, EvBack)
	require.Equal(t, int16(dBestSeller), back.Arg)
	require.Equal(t, int16(dQuiz), back.Arg2)
	require.Equal(t, cash0, g.Cash(0), "no Pay Day, no penalty, no Quiz prize going back")
	require.Zero(t, count(ev, EvStep))

	// The shortest route back from the main road is the Career road.
	require.Equal(t, 5, Duel.Board().Graph.Back(dPayDay1))
}

// "If you are sent back to Start Here, you then must follow the TO BUSINESS
// [Career] road. However, your salary doesn't change. Once a doctor,
// always a doctor." "PENALTIES AND REWARDS TAKE PLACE WHENEVER YOU MOVE
// FORWARD".
func TestDuelSentBackToStartKeepsSalary(t *testing.T) {
	g := newDuel(t)
	giveCareer(g, 0, true, cDoctor)
	place(g, 0, dRent)
	moveFrom(t, g, 1, dQuiz, 1)
	act(t, g, 1, ACollect, 0, 0) // seat 0 cannot pay $100,000: back 10 instead
	require.Equal(t, dStart, int(g.pl[0].Pos))
	require.Zero(t, g.pl[0].Notes, "Revenge is never borrowed for")
	decided(t, g, 0, DSpin) // no new career
	spinAs(t, g, 0, 2)
	require.Equal(t, dSuit, int(g.pl[0].Pos), "the Career road")
	require.Equal(t, int64(180000), g.pl[0].Salary)
	ev := moveFrom(t, g, 0, 5, 1)
	require.Equal(t, int64(180000), paid(ev, engine.Bank, acct(0), RSalary), "forward again: paid again")
}

// A College student sent back to START before graduating must take the
// Career road, so is dealt two careers without a degree like any Career-road
// player (code decision; without it the student would earn $0 all game).
func TestDuelStudentSentBackToStartGetsCareerCards(t *testing.T) {
	g := newDuel(t)
	student(g, 0)
	place(g, 0, 9)
	moveFrom(t, g, 1, dQuiz, 1)
	act(t, g, 1, ASendBack, 0, 0)
	require.Equal(t, dStart, int(g.pl[0].Pos))
	decided(t, g, 0, DCareer)
	offer := eventOf(t, g.events, EvCareerOffer)
	require.EqualValues(t, 0, offer.Other, "careers without a degree")
	want := Duel.CareersPlain[g.pl[0].Offer[0]]
	act(t, g, 0, AChoose, 0, 0)
	require.Equal(t, want.Salary, g.pl[0].Salary)
	require.False(t, g.pl[0].Degree)
	decided(t, g, 0, DSpin)
	spinAs(t, g, 0, 1)
	require.Equal(t, dSellEncyc, int(g.pl[0].Pos))
}

// REVENGE: "Collect $100,000 from any player you choose, or Send any player
// back 10 spaces."
func TestDuelRevengeCollectOrSendBack(t *testing.T) {
	g := newDuel(t)
	setCash(t, g, 1, 150000)
	place(g, 1, dKitchen)
	moveFrom(t, g, 0, dQuiz, 1)
	decided(t, g, 0, DRevenge)
	require.True(t, legalHas(g, 0, ACollect, 1, 0))
	require.True(t, legalHas(g, 0, ASendBack, 1, 0))
	require.True(t, legalHas(g, 0, APass, 0, 0))
	require.False(t, legalHas(g, 0, ACollect, 0, 0), "not on oneself")
	ev := act(t, g, 0, ACollect, 1, 0)
	require.Equal(t, int64(100000), paid(ev, acct(1), acct(0), RRevenge))
	require.Equal(t, dKitchen, int(g.pl[1].Pos))

	moveFrom(t, g, 0, dQuiz, 1)
	act(t, g, 0, ASendBack, 1, 0)
	require.Equal(t, dCarStolen, int(g.pl[1].Pos))
	require.Equal(t, int64(50000), g.Cash(1))

	// "If the player ... does not have enough money to pay you, he must go
	// back ten spaces" (no borrowing).
	moveFrom(t, g, 0, dQuiz, 1)
	ev = act(t, g, 0, ACollect, 1, 0)
	require.Zero(t, paid(ev, acct(1), acct(0), RRevenge))
	require.Equal(t, 0, int(g.pl[1].Notes))
	require.Equal(t, dSellEncyc, int(g.pl[1].Pos), "back along the Career road")
}

// "you must LAND IN the green [space] to take Revenge"; "You cannot take
// Revenge on a player in Millionaire Acres" (nor, by the rulings, at the
// Poor Farm).
func TestDuelRevengeLandOnlyAndNotOnAcres(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, 57, 3) // passes REVENGE (59), lands on 60
	require.Equal(t, 60, int(g.pl[0].Pos))
	require.Zero(t, count(ev, EvRevenge))
	require.NotEqual(t, DRevenge, g.Decision().Kind)

	for _, at := range []int{dAcres, dPoorFarm} {
		place(g, 1, at)
		moveFrom(t, g, 0, dQuiz, 1)
		require.Equal(t, dRevenge1, int(g.pl[0].Pos))
		require.NotEqual(t, DRevenge, g.Decision().Kind)
		refuse(t, g, 0, ASendBack, 1, 0)
	}
}

// BETTING ON THE WHEEL: on the opponent's spin, at most $20,000 on at most
// 2 numbers, 10 times the stake, stakes to the Bank, never borrowed for;
// the spinner cannot bet.
func TestDuelSideBets(t *testing.T) {
	g := newDuel(t)
	g.opts.NoBets[1] = false
	setCash(t, g, 1, 50000)
	turnFrom(t, g, 0, dPayDay3)
	decided(t, g, 1, DBet)
	require.Empty(t, g.Legal(0, nil), "the spinner cannot bet")
	act(t, g, 1, ABet, 7, 10000)
	act(t, g, 1, ABet, 3, 5000)
	refuse(t, g, 1, ABet, 5, 1000)  // a third number
	refuse(t, g, 1, ABet, 3, 10000) // over $20,000 in all
	act(t, g, 1, ABet, 3, 5000)
	decided(t, g, 0, DSpin)
	ev := spinAs(t, g, 0, 7)
	require.Equal(t, int64(100000), paid(ev, engine.Bank, acct(1), RBetWin))
	require.Equal(t, int64(20000), paid(ev, engine.Pot, engine.Bank, RBetLost))
	require.Equal(t, int64(50000-20000+100000), g.Cash(1))
	require.Zero(t, g.led.Pots[0])

	// Bets come from cash in hand.
	setCash(t, g, 1, 3000)
	turnFrom(t, g, 0, dPayDay3)
	require.True(t, legalHas(g, 1, ABet, 4, 2000))
	require.False(t, legalHas(g, 1, ABet, 4, 5000))
	// A seat that asked never to bet is not asked.
	g.opts.NoBets[1] = true
	turnFrom(t, g, 0, dPayDay3)
	decided(t, g, 0, DSpin)
}

// LUCKY DAYS: "you collect $10,000 ... keep this money or SPECULATE ... on a
// different number (2 numbers) ... If it stops on either ... $150,000 ...
// the Banker puts the money you placed on the board into the Bank. When you
// Speculate, no other player may bet in that spin."
func TestDuelLuckyDayAndSpeculation(t *testing.T) {
	g := newDuel(t)
	ev := moveFrom(t, g, 0, dCarStolen, 1)
	require.Equal(t, int64(10000), paid(ev, engine.Bank, acct(0), RLuckyDay))
	decided(t, g, 0, DSpeculate)
	refuse(t, g, 0, ASpeculate, 3*16+3, 0) // two different numbers
	act(t, g, 0, APass, 0, 0)
	require.Equal(t, int64(12000), g.Cash(0), "kept")

	for _, c := range []struct {
		spin int
		win  int64
	}{{7, 150000}, {3, 150000}, {5, 0}} {
		g := newDuel(t)
		g.opts.NoBets[1] = false
		setCash(t, g, 1, 50000)
		turnFrom(t, g, 0, dCarStolen)
		act(t, g, 1, ADone, 0, 0)
		spinAs(t, g, 0, 1)
		ev := act(t, g, 0, ASpeculate, 3*16+7, 0)
		require.Equal(t, int64(10000), paid(ev, acct(0), engine.Pot, RSpeculate))
		decided(t, g, 0, DSpin) // no bet window for seat 1
		require.Equal(t, SSpeculate, g.SpinPurpose())
		ev = spinAs(t, g, 0, c.spin)
		require.Equal(t, c.win, paid(ev, engine.Bank, acct(0), RSpeculate))
		require.Equal(t, int64(10000), paid(ev, engine.Pot, engine.Bank, RSpeculate))
		require.Equal(t, 2000+c.win, g.Cash(0))
	}
}

// PLAY THE MARKET: "When you LAND IN or PASS one of these blue spaces, you
// may, if you own stock ... For 1, 2, 3 – Pay bank $25,000. For 4, 5, 6 –
// no gain or loss. For 7, 8, 9, 10 – Collect $50,000 ... The stock
// certificate remains your property ... no other player may bet".
func TestDuelPlayTheMarket(t *testing.T) {
	for n := 1; n <= 10; n++ {
		g := newDuel(t)
		g.pl[0].Stock = true
		setCash(t, g, 0, 100000)
		moveFrom(t, g, 0, dRevenge2, 1)
		decided(t, g, 0, DMarket)
		g.opts.NoBets[1] = false
		act(t, g, 0, APlay, 0, 0)
		decided(t, g, 0, DSpin) // no bets on a market spin
		require.Equal(t, SMarket, g.SpinPurpose())
		ev := spinAs(t, g, 0, n)
		var want int64
		switch {
		case n <= 3:
			want = -25000
		case n >= 7:
			want = 50000
		}
		require.Equal(t, want, paid(ev, engine.Bank, acct(0), RMarket)-paid(ev, acct(0), engine.Bank, RMarket), "spin %d", n)
		require.True(t, g.pl[0].Stock)
	}
	// Passing, letting it go; and without stock there is nothing to play.
	g := newDuel(t)
	g.pl[0].Stock = true
	moveFrom(t, g, 0, dRevenge2, 2)
	decided(t, g, 0, DMarket)
	act(t, g, 0, APass, 0, 0)
	require.Equal(t, dFork2, int(g.pl[0].Pos))
	g.pl[0].Stock = false
	moveFrom(t, g, 0, dRevenge2, 1)
	decided(t, g, 1, DSpin)
}

// BORROWING FROM THE BANK: "in units of $20,000", a note for each; "TO
// repay the loan, give $20,000 with each PROMISSORY NOTE back".
func TestDuelBorrowingInNotes(t *testing.T) {
	g := newDuel(t)
	setCash(t, g, 0, 5000)
	ev := moveFrom(t, g, 0, dBestSeller, 1) // Kitchen fire: $200,000
	require.EqualValues(t, 10, eventOf(t, ev, EvBorrow).Arg, "the fewest notes that cover $195,000")
	require.Equal(t, int16(10), g.pl[0].Notes)
	require.Equal(t, int64(5000), g.Cash(0))

	setCash(t, g, 0, 30000)
	turnFrom(t, g, 0, dPayDay3)
	require.True(t, legalHas(g, 0, ARepay, 0, 0))
	ev = act(t, g, 0, ARepay, 0, 0)
	require.Equal(t, int64(20000), eventOf(t, ev, EvRepay).Amount)
	require.Equal(t, int16(9), g.pl[0].Notes)
	require.Equal(t, int64(10000), g.Cash(0))
	require.False(t, legalHas(g, 0, ARepay, 0, 0), "not enough cash for another")
	refuse(t, g, 0, ARepay, 0, 0)
}

// RETIRE: "You must STOP in the RETIRE SPACE. ... Receive $20,000 for each
// child. Pay up any Promissory Notes at the rate of $25,000 for each
// $20,000 ... choose ... MILLIONAIRE ACRES ... OR ... MILLIONAIRE TYCOON".
func TestDuelRetire(t *testing.T) {
	g := newDuel(t)
	g.pl[0].Boys, g.pl[0].Girls = 2, 1
	lend(t, g, 0, 2)
	setCash(t, g, 0, 42000)
	ev := moveFrom(t, g, 0, dRetireGift-1, 8) // from the last Pay Day: stops at RETIRE with 6 left
	require.Equal(t, dRetire, int(g.pl[0].Pos))
	require.Zero(t, paid(ev, engine.Bank, acct(0), RSpace), "the retirement gift was only passed")
	require.Equal(t, int64(60000), paid(ev, engine.Bank, acct(0), RChildren))
	require.Equal(t, int64(50000), paid(ev, acct(0), engine.Bank, RSettle))
	require.Zero(t, g.pl[0].Notes)
	require.Equal(t, int64(52000), g.Cash(0))
	decided(t, g, 0, DReckon)
	require.True(t, legalHas(g, 0, AAcres, 0, 0))
	for n := int16(1); n <= 10; n++ {
		require.True(t, legalHas(g, 0, ATycoon, n, 0))
	}
	// To Millionaire Acres: spin again and move that many spaces toward it.
	act(t, g, 0, AAcres, 0, 0)
	decided(t, g, 0, DSpin)
	spinAs(t, g, 0, 2)
	require.Equal(t, dHills, int(g.pl[0].Pos))
	require.Equal(t, OnRoad, g.pl[0].Where)

	// A shortfall at the settlement stays as debt.
	g = newDuel(t)
	lend(t, g, 0, 5)
	setCash(t, g, 0, 10000)
	moveFrom(t, g, 0, dRetireGift, 1)
	require.Equal(t, int64(125000-10000), g.pl[0].Debt)
	require.Zero(t, g.Cash(0))
}

// "To become a Millionaire Tycoon: Place all your money ... on ONE number
// ... If your Number comes up, you have become a Millionaire Tycoon, the
// WINNER, and the Game is over. If you lose, the Banker takes your money,
// and you go to the Poor Farm ... the game continues".
func TestDuelTycoon(t *testing.T) {
	g := newDuel(t)
	setCash(t, g, 0, 80000)
	moveFrom(t, g, 0, dRetireGift, 1)
	act(t, g, 0, ATycoon, 7, 0)
	spinAs(t, g, 0, 7)
	require.True(t, g.Over())
	require.Equal(t, 0, g.Tycoon())
	require.Equal(t, int8(1), g.Result().Places[0])
	require.Equal(t, int8(2), g.Result().Places[1])
	require.Equal(t, 1, g.Result().Winners)

	g = newDuel(t)
	setCash(t, g, 0, 80000)
	setCash(t, g, 1, 10_000_000)
	moveFrom(t, g, 0, dRetireGift, 1)
	act(t, g, 0, ATycoon, 7, 0)
	ev := spinAs(t, g, 0, 3)
	require.Equal(t, int64(80000), paid(ev, acct(0), engine.Bank, RTycoon))
	require.Zero(t, g.Cash(0))
	require.Equal(t, AtPoorFarm, g.pl[0].Where)
	require.Equal(t, dPoorFarm, int(g.pl[0].Pos))
	require.False(t, g.Over())
	decided(t, g, 1, DSpin)
	spinAs(t, g, 1, 1)
	decided(t, g, 1, DSpin) // seat 0 sits out the rest of the game

	// "(your auto if you're broke)": a player with no cash may still try.
	g = newDuel(t)
	setCash(t, g, 0, 0)
	moveFrom(t, g, 0, dRetireGift, 1)
	require.Zero(t, g.Cash(0))
	act(t, g, 0, ATycoon, 4, 0)
	spinAs(t, g, 0, 4)
	require.True(t, g.Over())
	require.Equal(t, 0, g.Tycoon())
}

// "If you lose, the Banker takes your money": the money placed on the
// number, not the notes borrowed for a Lucky Number fee the same spin
// costs. The fee is paid on its own, borrowing as any payment does.
func TestDuelTycoonMissOnALuckyNumberLosesOnlyTheStake(t *testing.T) {
	for _, stake := range []int64{0, 5000, 30000} {
		g := newDuel(t)
		place(g, 1, dAcres)
		g.luckyNum, g.luckyHolder, g.pl[1].Lucky, g.firstAcres = 6, 1, true, true
		setCash(t, g, 0, stake)
		moveFrom(t, g, 0, dRetireGift, 1)
		ev := act(t, g, 0, ATycoon, 4, 0)
		require.Equal(t, stake, eventOf(t, ev, EvTycoonBet).Amount)
		ev = spinAs(t, g, 0, 6)
		require.Equal(t, int64(10000), paid(ev, acct(0), acct(1), RLuckyFee), "stake %d", stake)
		require.Equal(t, stake, paid(ev, acct(0), engine.Bank, RTycoon), "stake %d: only the stake is lost", stake)
		require.Equal(t, int16(1), g.pl[0].Notes, "stake %d: one note for the fee", stake)
		require.Equal(t, int64(10000), g.Cash(0), "stake %d: the note less the fee is kept", stake)
		require.Equal(t, AtPoorFarm, g.pl[0].Where)
		require.NoError(t, g.CheckInvariants())
	}
}

// MILLIONAIRE ACRES: "You do not need an exact spin ... the first player
// ... Collect a $100,000 bonus ... LUCKY Number ... every time an opponent
// spins this number, you collect $10,000 from him or her."
func TestDuelMillionaireAcres(t *testing.T) {
	g := newDuel(t)
	g.pl[0].Reckoned, g.pl[1].Reckoned = true, true
	ev := moveFrom(t, g, 0, dHills, 10)
	require.Equal(t, dAcres, int(g.pl[0].Pos))
	require.Equal(t, InAcres, g.pl[0].Where)
	require.Equal(t, int64(100000), paid(ev, engine.Bank, acct(0), RAcres))
	decided(t, g, 0, DSpin)
	require.Equal(t, SLucky, g.SpinPurpose())
	spinAs(t, g, 0, 6)
	num, holder := g.LuckyNumber()
	require.Equal(t, 6, num)
	require.Equal(t, 0, holder)

	decided(t, g, 1, DSpin)
	place(g, 1, dLane)
	ev = spinAs(t, g, 1, 6)
	require.Equal(t, int64(10000), paid(ev, acct(1), acct(0), RLuckyFee))
	// The second to arrive gets no bonus, and the game ends with both home.
	require.True(t, g.Over())
	require.Zero(t, paid(ev, engine.Bank, acct(1), RAcres))
	require.Equal(t, "everyone has retired", g.Result().Reason)
}

// "ANY player reaching Millionaire Acres may make bets on the wheel ... and
// use SHARE THE WEALTH (Collect and Exemption) Cards he possesses. An
// opponent may also give him a Pay card".
func TestDuelAcresPlayerBetsAndPlaysCards(t *testing.T) {
	g := newDuel(t)
	place(g, 0, dAcres)
	g.opts.NoBets[0] = false
	dealHand(t, g, 0, engine.Hand{CardCollect: 1, CardExempt: 1})
	dealHand(t, g, 1, engine.Hand{CardPay: 1})
	turnFrom(t, g, 1, dPayDay3)
	decided(t, g, 0, DBet)
	act(t, g, 0, ADone, 0, 0)
	spinAs(t, g, 1, 1)
	decided(t, g, 0, DCollectCard)
	ev := act(t, g, 0, AGive, 0, 0)
	require.Equal(t, int64(250000), paid(ev, acct(1), acct(0), RCard))

	turnFrom(t, g, 1, dPayDay1)
	act(t, g, 0, ADone, 0, 0)
	spinAs(t, g, 1, 1)
	decided(t, g, 1, DPayCard)
	require.True(t, legalHas(g, 1, AGive, 0, 0))
	act(t, g, 1, AGive, 0, 0)
	decided(t, g, 0, DExempt)
	act(t, g, 0, AUse, 0, 0)
}

// The Toll Bridge (duel silent: the classic rule at the duel's money scale,
// $200,000), which the duel's MILLIONAIRE ACRES clause names.
func TestDuelTollBridge(t *testing.T) {
	g := newDuel(t)
	require.Equal(t, int64(200000), Duel.TollAmount)
	moveFrom(t, g, 1, dJoin2, 3)
	require.Equal(t, 1, g.TollHolder())
	place(g, 1, dAcres) // the privilege holds from Millionaire Acres too
	setCash(t, g, 0, 300000)
	ev := moveFrom(t, g, 0, dJoin2, 4)
	require.Equal(t, int64(200000), paid(ev, acct(0), acct(1), RToll))
	require.Equal(t, 1, g.TollHolder())
	// At the Poor Farm the privilege passes to the next to have crossed.
	g.toPoorFarm(1)
	require.Equal(t, 0, g.TollHolder())
}

// "You will come to other forks in the road. In each instance the longer
// way offers greater rewards, but also greater penalties."
func TestDuelLongerWaysRicherAndRiskier(t *testing.T) {
	b := Duel.Board()
	for fork, names := range b.ForkRoads {
		if fork == dStart {
			continue // Career or College: careers, not spaces, make the difference
		}
		var best, worst [2]int64
		for w := 0; w < 2; w++ {
			for at := b.Graph.Next(fork, w); b.Spaces[at].Road == names[w]; at = b.Graph.Next(at, 0) {
				switch sp := b.Spaces[at]; sp.Kind {
				case KCollect:
					best[w] = max(best[w], sp.Amount)
				case KPay, KTax:
					worst[w] = max(worst[w], sp.Amount)
				}
			}
		}
		require.Greater(t, best[1], best[0], "fork at %d: %v", fork, names)
		require.Greater(t, worst[1], worst[0], "fork at %d: %v", fork, names)
	}
	require.Len(t, b.ForkRoads, 3)
}

// WINNING THE GAME: "the game ends when the LAST PLAYER reaches the Poor
// Farm or Millionaire Acres ... A Stock Certificate is worth $50,000 and a
// Life Insurance Policy has a cash value of $300,000. The player with the
// most money WINS".
func TestDuelFinalCount(t *testing.T) {
	require.Equal(t, int64(300000), Duel.LifeValue)
	require.Equal(t, int64(50000), Duel.StockValue)
	g := newDuel(t)
	g.firstAcres = true
	place(g, 1, dAcres)
	setCash(t, g, 1, 1_000_000)
	p := &g.pl[0]
	p.Reckoned, p.Stock, p.Life, p.Debt = true, true, true, 10000
	lend(t, g, 0, 1)
	setCash(t, g, 0, 700000)
	moveFrom(t, g, 0, dHills, 5)
	require.True(t, g.Over())
	r := g.Result()
	require.Equal(t, int64(700000+50000+300000-25000-10000), r.Counts[0])
	require.Equal(t, int64(1_000_000), r.Counts[1])
	require.Equal(t, int8(1), r.Places[0])
	require.Equal(t, int8(2), r.Places[1])
	require.False(t, r.Capped)
}

// The careers as data: six without a degree and six with, each dealt from
// its own pile of cards.
func TestDuelCareerLists(t *testing.T) {
	require.Equal(t, []Career{
		{"Hairstylist", 70000}, {"Mechanic", 80000}, {"Salesperson", 90000},
		{"Police Officer", 100000}, {"Entertainer", 110000}, {"Athlete", 130000},
	}, Duel.CareersPlain)
	require.Equal(t, []Career{
		{"Teacher", 90000}, {"Accountant", 110000}, {"Scientist", 120000},
		{"Engineer", 130000}, {"Lawyer", 150000}, {"Doctor", 180000},
	}, Duel.CareersDegree)
	g, err := New(Duel, Options{Seats: 2, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, 6, g.cdeck.Len())
	require.Equal(t, 6, g.ddeck.Len())
}

// The sensible computer player picks the higher-salary career card, at
// START and at Graduation.
func TestDuelSensiblePicksHigherSalary(t *testing.T) {
	ai := NewSensible(1)
	var v View
	best := func(g *Game, s int, list []Career) {
		t.Helper()
		decided(t, g, s, DCareer)
		g.ViewFor(s, &v)
		a := ai.Choose(&v, g.Legal(s, nil))
		o := g.pl[s].Offer
		want := int16(0)
		if list[o[1]].Salary > list[o[0]].Salary {
			want = 1
		}
		require.Equal(t, AChoose, a.Kind)
		require.Equal(t, want, a.Arg, "offered %v and %v", list[o[0]], list[o[1]])
		act(t, g, s, a.Kind, a.Arg, 0)
		require.Equal(t, max(list[o[0]].Salary, list[o[1]].Salary), g.pl[s].Salary)
	}
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := New(Duel, Options{Seats: 2, Seed: seed, NoBets: [engine.MaxSeats]bool{true, true}})
		require.NoError(t, err)
		s := g.Active()
		act(t, g, s, AChoose, int16(RoadShort), 0)
		best(g, s, Duel.CareersPlain)

		student(g, s)
		moveFrom(t, g, s, dResearch, 2)
		best(g, s, Duel.CareersDegree)
	}
}
