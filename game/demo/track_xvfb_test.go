//go:build xvfb

package demo

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// The reels and the race at a desktop's and a phone's size, spinning and
// running and then at rest: both cells on the screen and apart, the
// machine and the track inside their cells. The shots go to
// $WHEELOFFATE_SHOTS (or a temporary directory) for a person to look at.
func TestReelsAndRaceShots(t *testing.T) {
	dir := os.Getenv("WHEELOFFATE_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	for _, size := range [][2]int{{1280, 720}, {400, 866}} {
		p := NewReelsAndRace()
		app := game.NewApp(p, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
			return input.Sample{Focused: true}
		}})
		w, h := app.Layout(size[0], size[1])
		screen := ebiten.NewImage(w, h)
		for range 30 { // past the opening fade
			require.NoError(t, app.Update())
		}
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
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, size[0], size[1])))
			require.NoError(t, err)
			require.NoError(t, png.Encode(f, screen))
			require.NoError(t, f.Close())
		}
		shot("reelsrace-moving")
		p.Skip()
		require.NoError(t, app.Update())
		shot("reelsrace-rest")
		screen.Deallocate()
	}
}
