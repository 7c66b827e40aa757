package anim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A spin begun before its symbols are known: each reel runs on until it
// is named, then stops on its own symbol, left to right, however late it
// is named and at every speed; the spin is done only when the last one
// has. At 1x no more than one symbol passes the payline a tick.
func TestReelsStartThenStopOnEach(t *testing.T) {
	for _, speed := range Speeds {
		for seed := range uint64(3) {
			r := newTestReels(t, seed)
			r.Speed = speed
			for a := range testSymbols {
				for c := range testSymbols {
					targets := []int{a, (a + c) % len(testSymbols), c}
					r.Start()
					for k, want := range targets {
						// The reel waits as long as its event takes to come.
						for range int(seed) * 37 {
							r.Update()
							require.True(t, r.Open(k), "reel %d runs on until named", k)
							require.False(t, r.Stopped(k))
						}
						require.NoError(t, r.StopOn(k, want))
						ticks := 0
						for !r.Stopped(k) {
							if speed == Speed1x {
								require.LessOrEqual(t, r.Velocity(k), 1.0, "one symbol a tick at most")
							}
							r.Update()
							ticks++
							require.Less(t, ticks, 400, "reel %d never stops", k)
							for j := k + 1; j < len(targets); j++ {
								require.False(t, r.Stopped(j), "reel %d stopped before reel %d", j, k)
							}
						}
						if k < len(targets)-1 {
							assert.False(t, r.Done(), "not done before the last reel")
						}
					}
					for !r.Done() {
						r.Update()
					}
					for i, want := range targets {
						assert.Equal(t, want, r.Showing(i), "speed %v seed %d: reel %d on its symbol", speed, seed, i)
					}
					assert.Equal(t, targets, r.Targets())
				}
			}
		}
	}
}

// A reel named late still slows down over the same ticks: it waits for its
// symbol at full speed, not longer than one turn of its strip.
func TestReelsStopOnWithinATurn(t *testing.T) {
	r := newTestReels(t, 5)
	r.Start()
	for range 200 {
		r.Update()
	}
	for k := range 3 {
		at := r.tick
		require.NoError(t, r.StopOn(k, 4))
		for !r.Stopped(k) {
			r.Update()
		}
		turn := float64(len(testStrips[k])) / reelSpeed
		assert.LessOrEqual(t, float64(r.tick-at), 1+turn+reelDecel, "reel %d stops within a turn and a slow-down", k)
		assert.GreaterOrEqual(t, r.tick-at, reelDecel, "reel %d slows down, never cut", k)
	}
}

// Skip in a spin still waiting puts the named reels at rest on their
// symbols and lets the others run on; bad calls are refused and change
// nothing.
func TestReelsStartSkipAndBadCalls(t *testing.T) {
	r := newTestReels(t, 2)
	require.Error(t, r.StopOn(0, 1), "no spin")
	r.Start()
	require.Error(t, r.StopOn(1, 1), "left to right")
	require.Error(t, r.StopOn(3, 1), "no such reel")
	require.Error(t, r.StopOn(-1, 1))
	require.Error(t, r.StopOn(0, 9))
	require.NoError(t, r.StopOn(0, 2))
	require.Error(t, r.StopOn(0, 2), "named twice")
	r.Skip()
	assert.True(t, r.Stopped(0))
	assert.Equal(t, 2, r.Showing(0))
	assert.True(t, r.Open(1) && r.Open(2), "the others run on")
	assert.False(t, r.Done())
	p := r.Position(1)
	r.Update()
	assert.NotEqual(t, p, r.Position(1), "and still turn")
	require.NoError(t, r.StopOn(1, 5))
	require.NoError(t, r.StopOn(2, 3))
	r.Skip()
	assert.True(t, r.Done())
	assert.Equal(t, []int{2, 5, 3}, []int{r.Showing(0), r.Showing(1), r.Showing(2)})
	// A full spin after it starts from where these stopped.
	require.NoError(t, r.Spin([]int{1, 1, 1}))
	r.Skip()
	assert.Equal(t, []int{1, 1, 1}, []int{r.Showing(0), r.Showing(1), r.Showing(2)})
}
