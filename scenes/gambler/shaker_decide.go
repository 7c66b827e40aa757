package gambler

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// armTicks is how long a new choice ignores taps, so a quick tap meant
// for what was on screen before it chooses nothing (as the table's panel).
const armTicks = 8

// bigCell is the least size a betting space is drawn at to be tapped
// where it lies: a finger's width and a little.
const bigCell = ui.MinHit + 2

// sheetTitleH is the height of the sheet's title line.
const sheetTitleH = 40.0

// markerPick is a person's Sweepstakes marker put down on the shaker: the
// free betting spaces are the targets, each with its prize and its chance
// to pay. Where the board is big enough they are the shaker's own spaces;
// else the shaker is laid out again, larger, on a sheet over the seats.
// An IOU (taken or repaid) is offered beside them, as at every decision.
// Tab and the arrows move between them, Enter puts the marker down.
type markerPick struct {
	s      *shaker
	prompt string
	spaces []*ui.Target // one per legal APlace, in the engine's order
	bets   []int        // their betting spaces
	acts   []engine.Action
	extra  []*ui.Button // the IOU
	xacts  []engine.Action
	focus  *ui.Focus
	armed  int

	screen ui.Rect
	mode   int
	sheet  ui.Rect
	titled bool // the sheet has its title line
	bar    ui.Rect
	lay    shakerLayout
}

// Where the spaces are drawn.
const (
	onShaker = iota // the stage's own spaces, over the board
	onSheet         // the shaker laid out again on a sheet
)

func newMarkerPick(s *shaker, m *match.Match, d engine.Decision) *markerPick {
	p := &markerPick{s: s, prompt: m.G.Name(int(d.Seat)) + ", " + m.G.Prompt(d) + ": tap a free space"}
	var items []ui.Focusable
	for _, a := range m.G.Legal(int(d.Seat), nil) {
		if a.Kind == gambler.APlace && a.Arg >= 0 && a.Arg < gambler.NBets {
			t := &ui.Target{}
			p.spaces = append(p.spaces, t)
			p.bets = append(p.bets, int(a.Arg))
			p.acts = append(p.acts, a)
			items = append(items, t)
			continue
		}
		b := ui.NewButton(ui.Rect{}, m.G.ActionString(a))
		b.Color = ui.ColMoneyOut
		p.extra = append(p.extra, b)
		p.xacts = append(p.xacts, a)
	}
	for _, b := range p.extra {
		items = append(items, b)
	}
	p.focus = ui.NewFocus(items...)
	return p
}

// Place implements table.DecisionUI.
func (p *markerPick) Place(screen, bar ui.Rect) {
	if screen == p.screen && p.lay.unit > 0 {
		return
	}
	p.screen, p.bar = screen, bar
	board := table.BoardRect(screen.W, screen.H, p.s.m.G.Seats())
	p.s.place(board)
	cell := func(l shakerLayout) bool {
		r := l.spaces[0]
		return r.W >= bigCell && r.H >= bigCell
	}
	p.sheet = ui.Rect{}
	if p.lay = p.s.lay; cell(p.lay) {
		p.mode = onShaker
	} else {
		// The shaker again, without its cup, over the board and the seats
		// down to the bar: on a phone the spaces are then a finger wide.
		p.mode, p.sheet = onSheet, ui.R(screen.X+8, board.Y, screen.W-16, bar.Y-8-board.Y)
		// Its title on top where that leaves the spaces a finger wide.
		in := p.sheet.Inset(8)
		p.lay, p.titled = layShaker(ui.R(in.X, in.Y+sheetTitleH, in.W, in.H-sheetTitleH), false), true
		if !cell(p.lay) {
			p.lay, p.titled = layShaker(in, false), false
		}
	}
	for i, t := range p.spaces {
		t.Rect = p.lay.spaces[p.bets[i]]
	}
	p.placeExtra(bar)
}

// placeExtra puts the IOU button at the bar's right, under its prompt.
func (p *markerPick) placeExtra(bar ui.Rect) {
	bw := min(260, bar.W-16)
	for i, b := range p.extra {
		b.Rect = ui.R(bar.X+bar.W-8-bw, bar.Y+bar.H-8-float64(i+1)*56+4, bw, 48)
	}
}

// Update implements table.DecisionUI.
func (p *markerPick) Update(in *input.Intents) (engine.Action, bool) {
	if p.armed < armTicks {
		p.armed++
		in.ConsumeTap()
	}
	p.focus.Update(in)
	for i, t := range p.spaces {
		if t.Update(in) {
			return p.acts[i], true
		}
	}
	for i, b := range p.extra {
		if b.Update(in) {
			return p.xacts[i], true
		}
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (p *markerPick) Draw(dst *ebiten.Image) {
	g := p.s.m.G
	if p.mode == onSheet {
		opaque := colFelt
		opaque.A = 0xff // the seats and the log under it must not show through
		table.DrawCard(dst, p.sheet, 12, 3, opaque, colFeltEdge)
	}
	if p.titled {
		ui.DrawFitted(dst, p.s.title(), p.sheet.X+p.sheet.W/2, p.sheet.Y+8+sheetTitleH/2, p.sheet.W-24, ui.SizeTitle, colGold)
	}
	if p.mode == onSheet {
		// The taken spaces with their markers, the handle between.
		for b := range gambler.NBets {
			if !p.offered(b) {
				p.s.drawSpace(dst, p.lay.spaces[b], b)
			}
		}
		p.s.drawHandle(dst, p.lay)
	}
	table.DrawBar(dst, p.bar)
	for i, t := range p.spaces {
		b := p.bets[i]
		ui.Record(ui.Drawn{Kind: "button", Label: g.ActionString(p.acts[i]), Rect: t.Rect.HitRect()})
		fill := ui.Lighten(colCell, 0.2)
		switch t.State() {
		case ui.StateHover:
			fill = ui.Lighten(colCell, 0.35)
		case ui.StatePressed:
			fill = ui.Darken(colCell, 0.2)
		}
		rad := min(8, t.Rect.H/5)
		ui.FillRoundRect(dst, t.Rect, rad, fill)
		ui.StrokeRoundRect(dst, t.Rect, rad, 3, colGold)
		spaceWords(dst, t.Rect, b, ui.ColTextLight)
		t.DrawRing(dst, rad)
		table.Offer(t.Rect, p.acts[i])
	}
	for i, b := range p.extra {
		b.Draw(dst)
		table.Offer(b.Rect, p.xacts[i])
	}
	w := p.bar.W - 24
	if len(p.extra) > 0 && p.bar.W >= 560 {
		w = p.extra[0].Rect.X - p.bar.X - 20
	}
	f := ui.FitFace(p.prompt, w, ui.SizeBody, true)
	lines := ui.Wrap(p.prompt, f, w)
	for i, l := range lines[:min(len(lines), 2)] {
		ui.DrawText(dst, l, f, p.bar.X+12, p.bar.Y+18+ui.FaceSize(f)*1.25*float64(i), ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
}

// offered reports whether betting space b is one the person may take.
func (p *markerPick) offered(b int) bool {
	for _, x := range p.bets {
		if x == b {
			return true
		}
	}
	return false
}
