package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// levelled is two computer seats, hard and easy (easy's slips count its
// choices, so asking it twice for one decision would show).
func levelled() []Seat {
	return []Seat{{Name: "H", Computer: true, Level: "hard"}, {Name: "E", Computer: true, Level: "easy", Colour: 1}}
}

// A game whose computers think in slices of every size, asked again after
// they decided, ends exactly as one where every decision is made whole
// (engine.Decide, as the headless sim and play do).
func TestThinkingInSlicesPlaysTheHeadlessGame(t *testing.T) {
	for _, rs := range []string{"gambler", "life-duel"} {
		t.Run(rs, func(t *testing.T) {
			whole, err := New(Setup{Ruleset: rs, Seats: levelled(), Seed: 21})
			require.NoError(t, err)
			require.NoError(t, whole.PlayOut())

			m, err := New(Setup{Ruleset: rs, Seats: levelled(), Seed: 21})
			require.NoError(t, err)
			r := engine.NewRNG(5)
			sliced := 0
			for !m.G.Over() {
				require.Less(t, len(m.Actions), 100000, "game never ended")
				steps := 0
				var a engine.Action
				for {
					got, done, err := m.Think(1 + r.Intn(40))
					require.NoError(t, err)
					if done {
						a = got
						break
					}
					steps++
					assert.Equal(t, 0, m.ThinkingSeat(), "only the hard seat searches")
				}
				if steps > 1 {
					sliced++
				}
				again, done, err := m.Think(7)
				require.NoError(t, err)
				require.True(t, done)
				require.Equal(t, a, again, "a decision made is kept until it is applied")
				_, err = m.Apply(a)
				require.NoError(t, err)
				assert.Equal(t, -1, m.ThinkingSeat())
			}
			assert.Greater(t, sliced, 5, "the hard seat's decisions took several slices")
			assert.Positive(t, m.Searches)
			require.Equal(t, whole.Actions, m.Actions)
			require.Equal(t, whole.G.Hash(), m.G.Hash(), "the same game to the end")
		})
	}
}

// An action applied while a search is under way (a person's, in an
// auction) makes it start again from the game as it now stands.
func TestThinkingStartsAgainAfterAnAction(t *testing.T) {
	m, err := New(Setup{Ruleset: "gambler", Seats: levelled(), Seed: 21})
	require.NoError(t, err)
	// Play until the hard seat has a real choice to search.
	for m.ThinkingSeat() < 0 {
		require.False(t, m.G.Over())
		_, done, err := m.Think(1)
		require.NoError(t, err)
		if done {
			require.NoError(t, m.StepComputer())
		}
	}
	before := m.thought
	d, ok := m.computerDecision()
	require.True(t, ok)
	// An action recorded meanwhile that leaves the same decision pending (a
	// person's bid while the hard seat's own bid is still asked): only the
	// count of actions tells the search it is stale.
	m.Actions = append(m.Actions, engine.Action{})
	_, _, err = m.Think(1)
	require.NoError(t, err)
	assert.Equal(t, d, m.thought.d, "the same decision")
	assert.NotSame(t, before, m.thought, "the stale search was dropped")
	assert.Equal(t, len(m.Actions), m.thought.at)
	// Without an action in between, the search goes on where it was.
	again := m.thought
	_, _, err = m.Think(1)
	require.NoError(t, err)
	assert.Same(t, again, m.thought, "a search goes on across ticks")
}

func TestLevelOfASeat(t *testing.T) {
	seats := levelled()
	seats = append(seats, Seat{Name: "N", Computer: true, Colour: 2}, Seat{Name: "P", Colour: 3})
	m, err := New(Setup{Ruleset: "gambler", Seats: seats, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, []string{"hard", "easy", "normal", ""}, []string{m.Level(0), m.Level(1), m.Level(2), m.Level(3)})
	assert.Equal(t, "", m.Level(9))
}

// A saved game continued, or a replay rebuilt, keeps each computer's
// level: the hard seat searches again.
func TestResumeKeepsLevels(t *testing.T) {
	m, err := New(Setup{Ruleset: "gambler", Seats: levelled(), Seed: 21})
	require.NoError(t, err)
	for range 30 {
		require.NoError(t, m.StepComputer())
	}
	back, err := Resume(m.Save())
	require.NoError(t, err)
	assert.Equal(t, []string{"hard", "easy"}, []string{back.Level(0), back.Level(1)})
	for back.Searches == 0 {
		require.False(t, back.G.Over(), "the hard seat never searched")
		a, done, err := back.Think(1)
		require.NoError(t, err)
		if done {
			_, err = back.Apply(a)
			require.NoError(t, err)
		}
	}
}
