package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/replay"
)

// -player hard,normal: the kinds cycle over the seats and rotate each game,
// so each kind sits first as often as the other; the figures name each
// kind with its 95% interval, and a seeded run prints the same twice.
func TestSimHeadToHeadRotatesAndReportsEachKind(t *testing.T) {
	c := SimConfig{Seats: 2, Players: []string{"hard", "normal"}}
	assert.Equal(t, []string{"hard", "normal"}, c.KindsFor(0))
	assert.Equal(t, []string{"normal", "hard"}, c.KindsFor(1))
	c3 := SimConfig{Seats: 3, Players: []string{"easy", "normal"}}
	assert.Equal(t, []string{"normal", "easy", "normal"}, c3.KindsFor(1), "the list cycles over the seats")

	args := []string{"-ruleset", "life-duel", "-players", "2", "-games", "6", "-seed", "3", "-player", "hard@32,normal"}
	var a, b bytes.Buffer
	require.NoError(t, Sim(args, &a))
	require.NoError(t, Sim(args, &b))
	assert.Equal(t, a.String(), b.String(), "a seeded run with a hard player is reproducible")
	assert.Regexp(t, `hard@32 +\d+\.\d%  \[ *\d+\.\d%, +\d+\.\d%\] of 6 seats`, a.String())
	assert.Regexp(t, `normal +\d+\.\d%  \[ *\d+\.\d%, +\d+\.\d%\] of 6 seats`, a.String())
	assert.Error(t, Sim([]string{"-ruleset", "life", "-games", "1", "-player", "hard,expert"}, &a))
}

// play -record writes each computer seat's level into the replay, which
// verifies; a kind that is not a level (sensible) writes none.
func TestPlayRecordsLevels(t *testing.T) {
	file := filepath.Join(t.TempDir(), "r.json")
	var out bytes.Buffer
	require.NoError(t, Play([]string{"-ruleset", "life-duel", "-players", "2", "-seed", "4", "-player", "hard@16,easy", "-record", file}, &out))
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	r, err := replay.Parse(data)
	require.NoError(t, err)
	assert.Equal(t, "", r.Seats[0].Level, "hard@16 is a budget for tests, not a level")
	assert.Equal(t, "easy", r.Seats[1].Level)
	_, err = r.Verify()
	require.NoError(t, err)

	require.NoError(t, Play([]string{"-ruleset", "life-duel", "-players", "2", "-seed", "4", "-player", "normal,hard", "-record", file}, &out))
	data, err = os.ReadFile(file)
	require.NoError(t, err)
	r, err = replay.Parse(data)
	require.NoError(t, err)
	assert.Equal(t, []string{"normal", "hard"}, []string{r.Seats[0].Level, r.Seats[1].Level})
}
