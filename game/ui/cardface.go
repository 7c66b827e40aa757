package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawCardFace draws a card's face in r: a band in its deck's colour col
// with head (the deck's name) on top, then its title in bold and what it
// does under it in whatCol, centred in the rest.
func DrawCardFace(dst *ebiten.Image, r Rect, col color.RGBA, head, title, what string, whatCol color.Color) {
	rad := r.W * 0.06
	FillRoundRect(dst, r, rad, ColPanel)
	band := R(r.X, r.Y, r.W, r.H*0.24)
	FillRoundRect(dst, band, rad, col)
	FillRoundRect(dst, R(band.X, band.Y+band.H/2, band.W, band.H/2), 0, col)
	StrokeRoundRect(dst, r.Inset(1), rad, 2, Darken(col, 0.2))
	DrawFitted(dst, head, r.X+r.W/2, band.Y+band.H/2, r.W-16, math.Max(12, band.H*0.5), ColTextLight)
	body := R(r.X+r.W*0.06, band.Y+band.H, r.W*0.88, r.H-band.H)
	tf := FitFace(title, body.W, math.Max(14, r.H*0.13), true)
	lines := Wrap(title, tf, body.W)
	wf := Face(math.Max(12, r.H*0.1), false)
	what = strings.TrimSpace(what)
	_, tl := Measure("Ag", tf)
	_, wl := Measure("Ag", wf)
	wlines := Wrap(what, wf, body.W)
	if what == "" {
		wlines = nil
	}
	h := float64(len(lines))*tl + float64(len(wlines))*wl + wl*0.4
	y := body.Y + (body.H-h)/2
	for _, ln := range lines {
		DrawText(dst, ln, tf, body.X+body.W/2, y+tl/2, AlignCenter, AlignCenter, ColText)
		y += tl
	}
	y += wl * 0.4
	for _, ln := range wlines {
		DrawText(dst, ln, wf, body.X+body.W/2, y+wl/2, AlignCenter, AlignCenter, whatCol)
		y += wl
	}
}
