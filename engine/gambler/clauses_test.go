package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// dice reads a sheet example, "6-4-3-5-2-3", as the shaker's six dice.
func dice(s string) (d [6]int8) {
	for k := 0; k < 6; k++ {
		d[k] = int8(s[2*k] - '0')
	}
	return d
}

// G1. High roll of the dice goes first; tied high throwers throw again.
func TestHighRollGoesFirst(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := New(Options{Seats: 4, Seed: seed})
		require.NoError(t, err)
		round := map[int]int16{}
		firstSeat := -1
		for _, e := range g.LastEvents() {
			switch e.Kind {
			case EvRollOff:
				round[int(e.Seat)] = e.Arg // the last throw of each seat counts
			case EvFirst:
				firstSeat = int(e.Seat)
			}
		}
		require.GreaterOrEqual(t, firstSeat, 0)
		for s, n := range round {
			assert.LessOrEqual(t, n, round[firstSeat], "seed %d: seat %d threw more than the first player", seed, s+1)
		}
		assert.Equal(t, firstSeat, g.Active())
	}
}

// G2. At the start of one's own turn only, tickets at $10, at most three;
// face down: another seat's view counts them but cannot read them.
func TestLotteryTicketsAtTheStartOfOnesTurn(t *testing.T) {
	g := newTest(t, 3)
	assert.Empty(t, g.Legal(1, nil), "another seat cannot buy during seat 1's turn")
	for k := 1; k <= MaxTickets; k++ {
		require.True(t, legalKinds(g, 0)[ATicket])
		act(t, g, ATicket, 0)
		assert.Equal(t, int64(StartCash-k*TicketPrice), g.Cash(0))
		assert.Equal(t, k, g.pl[0].Tickets.Len())
	}
	assert.False(t, legalKinds(g, 0)[ATicket], "a fourth ticket")
	assert.Equal(t, nTickets-MaxTickets, g.decks[TicketDeck].Len())

	var mine, theirs View
	g.ViewFor(0, &mine)
	g.ViewFor(1, &theirs)
	assert.Equal(t, 3, mine.Players[0].Tickets.Len(), "the holder sees its numbers")
	assert.Equal(t, 0, theirs.Players[0].Tickets.Len(), "another seat does not")
	assert.Equal(t, 3, theirs.TicketCount[0], "but it sees how many")

	roll(t, g, 3, 3) // doubles: no buying at the choice that follows
	assert.Equal(t, DDoubles, g.dec.Kind)
	assert.False(t, legalKinds(g, 0)[ATicket])
}

// G3. Doubles on the first roll: no move; one more roll for doubles pays
// $500, or a miss ends the turn; the turn then ends.
func TestDoublesOnTheFirstRoll(t *testing.T) {
	g := newTest(t, 2)
	ev := roll(t, g, 3, 3)
	_, ok := has(ev, EvDoubles, 0)
	require.True(t, ok)
	assert.Equal(t, int8(Start), g.pl[0].Pos, "doubles do not move the pawn")
	require.Equal(t, DDoubles, g.dec.Kind)
	g.Script(4, 4)
	act(t, g, AAgain, 0)
	assert.Equal(t, int64(StartCash+DoublesPrize), g.Cash(0))
	assert.Equal(t, int8(Start), g.pl[0].Pos)
	assert.Equal(t, 1, g.Active(), "the turn ends")

	g = newTest(t, 2)
	roll(t, g, 5, 5)
	g.Script(1, 2)
	act(t, g, AAgain, 0)
	assert.Equal(t, int64(StartCash), g.Cash(0), "a miss pays nothing")
	assert.Equal(t, int8(Start), g.pl[0].Pos, "and does not move")
	assert.Equal(t, 1, g.Active())

	g = newTest(t, 2)
	roll(t, g, 2, 2)
	act(t, g, ASweep, 0)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DMarker}, g.dec, "or a Sweepstakes, the caller placing first")
}

// G4. Start pays $100 on landing or on passing, automatically.
func TestStartPaysOnLandingOrPassing(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, spBeforeGo)
	roll(t, g, 1, 2)
	assert.Equal(t, int8(Start), g.pl[0].Pos)
	assert.Equal(t, int64(StartCash+StartPay), g.Cash(0), "landing")

	g = newTest(t, 2)
	at(g, 0, spLastPay)
	roll(t, g, 1, 2) // 34 → 1, past Start, onto a pay-in space
	assert.Equal(t, int8(spPay), g.pl[0].Pos)
	assert.Equal(t, int64(StartCash+StartPay)-Spaces[spPay].Amount, g.Cash(0), "passing, then the space")
}

// G5. Pay-in, pay-out and tax spaces.
func TestPayAndCollectSpaces(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 2)
	roll(t, g, 1, 2)
	assert.Equal(t, int64(StartCash+20), g.Cash(0), "Tips: collect $20")

	g = newTest(t, 2)
	setCash(t, g, 0, 255)
	at(g, 0, 9)
	roll(t, g, 1, 2)
	assert.Equal(t, int8(spTax), g.pl[0].Pos)
	require.Equal(t, KTax, Spaces[spTax].Kind)
	assert.Equal(t, 255-255*Spaces[spTax].Amount/100/10*10, g.Cash(0), "a share of $255, in whole $10s")
	assert.Equal(t, int64(150), TaxDue(255, 60), "60% of $255 is $153: $150")
}

// sweepOf lands seat 0 of an n-seat game on the Sweepstakes space.
func sweepOf(t *testing.T, n int) (*Game, []engine.Event) {
	g := newTest(t, n)
	at(g, 0, 7)
	return g, roll(t, g, 1, 3)
}

// G6. Sweepstakes: every seat pays $10; markers in turn from the caller,
// one per betting space; the caller shakes six dice; every winning space
// pays its marker.
func TestSweepstakes(t *testing.T) {
	g := newTest(t, 3)
	turn(g, 1)
	at(g, 1, 7)
	roll(t, g, 1, 3)
	for s := 0; s < 3; s++ {
		assert.Equal(t, int64(StartCash-SweepFee), g.Cash(s), "seat %d paid the entry", s+1)
	}
	require.Equal(t, engine.Decision{Seat: 1, Kind: DMarker}, g.dec, "the caller places first")
	act(t, g, APlace, BetPairs)
	require.Equal(t, engine.Decision{Seat: 2, Kind: DMarker}, g.dec, "then in turn")
	assert.NotContains(t, g.Legal(2, nil), engine.Action{Seat: 2, Kind: APlace, Arg: BetPairs}, "one marker a space")
	act(t, g, APlace, BetHigh1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DMarker}, g.dec)
	act(t, g, APlace, BetSplit12)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DShake}, g.dec, "the caller shakes")
	g.Script(6, 2, 6, 1, 3, 4)
	ev := act(t, g, AShake, 0)
	sh, ok := has(ev, EvShaker, 1)
	require.True(t, ok)
	assert.Equal(t, "6-2-6-1-3-4", DiceString(Unpack(sh.Amount)))
	assert.Equal(t, int64(90), g.Cash(1), "Pairs lost: no two equal dice side by side")
	assert.Equal(t, int64(90+HighPrize), g.Cash(2), "High 1 holds a 6")
	assert.Equal(t, int64(90+SplitPrize), g.Cash(0), "Split 1–2 holds a 6")
	for s := 0; s < 3; s++ {
		assert.Equal(t, int8(-1), g.pl[s].Marker, "markers taken back")
	}
	assert.Equal(t, 2, g.Active(), "the turn ends and play goes on")
}

// G7. Every worked example the sheet prints for the betting spaces.
func TestSweepstakesSheetExamples(t *testing.T) {
	assert.True(t, BetWins(BetStraight, dice("1-3-4-5-5-2")), "3-4-5 in a row")
	assert.True(t, BetWins(BetStraight, dice("1-6-3-2-1-5")), "3-2-1 in a row")
	assert.False(t, BetWins(BetStraight, dice("2-1-3-4-6-5")), "2-3-4 separated by 1")
	assert.True(t, BetWins(BetPairs, dice("4-3-3-5-4-2")), "the 3 twice in a row")
	assert.False(t, BetWins(BetPairs, dice("4-3-4-3-4-3")))
	// The highest number more than once: every position holding it wins.
	d := dice("6-2-6-1-3-6")
	for b, want := range []bool{true, false, true, false, false, true} {
		assert.Equal(t, want, BetWins(BetHigh1+b, d), "High %d", b+1)
	}
	// Split: the highest in at least one of its two positions.
	d = dice("1-2-3-5-4-2")
	assert.False(t, BetWins(BetSplit12, d))
	assert.False(t, BetWins(BetSplit23, d))
	assert.True(t, BetWins(BetSplit45, d))
	assert.False(t, BetWins(BetSplit56, d))
}

// G8. Two or more pairs pay no more: one prize of $200.
func TestPairsPayOnce(t *testing.T) {
	g, _ := sweepOf(t, 2)
	act(t, g, APlace, BetPairs)
	act(t, g, APlace, BetStraight)
	g.Script(1, 1, 2, 2, 5, 5)
	act(t, g, AShake, 0)
	assert.Equal(t, int64(90+PairsPrize), g.Cash(0))
	assert.Equal(t, int64(90), g.Cash(1), "no straight in 1-1-2-2-5-5")
}

// G9. The entry must be paid: a seat short of $10 takes an IOU to pay it.
func TestSweepstakesEntryBorrows(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 1, 5)
	at(g, 0, 7)
	ev := roll(t, g, 1, 3)
	e, ok := has(ev, EvIOU, 1)
	require.True(t, ok)
	assert.Equal(t, int16(1), e.Arg, "forced")
	assert.True(t, g.pl[1].IOU)
	assert.Equal(t, int64(5+IOUAmount-SweepFee), g.Cash(1))
}

// G10. The Lottery: the sheet's example, and the draw on landing: $50 for
// each ticket whose two numbers both appear; every ticket back, shuffled.
func TestLottery(t *testing.T) {
	d := dice("6-4-3-5-2-3")
	for _, tk := range []Ticket{{4, 6}, {3, 5}, {5, 6}} {
		assert.True(t, tk.Wins(d), "%s wins", tk)
	}
	assert.False(t, Ticket{1, 2}.Wins(d), "1-2 does not")
	require.Len(t, Tickets, nTickets)

	g := newTest(t, 2)
	give(t, g, 0, 4, 6)
	give(t, g, 0, 1, 2)
	give(t, g, 1, 3, 5)
	at(g, 0, 3)
	roll(t, g, 1, 2)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DShake}, g.dec, "the lander shakes")
	assert.False(t, legalKinds(g, 0)[ATicket], "no tickets bought now")
	g.Script(6, 4, 3, 5, 2, 3)
	act(t, g, AShake, 0)
	assert.Equal(t, int64(StartCash+LotteryPrize), g.Cash(0), "4-6 wins, 1-2 does not")
	assert.Equal(t, int64(StartCash+LotteryPrize), g.Cash(1), "3-5 wins")
	assert.Equal(t, 0, g.pl[0].Tickets.Len()+g.pl[1].Tickets.Len(), "every ticket goes back")
	assert.Equal(t, nTickets, g.decks[TicketDeck].Len())
	assert.Equal(t, 1, g.Active())
}

// G11. No Lottery when nobody holds a ticket bought earlier.
func TestNoLotteryWithoutTickets(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 3)
	ev := roll(t, g, 1, 2)
	_, ok := has(ev, EvNoLottery, 0)
	assert.True(t, ok)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DRoll}, g.dec, "play goes on")
}

// G12. Off to the Races: everyone pays $20, one card dealt to each, one
// die; the holder of that number wins $80, else the Bank keeps the fees.
func TestHorseRace(t *testing.T) {
	g := newTest(t, 3)
	horsesOnTop(g, 4, 2, 5)
	roll(t, g, 1, 2) // Start → 3
	for s := 0; s < 3; s++ {
		assert.Equal(t, int64(StartCash-RaceFee), g.Cash(s))
	}
	assert.Equal(t, [3]int8{4, 2, 5}, [3]int8{g.pl[0].Horse, g.pl[1].Horse, g.pl[2].Horse})
	require.Equal(t, engine.Decision{Seat: 0, Kind: DRace}, g.dec)
	g.Script(2)
	act(t, g, ARace, 0)
	assert.Equal(t, int64(StartCash-RaceFee+RacePrize), g.Cash(1))
	assert.Equal(t, int8(0), g.pl[1].Horse, "cards back to the deck")
	assert.Equal(t, 6, g.decks[HorseDeck].Len())

	g = newTest(t, 3)
	horsesOnTop(g, 4, 2, 5)
	roll(t, g, 1, 2)
	g.Script(6)
	act(t, g, ARace, 0)
	for s := 0; s < 3; s++ {
		assert.Equal(t, int64(StartCash-RaceFee), g.Cash(s), "nobody holds 6: the Bank keeps the fees")
	}
}

// G13. The Daily Double: two races with the same dealt cards, $80 each.
func TestDailyDouble(t *testing.T) {
	g := newTest(t, 2)
	horsesOnTop(g, 3, 5)
	at(g, 0, 10)
	roll(t, g, 2, 3)
	require.Equal(t, int8(spDouble), g.pl[0].Pos)
	g.Script(5)
	act(t, g, ARace, 0)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DRace}, g.dec, "a second race")
	assert.Equal(t, int8(5), g.pl[1].Horse, "the same cards")
	g.Script(5)
	act(t, g, ARace, 0)
	assert.Equal(t, int64(StartCash-RaceFee+2*RacePrize), g.Cash(1))
	assert.Equal(t, int64(StartCash-RaceFee), g.Cash(0))
	assert.Equal(t, 1, g.Active())
}

// G14. Fortune cards: drawn, followed, returned to the bottom.
func TestFortuneCard(t *testing.T) {
	g := newTest(t, 2)
	id := fortuneOnTop(t, g, func(c Card) bool { return c.Kind == CCollect && c.Amount == 50 })
	at(g, 0, 35)
	roll(t, g, 1, 2) // past Start onto the Fortune space
	assert.Equal(t, int64(StartCash+StartPay+50), g.Cash(0))
	d := g.decks[FortuneDeck]
	assert.Equal(t, id, d.Cards[(int(d.Head)+d.Len()-1)%engine.DeckCap], "to the bottom")

	g = newTest(t, 3)
	fortuneOnTop(t, g, func(c Card) bool { return c.Kind == CSweep })
	at(g, 0, 35)
	roll(t, g, 1, 2)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DMarker}, g.dec, "a card can call a Sweepstakes")

	g = newTest(t, 2)
	fortuneOnTop(t, g, func(c Card) bool { return c.Kind == CCollectEach })
	at(g, 0, 35)
	roll(t, g, 1, 2)
	assert.Equal(t, int64(StartCash+StartPay+10), g.Cash(0))
	assert.Equal(t, int64(StartCash-10), g.Cash(1))
}

// G15. IOUs: $200 at any decision, one at a time; repaid with $20 interest.
func TestIOUs(t *testing.T) {
	g := newTest(t, 2)
	assert.True(t, legalKinds(g, 0)[ATake])
	act(t, g, ATake, 0)
	assert.Equal(t, int64(StartCash+IOUAmount), g.Cash(0))
	assert.Equal(t, DRoll, g.dec.Kind, "the decision is still pending")
	k := legalKinds(g, 0)
	assert.False(t, k[ATake], "one at a time")
	assert.True(t, k[ARepay])
	// Offered at every decision of the seat: the doubles choice, a marker,
	// the shake, a race.
	roll(t, g, 2, 2)
	assert.True(t, legalKinds(g, 0)[ARepay])
	act(t, g, ASweep, 0)
	assert.True(t, legalKinds(g, 0)[ARepay], "at the marker")
	assert.True(t, legalKinds(g, 0)[APlace])
	act(t, g, ARepay, 0)
	assert.Equal(t, int64(StartCash+IOUAmount-SweepFee-IOUAmount-IOUInterest), g.Cash(0))
	assert.False(t, g.pl[0].IOU)
	assert.True(t, legalKinds(g, 0)[ATake], "and may borrow again")
}

// G16. A seat that must pay and cannot, already holding an IOU, is out:
// its holdings go to the Bank; the last seat still in wins.
func TestOutOfTheGame(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 2, 5)
	g.pl[2].IOU = true
	give(t, g, 2, 2, 3)
	at(g, 0, 7)
	ev := roll(t, g, 1, 3) // the Sweepstakes: $10 each
	_, ok := has(ev, EvOut, 2)
	require.True(t, ok)
	p := g.pl[2]
	assert.True(t, p.Out)
	assert.Equal(t, int64(0), g.Cash(2))
	assert.Equal(t, 0, p.Tickets.Len())
	assert.False(t, g.Over())
	act(t, g, APlace, BetPairs)
	act(t, g, APlace, BetHigh1)
	require.Equal(t, DShake, g.dec.Kind, "two markers: the seat that is out places none")
	g.Script(1, 2, 3, 4, 5, 6)
	act(t, g, AShake, 0)
	assert.Equal(t, 1, g.Active())
	turn(g, 1)
	at(g, 1, 2)
	roll(t, g, 1, 2) // onto "collect $20"
	assert.Equal(t, 0, g.Active(), "play skips the seat that is out")

	g = newTest(t, 2)
	setCash(t, g, 0, 30)
	g.pl[0].IOU = true
	require.Greater(t, Spaces[4].Amount, int64(30))
	roll(t, g, 1, 3) // Start → 4, a pay-in space
	require.True(t, g.Over())
	r := g.Result()
	assert.Equal(t, int8(1), r.Places[1], "the last seat in wins")
	assert.Equal(t, int8(2), r.Places[0])
	assert.Equal(t, 1, r.Winners)
}

// G17. The win: $1,000 or more with no IOU, checked after every payment.
func TestTheWin(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 985)
	at(g, 0, 2)
	roll(t, g, 1, 2) // Tips: collect $20
	require.True(t, g.Over())
	assert.Equal(t, int8(1), g.Result().Places[0])
	assert.Equal(t, int64(1005), g.Result().Counts[0])

	// A holder of an IOU cannot win...
	g = newTest(t, 2)
	setCash(t, g, 0, 1190)
	g.pl[0].IOU = true
	at(g, 0, 2)
	roll(t, g, 1, 2) // $1,210: repaying would leave $990
	assert.False(t, g.Over())
	assert.True(t, g.pl[0].IOU)
	// ... but one who would keep $1,000 after repaying repays at once and wins.
	g = newTest(t, 2)
	setCash(t, g, 0, 1200)
	g.pl[0].IOU = true
	at(g, 0, 2)
	ev := roll(t, g, 1, 2) // $1,220
	e, ok := has(ev, EvRepay, 0)
	require.True(t, ok)
	assert.Equal(t, int16(1), e.Arg)
	require.True(t, g.Over())
	assert.Equal(t, int64(WinAt), g.Cash(0))

	// Repaying is a payment after which the win is checked.
	g = newTest(t, 2)
	setCash(t, g, 0, 1225)
	g.pl[0].IOU = true
	// (set up directly: no payment has been checked yet)
	act(t, g, ARepay, 0)
	assert.True(t, g.Over())
}

// G18. Several pass $1,000 at once (a Sweepstakes): the richest wins;
// equal money shares the win.
func TestSeveralAtOnce(t *testing.T) {
	g, _ := sweepOf(t, 3)
	setCash(t, g, 0, 890)
	setCash(t, g, 1, 890)
	act(t, g, APlace, BetSplit12) // seat 0: $150
	act(t, g, APlace, BetHigh1+2) // seat 1: $300
	act(t, g, APlace, BetPairs)
	g.Script(6, 2, 6, 1, 3, 4)
	act(t, g, AShake, 0)
	require.True(t, g.Over())
	r := g.Result()
	assert.Equal(t, 1, r.Winners)
	assert.Equal(t, int8(1), r.Places[1], "the richest, though paid second")
	assert.Equal(t, int8(2), r.Places[0])

	g, _ = sweepOf(t, 3)
	setCash(t, g, 0, 890)
	setCash(t, g, 1, 890)
	act(t, g, APlace, BetHigh1)
	act(t, g, APlace, BetHigh1+2)
	act(t, g, APlace, BetPairs)
	g.Script(6, 2, 6, 1, 3, 4)
	act(t, g, AShake, 0)
	require.True(t, g.Over())
	r = g.Result()
	assert.Equal(t, 2, r.Winners, "equal money shares the win")
	assert.Equal(t, [3]int8{1, 1, 3}, [3]int8{r.Places[0], r.Places[1], r.Places[2]})
}
