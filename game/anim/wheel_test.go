package anim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lifeSegment is the angle one segment of the Life wheel spans.
const lifeSegment = 2 * math.Pi / Segments

// spinToRest runs a spin and returns the ticks taken and the clicks reported.
func spinToRest(t *testing.T, w *Wheel, target int, flick float64) (ticks, clicks int) {
	t.Helper()
	w.Spin(target, flick)
	for !w.Done() {
		clicks += w.Update()
		ticks++
		require.Less(t, ticks, 10*TPS, "spin never ends")
	}
	return ticks, clicks
}

func TestWheelLandsOnTargetProperty(t *testing.T) {
	flicks := []float64{0, -3, 1, 6, 9.5, 14, 22, 40, 500, math.Inf(1)}
	for _, speed := range Speeds {
		for target := 1; target <= Segments; target++ {
			for s := range 37 {
				start := float64(s) * 0.1737 // covers boundaries and centres
				for _, flick := range flicks {
					w := NewWheel()
					w.Speed = speed
					w.SetAngle(start)
					before := w.angle
					ticks, clicks := spinToRest(t, w, target, flick)
					require.True(t, w.Done())
					require.Equal(t, target, w.Number(), "speed %v start %v flick %v", speed, start, flick)

					// Pegs crossed, counted independently from the total travel.
					wantPegs := int(math.Floor((before+w.dist)/lifeSegment) - math.Floor(before/lifeSegment))
					require.Equal(t, wantPegs, clicks)
					turns := w.dist / (2 * math.Pi)
					require.GreaterOrEqual(t, turns, float64(MinTurns))
					require.Less(t, turns, float64(MaxTurns+1))

					// Bounded duration: under 6 s at 1x, proportionally less when faster.
					if n := speed.Ticks(); n > 0 {
						require.LessOrEqual(t, ticks, (6*TPS+n-1)/n)
					} else {
						require.Equal(t, 1, ticks)
					}
					// Never stops near a peg: the pointer is well inside the segment.
					phi := normAngle(-w.Angle())
					frac := phi/lifeSegment - math.Floor(phi/lifeSegment)
					require.InDelta(t, 0.5, frac, jitterFraction+1e-9)
				}
			}
		}
	}
}

func TestWheelClicksAtMostOnePegPerTickAt1x(t *testing.T) {
	w := NewWheel()
	w.Spin(7, math.Inf(1))
	for !w.Done() {
		require.LessOrEqual(t, w.Update(), 1, "1x spin is slow enough to click every peg")
	}
}

func TestWheelSlowsDownMonotonically(t *testing.T) {
	w := NewWheel()
	w.Spin(3, 20)
	prev := math.Inf(1)
	prevAngle := w.angle
	for !w.Done() {
		w.Update()
		v := w.Velocity()
		assert.LessOrEqual(t, v, prev)
		assert.GreaterOrEqual(t, w.angle, prevAngle, "wheel never turns backwards")
		prev, prevAngle = v, w.angle
	}
	assert.Zero(t, w.Velocity())
}

func TestWheelFlickStrengthChoosesTurns(t *testing.T) {
	assert.Equal(t, MinTurns, TurnsForFlick(1))
	assert.Equal(t, MaxTurns, TurnsForFlick(100))
	assert.Equal(t, TurnsForFlick(DefaultFlick), TurnsForFlick(0), "tap uses the default flick")
	assert.Equal(t, TurnsForFlick(12), TurnsForFlick(-12), "direction is ignored")
	prev := 0
	for f := 1.0; f < 40; f += 0.5 {
		n := TurnsForFlick(f)
		assert.GreaterOrEqual(t, n, prev, "stronger flicks never make fewer turns")
		prev = n
	}
	// A harder flick spins longer.
	a, b := NewWheel(), NewWheel()
	ta, _ := spinToRest(t, a, 5, 5)
	tb, _ := spinToRest(t, b, 5, 30)
	assert.Greater(t, tb, ta)
}

func TestWheelSkipJumpsToRestAndCountsPegs(t *testing.T) {
	w := NewWheel()
	w.Spin(4, 0)
	clicks := 0
	for range 30 {
		clicks += w.Update()
	}
	clicks += w.Skip()
	assert.True(t, w.Done())
	assert.Equal(t, 4, w.Number())
	want := int(math.Floor(w.dist / lifeSegment))
	assert.Equal(t, want, clicks, "start angle 0 sits on a peg boundary")
	assert.Zero(t, w.Skip(), "skipping a resting wheel does nothing")
	assert.Zero(t, w.Update())
}

func TestWheelIsDeterministic(t *testing.T) {
	run := func() []float64 {
		w := NewWheel()
		var angles []float64
		for _, n := range []int{3, 10, 1, 7} {
			w.Spin(n, 11)
			for !w.Done() {
				w.Update()
			}
			angles = append(angles, w.Angle())
		}
		return angles
	}
	assert.Equal(t, run(), run())
}

func TestWheelTurnByHand(t *testing.T) {
	w := NewWheel()
	w.SetAngle(lifeSegment / 2)
	assert.Equal(t, 1, w.Turn(lifeSegment))
	assert.Equal(t, 2, w.Turn(-2*lifeSegment), "turning back counts pegs too")
	assert.Equal(t, 0, w.Turn(math.NaN()))
	w.Spin(2, 0)
	assert.Zero(t, w.Turn(1), "a spinning wheel can't be grabbed")
	assert.Panics(t, func() { w.Spin(11, 0) })
}

func TestSegmentAtMapsPointer(t *testing.T) {
	// Rotating clockwise by a bit brings the last segment under the pointer.
	assert.Equal(t, 0, LifeWheel.SegmentAt(-lifeSegment/2))
	assert.Equal(t, Segments-1, LifeWheel.SegmentAt(lifeSegment/2))
	assert.Equal(t, 3, LifeWheel.SegmentAt(-3.5*lifeSegment))
}

// A computer's quick spin lands on its number like any spin, turns the
// wheel at least once, slows down to rest, and is over within
// QuickSpinTicks at 1x, far sooner than a tap's spin.
func TestWheelQuickSpinIsShortAndLands(t *testing.T) {
	for target := 1; target <= Segments; target++ {
		for s := range 7 {
			w := NewWheel()
			w.SetAngle(float64(s) * 0.9)
			w.SpinQuick(target)
			assert.LessOrEqual(t, w.RestTicks(), QuickSpinTicks)
			assert.GreaterOrEqual(t, w.dist, 2*math.Pi, "at least one whole turn")
			ticks, prev := 0, math.Inf(1)
			for !w.Done() {
				require.LessOrEqual(t, w.Update(), 1, "every peg clicks")
				assert.LessOrEqual(t, w.Velocity(), prev, "it slows down")
				prev = w.Velocity()
				ticks++
			}
			assert.LessOrEqual(t, ticks, QuickSpinTicks)
			assert.Equal(t, target, w.Number())
		}
	}
	tap, _ := spinToRest(t, NewWheel(), 5, 0)
	assert.Greater(t, tap, 3*QuickSpinTicks, "a person's tap still spins for seconds")
}
