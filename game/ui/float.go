package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
)

// DrawFloat draws a floating money text at its current rise, scale and fade.
// It scales one cached face with GeoM rather than asking for a face of every
// intermediate size, which would fill the glyph cache.
func DrawFloat(dst *ebiten.Image, f *anim.FloatText, size float64) {
	face := Face(size, true)
	op := &TextOptions{PrimaryAlign: AlignCenter, SecondaryAlign: AlignEnd}
	sc := f.Scale()
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(f.X, f.Y+f.YOffset())
	// A dark outline keeps the amount readable over any board colour.
	for _, d := range [][2]float64{{-2, 0}, {2, 0}, {0, -2}, {0, 2}} {
		o := *op
		o.GeoM.Translate(d[0], d[1])
		o.ColorScale.Scale(0, 0, 0, 0.6)
		o.ColorScale.ScaleAlpha(float32(f.Alpha()))
		DrawWith(dst, f.Text, face, &o)
	}
	op.ColorScale.ScaleWithColor(f.Color)
	op.ColorScale.ScaleAlpha(float32(f.Alpha()))
	DrawWith(dst, f.Text, face, op)
}
