package broke

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
)

// The Poor House pot and the Hotels' owners on the board, and each seat's
// stock and Hotel on its panel, follow the playback: at every tick of a game of computers at 1x, they are what the
// board showed before the batch of events moved on by the events started
// so far, never the engine's state ahead of them; once a batch has played,
// they are the engine's. The game reaches pot payments and purchases.
func TestPotAndOwnersFollowThePlayback(t *testing.T) {
	h := newHarness(t, 11, anim.Speed1x)
	g := h.m.G.(*broke.Game)
	var before shown // what the marks showed before the batch playing
	potMoves, buys, stocks, early := 0, 0, 0, 0
	for tick := 0; tick < 30000 && !g.Over(); tick++ {
		require.NoError(t, h.app.Update())
		m := h.sc.ShownMarks().(*marks)
		queue, k := h.sc.Playback()
		if !h.sc.Playing() {
			v := g.View(0).(*broke.View)
			require.Equal(t, v.Pot, m.shown.pot, "tick %d: the pot as the engine has it", tick)
			require.Equal(t, v.Owners, m.shown.owners, "tick %d: the owners as the engine has them", tick)
			for seat := 0; seat < v.Seats; seat++ {
				require.Equal(t, presenter{}.SeatLines(v, seat), m.SeatLines(seat), "tick %d: seat %d's stock and Hotel", tick, seat)
			}
			before = m.shown
			continue
		}
		want := before
		for _, e := range queue[:k] {
			want.event(e)
		}
		require.Equal(t, want, m.shown, "tick %d: the marks follow the %d events started of %d", tick, k, len(queue))
		for seat := 0; seat < g.Seats(); seat++ {
			require.Equal(t, want.lines(seat), h.sc.ShownLines(seat), "tick %d: seat %d's panel follows the events", tick, seat)
		}
		// What the engine has already decided but not yet shown.
		ahead := want
		for _, e := range queue[k:] {
			ahead.event(e)
			switch {
			case e.Kind == broke.EvBuy:
				buys++
			case e.Kind == broke.EvStock:
				stocks++
			case e.Kind == broke.EvTransfer && (engine.Account(e.Other) == potAccount || engine.Account(e.Seat) == potAccount):
				potMoves++
			}
		}
		if ahead != want {
			early++
		}
	}
	assert.Positive(t, buys, "a Hotel was bought while we watched")
	assert.Positive(t, potMoves, "money went into or out of the pot")
	assert.Positive(t, stocks, "a stock card was kept")
	assert.Positive(t, early, "ticks where the engine was ahead of the board")
}
