package demo

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// playground runs a playground scene in an App, as the tests of both
// playgrounds do: no sound, a memory store, and input fed a sample a tick
// from queue (a focused window with nothing pressed when it is empty).
type playground struct {
	app   *game.App
	queue []input.Sample
	w, h  int // the logical size
}

// newPlayground lays scene out for a w×h window and runs it past its
// opening fade.
func newPlayground(t *testing.T, scene game.Scene, w, h int) *playground {
	pg := &playground{}
	pg.app = game.NewApp(scene, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(pg.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := pg.queue[0]
		pg.queue = pg.queue[1:]
		return s
	}})
	pg.w, pg.h = pg.app.Layout(w, h)
	pg.run(t, 30)
	return pg
}

// run runs n ticks.
func (pg *playground) run(t *testing.T, n int) {
	for range n {
		require.NoError(t, pg.app.Update())
	}
}

// tap taps the middle of r and lets it land.
func (pg *playground) tap(t *testing.T, r ui.Rect) {
	x, y := r.Center()
	pg.queue = append(pg.queue,
		input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
		input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
	pg.run(t, 3)
}

// escape presses Escape for one tick.
func (pg *playground) escape(t *testing.T) {
	pg.queue = append(pg.queue, input.Sample{Keys: input.KeyBack, Focused: true})
	pg.run(t, 1)
}

// shotsDir is where a test's shots go: $WHEELOFFATE_SHOTS, or a temporary
// directory.
func shotsDir(t *testing.T) string {
	dir := os.Getenv("WHEELOFFATE_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	return dir
}

// saveShot writes img as dir/name-WxH.png for the window size size.
func saveShot(t *testing.T, dir, name string, size [2]int, img image.Image) {
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, size[0], size[1])))
	require.NoError(t, err)
	require.NoError(t, png.Encode(f, img))
	require.NoError(t, f.Close())
}
