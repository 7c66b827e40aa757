//go:build xvfb

package scenes

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/sound"
)

// The app leaves the title's screen unfilled (one full-screen fill a frame
// less in a browser), so the title must paint every pixel itself: nothing
// of a previous frame may show through, at any size.
func TestTitlePaintsTheWholeScreen(t *testing.T) {
	stale := color.RGBA{0xff, 0x00, 0xff, 0xff}
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}} {
		title := NewTitle()
		app := game.NewApp(title, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
		w, h := app.Layout(size[0], size[1])
		for range 30 {
			require.NoError(t, app.Update())
		}
		require.True(t, title.(game.Opaque).CoversScreen(w, h), "%v: the app does not fill under the title", size)
		screen := ebiten.NewImage(w, h)
		for range 2 {
			screen.Fill(stale)
			app.Draw(screen)
			require.NoError(t, app.Update())
		}
		left := 0
		for y := 0; y < h; y += 3 {
			for x := 0; x < w; x += 3 {
				if color.RGBAModel.Convert(screen.At(x, y)).(color.RGBA) == stale {
					left++
				}
			}
		}
		require.Zero(t, left, "%v: pixels of the last frame show through", size)
		screen.Deallocate()
	}
}
