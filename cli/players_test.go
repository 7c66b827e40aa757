package cli

import (
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -players 0 is a count out of range like -players 1, not "not given".
func TestPlayerCountRefusesZeroLikeAnyCountOutOfRange(t *testing.T) {
	parse := func(args ...string) (PlayerCount, error) {
		fs := flag.NewFlagSet("wheeloffate", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		var p PlayerCount
		fs.Var(&p, "players", "number of players")
		return p, fs.Parse(args)
	}
	for _, n := range []string{"0", "1", "7", "-2"} {
		_, err := parse("-players", n)
		require.Error(t, err, n)
		assert.Contains(t, err.Error(), "-players")
		assert.Contains(t, err.Error(), "the games are for 2 to 6 players, not "+n)
	}
	_, err := parse("-players", "four")
	assert.ErrorContains(t, err, "want a whole number of players")
	p, err := parse("-players", "3")
	require.NoError(t, err)
	assert.Equal(t, PlayerCount(3), p)
	p, err = parse()
	require.NoError(t, err)
	assert.Equal(t, PlayerCount(0), p, "not given")
}
