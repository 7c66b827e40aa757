package million

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

var (
	dealInk      = color.RGBA{0x2e, 0xa0, 0x4f, 0xff} // a deed in the deal
	dealCardBack = color.RGBA{0x5a, 0x3c, 0x8c, 0xff} // a Fortune card face down
	dealCardFace = color.RGBA{0xe8, 0xd0, 0xf0, 0xff}
	dealMortInk  = color.RGBA{0xb0, 0x30, 0x28, 0xff}
	dealOut      = color.RGBA{0xf4, 0xee, 0xe0, 0xff} // a deed left out
)

// Draw implements table.DecisionUI.
func (u *dealUI) Draw(dst *ebiten.Image) {
	s := u.sheet
	if u.bar.W >= u.scr.W*0.8 {
		// The sheet and the bar cover the board and the panels: nothing of
		// them (a pawn at the board's edge) peeks out round them.
		ui.FillRoundRect(dst, ui.R(u.scr.X, s.Y-4, u.scr.W, u.scr.Y+u.scr.H-s.Y+4), 0, ui.ColBackground)
	}
	ui.FillRoundRect(dst, s, 14, ui.ColPanel)
	ui.StrokeRoundRect(dst, s, 14, 2, ui.ColPanelEdge)
	_, lh := ui.Measure("Ag", u.titleFace)
	for i, ln := range u.titleLines {
		ui.DrawText(dst, ln, u.titleFace, u.head.X, u.head.Y+lh/2+float64(i)*lh, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	ui.KeepClear(u.head)
	u.sc.Draw(dst, func(d *ebiten.Image) {
		off := u.sc.Offset
		for _, t := range u.texts {
			c := ui.ColText
			if t.muted {
				c = ui.ColTextMuted
			}
			ui.DrawText(d, t.s, t.face, t.x, t.y-off, t.align, ui.AlignCenter, c)
		}
		if u.refusing {
			for _, r := range u.reasons {
				r.Draw(d)
			}
			return
		}
		for _, t := range u.tiles {
			u.drawTile(d, t)
		}
		for _, st := range u.steps {
			st.Draw(d)
		}
	})
	table.DrawBar(dst, u.bar)
	if n := u.note; n.W >= 140 && n.H >= 16 && !u.refusing {
		f := ui.Face(ui.SizeBody, true)
		if n.W < 400 {
			f = ui.Face(ui.SizeSmall, true)
		}
		_, lh := ui.Measure("Ag", f)
		lines := ui.Wrap("For you: "+strings.Join(u.gains[0].lines(), " · "), f, n.W)
		rows := min(len(lines), max(1, int(n.H/lh)))
		if rows < len(lines) {
			lines[rows-1] = ui.Ellipsize(strings.Join(lines[rows-1:], " "), f, n.W)
		}
		top := n.Y + (n.H-float64(rows)*lh)/2
		for i, ln := range lines[:rows] {
			ui.DrawText(dst, ln, f, n.X, top+lh/2+float64(i)*lh, ui.AlignStart, ui.AlignCenter, ui.ColText)
		}
		ui.KeepClear(ui.R(n.X, top, n.W, float64(rows)*lh)) // the deal's worth stays readable under the badges
	}
	for _, b := range u.footer() {
		b.Draw(dst)
		if a, ok := u.acts[b]; ok {
			table.Offer(b.Rect, a) // the deal as built: propose it, or answer
		}
	}
}

// drawTile draws a deed (its set's colour band, name and price; marked
// when mortgaged) or a kept card (face up with its words, or its back),
// lit and ticked when it is in the deal.
func (u *dealUI) drawTile(dst *ebiten.Image, t *dealTile) {
	r := t.Rect
	if !u.answer {
		ui.Record(ui.Drawn{Kind: "button", Label: t.label, Rect: r.HitRect(), Disabled: t.Disabled, Selected: t.in})
	}
	if t.State() == ui.StatePressed {
		r.Y += 2
	}
	fill := dealOut
	if t.in {
		fill = color.RGBA{0xe4, 0xf6, 0xe2, 0xff}
	}
	band := dealCardBack
	switch {
	case t.prop >= 0:
		band = groupColour[million.Props[t.prop].Group]
	case t.card >= 0:
		band, fill = dealCardBack, dealCardFace
	default:
		fill = dealCardBack
	}
	if t.State() == ui.StateHover {
		fill = ui.Lighten(fill, 0.3)
	}
	ui.FillRoundRect(dst, r, 8, fill)
	ui.FillRoundRect(dst, ui.R(r.X+3, r.Y+3, r.W-6, 10), 4, band)
	edge, ew := ui.ColPanelEdge, 1.5
	if t.in {
		edge, ew = dealInk, 4
	}
	ui.StrokeRoundRect(dst, r, 8, ew, edge)
	ink := ui.ColText
	if t.prop < 0 && t.card < 0 {
		ink = ui.ColTextLight
	}
	body := ui.R(r.X+6, r.Y+14, r.W-12, r.H-18)
	name := t.label
	note := ""
	if t.prop >= 0 {
		note = fmt.Sprintf("$%dk", million.Props[t.prop].Price/1000)
		if t.mort {
			note = "mortgaged"
		}
	}
	if t.in {
		note = "in the deal"
		if t.prop >= 0 && t.mort {
			note = "in, mortgaged"
		}
	}
	if note != "" {
		nf := ui.Face(min(13, max(11, r.H*0.2)), true)
		c := ui.ColTextMuted
		switch {
		case t.in:
			c = dealInk
		case t.mort:
			c = dealMortInk
		}
		ui.DrawText(dst, ui.Ellipsize(note, nf, body.W), nf, body.X, body.Y+body.H-6, ui.AlignStart, ui.AlignCenter, c)
		body.H -= ui.FaceSize(nf) + 2
	}
	// Larger type on the larger deeds of a big screen.
	f, lines, llh := ui.FitLabel(name, min(17, max(13, r.H*0.26)), 9, true, body.W, body.H, 1)
	top := body.Y + (body.H-float64(len(lines))*llh)/2
	for i, ln := range lines {
		ui.DrawText(dst, ln, f, body.X, top+llh/2+float64(i)*llh, ui.AlignStart, ui.AlignCenter, ink)
	}
	t.DrawRing(dst, 8)
}
