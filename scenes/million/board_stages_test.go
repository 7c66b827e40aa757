package million

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/scenes/table"
)

// A show holds the playback on the event it shows: while one is busy the
// last event started is the one it took (the dice's faces, a card, an
// upgrade), nothing after it has started, and the status line does not
// yet say it. The dice come to rest on the engine's faces, a kept card is
// never turned face up, and at 1x a card and an upgrade stay up their
// whole length, long enough to read.
func TestShowsNothingEarly(t *testing.T) {
	h := newBoardHarness(t, 4, anim.Speed1x)
	shows := map[uint16]int{}
	var last engine.Event
	up := 0
	for tick := 0; tick < 200000 && !h.m.G.Over() && len(shows) < 5; tick++ {
		require.NoError(t, h.app.Update())
		queue, k := h.sc.Playback()
		if !h.busy() {
			if up > 0 {
				want := map[uint16]int{million.EvLifestyle: cardShow, million.EvChance: cardShow, million.EvFortune: cardShow,
					million.EvKeep: keptShow, million.EvUpgrade: upShow}[last.Kind]
				if want > 0 {
					assert.InDelta(t, want, up, 2, "tick %d: event %d was shown %d ticks", tick, last.Kind, up)
					shows[last.Kind]++
				}
			}
			up = 0
			continue
		}
		require.Positive(t, k, "tick %d: a show with no event started", tick)
		e := queue[k-1]
		if up == 0 {
			last = e
		}
		require.Equal(t, last, e, "tick %d: nothing starts while a show holds the playback", tick)
		up++
		assert.NotEqual(t, h.m.G.Describe(e), h.sc.Status(), "tick %d: not said before it is shown", tick)
		switch e.Kind {
		case million.EvFaces:
			require.True(t, h.dice.Busy(), "tick %d: the dice show their throw", tick)
			if faces, ok := h.dice.shown(); ok {
				assert.Equal(t, [2]int{int(e.Arg), int(e.Arg2)}, faces, "tick %d: at rest on the engine's faces", tick)
			}
		case million.EvKeep:
			require.True(t, h.card.Busy())
			assert.False(t, h.card.faceUp, "a kept card stays face down")
			assert.Empty(t, h.card.card.Text, "the stage does not even know its face")
		case million.EvFortune, million.EvLifestyle, million.EvChance:
			require.True(t, h.card.Busy(), "tick %d: the card shows", tick)
			assert.True(t, h.card.faceUp)
		case million.EvUpgrade:
			require.True(t, h.up.Busy(), "tick %d: the upgrade shows", tick)
		default:
			t.Fatalf("tick %d: a show holds event %d", tick, e.Kind)
		}
	}
	assert.Len(t, shows, 5, "cards of each kind and an upgrade shown whole: %v", shows)
}

// A tap while a show is up skips it and the rest of the batch: the next
// tick nothing is busy and the board shows the engine's state.
func TestShowsSkipOnTap(t *testing.T) {
	h := newBoardHarness(t, 4, anim.Speed1x)
	skipped := map[string]bool{}
	for tick := 0; tick < 200000 && !h.m.G.Over() && len(skipped) < 3; tick++ {
		require.NoError(t, h.app.Update())
		name := ""
		switch {
		case h.dice.Busy():
			name = "dice"
		case h.card.Busy():
			name = "card"
		case h.up.Busy():
			name = "upgrade"
		}
		if name == "" || skipped[name] {
			continue
		}
		h.tap()
		for i := 0; i < 3 && len(h.queue) > 0; i++ {
			require.NoError(t, h.app.Update())
		}
		assert.False(t, h.busy(), "%s: skipped at once", name)
		assert.False(t, h.sc.Playing(), "%s: the batch is shown at rest", name)
		assert.Equal(t, board(h.m.G.View(0).(*million.View)), board(h.sc.ShownMarks().(*marks).shown()), "%s: the board as the engine has it", name)
		skipped[name] = true
	}
	assert.Len(t, skipped, 3, "each show skipped: %v", skipped)
}

// At instant speed no show ever holds the playback: each show's event,
// offered at rest (now) or caught mid-show when the player switches to
// instant, is over after one tick. (On the table, computers' turns at
// instant are flushed whole, so the stages are driven here directly.)
func TestShowsNeverHoldAtInstant(t *testing.T) {
	m := eventMatch(million.EvUpgrade, 0)
	var events []engine.Event
	for k := 0; k < 4000 && !m.G.Over(); k++ {
		a, err := m.ComputerAction()
		require.NoError(t, err)
		ev, err := m.Apply(a)
		require.NoError(t, err)
		events = append(events, ev...)
	}
	stages := []table.Stage{&diceStage{}, &cardStage{}, &upgradeStage{m: m}}
	taken := 0
	driver := &driveScene{each: func(ctx *shell.Context) {
		for _, now := range []bool{true, false} {
			for _, e := range events {
				for _, st := range stages {
					if !st.Event(ctx, m.G, e, now) {
						continue
					}
					taken++
					if !now {
						st.Update(ctx)
					}
					require.False(t, st.Busy(), "event %d (now %v) holds at instant speed", e.Kind, now)
				}
			}
		}
	}}
	require.NoError(t, newApp(t, driver, anim.SpeedInstant).Update())
	require.True(t, driver.done)
	assert.Greater(t, taken, 20, "the shows took their events")
}

// driveScene runs each once, in its first Update.
type driveScene struct {
	each func(ctx *shell.Context)
	done bool
}

func (d *driveScene) Update(ctx *shell.Context) error {
	if !d.done {
		d.each(ctx)
		d.done = true
	}
	return nil
}

func (d *driveScene) Draw(*ebiten.Image) {}
