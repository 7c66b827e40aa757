package million

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// kMoney is an amount as the board writes it, in thousands ("$120k"); an
// odd amount in full.
func kMoney(n int64) string {
	if n%1000 == 0 {
		return fmt.Sprintf("$%dk", n/1000)
	}
	return engine.Money(n)
}

// boardMiddle is the empty square inside the ring of spaces on the board
// drawn in board (the board's place on the screen): where the auction,
// the title deed to buy and the raise-cash list are drawn over it.
func boardMiddle(board ui.Rect) ui.Rect {
	v := table.ViewBoard(presenter{}.Geometry(nil), board)
	const side = million.NSpaces / 4
	ax, ay := v.At(0, 0)
	bx, by := v.At(side, side)
	x0, x1 := math.Min(ax, bx)+v.TileW/2+4, math.Max(ax, bx)-v.TileW/2-4
	y0, y1 := math.Min(ay, by)+v.TileH/2+4, math.Max(ay, by)-v.TileH/2-4
	return ui.R(x0, y0, max(0, x1-x0), max(0, y1-y0))
}

// deedLines are a title deed's lines under its band: the price, the rent
// ladder, the building price and the mortgage value; short, the ladder's
// steps that matter most (the rent, a full set, a house, a hotel);
// shortest, the rent and the hotel alone.
func deedLines(p int, keep int) [][2]string {
	pr := million.Props[p]
	k := kMoney
	full := [][2]string{
		{"Price", k(pr.Price)},
		{"Rent", k(pr.Rent[0])},
		{"Full set", k(2 * pr.Rent[0])},
	}
	for h := 1; h <= 4; h++ {
		word := "houses"
		if h == 1 {
			word = "house"
		}
		full = append(full, [2]string{fmt.Sprintf("%d %s", h, word), k(pr.Rent[h])})
	}
	full = append(full,
		[2]string{"Hotel", k(pr.Rent[million.HotelLevel])},
		[2]string{"Each building", k(million.Groups[pr.Group].House)},
		[2]string{"Mortgage", k(pr.Mortgage)})
	var pick []int
	switch {
	case keep >= len(full):
		return full
	case keep >= 6:
		pick = []int{0, 1, 2, 3, 7, 9}
	default:
		pick = []int{0, 1, 7, 9}
	}
	out := make([][2]string, 0, len(pick))
	for _, i := range pick {
		out = append(out, full[i])
	}
	return out
}

// drawDeed draws property p's title deed in r: its set's colour band with
// its name, then its price, rent ladder and mortgage value, as many
// lines as r has room for (the ladder on fewer lines where it is small).
func drawDeed(dst *ebiten.Image, r ui.Rect, p int) {
	if r.W < 40 || r.H < 40 || p < 0 || p >= million.NProps {
		return
	}
	pr := million.Props[p]
	ui.FillRoundRect(dst, r, 8, color.RGBA{0xff, 0xfd, 0xf6, 0xff})
	ui.StrokeRoundRect(dst, r, 8, 2, ui.ColText)
	band := ui.R(r.X+5, r.Y+5, r.W-10, min(54, max(30, r.H*0.2)))
	ui.FillRoundRect(dst, band, 4, groupColour[pr.Group])
	ui.StrokeRoundRect(dst, band, 4, 1.5, ui.ColText)
	small := ui.Face(ui.SizeSmall-4, false)
	if band.H >= 40 {
		ui.DrawText(dst, "TITLE DEED", small, band.X+band.W/2, band.Y+9, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawFitted(dst, pr.Name, band.X+band.W/2, band.Y+band.H*0.62, band.W-8, ui.SizeBody, ui.ColText)
	} else {
		ui.DrawFitted(dst, pr.Name, band.X+band.W/2, band.Y+band.H/2, band.W-8, ui.SizeBody, ui.ColText)
	}
	body := ui.R(r.X+10, band.Y+band.H+4, r.W-20, r.Y+r.H-band.Y-band.H-10)
	// As many lines as are readable: all eleven, six, or four.
	lines := deedLines(p, 11)
	for _, keep := range []int{6, 4} {
		if body.H/float64(len(lines)) >= 15 {
			break
		}
		lines = deedLines(p, keep)
	}
	lh := body.H / float64(len(lines))
	size := math.Min(ui.SizeBody, math.Max(ui.SizeSmall-6, math.Floor(lh*0.78)))
	var f *ui.TextFace = ui.Face(size, false)
	var fb *ui.TextFace = ui.Face(size, true)
	// One size for the whole ladder: the widest line's.
	for _, ln := range lines {
		lw, _ := ui.Measure(ln[0], f)
		vw, _ := ui.Measure(ln[1], fb)
		for lw+vw+8 > body.W && size > ui.SizeSmall-6 {
			size--
			f, fb = ui.Face(size, false), ui.Face(size, true)
			lw, _ = ui.Measure(ln[0], f)
			vw, _ = ui.Measure(ln[1], fb)
		}
	}
	for i, ln := range lines {
		y := body.Y + (float64(i)+0.5)*lh
		ui.DrawText(dst, ln[0], f, body.X, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, ln[1], fb, body.X+body.W, y, ui.AlignEnd, ui.AlignCenter, ui.ColText)
	}
}

// drawDeedBand is a deed on one line, where there is no room for the
// whole: the set's colour with the name and the price.
func drawDeedBand(dst *ebiten.Image, r ui.Rect, p int) {
	if p < 0 || p >= million.NProps || r.W < 20 {
		return
	}
	pr := million.Props[p]
	ui.FillRoundRect(dst, r, 6, groupColour[pr.Group])
	ui.StrokeRoundRect(dst, r, 6, 1.5, ui.ColText)
	s := fmt.Sprintf("%s · %s", pr.Name, kMoney(pr.Price))
	ui.DrawFitted(dst, s, r.X+r.W/2, r.Y+r.H/2, r.W-10, ui.SizeBody, ui.ColText)
}

// colFortuneFace is a Fortune card's face.
var colFortuneFace = color.RGBA{0xe8, 0xd4, 0xf4, 0xff}

// drawFortuneFace draws a Fortune card face up in r: its words, wrapped.
func drawFortuneFace(dst *ebiten.Image, r ui.Rect, words string) {
	if r.W < 40 || r.H < 30 {
		return
	}
	ui.FillRoundRect(dst, r, 8, colFortuneFace)
	ui.StrokeRoundRect(dst, r, 8, 2, ui.Darken(colFortuneFace, 0.55))
	title := ui.Face(ui.SizeSmall-2, true)
	ui.DrawText(dst, "FORTUNE", title, r.X+r.W/2, r.Y+12, ui.AlignCenter, ui.AlignCenter, ui.Darken(colFortuneFace, 0.6))
	drawWrapped(dst, words, ui.R(r.X+7, r.Y+24, r.W-14, r.H-28), ui.SizeBody, false, ui.AlignCenter, ui.ColText)
}

// drawWrapped draws s wrapped to fit r, in the largest type from size
// down that holds it, its lines centred on r's height, at r's start or
// centre (h); it returns nothing: what does not fit loses its end.
func drawWrapped(dst *ebiten.Image, s string, r ui.Rect, size float64, bold bool, h ui.Align, col color.Color) {
	f, lines, lh := ui.FitLabel(s, size, ui.SizeSmall-4, bold, r.W, r.H, 1.05)
	x := r.X
	if h == ui.AlignCenter {
		x = r.X + r.W/2
	}
	top := r.Y + (r.H-float64(len(lines))*lh)/2
	for i, ln := range lines {
		ui.DrawText(dst, ln, f, x, top+(float64(i)+0.5)*lh, h, ui.AlignCenter, col)
	}
}

// drawPrompt draws a panel's prompt in p (none when p is empty), where
// no notice may cover it.
func drawPrompt(dst *ebiten.Image, p ui.Rect, say string) {
	if p.W <= 0 || p.H <= 0 {
		return
	}
	drawWrapped(dst, say, p, ui.SizeBody, true, ui.AlignStart, ui.ColText)
	ui.KeepClear(p)
}
