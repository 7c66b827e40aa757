package ui

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A mask is the rounded square it stands for: its ink adds up to the
// shape's area (the outline's: its length times its width), it is opaque
// well inside and clear well outside, and the same in all four quarters.
func TestMasksAreTheirRoundedSquares(t *testing.T) {
	for _, radius := range []float64{0, 0.5, 3, 7, 14, 22.5, 60} {
		for _, stroke := range []float64{0, 2, 3} {
			k := int(math.Ceil(radius+stroke/2)) + 1
			n := 2*k + 1
			pix := maskPixels(k, radius, stroke)
			require.Len(t, pix, 4*n*n)
			alpha := func(x, y int) float64 { return float64(pix[4*(y*n+x)+3]) / 255 }
			ink := 0.0
			for y := range n {
				for x := range n {
					ink += alpha(x, y)
					assert.Equal(t, alpha(x, y), alpha(n-1-x, y), "r %v s %v: mirrored across", radius, stroke)
					assert.Equal(t, alpha(x, y), alpha(x, n-1-y), "r %v s %v: mirrored down", radius, stroke)
					i := 4 * (y*n + x)
					assert.True(t, pix[i] == pix[i+3] && pix[i+1] == pix[i+3] && pix[i+2] == pix[i+3], "white, premultiplied")
				}
			}
			side := 2*radius + 1
			area := side*side - (4-math.Pi)*radius*radius
			want := area
			if stroke > 0 {
				// The outline's length (the straight sides and a circle's
				// worth of corners) times its width.
				want = (4*(side-2*radius) + 2*math.Pi*radius) * stroke
			}
			if stroke/2 <= radius {
				// (A thicker outline fills its corners in: more ink.)
				assert.InDelta(t, want, ink, 0.03*want+1, "r %v s %v: ink %v for an area of %v", radius, stroke, ink, want)
			}
			if stroke == 0 {
				assert.Equal(t, 1.0, alpha(k, k), "opaque inside")
				assert.Equal(t, 0.0, alpha(0, 0), "clear outside the corner")
			} else {
				assert.Equal(t, 1.0, alpha(k, k-int(math.Round(radius))), "the outline on the edge")
				if radius > stroke {
					assert.Equal(t, 0.0, alpha(k, k), "clear inside an outline")
				}
			}
		}
	}
}
