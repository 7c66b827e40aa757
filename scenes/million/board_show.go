package million

import (
	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// show is what the card and the upgrade share as stages: a show of a set
// length over the board that holds the playback while it runs, over at
// once at instant speed or when skipped, and asks nothing.
type show struct {
	t int // ticks into the show at 1x; 0 closed
}

// begin starts the show, or with now (a skip, instant speed, a replay's
// jump) leaves it closed: the event is shown at rest.
func (s *show) begin(now bool) {
	s.t = 1
	if now {
		s.t = 0
	}
}

// step runs the show one tick at ctx's speed; it closes after length
// ticks at 1x.
func (s *show) step(ctx *game.Context, length int) {
	if s.t == 0 {
		return
	}
	if ctx.Speed().Instant() {
		s.t = 0
		return
	}
	if s.t += ctx.Speed().Ticks(); s.t > length {
		s.t = 0
	}
}

// Busy implements table.Stage: the whole show holds the playback.
func (s *show) Busy() bool { return s.t > 0 }

// Finish implements table.Stage.
func (s *show) Finish() { s.t = 0 }

// Open implements table.Stage.
func (s *show) Open() bool { return s.t > 0 }

// Reset implements table.Stage.
func (s *show) Reset() { s.t = 0 }

// Decide implements table.Stage: a show asks nothing.
func (s *show) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }
