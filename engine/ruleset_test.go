package engine

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMoneyAsTheBoardsPrintIt(t *testing.T) {
	for v, want := range map[int64]string{
		0: "$0", 5: "$5", 999: "$999", 1000: "$1,000", 1250000: "$1,250,000",
		-500: "-$500", -181500: "-$181,500", math.MinInt64: "-$9,223,372,036,854,775,808",
	} {
		require.Equal(t, want, Money(v), "%d", v)
	}
}

func TestPlacesByRanking(t *testing.T) {
	p, w := PlacesBy([]int64{5, 9, 5, 1}, MostWins)
	require.Equal(t, [MaxSeats]int8{2, 1, 2, 4}, p)
	require.Equal(t, 1, w)
	p, w = PlacesBy([]int64{5, 9, 1, 1}, FewestWins)
	require.Equal(t, [MaxSeats]int8{3, 4, 1, 1}, p)
	require.Equal(t, 2, w)
}
