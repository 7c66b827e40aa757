package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// View is the half of a board the replay viewer drives: it shows a match,
// animates the actions the viewer applies to it, and never makes a move of
// its own. The table's scene is one (NewView); a ruleset with its own board
// scene gives its own through Presenter.View.
type View interface {
	// Layout lays the board out for a screen size.
	Layout(w, h float64)
	// Bar is where the board keeps its decision bar, which a replay never
	// shows: the viewer puts its controls there.
	Bar() ui.Rect
	// Show makes the board show m as it stands, with nothing to animate.
	Show(m *match.Match)
	// Play applies a to the match shown and animates its events.
	Play(ctx *game.Context, a engine.Action) error
	// Animating reports whether events are still being shown.
	Animating() bool
	// Finish skips to the end of what is being shown.
	Finish(ctx *game.Context)
	// Advance plays the animation one step on (several a tick at the
	// viewer's fast speeds).
	Advance(ctx *game.Context)
	// Tick runs what the board does once a tick besides playing events
	// (floating money, the camera). free says the pointer is not on the
	// viewer's own controls, so the board may use it (to pan).
	Tick(ctx *game.Context, free bool)
	// Board is the board's part of the screen, where the viewer may put
	// its result card at the end.
	Board() ui.Rect

	// What the board shows, for the viewer and tests: the match on it, the
	// seat it marks as the one to move (-1 none), its top line and the
	// seat whose colour that line shows (-1 none), the log lines on screen
	// and where the log is, and its own controls and labels (camera
	// buttons, the turn pill) that nothing may cover.
	Shown() *match.Match
	Marked() int
	TopLine() (string, int)
	LogLines() []string
	LogRect() ui.Rect
	Controls() []ui.Rect
	Draw(screen *ebiten.Image)
}

// NewView is the table's scene as a View, for rulesets without a board
// scene of their own: its panels show no seat's hidden cards.
func NewView(m *match.Match, p Presenter) View {
	s := New(m, PlayOptions{}, p)
	s.viewOnly = true
	s.viewer = -1
	s.sync()
	return s
}

// Layout implements View.
func (s *Scene) Layout(w, h float64) { s.refit(layoutWith(w, h, s.n, true)) }

// Bar implements View.
func (s *Scene) Bar() ui.Rect { return s.lay.dec }

// Show implements View.
func (s *Scene) Show(m *match.Match) {
	s.m = m
	s.floats.Clear()
	s.stage.reset()
	s.sync()
	s.refit(s.fit.key.base)
}

// Play implements View.
func (s *Scene) Play(ctx *game.Context, a engine.Action) error {
	from := len(s.m.Log)
	ev, err := s.m.Apply(a)
	if err != nil {
		return err
	}
	s.logFrom = from
	s.queue = append(s.queue[:0], ev...)
	s.qi = 0
	s.play(ctx)
	return nil
}

// Advance implements View.
func (s *Scene) Advance(ctx *game.Context) {
	if s.Playing() {
		s.play(ctx)
	}
}

// Board implements View.
func (s *Scene) Board() ui.Rect { return s.lay.board }

// Animating implements View.
func (s *Scene) Animating() bool { return s.Playing() }

// Finish implements View.
func (s *Scene) Finish(ctx *game.Context) { s.flush(ctx) }

// Tick implements View. The table's board has no camera to pan.
func (s *Scene) Tick(ctx *game.Context, _ bool) {
	s.seatTick++
	s.floats.Speed = ctx.Speed()
	s.floats.Update()
	s.stage.update(ctx)
	s.refit(s.fit.key.base) // the words the events played changed
}

// Shown implements View.
func (s *Scene) Shown() *match.Match { return s.m }

// Marked implements View.
func (s *Scene) Marked() int {
	if s.m.G.Over() && !s.Playing() {
		return -1
	}
	return s.active
}

// TopLine implements View.
func (s *Scene) TopLine() (string, int) { return s.Status(), s.Marked() }

// LogLines implements View.
func (s *Scene) LogLines() []string { return s.m.Log[:s.logShown] }

// LogRect implements View.
func (s *Scene) LogRect() ui.Rect { return s.lay.log }

// Controls implements View: the top bar.
func (s *Scene) Controls() []ui.Rect { return []ui.Rect{s.lay.top} }

// HookInfo implements game.HookScene: what the browser test hook reads.
func (s *Scene) HookInfo() game.HookInfo {
	offered := s.panel != nil && !s.Playing() && s.passTo < 0 && !s.viewOnly
	return game.HookInfo{Match: s.m, Offered: offered}
}
