//go:build xvfb

package demo

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/ui"
)

// The reels and the race at a desktop's and a phone's size, spinning and
// running and then at rest: both cells on the screen and apart, the
// machine and the track inside their cells. The shots go to
// $WHEELOFFATE_SHOTS (or a temporary directory) for a person to look at.
func TestReelsAndRaceShots(t *testing.T) {
	dir := shotsDir(t)
	for _, size := range [][2]int{{1280, 720}, {400, 866}} {
		p := NewReelsAndRace()
		pg := newPlayground(t, p, size[0], size[1])
		app, w, h := pg.app, pg.w, pg.h
		screen := ebiten.NewImage(w, h)
		rv, tv := p.Views()
		screenRect := ui.R(0, 0, float64(w), float64(h))
		assert.True(t, screenRect.Holds(p.boxes[0]) && screenRect.Holds(p.boxes[1]), "%v: cells on the screen", size)
		assert.False(t, p.boxes[0].Overlaps(p.boxes[1]), "%v: cells apart", size)
		assert.True(t, p.boxes[0].Holds(rv.Rect()), "%v: the machine in its cell", size)
		assert.True(t, p.boxes[1].Holds(tv.Rect()), "%v: the track in its cell", size)

		p.spin()
		p.run()
		for range 70 {
			require.NoError(t, app.Update())
		}
		shot := func(name string) {
			app.Draw(screen)
			saveShot(t, dir, name, size, screen)
		}
		shot("reelsrace-moving")
		p.Skip()
		require.NoError(t, app.Update())
		shot("reelsrace-rest")
		screen.Deallocate()
	}
}
