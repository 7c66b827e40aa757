package life

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/scenes/table"
)

// The screen follows the animation: recorded games are stepped tick by tick
// at 1x, and at every tick nothing on the board (the seat panels' words and
// badges, their cash, the turn counter, the log, the wheel's number) shows
// an event whose animation has not started. What each panel would say
// before and after the action being played is worked out from the engine,
// apart from the screen.

// boardStretch is a piece of a recorded game to step through: the match
// replayed up to action from, then played on the board for acts actions.
type boardStretch struct {
	ruleset string
	n       int
	seed    uint64
	persons []int
	fromEnd bool // start acts actions before the game's end, not at its start
	acts    int
}

func (s boardStretch) String() string {
	where := "start"
	if s.fromEnd {
		where = "end"
	}
	return fmt.Sprintf("%s/%d seats/seed %d/persons %v/%s", s.ruleset, s.n, s.seed, s.persons, where)
}

// boardRecord plays a whole game of computers headless and returns its actions.
func boardRecord(t *testing.T, ruleset string, n int, seed uint64) []engine.Action {
	m := boardMatch(ruleset, n, seed, nil)
	for !m.G.Over() {
		require.NoError(t, m.StepComputer())
	}
	return m.Actions
}

// start builds the board at the stretch's first action, a watch on it,
// and its harness (whose first tick may apply an action already).
func (s boardStretch) start(t *testing.T) (*boardScene, *boardWatch, *boardHarness) {
	var acts []engine.Action
	if s.fromEnd {
		rec := boardRecord(t, s.ruleset, s.n, s.seed)
		acts = rec[:max(0, len(rec)-s.acts)]
	}
	b := newBoardScene(boardReplay(s.ruleset, s.n, s.seed, acts, s.persons), table.PlayOptions{})
	w := newBoardWatch(b)
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	w.update(t)
	return b, w, hn
}

// boardWholeGame is more actions than any game has.
const boardWholeGame = 1 << 20

var boardFollowStretches = []boardStretch{
	{ruleset: "life", n: 4, seed: 3, acts: boardWholeGame},
	{ruleset: "life", n: 4, seed: 8, acts: 150, fromEnd: true},
	{ruleset: "life", n: 4, seed: 17, acts: boardWholeGame, persons: []int{0}},
	{ruleset: "life-duel", n: 2, seed: 5, acts: boardWholeGame},
	{ruleset: "life-duel", n: 2, seed: 12, acts: 150, fromEnd: true},
}

// boardWatch follows the actions the board applies: each one's events, and
// the game before and after it.
type boardWatch struct {
	b             *boardScene
	applied       int
	before, after *life.Game
	logBefore     int // the log's length before the action
	logAfter      int // and after it
	evs           []engine.Event
}

func newBoardWatch(b *boardScene) *boardWatch {
	g := b.g.Copy()
	return &boardWatch{b: b, applied: b.Applied, before: g, after: g, logBefore: len(b.m.Log), logAfter: len(b.m.Log)}
}

// update notes an action applied in the last tick.
func (w *boardWatch) update(t *testing.T) {
	b := w.b
	if b.Applied == w.applied {
		return
	}
	require.Equal(t, w.applied+1, b.Applied, "one action a tick at 1x")
	// The game before this action is the game after the last one: only the
	// board's actions change it.
	w.before, w.logBefore = w.after, w.logAfter
	w.after, w.logAfter = b.g.Copy(), len(b.m.Log)
	w.evs = slices.Clone(b.queue)
	w.applied = b.Applied
}

// started is how many of the action's events have started playing.
func (w *boardWatch) started() int {
	if len(w.b.queue) == 0 {
		return len(w.evs)
	}
	return w.b.qi
}

// boardNames reports the seats an event is about.
func boardNames(e engine.Event, seat int) bool {
	if int(e.Seat) == seat {
		return true
	}
	return e.Kind != life.EvCareerOffer && int(e.Other) == seat
}

// boardShownTurn is the turn the top bar's counter shows (from 0), or -1.
func boardShownTurn(b *boardScene) int {
	txt, _ := b.turnText()
	var n int
	if _, err := fmt.Sscanf(txt, "Turn %d", &n); err != nil {
		return -1
	}
	return n - 1
}

// check asserts that nothing on screen is ahead of the events started.
func (w *boardWatch) check(t *testing.T, name string, tick int) bool {
	b := w.b
	k := w.started()
	started := w.evs[:k]
	at := fmt.Sprintf("%s tick %d, action %d, %d of %d events started", name, tick, w.applied, k, len(w.evs))
	ok := true
	for s := 0; s < b.n; s++ {
		named := slices.ContainsFunc(started, func(e engine.Event) bool { return boardNames(e, s) })
		hand := s == b.viewer && b.passTo < 0
		was := boardSeatWordsOf(w.before, s, hand, b.seatCompact)
		will := boardSeatWordsOf(w.after, s, hand, b.seatCompact)
		shows := b.seatWords(s)
		if len(b.queue) == 0 {
			// Played (or nothing to play): the panel shows the engine.
			ok = assert.Equal(t, will, shows, "%s: seat %d's panel after the playback", at, s) && ok
		} else if !named {
			ok = assert.Equal(t, was, shows, "%s: seat %d's panel shows an event of its before it started (after: %+v)", at, s, will) && ok
			ok = assert.Equal(t, w.before.Cash(s), b.dispCash[s], "%s: seat %d's cash", at, s) && ok
		} else {
			ok = assert.Contains(t, []boardSeatWords{was, will}, shows, "%s: seat %d's panel", at, s) && ok
		}
	}
	// The turn counter moves when the turn's event starts.
	turn := w.before.Turn()
	for _, e := range started {
		if e.Kind == life.EvTurn {
			turn = int(e.Arg)
		}
	}
	if got := boardShownTurn(b); got >= 0 {
		ok = assert.Equal(t, turn, got, "%s: the turn counter", at) && ok
	}
	// The log: no more lines than the events started say, the spin's line
	// only once the wheel has stopped.
	said := started
	if k > 0 && started[k-1].Kind == life.EvSpin && !b.wheel.Done() {
		said = started[:k-1]
	}
	ok = assert.LessOrEqual(t, len(b.logLines()), w.logBefore+len(b.g.Lines(said)), "%s: log lines shown (wheel done %v)", at, b.wheel.Done()) && ok
	// The wheel's number shows once its spin has landed.
	if b.wheelHold && b.wheel.Done() && len(b.queue) > 0 {
		ok = assert.True(t, slices.ContainsFunc(started, func(e engine.Event) bool {
			return e.Kind == life.EvSpin && int(e.Arg) == b.wheel.Target()
		}), "%s: the wheel shows %d", at, b.wheel.Target()) && ok
	}
	return ok
}

// stepStretch plays the stretch tick by tick, the person (if any) answering
// with synthetic input, calling each after every tick until it returns false.
func stepStretch(t *testing.T, s boardStretch, each func(b *boardScene, w *boardWatch, tick int) bool) {
	b, w, hn := s.start(t)
	first := w.applied
	for tick := 0; tick < 2000000 && b.Applied-first < s.acts && !(b.g.Over() && !b.playing()); tick++ {
		if len(hn.queue) == 0 {
			boardAnswer(hn)
		}
		require.NoError(t, hn.app.Update())
		w.update(t)
		if !each(b, w, tick) {
			return
		}
	}
	require.Positive(t, b.Applied-first, "%s: actions were played", s)
	if s.acts == boardWholeGame {
		require.True(t, b.g.Over(), "%s: the game was played to its end", s)
	}
}

func TestBoardShowsNothingBeforeItsAnimation(t *testing.T) {
	for _, s := range boardFollowStretches {
		t.Run(s.String(), func(t *testing.T) {
			ticks, spins := 0, 0
			stepStretch(t, s, func(b *boardScene, w *boardWatch, tick int) bool {
				ticks++
				if b.spinActive {
					spins++
				}
				return w.check(t, s.String(), tick)
			})
			assert.Positive(t, spins, "the wheel turned")
			t.Logf("%d ticks", ticks)
		})
	}
}

// One voice at a time: at every tick at most one status message is on the
// board, and it belongs to the turn on show: a computer thinks only on its
// own turn, a prompt only while its decision is up.
func TestBoardSpeaksWithOneVoice(t *testing.T) {
	for _, s := range boardFollowStretches {
		t.Run(s.String(), func(t *testing.T) {
			said := 0
			stepStretch(t, s, func(b *boardScene, w *boardWatch, tick int) bool {
				msgs := b.statusOnScreen()
				at := fmt.Sprintf("%s tick %d: %+v", s, tick, msgs)
				if !assert.LessOrEqual(t, len(msgs), 1, "%s: one message at a time", at) {
					return false
				}
				if len(msgs) == 0 {
					return true
				}
				said++
				msg := msgs[0]
				if turn := boardShownTurn(b); turn >= 0 && !assert.Equal(t, turn, msg.Turn, "%s: said in the turn on show", at) {
					return false
				}
				d, pending := b.m.Decision()
				switch msg.Kind {
				case table.SayThinking:
					return assert.True(t, pending && int(d.Seat) == msg.Seat && b.m.IsComputer(msg.Seat) && !b.playing(), "%s: thinks while its decision waits", at) &&
						assert.Equal(t, b.active, msg.Seat, "%s: a computer thinks aloud only on its own turn", at)
				case table.SayPrompt:
					return assert.True(t, b.decisionShown() && b.dec.seat == msg.Seat, "%s: a prompt only while its decision is up", at)
				}
				return true
			})
			assert.Positive(t, said, "the board said something")
		})
	}
}
