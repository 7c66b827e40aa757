package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mouse(x, y float64, down bool) Sample {
	return Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: down, Focused: true}
}

func touches(ts ...Touch) Sample { return Sample{Touches: ts, Focused: true} }

func TestMouseClickIsTap(t *testing.T) {
	var tr Tracker
	in := tr.Update(mouse(100, 50, false))
	assert.True(t, in.Hover)
	_, _, ok := in.Tap()
	assert.False(t, ok)

	in = tr.Update(mouse(100, 50, true))
	assert.True(t, in.Down)
	assert.False(t, in.Hover)
	in = tr.Update(mouse(103, 52, true)) // within slop
	assert.Equal(t, DragNone, in.Drag.Phase)
	in = tr.Update(mouse(103, 52, false))
	x, y, ok := in.Tap()
	require.True(t, ok)
	assert.Equal(t, 103.0, x)
	assert.Equal(t, 52.0, y)
	assert.False(t, in.Down)

	x, y, ok = in.ConsumeTap()
	assert.True(t, ok)
	_, _, ok = in.Tap()
	assert.False(t, ok, "consumed")
	_ = x + y
}

func TestDragWithFlickVelocity(t *testing.T) {
	var tr Tracker
	tr.Update(mouse(0, 0, true))
	in := tr.Update(mouse(5, 0, true))
	assert.Equal(t, DragNone, in.Drag.Phase, "inside the tap slop")
	in = tr.Update(mouse(20, 0, true))
	require.Equal(t, DragStart, in.Drag.Phase)
	assert.Equal(t, 20.0, in.Drag.DX, "start carries the movement since press")
	var last Intents
	for i := 1; i <= 5; i++ {
		last = tr.Update(mouse(20+float64(i)*30, 0, true))
		require.Equal(t, DragMove, last.Drag.Phase)
		assert.Equal(t, 30.0, last.Drag.DX)
	}
	end := tr.Update(mouse(200, 0, false))
	require.Equal(t, DragEnd, end.Drag.Phase)
	assert.Greater(t, end.Drag.VX, 1200.0, "about 30 px/tick = 1800 px/s")
	assert.InDelta(t, 0, end.Drag.VY, 1e-9)
	_, _, ok := end.Tap()
	assert.False(t, ok, "a drag is never a tap")
	assert.Equal(t, 0.0, end.Drag.StartX)

	// A drag held still before release has no flick.
	tr.Update(mouse(0, 0, true))
	tr.Update(mouse(50, 0, true))
	for range 20 {
		tr.Update(mouse(50, 0, true))
	}
	end = tr.Update(mouse(50, 0, false))
	assert.Equal(t, DragEnd, end.Drag.Phase)
	assert.Less(t, end.Drag.VX, 1.0)
}

func TestTouchTapAndTransform(t *testing.T) {
	tr := Tracker{Transform: func(x, y float64) (float64, float64) { return x * 2, y * 2 }}
	in := tr.Update(touches(Touch{ID: 7, X: 10, Y: 10}))
	assert.True(t, in.Down)
	assert.True(t, in.Touch)
	assert.False(t, in.Hover, "fingers never hover")
	tr.Update(touches(Touch{ID: 7, X: 11, Y: 10}))
	in = tr.Update(touches())
	x, y, ok := in.Tap()
	require.True(t, ok)
	assert.Equal(t, 22.0, x)
	assert.Equal(t, 20.0, y)
}

func TestTouchCancelledMidDrag(t *testing.T) {
	var tr Tracker
	tr.Update(touches(Touch{ID: 1, X: 0, Y: 0}))
	tr.Update(touches(Touch{ID: 1, X: 40, Y: 0}))
	// The touch disappears without a release event (touchcancel).
	in := tr.Update(touches())
	assert.Equal(t, DragEnd, in.Drag.Phase, "a vanished finger still ends the drag")
	in = tr.Update(touches())
	assert.Equal(t, DragNone, in.Drag.Phase)
	// The next gesture starts clean.
	tr.Update(touches(Touch{ID: 2, X: 300, Y: 300}))
	in = tr.Update(touches())
	x, _, ok := in.Tap()
	assert.True(t, ok)
	assert.Equal(t, 300.0, x)
}

func TestFocusLossCancelsWithoutTap(t *testing.T) {
	var tr Tracker
	tr.Update(mouse(10, 10, true))
	tr.Update(mouse(60, 10, true))
	in := tr.Update(Sample{MouseDown: true})
	assert.Equal(t, DragCancel, in.Drag.Phase)
	assert.Zero(t, in.Drag.VX, "a cancelled drag never flicks")

	tr.Update(mouse(10, 10, true))
	in = tr.Update(Sample{})
	_, _, ok := in.Tap()
	assert.False(t, ok)
	assert.Equal(t, DragNone, in.Drag.Phase)
	// Button still held when focus returns: not a new press until released.
	tr.Update(mouse(10, 10, true))
	in = tr.Update(mouse(10, 10, false))
	_, _, ok = in.Tap()
	assert.False(t, ok)
	tr.Update(mouse(10, 10, true))
	in = tr.Update(mouse(10, 10, false))
	_, _, ok = in.Tap()
	assert.True(t, ok, "works again after a full release")
}

func TestPinchZoom(t *testing.T) {
	var tr Tracker
	tr.Update(touches(Touch{ID: 1, X: 100, Y: 100}))
	tr.Update(touches(Touch{ID: 1, X: 130, Y: 100})) // dragging one finger
	in := tr.Update(touches(Touch{ID: 1, X: 130, Y: 100}, Touch{ID: 2, X: 230, Y: 100}))
	assert.Equal(t, DragCancel, in.Drag.Phase, "second finger cancels the drag")
	assert.Equal(t, 1.0, in.ZoomFactor())
	in = tr.Update(touches(Touch{ID: 1, X: 80, Y: 100}, Touch{ID: 2, X: 280, Y: 100}))
	assert.InDelta(t, 2.0, in.ZoomFactor(), 1e-9)
	assert.Equal(t, 180.0, in.Zoom.CX)
	in = tr.Update(touches(Touch{ID: 1, X: 90, Y: 110}, Touch{ID: 2, X: 290, Y: 110}))
	assert.InDelta(t, 1.0, in.ZoomFactor(), 1e-9)
	assert.Equal(t, 10.0, in.Zoom.PanY)

	// Lift one finger: the other is ignored until it lifts too.
	in = tr.Update(touches(Touch{ID: 2, X: 290, Y: 110}))
	assert.Equal(t, DragNone, in.Drag.Phase)
	in = tr.Update(touches(Touch{ID: 2, X: 390, Y: 110}))
	assert.Equal(t, DragNone, in.Drag.Phase)
	in = tr.Update(touches())
	_, _, ok := in.Tap()
	assert.False(t, ok)

	// Two fingers landing in the same tick pinch at once.
	in = tr.Update(touches(Touch{ID: 5, X: 0, Y: 0}, Touch{ID: 6, X: 10, Y: 0}))
	assert.Equal(t, 1.0, in.ZoomFactor())
	assert.False(t, in.Down)
}

func TestMouseWheelZoom(t *testing.T) {
	var tr Tracker
	s := mouse(50, 60, false)
	s.WheelY = 1
	in := tr.Update(s)
	assert.InDelta(t, WheelZoomStep, in.ZoomFactor(), 1e-9)
	assert.Equal(t, 50.0, in.Zoom.CX)
	s.WheelY = -2
	in = tr.Update(s)
	assert.InDelta(t, 1/(WheelZoomStep*WheelZoomStep), in.ZoomFactor(), 1e-9)
	in = tr.Update(mouse(0, 0, false))
	assert.Equal(t, 1.0, in.ZoomFactor())
}

func TestKeysPressRepeatAndConsume(t *testing.T) {
	var tr Tracker
	in := tr.Update(Sample{Keys: KeyDown | KeyConfirm, Focused: true})
	assert.True(t, in.Pressed(KeyDown))
	assert.True(t, in.Pressed(KeyConfirm))
	assert.True(t, in.Keyboard)
	assert.True(t, in.Consume(KeyDown))
	assert.False(t, in.Pressed(KeyDown))

	downs, confirms := 0, 0
	for range 60 {
		in = tr.Update(Sample{Keys: KeyDown | KeyConfirm, Focused: true})
		if in.Pressed(KeyDown) {
			downs++
		}
		if in.Pressed(KeyConfirm) {
			confirms++
		}
	}
	assert.Equal(t, 0, confirms, "confirm does not auto-repeat")
	assert.Equal(t, 8, downs, "arrows repeat after the delay")

	tr.Update(Sample{Focused: true})
	in = tr.Update(Sample{Keys: KeyDown, Focused: true})
	assert.True(t, in.Pressed(KeyDown), "pressed again after release")

	// Using the pointer hides the focus ring again.
	tr.Update(mouse(1, 1, true))
	in = tr.Update(mouse(1, 1, false))
	assert.False(t, in.Keyboard)
}

func TestMouseIgnoredRightAfterTouch(t *testing.T) {
	var tr Tracker
	tr.Update(touches(Touch{ID: 1, X: 10, Y: 10}))
	in := tr.Update(touches())
	_, _, ok := in.Tap()
	require.True(t, ok)
	// A browser's synthesised click right after must not tap twice.
	tr.Update(mouse(10, 10, true))
	in = tr.Update(mouse(10, 10, false))
	_, _, ok = in.Tap()
	assert.False(t, ok)
}

func TestTapInRect(t *testing.T) {
	var tr Tracker
	tr.Update(mouse(15, 15, true))
	in := tr.Update(mouse(15, 15, false))
	assert.False(t, in.TapIn(20, 20, 10, 10))
	assert.True(t, in.TapIn(10, 10, 10, 10))
	assert.False(t, in.TapIn(10, 10, 10, 10), "consumed by the first")
}

// Each press gets a new number, and a tap or drag carries its press's
// number, so a prompt can tell a click begun before it appeared.
func TestPressNumbersEachGesture(t *testing.T) {
	var tr Tracker
	assert.Equal(t, 0, tr.Update(mouse(10, 10, false)).Press)
	assert.Equal(t, 1, tr.Update(mouse(10, 10, true)).Press)
	in := tr.Update(mouse(10, 10, false))
	_, _, ok := in.Tap()
	require.True(t, ok)
	assert.Equal(t, 1, in.Press, "the tap belongs to the first press")
	tr.Update(touches(Touch{ID: 3, X: 5, Y: 5}))
	in = tr.Update(touches())
	_, _, ok = in.Tap()
	require.True(t, ok)
	assert.Equal(t, 2, in.Press, "a touch is a press too")
}

// A digit key reads as its number on the tick it goes down, once.
func TestDigitKeys(t *testing.T) {
	var tr Tracker
	in := tr.Update(Sample{Focused: true})
	assert.Equal(t, 0, in.Digit())
	in = tr.Update(Sample{Keys: KeyDigit3, Focused: true})
	assert.Equal(t, 3, in.Digit())
	assert.True(t, in.Keyboard)
	in = tr.Update(Sample{Keys: KeyDigit3, Focused: true})
	assert.Equal(t, 0, in.Digit(), "held: no repeat")
	tr.Update(Sample{Focused: true})
	in = tr.Update(Sample{Keys: KeyDigit9, Focused: true})
	assert.Equal(t, 9, in.Digit())
	in.Consume(KeyDigit9)
	assert.Equal(t, 0, in.Digit(), "consumed")
}
