package ui

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// maskPixelsRef is maskPixels as it was before it filled the inside of a
// filled square a row at a time: every pixel of a quarter worked out.
func maskPixelsRef(k int, radius, stroke float64) []byte {
	n := 2*k + 1
	pix := make([]byte, 4*n*n)
	half := radius + 0.5
	inset := half - radius
	for y := range k + 1 {
		for x := range k + 1 {
			qx, qy := float64(k-x)-inset, float64(k-y)-inset
			sd := max(qx, qy) - radius
			if qx > 0 && qy > 0 {
				sd = math.Sqrt(qx*qx+qy*qy) - radius
			}
			if stroke > 0 {
				sd = math.Abs(sd) - stroke/2
			}
			var a byte
			switch {
			case sd >= 0.5:
				continue
			case sd <= -0.5:
				a = 0xff
			default:
				a = unit8(cover(sd))
			}
			for _, i := range [4]int{y*n + x, y*n + n - 1 - x, (n-1-y)*n + x, (n-1-y)*n + n - 1 - x} {
				pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = a, a, a, a
			}
		}
	}
	return pix
}

// The masks are the same bytes as before the inside was filled by rows,
// for the radii and strokes the game asks (half pixels, up to the title's
// backdrop circles) and the odd ones.
func TestMasksAsTheReference(t *testing.T) {
	for r2 := 0; r2 <= 2*320; r2++ {
		radius := float64(r2) / 2
		if r2 > 120 && r2%7 != 0 {
			continue // the large ones sampled: a few seconds otherwise
		}
		for _, stroke := range []float64{0, 1, 2, 3, 4.5} {
			k := int(math.Ceil(radius+stroke/2)) + 1
			require.Equal(t, maskPixelsRef(k, radius, stroke), maskPixels(k, radius, stroke), "radius %v stroke %v", radius, stroke)
		}
	}
	// A mask larger than its shape (k beyond the radius).
	require.Equal(t, maskPixelsRef(40, 10, 0), maskPixels(40, 10, 0))
}
