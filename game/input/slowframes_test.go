package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A slow device (a browser at 12 frames a second) runs several ticks per
// frame with the same pointer: a flick must read as fast as it really is.
func TestFlickVelocityIndependentOfTicksPerFrame(t *testing.T) {
	for _, perFrame := range []int{1, 3, 5} {
		var tr Tracker
		var end Intents
		frame := func(x float64, down bool) {
			for range perFrame {
				if in := tr.Update(mouse(x, 0, down)); in.Drag.Phase == DragEnd {
					end = in
				}
			}
		}
		frame(0, true)
		for i := 1; i <= 6; i++ {
			frame(float64(i)*60, true) // 60 px a frame
		}
		frame(360, false)
		require.Equal(t, DragEnd, end.Drag.Phase, "%d ticks a frame", perFrame)
		// 60 px per frame of perFrame ticks is 3600/perFrame px/s.
		want := 3600.0 / float64(perFrame)
		assert.InDelta(t, want, end.Drag.VX, want*0.1, "%d ticks a frame", perFrame)
	}
}
