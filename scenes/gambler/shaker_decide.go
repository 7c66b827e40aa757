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

// markerPick is a person's Sweepstakes marker put down on the shaker: the
// free betting spaces are the targets, each with its prize and its chance
// to pay. Where the board is big enough they are the shaker's own spaces;
// else the shaker is laid out again on a sheet over the seats, and on a
// screen too small even for that the free spaces are a grid of buttons.
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
	bar    ui.Rect
	lay    shakerLayout
}

// Where the spaces are drawn.
const (
	onShaker = iota // the stage's own spaces, over the board
	onSheet         // the shaker laid out again on a sheet
	onGrid          // a grid of the free spaces filling the screen
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
	} else if sheet := ui.R(screen.X+8, board.Y, screen.W-16, bar.Y-8-board.Y); cell(layShaker(sheet.Inset(8), false)) {
		p.mode, p.sheet = onSheet, sheet
		p.lay = layShaker(sheet.Inset(8), false)
	} else {
		p.mode, p.sheet = onGrid, screen.Inset(4)
		p.placeGrid()
		return
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

// placeGrid lays the free spaces out as a grid of big buttons on a sheet
// filling the screen, the prompt on top and the IOU at the foot.
func (p *markerPick) placeGrid() {
	r := p.sheet.Inset(6)
	top := r.Y + 28
	foot := r.Y + r.H - float64(len(p.extra))*52
	p.bar = ui.R(r.X, foot, r.W, r.Y+r.H-foot)
	grid := ui.R(r.X, top, r.W, foot-top-4)
	n := max(1, len(p.spaces))
	cols := 1
	for c := 1; c <= 6; c++ {
		rows := (n + c - 1) / c
		if grid.H/float64(rows) >= bigCell+4 {
			cols = c
			break
		}
	}
	cols = max(cols, min(n, 6))
	for cols > 1 && grid.W/float64(cols) < 2*bigCell {
		cols--
	}
	rows := (n + cols - 1) / cols
	cw, ch := grid.W/float64(cols), max(bigCell+4, grid.H/float64(rows))
	for i, t := range p.spaces {
		c, rw := i%cols, i/cols
		t.Rect = ui.R(grid.X+float64(c)*cw+2, grid.Y+float64(rw)*ch+2, cw-4, ch-4)
	}
	for i, b := range p.extra {
		b.Rect = ui.R(p.bar.X+2, p.bar.Y+float64(i)*52+2, p.bar.W-4, 48)
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
	if p.mode != onShaker {
		ui.FillRoundRect(dst, p.sheet, 12, ui.Darken(colFelt, 0.1))
		ui.StrokeRoundRect(dst, p.sheet, 12, 3, colFeltEdge)
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
	if p.mode != onGrid {
		ui.FillRoundRect(dst, p.bar, 12, ui.ColPanel)
		ui.StrokeRoundRect(dst, p.bar, 12, 2, ui.ColPanelEdge)
	}
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
		words := t.Rect
		if p.mode == onGrid {
			words = t.Rect.Inset(2)
		}
		spaceWords(dst, words, b, ui.ColTextLight)
		t.DrawRing(dst, rad)
	}
	for _, b := range p.extra {
		b.Draw(dst)
	}
	w := p.bar.W - 24
	if len(p.extra) > 0 && p.mode != onGrid && p.bar.W >= 560 {
		w = p.extra[0].Rect.X - p.bar.X - 20
	}
	x, y := p.bar.X+12, p.bar.Y+18
	col := ui.ColText
	if p.mode == onGrid {
		x, y, w, col = p.sheet.X+12, p.sheet.Y+20, p.sheet.W-24, ui.ColTextLight
	}
	f := ui.FitFace(p.prompt, w, ui.SizeBody, true)
	lines := ui.Wrap(p.prompt, f, w)
	for i, l := range lines[:min(len(lines), 2)] {
		if p.mode == onGrid && i > 0 {
			break
		}
		ui.DrawText(dst, l, f, x, y+f.Size*1.25*float64(i), ui.AlignStart, ui.AlignCenter, col)
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
