//go:build xvfb

package million

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// A person's whole game on the table: the presenter with every stage of
// its own, watched, and a person who answers only through the controls on
// the screen, by mouse, touch and keys in turn.

// watch is what the test sees of the table: the last panel made for the
// person (the presenter's, a stage's, or the table's default panel) and
// each deal answer the deal stage showed.
type watch struct {
	last    made
	answers []shownAnswer
	stages  []table.Stage // the presenter's, as they are
	painted []table.Stage // the stages drawn in the last frame, in order
}

// shownAnswer is a deal's answer as the deal stage took it: who answered
// whose deal, how, its words on the stage, and whether it was shown at
// once and at rest (a skip) rather than played.
type shownAnswer struct {
	by, to int
	kind   uint16
	words  string
	now    bool
}

// wholePresenter is the game's presenter, every stage its own, watched.
type wholePresenter struct {
	presenter
	w *watch
}

// Decide makes the presenter's panel, or the table's default one just as
// the table would for a decision it has none for, and keeps it.
func (p wholePresenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := p.presenter.Decide(m, d)
	if u == nil {
		u = table.NewPanel(m, d)
	}
	p.w.last = made{u, len(m.Actions)}
	return u
}

func (p wholePresenter) Stages(m *match.Match) []table.Stage {
	st := p.presenter.Stages(m)
	p.w.stages = append([]table.Stage(nil), st...)
	for i, s := range st {
		st[i] = &watchedStage{Stage: s, w: p.w}
	}
	return st
}

// watchedStage is a stage as it is, which tells the watch the panel it
// makes and the deal answers it shows. It passes on what the table asks
// of a stage beyond the interface (SeatAware, Narrator).
type watchedStage struct {
	table.Stage
	w *watch
}

func (s *watchedStage) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := s.Stage.Decide(m, d)
	if u != nil {
		s.w.last = made{u, len(m.Actions)}
	}
	return u
}

func (s *watchedStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	taken := s.Stage.Event(ctx, g, e, now)
	if ds, ok := s.Stage.(*dealStage); ok && taken {
		switch e.Kind {
		case million.EvAccept, million.EvRefuse, million.EvCounter:
			s.w.answers = append(s.w.answers, shownAnswer{by: int(e.Seat), to: int(e.Other), kind: e.Kind, words: ds.answer, now: now})
		}
	}
	return taken
}

func (s *watchedStage) Draw(dst *ebiten.Image, board ui.Rect) {
	s.w.painted = append(s.w.painted, s.Stage)
	s.Stage.Draw(dst, board)
}

func (s *watchedStage) SeatPanels(panel func(seat int) ui.Rect) {
	if sa, ok := s.Stage.(table.SeatAware); ok {
		sa.SeatPanels(panel)
	}
}

func (s *watchedStage) Now() string {
	if n, ok := s.Stage.(table.Narrator); ok {
		return n.Now()
	}
	return ""
}

// ways are how the person presses a control, taken in turn.
var ways = [...]string{"mouse", "touch", "keys"}

// hands is the person at the table: presses controls on the screen, the
// way by turns, and counts them.
type hands struct {
	t      *testing.T
	hn     *harness
	w      *watch
	screen *ebiten.Image
	n      int            // presses so far, for the turn of ways
	ticks  int            // ticks run
	touchd int            // the tick of the last touch
	skips  int            // "Play until my turn" pressed
	used   map[string]int // presses that chose an action, by way
}

// tick runs the app one tick.
func (h *hands) tick() {
	h.ticks++
	require.NoError(h.t, h.hn.app.Update())
}

// mouseIgnored is how long after a touch the game ignores the mouse (the
// mouse events a browser makes up from a touch: input.mouseAfterTouch).
const mouseIgnored = 31

// wayNow is the next way in turn: the mouse where the test cannot see the
// keyboard focus, and the mouse only once the game counts it again after
// a finger (a person does not switch that fast): it waits, or where a
// moment runs out meanwhile (an optional choice out of turn), the keys.
func (h *hands) wayNow(f *ui.Focus) string {
	way := ways[h.n%len(ways)]
	h.n++
	if way == "keys" && f == nil {
		way = "mouse"
	}
	if way == "mouse" && h.ticks-h.touchd < mouseIgnored {
		d, _ := h.hn.m.Decision()
		if _, moment := table.Lapse(h.hn.m, d); moment && f != nil {
			return "keys"
		}
		for h.ticks-h.touchd < mouseIgnored {
			h.tick()
		}
	}
	return way
}

// drain runs the ticks the queued input takes, and stops feeding it (and
// reports false) once the panel it was meant for is gone.
func (h *hands) drain(u table.DecisionUI, acts int) bool {
	for len(h.hn.queue) > 0 {
		h.tick()
		if h.w.last.ui != u || len(h.hn.m.Actions) != acts {
			h.hn.queue = h.hn.queue[:0]
			return false
		}
	}
	return true
}

// drawn is the enabled control drawn at (x, y) now, if any: what the
// person sees there and what the browser's hook lists.
func (h *hands) drawn(x, y float64) (ui.Drawn, bool) {
	var got ui.Drawn
	found := false
	for _, d := range h.drawnAll() {
		if !d.Disabled && d.Rect.Contains(x, y) {
			got, found = d, true // the last drawn is on top
		}
	}
	return got, found
}

// drawnAll are the controls the screen draws now.
func (h *hands) drawnAll() []ui.Drawn {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	h.hn.app.Draw(h.screen)
	return ui.DrawnControls()
}

// press presses control c of panel u (its keyboard focus f, nil where the
// test cannot see it: the table's default panel; sc the list it scrolls
// in, if any) the next way in turn, once it is drawn on the screen,
// enabled. A control scrolled out of its list is scrolled into view first:
// by the wheel, by a drag, or by Tab, which reveals it. It reports the way.
func (h *hands) press(u table.DecisionUI, f *ui.Focus, c ui.Focusable, sc *ui.Scroller) string {
	h.t.Helper()
	way := h.wayNow(f)
	acts := len(h.hn.m.Actions)
	if way == "keys" {
		for k := 0; k < 80 && f.Current() != c; k++ {
			h.hn.key(input.KeyNext)
			if !h.drain(u, acts) {
				return way
			}
		}
		require.Equal(h.t, c, f.Current(), "Tab reaches the control at %v", c.Bounds())
	} else if sc != nil {
		h.scrollTo(u, sc, c, way)
	}
	x, y := c.Bounds().Center()
	d, ok := h.drawn(x, y)
	require.True(h.t, ok, "a control is drawn, enabled, where the person presses (%v)", c.Bounds())
	require.True(h.t, d.Rect.Overlaps(c.Bounds()), "the control drawn there is the one pressed: %q at %v", d.Label, d.Rect)
	h.send(way, x, y, input.KeyConfirm)
	h.drain(u, acts)
	h.tick()
	return way
}

// scrollTo scrolls list sc until c is in its view: the mouse wheel over
// it, or a finger dragging it, held still before it lets go (no glide).
func (h *hands) scrollTo(u table.DecisionUI, sc *ui.Scroller, c ui.Focusable, way string) {
	acts := len(h.hn.m.Actions)
	for k := 0; k < 40 && sc.Scrolls() && !sc.View.Holds(c.Bounds()); k++ {
		x, y := sc.View.Center()
		down := c.Bounds().Y > sc.View.Y // below: bring it up
		if way == "mouse" {
			notch := 1.0
			if down {
				notch = -1
			}
			h.hn.queue = append(h.hn.queue, input.Sample{MouseX: x, MouseY: y, MouseIn: true, WheelY: notch, Focused: true})
		} else {
			dy := min(sc.View.H/3, 60.0)
			if down {
				dy = -dy
			}
			at := func(y float64) input.Sample {
				return input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true}
			}
			for s := 0; s <= 6; s++ {
				h.hn.queue = append(h.hn.queue, at(y+dy*float64(s)/6))
			}
			for range 8 {
				h.hn.queue = append(h.hn.queue, at(y+dy))
			}
			h.hn.queue = append(h.hn.queue, input.Sample{Focused: true})
		}
		if !h.drain(u, acts) {
			return
		}
		if way != "mouse" {
			h.touchd = h.ticks
		}
		for range 20 {
			h.tick() // any glide ends
		}
	}
	require.True(h.t, sc.View.Holds(c.Bounds()), "the list scrolls the control into view: %v in %v", c.Bounds(), sc.View)
}

// send queues a press at (x, y) by mouse or touch, or key k.
func (h *hands) send(way string, x, y float64, k input.Key) {
	switch way {
	case "mouse":
		h.hn.tap(x, y)
	case "touch":
		h.hn.touch(x, y)
		h.touchd = h.ticks + 1
	default:
		h.hn.key(k)
	}
}

// pressSkip presses "Play until my turn": by mouse, by touch, or its key (F).
func (h *hands) pressSkip(b *table.SkipButton) {
	h.skips++
	way := h.wayNow(&ui.Focus{})
	x, y := b.Rect.Center()
	h.send(way, x, y, input.KeyFast)
	for len(h.hn.queue) > 0 {
		h.tick()
	}
}
