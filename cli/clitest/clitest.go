// Package clitest holds the checks every ruleset's tests make the same
// way, through the simulator as `wheeloffate sim` runs it: the Balance
// section of the rulings, and a golden game whose final hash must not move.
package clitest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
)

// Balance is one ruleset's balance aim: with the sensible player at each
// seat count, every seat's win rate within Band of fair and the median
// game between MedianLo and MedianHi turns per player.
type Balance struct {
	Ruleset            string
	Seats              []int
	Games              int
	Band               float64
	MedianLo, MedianHi float64
}

// CheckBalance plays b's games (seed 1: fixed, so the check is not flaky)
// and fails on a broken invariant or a figure outside the aim.
func CheckBalance(t *testing.T, b Balance) {
	t.Helper()
	for _, seats := range b.Seats {
		c := cli.SimConfig{Ruleset: b.Ruleset, Seats: seats, Games: b.Games, Seed: 1, Players: []string{catalog.Sensible}}
		s := cli.Summarise(c, c.Run())
		require.Empty(t, s.Failures)
		median := float64(s.TurnsMedian) / float64(seats)
		t.Logf("%d seats, %d games: wins by seat %.3f; turns per player: median %.1f, 90%% %.1f, max %.1f; %v",
			seats, s.Games, s.SeatWins[:seats], median, float64(s.TurnsP90)/float64(seats), float64(s.TurnsMax)/float64(seats), s.GameTags)
		fair := 1 / float64(seats)
		for seat := 0; seat < seats; seat++ {
			require.InDelta(t, fair, s.SeatWins[seat], b.Band, "seat %d of %d", seat+1, seats)
		}
		require.GreaterOrEqual(t, median, b.MedianLo, "%d seats", seats)
		require.LessOrEqual(t, median, b.MedianHi, "%d seats", seats)
	}
}

// CheckGoldenHash plays ruleset between four sensible players with seed 1
// and compares the final state hash with want: the engine promises the
// same game on every platform. When the rules, the board, the cards or
// the sensible player change on purpose, the hash changes too: update it
// in the same commit, say why, and bump the rules version if recorded
// games would play differently.
func CheckGoldenHash(t *testing.T, ruleset string, want uint64) {
	t.Helper()
	h, err := cli.NewGame(ruleset, []string{catalog.Sensible, catalog.Sensible, catalog.Sensible, catalog.Sensible}, 1)
	require.NoError(t, err)
	for !h.G.Over() {
		_, err := h.Step()
		require.NoError(t, err)
	}
	t.Logf("final hash %#x after %d turns", h.G.Hash(), h.G.Turn())
	require.Equal(t, want, h.G.Hash(), "final hash of %s, 4 sensible players, seed 1 (got %#x)", ruleset, h.G.Hash())
}

// Seats lists the seat counts from lo to hi.
func Seats(lo, hi int) []int {
	var out []int
	for n := lo; n <= hi; n++ {
		out = append(out, n)
	}
	return out
}
