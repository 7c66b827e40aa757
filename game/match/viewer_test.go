package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/replay"
)

// playAll plays a whole match between computers and returns its replay.
func playAll(t testing.TB, ruleset string, n int, seed uint64) *replay.Replay {
	t.Helper()
	m, err := New(Setup{Ruleset: ruleset, Seats: allComputers(n), Seed: seed})
	require.NoError(t, err)
	require.NoError(t, m.PlayOut())
	r, err := replay.Parse(m.Save())
	require.NoError(t, err)
	return r
}

// fresh is a new game with the replay's first n actions applied directly.
func fresh(t testing.TB, r *replay.Replay, n int) (uint64, int, []string) {
	t.Helper()
	m, err := New(Setup{Ruleset: r.Ruleset, Seats: allComputers(len(r.Seats)), Seed: r.Seed})
	require.NoError(t, err)
	for i := 0; i < n; i++ {
		_, err := m.Apply(r.Action(i))
		require.NoError(t, err)
	}
	return m.G.Hash(), m.G.Turn(), m.Log
}

func TestViewerStepsBackScrubsAndJumpsToTheSameStates(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		n       int
	}{{"life", 4}, {"life-duel", 2}} {
		r := playAll(t, c.ruleset, c.n, 17)
		v, err := NewViewer(r)
		require.NoError(t, err)
		same := func(what string) {
			h, turn, log := fresh(t, r, v.Pos())
			require.Equal(t, h, v.M.G.Hash(), "%s: hash at %d", what, v.Pos())
			require.Equal(t, turn, v.Turn(), "%s: turn at %d", what, v.Pos())
			require.Equal(t, log, v.M.Log, "%s: the log shows the game as it stood", what)
		}
		same("start")
		require.Equal(t, 0, v.Pos())
		assert.False(t, v.Step(-1), "nothing before the start")
		for range 30 {
			require.True(t, v.Step(1))
		}
		same("30 steps forward")
		require.True(t, v.Step(-1))
		require.Equal(t, 29, v.Pos())
		same("one step back")
		require.True(t, v.Seek(v.Len()*3/4))
		same("scrub forward")
		require.True(t, v.Seek(v.Len()/5))
		same("scrub back")
		require.True(t, v.JumpTurn(10))
		require.Equal(t, 10, v.Turn())
		same("jump to turn 10")
		// It is the start of turn 10: one action earlier is turn 9.
		v.Step(-1)
		require.Equal(t, 9, v.Turn())
		v.Step(1)
		require.True(t, v.NextTurn())
		require.Equal(t, 11, v.Turn())
		require.True(t, v.PrevTurn())
		require.Equal(t, 10, v.Turn())
		same("previous turn")
		require.True(t, v.Seek(1<<30))
		require.Equal(t, v.Len(), v.Pos())
		require.True(t, v.M.G.Over())
		assert.False(t, v.Step(1), "nothing after the end")
		require.Equal(t, r.Checks[len(r.Checks)-1].Hash, hex(v.M.G.Hash()))
		same("end")
	}
}

func hex(h uint64) string {
	const d = "0123456789abcdef"
	b := make([]byte, 16)
	for i := 15; i >= 0; i-- {
		b[i] = d[h&15]
		h >>= 4
	}
	return string(b)
}

func TestViewerRefusesABadReplayWhole(t *testing.T) {
	r := playAll(t, "life", 3, 5)
	r.Checks[len(r.Checks)-1].Hash = "0000000000000000"
	_, err := NewViewer(r)
	require.ErrorContains(t, err, "state hash after action")
	r = playAll(t, "life", 3, 5)
	r.Actions[10][1] = 200
	_, err = NewViewer(r)
	require.ErrorContains(t, err, "illegal at its point")
}

// FuzzViewer feeds hostile replays to the viewer: it refuses them with one
// line, or steps, scrubs and jumps through them without a panic.
func FuzzViewer(f *testing.F) {
	r := playAll(f, "life-duel", 2, 3)
	f.Add(r.Bytes(), uint16(7), uint16(3))
	f.Add([]byte(`{"format":1,"ruleset":"life","rules_version":1,"seed":1,"seats":[{"name":"a"},{"name":"b"}],"actions":[],"checks":[],"over":false}`), uint16(0), uint16(1))
	f.Fuzz(func(t *testing.T, data []byte, seek, turn uint16) {
		p, err := replay.Parse(data)
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			return
		}
		v, err := NewViewer(p)
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			return
		}
		v.Seek(int(seek))
		v.Step(-1)
		v.JumpTurn(int(turn))
		v.PrevTurn()
		v.NextTurn()
		v.Seek(v.Len())
		require.Equal(t, p.Over, v.M.G.Over())
	})
}
