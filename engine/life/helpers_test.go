package life

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario helpers. Tests are inside package life so they may set up a
// position directly; money is only ever moved through the ledger (to and
// from the Bank), so the ledger total stays constant and act checks it.

// Space indexes on the classic board used by the scenario tests. A test
// (TestClassicBoardLandmarks) checks each is what its name says.
const (
	spStart       = 0
	spSellEncyc   = 1  // Business: collect $2,000
	spSuit        = 2  // Business: pay $1,000
	spFender      = 3  // Business: pay $5,000 unless auto insurance
	spSalesWin    = 4  // Business: collect $5,000
	spTuition     = 6  // College: pay $4,000
	spDoctor      = 7  // College: DOCTOR $20,000
	spLawyer      = 9  // College: LAWYER $15,000
	spJalopy      = 12 // College: pay $5,000 unless auto insurance
	spTeacher     = 15 // College: TEACHER $8,000
	spGradParty   = 16 // College: pay $2,000
	spDegree      = 17 // College: BACHELOR'S DEGREE (red)
	spPayDay1     = 18 // first Pay Day, where Business and College meet
	spRent        = 19 // pay $2,000
	spLifeIns     = 20 // blue: life insurance
	spQuiz        = 21 // collect $20,000
	spRevenge1    = 22
	spLucky1      = 24
	spPayDay2     = 25
	spMarry       = 26
	spHoneymoon   = 27 // pay $5,000
	spFireIns     = 28 // blue: fire insurance
	spBabyBoy1    = 29
	spStock       = 30 // blue: buy stock
	spPayDay3     = 31
	spKitchenFire = 33 // pay $20,000 unless fire insurance
	spMarket1     = 36
	spFork2       = 37 // Pay Day, fork Highway / Ranch Road
	spRanchBuy    = 42 // pay $50,000
	spRanchTwins  = 49
	spBowling     = 41 // collect $10,000
	spJoin2       = 53 // Play the Market after the second fork
	spBridgeA     = 54
	spBridgeB     = 55
	spPayDayToll  = 56
	spBabyBoy2    = 57
	spRevenge3    = 59
	spLucky3      = 61
	spIncomeTax   = 62 // red: pay $10,000 on passing or landing
	spPayDay6     = 63
	spFork3       = 68
	spRetireGift  = 111
	spReckon      = 112
	spLane        = 113
	spHills       = 114
	spAcres       = 116
	spPoorFarm    = 117
)

// newTest starts a classic game of n seats with everyone on the Business
// road at START, no side bets asked, and empty hands; it is nobody's turn
// until begin is called.
func newTest(t *testing.T, n int) *Game {
	t.Helper()
	g, err := New(Classic, Options{Seats: n, Seed: 7})
	require.NoError(t, err)
	for i := 0; i < n; i++ {
		g.opts.NoBets[i] = true
		p := &g.pl[i]
		for k, c := range p.Hand {
			for j := 0; j < int(c); j++ {
				g.deck.PutBottom(uint8(k))
			}
		}
		p.Hand = engine.Hand{}
		p.Road, p.StartWay, p.Salary = RoadShort, 0, Classic.BusinessSalary
	}
	return g
}

// begin starts seat s's turn from the current position.
func begin(t *testing.T, g *Game, s int) {
	t.Helper()
	g.events = g.events[:0]
	g.dec = engine.Decision{Seat: -1}
	g.active = int8(s)
	g.startTurn()
	g.run()
	require.False(t, g.over)
}

// place puts seat s's car on space at, on the road.
func place(g *Game, s, at int) {
	g.pl[s].Pos = int16(at)
	g.pl[s].Where = OnRoad
	switch at {
	case spAcres:
		g.pl[s].Where = InAcres
	case spPoorFarm:
		g.pl[s].Where = AtPoorFarm
	}
}

// setCash gives seat s exactly v in cash, moving the difference to or from
// the Bank.
func setCash(t *testing.T, g *Game, s int, v int64) {
	t.Helper()
	c := g.led.Cash[s]
	if v > c {
		require.NoError(t, g.led.Move(engine.Bank, engine.Account(s), v-c))
	} else {
		require.NoError(t, g.led.Move(engine.Account(s), engine.Bank, c-v))
	}
}

// act applies an action that must be legal and checks money is conserved.
func act(t *testing.T, g *Game, seat int, kind uint8, arg int16, amt int64) []engine.Event {
	t.Helper()
	ev, err := g.Apply(engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	require.NoError(t, err, "action %v by seat %d (decision %+v)", kind, seat, g.dec)
	now, initial := g.LedgerTotal()
	require.Equal(t, initial, now, "money must be conserved")
	for i := 0; i < g.Seats(); i++ {
		require.GreaterOrEqual(t, g.Cash(i), int64(0), "seat %d cash", i)
	}
	return append([]engine.Event(nil), ev...)
}

// refuse applies an action that must be illegal and checks nothing changed.
func refuse(t *testing.T, g *Game, seat int, kind uint8, arg int16, amt int64) {
	t.Helper()
	before := g.Hash()
	_, err := g.Apply(engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	require.Error(t, err)
	require.Equal(t, before, g.Hash(), "an illegal action must change nothing")
}

// spinAs scripts the wheel and spins for seat.
func spinAs(t *testing.T, g *Game, seat int, nums ...int) []engine.Event {
	t.Helper()
	require.Equal(t, engine.Decision{Seat: int8(seat), Kind: DSpin}, g.Decision(), "seat %d should be spinning", seat)
	g.ScriptSpins(nums...)
	return act(t, g, seat, ASpin, 0, 0)
}

// legalHas reports whether seat may now take the action.
func legalHas(g *Game, seat int, kind uint8, arg int16, amt int64) bool {
	for _, a := range g.Legal(seat, nil) {
		if a == (engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt}) {
			return true
		}
	}
	return false
}

// legalKinds lists the distinct action kinds seat may take now.
func legalKinds(g *Game, seat int) map[uint8]bool {
	m := map[uint8]bool{}
	for _, a := range g.Legal(seat, nil) {
		m[a.Kind] = true
	}
	return m
}

// paid sums the transfers from one account to another for a reason.
func paid(ev []engine.Event, from, to engine.Account, reason int16) int64 {
	var t int64
	for _, e := range ev {
		if e.Kind == EvTransfer && engine.Account(e.Seat) == from && engine.Account(e.Other) == to && e.Arg == reason {
			t += e.Amount
		}
	}
	return t
}

// count counts events of a kind.
func count(ev []engine.Event, kind uint16) int {
	n := 0
	for _, e := range ev {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// eventOf returns the first event of a kind.
func eventOf(t *testing.T, ev []engine.Event, kind uint16) engine.Event {
	t.Helper()
	for _, e := range ev {
		if e.Kind == kind {
			return e
		}
	}
	t.Fatalf("no event of kind %d in %v", kind, ev)
	return engine.Event{}
}

func acct(s int) engine.Account { return engine.Account(s) }
