package anim

import (
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEasesHitEndpoints(t *testing.T) {
	for name, e := range map[string]Ease{
		"Linear": Linear, "InQuad": InQuad, "OutQuad": OutQuad, "InOutQuad": InOutQuad,
		"InOutCubic": InOutCubic, "OutCubic": OutCubic, "OutBack": OutBack, "InOutSine": InOutSine,
	} {
		assert.InDelta(t, 0, e(0), 1e-12, name)
		assert.InDelta(t, 1, e(1), 1e-12, name)
		assert.InDelta(t, 0, e(-1), 1e-12, name+" clamps below")
		assert.InDelta(t, 1, e(2), 1e-12, name+" clamps above")
		assert.InDelta(t, 0, e(math.NaN()), 1e-12, name+" NaN")
	}
	assert.Greater(t, OutBack(0.7), 1.0, "OutBack overshoots")
}

func TestTweenRunsOverTicksAtSpeed(t *testing.T) {
	tw := NewTween(10, 20, 10, nil)
	assert.Equal(t, 10.0, tw.Value())
	for range 5 {
		tw.Update()
	}
	assert.InDelta(t, 15, tw.Value(), 1e-9)
	assert.False(t, tw.Done())
	for range 5 {
		tw.Update()
	}
	assert.True(t, tw.Done())
	assert.Equal(t, 20.0, tw.Value())

	fast := NewTween(0, 1, 10, OutQuad)
	fast.Speed = Speed4x
	n := 0
	for !fast.Update() {
		n++
	}
	assert.Equal(t, 2, n, "3 updates at 4x cover 10 ticks")

	inst := NewTween(0, 1, 100, nil)
	inst.Speed = SpeedInstant
	assert.True(t, inst.Update())

	sk := NewTween(0, 5, 100, nil)
	sk.Skip()
	assert.Equal(t, 5.0, sk.Value())
	sk.Reset()
	assert.Equal(t, 0.0, sk.Value())
	assert.True(t, (&Tween{}).Done())
}

func TestSpeedTicksAndLabels(t *testing.T) {
	assert.Equal(t, []int{1, 2, 4, 0}, []int{Speed1x.Ticks(), Speed2x.Ticks(), Speed4x.Ticks(), SpeedInstant.Ticks()})
	assert.Equal(t, "4×", Speed4x.String())
	assert.False(t, Speed(9).Valid())
	assert.True(t, SpeedInstant.Instant())
}

func TestCarMoverHopsSpaceBySpace(t *testing.T) {
	pts := []Point{{0, 0}, {100, 0}, {100, 100}, {0, 100}}
	c := NewCarMover(pts, 10)
	assert.Equal(t, pts[0], c.Pos())
	assert.Equal(t, 0.0, c.Heading())
	arrivals := 0
	ticks := 0
	var mid Point
	for !c.Done() {
		arrivals += c.Update()
		ticks++
		if ticks == 5 {
			mid = c.Pos()
		}
		require.Less(t, ticks, 1000)
	}
	assert.Equal(t, 30, ticks)
	assert.Equal(t, 3, arrivals)
	assert.Equal(t, 3, c.Space())
	assert.Equal(t, pts[3], c.Pos())
	assert.InDelta(t, 50, mid.X, 1e-9, "eased hop is symmetric: halfway at half time")
	assert.InDelta(t, math.Pi, c.Heading(), 1e-9, "last hop heads -X")
	assert.Zero(t, c.Lift())

	// Ease in/out: slow at the start of each hop.
	e := NewCarMover(pts, 10)
	e.Update()
	assert.Less(t, e.Pos().X, 10.0)
	assert.Greater(t, e.Lift(), 0.0)

	s := NewCarMover(pts, 10)
	s.Update()
	assert.Equal(t, 3, s.Skip())
	assert.True(t, s.Done())
	assert.Equal(t, pts[3], s.Pos())

	f := NewCarMover(pts, 3)
	f.Speed = Speed4x
	assert.Equal(t, 1, f.Update())
	assert.Equal(t, 1, f.Update())
	assert.Equal(t, 1, f.Update(), "8 ticks into 3-tick hops: third space at 9, capped at end")

	i := NewCarMover(pts, 10)
	i.Speed = SpeedInstant
	assert.Equal(t, 3, i.Update())

	empty := NewCarMover(nil, 0)
	assert.True(t, empty.Done())
	assert.Equal(t, Point{}, empty.Pos())
	assert.Zero(t, empty.Update())
}

func TestFloatTextRisesAndFades(t *testing.T) {
	var l FloatLayer
	l.Add(&FloatText{Text: "+$5,000", X: 10, Y: 100, Color: color.RGBA{0, 200, 0, 255}})
	f := l.Items()[0]
	assert.Equal(t, 1.0, f.Alpha())
	assert.Less(t, f.Scale(), 1.0, "pops in")
	prevY := f.YOffset()
	for range 40 {
		l.Update()
		assert.LessOrEqual(t, f.YOffset(), prevY, "only rises")
		prevY = f.YOffset()
	}
	assert.InDelta(t, 1, f.Scale(), 0.05)
	assert.Less(t, f.Alpha(), 1.0, "fading in the second half")
	for range 40 {
		l.Update()
	}
	assert.Empty(t, l.Items())
	assert.InDelta(t, -DefaultFloatRise, f.YOffset(), 1e-9)

	l.Speed = SpeedInstant
	l.Add(&FloatText{Text: "-$500"})
	assert.Len(t, l.Items(), 1)
	l.Clear()
	assert.Empty(t, l.Items())
}

// A car hops space by space at DefaultHopTicks on a short move and faster
// on a long one, so a whole move stays near MoveTicks at 1x.
func TestHopTicksForLongMoves(t *testing.T) {
	assert.Equal(t, DefaultHopTicks, HopTicksFor(1))
	assert.Equal(t, DefaultHopTicks, HopTicksFor(3))
	for hops := 1; hops <= 20; hops++ {
		h := HopTicksFor(hops)
		assert.GreaterOrEqual(t, h, MinHopTicks, "%d hops", hops)
		assert.LessOrEqual(t, hops*h, max(MoveTicks, hops*MinHopTicks), "%d hops", hops)
	}
}

// A hold after an animation lasts its 1x ticks at 1x, half as many Updates
// at 2x, and none at instant speed; it never goes below zero.
func TestHoldDownAtEverySpeed(t *testing.T) {
	for _, c := range []struct {
		sp      Speed
		updates int
	}{{Speed1x, 10}, {Speed2x, 5}, {Speed4x, 3}, {SpeedInstant, 1}} {
		hold, n := 10, 0
		for ; hold > 0; n++ {
			HoldDown(&hold, c.sp)
		}
		assert.Equal(t, c.updates, n, "%v", c.sp)
		assert.Zero(t, hold)
		HoldDown(&hold, c.sp)
		assert.Zero(t, hold, "%v: a finished hold stays finished", c.sp)
	}
}
