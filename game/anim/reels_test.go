package anim

import (
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testSymbols and testStrips are a three-reel machine whose strips differ
// in length and hold some symbols more than once.
var (
	testSymbols = []string{"Cherry", "Lemon", "Bell", "Bar", "Seven", "Plum"}
	testStrips  = [][]int{
		{0, 1, 2, 3, 4, 5, 0, 1, 2, 0},
		{5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 0, 2, 1},
		{0, 2, 4, 1, 3, 5, 3, 1, 0, 2, 0, 4, 5, 1, 1, 2, 3, 0, 4, 5},
	}
)

func newTestReels(t *testing.T, seed uint64) *Reels {
	t.Helper()
	r, err := NewReels(testSymbols, testStrips, seed)
	require.NoError(t, err)
	return r
}

// Every combination of symbols, from many starting places, at every speed:
// each reel stops on its own symbol, the reels stop left to right, a tick
// sounds for every symbol that passes the payline, and the spin is over
// within ReelsTicks at 1x (proportionally sooner when faster).
func TestReelsLandOnTheirTargets(t *testing.T) {
	for _, speed := range Speeds {
		for seed := range uint64(6) {
			r := newTestReels(t, seed)
			r.Speed = speed
			for a := range testSymbols {
				for b := range testSymbols {
					for c := range testSymbols {
						targets := []int{a, b, c}
						before := make([]float64, 3)
						for i := range before {
							before[i] = r.Position(i)
						}
						require.NoError(t, r.Spin(targets))
						ticks, passes, stops := 0, 0, 0
						var order []int
						for !r.Done() {
							s := r.Update()
							passes += s.Passes
							stops += s.Stops
							ticks++
							for i := range 3 {
								if r.Stopped(i) && !slices.Contains(order, i) {
									order = append(order, i)
								}
							}
							require.Less(t, ticks, 1000, "the spin never ends")
						}
						for i, want := range targets {
							require.Equal(t, want, r.Showing(i), "speed %v seed %d targets %v reel %d", speed, seed, targets, i)
							pos := r.Position(i)
							require.InDelta(t, math.Round(pos), pos, 1e-9, "reel %d rests squarely on the payline", i)
						}
						if speed.Instant() {
							require.Equal(t, 1, ticks)
						} else {
							require.Equal(t, []int{0, 1, 2}, order, "the reels stop left to right")
							n := speed.Ticks()
							require.LessOrEqual(t, ticks, (ReelsTicks(3)+n-1)/n)
						}
						require.Equal(t, 3, stops)
						// Each reel turns at least once round its strip, and
						// every symbol it passes ticks.
						want := 0
						for i := range 3 {
							n := len(testStrips[i])
							d := r.runs[i].dist
							require.GreaterOrEqual(t, d, float64(n))
							require.Equal(t, math.Mod(before[i]+d, float64(n)), r.Position(i))
							want += int(d)
						}
						require.Equal(t, want, passes)
					}
				}
			}
		}
	}
}

// The reels stop one after another, a readable moment apart, and a reel
// that has stopped stays on its symbol while the others still turn.
func TestReelsStopOneAfterAnother(t *testing.T) {
	r := newTestReels(t, 7)
	require.NoError(t, r.Spin([]int{4, 4, 4}))
	stoppedAt := []int{-1, -1, -1}
	for tick := 1; !r.Done(); tick++ {
		r.Update()
		for i := range 3 {
			if r.Stopped(i) && stoppedAt[i] < 0 {
				stoppedAt[i] = tick
				assert.Equal(t, 4, r.Showing(i), "reel %d shows its symbol as it stops", i)
			}
			if stoppedAt[i] >= 0 {
				assert.Equal(t, 4, r.Showing(i), "reel %d stays put", i)
			}
		}
	}
	assert.GreaterOrEqual(t, stoppedAt[1]-stoppedAt[0], 15)
	assert.GreaterOrEqual(t, stoppedAt[2]-stoppedAt[1], 15)
}

// A reel slows down smoothly into its stop, runs a little past it and
// springs back: the motion of a real reel, not a cut.
func TestReelsSlowDownOvershootAndSettle(t *testing.T) {
	r := newTestReels(t, 3)
	require.NoError(t, r.Spin([]int{1, 2, 3}))
	run := r.runs[0]
	prev := math.Inf(1)
	maxOff, maxV := 0.0, 0.0
	for t0 := int(run.slow); t0 < int(run.slow)+reelDecel; t0++ {
		v := r.offset(0, t0+1) - r.offset(0, t0)
		assert.Less(t, v, prev, "slowing down at tick %d", t0)
		prev = v
	}
	for t0 := 0; t0 < r.end; t0++ {
		maxOff = max(maxOff, r.offset(0, t0))
		maxV = max(maxV, r.offset(0, t0+1)-r.offset(0, t0))
	}
	assert.InDelta(t, run.dist+reelOvershoot, maxOff, 1e-9, "it runs past its symbol")
	assert.Equal(t, run.dist, r.offset(0, r.end), "and settles on it")
	assert.LessOrEqual(t, maxV, 1.0, "at most one symbol passes a tick at 1x, so each can tick")
}

// Skip lands every reel on its symbol at once, with a clunk for each reel
// not yet stopped; bad targets are refused without disturbing the reels.
func TestReelsSkipAndBadInput(t *testing.T) {
	r := newTestReels(t, 1)
	require.NoError(t, r.Spin([]int{3, 0, 5}))
	for range 90 {
		r.Update()
	}
	require.True(t, r.Stopped(0))
	require.False(t, r.Stopped(1))
	s := r.Skip()
	assert.True(t, r.Done())
	assert.Equal(t, 2, s.Stops)
	assert.Equal(t, []int{3, 0, 5}, []int{r.Showing(0), r.Showing(1), r.Showing(2)})

	for _, bad := range [][]int{nil, {1, 2}, {1, 2, 3, 4}, {0, 0, 6}, {-1, 0, 0}} {
		assert.Error(t, r.Spin(bad), "%v", bad)
		assert.True(t, r.Done())
		assert.Equal(t, []int{3, 0, 5}, []int{r.Showing(0), r.Showing(1), r.Showing(2)})
	}
	_, err := NewReels(testSymbols, [][]int{{0, 1}, {}}, 0)
	assert.Error(t, err)
	_, err = NewReels(testSymbols, [][]int{{0, 9}}, 0)
	assert.Error(t, err)
	_, err = NewReels(nil, testStrips, 0)
	assert.Error(t, err)
	// A strip without the symbol at all.
	r2, err := NewReels(testSymbols, [][]int{{0, 1}, {2, 3}}, 0)
	require.NoError(t, err)
	assert.Error(t, r2.Spin([]int{0, 0}))
}

// Two machines with the same seed spin the same, whatever the speed:
// a replay shows the very same spin.
func TestReelsDeterministic(t *testing.T) {
	a, b := newTestReels(t, 9), newTestReels(t, 9)
	b.Speed = Speed4x
	require.NoError(t, a.Spin([]int{0, 1, 2}))
	require.NoError(t, b.Spin([]int{0, 1, 2}))
	for !b.Done() {
		b.Update()
		for range 4 {
			a.Update()
		}
		for i := range 3 {
			assert.Equal(t, a.Position(i), b.Position(i))
		}
	}
}
