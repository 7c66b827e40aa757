package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// FillPolygon fills the polygon of the points xy (x0, y0, x1, y1, ...),
// anti-aliased: a board's emblems, a mover's stars. Boards draw it every
// frame (each pawn wears a star), so a polygon seen whole from the middle
// of its corners (a convex one, a star) is GPU triangles (tris.polygon):
// nothing for Ebitengine's vector package to fill through its stencil
// pass each frame. Any other shape is filled as a path.
func FillPolygon(dst *ebiten.Image, xy []float64, c color.RGBA) {
	if len(xy) < 6 || len(xy)%2 != 0 {
		return
	}
	for _, v := range xy {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e6 {
			return
		}
	}
	var t tris
	if t.polygon(xy, vertexColor(c)) {
		t.draw(dst)
		return
	}
	fillPolygon(dst, xy, c)
}

// StarPoints are the corners of a star of k points round (cx, cy), its
// points outer from the centre and its notches inner, one point up.
func StarPoints(cx, cy, outer, inner float64, k int) []float64 {
	return starPoints(cx, cy, outer, inner, k)
}

// polygon adds the polygon of the points xy as a fan from the middle of
// its corners, its edges feathered as a disc's are: half a pixel inside
// each edge it is opaque, half a pixel outside clear. Inside, the edges'
// feathers meet at a mitre; outside a corner they are joined by a bevel,
// which fades a sharp point (a star's) as its pixels' coverage does,
// where a mitre would blunt it. It adds nothing and reports false when an
// edge is not seen whole from the middle (the fan would spill), or the
// polygon has no area.
func (t *tris) polygon(xy []float64, c [4]float32) bool {
	n := len(xy) / 2
	if n < 3 || n > 2048 {
		return false
	}
	at := func(i int) (float64, float64) { i = (i + n) % n; return xy[2*i], xy[2*i+1] }
	var mx, my, area float64
	for i := range n {
		x0, y0 := at(i)
		x1, y1 := at(i + 1)
		mx, my = mx+x0/float64(n), my+y0/float64(n)
		area += x0*y1 - x1*y0
	}
	if math.Abs(area) < 1e-9 {
		return false
	}
	side := 1.0 // the outward normal of an edge (dx, dy) is side·(dy, −dx)
	if area < 0 {
		side = -1
	}
	// normal is edge i's outward normal (from corner i to i+1), and
	// whether the edge faces away from the middle, as the fan needs.
	normal := func(i int) (float64, float64, bool) {
		x0, y0 := at(i)
		x1, y1 := at(i + 1)
		l := math.Hypot(x1-x0, y1-y0)
		if l < 1e-6 { // a corner repeated: no side to feather
			return 0, 0, false
		}
		nx, ny := side*(y1-y0)/l, -side*(x1-x0)/l
		return nx, ny, (x0-mx)*nx+(y0-my)*ny > 0
	}
	turn := 0.0 // the angle the corners sweep round the middle
	for i := range n {
		if _, _, ok := normal(i); !ok {
			return false
		}
		x0, y0 := at(i)
		x1, y1 := at(i + 1)
		turn += math.Atan2((x0-mx)*(y1-my)-(y0-my)*(x1-mx), (x0-mx)*(x1-mx)+(y0-my)*(y1-my))
	}
	if math.Abs(math.Abs(turn)-2*math.Pi) > 0.01 {
		return false // round the middle more than once (a pentagram): the fan would cover it twice
	}
	mid := t.vert(mx, my, c, 1)
	// Each corner's vertices: inside (opaque), and outside on the side of
	// the edge before it and of the edge after it (one where they meet).
	type corner struct{ in, before, after uint16 }
	var buf [16]corner
	cs := buf[:0]
	for i := range n {
		ax, ay, _ := normal(i - 1)
		bx, by, _ := normal(i)
		ux, uy := ax+bx, ay+by
		l := math.Hypot(ux, uy)
		if l < 1e-9 {
			ux, uy, l = ax, ay, 1
		}
		ux, uy = ux/l, uy/l
		d := 2.0 // the mitre's reach, half a pixel from both edges
		if cos := ux*ax + uy*ay; cos > 0.25 {
			d = min(d, 0.5/cos)
		}
		x, y := at(i)
		k := corner{in: t.vert(x-ux*d, y-uy*d, c, 1)}
		if ax*by-ay*bx > 0 == (side > 0) { // a point: bevelled
			k.before = t.vert(x+ax/2, y+ay/2, c, 0)
			k.after = t.vert(x+bx/2, y+by/2, c, 0)
			t.is = append(t.is, k.in, k.before, k.after)
		} else { // a notch: mitred
			k.before = t.vert(x+ux*d, y+uy*d, c, 0)
			k.after = k.before
		}
		cs = append(cs, k)
	}
	for i, a := range cs {
		b := cs[(i+1)%n]
		t.is = append(t.is, mid, a.in, b.in)
		t.quad(a.in, a.after, b.before, b.in)
	}
	return true
}
