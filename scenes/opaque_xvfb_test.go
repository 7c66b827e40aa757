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

// The app leaves the screen unfilled under a scene that says it paints it
// all (game.Opaque: one full-screen fill a frame less in a browser), so
// such a scene must paint every pixel itself: nothing of a previous frame
// may show through, at any size. The title, the table's boards and Life's
// board (its casino, its menu, its pass screen) say so.
func TestOpaqueScenesPaintTheWholeScreen(t *testing.T) {
	stale := color.RGBA{0xff, 0x00, 0xff, 0xff}
	want := map[string]bool{"title": true, "board-broke": true, "board-gambler": true, "board-million": true,
		"board": true, "board-duel": true, "spin": true, "casino": true, "retire": true, "board-menu": true, "pass-device": true}
	seen := 0
	for _, sh := range Shots() {
		if !want[sh.Name] {
			continue
		}
		seen++
		for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}} {
			sc := sh.Make()
			app := game.NewApp(sc, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
			w, h := app.Layout(size[0], size[1])
			for range sh.Ticks {
				require.NoError(t, app.Update())
			}
			o, ok := sc.(game.Opaque)
			require.True(t, ok && o.CoversScreen(w, h), "%s %v: the app does not fill under it", sh.Name, size)
			// A new screen each time (as after a resize): a scene that keeps
			// its last frame (game.Retained, the title) paints only what
			// changed on a screen that still holds it.
			var screen *ebiten.Image
			for range 2 {
				if screen != nil {
					screen.Deallocate()
				}
				screen = ebiten.NewImage(w, h)
				screen.Fill(stale)
				app.Draw(screen)
				require.NoError(t, app.Update())
			}
			left := 0
			px := make([]byte, 4*w*h)
			screen.ReadPixels(px)
			for i := 0; i < len(px); i += 4 {
				if px[i] == stale.R && px[i+1] == stale.G && px[i+2] == stale.B {
					left++
				}
			}
			require.Zero(t, left, "%s %v: pixels of the last frame show through", sh.Name, size)
			// And not in part, where an edge is part transparent: the same
			// frame drawn over green differs from it over magenta nowhere by
			// a fraction of the difference between the two. (A frame drawn
			// again may differ where Ebitengine placed an image elsewhere or
			// something moves with the frames, but not in that way.)
			other := ebiten.NewImage(w, h)
			other.Fill(color.RGBA{0x00, 0xff, 0x00, 0xff})
			app.Draw(other)
			px2 := make([]byte, 4*w*h)
			other.ReadPixels(px2)
			bleed := 0
			for i := 0; i < len(px); i += 4 {
				// Showing through by f, a pixel differs by f × (255, −255,
				// 255) between the two; anything else is the frame itself.
				dr, dg, db := int(px[i])-int(px2[i]), int(px[i+1])-int(px2[i+1]), int(px[i+2])-int(px2[i+2])
				if dr > 24 && db > 24 && -dg > 24 && abs(dr-db) < 16 && abs(dr+dg) < 16 {
					if bleed == 0 {
						t.Errorf("%s %v: pixel (%d, %d) is %v over magenta, %v over green", sh.Name, size, i/4%w, i/4/w, px[i:i+4], px2[i:i+4])
					}
					bleed++
				}
			}
			require.Zero(t, bleed, "%s %v: pixels of the last frame show through in part", sh.Name, size)
			other.Deallocate()
			screen.Deallocate()
		}
	}
	require.Equal(t, len(want), seen, "every scene named has a shot")
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
