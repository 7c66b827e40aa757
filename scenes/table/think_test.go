package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/match"
)

// hardAtChoice is a game of a hard computer and a normal one, played on
// until the hard seat has a real choice to search.
func hardAtChoice(t *testing.T) *match.Match {
	t.Helper()
	m, err := match.New(match.Setup{Ruleset: "life-duel", Seed: 4, Seats: []match.Seat{
		{Name: "H", Computer: true, Level: "hard"}, {Name: "N", Computer: true, Colour: 1}}})
	require.NoError(t, err)
	for m.ThinkingSeat() < 0 {
		require.False(t, m.G.Over(), "the hard seat never had a choice")
		if _, done, err := m.Think(1); err == nil && done {
			require.NoError(t, m.StepComputer())
		}
	}
	return m
}

// A hard seat's decision runs a slice a tick. The clock here moves a
// millisecond a step (a slow machine's step of a few playouts), so a
// whole search would take tens of them: spread over ticks, no tick spends
// more than the slice and the one step that crosses it, and the choice is
// the one a whole search makes.
func TestHardDecisionSpreadOverTicks(t *testing.T) {
	m := hardAtChoice(t)
	whole, err := m.ComputerAction() // engine.Decide: the whole search at once
	require.NoError(t, err)

	m = hardAtChoice(t)
	clock := time.Unix(0, 0)
	const step = time.Millisecond
	th := Thinker{Slice: ThinkSlice, Clock: func() time.Time { clock = clock.Add(step); return clock }}
	ticks := 0
	for tick := uint64(1); ; tick++ {
		require.Less(t, ticks, 10000)
		a, done, err := th.Think(m, tick)
		require.NoError(t, err)
		ticks++
		assert.LessOrEqual(t, th.spent, ThinkSlice+step, "tick %d held past its slice", tick)
		if done {
			assert.Equal(t, whole, a, "sliced, the same choice as whole")
			break
		}
		assert.Equal(t, 0, m.ThinkingSeat(), "the seat shows it is thinking")
		assert.Contains(t, SeatNote(m, 0), "Hard · thinking")
	}
	assert.Greater(t, ticks, 4, "the search spread over ticks")
	assert.LessOrEqual(t, th.Max, ThinkSlice+step)
	assert.Equal(t, "Hard", SeatNote(m, 0), "decided: no longer thinking")
}

// With no time at all, a tick still makes progress: one step.
func TestThinkerWithoutTimeStillStepsOnce(t *testing.T) {
	m := hardAtChoice(t)
	th := Thinker{Slice: 0}
	ticks := 0
	for tick := uint64(1); ; tick++ {
		_, done, err := th.Think(m, tick)
		require.NoError(t, err)
		ticks++
		if done {
			break
		}
		require.Less(t, ticks, 10000)
	}
	// The hard budget in steps of thinkStep playouts, give or take a round.
	assert.Greater(t, ticks, 16)
	assert.Equal(t, "", SeatNote(m, 1), "a normal computer has no note")
}
