package anim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// permutations returns every order of 0..n-1.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for at := 0; at <= len(p); at++ {
			q := append(append(append([]int{}, p[:at]...), n-1), p[at:]...)
			out = append(out, q)
		}
	}
	return out
}

// Every finishing order of four runners, over many seeds and at every
// speed: they cross the line in exactly that order, no runner ever steps
// back, the race is over within RaceTicks at 1x, and in a good share of
// races the lead changes hands on the way (after the start).
func TestRaceFinishesInTheGivenOrder(t *testing.T) {
	races, changed := 0, 0
	for _, speed := range Speeds {
		for seed := range uint64(25) {
			r, err := NewRace(4, seed)
			require.NoError(t, err)
			r.Speed = speed
			for _, order := range permutations(4) {
				require.NoError(t, r.Run(order))
				var crossed []int
				prev := make([]float64, 4)
				leader, changes, ticks := -1, 0, 0
				for !r.Done() {
					r.Update()
					ticks++
					for i := range 4 {
						if r.Finished(i) && r.Place(i) == len(crossed)+1 {
							crossed = append(crossed, i)
						}
						require.GreaterOrEqual(t, r.Position(i), prev[i], "runner %d never steps back", i)
						prev[i] = r.Position(i)
					}
					if l := r.Leader(); r.tick > RaceTicks(4)/8 && l != leader {
						if leader >= 0 {
							changes++
						}
						leader = l
					}
					require.Less(t, ticks, 2000)
				}
				if !speed.Instant() {
					require.Equal(t, order, crossed, "seed %d speed %v", seed, speed)
					n := speed.Ticks()
					require.LessOrEqual(t, ticks, (RaceTicks(4)+n-1)/n)
				} else {
					require.Equal(t, 1, ticks)
				}
				for place, k := range order {
					assert.Equal(t, place+1, r.Place(k))
					assert.Greater(t, r.Position(k), 1.0, "runner %d is past the line", k)
				}
				assert.Equal(t, order[0], r.Leader())
				if speed == Speed1x {
					races++
					if changes > 0 {
						changed++
					}
				}
			}
		}
	}
	t.Logf("lead changed in %d of %d races", changed, races)
	assert.Greater(t, changed, races/3, "the lead changes hands in a good share of races")
	assert.Less(t, changed, races, "and not in every one")
}

// Runners cross the line a few ticks apart, each at its own tick: a photo
// finish is still a finish in the given order, and the crossing ticks are
// reported as they happen.
func TestRaceCrossingsAreReported(t *testing.T) {
	r, err := NewRace(4, 11)
	require.NoError(t, err)
	require.NoError(t, r.Run([]int{2, 0, 3, 1}))
	total := 0
	for !r.Done() {
		n := r.Update()
		assert.LessOrEqual(t, n, 1, "at 1x the runners cross one at a time")
		total += n
	}
	assert.Equal(t, 4, total)
	// The runners are spread out before the end, not in a line abreast.
	require.NoError(t, r.Run([]int{0, 1, 2, 3}))
	for range RaceTicks(4) / 2 {
		r.Update()
	}
	lo, hi := 2.0, 0.0
	for i := range 4 {
		lo, hi = min(lo, r.Position(i)), max(hi, r.Position(i))
	}
	assert.Greater(t, hi-lo, 0.02, "half way, the field is strung out")
	assert.Less(t, hi, 1.0)
}

// Skip ends the race at once in the given order; bad orders and fields are
// refused.
func TestRaceSkipAndBadInput(t *testing.T) {
	r, err := NewRace(4, 5)
	require.NoError(t, err)
	require.NoError(t, r.Run([]int{3, 2, 1, 0}))
	for range 50 {
		r.Update()
	}
	assert.Equal(t, 4, r.Skip())
	assert.True(t, r.Done())
	for place, k := range []int{3, 2, 1, 0} {
		assert.Equal(t, place+1, r.Place(k))
	}
	for _, bad := range [][]int{nil, {0, 1, 2}, {0, 1, 2, 2}, {0, 1, 2, 4}, {-1, 0, 1, 2}} {
		assert.Error(t, r.Run(bad), "%v", bad)
		assert.True(t, r.Done())
		assert.Equal(t, 1, r.Place(3), "the last race stands")
	}
	for _, n := range []int{-1, 0, 1, MaxRunners + 1} {
		_, err := NewRace(n, 0)
		assert.Error(t, err, "%d runners", n)
	}
	fresh, err := NewRace(3, 0)
	require.NoError(t, err)
	assert.True(t, fresh.Done())
	assert.Zero(t, fresh.Position(0))
	assert.Zero(t, fresh.Place(0))
}
