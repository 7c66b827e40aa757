package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
)

// quickFace draws the face of a wheel of spec, radius r, centred in a
// size×size image, as GPU triangles: the shapes wheelFacePixels
// rasterises (rim, segments, dividers, pegs, hub), in its order, each
// edge feathered over a pixel as its cover is. Warm's quick face is this:
// rasterising even a third of the face on the CPU, an arctangent and a
// square root a pixel, was a sixth of the title's first frame in a
// browser; these are a few thousand vertices. A segment's straight sides
// are not feathered: its divider lies over them, as on the CPU, where a
// pixel on a boundary also takes the colour of the segment its centre is
// in.
func quickFace(spec *anim.WheelSpec, size int, r float64) *ebiten.Image {
	img := ebiten.NewImage(size, size)
	c := float64(size) / 2
	inner, divW, pegR, pegAt := r*0.94, math.Max(1, r*0.012), math.Max(2, r*0.035), r*0.97
	var t tris
	t.sector(c, c, r, 0, 2*math.Pi, straight(colRim))
	n := spec.Len()
	for i := range n {
		from, to := spec.Span(i)
		t.sector(c, c, inner, from-math.Pi/2, to-math.Pi/2, straight(SegmentColor(spec, i)))
	}
	for i := range n {
		from, _ := spec.Span(i)
		ux, uy := math.Cos(from-math.Pi/2), math.Sin(from-math.Pi/2)
		t.line(c, c, c+ux*inner, c+uy*inner, divW, straight(colRim))
	}
	for i := range n {
		from, _ := spec.Span(i)
		px, py := c+math.Cos(from-math.Pi/2)*pegAt, c+math.Sin(from-math.Pi/2)*pegAt
		t.sector(px, py, pegR, 0, 2*math.Pi, straight(colPeg))
		t.ring(px, py, pegR, straight(colRim))
	}
	for _, h := range [...]struct {
		r float64
		c color.RGBA
	}{{r * 0.2, colRim}, {r * 0.17, colHub}, {r * 0.05, colRim}} {
		t.sector(c, c, h.r, 0, 2*math.Pi, straight(h.c))
	}
	t.draw(img)
	// Nothing beyond a pixel outside the rim, as on the CPU: a small
	// wheel's pegs reach past it.
	var clip tris
	clip.band(c, c, r+1, r+4)
	clip.drawBlend(img, ebiten.BlendClear)
	return img
}

// straight is c's components in [0, 1] as wheelFacePixels composes them
// (its colours are straight, not premultiplied).
func straight(c color.RGBA) [4]float32 {
	return [4]float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255, float32(c.A) / 255}
}
