package table

import (
	"image/color"
	"math"

	"wheeloffate/engine"
)

// Geometry is a board as the table draws it: each space's centre in board
// units (any scale: the table fits the whole board to its viewport), its
// label and colour, and the links drawn between spaces.
type Geometry struct {
	Spaces []Space
	Links  [][2]int
}

// Space is one space of a Geometry.
type Space struct {
	X, Y   float64
	Label  string
	Colour color.RGBA
}

// Bounds is the smallest box holding every space's centre.
func (g *Geometry) Bounds() (minX, minY, maxX, maxY float64) {
	minX, minY = math.Inf(1), math.Inf(1)
	maxX, maxY = math.Inf(-1), math.Inf(-1)
	for _, s := range g.Spaces {
		minX, maxX = math.Min(minX, s.X), math.Max(maxX, s.X)
		minY, maxY = math.Min(minY, s.Y), math.Max(maxY, s.Y)
	}
	if len(g.Spaces) == 0 {
		return 0, 0, 1, 1
	}
	return
}

// Step is the distance between neighbouring spaces, for sizing tiles.
func (g *Geometry) Step() float64 {
	best := math.Inf(1)
	for _, l := range g.Links {
		a, b := g.Spaces[l[0]], g.Spaces[l[1]]
		if d := math.Hypot(a.X-b.X, a.Y-b.Y); d > 0 && d < best {
			best = d
		}
	}
	if math.IsInf(best, 1) {
		return 1
	}
	return best
}

// LoopGeometry lays a board graph out as a loop: the main road (way 0 from
// space 0 until it comes back) runs clockwise round a rectangle whose sides
// share the spaces evenly, and every other space (a side road or an area)
// sits inside it, between the spaces it joins. labels and colours may be
// shorter than the board; missing entries are blank.
func LoopGeometry(gr *engine.Graph, labels []string, colours []color.RGBA) *Geometry {
	n := gr.Len()
	geo := &Geometry{Spaces: make([]Space, n)}
	for i := range geo.Spaces {
		if i < len(labels) {
			geo.Spaces[i].Label = labels[i]
		}
		geo.Spaces[i].Colour = color.RGBA{0xf4, 0xe6, 0xc4, 0xff}
		if i < len(colours) && colours[i].A != 0 {
			geo.Spaces[i].Colour = colours[i]
		}
	}
	var loop []int
	onLoop := make([]bool, n)
	for i := 0; i >= 0 && !onLoop[i] && gr.Ways(i) > 0; i = gr.Next(i, 0) {
		onLoop[i] = true
		loop = append(loop, i)
	}
	if len(loop) == 0 {
		loop, onLoop[0] = []int{0}, true
	}
	// A rectangle about 4:3 with a space on each corner: the top and
	// bottom sides take a steps each, the right and left b, so neighbours
	// are one step apart (a side of an odd loop stretches a little).
	k := len(loop)
	a := max(1, int(math.Round(float64(k)*4/14)))
	b := max(1, k/2-a)
	bw, bh := float64(a), float64(b)
	sides := [4]int{a, b, a, k - 2*a - b} // top, right, bottom, left
	if sides[3] < 1 {
		sides[3] = 1
	}
	j := 0
	for side, steps := range sides {
		for q := 0; q < steps && j < k; q++ {
			f := float64(q) / float64(steps)
			var x, y float64
			switch side {
			case 0:
				x, y = f*bw, 0
			case 1:
				x, y = bw, f*bh
			case 2:
				x, y = bw-f*bw, bh
			default:
				x, y = 0, bh-f*bh
			}
			geo.Spaces[loop[j]].X, geo.Spaces[loop[j]].Y = x, y
			j++
		}
	}
	per := 2 * (bw + bh)
	// Spaces off the loop: placed in order along their road, from the loop
	// space that leads to them towards the middle of the board.
	placed := append([]bool(nil), onLoop...)
	for pass := 0; pass < n; pass++ {
		moved := false
		for i := 0; i < n; i++ {
			if !placed[i] {
				continue
			}
			for w := 0; w < gr.Ways(i); w++ {
				j := gr.Next(i, w)
				if placed[j] {
					continue
				}
				// One step from i towards the centre, then along.
				cx, cy := bw/2, bh/2
				x, y := geo.Spaces[i].X, geo.Spaces[i].Y
				dx, dy := cx-x, cy-y
				d := math.Hypot(dx, dy)
				step := per / float64(max(k, 4))
				if d > 1e-9 {
					x, y = x+dx/d*step, y+dy/d*step
				}
				geo.Spaces[j].X, geo.Spaces[j].Y = x, y
				placed[j], moved = true, true
			}
		}
		if !moved {
			break
		}
	}
	for i := 0; i < n; i++ {
		for w := 0; w < gr.Ways(i); w++ {
			geo.Links = append(geo.Links, [2]int{i, gr.Next(i, w)})
		}
	}
	return geo
}
