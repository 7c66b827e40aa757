package broke

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Sheet, Before the game 3, and the rulings: each throws two dice; the
// seats tied highest throw again.
func TestRollOffTiesThrowAgain(t *testing.T) {
	g := newTest(t, 3)
	g.events = g.events[:0]
	g.Script(6, 6, 6, 6, 1, 1, 3, 3, 2, 5)
	require.Equal(t, 1, g.rollOff())
	var again int
	n := 0
	for _, e := range g.events {
		if e.Kind == EvRollOff {
			n++
			if e.Arg2 == 1 {
				again++
				assert.NotEqual(t, int8(2), e.Seat, "seat 3 was not tied")
			}
		}
	}
	assert.Equal(t, 5, n)
	assert.Equal(t, 2, again)
}

// The play 1–2: two dice, clockwise; then the turn passes to the left.
func TestTwoDiceMoveClockwiseThenLeft(t *testing.T) {
	g := newTest(t, 3)
	roll(t, g, 3, 4)
	require.Equal(t, DVisit, g.dec.Kind, "passing the Stock Market")
	act(t, g, APass, 0, 0)
	require.Equal(t, int8(7), g.pl[0].Pos)
	require.Equal(t, DBuy, g.dec.Kind)
	act(t, g, APass, 0, 0)
	assert.Equal(t, 1, g.Active())
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DRoll}, g.dec)
}

// Rule 8: coming to rest on an opponent's space of the main path costs
// $10,000 damages to that opponent; both pawns stay there.
func TestCollisionOnTheMainPath(t *testing.T) {
	g := newTest(t, 3)
	at(g, 1, 7)
	at(g, 0, 5)
	ev := roll(t, g, 1, 1)
	_, hit := has(ev, EvCollide, 0)
	require.True(t, hit)
	assert.Equal(t, int64(StartCash-CollisionFee), g.Cash(0))
	assert.Equal(t, int64(StartCash+CollisionFee), g.Cash(1))
	assert.Equal(t, g.pl[0].Pos, g.pl[1].Pos, "two pawns may rest on one space")
}

// Rulings: collisions on the main path only (not on the side road).
func TestNoCollisionOffTheMainPath(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, PoorHouse)
	at(g, 1, sideFirst+1)
	ev := roll(t, g, 1, 1)
	require.Equal(t, int8(sideFirst+1), g.pl[0].Pos)
	_, hit := has(ev, EvCollide, 0)
	assert.False(t, hit)
	assert.Equal(t, int64(StartCash), g.Cash(0))
	assert.Equal(t, 1, g.Active())
}

// Rule 4: $1,000 into the Poor House pot each time a pawn passes its road
// (landing on it counts).
func TestPoorHouseRoadCostsEachPass(t *testing.T) {
	g := newTest(t, 2)
	tip := cardID(t, SpendDeck, func(c Card) bool { return c.Kind == CPay && c.Amount == 5_000 })
	onTop(t, g, SpendDeck, tip)
	at(g, 0, 8)
	roll(t, g, 1, 2) // 9, 10 (the road), 11 (Spend)
	assert.Equal(t, int64(PoorHouseFee), g.Pot())
	assert.Equal(t, int64(StartCash-PoorHouseFee-5_000), g.Cash(0))

	turn(g, 1)
	at(g, 1, 8)
	roll(t, g, 1, 1) // lands on the road
	assert.Equal(t, int64(2*PoorHouseFee), g.Pot())
}

// Rule 4: sent to the Poor House, the player takes the whole pot; next turn
// the pawn goes down the side road, rejoining the main path past the road
// (so it pays nothing into the pot).
func TestPoorHouseTakesThePotThenSideRoad(t *testing.T) {
	g := newTest(t, 2)
	require.NoError(t, g.led.Move(engine.Bank, poorPot, 7_000))
	at(g, 0, 13)
	ev := roll(t, g, 1, 1) // Go to the Poor House
	_, sent := has(ev, EvPoorHouse, 0)
	require.True(t, sent)
	assert.Equal(t, int8(PoorHouse), g.pl[0].Pos)
	assert.Equal(t, int64(StartCash+7_000), g.Cash(0))
	assert.Zero(t, g.Pot())

	turn(g, 0)
	ev = roll(t, g, 3, 3)
	var path []int16
	for _, e := range ev {
		if e.Kind == EvStep {
			path = append(path, e.Arg2)
		}
	}
	assert.Equal(t, []int16{41, 42, 43, 44, 11, 12}, path)
	assert.Zero(t, g.Pot())
}

// Rule 5: a card is followed, then goes face down under its deck.
func TestCardsGoUnderTheirDeck(t *testing.T) {
	g := newTest(t, 2)
	id := cardID(t, SpendDeck, func(c Card) bool { return c.Kind == CPay && c.Amount == 100_000 })
	onTop(t, g, SpendDeck, id)
	at(g, 0, 2)
	roll(t, g, 1, 1) // space 4: Spend
	assert.Equal(t, int64(StartCash-100_000), g.Cash(0))
	d := &g.decks[SpendDeck]
	require.Equal(t, deckSize, d.Len())
	assert.Equal(t, id, d.Cards[(int(d.Head)+d.Len()-1)%engine.DeckCap], "at the bottom")

	turn(g, 1)
	win := cardID(t, ReceiveDeck, func(c Card) bool { return c.Kind == CCollect && c.Amount == 50_000 })
	onTop(t, g, ReceiveDeck, win)
	at(g, 1, 1)
	roll(t, g, 1, 1) // space 3: Receive
	assert.Equal(t, int64(StartCash+50_000), g.Cash(1))
	assert.Equal(t, deckSize, g.decks[ReceiveDeck].Len())
}

// Rules 5 and 7a: a stock card is kept face up; from Receive it is free,
// from Spend it costs $100,000.
func TestStockCardsAreKept(t *testing.T) {
	g := newTest(t, 2)
	oil := cardID(t, ReceiveDeck, func(c Card) bool { return c.Kind == CStock && c.Arg == Oil })
	onTop(t, g, ReceiveDeck, oil)
	at(g, 0, 1)
	roll(t, g, 1, 1)
	assert.Equal(t, uint8(1), g.pl[0].Stocks[Oil])
	assert.Equal(t, int64(StartCash), g.Cash(0), "free from the Receive deck")
	assert.Equal(t, deckSize-1, g.decks[ReceiveDeck].Len())

	turn(g, 1)
	steel := cardID(t, SpendDeck, func(c Card) bool { return c.Kind == CStock && c.Arg == Steel })
	onTop(t, g, SpendDeck, steel)
	at(g, 1, 2)
	roll(t, g, 1, 1)
	assert.Equal(t, uint8(1), g.pl[1].Stocks[Steel])
	assert.Equal(t, int64(StartCash-StockPrice), g.Cash(1))
	assert.Equal(t, deckSize-1, g.decks[SpendDeck].Len())
}

// A Spend card may pay each opponent; a "go to" card sends the pawn to an
// area, where it plays at once.
func TestPayEachAndGoToCards(t *testing.T) {
	g := newTest(t, 3)
	id := cardID(t, SpendDeck, func(c Card) bool { return c.Kind == CPayEach && c.Amount == 10_000 })
	onTop(t, g, SpendDeck, id)
	at(g, 0, 2)
	roll(t, g, 1, 1)
	assert.Equal(t, int64(StartCash-20_000), g.Cash(0))
	assert.Equal(t, int64(StartCash+10_000), g.Cash(1))
	assert.Equal(t, int64(StartCash+10_000), g.Cash(2))

	turn(g, 1)
	id = cardID(t, SpendDeck, func(c Card) bool { return c.Kind == CGoArea && c.Arg == RaceTrack })
	onTop(t, g, SpendDeck, id)
	at(g, 1, 2)
	roll(t, g, 1, 1)
	assert.Equal(t, int8(AreaSpace(RaceTrack)), g.pl[1].Pos)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.dec)
}

// Rule 6: a Hotel is bought only by landing on it by direct count, from
// cash in hand.
func TestHotelBoughtByDirectCount(t *testing.T) {
	g := newTest(t, 2)
	roll(t, g, 3, 4) // passes the Stock Market
	require.Equal(t, DVisit, g.dec.Kind)
	act(t, g, APass, 0, 0)
	require.Equal(t, DBuy, g.dec.Kind)
	act(t, g, ABuy, 0, 0)
	assert.Equal(t, int64(StartCash-60_000), g.Cash(0))
	assert.Equal(t, 0, g.Owner(7))

	// Not enough cash in hand: no offer, and the game goes on.
	turn(g, 1)
	setCash(t, g, 1, 70_000)
	at(g, 1, 10)
	roll(t, g, 1, 1) // Grand Central Hotel, $80,000
	assert.Equal(t, 0, g.Active(), "no offer: the turn passed")
	assert.Equal(t, -1, g.Owner(12))
	assert.False(t, g.Over())
}

// Rule 6: one Hotel per player per game.
func TestOneHotelPerPlayer(t *testing.T) {
	g := newTest(t, 2)
	g.owner[7], g.pl[0].Hotel = 0, 7
	at(g, 0, 10)
	roll(t, g, 1, 1) // another Hotel
	assert.Equal(t, 1, g.Active(), "no offer: the turn passed")
	assert.Equal(t, -1, g.Owner(12))
}

// Rule 6: opponents landing by direct count pay the rent; there is no rent
// while a Hotel is unowned, nor to oneself.
func TestHotelRent(t *testing.T) {
	g := newTest(t, 2)
	g.owner[7], g.pl[0].Hotel = 0, 7
	at(g, 0, 30)
	turn(g, 1)
	at(g, 1, 5)
	roll(t, g, 1, 1)
	assert.Equal(t, int64(StartCash-6_000), g.Cash(1))
	assert.Equal(t, int64(StartCash+6_000), g.Cash(0))

	turn(g, 0)
	at(g, 0, 5)
	at(g, 1, 30)
	roll(t, g, 1, 1)
	assert.Equal(t, int64(StartCash+6_000), g.Cash(0), "no rent on one's own Hotel")

	turn(g, 1)
	at(g, 1, 10)
	roll(t, g, 1, 1) // unowned Grand Central
	assert.Equal(t, int64(StartCash-6_000), g.Cash(1), "no rent while unowned")
	assert.Equal(t, DBuy, g.dec.Kind)
}

// Rule 7: reaching or passing an entrance offers the visit; going on walks
// the rest of the count.
func TestEntranceOffersAVisit(t *testing.T) {
	g := newTest(t, 2)
	roll(t, g, 3, 4)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DVisit}, g.dec)
	assert.Equal(t, int8(Entrance(StockMarket)), g.pl[0].Pos)
	act(t, g, APass, 0, 0)
	assert.Equal(t, int8(7), g.pl[0].Pos)

	// Reached exactly: offered too; going on ends the move there.
	turn(g, 1)
	at(g, 1, 15)
	roll(t, g, 1, 1)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DVisit}, g.dec)
	act(t, g, APass, 0, 0)
	assert.Equal(t, int8(Entrance(RaceTrack)), g.pl[1].Pos)
	assert.Equal(t, 0, g.Active())
}

// Rule 7: a visit ends the move, the play happens at once, and the next
// turn moves out from the entrance. Rule 7a: with no stock owned, no spin.
func TestVisitEndsTheMoveAndMovesOut(t *testing.T) {
	g := newTest(t, 2)
	roll(t, g, 3, 4)
	ev := act(t, g, AVisit, 0, 0)
	_, none := has(ev, EvNoStock, 0)
	assert.True(t, none, "nobody owns stock: no spin")
	_, spun := has(ev, EvMarket, 0)
	assert.False(t, spun)
	assert.Equal(t, int8(AreaSpace(StockMarket)), g.pl[0].Pos)
	assert.Equal(t, 1, g.Active(), "the turn is over")

	turn(g, 0)
	roll(t, g, 1, 1)
	assert.Equal(t, int8(Entrance(StockMarket)+2), g.pl[0].Pos)
}

// giveStock moves a stock card of the given kind from a deck to a seat.
func giveStock(t *testing.T, g *Game, s, stock int) {
	t.Helper()
	for d := range g.decks {
		for id, c := range Cards(d) {
			if c.Kind == CStock && int(c.Arg) == stock && g.decks[d].Take(uint8(id)) {
				g.pl[s].Stocks[stock]++
				return
			}
		}
	}
	t.Fatalf("no %s stock left", StockNames[stock])
}

// visitMarket sends seat s into the Stock Market with segment seg to come.
func visitMarket(t *testing.T, g *Game, s, seg int) []engine.Event {
	t.Helper()
	turn(g, s)
	at(g, s, 3)
	g.Script(1, 1, seg)
	act(t, g, ARoll, 0, 0)
	return act(t, g, AVisit, 0, 0)
}

// Rule 7a: the Stock Market spinner; holders pay $10,000 a card on a fall,
// receive $5,000 a card on a rise and $10,000 a stock on Extra Dividend. A
// visitor with no stock may spin.
func TestStockMarket(t *testing.T) {
	for _, tc := range []struct {
		name   string
		seg    int
		d0, d1 int64
	}{
		{"oil down", 2*Oil + 1, -20_000, -10_000},
		{"oil up", 2 * Oil, 10_000, 5_000},
		{"steel down", 2*Steel + 1, 0, -10_000},
		{"utilities up", 2 * Utilities, 0, 0},
		{"extra dividend", MarketExtra, 20_000, 20_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTest(t, 3)
			giveStock(t, g, 0, Oil)
			giveStock(t, g, 0, Oil)
			giveStock(t, g, 1, Oil)
			giveStock(t, g, 1, Steel)
			ev := visitMarket(t, g, 2, tc.seg)
			e, spun := has(ev, EvMarket, 2)
			require.True(t, spun)
			assert.Equal(t, int16(tc.seg), e.Arg)
			assert.Equal(t, StartCash+tc.d0, g.Cash(0))
			assert.Equal(t, StartCash+tc.d1, g.Cash(1))
			assert.Equal(t, int64(StartCash), g.Cash(2))
		})
	}
}

// The end: a holder who cannot pay for a fall wins at once.
func TestStockMarketFallCanEndTheGame(t *testing.T) {
	g := newTest(t, 3)
	giveStock(t, g, 1, Oil)
	setCash(t, g, 1, 5_000)
	visitMarket(t, g, 0, 2*Oil+1)
	require.True(t, g.Over())
	assert.Equal(t, 1, g.Winner())
	assert.Equal(t, int8(1), g.Result().Places[1])
}

// Rule 7b and the rulings: the visitor bets $1,000–$10,000 on a horse; the
// others, from the visitor's left, may bet on any other horse or pass; the
// winning horse pays as printed (horse 1 the stake back only).
func TestRaceTrack(t *testing.T) {
	g := newTest(t, 3)
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBet}, g.dec)
	assert.Len(t, g.Legal(0, nil), 40, "4 horses, $1,000 to $10,000")
	act(t, g, ABet, 2, 5_000)

	require.Equal(t, engine.Decision{Seat: 1, Kind: DSideBet}, g.dec)
	for _, a := range g.Legal(1, nil) {
		if a.Kind == ABet {
			assert.NotEqual(t, int16(2), a.Arg, "not the visitor's horse")
		}
	}
	_, err := g.Apply(engine.Action{Seat: 1, Kind: ABet, Arg: 2, Amount: 1_000})
	require.ErrorIs(t, err, engine.ErrIllegal)
	act(t, g, ABet, 4, 10_000)

	require.Equal(t, engine.Decision{Seat: 2, Kind: DSideBet}, g.dec)
	lapse, ok := g.Lapse(g.dec)
	require.True(t, ok, "a side bet lapses")
	assert.Equal(t, APass, lapse.Kind)
	g.Script(4)
	ev := act(t, g, APass, 0, 0)
	e, raced := has(ev, EvRace, 0)
	require.True(t, raced)
	assert.Equal(t, int16(4), e.Arg)
	assert.Equal(t, int64(StartCash-5_000), g.Cash(0))
	assert.Equal(t, int64(StartCash-10_000+100_000), g.Cash(1))
	assert.Equal(t, int64(StartCash), g.Cash(2))
	assert.Equal(t, 1, g.Active())
}

// Horse 1 wins back only the amount bet.
func TestHorseOneReturnsTheStake(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	act(t, g, ABet, 1, 3_000)
	g.Script(1)
	act(t, g, APass, 0, 0) // seat 2 passes
	assert.Equal(t, int64(StartCash), g.Cash(0))
}

// Bets are voluntary: only what is in hand, nobody asked without $1,000,
// and a visitor without $1,000 runs no race; none of this ends the game.
func TestBetsNeedCashInHand(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 1, 3_500)
	setCash(t, g, 2, 500)
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	act(t, g, ABet, 1, 1_000)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DSideBet}, g.dec)
	for _, a := range g.Legal(1, nil) {
		assert.LessOrEqual(t, a.Amount, int64(3_000))
	}
	g.Script(3)
	act(t, g, APass, 0, 0)
	assert.Equal(t, 1, g.Active(), "seat 3 was not asked")

	setCash(t, g, 1, 500)
	at(g, 1, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	assert.False(t, g.Over())
	assert.Equal(t, 2, g.Active(), "no race without a stake")
}

// casinoVisit walks seat 0 into the Casino with reels r to come.
func casinoVisit(t *testing.T, g *Game, r ...int) []engine.Event {
	t.Helper()
	at(g, 0, 25)
	roll(t, g, 1, 1)
	require.Equal(t, DVisit, g.dec.Kind)
	g.Script(r...)
	return act(t, g, AVisit, 0, 0)
}

// Rule 7c: all three Casino games, once each, in order.
func TestCasino(t *testing.T) {
	g := newTest(t, 2)
	ev := casinoVisit(t, g, Cherry, Cherry, Lemon)
	e, pulled := has(ev, EvSlot, 0)
	require.True(t, pulled)
	assert.Equal(t, int64(40_000), e.Amount)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DRoulette}, g.dec)
	cash := int64(StartCash - SlotStake + 40_000 - RouletteStake)
	assert.Equal(t, cash, g.Cash(0))

	g.Script(7, 3, 4)
	act(t, g, APick, 7, 0)
	cash += RouletteWin - 7_000
	assert.Equal(t, cash, g.Cash(0))
	require.Equal(t, engine.Decision{Seat: 0, Kind: DDice}, g.dec)

	g.Script(5, 6)
	act(t, g, AThrow, 0, 0)
	cash -= 11_000
	assert.Equal(t, cash, g.Cash(0))

	g.Script(6, 1)
	act(t, g, AThrow, 0, 0)
	cash += DiceOne
	assert.Equal(t, cash, g.Cash(0), "a one: $10,000, and nothing paid is returned")
	assert.Equal(t, 1, g.Active(), "the turn is over")
}

// The mixed slot lines pay only in the printed order; a roulette miss pays
// nothing; two ones pay $50,000; the player may stop throwing.
func TestCasinoOrderMissesAndStops(t *testing.T) {
	g := newTest(t, 2)
	ev := casinoVisit(t, g, Lemon, Cherry, Cherry)
	e, _ := has(ev, EvSlot, 0)
	assert.Equal(t, int16(-1), e.Arg)
	g.Script(8, 1, 1)
	act(t, g, APick, 7, 0)
	assert.Equal(t, int64(StartCash-SlotStake-RouletteStake+DiceTwoOnes), g.Cash(0))

	g = newTest(t, 2)
	casinoVisit(t, g, Bar, Bar, Bar)
	g.Script(8, 2, 2)
	act(t, g, APick, 7, 0)
	act(t, g, AStop, 0, 0)
	assert.Equal(t, int64(StartCash-SlotStake+200_000-RouletteStake-4_000), g.Cash(0))
	assert.Equal(t, 1, g.Active())
}

// Rule 9 and the rulings: the first player unable to complete a required
// payment wins at once; the rest rank by money, the least first.
func TestCannotPayWins(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 2, 500_000)
	turn(g, 1)
	setCash(t, g, 1, 20_000)
	at(g, 1, 7)
	ev := roll(t, g, 1, 1) // Income Tax $30,000
	_, wentBroke := has(ev, EvBroke, 1)
	require.True(t, wentBroke)
	require.True(t, g.Over())
	r := g.Result()
	assert.Equal(t, 1, r.Winners)
	assert.Equal(t, engine.FewestWins, r.Ranking)
	assert.Equal(t, [3]int8{3, 1, 2}, [3]int8(r.Places[:3]))
	assert.Equal(t, int64(20_000), g.Cash(1), "nothing of the payment was made")
	assert.Empty(t, g.Pending(nil))
}

// The rulings: the Casino's stakes are required payments, and so is the
// Poor House road's $1,000.
func TestRequiredPaymentsEndTheGame(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 4_000)
	casinoVisit(t, g, Bar, Bell, Plum)
	require.True(t, g.Over())
	assert.Equal(t, 0, g.Winner())

	g = newTest(t, 2)
	setCash(t, g, 0, 500)
	at(g, 0, 8)
	roll(t, g, 1, 2)
	require.True(t, g.Over())
	assert.Equal(t, 0, g.Winner())
	assert.Zero(t, g.Pot())
}

// Rulings (everywhere): a person may choose never to be asked for side
// bets; the Race Track then passes them by.
func TestNoSideBetsOption(t *testing.T) {
	g := newTest(t, 3)
	g.opts.NoBets[1] = true
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	act(t, g, ABet, 1, 1_000)
	assert.Equal(t, engine.Decision{Seat: 2, Kind: DSideBet}, g.dec)

	r := Ruleset()
	i := r.OptionIndex("no_bets")
	require.Equal(t, OptNoBets, i)
	s := engine.Setup{Seats: 3, Seed: 1}
	s.SeatOptions[2] = 1 << i
	eg, err := r.New(s)
	require.NoError(t, err)
	assert.Equal(t, [engine.MaxSeats]bool{2: true}, eg.(*Game).opts.NoBets)
}

// The simulator's tags: who bought a Hotel, and what the winner could not pay.
func TestTags(t *testing.T) {
	g := newTest(t, 2)
	g.owner[7], g.pl[0].Hotel = 0, 7
	setCash(t, g, 1, 100)
	turn(g, 1)
	at(g, 1, 8)
	roll(t, g, 1, 1) // the Poor House road's $1,000
	require.True(t, g.Over())
	assert.Equal(t, "Hotel owner", g.SeatTag(0))
	assert.Equal(t, "no Hotel", g.SeatTag(1))
	assert.Equal(t, "broke on passing the Poor House road", g.GameTag())
}

// The log says what happened in words a player reads.
func TestLogLines(t *testing.T) {
	g := newTest(t, 2)
	casinoVisit(t, g, Cherry, Cherry, Lemon)
	g.Script(7, 3, 4)
	lines := g.Lines(act(t, g, APick, 7, 0))
	assert.Contains(t, lines, "Player 1 picked 7; the wheel stops on 7")
	assert.Contains(t, lines, "no ones: Player 1 pays $7,000")
	assert.Equal(t, "throw the Go For Broke dice again, or stop", g.Prompt(g.dec))
}
