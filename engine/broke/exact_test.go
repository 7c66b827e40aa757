package broke

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// exactOf is the figure Exact gives the pending seat's action, which must
// have one, and checks that asking changed nothing.
func exactOf(t *testing.T, g *Game, kind uint8, arg int16, amt int64) engine.Chance {
	t.Helper()
	before := g.Hash()
	ch, ok := g.Exact(int(g.dec.Seat), engine.Action{Seat: g.dec.Seat, Kind: kind, Arg: arg, Amount: amt})
	require.True(t, ok, "a figure for action %d (%d, %d) at %+v", kind, arg, amt, g.dec)
	require.Equal(t, before, g.Hash(), "Exact changes nothing")
	return ch
}

func noExact(t *testing.T, g *Game, seat int, kind uint8, arg int16, amt int64) {
	t.Helper()
	_, ok := g.Exact(seat, engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	assert.False(t, ok, "no figure for action %d (%d, %d) by seat %d at %+v", kind, arg, amt, seat, g.dec)
}

// Visiting the Casino pulls the slot: reels of widths bar 1, bell 2, plum
// 3, orange 4, cherry 6, lemon 4 (20 in all, 8,000 stops of three). The
// triples: 1+8+27+64+216+64 = 380 ways; cherry-cherry then lemon, bar,
// bell, plum or orange: 36 × (4+1+2+3+4) = 504 ways; 884 of 8,000 pay.
// The payout: (1×200k + 8×160k + 27×120k + 64×80k + 216×60k + 64×40k +
// 144×40k + 360×20k) / 8,000 = 38,320,000 / 8,000 = $4,790, less the
// $5,000 pull: −$210.
func TestExactSlotPull(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 25)
	roll(t, g, 1, 1)
	require.Equal(t, DVisit, g.dec.Kind)
	ch := exactOf(t, g, AVisit, 0, 0)
	assert.InDelta(t, float64(380+504)/8000, ch.Pays, 1e-12)
	assert.InDelta(t, float64(200_000+8*160_000+27*120_000+64*80_000+216*60_000+64*40_000+144*40_000+360*20_000)/8000-5000, ch.Expect, 1e-9)
	assert.Equal(t, "the slot pays (any line)", ch.What)
	noExact(t, g, 0, APass, 0, 0)

	// The engine agrees: every stop of the reels scripted in turn, each
	// weighted as wide as its symbols, pays what the figure counts.
	var ways, paying int
	var sum int64
	for a := range nSymbols {
		for b := range nSymbols {
			for c := range nSymbols {
				w := ReelWeights[a] * ReelWeights[b] * ReelWeights[c]
				cp := g.Copy()
				cp.Script(a, b, c)
				e, pulled := has(act(t, cp, AVisit, 0, 0), EvSlot, 0)
				require.True(t, pulled)
				ways += w
				if e.Amount > 0 {
					paying += w
				}
				sum += int64(w) * (e.Amount - SlotStake)
			}
		}
	}
	assert.InDelta(t, ch.Pays, float64(paying)/float64(ways), 1e-12)
	assert.InDelta(t, ch.Expect, float64(sum)/float64(ways), 1e-9)

	// Line by line: three bars 1×1×1, three cherries 6×6×6, cherry-cherry
	// then lemon 6×6×4, of 8,000; the lines together are the whole pull.
	odds := SlotLineOdds()
	require.Len(t, odds, len(SlotTable))
	assert.InDelta(t, 1.0/8000, odds[0], 1e-15)
	assert.InDelta(t, 216.0/8000, odds[4], 1e-15)
	assert.InDelta(t, 144.0/8000, odds[6], 1e-15)
	total := 0.0
	for _, p := range odds {
		total += p
	}
	assert.InDelta(t, ch.Pays, total, 1e-12)
}

// The roulette pick: 1 in 36 for $150,000 on the $10,000 stake taken
// before it, 150,000/36 − 10,000 ≈ −$5,833. Throwing the dice again: no
// one in 25 of the 36 throws pays their total (Σ of a+b over a, b in 2..6
// = 200, in thousands), one one in 10 collects $10,000, two ones $50,000:
// 11/36 pay, (−200,000 + 100,000 + 50,000)/36 ≈ −$1,389.
func TestExactRouletteAndDice(t *testing.T) {
	g := newTest(t, 2)
	casinoVisit(t, g, Lemon, Cherry, Cherry)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DRoulette}, g.dec)
	ch := exactOf(t, g, APick, 17, 0)
	assert.InDelta(t, 1.0/36, ch.Pays, 1e-12)
	assert.InDelta(t, 150_000.0/36-10_000, ch.Expect, 1e-9)
	assert.Equal(t, "17 comes up", ch.What)
	noExact(t, g, 0, APick, 37, 0)

	g.Script(8, 5, 6) // the wheel misses; 5 and 6 pay $11,000
	act(t, g, APick, 17, 0)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DDice}, g.dec)
	ch = exactOf(t, g, AThrow, 0, 0)
	assert.InDelta(t, 11.0/36, ch.Pays, 1e-12)
	assert.InDelta(t, (-200_000.0+10*10_000+50_000)/36, ch.Expect, 1e-9)
	noExact(t, g, 0, AStop, 0, 0)

	// The engine agrees over the 36 throws scripted in turn.
	ones, sum := 0, int64(0)
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			cp := g.Copy()
			cp.Script(a, b)
			act(t, cp, AThrow, 0, 0)
			d := cp.Cash(0) - g.Cash(0)
			if d > 0 {
				ones++
			}
			sum += d
		}
	}
	assert.InDelta(t, ch.Pays, float64(ones)/36, 1e-12)
	assert.InDelta(t, ch.Expect, float64(sum)/36, 1e-9)
}

// A Race Track bet: the spinner is 10 wide, horse 1 4 of it (the stake
// back: 0.4 × $5,000 − $5,000 = −$3,000), horse 2 3 (paying double: 0.3 ×
// $6,000 − $3,000 = −$1,200), horse 4 1 (ten times: 0.1 × $100,000 −
// $10,000 = $0). A side bet has the same odds.
func TestExactRaceBets(t *testing.T) {
	g := newTest(t, 3)
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBet}, g.dec)
	ch := exactOf(t, g, ABet, 1, 5_000)
	assert.InDelta(t, 4.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 0.4*5_000-5_000, ch.Expect, 1e-9)
	assert.Equal(t, "horse 1 wins (stake back)", ch.What)
	ch = exactOf(t, g, ABet, 2, 3_000)
	assert.InDelta(t, 3.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 0.3*6_000-3_000, ch.Expect, 1e-9)
	act(t, g, ABet, 2, 3_000)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DSideBet}, g.dec)
	ch = exactOf(t, g, ABet, 4, 10_000)
	assert.InDelta(t, 1.0/10, ch.Pays, 1e-12)
	assert.InDelta(t, 0.1*100_000-10_000, ch.Expect, 1e-9)
	assert.Zero(t, ch.Expect, "a fair bet reads $0 exactly")
	for amt := int64(1_000); amt <= 10_000; amt += 1_000 {
		assert.Zero(t, exactOf(t, g, ABet, 3, amt).Expect, "horse 3, $%d", amt)
	}
	assert.Equal(t, "horse 4 wins", ch.What)
	noExact(t, g, 1, ABet, 2, 1_000) // the visitor's horse is not offered
	noExact(t, g, 1, APass, 0, 0)

	// The engine agrees: each horse scripted to win in turn, weighted by
	// its width, pays the side bet what the figure counts.
	var ways, wins int
	var sum int64
	for h := 1; h <= 4; h++ {
		cp := g.Copy()
		act(t, cp, ABet, 4, 10_000)
		cp.Script(h)
		act(t, cp, APass, 0, 0)
		w := HorseWeights[h-1]
		ways += w
		if d := cp.Cash(1) - g.Cash(1); d > -10_000 {
			wins += w
		}
		sum += int64(w) * (cp.Cash(1) - g.Cash(1))
	}
	assert.InDelta(t, ch.Pays, float64(wins)/float64(ways), 1e-12)
	assert.InDelta(t, ch.Expect, float64(sum)/float64(ways), 1e-9)
}

// Visiting the Stock Market holding two Oil and one Utilities: of the
// seven equal segments Oil up pays 2 × $5,000, Utilities up $5,000, Extra
// Dividend 3 × $10,000 (3/7 pay); Oil down costs 2 × $10,000, Utilities
// down $10,000, Steel moves nothing: (10k + 5k + 30k − 20k − 10k)/7 =
// $15,000/7. Without stock the visit stakes nothing.
func TestExactStockMarket(t *testing.T) {
	g := newTest(t, 2)
	giveStock(t, g, 0, Oil)
	giveStock(t, g, 0, Oil)
	giveStock(t, g, 0, Utilities)
	at(g, 0, 3)
	roll(t, g, 1, 1)
	require.Equal(t, DVisit, g.dec.Kind)
	ch := exactOf(t, g, AVisit, 0, 0)
	assert.InDelta(t, 3.0/7, ch.Pays, 1e-12)
	assert.InDelta(t, 15_000.0/7, ch.Expect, 1e-9)

	g = newTest(t, 2)
	at(g, 0, 3)
	roll(t, g, 1, 1)
	require.Equal(t, DVisit, g.dec.Kind)
	noExact(t, g, 0, AVisit, 0, 0)
}
