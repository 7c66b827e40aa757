package million_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine/replay"
)

// A replay recorded before the computer remembered countered proposals
// (`wheeloffate play -ruleset million -players 4 -seed 1 -record`, whose
// seats countered 174 times and refused 88 deals) still replays to every
// recorded hash: the new memory, and the deal's opening terms, are decided
// by the recorded actions and read by no rule, so they stay out of the
// state hash.
func TestReplayFromBeforeTheHaggleFixStillVerifies(t *testing.T) {
	data, err := os.ReadFile("testdata/before-haggle-fix-seed1.json")
	require.NoError(t, err)
	r, err := replay.Parse(data)
	require.NoError(t, err)
	require.Equal(t, "million", r.Ruleset)
	g, err := r.Verify()
	require.NoError(t, err)
	require.True(t, g.Over())
	require.Equal(t, r.Over, g.Over())
}
