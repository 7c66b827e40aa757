package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// FillPolygon fills the polygon of the points xy (x0, y0, x1, y1, ...),
// anti-aliased: a board's emblems, a mover's stars.
func FillPolygon(dst *ebiten.Image, xy []float64, c color.RGBA) {
	if len(xy) < 6 {
		return
	}
	fillPolygon(dst, xy, c)
}

// StarPoints are the corners of a star of k points round (cx, cy), its
// points outer from the centre and its notches inner, one point up.
func StarPoints(cx, cy, outer, inner float64, k int) []float64 {
	return starPoints(cx, cy, outer, inner, k)
}
