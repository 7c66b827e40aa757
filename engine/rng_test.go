package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chiSquare is Pearson's statistic of observed counts against expected ones.
func chiSquare(observed []int, expected []float64) float64 {
	x := 0.0
	for i, o := range observed {
		d := float64(o) - expected[i]
		x += d * d / expected[i]
	}
	return x
}

// draws is how many throws or spins each distribution test makes; the
// bounds are chi-square's 0.1% critical values, so a fair generator fails
// about once in a thousand seeds, and the seeds are fixed.
const draws = 60_000

func TestDiceAreFair(t *testing.T) {
	r := NewRNG(1)
	faces := make([]int, 6)
	for _, d := range r.Dice(draws, nil) {
		require.True(t, d >= 1 && d <= 6, "a die shows %d", d)
		faces[d-1]++
	}
	even := []float64{draws / 6, draws / 6, draws / 6, draws / 6, draws / 6, draws / 6}
	assert.Less(t, chiSquare(faces, even), 20.52, "one die, 5 degrees of freedom: %v", faces)

	// Two dice: 2 and 12 once in 36 throws, 7 six times.
	totals := make([]int, 11)
	for i := 0; i < draws; i++ {
		totals[r.Roll(2, 6)-2]++
	}
	want := make([]float64, 11)
	for s := 2; s <= 12; s++ {
		want[s-2] = draws * float64(6-abs(s-7)) / 36
	}
	assert.Less(t, chiSquare(totals, want), 29.59, "two dice, 10 degrees of freedom: %v", totals)

	d20 := make([]int, 20)
	flat := make([]float64, 20)
	for i := range flat {
		flat[i] = draws / 20
	}
	for i := 0; i < draws; i++ {
		d20[r.Roll(1, 20)-1]++
	}
	assert.Less(t, chiSquare(d20, flat), 43.82, "a twenty-sided die, 19 degrees of freedom: %v", d20)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestSpinnerFollowsItsWidths(t *testing.T) {
	s, err := NewSpinner(Segment{"Lose", 1}, Segment{"Even", 2}, Segment{"Double", 3}, Segment{"Triple", 4}, Segment{"Nothing", 10})
	require.NoError(t, err)
	require.Equal(t, 5, s.Len())
	require.Equal(t, "Double", s.Label(2))
	r := NewRNG(7)
	got := make([]int, s.Len())
	for i := 0; i < draws; i++ {
		got[s.Spin(&r)]++
	}
	want := []float64{draws / 20, draws * 2 / 20, draws * 3 / 20, draws * 4 / 20, draws * 10 / 20}
	assert.Less(t, chiSquare(got, want), 18.47, "4 degrees of freedom: %v", got)

	_, err = NewSpinner()
	assert.Error(t, err, "a spinner needs segments")
	_, err = NewSpinner(Segment{"A", 1}, Segment{"B", 0})
	assert.EqualError(t, err, `spinner: segment 1 ("B") has width 0`)
}

// The same seed throws the same dice on every platform: a replay holds only
// the seed and the actions.
func TestDiceAreDeterministic(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	var one []int
	for i := 0; i < 5; i++ {
		one = append(one, a.Die())
	}
	assert.Equal(t, one, b.Dice(5, nil), "Dice(n) draws what n Dies draw")
	assert.Equal(t, []int{2, 2, 1, 1, 5}, one, "seed 42's first throws")
	assert.Equal(t, a, b, "and leaves the generator in the same state")

	s, err := NewSpinner(Segment{"A", 3}, Segment{"B", 1})
	require.NoError(t, err)
	c, d := NewRNG(9), NewRNG(9)
	for i := 0; i < 100; i++ {
		require.Equal(t, d.Weighted([]int{3, 1}), s.Spin(&c))
	}

	assert.Equal(t, []int{4}, a.Dice(0, []int{4}), "no dice, nothing thrown")
	assert.Zero(t, a.Roll(0, 6))
	assert.Zero(t, a.Roll(3, 0), "dice without sides show nothing")
	assert.Equal(t, a, b, "and no draw was made")
}
