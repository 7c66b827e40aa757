package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// Stage is a presenter's own show for some of its events, drawn over the
// board: a Casino's reels, a horse race, a spinner, a card turned face up.
// The table offers a stage every event it plays, in order, before showing
// the event its own way; a stage that takes one shows it, and the playback
// waits while the stage is Busy. The event's log line and its words on the
// status line come only once the stage has shown it, so nothing is told
// before the animation lands on it.
//
// A stage stays Open between events (the Casino stays up while its player
// picks a number) and closes itself when its show is over (it sees every
// event, taken or not: the next turn's, say). While it is open it may make
// a person's decision its own way (Decide), such as a roulette wheel to
// flick.
type Stage interface {
	// Event offers event e of game g. taken: the stage shows it, and the
	// table does nothing of its own for it. now: show it at once, at rest
	// (a skip, instant speed, or a replay's jump), with no sound.
	Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) (taken bool)
	// Update runs the stage one tick at ctx.Speed().
	Update(ctx *game.Context)
	// Busy reports whether a taken event is still being shown.
	Busy() bool
	// Finish shows the taken event at rest at once (the player skipped).
	Finish()
	// Open reports whether the stage is on screen.
	Open() bool
	// Draw draws the stage over the board's place on the screen.
	Draw(dst *ebiten.Image, board ui.Rect)
	// Decide is the stage's own way for a person to make decision d while
	// it is open, or nil for the presenter's or the table's.
	Decide(m *match.Match, d engine.Decision) DecisionUI
	// Reset closes the stage with nothing to show (the match on the table
	// was replaced, as when a replay jumps).
	Reset()
}

// StageSounds is how a stage's Event plays the sounds of the event it
// shows: through ctx, or nil when the event is shown at once, at rest and
// silent (now).
func StageSounds(ctx *game.Context, now bool) func(sound.ID) {
	if now {
		return nil
	}
	return ctx.Play
}

// Stager is a presenter with stages of its own: the table asks it for
// them once per match, and offers each event to them in this order.
type Stager interface {
	Stages(m *match.Match) []Stage
}

// SeatAware is a Stage that draws towards the seat panels (a card flying
// to the seat that keeps it): before each Draw the table tells it where
// each seat's panel is on the screen.
type SeatAware interface {
	SeatPanels(panel func(seat int) ui.Rect)
}

// Narrator is a Stage that says what it is showing while it is Busy
// ("Ben picked 17: the wheel spins…", "Horse 2 leads"): while the playback
// waits on a stage, the status line says its Now instead of the last
// thing told, which would speak of something already over. Its words say
// only what the show has shown so far; the event itself is told, as ever,
// once the stage has shown it. "" leaves the status line as it is.
type Narrator interface {
	Now() string
}

// stagesFor is p's stages for match m, or none.
func stagesFor(p Presenter, m *match.Match) []Stage {
	if st, ok := p.(Stager); ok {
		return st.Stages(m)
	}
	return nil
}

// staging is the table's side of its stages: the event a stage holds the
// playback for, to be told (status line and log) once it is shown.
type staging struct {
	stages []Stage
	held   bool
	event  engine.Event
}

// offer gives e to the stages; it reports whether one took it.
func (st *staging) offer(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	for _, s := range st.stages {
		if s.Event(ctx, g, e, now) {
			st.held, st.event = true, e
			return true
		}
	}
	return false
}

// busy reports whether a stage is still showing the event it took.
func (st *staging) busy() bool {
	for _, s := range st.stages {
		if s.Busy() {
			return true
		}
	}
	return false
}

// now is what the first busy stage that narrates says it is showing, or
// "".
func (st *staging) now() string {
	for _, s := range st.stages {
		if n, ok := s.(Narrator); ok && s.Busy() {
			if t := n.Now(); t != "" {
				return t
			}
		}
	}
	return ""
}

// finish ends every stage's show at once.
func (st *staging) finish() {
	for _, s := range st.stages {
		s.Finish()
	}
	st.held = false
}

func (st *staging) update(ctx *game.Context) {
	for _, s := range st.stages {
		s.Update(ctx)
	}
}

func (st *staging) draw(dst *ebiten.Image, board ui.Rect, seat func(int) ui.Rect) {
	for _, s := range st.stages {
		if s.Open() {
			if sa, ok := s.(SeatAware); ok {
				sa.SeatPanels(seat)
			}
			s.Draw(dst, board)
		}
	}
}

// decide is the first open stage's own UI for d, or nil.
func (st *staging) decide(m *match.Match, d engine.Decision) DecisionUI {
	for _, s := range st.stages {
		if s.Open() {
			if ui := s.Decide(m, d); ui != nil {
				return ui
			}
		}
	}
	return nil
}

func (st *staging) reset() {
	st.held = false
	for _, s := range st.stages {
		s.Reset()
	}
}
