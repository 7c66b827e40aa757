package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// roundRectPath builds a rounded rectangle path.
func roundRectPath(p *vector.Path, r Rect, radius float64) {
	rad := float32(min(radius, r.W/2, r.H/2))
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	if rad <= 0 {
		p.MoveTo(x, y)
		p.LineTo(x+w, y)
		p.LineTo(x+w, y+h)
		p.LineTo(x, y+h)
		p.Close()
		return
	}
	p.MoveTo(x+rad, y)
	p.LineTo(x+w-rad, y)
	p.Arc(x+w-rad, y+rad, rad, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x+w, y+h-rad)
	p.Arc(x+w-rad, y+h-rad, rad, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x+rad, y+h)
	p.Arc(x+rad, y+h-rad, rad, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x, y+rad)
	p.Arc(x+rad, y+rad, rad, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

// FillRoundRect fills a rounded rectangle.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	var p vector.Path
	roundRectPath(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// StrokeRoundRect outlines a rounded rectangle with a line of width w.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, w float64, clr color.Color) {
	if r.W <= 0 || r.H <= 0 || w <= 0 {
		return
	}
	var p vector.Path
	roundRectPath(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound}, op)
}

// drawFocusRing outlines r just outside its edge: the keyboard focus marker.
func drawFocusRing(dst *ebiten.Image, r Rect, radius float64) {
	StrokeRoundRect(dst, r.Inset(-4), radius+4, 3, ColFocus)
}

// shadow draws a soft drop shadow under r.
func shadow(dst *ebiten.Image, r Rect, radius float64) {
	FillRoundRect(dst, Rect{r.X + 2, r.Y + 4, r.W, r.H}, radius, color.RGBA{0, 0, 0, 0x40})
}
