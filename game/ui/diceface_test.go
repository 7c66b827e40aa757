package ui

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// darkSpots counts the groups of touching pixels for which dark is true in
// a w×h image: the pips a player counts.
func darkSpots(w, h int, dark func(x, y int) bool) int {
	seen := make([]bool, w*h)
	spots := 0
	for y := range h {
		for x := range w {
			if seen[y*w+x] || !dark(x, y) {
				continue
			}
			spots++
			stack := [][2]int{{x, y}}
			seen[y*w+x] = true
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					qx, qy := p[0]+d[0], p[1]+d[1]
					if qx >= 0 && qy >= 0 && qx < w && qy < h && !seen[qy*w+qx] && dark(qx, qy) {
						seen[qy*w+qx] = true
						stack = append(stack, [2]int{qx, qy})
					}
				}
			}
		}
	}
	return spots
}

func pixelAt(pix []byte, w, x, y int) color.RGBA {
	i := 4 * (y*w + x)
	return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
}

// Each face shows its number of pips, as separate dots, at every size a
// die is drawn; the face is ivory, lit from the top left, its corners round.
func TestDieFacePixels(t *testing.T) {
	for _, px := range []int{14, 24, 48, 96} {
		for face := 1; face <= 6; face++ {
			pix := dieFacePixels(face, px)
			require.Len(t, pix, 4*px*px)
			spots := darkSpots(px, px, func(x, y int) bool {
				c := pixelAt(pix, px, x, y)
				return c.A > 200 && int(c.R)+int(c.G)+int(c.B) < 3*0x48 // near black, not the brown edge
			})
			assert.Equal(t, face, spots, "%d px: face %d shows its pips", px, face)
		}
		pix := dieFacePixels(5, px)
		assert.Zero(t, pixelAt(pix, px, 0, 0).A, "%d px: the corner is rounded off", px)
		// Between the pips, in the middle of an edge: the body colour.
		mid := pixelAt(pix, px, px/2, px/2-px/4)
		assert.InDelta(t, int(ColDieBody.R), int(mid.R), 24, "%d px: ivory face %v", px, mid)
		if px >= 24 {
			lit := pixelAt(pix, px, px/2, 2)    // the top bevel, facing the light
			dim := pixelAt(pix, px, px/2, px-3) // the bottom bevel, facing away
			assert.Greater(t, int(lit.B), int(dim.B)+20, "%d px: lit from the top left: %v over %v", px, lit, dim)
		}
	}
}

// The cup is opaque where it stands and see-through around it, with its
// mouth dark inside and its leather lit from the left.
func TestCupPixels(t *testing.T) {
	const s = 40.0
	pix, w, h := cupPixels(s)
	require.Len(t, pix, 4*w*h)
	_, _, baseY := cupSize(s)
	cx := w / 2
	assert.Zero(t, pixelAt(pix, w, 0, h-1).A, "outside the base, nothing")
	body := pixelAt(pix, w, cx, int(baseY-s))
	assert.Equal(t, uint8(255), body.A, "the body is opaque")
	inside := pixelAt(pix, w, cx, int(baseY-2.8*s+2))
	assert.Less(t, int(inside.R)+int(inside.G)+int(inside.B), 3*0x40, "the mouth is dark inside: %v", inside)
	left := pixelAt(pix, w, cx-int(0.6*s), int(baseY-1.5*s))
	right := pixelAt(pix, w, cx+int(0.6*s), int(baseY-1.5*s))
	assert.Greater(t, int(left.R), int(right.R), "lit from the left")
}
