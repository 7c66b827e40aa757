package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawTurning draws a card in r turned over turn of the way from its
// back (0) to its face (1), about its upright middle: it narrows to an
// edge showing its back, then widens showing its face. back draws the
// back in a rect; face is the face's image and the size it was drawn for
// (asked for only once the card shows it), scaled to r.
func DrawTurning(dst *ebiten.Image, r Rect, turn float64, back func(Rect), face func() (img *ebiten.Image, w, h float64)) {
	sx := math.Abs(math.Cos(turn * math.Pi))
	if turn < 0.5 {
		w := r.W * sx
		back(R(r.X+(r.W-w)/2, r.Y, w, r.H))
		return
	}
	img, w, h := face()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W*sx/w, r.H/h)
	op.GeoM.Translate(r.X+r.W*(1-sx)/2, r.Y)
	dst.DrawImage(img, op)
}
