package ui

import (
	"image/color"
	"math"

	"wheeloffate/game/anim"
)

// wheelFacePixels rasterises the face of a wheel of spec, radius r, centred
// in a size×size square, on the CPU: the rim, the coloured segments, the
// dividers, the pegs and the hub, anti-aliased by each shape's distance to
// the pixel.
// It returns premultiplied RGBA, as ebiten.Image.WritePixels takes it.
//
// The face used to be a few dozen anti-aliased vector paths. In a browser
// without a GPU those took a quarter of the time to the first frame (vertex
// uploads and stencil passes); this loop takes a few milliseconds.
func wheelFacePixels(spec *anim.WheelSpec, size int, r float64) []byte {
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
			seg, bound := faceSegment(spec, math.Atan2(px, -py))
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

// faceSegment returns the segment at the angle a clockwise from the top
// (radians, as math.Atan2 gives it) and the wheel-local angle of the
// boundary nearest to a.
func faceSegment(spec *anim.WheelSpec, a float64) (seg int, bound float64) {
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

// cover is how much of a pixel a shape covers, from the signed distance of
// the pixel's centre to the shape's edge (negative inside).
func cover(sd float64) float64 { return max(0, min(1, 0.5-sd)) }

// premul is a premultiplied colour being composed, components in [0,1].
type premul struct{ r, g, b, a float64 }

// over lays colour c at coverage k over p.
func (p *premul) over(c color.RGBA, k float64) {
	if k <= 0 {
		return
	}
	a := k * float64(c.A) / 255
	p.r = float64(c.R)/255*a + p.r*(1-a)
	p.g = float64(c.G)/255*a + p.g*(1-a)
	p.b = float64(c.B)/255*a + p.b*(1-a)
	p.a = a + p.a*(1-a)
}

func (p premul) bytes() (r, g, b, a byte) {
	return unit8(p.r), unit8(p.g), unit8(p.b), unit8(p.a)
}

// unit8 is v in [0,1] as a byte.
func unit8(v float64) byte { return byte(math.Round(max(0, min(1, v)) * 255)) }
