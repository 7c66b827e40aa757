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

// A polygon drawn as triangles (FillPolygon: a mover's star on every pawn,
// each frame) is its shape anti-aliased: its ink adds up to the polygon's
// area, and each pixel is as opaque as its share inside the shape, to a
// few levels (closer than the vector package's paths, which FillPolygon
// drew before), its sharp points too. A shape the fan cannot draw (not
// seen whole from its middle) is still filled, as a path.
func TestPolygonIsThePathsShape(t *testing.T) {
	const n = 96
	shoelace := func(xy []float64) float64 {
		a := 0.0
		for i := 0; i < len(xy); i += 2 {
			j := (i + 2) % len(xy)
			a += xy[i]*xy[j+1] - xy[j]*xy[i+1]
		}
		return math.Abs(a) / 2
	}
	cases := map[string][]float64{
		"pawn's star":       StarPoints(48.3, 47.6, 13*0.98, 13*0.62, 5),
		"large star":        StarPoints(48, 48, 40, 40*0.48, 5),
		"card's star":       StarPoints(30.5, 30.5, 6, 6*0.45, 5),
		"arrow":             {80, 48, 62, 38, 62, 58},
		"diamond":           {48, 10, 78, 48, 48, 86, 18, 48},
		"anticlockwise":     {10, 10, 10, 80, 70, 80},
		"an L (not a star)": {10, 10, 40, 10, 40, 60, 85, 60, 85, 85, 10, 85},
	}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	for name, xy := range cases {
		got := alphasOf(n, func(img *ebiten.Image) { FillPolygon(img, xy, white) })
		truth := coverage(xy, n)
		ink, worst := 0.0, 0.0
		for i, a := range got {
			ink += a
			worst = max(worst, math.Abs(a-truth[i]))
		}
		area := shoelace(xy)
		assert.InDelta(t, area, ink, 0.005*area+0.5, "%s: ink %.1f for an area of %.1f", name, ink, area)
		// The vector package's own paths are within 0.18 of it.
		assert.LessOrEqual(t, worst, 0.13, "%s: every pixel near its share inside the shape", name)
	}
	var tr tris
	require.False(t, tr.polygon(cases["an L (not a star)"], [4]float32{1, 1, 1, 1}), "an L is not drawn as a fan")
	require.True(t, tr.polygon(cases["pawn's star"], [4]float32{1, 1, 1, 1}), "a star is")
	// A pentagram's corners go round the middle twice: every edge faces
	// away from it, but the fan would cover its middle twice.
	var penta []float64
	for i := range 5 {
		a := -math.Pi/2 + 2*math.Pi*float64(2*i%5)/5
		penta = append(penta, 48+40*math.Cos(a), 48+40*math.Sin(a))
	}
	require.False(t, tr.polygon(penta, [4]float32{1, 1, 1, 1}), "a pentagram is not drawn as a fan")
}

// coverage is the share of each pixel of an n×n image inside the polygon
// xy, by 16×16 samples a pixel (even-odd).
func coverage(xy []float64, n int) []float64 {
	out := make([]float64, n*n)
	const k = 16
	for py := range n {
		for px := range n {
			in := 0
			for sy := range k {
				for sx := range k {
					x, y := float64(px)+(float64(sx)+0.5)/k, float64(py)+(float64(sy)+0.5)/k
					inside := false
					for i := 0; i < len(xy); i += 2 {
						j := (i + 2) % len(xy)
						x0, y0, x1, y1 := xy[i], xy[i+1], xy[j], xy[j+1]
						if (y0 > y) != (y1 > y) && x < x0+(y-y0)*(x1-x0)/(y1-y0) {
							inside = !inside
						}
					}
					if inside {
						in++
					}
				}
			}
			out[py*n+px] = float64(in) / (k * k)
		}
	}
	return out
}
