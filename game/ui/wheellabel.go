package ui

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/game/anim"
)

// wheelLabel is how one segment's label is set on a face of radius r.
type wheelLabel struct {
	size   float64 // font size
	dist   float64 // across: from the hub to the label's centre; radial: to its outer end
	radial bool    // along the radius, reading outwards, instead of across it
}

// Where labels may go, as fractions of the radius: outside the hub's ring
// (0.2) and inside the pegs (0.935).
const (
	labelIn   = 0.22
	labelOut  = 0.9
	labelFill = 0.85 // of the room across a segment a label may take
	labelMin  = 6.0  // px: below this a label overflows rather than vanish
	// labelTurn is how much larger labels must get by running along the
	// radius before they do: numbers read best across, as on a roulette wheel.
	labelTurn = 1.4
)

// layoutWheelLabels sets every label of a wheel of radius r, all the same
// way, as printed wheels are: across their segments at the Life wheel's
// size and place if all fit there (the Life wheel's own numbers do); else
// at the largest size at which they fit across their segments nearer the
// rim, or, if that is much smaller, along the radius, as a spinner's long
// words are. An even wheel's labels share one size, as a roulette wheel's
// numbers do; an uneven wheel's wide segments keep their labels large.
func layoutWheelLabels(spec *anim.WheelSpec, r float64) []wheelLabel {
	n := spec.Len()
	base := math.Max(10, r*0.22)
	out := make([]wheelLabel, n)
	lifeFits := true
	boxes := make([]labelBox, n)
	for i := range n {
		boxes[i] = measureLabel(spec, i, base)
		lifeFits = lifeFits && boxes[i].fitsAcross(base, 0.68*r, r)
	}
	if lifeFits {
		for i := range out {
			out[i] = wheelLabel{size: base, dist: 0.68 * r}
		}
		return out
	}
	groups := [][]labelBox{boxes} // labels that share a size
	if !spec.Even() {
		groups = make([][]labelBox, n)
		for i := range boxes {
			groups[i] = boxes[i : i+1]
		}
	}
	// The largest size at which every label of g fits.
	largest := func(g []labelBox, fits func(b labelBox, s float64) bool) float64 {
		for s := base; s > labelMin; s -= max(0.25, s*0.02) {
			all := true
			for _, b := range g {
				all = all && fits(b, s)
			}
			if all {
				return s
			}
		}
		return labelMin
	}
	// Across: the centres of g's labels on one ring, as far out as the
	// widest lets.
	ring := func(g []labelBox, s float64) float64 {
		d := math.Inf(1)
		for _, b := range g {
			w, h := b.w*s, b.h*s
			d = min(d, math.Sqrt(max(0, sq(labelOut*r)-sq(w/2)))-h/2)
		}
		return d
	}
	across, radial := make([]float64, len(groups)), make([]float64, len(groups))
	for k, g := range groups {
		across[k] = largest(g, func(b labelBox, s float64) bool { return b.fitsAcross(s, ring(g, s), r) })
		radial[k] = largest(g, func(b labelBox, s float64) bool {
			inner := labelOut*r - b.w*s // the label's end nearest the hub
			return inner >= labelIn*r && b.h*s/2 <= labelFill*inner*b.tan
		})
	}
	turn := slices.Min(radial) >= labelTurn*slices.Min(across)
	i := 0
	for k, g := range groups {
		for range g {
			if turn {
				out[i] = wheelLabel{size: radial[k], dist: labelOut * r, radial: true}
			} else {
				out[i] = wheelLabel{size: across[k], dist: ring(g, across[k])}
			}
			i++
		}
	}
	return out
}

// labelBox is a label's inked box per px of font size, and the room its
// segment gives: the tangent of its half angle.
type labelBox struct{ w, h, tan float64 }

func measureLabel(spec *anim.WheelSpec, i int, size float64) labelBox {
	w, h := Measure(spec.Segment(i).Label, Face(size, true))
	// The line height holds the font's ascent, descent and gap; the ink is
	// about 0.7 of it.
	b := labelBox{w: w / size, h: 0.7 * h / size, tan: math.Inf(1)}
	from, to := spec.Span(i)
	if half := (to - from) / 2; half < math.Pi/2 {
		b.tan = math.Tan(half)
	}
	return b
}

// fitsAcross reports whether the label at size s, centred d from the hub on
// its segment's bisector, lies inside the segment's wedge, clear of the hub
// and inside the pegs of a face of radius r.
func (b labelBox) fitsAcross(s, d, r float64) bool {
	w, h := b.w*s, b.h*s
	return w/2 <= labelFill*(d-h/2)*b.tan && d-h/2 >= labelIn*r && math.Hypot(d+h/2, w/2) <= labelOut*r
}

func sq(x float64) float64 { return x * x }

// drawWheelLabels draws the segments' labels on a face of radius r centred
// at (c, c).
func drawWheelLabels(img *ebiten.Image, spec *anim.WheelSpec, c, r float64) {
	for i, lay := range layoutWheelLabels(spec, r) {
		drawWheelLabel(img, spec, i, lay, c)
	}
}

// drawWheelLabel draws segment i's label in the colour that reads on it.
func drawWheelLabel(img *ebiten.Image, spec *anim.WheelSpec, i int, lay wheelLabel, c float64) {
	from, to := spec.Span(i)
	mid := (from + to) / 2
	label := spec.Segment(i).Label
	f := Face(lay.size, true)
	tc := labelColor(SegmentColor(spec, i))
	op := &TextOptions{LineSpacing: lineSpacing(f), PrimaryAlign: AlignCenter, SecondaryAlign: AlignCenter}
	if lay.radial {
		op.PrimaryAlign = AlignEnd
		op.GeoM.Translate(lay.dist, 0)
		op.GeoM.Rotate(mid - math.Pi/2)
	} else {
		// Upright relative to the rim: readable when at the pointer.
		op.GeoM.Translate(0, -lay.dist)
		op.GeoM.Rotate(mid)
	}
	op.GeoM.Translate(c, c)
	op.ColorScale.ScaleWithColor(tc)
	DrawWith(img, label, f, op)
	if !lay.radial && (label == "6" || label == "9") {
		// Underline 6 and 9, as on pool balls: the wheel shows them at
		// every angle, where one reads as the other.
		sin, cos := math.Sincos(mid)
		ux, uy := FaceSize(f)*0.22, -lay.dist+FaceSize(f)*0.55 // the line's right end and height, unrotated
		x0, y0 := -ux*cos-uy*sin, -ux*sin+uy*cos
		x1, y1 := ux*cos-uy*sin, ux*sin+uy*cos
		vector.StrokeLine(img, float32(c+x0), float32(c+y0), float32(c+x1), float32(c+y1), float32(max(2, FaceSize(f)*0.08)), tc, true)
	}
}

// labelColor is dark text on a light segment, white on a dark one.
func labelColor(bg color.RGBA) color.RGBA {
	if 0.299*float64(bg.R)+0.587*float64(bg.G)+0.114*float64(bg.B) > 170 {
		return ColText
	}
	return ColTextLight
}
