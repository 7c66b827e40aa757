package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// symbolKey names one cached symbol image: its label and size in pixels.
type symbolKey struct {
	label string
	w, h  int
}

var symbolCache = map[symbolKey]*ebiten.Image{}

// symbolImage returns the image of a reel symbol, w×h pixels, drawing it
// on first use. The usual fruit-machine symbols (cherries, lemon, orange,
// plum, melon, bell, bar, seven, star, diamond) are recognised in the label
// and drawn as shapes; any other label is written out.
func symbolImage(label string, w, h int) *ebiten.Image {
	w, h = max(8, w), max(8, h)
	k := symbolKey{label, w, h}
	if img, ok := symbolCache[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	drawSymbol(img, label, float64(w), float64(h))
	FlushPaths(img)
	symbolCache[k] = img
	return img
}

// drawSymbol draws the symbol of label centred in a w×h image.
func drawSymbol(img *ebiten.Image, label string, w, h float64) {
	s := min(w, h) // the symbol's box
	cx, cy := w/2, h/2
	l := strings.ToLower(label)
	has := func(words ...string) bool {
		for _, x := range words {
			if strings.Contains(l, x) {
				return true
			}
		}
		return false
	}
	switch {
	case has("cherr"):
		green := color.RGBA{0x2e, 0x7d, 0x32, 0xff}
		top := [2]float64{cx + s*0.08, cy - s*0.38}
		for _, b := range [][2]float64{{cx - s*0.2, cy + s*0.18}, {cx + s*0.2, cy + s*0.24}} {
			vector.StrokeLine(img, float32(b[0]), float32(b[1]), float32(top[0]), float32(top[1]), float32(max(1.5, s*0.04)), green, true)
		}
		fillEllipse(img, top[0]+s*0.1, top[1]+s*0.03, s*0.14, s*0.06, green)
		for _, b := range [][2]float64{{cx - s*0.2, cy + s*0.18}, {cx + s*0.2, cy + s*0.24}} {
			fillBall(img, b[0], b[1], s*0.17, color.RGBA{0xc6, 0x10, 0x2a, 0xff})
		}
	case has("lemon"):
		fillEllipse(img, cx, cy, s*0.4, s*0.28, color.RGBA{0xf5, 0xd5, 0x1c, 0xff})
		fillEllipse(img, cx-s*0.38, cy, s*0.06, s*0.05, color.RGBA{0xe0, 0xb8, 0x10, 0xff})
		fillEllipse(img, cx+s*0.38, cy, s*0.06, s*0.05, color.RGBA{0xe0, 0xb8, 0x10, 0xff})
	case has("orange"):
		fillBall(img, cx, cy+s*0.04, s*0.36, color.RGBA{0xf5, 0x8a, 0x12, 0xff})
		fillEllipse(img, cx+s*0.1, cy-s*0.33, s*0.13, s*0.06, color.RGBA{0x2e, 0x7d, 0x32, 0xff})
	case has("plum", "grape"):
		fillBall(img, cx, cy, s*0.36, color.RGBA{0x6a, 0x1b, 0x9a, 0xff})
	case has("melon"):
		fillBall(img, cx, cy, s*0.4, color.RGBA{0x2e, 0x8b, 0x3e, 0xff})
		for _, dx := range []float64{-0.22, 0, 0.22} {
			fillEllipse(img, cx+dx*s, cy, s*0.045, s*0.34*math.Sqrt(1-dx*dx*4), color.RGBA{0x1b, 0x5e, 0x20, 0xff})
		}
	case has("bell"):
		drawBell(img, cx, cy, s)
	case has("bar"):
		r := R(cx-s*0.46, cy-s*0.2, s*0.92, s*0.4)
		FillRoundRect(img, r, s*0.06, color.RGBA{0x20, 0x20, 0x20, 0xff})
		StrokeRoundRect(img, r.Inset(s*0.03), s*0.04, max(1, s*0.02), colChrome)
		f := FitFace("BAR", r.W*0.8, s*0.3, true)
		DrawText(img, "BAR", f, cx, cy, AlignCenter, AlignCenter, ColTextLight)
	case has("seven", "7"):
		f := Face(math.Round(s*0.9), true)
		DrawText(img, "7", f, cx+s*0.04, cy+s*0.04, AlignCenter, AlignCenter, color.RGBA{0x40, 0x10, 0x10, 0xff})
		DrawText(img, "7", f, cx, cy, AlignCenter, AlignCenter, color.RGBA{0xd0, 0x18, 0x18, 0xff})
	case has("star"):
		fillPolygon(img, starPoints(cx, cy, s*0.44, s*0.19, 5), color.RGBA{0xf2, 0xb1, 0x0f, 0xff})
	case has("diamond"):
		fillPolygon(img, []float64{cx, cy - s*0.42, cx + s*0.32, cy, cx, cy + s*0.42, cx - s*0.32, cy}, color.RGBA{0x1e, 0x88, 0xe5, 0xff})
	default:
		f := FitFace(label, w*0.9, s*0.4, true)
		DrawText(img, Ellipsize(label, f, w*0.95), f, cx, cy, AlignCenter, AlignCenter, ColText)
	}
}

// fillBall draws a round fruit: a disc with a highlight.
func fillBall(img *ebiten.Image, cx, cy, r float64, c color.RGBA) {
	FillCircle(img, cx, cy, r, Darken(c, 0.25))
	FillCircle(img, cx-r*0.04, cy-r*0.04, r*0.92, c)
	FillCircle(img, cx-r*0.35, cy-r*0.35, r*0.22, Lighten(c, 0.6))
}

// fillEllipse fills an ellipse of radii rx, ry.
func fillEllipse(img *ebiten.Image, cx, cy, rx, ry float64, c color.RGBA) {
	var p vector.Path
	const n = 32
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		x, y := float32(cx+rx*math.Cos(a)), float32(cy+ry*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	fillPath(img, &p, c)
}

// fillPolygon fills the polygon of the points xy (x0, y0, x1, y1, ...).
func fillPolygon(img *ebiten.Image, xy []float64, c color.RGBA) {
	var p vector.Path
	p.MoveTo(float32(xy[0]), float32(xy[1]))
	for i := 2; i+1 < len(xy); i += 2 {
		p.LineTo(float32(xy[i]), float32(xy[i+1]))
	}
	p.Close()
	fillPath(img, &p, c)
}

func fillPath(img *ebiten.Image, p *vector.Path, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(img, p, nil, op)
}

// starPoints are the corners of a star of k points.
func starPoints(cx, cy, outer, inner float64, k int) []float64 {
	var xy []float64
	for i := range 2 * k {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(k)
		xy = append(xy, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	return xy
}

// drawBell draws a golden bell in a box of size s.
func drawBell(img *ebiten.Image, cx, cy, s float64) {
	gold := color.RGBA{0xf2, 0xb1, 0x0f, 0xff}
	x := func(u float64) float32 { return float32(cx + u*s) }
	y := func(u float64) float32 { return float32(cy + u*s) }
	var p vector.Path
	p.MoveTo(x(-0.36), y(0.26))
	p.CubicTo(x(-0.22), y(0.16), x(-0.3), y(-0.4), x(0), y(-0.38))
	p.CubicTo(x(0.3), y(-0.4), x(0.22), y(0.16), x(0.36), y(0.26))
	p.Close()
	fillPath(img, &p, gold)
	FillRoundRect(img, R(cx-s*0.4, cy+s*0.22, s*0.8, s*0.09), s*0.04, Darken(gold, 0.2))
	FillCircle(img, cx, cy+s*0.36, s*0.07, Darken(gold, 0.35))
	FillCircle(img, cx, cy-s*0.4, s*0.05, Darken(gold, 0.2))
}

// DrawReelSymbol draws a reel symbol (as ReelsView draws label on a reel)
// centred in r, from the same cached images: a pay table's lines.
func DrawReelSymbol(dst *ebiten.Image, label string, r Rect) {
	img := symbolImage(label, int(math.Ceil(r.W)), int(math.Ceil(r.H)))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(math.Round(r.X+(r.W-float64(img.Bounds().Dx()))/2), math.Round(r.Y+(r.H-float64(img.Bounds().Dy()))/2))
	dst.DrawImage(img, op)
}
