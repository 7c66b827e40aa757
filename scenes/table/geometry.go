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

// Space is one space of a Geometry. Short is its label for a small board
// (a phone's): a few short words the board shows on every tile that has
// one when some space's Label does not fit its tile in readable type
// (see TileLabels); "" keeps the Label.
type Space struct {
	X, Y   float64
	Label  string
	Short  string
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
	// Spaces off the loop (a side road, an area's entrance): each road is
	// laid evenly between the space it leaves and the space it rejoins (or
	// the middle of the board when it ends), bowed towards the middle.
	placed := append([]bool(nil), onLoop...)
	cx, cy := bw/2, bh/2
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if !placed[i] {
				continue
			}
			for way := 0; way < gr.Ways(i); way++ {
				var road []int
				j := gr.Next(i, way)
				for j >= 0 && !placed[j] && len(road) < n {
					road = append(road, j)
					placed[j] = true
					if gr.Ways(j) == 0 {
						j = -1
						break
					}
					j = gr.Next(j, 0)
				}
				if len(road) == 0 {
					continue
				}
				changed = true
				x0, y0 := geo.Spaces[i].X, geo.Spaces[i].Y
				x1, y1 := cx, cy
				if j >= 0 {
					x1, y1 = geo.Spaces[j].X, geo.Spaces[j].Y
				}
				mx, my := (x0+x1)/2, (y0+y1)/2
				bow := min(bw, bh) * 0.3
				dx, dy := cx-mx, cy-my
				if d := math.Hypot(dx, dy); d > 1e-9 {
					dx, dy = dx/d*bow, dy/d*bow
				} else {
					dx, dy = 0, 0
				}
				m := float64(len(road) + 1)
				for q, sp := range road {
					f := float64(q+1) / m
					lift := math.Sin(f * math.Pi)
					geo.Spaces[sp].X = x0 + (x1-x0)*f + dx*lift
					geo.Spaces[sp].Y = y0 + (y1-y0)*f + dy*lift
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		for w := 0; w < gr.Ways(i); w++ {
			geo.Links = append(geo.Links, [2]int{i, gr.Next(i, w)})
		}
	}
	return geo
}
