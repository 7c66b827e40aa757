package life_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// Balance of the classic game, cheap enough for go test. The full 10,000-game
// figures are in docs/RULES.md; with 2,000 games one standard error of a
// 25% rate is about 1 point and of a 50% rate about 1.1 points, so these
// bands (about four standard errors) catch a broken seat, road or price
// without being flaky.
func TestLifeBalance(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	c := cli.SimConfig{Ruleset: "life", Seats: 4, Games: games, Seed: 11, Players: []string{catalog.Sensible}}
	s := cli.Summarise(c, c.Run())
	require.Empty(t, s.Failures)
	for seat := 0; seat < 4; seat++ {
		require.InDelta(t, 0.25, s.SeatWins[seat], 0.045, "seat %d", seat+1)
	}
	require.GreaterOrEqual(t, s.WinnerP50, int64(200_000), "median winner's count")
	require.LessOrEqual(t, s.WinnerP50, int64(2_000_000), "median winner's count")
	require.Less(t, s.TurnsMax, life.Classic.TurnCap)

	c = cli.SimConfig{Ruleset: "life", Seats: 2, Games: games, Seed: 12, Players: []string{"sensible-short", "sensible-long"}}
	s = cli.Summarise(c, c.Run())
	require.Empty(t, s.Failures)
	for _, road := range []string{"road: Business", "road: College"} {
		sh := s.ByTag[road]
		require.NotNil(t, sh, road)
		require.Equal(t, games, sh.Seats)
		require.GreaterOrEqual(t, sh.Rate(), 0.36, road)
		require.LessOrEqual(t, sh.Rate(), 0.64, road)
	}
}
