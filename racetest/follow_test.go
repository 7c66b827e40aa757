package racetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game/input"
)

// The table follows the animation and speaks with one voice: the race is
// played at 1x tick by tick, by computers and by a person with two, and at
// every tick the log shows no line of an event that has not started, and
// the status line says one thing of the turn on show: not "Game over"
// while the last events play, a computer thinking only on its own turn, a
// prompt only while it waits, and otherwise what happened in this turn.
func TestTableFollowsTheAnimationWithOneVoice(t *testing.T) {
	for _, persons := range []int{0, 1} {
		t.Run(fmt.Sprintf("%d persons", persons), func(t *testing.T) { tableFollow(t, persons) })
	}
}

func tableFollow(t *testing.T, persons int) {
	{
		th := newTableHarness(t, persons)
		sc, m, g := th.sc, th.m, th.m.G
		var batch []engine.Event
		seen, applied := 0, sc.Applied
		logBefore, logAfter := len(m.Log), len(m.Log)
		var thisTurn []string // what may be said in the turn on show
		start := func(evs []engine.Event) {
			for _, e := range evs {
				if e.Kind == engine.EvTurn {
					thisTurn = thisTurn[:0]
					thisTurn = append(thisTurn, g.Name(int(e.Seat))+"'s turn")
				}
				thisTurn = append(thisTurn, g.Describe(e))
				if c, ok := (presenter{}).Cue(g, e); ok {
					thisTurn = append(thisTurn, c.Banner)
				}
			}
		}
		said := map[string]int{}
		ticks := 0
		for ; ticks < 200000 && !(g.Over() && !sc.Playing()); ticks++ {
			if d, ok := m.Decision(); ok && len(th.queue) == 0 && !m.IsComputer(int(d.Seat)) && !sc.Playing() {
				th.key(input.KeyRight)
				th.key(input.KeyConfirm)
			}
			require.NoError(t, th.app.Update())
			queue, k := sc.Playback()
			if sc.Applied != applied {
				require.Equal(t, applied+1, sc.Applied, "one action a tick at 1x")
				start(batch[seen:]) // the last batch played to its end
				batch, seen, applied = slices.Clone(queue), 0, sc.Applied
				logBefore, logAfter = logAfter, len(m.Log)
			}
			if len(queue) == 0 {
				k = len(batch)
			}
			start(batch[seen:k])
			seen = k
			lines := logAfter
			if len(queue) > 0 {
				lines = logBefore + len(g.Lines(batch[:k]))
			}
			if !assert.LessOrEqual(t, sc.LogShown(), lines, "persons %d tick %d: log lines shown, %d of %d events started", persons, ticks, k, len(batch)) {
				return
			}

			st := sc.Status()
			ok := true
			d, pending := m.Decision()
			switch {
			case st == "":
			case strings.HasPrefix(st, "Game over"):
				ok = assert.False(t, sc.Playing(), "persons %d tick %d: %q while the last events play", persons, ticks, st)
			case strings.HasPrefix(st, "Pass the device"):
			case strings.HasSuffix(st, " is thinking…"):
				ok = assert.True(t, pending && m.IsComputer(int(d.Seat)) && !sc.Playing(), "persons %d tick %d: %q while nobody thinks", persons, ticks, st) &&
					assert.Equal(t, g.Name(sc.Marked())+" is thinking…", st, "persons %d tick %d: a computer thinks aloud only on its own turn", persons, ticks)
			case pending && !m.IsComputer(int(d.Seat)) && !sc.Playing() && st == g.Name(int(d.Seat))+", "+g.Prompt(d):
			default:
				ok = assert.Contains(t, thisTurn, st, "persons %d tick %d: said in the turn on show", persons, ticks)
			}
			if !ok {
				return
			}
			said[st]++
		}
		assert.True(t, g.Over(), "persons %d: the race ends (%d ticks)", persons, ticks)
		assert.Greater(t, len(said), 10, "persons %d: the table said things", persons)
		t.Logf("%d ticks, %d actions, %d things said", ticks, sc.Applied, len(said))
	}
}
