//go:build xvfb

package ui

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// Every label, drawn alone, puts all its ink inside its own segment, clear
// of the hub and inside the pegs, on wheels of 2 to 64 segments, even or
// not, at several sizes: nothing spills into a neighbour or off the wheel.
func TestWheelLabelsStayInTheirSegments(t *testing.T) {
	for name, spec := range testWheels(t) {
		for _, r := range []float64{90, 150, 260} {
			size := int(math.Ceil(2*r)) + 4
			c := float64(size) / 2
			img := ebiten.NewImage(size, size)
			pix := make([]byte, 4*size*size)
			for i, lay := range layoutWheelLabels(spec, r) {
				if lay.size <= labelMin {
					continue // too many segments for this radius: allowed to overflow
				}
				img.Clear()
				drawWheelLabel(img, spec, i, lay, c)
				img.ReadPixels(pix)
				from, to := spec.Span(i)
				ink, outside := 0, 0
				for y := range size {
					for x := range size {
						if pix[4*(y*size+x)+3] < 96 {
							continue
						}
						ink++
						px, py := float64(x)+0.5-c, float64(y)+0.5-c
						d := math.Hypot(px, py)
						a := math.Atan2(px, -py)
						if a < from-math.Pi {
							a += 2 * math.Pi
						}
						tol := 1.5 / d // a pixel and a half either side
						if d < 0.2*r || d > 0.935*r || a < from-tol || a > to+tol {
							outside++
						}
					}
				}
				assert.Positive(t, ink, "%s r %v: label %d is drawn", name, r, i)
				assert.Zero(t, outside, "%s r %v: label %d %q (%+v) has ink outside its segment", name, r, i, spec.Segment(i).Label, lay)
			}
			if r == 260 {
				face := renderWheelFace(spec, r)
				saveShot(t, face.SubImage(image.Rect(0, 0, size, size)).(*ebiten.Image), "wheel-"+name+".png")
				face.Deallocate()
			}
			img.Deallocate()
		}
	}
}
