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
	f := newFaceRaster(spec, size, r)
	f.rows(0, size)
	return f.pix
}

// faceRaster is a wheel face being rasterised, a band of rows at a time
// (the title spreads its wheel's face over its first frames).
type faceRaster struct {
	spec                           *anim.WheelSpec
	size                           int
	r, c, inner, divW, pegR, pegAt float64
	colors                         []color.RGBA
	// ux, uy: the screen direction of each boundary between segments
	// (boundary i is where segment i starts), worked out once instead of
	// for every pixel.
	ux, uy []float64
	pix    []byte
}

func newFaceRaster(spec *anim.WheelSpec, size int, r float64) *faceRaster {
	f := &faceRaster{
		spec: spec, size: size, r: r, c: float64(size) / 2,
		inner: r * 0.94, divW: math.Max(1, r*0.012), pegR: math.Max(2, r*0.035), pegAt: r * 0.97,
		pix: make([]byte, 4*size*size),
	}
	n := spec.Len()
	f.colors = make([]color.RGBA, n)
	for i := range f.colors {
		f.colors[i] = SegmentColor(spec, i)
	}
	f.ux, f.uy = make([]float64, n+1), make([]float64, n+1)
	for i := range n + 1 {
		var bound float64
		if i < n {
			bound, _ = spec.Span(i)
		} else {
			_, bound = spec.Span(n - 1)
		}
		ba := bound - math.Pi/2 // screen angle of the boundary
		f.ux[i], f.uy[i] = math.Cos(ba), math.Sin(ba)
	}
	return f
}

// rows rasterises rows [y0, y1).
func (f *faceRaster) rows(y0, y1 int) {
	r, c, inner, divW, pegR, pegAt := f.r, f.c, f.inner, f.divW, f.pegR, f.pegAt
	for y := y0; y < y1; y++ {
		for x := range f.size {
			px, py := float64(x)+0.5-c, float64(y)+0.5-c
			d := math.Hypot(px, py)
			if d > r+1 {
				continue
			}
			seg, b := faceSegment(f.spec, math.Atan2(px, -py))
			// The nearest boundary between segments: its divider and peg.
			ux, uy := f.ux[b], f.uy[b]
			along := px*ux + py*uy
			across := math.Abs(px*uy - py*ux)
			divider := along > 0 && along < inner && across-divW/2 < 0.5
			// The peg and its outline reach no further than pegR+1 from
			// the peg's centre, which is pegAt from the wheel's: a pixel
			// whose distance from the centre is further from pegAt than
			// that (with a hair's margin for rounding) misses both.
			peg := math.Abs(d-pegAt) <= pegR+1+1e-6
			i := 4 * (y*f.size + x)
			if c := f.colors[seg]; d-inner <= -0.5 && !divider && !peg && d-r*0.2 >= 0.5 && c.A == 0xff {
				// Inside a segment, clear of every edge: its colour, as the
				// layers below would compose it (an opaque layer wholly
				// covering the pixel hides what is under it).
				f.pix[i], f.pix[i+1], f.pix[i+2], f.pix[i+3] = c.R, c.G, c.B, 0xff
				continue
			}
			// Each shape is laid only where it reaches the pixel (sd < 0.5,
			// where cover is above zero): most shapes miss most pixels, and
			// the browser build compiles this package without inlining, so
			// a call saved per shape and pixel is a shorter first frame.
			var p premul
			if sd := d - r; sd < 0.5 {
				p.over(colRim, cover(sd))
			}
			if sd := d - inner; sd < 0.5 {
				p.over(f.colors[seg], cover(sd))
			}
			if divider {
				p.over(colRim, cover(across-divW/2))
			}
			if peg {
				pd := math.Hypot(px-ux*pegAt, py-uy*pegAt)
				if sd := pd - pegR; sd < 0.5 {
					p.over(colPeg, cover(sd))
				}
				if sd := math.Abs(pd-pegR) - 0.5; sd < 0.5 {
					p.over(colRim, cover(sd))
				}
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
			f.pix[i], f.pix[i+1], f.pix[i+2], f.pix[i+3] = p.bytes()
		}
	}
}

// faceSegment returns the segment at the angle a clockwise from the top
// (radians, as math.Atan2 gives it) and the boundary nearest to a: seg
// where the segment starts, seg+1 where it ends.
func faceSegment(spec *anim.WheelSpec, a float64) (seg, bound int) {
	if a < 0 {
		a += 2 * math.Pi
	}
	seg = spec.LocalSegment(min(a, math.Nextafter(2*math.Pi, 0)))
	from, to := spec.Span(seg)
	if a-from <= to-a {
		return seg, seg
	}
	return seg, seg + 1
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

// unit8 is v in [0,1] as a byte, rounded half away from zero as
// math.Round does (which a browser runs as a slow library call; the
// truncation and the subtraction here are exact).
func unit8(v float64) byte {
	x := max(0, min(1, v)) * 255
	b := byte(x)
	if x-float64(b) >= 0.5 {
		b++
	}
	return b
}
