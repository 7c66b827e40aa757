package ui

import (
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
)

// The face has each segment's colour in its own tenth, clockwise from the
// top, the rim and pegs at the edge, the hub at the centre and nothing
// outside the rim.
func TestWheelFacePixels(t *testing.T) {
	const r = 300.0 // dividers 3.6 px wide, so a sampled pixel lies wholly on one
	size := int(math.Ceil(2*r)) + 4
	pix := wheelFacePixels(size, r)
	require.Len(t, pix, 4*size*size)
	c := float64(size) / 2
	at := func(deg, radius float64) color.RGBA {
		a := deg*math.Pi/180 - math.Pi/2 // clockwise from the top
		x := int(c + radius*math.Cos(a))
		y := int(c + radius*math.Sin(a))
		i := 4 * (y*size + x)
		return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
	}
	seg := 360.0 / anim.Segments
	for i := range anim.Segments {
		mid := (float64(i) + 0.5) * seg
		assert.Equal(t, WheelColors[i], at(mid, r*0.5), "segment %d in the middle of its tenth", i)
		assert.Equal(t, colPeg, at(float64(i)*seg, r*0.97), "peg %d on its boundary", i)
		assert.Equal(t, colRim, at(mid, r*0.96), "rim outside segment %d", i)
		assert.Equal(t, colRim, at(float64(i)*seg, r*0.5), "divider %d", i)
	}
	assert.Equal(t, colRim, at(0, 0), "the hub's centre")
	assert.Equal(t, colHub, at(45, r*0.1), "the hub's face")
	assert.Zero(t, at(45, r+1.5).A, "nothing outside the rim")
	edge := at(17, r)
	assert.True(t, edge.A > 0 && edge.A < 255, "the rim's edge is anti-aliased: alpha %d", edge.A)
}
