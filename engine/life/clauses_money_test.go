package life

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

func withBets(g *Game) *Game {
	g.opts.NoBets = [engine.MaxSeats]bool{}
	return g
}

// BETTING: opponents bet when it is another's turn to spin, asked in seat
// order from the spinner's left; the spinner cannot bet.
func TestSideBetsOnlyOpponentsFromTheLeft(t *testing.T) {
	g := withBets(newTest(t, 3))
	for s := 0; s < 3; s++ {
		setCash(t, g, s, 50000)
	}
	begin(t, g, 1)
	require.Equal(t, engine.Decision{Seat: 2, Kind: DBet}, g.Decision(), "left of the spinner first")
	refuse(t, g, 1, ABet, 7, 1000)
	act(t, g, 2, ADone, 0, 0)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBet}, g.Decision())
	act(t, g, 0, ADone, 0, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision())
	assert.NotContains(t, legalKinds(g, 1), ABet, "the spinner cannot bet")
}

// At most $20,000 per spin on at most 2 numbers; stakes on the ladder
// $1k/$2k/$5k/$10k/$20k.
func TestSideBetLimits(t *testing.T) {
	g := withBets(newTest(t, 2))
	setCash(t, g, 1, 50000)
	begin(t, g, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
	var amts []int64
	for _, a := range g.Legal(1, nil) {
		if a.Kind == ABet && a.Arg == 7 {
			amts = append(amts, a.Amount)
		}
	}
	assert.Equal(t, []int64{1000, 2000, 5000, 10000, 20000}, amts)
	refuse(t, g, 1, ABet, 7, 3000)  // not on the ladder
	refuse(t, g, 1, ABet, 11, 1000) // no such number
	refuse(t, g, 1, ABet, 7, 25000) // over the cap
	act(t, g, 1, ABet, 3, 10000)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
	refuse(t, g, 1, ABet, 7, 20000) // $30,000 in all
	act(t, g, 1, ABet, 7, 5000)
	refuse(t, g, 1, ABet, 9, 1000) // a third number
	act(t, g, 1, ABet, 3, 5000)    // $20,000: the cap is reached
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	nums, stakes := g.Bets(1)
	assert.Equal(t, [2]int{3, 7}, nums)
	assert.Equal(t, [2]int64{15000, 5000}, stakes)
}

// Bets come from cash: never borrowed for; under $1,000 a seat is not asked.
func TestSideBetsFromCashOnly(t *testing.T) {
	g := withBets(newTest(t, 2))
	setCash(t, g, 1, 3000)
	begin(t, g, 0)
	assert.True(t, legalHas(g, 1, ABet, 5, 2000))
	assert.False(t, legalHas(g, 1, ABet, 5, 5000))
	act(t, g, 1, ABet, 5, 2000)
	act(t, g, 1, ABet, 5, 1000)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision(), "no cash left: no more bets")
	assert.Zero(t, g.Player(1).Notes)

	g = withBets(newTest(t, 2))
	setCash(t, g, 1, 500)
	begin(t, g, 0)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
}

// A hit pays 10 times the amount on that number; then all the money placed
// on the board goes into the Bank.
func TestSideBetPaysTenTimesStakesToBank(t *testing.T) {
	g := withBets(newTest(t, 3))
	setCash(t, g, 1, 50000)
	setCash(t, g, 2, 50000)
	begin(t, g, 0)
	act(t, g, 1, ABet, 7, 2000)
	act(t, g, 1, ABet, 3, 1000)
	act(t, g, 1, ADone, 0, 0)
	act(t, g, 2, ABet, 7, 5000)
	act(t, g, 2, ADone, 0, 0)
	assert.Equal(t, int64(8000), g.Ledger().Pots[0])
	ev := spinAs(t, g, 0, 7)
	assert.Equal(t, int64(20000), paid(ev, engine.Bank, acct(1), RBetWin))
	assert.Equal(t, int64(50000), paid(ev, engine.Bank, acct(2), RBetWin))
	assert.Equal(t, int64(8000), paid(ev, engine.Pot, engine.Bank, RBetLost))
	assert.Zero(t, g.Ledger().Pots[0])
	assert.Equal(t, int64(50000-3000+20000), g.Cash(1))
	assert.Equal(t, int64(50000-5000+50000), g.Cash(2))
}

// No bets on a Speculate or Play the Market spin.
func TestNoBetsOnSpeculateOrMarketSpins(t *testing.T) {
	g := withBets(newTest(t, 2))
	setCash(t, g, 1, 50000)
	place(g, 0, spLucky1-1)
	begin(t, g, 0)
	act(t, g, 1, ADone, 0, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, ASpeculate, 3*16+7, 0)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision(), "Speculate: no bets")

	g = withBets(newTest(t, 2))
	setCash(t, g, 1, 50000)
	g.pl[0].Stock = true
	place(g, 0, spMarket1-1)
	begin(t, g, 0)
	act(t, g, 1, ADone, 0, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, APlay, 0, 0)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision(), "Play the Market: no bets")
}

// Seats that chose never to be asked (Options.NoBets) are not asked; nor are
// players at the Poor Farm; players in Millionaire Acres are.
func TestWhoIsAskedForBets(t *testing.T) {
	g := withBets(newTest(t, 4))
	for s := 0; s < 4; s++ {
		setCash(t, g, s, 50000)
	}
	g.opts.NoBets[1] = true
	place(g, 2, spPoorFarm)
	place(g, 3, spAcres)
	begin(t, g, 0)
	require.Equal(t, engine.Decision{Seat: 3, Kind: DBet}, g.Decision())
	act(t, g, 3, ADone, 0, 0)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
}

// LUCKY DAY: collect $10,000; speculate it on two numbers; a hit pays $150,000.
func TestLuckyDaySpeculate(t *testing.T) {
	for _, n := range []int{7, 5} {
		g := newTest(t, 2)
		place(g, 0, spLucky1-1)
		begin(t, g, 0)
		ev := spinAs(t, g, 0, 1)
		assert.Equal(t, int64(10000), paid(ev, engine.Bank, acct(0), RLuckyDay))
		require.Equal(t, engine.Decision{Seat: 0, Kind: DSpeculate}, g.Decision())
		pairs := 0
		for _, a := range g.Legal(0, nil) {
			if a.Kind == ASpeculate {
				pairs++
			}
		}
		assert.Equal(t, 45, pairs, "any two different numbers")
		act(t, g, 0, ASpeculate, 3*16+7, 0)
		assert.Equal(t, int64(10000), g.Ledger().Pots[0])
		assert.Equal(t, SSpeculate, g.SpinPurpose())
		cash := g.Cash(0)
		ev = spinAs(t, g, 0, n)
		if n == 7 {
			assert.Equal(t, int64(150000), paid(ev, engine.Bank, acct(0), RSpeculate))
			assert.Equal(t, cash+150000, g.Cash(0))
		} else {
			assert.Equal(t, cash, g.Cash(0))
		}
		assert.Zero(t, g.Ledger().Pots[0], "the stake goes into the Bank")
	}

	// Or keep the money.
	g := newTest(t, 2)
	place(g, 0, spLucky1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, APass, 0, 0)
	assert.Equal(t, int64(12000), g.Cash(0))
	assert.Equal(t, 1, g.Active())
}

// PLAY THE MARKET: with stock, 1–3 pay $25,000, 4–6 nothing, 7–10 collect
// $50,000; the certificate stays yours.
func TestPlayTheMarket(t *testing.T) {
	want := map[int]int64{1: -25000, 2: -25000, 3: -25000, 4: 0, 5: 0, 6: 0, 7: 50000, 8: 50000, 9: 50000, 10: 50000}
	for n := 1; n <= 10; n++ {
		g := atMarket(t, 30000)
		act(t, g, 0, APlay, 0, 0)
		assert.Equal(t, SMarket, g.SpinPurpose())
		spinAs(t, g, 0, n)
		assert.Equal(t, 30000+want[n], g.Cash(0), "spin %d", n)
		assert.True(t, g.Player(0).Stock, "still a stockholder")
	}
}

// atMarket starts a two-seat game with seat 0, a stockholder holding cash,
// asked whether to play the market it landed on.
func atMarket(t *testing.T, cash int64) *Game {
	t.Helper()
	g := newTest(t, 2)
	g.pl[0].Stock = true
	setCash(t, g, 0, cash)
	place(g, 0, spMarket1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DMarket}, g.Decision())
	return g
}

// Play the Market on passing too, and only with stock.
func TestPlayTheMarketOnPassNeedsStock(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Stock = true
	place(g, 0, spMarket1-2)
	begin(t, g, 0)
	spinAs(t, g, 0, 3)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DMarket}, g.Decision())
	assert.Equal(t, int16(spMarket1), g.Player(0).Pos)
	act(t, g, 0, APass, 0, 0)
	assert.Equal(t, int16(spFork2), g.Player(0).Pos)

	g = newTest(t, 2)
	place(g, 0, spMarket1-2)
	begin(t, g, 0)
	spinAs(t, g, 0, 3)
	assert.Equal(t, int16(spFork2), g.Player(0).Pos, "no stock: no market")
}

// BORROWING: automatic, the fewest $20,000 notes that cover the payment.
func TestBorrowFewestNotes(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 3000)
	g.pl[0].Salary = 0
	place(g, 0, spFork2)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DFork}, g.Decision())
	ev := act(t, g, 0, AChoose, 1, 0)
	assert.Equal(t, int16(spRanchBuy), g.Player(0).Pos)
	b := eventOf(t, ev, EvBorrow)
	assert.Equal(t, int16(3), b.Arg, "$47,000 short: three notes")
	assert.Equal(t, int16(3), g.Player(0).Notes)
	assert.Equal(t, int64(13000), g.Cash(0))
}

// Notes may be repaid ($20,000 each) at the start of a turn, from cash.
func TestRepayNotesAtStartOfTurn(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Notes = 2
	setCash(t, g, 0, 45000)
	g.pl[1].Notes = 1
	setCash(t, g, 1, 15000)
	begin(t, g, 0)
	act(t, g, 0, ARepay, 0, 0)
	assert.Equal(t, int16(1), g.Player(0).Notes)
	assert.Equal(t, int64(25000), g.Cash(0))
	act(t, g, 0, ARepay, 0, 0)
	assert.Zero(t, g.Player(0).Notes)
	refuse(t, g, 0, ARepay, 0, 0)
	spinAs(t, g, 0, 1)
	assert.False(t, legalHas(g, 1, ARepay, 0, 0), "$15,000 cannot repay a $20,000 note")

	// Not in the middle of a turn.
	g = newTest(t, 2)
	g.pl[0].Notes = 1
	g.pl[0].Stock = true
	setCash(t, g, 0, 100000)
	place(g, 0, spMarket1-1)
	begin(t, g, 0)
	assert.True(t, legalHas(g, 0, ARepay, 0, 0))
	spinAs(t, g, 0, 1)
	act(t, g, 0, APlay, 0, 0)
	assert.False(t, legalHas(g, 0, ARepay, 0, 0))
}

// DAY OF RECKONING: you must stop there.
func TestDayOfReckoningMustStop(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 100000)
	place(g, 0, spRetireGift-1) // the last Pay Day
	require.Equal(t, KPayDay, Classic.Board().Spaces[spRetireGift-1].Kind)
	begin(t, g, 0)
	spinAs(t, g, 0, 10)
	assert.Equal(t, int16(spReckon), g.Player(0).Pos, "8 left over")
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DReckon}, g.Decision())
}

// $20,000 for each child; notes paid at $25,000 each.
func TestDayOfReckoningChildrenAndNotes(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Boys, g.pl[0].Girls = 2, 1
	g.pl[0].Notes = 2
	setCash(t, g, 0, 10000)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int64(60000), paid(ev, engine.Bank, acct(0), RChildren))
	assert.Equal(t, int64(50000), paid(ev, acct(0), engine.Bank, RSettle))
	assert.Equal(t, int64(20000), g.Cash(0))
	assert.Zero(t, g.Player(0).Notes)
	assert.Zero(t, g.Player(0).Debt)
	assert.True(t, g.Player(0).Reckoned)
}

// Ruling: notes that cash cannot settle stay as debt, subtracted at the count.
func TestDayOfReckoningShortfallIsDebt(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Notes = 4
	setCash(t, g, 0, 30000)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int64(30000), paid(ev, acct(0), engine.Bank, RSettle))
	assert.Equal(t, int64(70000), g.Player(0).Debt)
	assert.Zero(t, g.Player(0).Notes)
	assert.Zero(t, g.Cash(0))
	assert.Equal(t, int64(-70000), g.Count(0))
}

// Ruling: the Day of Reckoning settles once; a player sent back who reaches
// it again stops and spins on toward Millionaire Acres.
func TestDayOfReckoningSettlesOnce(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Reckoned = true
	g.pl[0].Boys = 2
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 4)
	assert.Equal(t, int16(spReckon), g.Player(0).Pos)
	assert.Zero(t, count(ev, EvReckon))
	assert.Zero(t, paid(ev, engine.Bank, acct(0), RChildren))
	require.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	spinAs(t, g, 0, 2)
	assert.Equal(t, int16(spHills), g.Player(0).Pos)
}

// Choose Millionaire Acres: spin again and move toward it; no exact spin is
// needed to arrive.
func TestReckonAcresSpinsOnNoExactCount(t *testing.T) {
	g := newTest(t, 2)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.True(t, legalHas(g, 0, AAcres, 0, 0))
	act(t, g, 0, AAcres, 0, 0)
	spinAs(t, g, 0, 2)
	assert.Equal(t, int16(spHills), g.Player(0).Pos)
	spinAs(t, g, 1, 1)
	spinAs(t, g, 0, 9)
	assert.Equal(t, int16(spAcres), g.Player(0).Pos)
	assert.Equal(t, InAcres, g.Player(0).Where)
}

// TYCOON: all your money on one number; a hit wins the game at once.
func TestTycoonHitWinsAtOnce(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 12000)
	setCash(t, g, 1, 900000)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	for n := int16(1); n <= 10; n++ {
		assert.True(t, legalHas(g, 0, ATycoon, n, 0))
	}
	ev := act(t, g, 0, ATycoon, 7, 0)
	assert.Equal(t, int64(12000), eventOf(t, ev, EvTycoonBet).Amount)
	spinAs(t, g, 0, 7)
	require.True(t, g.Over())
	r := g.Result()
	assert.Equal(t, 0, g.Tycoon())
	assert.Equal(t, int8(1), r.Places[0], "the Tycoon wins, however rich the others")
	assert.Equal(t, int8(2), r.Places[1])
	assert.Equal(t, 1, r.Winners)
	assert.False(t, r.Capped)
	assert.Empty(t, g.Pending(nil))
	_, err := g.Apply(engine.Action{Seat: 1, Kind: ASpin})
	assert.True(t, errors.Is(err, engine.ErrOver))
}

// A miss: the Banker takes your money and you go to the Poor Farm.
func TestTycoonMissGoesToPoorFarm(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 12000)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, ATycoon, 4, 0)
	ev := spinAs(t, g, 0, 3)
	assert.Equal(t, int64(12000), paid(ev, acct(0), engine.Bank, RTycoon))
	assert.Zero(t, g.Cash(0))
	assert.Equal(t, AtPoorFarm, g.Player(0).Where)
	assert.Equal(t, int16(spPoorFarm), g.Player(0).Pos)
	assert.False(t, g.Over(), "the game goes on while others are on the road")
	assert.Equal(t, 1, g.Active())
}

// MILLIONAIRE ACRES: the first gets $100,000 and spins a Lucky Number;
// later arrivals get neither.
func TestFirstToAcresBonusAndLuckyNumber(t *testing.T) {
	g := newTest(t, 3)
	place(g, 0, spHills+1)
	place(g, 1, spHills+1)
	begin(t, g, 0)
	assert.False(t, g.AcresBonusTaken(), "nobody there yet")
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int64(100000), paid(ev, engine.Bank, acct(0), RAcres))
	assert.True(t, g.AcresBonusTaken(), "the first arrival took it")
	require.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	assert.Equal(t, SLucky, g.SpinPurpose())
	spinAs(t, g, 0, 6)
	num, holder := g.LuckyNumber()
	assert.Equal(t, 6, num)
	assert.Equal(t, 0, holder)
	ev = spinAs(t, g, 1, 3)
	assert.Equal(t, InAcres, g.Player(1).Where)
	assert.Zero(t, paid(ev, engine.Bank, acct(1), RAcres))
	assert.Equal(t, engine.Decision{Seat: 2, Kind: DSpin}, g.Decision(), "no second Lucky Number spin")
}

// Every time an opponent spins the Lucky Number (moving, presents, ...), he
// pays the holder $10,000.
func TestLuckyNumberFee(t *testing.T) {
	g := newTest(t, 3)
	place(g, 0, spAcres)
	g.luckyNum, g.luckyHolder, g.pl[0].Lucky, g.firstAcres = 6, 0, true, true
	setCash(t, g, 1, 50000)
	g.pl[1].Fire = true
	place(g, 1, spLucky1)
	begin(t, g, 1)
	ev := spinAs(t, g, 1, 2) // to Get Married: no fee
	assert.Zero(t, paid(ev, acct(1), acct(0), RLuckyFee))
	ev = spinAs(t, g, 1, 6) // presents: 6 is the Lucky Number
	assert.Equal(t, int64(10000), paid(ev, acct(1), acct(0), RLuckyFee))
	ev = spinAs(t, g, 1, 6) // honeymoon: again
	assert.Equal(t, int64(10000), paid(ev, acct(1), acct(0), RLuckyFee))
	ev = spinAs(t, g, 2, 6) // a move
	assert.Equal(t, int64(10000), paid(ev, acct(2), acct(0), RLuckyFee))
}

// Players in Millionaire Acres may bet, collect tolls, give Collect cards
// and be given Pay cards.
func TestAcresPlayersStillPlayCardsAndBets(t *testing.T) {
	g := newTest(t, 3)
	place(g, 1, spAcres)
	g.pl[1].Hand[CardCollect] = 1
	g.pl[0].Life = true
	place(g, 0, spQuiz-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DCollectCard}, g.Decision())

	g = newTest(t, 3)
	place(g, 1, spAcres)
	g.pl[0].Hand[CardPay] = 1
	g.pl[0].Married = true
	place(g, 0, spMarry)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.True(t, legalHas(g, 0, AGive, 1, 0), "a Pay card on a player in Acres")

	g = withBets(newTest(t, 2))
	place(g, 1, spAcres)
	setCash(t, g, 1, 5000)
	begin(t, g, 0)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
}

// WINNING: the game ends when the last player reaches the Poor Farm or
// Millionaire Acres.
func TestGameEndsWhenAllAreHome(t *testing.T) {
	g := newTest(t, 3)
	place(g, 1, spAcres)
	place(g, 2, spPoorFarm)
	g.firstAcres = true
	place(g, 0, spHills)
	begin(t, g, 0)
	spinAs(t, g, 0, 5)
	require.True(t, g.Over())
	assert.False(t, g.Result().Capped)
	assert.Equal(t, "everyone has retired", g.Result().Reason)

	// The last player going to the Poor Farm ends it too.
	g = newTest(t, 2)
	place(g, 1, spAcres)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, ATycoon, 1, 0)
	spinAs(t, g, 0, 2)
	assert.True(t, g.Over())
}

// The count: cash + stock $50,000 + life insurance $3,000 − debt (and, as
// ruled, notes still held at $25,000 each).
func TestFinalCount(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 100000)
	g.pl[0].Stock, g.pl[0].Life, g.pl[0].Debt, g.pl[0].Notes = true, true, 20000, 1
	assert.Equal(t, int64(100000+50000+3000-20000-25000), g.Count(0))
	place(g, 1, spAcres)
	g.firstAcres = true
	place(g, 0, spHills)
	begin(t, g, 0)
	spinAs(t, g, 0, 9)
	require.True(t, g.Over())
	assert.Equal(t, int64(108000), g.Result().Counts[0])
	assert.Equal(t, int64(2000), g.Result().Counts[1])
	assert.Equal(t, int8(1), g.Result().Places[0])
}

// Ties for the win share the place.
func TestTiesShareThePlace(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 50000)
	setCash(t, g, 1, 50000)
	setCash(t, g, 2, 10000)
	place(g, 1, spAcres)
	place(g, 2, spPoorFarm)
	g.firstAcres = true
	place(g, 0, spHills)
	begin(t, g, 0)
	spinAs(t, g, 0, 5)
	require.True(t, g.Over())
	r := g.Result()
	assert.Equal(t, [3]int8{1, 1, 3}, [3]int8{r.Places[0], r.Places[1], r.Places[2]})
	assert.Equal(t, 2, r.Winners)
}

// Ruling: a broke player may still try the Tycoon bet, staking the car
// ($0 in cash: "your auto if you're broke").
func TestTycoonWhenBrokeStakesTheCar(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 0)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.True(t, legalHas(g, 0, ATycoon, 9, 0))
	act(t, g, 0, ATycoon, 9, 0)
	spinAs(t, g, 0, 9)
	assert.True(t, g.Over())
	assert.Equal(t, 0, g.Tycoon())
}

// A Tycoon who misses on an opponent's Lucky Number loses the stake (what
// was on the board when the spin began) and pays the fee besides. The stake
// is not there to pay the fee, so the fee is borrowed for on its own, and
// the borrowed money is not swept to the Bank with the stake.
func TestTycoonMissOnALuckyNumberLosesOnlyTheStake(t *testing.T) {
	for _, stake := range []int64{0, 5000, 30000} {
		g := newTest(t, 2)
		place(g, 1, spAcres)
		g.luckyNum, g.luckyHolder, g.pl[1].Lucky, g.firstAcres = 6, 1, true, true
		setCash(t, g, 0, stake)
		place(g, 0, spRetireGift)
		begin(t, g, 0)
		spinAs(t, g, 0, 1)
		ev := act(t, g, 0, ATycoon, 4, 0)
		require.Equal(t, stake, eventOf(t, ev, EvTycoonBet).Amount)
		ev = spinAs(t, g, 0, 6)
		assert.Equal(t, int64(10000), paid(ev, acct(0), acct(1), RLuckyFee), "stake %d", stake)
		assert.Equal(t, stake, paid(ev, acct(0), engine.Bank, RTycoon), "stake %d: only the stake is lost", stake)
		assert.Equal(t, int64(20000), eventOf(t, ev, EvBorrow).Amount, "stake %d: one note for the fee", stake)
		assert.Equal(t, int16(1), g.Player(0).Notes, "stake %d", stake)
		assert.Equal(t, int64(10000), g.Cash(0), "stake %d: the note less the fee is kept", stake)
		assert.Equal(t, AtPoorFarm, g.Player(0).Where)
		assert.NoError(t, g.CheckInvariants())
	}
}

// The Lucky Number may still be used for side bets on the wheel.
func TestLuckyNumberStillOpenForBets(t *testing.T) {
	g := withBets(newTest(t, 2))
	place(g, 1, spAcres)
	g.luckyNum, g.luckyHolder, g.pl[1].Lucky, g.firstAcres = 6, 1, true, true
	setCash(t, g, 1, 50000)
	begin(t, g, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
	act(t, g, 1, ABet, 6, 5000)
	act(t, g, 1, ADone, 0, 0)
	ev := spinAs(t, g, 0, 6)
	assert.Equal(t, int64(50000), paid(ev, engine.Bank, acct(1), RBetWin))
	assert.Equal(t, int64(10000), paid(ev, acct(0), acct(1), RLuckyFee))
}
