//go:build xvfb

package ui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
)

// The quick face drawn as triangles is the face wheelFacePixels
// rasterises: on wheels of 2 to 64 segments, even and not, at the sizes of
// a quick face, no pixel is more than a few levels off but a handful on
// the hub's and pegs' finest edges, and the whole is off by under a level
// on average (a segment or peg out of place, a seam, a hard edge where a
// soft one was, is hundreds of pixels off). Where a wheel's dividers
// touch their neighbours' by the hub (segments under 2 px wide there:
// 36 and more segments on the smallest faces), the CPU draws each pixel's
// nearest divider and peg only and the triangles all of them, a darker
// mesh: there, only the mean is asked, a few levels.
func TestQuickFaceIsTheRasterisedFace(t *testing.T) {
	for name, spec := range testWheels(t) {
		for _, r := range []float64{30, 50, 95} {
			dense := 0.2*r*2*math.Pi/float64(spec.Len()) < 2
			size := wheelFaceSize(r)
			img := quickFace(spec, size, r)
			got := make([]byte, 4*size*size)
			img.ReadPixels(got)
			want := wheelFacePixels(spec, size, r)
			if name == "life" && r == 95 {
				cpu := ebiten.NewImage(size, size)
				cpu.WritePixels(want)
				saveShot(t, img, "quickface-triangles.png")
				saveShot(t, cpu, "quickface-cpu.png")
				cpu.Deallocate()
			}
			img.Deallocate()
			far, total := 0, 0
			for i := range got {
				d := int(got[i]) - int(want[i])
				if d < 0 {
					d = -d
				}
				total += d
				if d > 12 {
					far++
				}
			}
			mean := float64(total) / float64(len(got))
			if dense {
				assert.Less(t, mean, 8.0, "%s at %v: mean difference in levels", name, r)
				continue
			}
			assert.Less(t, mean, 1.0, "%s at %v: mean difference in levels", name, r)
			assert.LessOrEqual(t, far, size/4, "%s at %v: channels more than 12 levels off", name, r)
		}
	}
}
