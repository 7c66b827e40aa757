package life_test

import (
	"io"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// Balance of life-duel, cheap enough for go test: 2,000 games between two
// sensible players, one made to take College and the other the Career road,
// alternating seats. 10,000-game runs (see docs/RULES.md (section life-duel)) give
// about 50/50 by seat and 55/45 College/Career; the bands here are wide
// enough not to be flaky (each is at least four standard errors from the
// measured value) and narrow enough to catch a broken seat or road.
func TestDuelBalance(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	c := cli.SimConfig{Ruleset: "life-duel", Seats: 2, Games: games, Seed: 1, Players: []string{"sensible-short", "sensible-long"}}
	s := cli.Summarise(c, c.Run())
	require.Empty(t, s.Failures, "invariants must hold in every game")
	require.Equal(t, games, s.Games)
	for seat := 0; seat < 2; seat++ {
		require.GreaterOrEqual(t, s.SeatWins[seat], 0.44, "seat %d", seat+1)
		require.LessOrEqual(t, s.SeatWins[seat], 0.56, "seat %d", seat+1)
	}
	for _, road := range []string{"road: Career", "road: College"} {
		sh := s.ByTag[road]
		require.NotNil(t, sh, road)
		require.Equal(t, games, sh.Seats, "one seat on each road in every game")
		require.GreaterOrEqual(t, sh.Rate(), 0.35, road)
		require.LessOrEqual(t, sh.Rate(), 0.65, road)
	}
	require.Less(t, s.TurnsMax, life.Duel.TurnCap)
	require.Less(t, s.GameTags["won by the Tycoon bet"], games/10, "the Tycoon bet is a long shot")
}

// The command line and the catalog refuse a duel of other than two players.
func TestDuelExactlyTwoPlayersEverywhere(t *testing.T) {
	info, err := catalog.Lookup("life-duel")
	require.NoError(t, err)
	require.Equal(t, 2, info.MinSeats)
	require.Equal(t, 2, info.MaxSeats)
	require.Equal(t, 2, info.DefaultSeats)
	for _, n := range []int{1, 3} {
		_, err := cli.NewGame("life-duel", make([]string, n), 1)
		require.ErrorContains(t, err, "exactly 2 players")
		err = cli.Sim([]string{"-ruleset", "life-duel", "-players", "3", "-games", "1"}, io.Discard)
		require.ErrorContains(t, err, "exactly 2 players")
		err = cli.Play([]string{"-ruleset", "life-duel", "-players", "1"}, io.Discard)
		require.ErrorContains(t, err, "exactly 2 players")
	}
	require.NoError(t, cli.Play([]string{"-ruleset", "life-duel", "-players", "2", "-seed", "1"}, io.Discard))
}
