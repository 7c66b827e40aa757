package table

import (
	"strings"
	"time"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/game"
	"wheeloffate/game/match"
)

// A hard computer's decision is a search of thousands of re-dealt games:
// too long for one tick in a browser. The boards run it a slice a tick
// (match.Think) until a time budget of the tick is spent, so a frame is
// never held for a whole search; the playouts are counted, so the choice is
// the same however it is sliced.

// ThinkSlice is how much of a tick (16.7 ms) the computers' thinking may
// take; drawing the frame needs the rest.
const ThinkSlice = 6 * time.Millisecond

// thinkStep is how many playouts run between looks at the clock: a playout
// takes 15–80 µs natively, a few times more in a browser.
const thinkStep = 4

// Thinker runs computers' decisions within a budget per tick.
type Thinker struct {
	Slice time.Duration
	tick  uint64
	spent time.Duration // this tick's thinking so far
	// Max is the longest a tick has spent thinking.
	Max time.Duration
	// Clock is time.Now unless a test sets its own.
	Clock func() time.Time
}

// Think works on m's pending computer decision until it is made or the
// tick's slice is spent (at least one step, so it always goes on), and
// returns the action once it is made. tick names the tick (a new one gives
// a new slice).
func (t *Thinker) Think(m *match.Match, tick uint64) (a engine.Action, done bool, err error) {
	if tick != t.tick {
		t.tick, t.spent = tick, 0
	}
	now := t.Clock
	if now == nil {
		now = time.Now
	}
	start, searches := now(), m.Searches
	for {
		a, done, err = m.Think(thinkStep)
		if el := now().Sub(start); done || err != nil || t.spent+el >= t.Slice {
			t.spent += el
			break
		}
	}
	t.Max = max(t.Max, t.spent)
	game.NoteThink(t.spent, m.Searches-searches)
	return a, done, err
}

// thinker is the boards' (one board runs at a time, in the game loop).
var thinker = Thinker{Slice: ThinkSlice}

// Think is the boards' way to ask a computer for its action: a slice of
// its decision this tick; done is false while it is still thinking (ask
// again next tick). Life's board uses it too.
func Think(m *match.Match) (engine.Action, bool, error) {
	return thinker.Think(m, game.Frames().Ticks)
}

// SeatNote is the small line a computer seat's panel starts with: its
// level when it is not the usual one ("Hard", "Easy"), and "thinking…"
// while its search runs.
func SeatNote(m *match.Match, seat int) string {
	var parts []string
	if lv := LevelNote(m, seat); lv != "" {
		parts = append(parts, lv)
	}
	if m.ThinkingSeat() == seat {
		parts = append(parts, "thinking…")
	}
	return strings.Join(parts, " · ")
}

// LevelNote is a computer seat's level when it is not the usual one
// ("Hard", "Easy"), else "".
func LevelNote(m *match.Match, seat int) string {
	if lv := m.Level(seat); lv != "" && lv != ai.Normal {
		return LevelName(lv)
	}
	return ""
}

// LevelName is a level's name for people: "Easy", "Normal", "Hard".
func LevelName(level string) string {
	switch level {
	case ai.Easy:
		return "Easy"
	case ai.Hard:
		return "Hard"
	}
	return "Normal"
}
