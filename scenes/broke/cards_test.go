package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// watchCards plays a game of computers at speed sp and calls each(tick,
// open) every tick, with whether the card stage is showing a card; it stops
// when each returns false or after ticks.
func watchCards(t *testing.T, sp anim.Speed, ticks int, each func(h *harness, c *cardStage, tick int) bool) *harness {
	c := newCardStage()
	h := newHarnessWith(t, 11, sp, cardShotPresenter{c: c})
	for tick := 0; tick < ticks && !h.m.G.Over(); tick++ {
		require.NoError(t, h.app.Update())
		if !each(h, c, tick) {
			break
		}
	}
	return h
}

// A card drawn is shown face up before anything it makes happen: while it
// is on the board the last event started is its draw (no payment, no
// stock kept, no move yet), for a readable moment at 1x (at least its hold,
// over a second and a half) and a quarter of it at 4x; only then does the
// status line say it.
func TestCardShownFaceUpBeforeItsEffect(t *testing.T) {
	for _, sp := range []anim.Speed{anim.Speed1x, anim.Speed4x} {
		t.Run(fmt.Sprint(sp), func(t *testing.T) {
			shown, open, wasOpen := 0, 0, false
			var drawn engine.Event
			watchCards(t, sp, 40000, func(h *harness, c *cardStage, tick int) bool {
				queue, k := h.sc.Playback()
				if c.Open() {
					require.Positive(t, k, "tick %d: a card shows with its draw started", tick)
					drawn = queue[k-1]
					require.Equal(t, uint16(broke.EvCard), drawn.Kind, "tick %d: the last event started is the draw", tick)
					require.Equal(t, [2]int{c.deck, c.card}, [2]int{int(drawn.Arg), int(drawn.Arg2)}, "tick %d: the card drawn is the one shown", tick)
					assert.NotEqual(t, h.m.G.Describe(drawn), h.sc.Status(), "tick %d: not said before it is shown", tick)
					open++
					wasOpen = true
					return true
				}
				if wasOpen {
					wasOpen = false
					shown++
					// At 1x the whole show; at 4x a quarter of it, give or
					// take the tick it started on.
					want := cardShow / sp.Ticks()
					assert.InDelta(t, want, open, 2, "card %d was up %d ticks", shown, open)
					assert.Equal(t, h.m.G.Describe(drawn), h.sc.Status(), "the card is said once it has been shown")
					open = 0
				}
				return shown < 4
			})
			assert.Equal(t, 4, shown, "cards drawn and shown")
		})
	}
}

// A tap or Enter while a card shows skips it: it closes at once, the rest
// of the batch is shown at rest (the money and marks as the engine has
// them), and nothing waits.
func TestCardSkipped(t *testing.T) {
	skipped := false
	var h *harness
	h = watchCards(t, anim.Speed1x, 40000, func(h *harness, c *cardStage, tick int) bool {
		if c.Open() && !skipped && c.t > cardRise {
			skipped = true
			h.key(input.KeyConfirm)
			return true
		}
		if skipped && len(h.queue) == 0 {
			assert.False(t, c.Open(), "the card is put away")
			assert.False(t, h.sc.Playing(), "the batch is shown at rest")
			return false
		}
		return true
	})
	require.True(t, skipped, "a card was drawn")
	v := h.m.G.View(0).(*broke.View)
	assert.Equal(t, v.Pot, h.sc.ShownMarks().(*marks).shown.pot)
}

// openProbe counts the cards a stage opens for as it takes them.
type openProbe struct {
	*cardStage
	taken, opened int
}

func (p *openProbe) Event(ctx *shell.Context, g engine.Game, e engine.Event, now bool) bool {
	taken := p.cardStage.Event(ctx, g, e, now)
	if taken {
		p.taken++
		if p.Open() {
			p.opened++
		}
	}
	return taken
}

type probePresenter struct {
	presenter
	p *openProbe
}

func (pp probePresenter) Stages(*match.Match) []table.Stage { return []table.Stage{pp.p} }

// At the instant speed (as when a replay jumps or a turn is skipped) each
// card is taken and told at once, never opened; at 1x every card opens.
func TestCardAtInstantSpeedNeverShows(t *testing.T) {
	for _, sp := range []anim.Speed{anim.SpeedInstant, anim.Speed1x} {
		p := &openProbe{cardStage: newCardStage()}
		h := newHarnessWith(t, 11, sp, probePresenter{p: p})
		for tick := 0; tick < 3000 && !h.m.G.Over() && p.taken < 3; tick++ {
			require.NoError(t, h.app.Update())
		}
		require.GreaterOrEqual(t, p.taken, 3, "%v: cards were drawn", sp)
		if sp.Instant() {
			assert.Zero(t, p.opened, "at once, never shown")
		} else {
			assert.Equal(t, p.taken, p.opened, "every card shown")
		}
	}
}

// A card flies back to its deck's pile, except a stock card, which flies
// to the panel of the seat that keeps it.
func TestCardFliesToItsPileOrItsOwner(t *testing.T) {
	board := ui.R(8, 60, 876, 486)
	panel := func(seat int) ui.Rect { return ui.R(900, 60+float64(seat)*64, 372, 56) }
	stock, bill := -1, -1
	for id, cd := range broke.Cards(broke.ReceiveDeck) {
		if cd.Kind == broke.CStock && stock < 0 {
			stock = id
		}
		if cd.Kind == broke.CCollect && bill < 0 {
			bill = id
		}
	}
	g, err := broke.New(broke.Options{Seats: 3, Seed: 1})
	require.NoError(t, err)
	for _, c := range []struct {
		deck, id int
		toSeat   bool
	}{
		{broke.ReceiveDeck, stock, true},
		{broke.ReceiveDeck, bill, false},
	} {
		cs := newCardStage()
		cs.SeatPanels(panel)
		require.True(t, cs.Event(nil, g, engine.Event{Kind: broke.EvCard, Seat: 2, Arg: int16(c.deck), Arg2: int16(c.id)}, true))
		assert.False(t, cs.Open(), "now: at rest, not shown")
		assert.Equal(t, c.toSeat, cs.keep)
		cs.t = cardShow
		r, _ := cs.place(board)
		cx, cy := r.X+r.W/2, r.Y+r.H/2
		pile := pileRects(table.ViewBoard(cs.geo, board))[c.deck]
		if c.toSeat {
			assert.True(t, panel(2).Holds(ui.R(cx, cy, 0, 0)), "a kept card lands on its owner's panel: %+v", r)
		} else {
			assert.Equal(t, pile, r, "a card played lands on its pile")
		}
	}
}
