package broke_test

import (
	"testing"

	"wheeloffate/cli/clitest"
)

// The Balance section of the rulings, with the sensible player, played as
// `wheeloffate sim -ruleset broke` plays it: every seat within 3 points of
// fair, and the median game 25–60 turns per player, at every seat count.
// With 2,000 games one standard error of a 25% rate is about 1 point, so
// the band is three of them.
func TestBalance(t *testing.T) {
	games, band := 2000, 0.03
	if testing.Short() {
		games, band = 400, 0.075 // three standard errors of 50% over 400 games
	}
	clitest.CheckBalance(t, clitest.Balance{Ruleset: "broke", Seats: clitest.Seats(2, 5), Games: games, Band: band, MedianLo: 25, MedianHi: 60})
}

// goldenBrokeSeed1 is the final hash of a `broke` game between four
// sensible players with seed 1 (see clitest.CheckGoldenHash).
const goldenBrokeSeed1 uint64 = 0x44e751db3c62cb05

func TestGoldenHashBrokeSeed1(t *testing.T) {
	clitest.CheckGoldenHash(t, "broke", goldenBrokeSeed1)
}
