//go:build xvfb

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/ui"
)

// The controls the setup draws with its rows scrolled (the browser hook's
// controls(), the toast's places to avoid) are the parts in view: none on
// another, none off screen, however far the rows are scrolled.
func TestSetupScrolledControlsRecordedInView(t *testing.T) {
	sc, _, _ := sixSeats(t, 400, 400)
	require.True(t, sc.sc.Scrolls())
	for _, off := range []float64{0, sc.sc.Max / 2, sc.sc.Max} {
		sc.sc.ScrollBy(off - sc.sc.Offset)
		sc.scrollRows()
		screen := ebiten.NewImage(400, 400)
		ui.CaptureFrame()
		sc.Draw(screen)
		rs := ui.FrameControls(nil)
		ui.EndFrame()
		require.GreaterOrEqual(t, len(rs), 3, "Back, Add and Start at least")
		for i, r := range rs {
			assert.True(t, ui.R(0, 0, 400, 400).Holds(r), "scrolled %v: %+v off screen", off, r)
			for _, o := range rs[:i] {
				assert.False(t, r.Overlaps(o), "scrolled %v: %+v over %+v", off, r, o)
			}
		}
		screen.Deallocate()
	}
}
