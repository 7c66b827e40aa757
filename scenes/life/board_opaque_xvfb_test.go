//go:build xvfb

package life

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
)

// The board paints every pixel itself (CoversScreen) at any zoom: zoomed
// out until the whole board shows, its edges and rounded corners lie in
// the viewport, drawn with a linear filter, and nothing of the frame
// before shows through them, not even in part.
func TestBoardPaintsAroundItselfAtAnyZoom(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}} {
		for _, zoom := range []string{"whole board", "zoomed in"} {
			t.Run(fmt.Sprintf("%dx%d %s", sz[0], sz[1], zoom), func(t *testing.T) {
				b := boardShot("life", 4, 3, 6, nil, boardKindIs(life.DSpin))
				hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
				w, h := hn.app.Layout(sz[0], sz[1])
				for range 10 {
					require.NoError(t, hn.app.Update())
				}
				if zoom == "whole board" {
					b.zoom = b.zoomMin()
				} else {
					b.zoom = 1.7
				}
				b.follow = false
				b.camX, b.camY = b.lay.MinX+b.vp.W/4, b.lay.MinY+b.vp.H/4 // a corner in view
				frame := func(under color.RGBA) []byte {
					img := ebiten.NewImage(w, h)
					defer img.Deallocate()
					img.Fill(under)
					hn.app.Draw(img)
					px := make([]byte, 4*w*h)
					img.ReadPixels(px)
					return px
				}
				frame(color.RGBA{0xff, 0, 0xff, 0xff}) // what a first draw caches
				m, g := frame(color.RGBA{0xff, 0, 0xff, 0xff}), frame(color.RGBA{0, 0xff, 0, 0xff})
				bad := 0
				for i := 0; i < len(m); i += 4 {
					// Showing through by f, a pixel differs by f × (255, −255, 255).
					dr, dg, db := int(m[i])-int(g[i]), int(m[i+1])-int(g[i+1]), int(m[i+2])-int(g[i+2])
					if dr > 8 && db > 8 && dg < -8 {
						if bad == 0 {
							t.Errorf("pixel (%d, %d) is %v over magenta, %v over green", i/4%w, i/4/w, m[i:i+4], g[i:i+4])
						}
						bad++
					}
				}
				require.Zero(t, bad, "pixels of the frame before show through")
			})
		}
	}
}
