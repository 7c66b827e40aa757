//go:build xvfb

package ui

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A disc drawn as triangles (FillDisc) is the circle FillCircle's mask
// draws: its ink adds up to the circle's area, every pixel is within a
// few levels of the mask's, and its edge fades smoothly over a pixel along
// any radius, with no step or notch where its triangles meet.
func TestDiscIsTheMasksCircle(t *testing.T) {
	for _, r := range []float64{3.5, 20, 80.5, 279.5} {
		n := int(2*r) + 8
		c := float64(n / 2)
		disc := alphasOf(n, func(img *ebiten.Image) { FillDisc(img, c, c, r, color.White) })
		maskA := alphasOf(n, func(img *ebiten.Image) { FillCircle(img, c, c, r, color.White) })
		ink, worst := 0.0, 0.0
		for i, a := range disc {
			ink += a
			worst = max(worst, math.Abs(a-maskA[i]))
		}
		area := math.Pi * r * r
		assert.InDelta(t, area, ink, 0.002*area+0.5, "r %v: ink %v for an area of %v", r, ink, area)
		assert.LessOrEqual(t, worst, 0.06, "r %v: within a few levels of the mask's pixels", r)
		// Along rays at many angles, the alpha at each pixel centre is the
		// share of the pixel inside the edge, 0.5 - (distance - r), to a
		// few levels: the fade follows the true edge all round.
		for k := range 360 {
			a := float64(k) * math.Pi / 180
			for d := r - 3; d <= r+3; d += 0.25 {
				x, y := int(c+d*math.Cos(a)), int(c+d*math.Sin(a))
				dist := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c)
				want := max(0, min(1, 0.5-(dist-r)))
				require.InDelta(t, want, disc[y*n+x], 0.04, "r %v: pixel %d,%d at %.2f from the centre", r, x, y, dist)
			}
		}
	}
}

// alphasOf is the opacity, 0 to 1, of each pixel of an n×n image that
// draw drew on, row by row.
func alphasOf(n int, draw func(*ebiten.Image)) []float64 {
	img := ebiten.NewImage(n, n)
	defer img.Deallocate()
	draw(img)
	pix := make([]byte, 4*n*n)
	img.ReadPixels(pix)
	out := make([]float64, n*n)
	for i := range out {
		out[i] = float64(pix[4*i+3]) / 255
	}
	return out
}
