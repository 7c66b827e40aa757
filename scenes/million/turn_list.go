package million

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// choice is one row of a list sheet: a kept card face up, a mortgage to
// repay, a seat to deal with. Disabled rows say why in their sub line.
type choice struct {
	ui.Target
	title, sub string
	band       color.RGBA // the row's colour: a set's, a seat's, a card's
	act        engine.Action
}

// listSheet is a sheet of choices under a title, two columns where it is
// wide, in pages where they do not all fit.
type listSheet struct {
	frame
	title string
	rows  []*choice
	first int // the first row on the page
	per   int // rows a page
}

func newListSheet(title string, rows []*choice) *listSheet {
	return &listSheet{frame: newFrame(), title: title, rows: rows}
}

// choiceH is a row's height: a title and a sub line.
const choiceH = 52.0

func (s *listSheet) place(area ui.Rect) {
	s.lay(area)
	cols := max(1, min(2, int((s.body.W+sheetPad)/(260+sheetPad))))
	lines := max(1, int((s.body.H+sheetPad)/(choiceH+sheetPad)))
	s.per = cols * lines
	s.setPages((len(s.rows) + s.per - 1) / s.per)
	s.first = s.page * s.per
	cw := (s.body.W - float64(cols-1)*sheetPad) / float64(cols)
	for i, r := range s.rows {
		k := i - s.first
		if k < 0 || k >= s.per {
			r.Rect = ui.Rect{}
			continue
		}
		r.Rect = ui.R(s.body.X+float64(k%cols)*(cw+sheetPad), s.body.Y+float64(k/cols)*(choiceH+sheetPad), cw, choiceH)
	}
}

// shown are the rows on this page.
func (s *listSheet) shown() []*choice {
	return s.rows[s.first:min(len(s.rows), s.first+s.per)]
}

func (s *listSheet) controls() []ui.Focusable {
	var out []ui.Focusable
	for _, r := range s.shown() {
		out = append(out, r)
	}
	return append(out, s.frame.controls()...)
}

func (s *listSheet) update(in *input.Intents) (engine.Action, bool, bool) {
	closed, turned := s.frame.update(in)
	if turned {
		s.place(s.rect)
		return engine.Action{}, false, false
	}
	for _, r := range s.shown() {
		if r.Update(in) {
			return r.act, true, false
		}
	}
	return engine.Action{}, false, closed
}

func (s *listSheet) draw(dst *ebiten.Image) {
	s.drawBack(dst)
	h := s.header
	ui.DrawText(dst, ui.Ellipsize(s.title, ui.Face(ui.SizeBody, true), h.W-closeBtnW-sheetPad), ui.Face(ui.SizeBody, true),
		h.X+4, h.Y+h.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	for _, r := range s.shown() {
		drawChoice(dst, r)
		if !r.Disabled {
			table.Offer(r.Rect, r.act)
		}
	}
	s.drawButtons(dst)
}

// drawChoice draws a row as a small card: its colour band at the left, its
// title in bold and the sub line under it; greyed when it cannot be chosen.
func drawChoice(dst *ebiten.Image, c *choice) {
	ui.Record(ui.Drawn{Kind: "button", Label: c.title, Rect: c.Rect.HitRect(), Disabled: c.Disabled})
	r := c.Rect
	fill := color.RGBA{0xff, 0xff, 0xff, 0xff}
	switch {
	case c.Disabled:
		fill = color.RGBA{0xe4, 0xe0, 0xd8, 0xff}
	case c.State() == ui.StateHover:
		fill = color.RGBA{0xff, 0xf6, 0xd8, 0xff}
	case c.State() == ui.StatePressed:
		fill = color.RGBA{0xf0, 0xe0, 0xb8, 0xff}
	}
	ui.FillRoundRect(dst, r, 8, fill)
	band := c.band
	if c.Disabled {
		band = ui.Lighten(band, 0.5)
	}
	ui.FillRoundRect(dst, ui.R(r.X, r.Y, 14, r.H), 6, band)
	ui.StrokeRoundRect(dst, r, 8, 1.5, ui.ColPanelEdge)
	tc := ui.ColText
	if c.Disabled {
		tc = ui.ColTextMuted
	}
	x, w := r.X+22, r.W-30
	tf := ui.FitFace(c.title, w, ui.SizeSmall, true)
	ui.DrawText(dst, ui.Ellipsize(c.title, tf, w), tf, x, r.Y+r.H*0.32, ui.AlignStart, ui.AlignCenter, tc)
	if c.sub != "" {
		sf := ui.FitFace(c.sub, w, 13, false)
		ui.DrawText(dst, ui.Ellipsize(c.sub, sf, w), sf, x, r.Y+r.H*0.72, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	}
	c.DrawRing(dst, 8)
}
