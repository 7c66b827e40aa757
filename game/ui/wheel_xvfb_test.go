//go:build xvfb

package ui

import (
	"bytes"
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
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

// A warmed wheel (the title's) shows a quick face after the first Warm,
// then after warmSlices more the very face Draw makes at once, labels and
// all; a resize keeps the old face on show while the new one is made.
func TestWarmedWheelEndsWithTheWholeFace(t *testing.T) {
	spec := testWheels(t)["stocks"]
	const r = 150
	screen := ebiten.NewImage(400, 400)
	defer screen.Deallocate()
	wheel := anim.NewWheelOf(spec)
	v := NewWheelView(wheel)
	v.SetPlace(200, 200, r)

	v.Warm()
	require.NotNil(t, v.face)
	assert.Zero(t, v.faceR, "the first Warm makes a quick face")
	assert.Less(t, v.face.Bounds().Dx(), wheelFaceSize(r)/2, "at a fraction of the resolution")
	v.Warm()
	assert.Zero(t, v.jobRow, "no slice before the quick face was drawn (a frame may run several ticks)")
	v.Draw(screen)
	assert.Zero(t, v.faceR, "Draw shows the quick face, it does not make the whole one")
	px := make([]byte, 4*400*400)
	screen.ReadPixels(px)
	assert.Equal(t, byte(0xff), px[4*(400*(200-r/2)+200)+3], "the quick face is on screen")

	for range warmSlices - 1 {
		v.Warm()
		assert.Zero(t, v.faceR, "not whole yet")
	}
	v.Warm()
	require.Equal(t, r, v.faceR, "whole after %d more", warmSlices)
	want := renderWheelFace(spec, r)
	defer want.Deallocate()
	size := wheelFaceSize(r)
	got, exp := make([]byte, 4*size*size), make([]byte, 4*size*size)
	v.face.ReadPixels(got)
	want.ReadPixels(exp)
	// Pixel for pixel, but for a stray glyph edge: two faces made by Draw
	// itself differ by a pixel or two of their labels on this GL.
	diff := 0
	for i := 0; i < len(got); i += 4 {
		if !bytes.Equal(got[i:i+4], exp[i:i+4]) {
			diff++
		}
	}
	assert.LessOrEqual(t, diff, size*size/5000, "the warmed face is Draw's own")

	v.Draw(screen)
	v.SetPlace(200, 200, 120)
	v.Warm()
	v.Draw(screen)
	assert.Equal(t, r, v.faceR, "a resize shows the last face meanwhile")
	for range warmSlices - 1 {
		v.Warm()
	}
	assert.Equal(t, 120, v.faceR)

	cold := NewWheelView(anim.NewWheelOf(spec))
	cold.SetPlace(200, 200, r)
	cold.Draw(screen)
	assert.Equal(t, r, cold.faceR, "without Warm, Draw makes the whole face at once")
}
