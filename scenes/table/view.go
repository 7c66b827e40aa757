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
func (s *Scene) Layout(w, h float64) { s.lay = layoutFor(w, h, s.n) }

// Bar implements View.
func (s *Scene) Bar() ui.Rect { return s.lay.dec }

// Show implements View.
func (s *Scene) Show(m *match.Match) {
	s.m = m
	s.floats.Clear()
	s.sync()
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
	s.floats.Speed = ctx.Speed()
	s.floats.Update()
}
