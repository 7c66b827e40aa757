package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// exactOf is the figure Exact gives the pending seat's action, which must
// have one, and checks that asking changed nothing.
func exactOf(t *testing.T, g *Game, kind uint8, arg int16) engine.Chance {
	t.Helper()
	before := g.Hash()
	ch, ok := g.Exact(int(g.dec.Seat), engine.Action{Seat: g.dec.Seat, Kind: kind, Arg: arg})
	require.True(t, ok, "a figure for action %d (%d) at %+v", kind, arg, g.dec)
	require.Equal(t, before, g.Hash(), "Exact changes nothing")
	return ch
}

func noExact(t *testing.T, g *Game, seat int, kind uint8, arg int16) {
	t.Helper()
	_, ok := g.Exact(seat, engine.Action{Seat: int8(seat), Kind: kind, Arg: arg})
	assert.False(t, ok, "no figure for action %d (%d) by seat %d at %+v", kind, arg, seat, g.dec)
}

// The Sweepstakes' betting spaces, counted by hand over the 6^6 = 46,656
// throws of the shaker, the $10 entry the stake:
//   - High 1: position 1 shows the highest, m, and the other five at most
//     m: Σ m^5 for m = 1..6 = 1+32+243+1024+3125+7776 = 12,201; $300 pays
//     12201/46656 × 300 − 10 ≈ $68.45;
//   - Split 1–2: the higher of positions 1 and 2 is m (2m−1 ways) and the
//     other four at most m: Σ (2m−1)m^4 = 1+48+405+1792+5625+14256 =
//     22,127, for $150;
//   - Pairs: all throws less those with no two alike side by side, 6 × 5^5
//     = 18,750: 27,906, for $200.
func TestExactSweepstakesSpaces(t *testing.T) {
	g, _ := sweepOf(t, 3)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DMarker}, g.dec)
	cases := []struct {
		bet   int16
		count int
		prize float64
		what  string
	}{
		{BetHigh1, 1 + 32 + 243 + 1024 + 3125 + 7776, 300, "High 1 wins"},
		{BetHigh1 + 5, 1 + 32 + 243 + 1024 + 3125 + 7776, 300, "High 6 wins"},
		{BetSplit45, 1 + 48 + 405 + 1792 + 5625 + 14256, 150, "Split 4–5 wins"},
		{BetPairs, 46656 - 6*5*5*5*5*5, 200, "Pairs wins"},
	}
	for _, c := range cases {
		ch := exactOf(t, g, APlace, c.bet)
		assert.InDelta(t, float64(c.count)/46656, ch.Pays, 1e-12, c.what)
		assert.InDelta(t, float64(c.count)/46656*c.prize-10, ch.Expect, 1e-9, c.what)
		assert.Equal(t, c.what, ch.What)
	}
	noExact(t, g, 1, APlace, BetPairs) // not seat 1's turn to place
	noExact(t, g, 0, ATake, 0)         // an IOU stakes nothing

	// Shaking with a marker down carries the marker's figure; the space
	// taken is no longer offered to the next seat.
	act(t, g, APlace, BetPairs)
	noExact(t, g, 1, APlace, BetPairs)
	act(t, g, APlace, BetHigh1)
	act(t, g, APlace, BetSplit12)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DShake}, g.dec)
	assert.InDelta(t, 27906.0/46656, exactOf(t, g, AShake, 0).Pays, 1e-12)

	// The engine agrees: over all 46,656 throws scripted in turn, each
	// marker's prize comes as often as its figure says.
	var wins [3]int
	for n := 0; n < 46656; n++ {
		cp := g.Copy()
		for k, x := 0, n; k < 6; k, x = k+1, x/6 {
			cp.Script(x%6 + 1)
		}
		ev, err := cp.Apply(engine.Action{Seat: 0, Kind: AShake})
		require.NoError(t, err)
		for _, e := range ev {
			if e.Kind == EvBetWin {
				wins[e.Seat]++
			}
		}
	}
	for s, b := range []int{BetPairs, BetHigh1, BetSplit12} {
		assert.InDelta(t, sweepChance(b).Pays, float64(wins[s])/46656, 1e-12, BetNames[b])
	}
}

// After doubles: one more throw for doubles is 6 of 36 for $500, nothing
// staked: 6/36 × 500 ≈ $83.33. Holding a Sweepstakes puts the caller's
// marker down first, where Pairs is the best for the money (27906/46656 ×
// 200 ≈ $119.62 against High's $78.45, Split's $71.14, Straight's $59.01),
// less the $10 entry.
func TestExactAfterDoubles(t *testing.T) {
	g := newTest(t, 2)
	roll(t, g, 3, 3)
	require.Equal(t, DDoubles, g.dec.Kind)
	ch := exactOf(t, g, AAgain, 0)
	assert.InDelta(t, 6.0/36, ch.Pays, 1e-12)
	assert.InDelta(t, 6.0/36*500, ch.Expect, 1e-9)
	sum := int64(0) // the engine agrees over the 36 throws scripted in turn
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			cp := g.Copy()
			cp.Script(a, b)
			act(t, cp, AAgain, 0)
			sum += cp.Cash(0) - g.Cash(0)
		}
	}
	assert.InDelta(t, ch.Expect, float64(sum)/36, 1e-9)
	ch = exactOf(t, g, ASweep, 0)
	assert.InDelta(t, 27906.0/46656, ch.Pays, 1e-12)
	assert.InDelta(t, 27906.0/46656*200-10, ch.Expect, 1e-9)
	assert.Equal(t, "Pairs wins (you place first)", ch.What)
}

// A Lottery ticket wins when both its numbers are among the six dice:
// 1 − 2 × (5/6)^6 + (4/6)^6 = (46656 − 2×15625 + 4096)/46656 = 19502/46656,
// for $50 at a $10 price: ≈ +$10.90. Throwing to move has no figure.
func TestExactLotteryTicket(t *testing.T) {
	g := newTest(t, 2)
	ch := exactOf(t, g, ATicket, 0)
	assert.InDelta(t, float64(46656-2*15625+4096)/46656, ch.Pays, 1e-12)
	assert.InDelta(t, float64(46656-2*15625+4096)/46656*50-10, ch.Expect, 1e-9)
	noExact(t, g, 0, ARoll, 0)
}

// The race die shows the thrower's horse 1 time in 6 for $80: a Horse
// Race carries the whole $20 entry (80/6 − 20 ≈ −$6.67), each throw of
// the Daily Double half of it (80/6 − 10 ≈ +$3.33).
func TestExactHorseRace(t *testing.T) {
	g := newTest(t, 3)
	horsesOnTop(g, 4, 2, 5)
	roll(t, g, 1, 2) // Start → Off to the Races
	require.Equal(t, engine.Decision{Seat: 0, Kind: DRace}, g.dec)
	ch := exactOf(t, g, ARace, 0)
	assert.InDelta(t, 1.0/6, ch.Pays, 1e-12)
	assert.InDelta(t, 80.0/6-20, ch.Expect, 1e-9)
	assert.Equal(t, "horse 4 wins", ch.What)

	g = newTest(t, 2)
	horsesOnTop(g, 3, 5)
	at(g, 0, 10)
	roll(t, g, 2, 3) // → the Daily Double
	for race := 1; race <= 2; race++ {
		require.Equal(t, engine.Decision{Seat: 0, Kind: DRace}, g.dec)
		ch = exactOf(t, g, ARace, 0)
		assert.InDelta(t, 1.0/6, ch.Pays, 1e-12)
		assert.InDelta(t, 80.0/6-10, ch.Expect, 1e-9, "race %d", race)
		g.Script(1)
		act(t, g, ARace, 0)
	}
}
