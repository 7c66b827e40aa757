package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rounded rectangles are drawn from cached white masks, nine-sliced: the
// corners are copied, the edges and centre stretched, the colour applied per
// vertex. Rasterising an anti-aliased path costs a stencil pass per call,
// which on a software GL driver made a screen of widgets take 100+ ms; a
// nine-slice is one batched textured draw.

type maskKey struct{ radius, stroke float32 }

var masks = map[maskKey]*ebiten.Image{}

// mask returns the mask for a corner radius and stroke width (0 = filled):
// a (2k+1)-pixel square whose middle row and column are uniform, so that
// stretching them changes nothing but the size.
func mask(radius, stroke float32) (*ebiten.Image, int) {
	k := int(math.Ceil(float64(radius+stroke/2))) + 1
	key := maskKey{radius, stroke}
	if m, ok := masks[key]; ok {
		return m, k
	}
	n := 2*k + 1
	m := ebiten.NewImage(n, n)
	m.WritePixels(maskPixels(k, float64(radius), float64(stroke)))
	masks[key] = m
	return m, k
}

// maskPixels rasterises a mask on the CPU: the rounded square 2·radius+1
// wide centred in a (2k+1)-pixel square, filled (stroke 0) or outlined
// with a line stroke wide centred on its edge, white, anti-aliased by each
// pixel's distance to the edge as the wheel's face is. It used to be an
// anti-aliased vector path: the vector package's first use compiles its
// stencil shaders and fills a large vertex buffer, a fifth of the title's
// first frame in a browser. The square is symmetric about its middle row
// and column, so one quarter is worked out and mirrored.
func maskPixels(k int, radius, stroke float64) []byte {
	n := 2*k + 1
	pix := make([]byte, 4*n*n)
	half := radius + 0.5 // the rounded square's half width
	inset := half - radius
	for y := range k + 1 {
	row:
		for x := range k + 1 {
			// The pixel's distance from the middle, folded into one quarter.
			qx, qy := float64(k-x)-inset, float64(k-y)-inset
			// The distance to the edge: to the straight side when the
			// pixel is level with it, else to the corner's circle (a
			// square root, which a browser runs as one instruction where
			// math.Hypot is a library call: the backdrop's circles are
			// masks of a hundred thousand pixels).
			sd := max(qx, qy) - radius
			if qx > 0 && qy > 0 {
				sd = math.Sqrt(qx*qx+qy*qy) - radius
			}
			if stroke > 0 {
				sd = math.Abs(sd) - stroke/2
			}
			var a byte
			switch {
			case sd >= 0.5:
				continue // clear
			case sd <= -0.5 && stroke == 0:
				// A filled square's distance only falls towards the
				// middle column: the rest of this row is inside, and so
				// is its mirror image. The backdrop's circles are mostly
				// inside, so this skips most of their square roots.
				opaque(pix[4*(y*n+x) : 4*(y*n+n-x)])
				opaque(pix[4*((n-1-y)*n+x) : 4*((n-1-y)*n+n-x)])
				break row
			case sd <= -0.5:
				a = 0xff
			default:
				a = unit8(cover(sd))
			}
			for _, i := range [4]int{y*n + x, y*n + n - 1 - x, (n-1-y)*n + x, (n-1-y)*n + n - 1 - x} {
				pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = a, a, a, a
			}
		}
	}
	return pix
}

// opaque sets every byte of pix to 0xff.
func opaque(pix []byte) {
	if len(pix) == 0 {
		return
	}
	pix[0] = 0xff
	for n := 1; n < len(pix); n *= 2 {
		copy(pix[n:], pix[:n])
	}
}

// nineSlice draws the mask over the rectangle r grown by (k - radius) on
// each side, so that the mask's path lands exactly on r.
func nineSlice(dst *ebiten.Image, r Rect, radius, stroke float32, clr color.Color) {
	m, k := mask(radius, stroke)
	grow := float64(k) - float64(radius)
	x0, y0 := r.X-grow, r.Y-grow
	x1, y1 := r.X+r.W+grow, r.Y+r.H+grow
	kx := min(float64(k), (x1-x0)/2)
	ky := min(float64(k), (y1-y0)/2)
	xs := [4]float32{float32(x0), float32(x0 + kx), float32(x1 - kx), float32(x1)}
	ys := [4]float32{float32(y0), float32(y0 + ky), float32(y1 - ky), float32(y1)}
	fk := float32(k)
	ss := [4]float32{0, fk, fk + 1, 2*fk + 1}
	c := vertexColor(clr)
	fr, fg, fb, fa := c[0], c[1], c[2], c[3]
	var vs [16]ebiten.Vertex
	for j := range 4 {
		for i := range 4 {
			vs[j*4+i] = ebiten.Vertex{DstX: xs[i], DstY: ys[j], SrcX: ss[i], SrcY: ss[j], ColorR: fr, ColorG: fg, ColorB: fb, ColorA: fa}
		}
	}
	var is [54]uint16
	n := 0
	for j := range 3 {
		for i := range 3 {
			a := uint16(j*4 + i)
			is[n], is[n+1], is[n+2], is[n+3], is[n+4], is[n+5] = a, a+1, a+4, a+1, a+5, a+4
			n += 6
		}
	}
	dst.DrawTriangles(vs[:], is[:], m, &ebiten.DrawTrianglesOptions{})
}

// cornerRadius clamps a radius to what fits r, quantised to half pixels so
// the mask cache stays small.
func cornerRadius(r Rect, radius float64) float32 {
	radius = max(0, min(radius, r.W/2, r.H/2))
	return float32(math.Round(radius*2) / 2)
}

// FillRoundRect fills a rounded rectangle.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	nineSlice(dst, r, cornerRadius(r, radius), 0, clr)
}

// StrokeRoundRect outlines a rounded rectangle with a line of width w
// centred on its edge.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, w float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 || w <= 0 {
		return
	}
	nineSlice(dst, r, cornerRadius(r, radius), float32(math.Round(w*2)/2), clr)
}

// FillCircle fills a circle (a fully rounded square, from the same cache).
func FillCircle(dst *ebiten.Image, cx, cy, radius float64, clr color.Color) {
	FillRoundRect(dst, Rect{cx - radius, cy - radius, 2 * radius, 2 * radius}, radius, clr)
}

// drawFocusRing outlines r just outside its edge: the keyboard focus marker.
func drawFocusRing(dst *ebiten.Image, r Rect, radius float64) {
	StrokeRoundRect(dst, r.Inset(-4), radius+4, 3, ColFocus)
}

// shadow draws a soft drop shadow under r.
func shadow(dst *ebiten.Image, r Rect, radius float64) {
	FillRoundRect(dst, Rect{r.X + 2, r.Y + 4, r.W, r.H}, radius, color.RGBA{0, 0, 0, 0x40})
}

// FlushPaths makes Ebitengine's vector package draw the paths it has queued
// for dst now. The package rasterises a batch of paths in a shared stencil
// atlas that only ever grows and is cleared whole at every later batch: one
// batch of many paths (a board's roads, a wheel's face) would leave an
// atlas of several screens that every later path, however small, pays to
// clear. One-off renders of many paths call this every few paths, so the
// atlas stays the size of a few; nothing should draw paths every frame.
func FlushPaths(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(0)
	// Any use of dst draws its queued paths first; a pixel of the shared
	// white image, drawn clear, is the cheapest use.
	dst.DrawImage(WhitePixels().SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), op)
}

// FillTriangleRight fills a triangle pointing right within r: the turn
// marker (the text fonts have no such glyph). It rasterises a path, so it
// belongs in cached layers, not in every frame.
func FillTriangleRight(dst *ebiten.Image, r Rect, clr color.Color) {
	var p vector.Path
	p.MoveTo(float32(r.X), float32(r.Y))
	p.LineTo(float32(r.X+r.W), float32(r.Y+r.H/2))
	p.LineTo(float32(r.X), float32(r.Y+r.H))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// FillDisc fills a circle as GPU triangles: a fan for the inside and, round
// its edge, a ring one pixel wide whose vertices fade from opaque on the
// inside to clear on the outside. A pixel's coverage then falls linearly
// across the pixel at the edge, as a mask's does (cover), but nothing is
// rasterised on the CPU or uploaded: FillCircle's mask of a circle the
// size of the title's backdrop was a hundred thousand pixels of both
// before the browser's first frame. The triangles need no shaders of their
// own (the vector package's compile on first use, which is why the masks
// exist). Small circles are cheaper from FillCircle's cached masks.
func FillDisc(dst *ebiten.Image, cx, cy, radius float64, clr color.Color) {
	// No disc for a radius that is not a positive number, nor for one so
	// large that its steps would overflow the 16-bit vertex indices (a
	// million pixels is a thousand screens across).
	if !(radius > 0 && radius < 1e6) || math.IsNaN(cx+cy) || math.IsInf(cx+cy, 0) {
		return
	}
	var t tris
	t.sector(cx, cy, radius, 0, 2*math.Pi, vertexColor(clr))
	t.draw(dst)
}

// vertexColor is clr as a vertex's colour: straight alpha, where
// color.Color is premultiplied.
func vertexColor(clr color.Color) [4]float32 {
	cr, cg, cb, ca := clr.RGBA()
	if ca == 0 {
		return [4]float32{}
	}
	return [4]float32{float32(cr) / float32(ca), float32(cg) / float32(ca), float32(cb) / float32(ca), float32(ca) / 0xffff}
}

// tris is a batch of triangles in their vertices' colours (straight
// alpha), anti-aliased by feathers: strips a pixel wide whose vertices
// fade from the shape's opacity to none, so that a pixel's coverage falls
// linearly across the pixel at an edge, as cover has it.
type tris struct {
	vs []ebiten.Vertex
	is []uint16
}

// vert adds a vertex at (x, y) of colour c at opacity k, returning its
// index.
func (t *tris) vert(x, y float64, c [4]float32, k float64) uint16 {
	t.vs = append(t.vs, ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5, ColorR: c[0], ColorG: c[1], ColorB: c[2], ColorA: c[3] * float32(k)})
	return uint16(len(t.vs) - 1)
}

// quad adds the quadrilateral a b c d (in order round it).
func (t *tris) quad(a, b, c, d uint16) { t.is = append(t.is, a, b, c, a, c, d) }

// arcSteps is how many straight steps an arc of radius r through angle a
// takes so that a chord strays at most 0.03 px from it (its sagitta,
// step²/8r): the feather then follows the true edge to a few levels. (Each
// vertex costs: a browser build's DrawTriangles spends about a
// microsecond on each.)
func arcSteps(r, a float64) int {
	return max(2, int(math.Ceil(a*r/math.Sqrt(0.24*max(r, 1)))))
}

// sector fills the circle's sector of radius r centred on (cx, cy) from
// screen angle a0 to a1 (radians, clockwise on screen from the x axis),
// its round edge feathered, its straight sides not (a whole circle has
// none; a wheel's dividers cover its segments').
func (t *tris) sector(cx, cy, r, a0, a1 float64, c [4]float32) {
	in, out := max(0, r-0.5), r+0.5
	// A circle under a pixel across is only ever partly covered: its
	// middle's opacity falls with its size.
	k := min(1, r)
	n := arcSteps(r, a1-a0)
	mid := t.vert(cx, cy, c, k)
	var pi, po uint16
	for j := range n + 1 {
		a := a0 + (a1-a0)*float64(j)/float64(n)
		co, si := math.Cos(a), math.Sin(a)
		vi, vo := t.vert(cx+co*in, cy+si*in, c, k), t.vert(cx+co*out, cy+si*out, c, 0)
		if j > 0 {
			t.is = append(t.is, mid, pi, vi)
			t.quad(pi, po, vo, vi)
		}
		pi, po = vi, vo
	}
}

// ring outlines a circle of radius r with a line a pixel wide each side
// of it at its most, fading to nothing a pixel in and out: cover(|d-r|-0.5).
func (t *tris) ring(cx, cy, r float64, c [4]float32) {
	n := arcSteps(r+1, 2*math.Pi)
	var p [3]uint16
	for j := range n + 1 {
		a := 2 * math.Pi * float64(j) / float64(n)
		co, si := math.Cos(a), math.Sin(a)
		in, on, out := max(0, r-1), r, r+1
		v := [3]uint16{t.vert(cx+co*in, cy+si*in, c, 0), t.vert(cx+co*on, cy+si*on, c, 1), t.vert(cx+co*out, cy+si*out, c, 0)}
		if j > 0 {
			t.quad(p[0], p[1], v[1], v[0])
			t.quad(p[1], p[2], v[2], v[1])
		}
		p = v
	}
}

// line fills a straight line from (x0, y0) to (x1, y1), w wide, its long
// sides feathered (cover of its distance across less w/2), its ends cut.
func (t *tris) line(x0, y0, x1, y1, w float64, c [4]float32) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l, dx/l
	var prev [4]uint16
	for j, p := range [2][2]float64{{x0, y0}, {x1, y1}} {
		var v [4]uint16
		for i, s := range [4]float64{-(w/2 + 0.5), -(w/2 - 0.5), w/2 - 0.5, w/2 + 0.5} {
			k := 1.0
			if i == 0 || i == 3 {
				k = 0
			}
			v[i] = t.vert(p[0]+nx*s, p[1]+ny*s, c, k)
		}
		if j > 0 {
			for i := range 3 {
				t.quad(prev[i], prev[i+1], v[i+1], v[i])
			}
		}
		prev = v
	}
}

// band covers the ring between radii r0 and r1, unfeathered: a pixel
// is in it when its centre is.
func (t *tris) band(cx, cy, r0, r1 float64) {
	n := arcSteps(r0, 2*math.Pi)
	white := [4]float32{1, 1, 1, 1}
	var p [2]uint16
	for j := range n + 1 {
		a := 2 * math.Pi * float64(j) / float64(n)
		co, si := math.Cos(a), math.Sin(a)
		v := [2]uint16{t.vert(cx+co*r0, cy+si*r0, white, 1), t.vert(cx+co*r1, cy+si*r1, white, 1)}
		if j > 0 {
			t.quad(p[0], p[1], v[1], v[0])
		}
		p = v
	}
}

// draw draws the batch on dst.
func (t *tris) draw(dst *ebiten.Image) { t.drawBlend(dst, ebiten.BlendSourceOver) }

// drawBlend draws the batch on dst, blended as b.
func (t *tris) drawBlend(dst *ebiten.Image, b ebiten.Blend) {
	if len(t.is) > 0 {
		dst.DrawTriangles(t.vs, t.is, WhitePixels(), &ebiten.DrawTrianglesOptions{Blend: b})
	}
}

// WhitePixels is a small white image, the source of triangles drawn in
// their vertices' colours (sampled at its middle pixel, 1.5, 1.5). One is
// shared: a browser's first frame pays some milliseconds for each new
// image and fill.
func WhitePixels() *ebiten.Image {
	if whiteImg == nil {
		whiteImg = ebiten.NewImage(3, 3)
		whiteImg.Fill(color.White)
	}
	return whiteImg
}

var whiteImg *ebiten.Image
