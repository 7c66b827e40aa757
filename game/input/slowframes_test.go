package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slowDevice feeds a Tracker the way a slow browser does: fps frames a
// second, each running perFrame ticks back to back on the same input, a
// few microseconds apart.
type slowDevice struct {
	tr       Tracker
	fps      float64
	perFrame int
	frame    int
	end      Intents
}

func (d *slowDevice) show(x float64, down bool) {
	d.frame++
	for i := range d.perFrame {
		s := mouse(x, 0, down)
		s.Time = 1 + float64(d.frame)/d.fps + float64(i)*20e-6
		if in := d.tr.Update(s); in.Drag.Phase == DragEnd {
			d.end = in
		}
	}
}

// A flick reads as fast as the pointer really moved, whatever the frame
// rate and however many ticks each frame runs.
func TestFlickVelocityIndependentOfFrameRate(t *testing.T) {
	for _, c := range []struct {
		fps      float64
		perFrame int
	}{{60, 1}, {30, 2}, {12, 5}, {5, 12}} {
		d := slowDevice{fps: c.fps, perFrame: c.perFrame}
		d.show(0, true)
		for i := 1; i <= 6; i++ {
			d.show(float64(i)*60, true) // 60 px a frame
		}
		// The release is seen a frame after the last movement: the pointer
		// went up between frames, as a quick real flick does.
		d.show(360, true)
		d.show(360, false)
		require.Equal(t, DragEnd, d.end.Drag.Phase, "%v frames/s", c.fps)
		want := 60 * c.fps
		assert.InDelta(t, want, d.end.Drag.VX, want*0.1, "%v frames/s", c.fps)
	}
}

// Holding the pointer still before letting go gives no flick, on a fast
// device and a slow one alike.
func TestHeldDragHasNoFlickAtAnyFrameRate(t *testing.T) {
	for _, fps := range []float64{60, 5} {
		d := slowDevice{fps: fps, perFrame: int(60 / fps)}
		d.show(0, true)
		d.show(80, true)
		d.show(160, true)
		for range 3 + int(fps*0.2) { // 200 ms and at least three frames
			d.show(160, true)
		}
		d.show(160, false)
		require.Equal(t, DragEnd, d.end.Drag.Phase)
		assert.Zero(t, d.end.Drag.VX, "%v frames/s", fps)
	}
}

// A sample whose clock goes back (a bad reading) never makes a velocity
// negative or infinite.
func TestClockGoingBackIsHeld(t *testing.T) {
	var tr Tracker
	for i, at := range []float64{5, 5.1, 4, 4.05, 5.3} {
		s := mouse(float64(i)*40, 0, true)
		s.Time = at
		in := tr.Update(s)
		assert.False(t, in.Drag.VX < 0 || !finite(in.Drag.VX), "sample %d: %v", i, in.Drag.VX)
	}
}
