package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// RaceChip is one bet riding on a runner: a betting chip in the bettor's
// colour beside its words (a name and an amount).
type RaceChip struct {
	Name, Amount string
	Color        color.RGBA
	// Dim greys a chip out: a bet that lost.
	Dim bool
}

// drawChips draws runner i's chips in a row on a dark tag that rides
// behind the horse (tail: the x of its tail), or ahead of it while it is
// too near the start. Where the lane is short of room for every chip's
// name and amount, the chips keep their amounts (the colour tells whose),
// and only then lose their words; never a chip, and never out of the lane.
func (v *RaceView) drawChips(dst *ebiten.Image, i int, chips []RaceChip, f *TextFace, tail float64) {
	lane := v.lanes[i]
	h := min(30, max(16, v.laneH*0.32))
	disc := h * 0.8
	// The words get the room on the longer side of the horse, so the tag
	// fits behind it or ahead of it, and keep the same form as long as it
	// lasts (a horse mid-track leaves the least).
	left, right := lane.X+v.laneH*0.7, lane.X+lane.W-4
	room := max(tail-4-left, right-v.NoseX(i)-4) - h*0.1 - float64(len(chips))*(disc+h*0.65)
	words := make([]string, len(chips))
	fit := func(word func(RaceChip) string) bool {
		tw := 0.0
		for k, c := range chips {
			words[k] = word(c)
			ww, _ := Measure(words[k], f)
			tw += ww
		}
		return tw <= room
	}
	if !fit(func(c RaceChip) string { return c.Name + " " + c.Amount }) && !fit(func(c RaceChip) string { return c.Amount }) {
		fit(func(RaceChip) string { return "" }) // the chips alone
	}
	w := h * 0.1
	for k := range chips {
		if words[k] == "" {
			w += disc + h*0.2
			continue
		}
		tw, _ := Measure(words[k], f)
		w += disc + h*0.25 + tw + h*0.4
	}
	// Behind the horse if the row fits there, else ahead of it, else as
	// far along the lane as it goes: never out of the lane.
	x := tail - w - 4
	if x < left {
		x = min(v.NoseX(i)+4, right-w)
	}
	x = max(left, x)
	y := lane.Y + v.laneH*0.06
	FillRoundRect(dst, R(x, y, w, h), h/2, color.RGBA{0, 0, 0, 0xb8})
	x += h * 0.1
	for k, c := range chips {
		col, ink := c.Color, ColTextLight
		if c.Dim {
			col, ink = Lighten(Darken(col, 0.2), 0.45), color.RGBA{0xb0, 0xb0, 0xb0, 0xff}
		}
		cx, cy := x+disc/2, y+h/2
		// A poker chip: the seat's colour with a white ring of edge spots.
		FillCircle(dst, cx, cy, disc/2, col)
		FillCircle(dst, cx, cy, disc*0.32, Lighten(col, 0.35))
		for s := range 6 {
			a := float64(s) * math.Pi / 3
			FillCircle(dst, cx+math.Cos(a)*disc*0.41, cy+math.Sin(a)*disc*0.41, max(1, disc*0.06), ColTextLight)
		}
		if words[k] == "" {
			x += disc + h*0.2
			continue
		}
		x += disc + h*0.25
		DrawText(dst, words[k], f, x, cy, AlignStart, AlignCenter, ink)
		tw, _ := Measure(words[k], f)
		x += tw + h*0.4
	}
}
