package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
)

// marketMatch is a game of four computers from seed, played up to a visit
// to the Stock Market while someone owns stock.
func marketMatch(seed uint64) *match.Match { return shotMatchAt(4, seed, 0, isMarketVisit, false) }

// The spinner lands on the segment the engine drew, at every speed, and
// beside it each holder's gain or loss is what the engine pays them.
func TestMarketLandsOnTheEnginesSegment(t *testing.T) {
	for _, seed := range []uint64{1, 3, 7} {
		for _, sp := range anim.Speeds {
			t.Run(fmt.Sprintf("seed %d at %v", seed, sp), func(t *testing.T) {
				hn := newTrackHarness(t, marketMatch(seed), sp, 1280, 720)
				mk := hn.p.market
				var e engine.Event
				require.True(t, hn.run(t, 2000, func() bool {
					var ok bool
					e, ok = hn.last(broke.EvMarket)
					return ok && mk.seg >= 0 && !mk.Busy()
				}), "the market is spun and lands")
				assert.Equal(t, int(e.Arg), mk.seg)
				assert.Equal(t, int(e.Arg), mk.wheel.Number(), "the pointer is on the engine's segment")
				assert.True(t, mk.landed)
				checkHolders(t, hn, e)
			})
		}
	}
}

// checkHolders: the holders listed are the seats the engine paid or made
// pay for the spin e, with the sums it moved.
func checkHolders(t *testing.T, hn *trackHarness, e engine.Event) {
	t.Helper()
	paid := map[int]int64{}
	at := len(hn.events) - 1
	for at >= 0 && hn.events[at] != e {
		at--
	}
	for _, x := range hn.events[at+1:] {
		if x.Kind != engine.EvTransfer || x.Arg != int16(broke.RMarket) {
			break
		}
		if x.Other >= 0 && int(x.Other) < engine.MaxSeats {
			paid[int(x.Other)] += x.Amount
		} else {
			paid[int(x.Seat)] -= x.Amount
		}
	}
	require.NotEmpty(t, hn.p.market.holders)
	for _, h := range hn.p.market.holders {
		assert.Equal(t, paid[h.seat], marketGain(int(e.Arg), h.stocks), "%s's gain", hn.m.G.Name(h.seat))
		delete(paid, h.seat)
	}
	for seat, v := range paid {
		assert.Zero(t, v, "seat %d was paid but is not listed", seat)
	}
}

// Played at 1x tick by tick, the market tells nothing early: while the
// spinner turns no money moves (the transfers wait), the strip does not
// name the result and no holder's gain is shown; the bell, the spin, the
// pegs and the ticker are heard; then the money floats from the panels
// (the events after the spin, which the table plays once it has landed).
// A tap during a spin puts it at rest on the engine's segment.
func TestMarketMoneyMovesAfterTheSpinnerLands(t *testing.T) {
	hn := newTrackHarness(t, marketMatch(3), anim.Speed1x, 1280, 720)
	mk, sc := hn.p.market, hn.sc
	require.True(t, hn.run(t, 2000, func() bool { return mk.seg >= 0 }), "the market spins")
	q, k := sc.Playback()
	require.Equal(t, broke.EvMarket, q[k-1].Kind)
	ticks := 0
	for mk.wheel.Spinning() {
		_, k2 := sc.Playback()
		require.Equal(t, k, k2, "tick %d: no money moves while the spinner turns", ticks)
		require.False(t, mk.landed)
		require.Equal(t, "The market is moving…", mk.headline())
		hn.step(t)
		ticks++
	}
	assert.Greater(t, ticks, 30, "the spin is shown at 1x")
	assert.Equal(t, mk.seg, mk.wheel.Number())
	for _, id := range []sound.ID{sound.MarketBell, sound.Whoosh, sound.Peg, sound.Ticker} {
		assert.Positive(t, mk.played[id], "%v heard", id)
	}
	require.True(t, hn.run(t, 200, func() bool { _, k2 := sc.Playback(); return k2 > k || !sc.Playing() }),
		"then the playback goes on: the money moves, if any")

	// The next spin, skipped with a tap.
	hn2 := newTrackHarness(t, marketMatch(1), anim.Speed1x, 1280, 720)
	mk2 := hn2.p.market
	require.True(t, hn2.run(t, 2000, func() bool { return mk2.wheel.Spinning() }))
	hn2.tap(640, 300)
	require.True(t, hn2.run(t, 3, func() bool { return !mk2.Busy() }), "the tap puts the spinner at rest")
	assert.Equal(t, mk2.seg, mk2.wheel.Number())
	assert.True(t, mk2.landed)
}

// The spinner's face is the engine's: seven segments, each labelled with
// the stock and its way, standing for the segment the engine names.
func TestMarketSpinnerIsTheEngines(t *testing.T) {
	require.Equal(t, broke.MarketSpinner.Len(), marketSpec.Len())
	want := []string{"Oil ▲", "Oil ▼", "Steel ▲", "Steel ▼", "Utilities ▲", "Utilities ▼", "Extra Dividend"}
	for i, w := range want {
		seg := marketSpec.Segment(i)
		assert.Equal(t, w, seg.Label)
		assert.Equal(t, i, seg.Value)
	}
	assert.Equal(t, int64(2*broke.MarketUpPay), marketGain(2, [3]uint8{0, 2, 1}))
	assert.Equal(t, int64(-broke.MarketDownCost), marketGain(5, [3]uint8{3, 0, 1}))
	assert.Equal(t, int64(4*broke.MarketDividend), marketGain(broke.MarketExtra, [3]uint8{1, 2, 1}))
}

// A visit to the Stock Market while nobody owns stock opens the market,
// says there is no spin, holds the game a moment (not at instant speed)
// and closes at the next turn; the spinner does not turn.
func TestMarketWithNoStockSaysSo(t *testing.T) {
	empty := func(m *match.Match, d engine.Decision) bool {
		return len(holdersOf(m.G)) == 0 && isVisit(broke.StockMarket)(m, d)
	}
	for _, sp := range []anim.Speed{anim.Speed1x, anim.SpeedInstant} {
		hn := newTrackHarness(t, shotMatchAt(4, 2, 0, empty, false), sp, 1280, 720)
		mk := hn.p.market
		busy := 0
		require.True(t, hn.run(t, 600, func() bool {
			if mk.Busy() {
				busy++
			}
			return mk.noStock
		}), "at %v the market says nobody owns stock", sp)
		assert.Equal(t, "Nobody owns stock: no spin", mk.headline())
		assert.Equal(t, -1, mk.seg, "no spin")
		if sp.Instant() {
			assert.Zero(t, busy, "instant speed does not wait")
			continue
		}
		assert.True(t, mk.Open())
		assert.True(t, mk.Busy(), "the words stand a moment")
		require.True(t, hn.run(t, 600, func() bool { return !mk.Open() }), "it closes at the next turn")
		assert.Equal(t, -1, mk.seg, "no spin")
	}
}
