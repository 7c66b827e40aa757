package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/ui"
)

// The viewer's last frame of a finished game says how it ended: a card over
// the board with who won, why the game ended, and every player's place and
// final count, the figures of the results screen (resultsRows). Every piece
// is measured as drawn, so the card can be checked to fit its screen.

// replayEndCard is where the result card's pieces go.
type replayEndCard struct {
	Rect   ui.Rect
	Texts  []titleBoxText // the headline, the reason, and each row's place, name and count
	Colour []color.RGBA   // each text's colour
	Dots   []replayEndDot // each player's car colour, beside the name
	Fits   bool           // everything is there, whole, inside Rect
}

// replayEndDot is a player's colour in a row.
type replayEndDot struct {
	X, Y, R float64
	Colour  int
}

// replayEndStyles are the card's looks, from the roomiest: the text's
// size, how many columns the players take, and whether the reason is said.
var replayEndStyles = []struct {
	size   float64
	cols   int
	reason bool
}{
	{ui.SizeBody, 1, true}, {ui.SizeSmall, 1, true}, {ui.SizeSmall, 2, true}, {ui.SizeSmall, 2, false}, {ui.SizeSmall - 2, 2, false},
}

// replayEndHeadline names the winner, or the winners sharing first place.
func replayEndHeadline(rows []resultsRow) string {
	if w := winnersPhrase(rows); w != "" {
		return w
	}
	return "Game over"
}

// replayEndFor lays the card out in area (the board's free part), in the
// roomiest style that fits.
func replayEndFor(rows []resultsRow, reason string, area ui.Rect) replayEndCard {
	var c replayEndCard
	for _, st := range replayEndStyles {
		c = replayEndLayout(rows, reason, area, st.size, st.cols, st.reason)
		if c.Fits {
			break
		}
	}
	return c
}

func replayEndLayout(rows []resultsRow, reason string, area ui.Rect, size float64, cols int, withReason bool) replayEndCard {
	const pad, gap = 16.0, 16.0
	var c replayEndCard
	w := min(area.W, 440)
	if cols > 1 {
		w = min(area.W, 640)
	}
	inner := w - 2*pad
	fits := true
	y := pad
	add := func(s string, f *ui.TextFace, x, top float64, col color.RGBA) titleBoxText {
		t := titleText(s, f, x, top)
		c.Texts = append(c.Texts, t)
		c.Colour = append(c.Colour, col)
		return t
	}
	hf := ui.Face(size+4, true)
	_, hl := ui.Measure("Ag", hf)
	for _, ln := range ui.Wrap(replayEndHeadline(rows), hf, inner) {
		lw, _ := ui.Measure(ln, hf)
		add(ln, hf, pad+(inner-lw)/2, y, ui.ColText)
		y += hl
	}
	if withReason {
		rf := ui.Face(size-2, false)
		_, rl := ui.Measure("Ag", rf)
		for _, ln := range ui.Wrap(resultsReason(reason), rf, inner) {
			lw, _ := ui.Measure(ln, rf)
			add(ln, rf, pad+(inner-lw)/2, y, ui.ColTextMuted)
			y += rl
		}
	}
	y += 10
	// The rows: place, colour, name, count; in columns when there is no
	// height for one.
	bf, nf := ui.Face(size, true), ui.Face(size, false)
	_, lh := ui.Measure("Ag", nf)
	lh += 6
	colW := (inner - float64(cols-1)*gap) / float64(cols)
	placeW := 0.0
	for _, r := range rows {
		pw, _ := ui.Measure(menuOrdinal(r.Place), bf)
		placeW = max(placeW, pw)
	}
	dotR := size * 0.32
	perCol := (len(rows) + cols - 1) / cols
	for i, r := range rows {
		x := pad + float64(i/perCol)*(colW+gap)
		ry := y + float64(i%perCol)*lh
		col := ui.ColTextMuted
		if r.Place == 1 {
			col = resultsGold
		}
		add(menuOrdinal(r.Place), bf, x, ry, col)
		c.Dots = append(c.Dots, replayEndDot{X: x + placeW + 8 + dotR, Y: ry + (lh-6)/2, R: dotR, Colour: r.Colour})
		money := ui.Money(r.Total)
		mw, _ := ui.Measure(money, nf)
		mc := color.RGBA{0x1d, 0x7a, 0x3a, 0xff}
		if r.Total < 0 {
			mc = ui.ColMoneyOut
		}
		add(money, nf, x+colW-mw, ry, mc)
		nx := x + placeW + 8 + 2*dotR + 8
		room := x + colW - mw - 10 - nx
		name := ui.Ellipsize(r.Name, nf, room)
		fits = fits && name == r.Name
		add(name, nf, nx, ry, ui.ColText)
	}
	y += float64(perCol)*lh - 6 + pad
	// At the top of the area, so the camera's car (the winner's) stays in
	// view below it wherever there is room.
	c.Rect = ui.R(area.X+(area.W-w)/2, area.Y, w, y)
	for i := range c.Texts {
		c.Texts[i].Rect.X += c.Rect.X
		c.Texts[i].Rect.Y += c.Rect.Y
	}
	for i := range c.Dots {
		c.Dots[i].X += c.Rect.X
		c.Dots[i].Y += c.Rect.Y
	}
	c.Fits = fits && y <= area.H && placeW+2*dotR+16 < colW
	return c
}

// drawReplayEnd draws the card.
func drawReplayEnd(dst *ebiten.Image, c replayEndCard) {
	ui.FillRoundRect(dst, ui.R(c.Rect.X+3, c.Rect.Y+6, c.Rect.W, c.Rect.H), 14, color.RGBA{0, 0, 0, 0x50})
	ui.FillRoundRect(dst, c.Rect, 14, ui.ColPanel)
	ui.StrokeRoundRect(dst, c.Rect, 14, 2, ui.ColPanelEdge)
	for i, t := range c.Texts {
		ui.DrawText(dst, t.S, t.Face, t.Rect.X, t.Rect.Y, ui.AlignStart, ui.AlignStart, c.Colour[i])
	}
	for _, d := range c.Dots {
		ui.FillCircle(dst, d.X, d.Y, d.R, ui.CarColor(d.Colour))
	}
}

// endArea is the part of the board the result card may take: under the
// top bar and the camera buttons, above the viewer's controls.
func (s *replayScene) endArea() ui.Rect {
	vp := s.b.Board()
	top := vp.Y
	bottom := vp.Y + vp.H - 8
	if s.w >= s.h {
		bottom = s.panel.Y - 8
	}
	return ui.R(vp.X+12, top, vp.W-24, bottom-top)
}

// endCard is the result card, and whether it shows: at the end of a
// finished game, once its last action has played.
func (s *replayScene) endCard() (replayEndCard, bool) {
	if s.v.Pos() < s.v.Len() || !s.v.M.G.Over() || s.b.Animating() {
		return replayEndCard{}, false
	}
	if area := s.endArea(); s.endRows == nil || area != s.endKey {
		// The final standing is the same however the end was reached.
		s.endRows = resultsRows(s.v.M)
		s.end = replayEndFor(s.endRows, s.v.M.G.Result().Reason, area)
		s.endKey = area
	}
	return s.end, true
}
