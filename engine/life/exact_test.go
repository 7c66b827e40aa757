package life

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// exactOf is the figure Exact gives seat's action, which must have one,
// and checks that asking changed nothing.
func exactOf(t *testing.T, g *Game, seat int, kind uint8, arg int16, amt int64) engine.Chance {
	t.Helper()
	before := g.Hash()
	ch, ok := g.Exact(seat, engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	require.True(t, ok, "a figure for action %d (%d, %d) at decision %+v", kind, arg, amt, g.Decision())
	require.Equal(t, before, g.Hash(), "Exact changes nothing")
	return ch
}

// noExact: the action stakes nothing on the wheel, or is not the seat's.
func noExact(t *testing.T, g *Game, seat int, kind uint8, arg int16, amt int64) {
	t.Helper()
	_, ok := g.Exact(seat, engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	assert.False(t, ok, "no figure for action %d (%d, %d) by seat %d at %+v", kind, arg, amt, seat, g.Decision())
}

// A side bet on one number of ten: 1/10; it pays ten times the stake and
// the stake goes to the Bank, so $5,000 on a 7 expects 1/10 × $50,000 −
// $5,000 = $0. The spinner has no figure; nor does a bet out of turn.
func TestExactSideBet(t *testing.T) {
	g := withBets(newTest(t, 3))
	for s := 0; s < 3; s++ {
		setCash(t, g, s, 50000)
	}
	begin(t, g, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
	ch := exactOf(t, g, 1, ABet, 7, 5000)
	assert.InDelta(t, 1.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 1.0/10*50000-5000, ch.Expect, 1e-9)
	assert.Zero(t, ch.Expect, "a fair bet reads $0 exactly, not a rounding's crumb")
	assert.False(t, ch.WinsGame)
	assert.Equal(t, "a 7 comes up", ch.What)
	noExact(t, g, 1, ADone, 0, 0)
	noExact(t, g, 2, ABet, 7, 5000)  // seat 2 is not asked yet
	noExact(t, g, 1, ABet, 7, 25000) // over the cap: not an action
	noExact(t, g, 1, ABet, 11, 1000) // no such number

	// The figure holds for the bet as the engine settles it: over the ten
	// numbers scripted in turn, a 7 pays $50,000 on the $5,000, the others
	// nothing, the stake gone either way.
	hits, sum := 0, int64(0)
	for n := 1; n <= WheelSize; n++ {
		c := g.Copy()
		act(t, c, 1, ABet, 7, 5000)
		act(t, c, 1, ADone, 0, 0)
		act(t, c, 2, ADone, 0, 0)
		noExact(t, c, 0, ASpin, 0, 0)
		won := paid(spinAs(t, c, 0, n), engine.Bank, acct(1), RBetWin)
		if won > 0 {
			hits++
		}
		sum += won - 5000
	}
	assert.InDelta(t, ch.Pays, float64(hits)/WheelSize, 1e-12)
	assert.InDelta(t, ch.Expect, float64(sum)/WheelSize, 1e-9)
}

// Speculating the Lucky Day $10,000 on two numbers: 2/10 to collect
// $150,000, so 2/10 × $150,000 − $10,000 = +$20,000. Keeping it: none.
func TestExactSpeculate(t *testing.T) {
	g := newTest(t, 2)
	place(g, 0, spLucky1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DSpeculate}, g.Decision())
	ch := exactOf(t, g, 0, ASpeculate, 3*16+7, 0)
	assert.InDelta(t, 2.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 2.0/10*150000-10000, ch.Expect, 1e-9)
	assert.Equal(t, "a 3 or 7 comes up", ch.What)
	noExact(t, g, 0, APass, 0, 0)
	noExact(t, g, 0, ASpeculate, 7*16+3, 0) // the pair is written low first
}

// Playing the market: 7, 8, 9, 10 collect $50,000 (4/10), 1, 2, 3 pay
// $25,000 (3/10): 4/10 × $50,000 − 3/10 × $25,000 = +$12,500.
// The engine agrees: each of the ten numbers scripted in turn moves the
// seat's cash by what the figure counts.
func TestExactMarket(t *testing.T) {
	g := atMarket(t, 30000)
	ch := exactOf(t, g, 0, APlay, 0, 0)
	assert.InDelta(t, 4.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 4.0/10*50000-3.0/10*25000, ch.Expect, 1e-9)
	noExact(t, g, 0, APass, 0, 0)

	up, sum := 0, int64(0)
	for n := 1; n <= WheelSize; n++ {
		c := g.Copy()
		act(t, c, 0, APlay, 0, 0)
		spinAs(t, c, 0, n)
		d := c.Cash(0) - 30000
		if d > 0 {
			up++
		}
		sum += d
	}
	assert.InDelta(t, ch.Pays, float64(up)/WheelSize, 1e-12)
	assert.InDelta(t, ch.Expect, float64(sum)/WheelSize, 1e-9)
}

// The Tycoon bet: one number of ten wins the game (1/10, WinsGame); the
// other nine lose the $12,000 on the board: −9/10 × $12,000 = −$10,800.
// Millionaire Acres stakes nothing.
func TestExactTycoon(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 12000)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DReckon}, g.Decision())
	ch := exactOf(t, g, 0, ATycoon, 4, 0)
	assert.InDelta(t, 1.0/10, ch.Pays, 1e-12)
	assert.True(t, ch.WinsGame)
	assert.InDelta(t, -9.0/10*12000, ch.Expect, 1e-9)
	assert.Equal(t, "a 4 comes up: Tycoon", ch.What)
	noExact(t, g, 0, AAcres, 0, 0)
	noExact(t, g, 0, ATycoon, 11, 0)

	// A broke player stakes the car: the same 1/10, and $0 at risk (not
	// a "−$0" on the screen).
	g = newTest(t, 3)
	setCash(t, g, 0, 0)
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	ch = exactOf(t, g, 0, ATycoon, 4, 0)
	assert.InDelta(t, 1.0/10, ch.Pays, 1e-12)
	assert.Zero(t, ch.Expect)
	assert.False(t, math.Signbit(ch.Expect))
}
