package ui

import (
	"image/color"
	"math"

	"wheeloffate/game/anim"
)

// The dice's look: ivory with near-black pips, lit from the top left, and a
// leather cup with brass bands.
var (
	ColDieBody   = color.RGBA{0xfa, 0xf5, 0xe8, 0xff}
	ColDiePip    = color.RGBA{0x1d, 0x1d, 0x22, 0xff}
	colDieEdge   = color.RGBA{0x5a, 0x4a, 0x3a, 0xc0}
	colCupLeaf   = color.RGBA{0x8a, 0x2c, 0x1a, 0xff}
	colCupBrass  = color.RGBA{0xd2, 0xa0, 0x38, 0xff}
	colCupInside = color.RGBA{0x2a, 0x0e, 0x08, 0xff}
)

// pipSpots are the pips of each face, in fractions of the face's side from
// its centre: the usual layout, 2 and 3 on the falling diagonal, 6 in two
// columns.
var pipSpots = [7][][2]float64{
	1: {{0, 0}},
	2: {{-1, -1}, {1, 1}},
	3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// Die geometry, in fractions of the side.
const (
	dieCorner = 0.2  // corner radius
	dieBevel  = 0.1  // the shaded band along the edge
	pipOff    = 0.26 // a corner pip's distance from the centre, per axis
	pipR      = 0.09 // a pip's radius
)

// dieFacePixels rasterises a die showing face, px×px, on the CPU:
// a rounded square with a lit bevel and a thin edge, and its pips, each
// anti-aliased by its distance to the pixel. It returns premultiplied RGBA,
// as ebiten.Image.WritePixels takes it.
func dieFacePixels(face, px int) []byte {
	pix := make([]byte, 4*px*px)
	c := float64(px) / 2
	side := float64(px) - 2 // a pixel of room for the anti-aliased edge
	half := side / 2
	lx, ly := -math.Sqrt2/2, -math.Sqrt2/2 // towards the light
	for y := range px {
		for x := range px {
			qx, qy := float64(x)+0.5-c, float64(y)+0.5-c
			sd, nx, ny := roundBox(qx, qy, half, dieCorner*side)
			if sd > 1 {
				continue
			}
			// The face brightens towards the light; the bevel more so, and
			// darkens on the far side.
			lit := -0.06 * (qx + qy) / side
			if in := -sd; in < dieBevel*side {
				lit += 0.28 * (1 - in/(dieBevel*side)) * (nx*lx + ny*ly)
			}
			var p premul
			p.over(shade(ColDieBody, lit), cover(sd))
			p.over(colDieEdge, cover(math.Abs(sd+0.5)-0.5))
			for _, s := range pipSpots[face] {
				d := math.Hypot(qx-s[0]*pipOff*side, qy-s[1]*pipOff*side)
				p.over(ColDiePip, cover(d-pipR*side))
			}
			i := 4 * (y*px + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = p.bytes()
		}
	}
	return pix
}

// roundBox is the signed distance from (x, y) to a square of half side h
// with corners rounded by r, centred on the origin, and the outward normal
// of its nearest edge.
func roundBox(x, y, h, r float64) (sd, nx, ny float64) {
	qx, qy := math.Abs(x)-(h-r), math.Abs(y)-(h-r)
	ox, oy := max(qx, 0), max(qy, 0)
	out := math.Hypot(ox, oy)
	sd = out + min(max(qx, qy), 0) - r
	switch {
	case out > 0:
		nx, ny = ox/out, oy/out
	case qx > qy:
		nx = 1
	default:
		ny = 1
	}
	return sd, math.Copysign(nx, x), math.Copysign(ny, y)
}

// shade lightens c by f > 0 or darkens it by -f.
func shade(c color.RGBA, f float64) color.RGBA {
	if f >= 0 {
		return Lighten(c, min(1, f))
	}
	return Darken(c, min(1, -f))
}

// dieShadowPixels is the soft shadow of a die px wide, in an image blur
// pixels wider on each side.
func dieShadowPixels(px, blur int) []byte {
	n := px + 2*blur
	pix := make([]byte, 4*n*n)
	c := float64(n) / 2
	half := float64(px)/2 - 1
	for y := range n {
		for x := range n {
			sd, _, _ := roundBox(float64(x)+0.5-c, float64(y)+0.5-c, half, dieCorner*2*half)
			a := 0.45 * max(0, min(1, 0.5-sd/float64(blur)))
			pix[4*(y*n+x)+3] = byte(math.Round(a * 255))
		}
	}
	return pix
}

// Cup geometry in die sizes, beyond anim's height and widths: how deep the
// mouth's and the base's ellipses are, and the brass bands.
const (
	cupMouthDepth = 0.16 // of the mouth's width
	cupBaseDepth  = 0.12 // of the base's width
)

// cupSize is the cup image's size for a die of s pixels, and the row of
// the base's centre in it.
func cupSize(s float64) (w, h int, baseY float64) {
	w = int(math.Ceil(anim.CupMouth*s)) + 4
	top := cupMouthDepth * anim.CupMouth * s
	bottom := cupBaseDepth * anim.CupBase * s
	h = int(math.Ceil(anim.CupHeight*s+top+bottom)) + 4
	return w, h, float64(h) - 2 - bottom
}

// cupPixels rasterises the dice cup standing upright, seen from the side
// and a little above, for dice of s pixels: a tapered leather cup with two
// brass bands, its mouth open at the top. Edges are anti-aliased by 4×4
// samples a pixel.
func cupPixels(s float64) (pix []byte, w, h int) {
	w, h, baseY := cupSize(s)
	pix = make([]byte, 4*w*h)
	cx := float64(w) / 2
	const n = 4
	for y := range h {
		for x := range w {
			var r, g, b, a float64
			for sy := range n {
				for sx := range n {
					// In die sizes, from the base's centre, y up.
					u := (float64(x) + (float64(sx)+0.5)/n - cx) / s
					v := (baseY - float64(y) - (float64(sy)+0.5)/n) / s
					if c, ok := cupColorAt(u, v); ok {
						r += float64(c.R)
						g += float64(c.G)
						b += float64(c.B)
						a += 255
					}
				}
			}
			i := 4 * (y*w + x)
			q := func(v float64) byte { return byte(math.Round(v / (n * n))) }
			pix[i], pix[i+1], pix[i+2], pix[i+3] = q(r), q(g), q(b), q(a)
		}
	}
	return pix, w, h
}

// cupColorAt is the cup's colour at (u, v) die sizes from the centre of its
// base, v up, and whether the cup is there at all.
func cupColorAt(u, v float64) (color.RGBA, bool) {
	H, M, B := anim.CupHeight, anim.CupMouth, anim.CupBase
	rx, ry := M/2, cupMouthDepth*M
	if e := sq(u/rx) + sq((v-H)/ry); e <= 1 {
		// The mouth: the rim round a dark inside.
		if sq(u/(rx*0.86))+sq((v-H)/(ry*0.78)) <= 1 {
			return shade(colCupInside, 0.25*(H-v)/ry), true
		}
		return shade(colCupLeaf, 0.25-0.2*u/rx), true
	}
	hw := B/2 + (M-B)/2*max(0, v)/H // the half width at height v
	if math.Abs(u) > hw || v > H {
		return color.RGBA{}, false
	}
	if v < 0 && sq(u/(B/2))+sq(v/(cupBaseDepth*B)) > 1 {
		return color.RGBA{}, false // below the base's rounded front
	}
	// A cylinder lit from the left: brightest left of the middle.
	xn := u / hw
	lit := 0.3*(1-xn*xn) - 0.25*xn - 0.15
	body := colCupLeaf
	if (v > 0.25 && v < 0.45) || (v > H-0.6 && v < H-0.4) {
		body = colCupBrass
	}
	return shade(body, lit), true
}
