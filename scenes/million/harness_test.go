package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The five window sizes every control must be on.
var sizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

// harness runs a match on the table in an App with scripted input,
// without a window, with the auction stage held for the test to look at.
type harness struct {
	app   *game.App
	sc    *table.Scene
	m     *match.Match
	st    *auctionStage
	queue []input.Sample
	// events are every event of the actions applied on the table, in
	// order.
	events []engine.Event
	seen   int
	ui     made // the last panel made for a person
}

// made is a panel made for a person, and the actions then applied.
type made struct {
	ui table.DecisionUI
	at int
}

// recPresenter is the presenter with the harness's auction stage, which
// keeps the last panel it and the stage made.
type recPresenter struct {
	presenter
	st   *auctionStage
	last *made
}

func (p recPresenter) Stages(*match.Match) []table.Stage {
	return []table.Stage{recStage{auctionStage: p.st, last: p.last}}
}

func (p recPresenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := p.presenter.Decide(m, d)
	*p.last = made{u, len(m.Actions)}
	return u
}

type recStage struct {
	*auctionStage
	last *made
}

func (s recStage) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := s.auctionStage.Decide(m, d)
	if u != nil {
		*s.last = made{u, len(m.Actions)}
	}
	return u
}

func newHarness(t testing.TB, m *match.Match, sp anim.Speed, w, h int) *harness {
	return newHarnessOn(t, m, sp, w, h, func(hn *harness) table.Presenter {
		hn.st = newAuctionStage(m)
		return recPresenter{st: hn.st, last: &hn.ui}
	})
}

// newHarnessOn is newHarness with the presenter p makes for it.
func newHarnessOn(t testing.TB, m *match.Match, sp anim.Speed, w, h int, p func(hn *harness) table.Presenter) *harness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d}`, sp))))
	hn := &harness{m: m, seen: len(m.Actions)}
	hn.sc = table.New(m, table.PlayOptions{}, p(hn))
	hn.app = game.NewApp(hn.sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(hn.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := hn.queue[0]
		hn.queue = hn.queue[1:]
		return s
	}})
	hn.app.Layout(w, h)
	return hn
}

// step updates once and keeps the events of the actions applied (the
// game's last events after each, replayed where several were applied in
// one tick).
func (hn *harness) step(t testing.TB) {
	require.NoError(t, hn.app.Update())
	if len(hn.m.Actions) == hn.seen {
		return
	}
	r, err := match.New(hn.m.Setup)
	require.NoError(t, err)
	for i, a := range hn.m.Actions {
		ev, err := r.Apply(a)
		require.NoError(t, err)
		if i >= hn.seen {
			hn.events = append(hn.events, ev...)
		}
	}
	hn.seen = len(hn.m.Actions)
}

// run updates n times, or until the input is used and cond holds.
func (hn *harness) run(t testing.TB, n int, cond func() bool) bool {
	for range n {
		hn.step(t)
		if len(hn.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

func (hn *harness) tap(x, y float64) { hn.queue = append(hn.queue, input.ClickSamples(x, y)...) }

func (hn *harness) touch(x, y float64) {
	hn.queue = append(hn.queue,
		input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true},
		input.Sample{Focused: true})
}

func (hn *harness) key(k input.Key) { hn.queue = append(hn.queue, input.KeySamples(k)...) }

// press uses control c by way: a mouse click, a touch, or Tab to it and
// Enter.
func (hn *harness) press(t *testing.T, way string, f *ui.Focus, c ui.Focusable) {
	t.Helper()
	x, y := c.Bounds().Center()
	switch way {
	case "mouse":
		hn.tap(x, y)
	case "touch":
		hn.touch(x, y)
	default:
		for k := 0; k < 40 && f.Current() != c; k++ {
			hn.key(input.KeyNext)
			hn.run(t, 2, never)
		}
		require.Equal(t, c, f.Current(), "Tab reaches the control")
		hn.key(input.KeyConfirm)
	}
	hn.run(t, 3, never)
}

// last is the last event of kind applied, if any.
func (hn *harness) last(kind uint16) (engine.Event, bool) {
	for i := len(hn.events) - 1; i >= 0; i-- {
		if hn.events[i].Kind == kind {
			return hn.events[i], true
		}
	}
	return engine.Event{}, false
}

// panel is the decision UI on the table once the playback is over and a
// person's panel of type T is up, placed.
func panelOf[T table.DecisionUI](t *testing.T, hn *harness) T {
	t.Helper()
	var got T
	ok := hn.run(t, 3000, func() bool {
		if hn.sc.Playing() {
			return false
		}
		d, pending := hn.m.Decision()
		if !pending || hn.m.IsComputer(int(d.Seat)) {
			return false
		}
		p, ok := hn.ui.ui.(T)
		got = p
		return ok && hn.ui.at == len(hn.m.Actions)
	})
	require.True(t, ok, "the panel is up")
	return got
}

// screenOf is the logical screen for a window size.
func screenOf(ws [2]int) ui.Rect {
	lw, lh := game.LogicalSize(ws[0], ws[1])
	return ui.R(0, 0, float64(lw), float64(lh))
}

// checkControls: every control on the screen, finger-sized, apart from
// the others.
func checkControls(t *testing.T, name string, screen ui.Rect, ctrls []ui.Focusable) {
	t.Helper()
	for i, c := range ctrls {
		r := c.Bounds()
		assert.True(t, screen.Holds(r), "%s: control %d %v on the screen %v", name, i, r, screen)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: control %d is finger-sized", name, i)
		assert.GreaterOrEqual(t, r.W, float64(ui.MinHit), "%s: control %d is finger-sized", name, i)
		for j := i + 1; j < len(ctrls); j++ {
			assert.False(t, r.Overlaps(ctrls[j].Bounds()), "%s: controls %d and %d overlap", name, i, j)
		}
	}
}

func never() bool { return false }

var _ = assert.True
