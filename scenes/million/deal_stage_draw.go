package million

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
)

// The answers' colours: yes, no, and a counteroffer or withdrawal.
var (
	dealYes   = color.RGBA{0x2e, 0xa0, 0x4f, 0xff}
	dealNo    = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	dealOther = color.RGBA{0xd0, 0x80, 0x20, 0xff}
)

// Draw implements table.Stage: the terms on a card over the board, each
// side's gifts in a column under its name, the answer across the foot;
// or a property or card on its way from one seat's panel to another's.
func (s *dealStage) Draw(dst *ebiten.Image, board ui.Rect) {
	switch s.phase {
	case dealTerms, dealAnswer:
		s.drawTerms(dst, board)
	case dealPass:
		s.drawPass(dst, board)
	}
}

func (s *dealStage) drawTerms(dst *ebiten.Image, board ui.Rect) {
	g := s.m.G
	w := min(board.W-16, 600)
	body := ui.Face(ui.SizeSmall, false)
	if board.W >= 600 && board.H >= 400 {
		body = ui.Face(ui.SizeBody, false) // a big board: read from further away
	}
	_, lh := ui.Measure("Ag", body)
	rows := max(len(s.gives[0]), len(s.gives[1]))
	h := 12 + 34 + 26 + float64(rows)*lh + 12
	if s.answer != "" {
		h += 36 + 8
	}
	h = min(h, board.H-8)
	r := ui.R(board.X+(board.W-w)/2, board.Y+(board.H-h)/2, w, h)
	ui.FillRoundRect(dst, r, 14, ui.ColPanel)
	ui.StrokeRoundRect(dst, r, 14, 3, ui.ColPanelEdge)
	in := r.Inset(12)
	title := g.Name(s.from) + " offers " + g.Name(s.to) + " a deal"
	ui.DrawText(dst, title, ui.FitFace(title, in.W, ui.SizeBody, true), in.X+in.W/2, in.Y+11, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	colW := (in.W - 12) / 2
	y := in.Y + 34
	for side, seat := range []int{s.from, s.to} {
		x := in.X + float64(side)*(colW+12)
		head := g.Name(seat) + " gives"
		ui.DrawText(dst, head, ui.FitFace(head, colW, ui.SizeSmall, true), x, y+9, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
		for i, it := range s.gives[side] {
			iy := y + 26 + float64(i)*lh
			if iy+lh > r.Y+r.H-12-44 {
				break
			}
			tx := x
			if it.prop >= 0 {
				c := groupColour[million.Props[it.prop].Group]
				ui.FillRoundRect(dst, ui.R(x, iy+lh/2-7, 14, 14), 3, c)
				ui.StrokeRoundRect(dst, ui.R(x, iy+lh/2-7, 14, 14), 3, 1, ui.ColPanelEdge)
				tx += 20
			}
			ui.DrawText(dst, ui.Ellipsize(it.words, body, x+colW-tx), body, tx, iy+lh/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
		}
	}
	if s.answer == "" {
		return
	}
	c := dealOther
	switch s.verdict {
	case million.EvAccept:
		c = dealYes
	case million.EvRefuse:
		c = dealNo
	}
	ar := ui.R(in.X, r.Y+r.H-12-36, in.W, 36)
	ui.FillRoundRect(dst, ar, 10, c)
	ui.DrawText(dst, s.answer, ui.FitFace(s.answer, ar.W-16, ui.SizeBody, true), ar.X+ar.W/2, ar.Y+ar.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
}

// drawPass draws the deed (or a face-down card) gliding from the giver's
// panel to the taker's.
func (s *dealStage) drawPass(dst *ebiten.Image, board ui.Rect) {
	bx, by := board.Center()
	from, to := [2]float64{bx - 60, by}, [2]float64{bx + 60, by}
	if s.panel != nil {
		from[0], from[1] = s.panel(s.pass[0]).Center()
		to[0], to[1] = s.panel(s.pass[1]).Center()
	}
	k := 1.0
	if s.dur > 0 {
		k = ease(float64(s.t) / float64(s.dur))
	}
	x, y := from[0]+(to[0]-from[0])*k, from[1]+(to[1]-from[1])*k
	w, h := 132.0, 60.0
	r := ui.R(x-w/2, y-h/2, w, h)
	if s.prop < 0 {
		ui.FillRoundRect(dst, r, 8, dealCardBack)
		ui.StrokeRoundRect(dst, r, 8, 2, ui.ColPanelEdge)
		f := ui.Face(13, true)
		ui.DrawText(dst, "kept card", f, x, y, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
		return
	}
	ui.FillRoundRect(dst, r, 8, ui.ColPanel)
	ui.FillRoundRect(dst, ui.R(r.X+3, r.Y+3, r.W-6, 14), 4, groupColour[million.Props[s.prop].Group])
	ui.StrokeRoundRect(dst, r, 8, 2, ui.ColPanelEdge)
	f, lines, llh := ui.FitLabel(million.Props[s.prop].Name, 14, 9, true, r.W-12, r.H-22, 1)
	top := r.Y + 18 + (r.H-22-float64(len(lines))*llh)/2
	for i, ln := range lines {
		ui.DrawText(dst, ln, f, x, top+llh/2+float64(i)*llh, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
}
