package ui

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/game/anim"
)

// The rasteriser lays the very pixels of the plain one it replaced (kept
// below as the reference: every shape tried at every pixel, every angle
// worked out again), for every test wheel at radii from a lid's mini wheel
// to a large monitor's, and whether it is made at once or a band of rows
// at a time.
func TestWheelFaceAsTheReference(t *testing.T) {
	for name, spec := range testWheels(t) {
		for _, r := range []float64{7.5, 40, 72.3, 151, 216} {
			size := int(math.Ceil(2*r)) + 4
			want := wheelFacePixelsRef(spec, size, r)
			assert.True(t, bytes.Equal(want, wheelFacePixels(spec, size, r)), "%s at radius %v", name, r)
			f := newFaceRaster(spec, size, r)
			for y := 0; y < size; y += 37 {
				f.rows(y, min(size, y+37))
			}
			assert.True(t, bytes.Equal(want, f.pix), "%s at radius %v, in bands", name, r)
		}
	}
}

// unit8 rounds as math.Round does: at every half step and a hair either
// side of it, and over a fine sweep of [0,1] and beyond.
func TestUnit8RoundsAsMathRound(t *testing.T) {
	ref := func(v float64) byte { return byte(math.Round(max(0, min(1, v)) * 255)) }
	for k := range 511 {
		x := float64(k) / 2 / 255
		for _, v := range []float64{x, math.Nextafter(x, 0), math.Nextafter(x, 1), x + 1e-12, x - 1e-12} {
			if unit8(v) != ref(v) {
				t.Fatalf("unit8(%v) = %d, math.Round gives %d", v, unit8(v), ref(v))
			}
		}
	}
	for v := -0.01; v < 1.01; v += 1e-6 {
		if unit8(v) != ref(v) {
			t.Fatalf("unit8(%v) = %d, math.Round gives %d", v, unit8(v), ref(v))
		}
	}
}

func wheelFacePixelsRef(spec *anim.WheelSpec, size int, r float64) []byte {
	pix := make([]byte, 4*size*size)
	c := float64(size) / 2
	inner := r * 0.94
	divW := math.Max(1, r*0.012)
	pegR := math.Max(2, r*0.035)
	pegAt := r * 0.97
	colors := make([]color.RGBA, spec.Len())
	for i := range colors {
		colors[i] = SegmentColor(spec, i)
	}
	for y := range size {
		for x := range size {
			px, py := float64(x)+0.5-c, float64(y)+0.5-c
			d := math.Hypot(px, py)
			if d > r+1 {
				continue
			}
			seg, bound := refFaceSegment(spec, math.Atan2(px, -py))
			// Each shape is laid only where it reaches the pixel (sd < 0.5,
			// where cover is above zero): most shapes miss most pixels, and
			// the browser build compiles this package without inlining, so
			// a call saved per shape and pixel is a shorter first frame.
			var p premul
			if sd := d - r; sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			if sd := d - inner; sd < 0.5 {
				p.over(colors[seg], cover(sd))
			}
			// The nearest boundary between segments: its divider and peg.
			ba := bound - math.Pi/2 // screen angle of the boundary
			ux, uy := math.Cos(ba), math.Sin(ba)
			along := px*ux + py*uy
			across := math.Abs(px*uy - py*ux)
			if sd := across - divW/2; along > 0 && along < inner && sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			pd := math.Hypot(px-ux*pegAt, py-uy*pegAt)
			if sd := pd - pegR; sd < 0.5 {
				p.over(colPeg, cover(sd))
			}
			if sd := math.Abs(pd-pegR) - 0.5; sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			if sd := d - r*0.2; sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			if sd := d - r*0.17; sd < 0.5 {
				p.over(colHub, cover(sd))
			}
			if sd := d - r*0.05; sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			i := 4 * (y*size + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = p.bytes()
		}
	}
	return pix
}
func refFaceSegment(spec *anim.WheelSpec, a float64) (seg int, bound float64) {
	if a < 0 {
		a += 2 * math.Pi
	}
	seg = spec.LocalSegment(min(a, math.Nextafter(2*math.Pi, 0)))
	from, to := spec.Span(seg)
	if a-from <= to-a {
		return seg, from
	}
	return seg, to
}
