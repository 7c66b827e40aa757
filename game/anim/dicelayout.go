package anim

import (
	"fmt"
	"math"
)

// box is an axis-aligned area of the table.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) overlaps(o box) bool { return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1 }

// cupFootprint is the area the standing cup covers, with room for a die
// around it, or an empty box without a cup.
func (d *Dice) cupFootprint() box {
	if !d.opt.Cup {
		return box{}
	}
	s, at := d.opt.Size, d.cup.at
	m := (CupMouth/2 + 0.8) * s
	return box{at.X - m, at.Y - (CupHeight+0.8)*s, at.X + m, at.Y + 0.8*s}
}

// dieBox is the square a die at p covers, however it is turned.
func dieBox(p Point, s float64) box {
	h := s / math.Sqrt2
	return box{p.X - h, p.Y - h, p.X + h, p.Y + h}
}

// restPlaces returns where each die comes to rest and its angle there.
func (d *Dice) restPlaces() ([]Point, []float64, error) {
	o, n := d.opt, len(d.dice)
	angles := make([]float64, n)
	switch {
	case o.Slots != nil:
		if len(o.Slots) != n {
			return nil, nil, fmt.Errorf("%d slots for %d dice", len(o.Slots), n)
		}
		for i, p := range o.Slots {
			if math.IsNaN(p.X) || math.IsNaN(p.Y) || math.IsInf(p.X, 0) || math.IsInf(p.Y, 0) {
				return nil, nil, fmt.Errorf("slot %d is not a place on the table", i+1)
			}
			for j := range i {
				q := o.Slots[j]
				if math.Abs(p.X-q.X) < o.Size && math.Abs(p.Y-q.Y) < o.Size {
					return nil, nil, fmt.Errorf("slots %d and %d are closer than a die", j+1, i+1)
				}
			}
		}
		// In slots the dice sit square, as in a shaker's handle.
		return append([]Point(nil), o.Slots...), angles, nil
	case o.Row:
		return d.rowPlaces(angles)
	}
	return d.scatteredPlaces(angles)
}

// rowPlaces lines the dice up across the table, a little askew, clear of
// the cup.
func (d *Dice) rowPlaces(angles []float64) ([]Point, []float64, error) {
	o, n := d.opt, len(d.dice)
	step := o.Size * 1.3
	width := step*float64(n-1) + o.Size
	if width > o.W {
		return nil, nil, fmt.Errorf("a row of %d dice does not fit a table %v wide", n, o.W)
	}
	cup := d.cupFootprint()
	half := o.Size * 0.6
	for _, y := range []float64{o.H / 2, cup.y1 + half*1.01, cup.y0 - half*1.01} {
		band := box{(o.W - width) / 2, y - half, (o.W + width) / 2, y + half}
		if y < half || y > o.H-half || band.overlaps(cup) {
			continue
		}
		pts := make([]Point, n)
		for i := range pts {
			pts[i] = Point{band.x0 + o.Size/2 + step*float64(i), y}
			angles[i] = (d.rand(i, 100) - 0.5) * 0.2
		}
		return pts, angles, nil
	}
	return nil, nil, fmt.Errorf("no room for a row of %d dice beside the cup", n)
}

// scatteredPlaces drops the dice at random places a die and a half apart,
// clear of the table's edges and the cup; a crowded table falls back to a
// grid.
func (d *Dice) scatteredPlaces(angles []float64) ([]Point, []float64, error) {
	o, n := d.opt, len(d.dice)
	s := o.Size
	cup := d.cupFootprint()
	gap := 1.5 * s // more than a turned die's diagonal, √2
	free := func(p Point, placed []Point) bool {
		if p.X < 0.8*s || p.X > o.W-0.8*s || p.Y < 0.8*s || p.Y > o.H-0.8*s || dieBox(p, s).overlaps(cup) {
			return false
		}
		for _, q := range placed {
			if math.Hypot(p.X-q.X, p.Y-q.Y) < gap {
				return false
			}
		}
		return true
	}
	pts := make([]Point, 0, n)
	for i := range n {
		for k := range 400 {
			p := Point{d.rand(i, uint64(200+2*k)) * o.W, d.rand(i, uint64(201+2*k)) * o.H}
			if free(p, pts) {
				pts = append(pts, p)
				break
			}
		}
		angles[i] = (d.rand(i, 101) - 0.5) * 1.0
	}
	if len(pts) == n {
		return pts, angles, nil
	}
	pts = pts[:0]
	for y := 0.8 * s; y <= o.H-0.8*s && len(pts) < n; y += gap {
		for x := 0.8 * s; x <= o.W-0.8*s && len(pts) < n; x += gap {
			if p := (Point{x, y}); free(p, pts) {
				pts = append(pts, p)
			}
		}
	}
	if len(pts) < n {
		return nil, nil, fmt.Errorf("a %v×%v table has no room for %d dice of size %v", o.W, o.H, n, s)
	}
	return pts, angles, nil
}
