package match

import (
	"testing"
	"wheeloffate/engine"

	"github.com/stretchr/testify/require"
)

func allComputers(n int) []Seat {
	s := make([]Seat, n)
	for i := range s {
		s[i] = Seat{Name: string(rune('A' + i)), Computer: true}
	}
	return s
}

func TestComputersPlayToTheEndAndHistoryGrows(t *testing.T) {
	m, err := New(Setup{Ruleset: "life", Seats: allComputers(4), Seed: 3})
	require.NoError(t, err)
	for steps := 0; ; steps++ {
		require.Less(t, steps, 100000, "game never ended")
		if _, ok := m.Decision(); !ok {
			break
		}
		require.True(t, m.ComputerToMove())
		require.NoError(t, m.StepComputer())
	}
	require.True(t, m.G.Over())
	require.Greater(t, len(m.Worth), 10, "one net-worth row per turn")
	last := m.Worth[len(m.Worth)-1]
	for s := range last {
		require.Equal(t, m.G.Result().Counts[s], last[s], "the chart ends on the final count")
	}
	require.Contains(t, m.Log[len(m.Log)-1], "Game over")
}

func TestPersonSeatWaitsAndIllegalActionChangesNothing(t *testing.T) {
	seats := allComputers(2)
	seats[0].Computer = false
	seats[1].Computer = false
	m, err := New(Setup{Ruleset: "life-duel", Seats: seats, Seed: 1})
	require.NoError(t, err)
	require.False(t, m.ComputerToMove())
	_, err = m.ComputerAction()
	require.Error(t, err)
	d, ok := m.Decision()
	require.True(t, ok)
	require.Equal(t, "road", m.Rules.DecisionName(d.Kind), "the duel starts with the road at START")
	h := m.G.Hash()
	legal := append([]engine.Action(nil), m.Legal()...)
	bad := legal[0]
	bad.Kind = 250 // no ruleset's action
	_, err = m.Apply(bad)
	require.Error(t, err)
	require.Equal(t, h, m.G.Hash())
	require.Empty(t, m.Actions)
	a, ok := m.Find(legal[len(legal)-1].Kind, legal[len(legal)-1].Arg)
	require.True(t, ok)
	_, err = m.Apply(a)
	require.NoError(t, err)
	require.Len(t, m.Actions, 1)
}

func TestBadSetupIsRefused(t *testing.T) {
	_, err := New(Setup{Ruleset: "nope", Seats: allComputers(2)})
	require.Error(t, err)
	_, err = New(Setup{Ruleset: "life-duel", Seats: allComputers(3)})
	require.Error(t, err)
	_, err = New(Setup{Ruleset: "life"})
	require.Error(t, err)
}

func playOut(t *testing.T, m *Match, limit int) {
	t.Helper()
	for steps := 0; steps < limit; steps++ {
		if _, ok := m.Decision(); !ok {
			return
		}
		require.NoError(t, m.StepComputer())
	}
}

func TestResumedGameEndsAsAnUninterruptedOne(t *testing.T) {
	for _, rs := range []struct {
		id    string
		seats int
		level string
	}{{"life", 4, ""}, {"life-duel", 2, ""}, {"life", 4, "easy"}, {"million", 3, "easy"}} {
		seats := allComputers(rs.seats)
		for i := range seats {
			// The easy player counts its choices (its slips depend on the
			// count): a continued game must count those made before.
			seats[i].Level = rs.level
		}
		whole, err := New(Setup{Ruleset: rs.id, Seats: seats, Seed: 42})
		require.NoError(t, err)
		playOut(t, whole, 1<<20)

		part, err := New(Setup{Ruleset: rs.id, Seats: seats, Seed: 42})
		require.NoError(t, err)
		var saved []byte
		part.Saver = func(b []byte) error { saved = b; return nil }
		playOut(t, part, 101)
		require.NotEmpty(t, saved)

		resumed, err := Resume(saved)
		require.NoError(t, err)
		require.Equal(t, part.G.Hash(), resumed.G.Hash(), "resumes exactly where it stood")
		require.Equal(t, part.Log, resumed.Log)
		playOut(t, resumed, 1<<20)
		require.True(t, resumed.G.Over())
		require.Equal(t, whole.G.Hash(), resumed.G.Hash(), "%s %s: same end as the uninterrupted game", rs.id, rs.level)
		require.Equal(t, whole.G.Result(), resumed.G.Result())
	}
}

func TestResumeRefusesACorruptSave(t *testing.T) {
	_, err := Resume([]byte(`{"format":1,"ruleset":"life"`))
	require.ErrorContains(t, err, "truncated")
	_, err = Resume(nil)
	require.Error(t, err)
}
