// Package ui holds the game's widgets, drawn in code with ebiten/v2/vector
// and TextFace (text.go): buttons, menus, panels, toggles, choice rows, the Wheel of
// Fate, and text and money helpers. Widgets read input only through
// input.Intents, so a finger, a mouse and the keyboard all work, and their
// hit-testing is plain arithmetic that tests check without a window.
package ui

import (
	"image"
	"math"
)

// MinHit is the smallest hit area side in logical pixels, the size of a
// fingertip: smaller widgets get an invisible margin up to this.
const MinHit = 44

// Rect is an axis-aligned rectangle in logical pixels.
type Rect struct{ X, Y, W, H float64 }

// R is shorthand for Rect{x, y, w, h}.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Pixels is r as an image rectangle, grown to whole pixels: the pixels
// it touches, for a SubImage.
func (r Rect) Pixels() image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// Contains reports whether (x, y) lies inside r (left/top edges inclusive).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Overlaps reports whether r and o share any area (touching edges do not).
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Holds reports whether o lies wholly inside r.
func (r Rect) Holds(o Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.X+o.W <= r.X+r.W && o.Y+o.H <= r.Y+r.H
}

// Intersect is the part of r inside o, and whether there is any.
func (r Rect) Intersect(o Rect) (Rect, bool) {
	x0, y0 := max(r.X, o.X), max(r.Y, o.Y)
	x1, y1 := min(r.X+r.W, o.X+o.W), min(r.Y+r.H, o.Y+o.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}, false
	}
	return R(x0, y0, x1-x0, y1-y0), true
}

// Inset shrinks r by d on every side (grows it when d < 0).
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, max(0, r.W-2*d), max(0, r.H-2*d)}
}

// Center returns the centre point.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// HitRect returns r grown around its centre to at least MinHit × MinHit.
func (r Rect) HitRect() Rect {
	out := r
	if r.W < MinHit {
		out.X -= (MinHit - r.W) / 2
		out.W = MinHit
	}
	if r.H < MinHit {
		out.Y -= (MinHit - r.H) / 2
		out.H = MinHit
	}
	return out
}

// SplitH splits r into n equal columns separated by gap.
func (r Rect) SplitH(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Lerp is the rect f of the way from r to o (0: r, 1: o), for a thing
// that flies and grows from one place to another (a card to its pile).
func (r Rect) Lerp(o Rect, f float64) Rect {
	l := func(a, b float64) float64 { return a + (b-a)*f }
	return Rect{l(r.X, o.X), l(r.Y, o.Y), l(r.W, o.W), l(r.H, o.H)}
}
