package million

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The sheets the turn panel opens.
const (
	sheetNone = iota
	sheetDeeds
	sheetCards
	sheetRepay
	sheetDeal
)

// turnUI is the panel for a person's turn (DTurn) and between turns
// (DBetween): a main button (Roll, or Done) and compact entries for the
// rest: pay to leave Jail, and the title deeds (where building is), the
// kept cards, the mortgages and the deals, each opening a sheet over the
// board. An entry is enabled only when the engine allows what it leads
// to; the deeds are always there to read.
type turnUI struct {
	m      *match.Match
	d      engine.Decision
	seat   int
	legal  []engine.Action
	v      million.View
	prompt string

	main, jail                *ui.Button
	mainAct, jailAct          engine.Action
	deeds, cards, repay, deal *ui.Button
	btns                      []*ui.Button             // the bar's entries, main first
	more                      *ui.Button               // pages through them on a narrow bar
	labels                    map[*ui.Button][2]string // each entry\'s words, and short ones
	page, per                 int

	sheet     sheet
	sheetKind int
	focus     *ui.Focus
	rect      ui.Rect
	screen    ui.Rect
	face      *ui.TextFace
	armed     int
}

// armTicks is how long a new panel ignores taps (as the table's does), so
// a click meant for what was there before chooses nothing.
const armTicks = 8

func newTurnUI(m *match.Match, d engine.Decision) table.DecisionUI {
	g := m.G
	s := int(d.Seat)
	u := &turnUI{m: m, d: d, seat: s, legal: g.Legal(s, nil), focus: ui.NewFocus(), more: ui.NewButton(ui.Rect{}, "More ►")}
	u.v = *g.View(s).(*million.View)
	u.prompt = g.Name(s) + ", " + g.Prompt(d)
	has := func(kind uint8) bool {
		for _, a := range u.legal {
			if a.Kind == kind {
				return true
			}
		}
		return false
	}
	jailed := u.v.Players[s].Jail >= 0
	if d.Kind == million.DTurn {
		u.mainAct = engine.Action{Seat: d.Seat, Kind: million.ARoll}
		u.main = ui.NewButton(ui.Rect{}, "Roll")
		if jailed {
			u.main.Label = "Roll for a double"
			u.jail = ui.NewButton(ui.Rect{}, "Pay "+short(million.JailFee)+" to leave Jail")
			u.jailAct = engine.Action{Seat: d.Seat, Kind: million.APayJail}
			u.jail.Disabled = !has(million.APayJail)
		}
	} else {
		u.mainAct = engine.Action{Seat: d.Seat, Kind: million.ANo}
		u.main = ui.NewButton(ui.Rect{}, "Done")
	}
	u.main.Disabled = !has(u.mainAct.Kind)
	u.main.Color = ui.ColToggleOn
	u.btns = append(u.btns, u.main)
	if u.jail != nil {
		u.btns = append(u.btns, u.jail)
	}
	// A kept card before the deeds: in Jail, on a narrow bar, the card that
	// gets one out is on the first page.
	if u.v.Hand.Len() > 0 {
		u.cards = ui.NewButton(ui.Rect{}, "Use card…")
		u.cards.Disabled = !has(million.AUseCard)
		u.btns = append(u.btns, u.cards)
	}
	u.deeds = ui.NewButton(ui.Rect{}, "Deeds…")
	if has(million.ABuild) {
		u.deeds.Label = "Build…"
	}
	u.btns = append(u.btns, u.deeds)
	for p := range million.Props {
		if int(u.v.Owners[p]) == s && u.v.Mortgaged&(1<<p) != 0 && u.repay == nil {
			u.repay = ui.NewButton(ui.Rect{}, "Repay mortgage…")
			u.repay.Disabled = !has(million.ARepay)
			u.btns = append(u.btns, u.repay)
		}
	}
	u.deal = ui.NewButton(ui.Rect{}, "Deal with…")
	u.deal.Disabled = !has(million.ADeal)
	u.btns = append(u.btns, u.deal)
	u.labels = map[*ui.Button][2]string{}
	for _, b := range u.btns {
		u.labels[b] = [2]string{b.Label, shortLabels[b.Label]}
		if u.labels[b][1] == "" {
			u.labels[b] = [2]string{b.Label, b.Label}
		}
	}
	memo.restore(u)
	return u
}

// shortLabels are the entries' words on a bar too narrow for the whole.
var shortLabels = map[string]string{
	"Roll for a double": "Roll",
	"Pay " + short(million.JailFee) + " to leave Jail": "Pay " + short(million.JailFee),
	"Repay mortgage…": "Repay…",
}

// Place implements table.DecisionUI: the prompt on top of the bar, the
// entries in a grid under it, in pages where the bar is narrow; an open
// sheet over the board.
func (u *turnUI) Place(screen, bar ui.Rect) {
	if bar == u.rect && screen == u.screen {
		return
	}
	u.rect, u.screen = bar, screen
	u.face = ui.FitFace(u.prompt, bar.W-24, ui.SizeBody, true)
	u.layBar()
	if u.sheet != nil {
		u.sheet.place(sheetArea(screen, bar, u.v.Seats))
	}
	u.refocus()
}

// Bar geometry: the prompt's line, the buttons' gap and least width.
const (
	promptH  = 30.0
	barPad   = 8.0
	entryMin = 104.0
	entryMax = 260.0
)

func (u *turnUI) layBar() {
	r := u.rect
	top := r.Y + promptH
	cols := max(1, int((r.W-2*barPad+barPad)/(entryMin+barPad)))
	rows := max(1, int((r.Y+r.H-barPad-top+6)/(sheetRowH+6)))
	n := len(u.btns)
	u.per = n
	if n > cols*rows {
		u.per = max(1, cols*rows-1) // the last cell is More
	}
	cells := u.per // the entries on a page, and More
	if n > u.per {
		cells++
	}
	cols = min(cols, cells)
	cw := min(entryMax, (r.W-2*barPad-float64(cols-1)*barPad)/float64(cols))
	u.page = min(u.page, (n-1)/u.per)
	for _, b := range u.btns {
		b.Rect = ui.Rect{}
	}
	cell := func(k int) ui.Rect {
		return ui.R(r.X+barPad+float64(k%cols)*(cw+barPad), top+float64(k/cols)*(sheetRowH+6), cw, sheetRowH)
	}
	for k, b := range u.shown() {
		b.Rect = cell(k)
		b.TextSize = ui.SizeBody
		b.Label = u.labels[b][0]
		if w, _ := ui.Measure(b.Label, ui.Face(ui.SizeSmall-2, true)); w > cw-12 {
			b.Label = u.labels[b][1] // a narrow bar: the short words
		}
	}
	u.more.Rect = ui.Rect{}
	if n > u.per {
		u.more.Rect = cell(u.per)
		u.more.TextSize = ui.SizeBody
	}
}

// shown are the entries on the bar's page.
func (u *turnUI) shown() []*ui.Button {
	lo := u.page * u.per
	return u.btns[lo:min(len(u.btns), lo+u.per)]
}

// refocus gives the keyboard the sheet's controls, then the bar's.
func (u *turnUI) refocus() {
	var items []ui.Focusable
	if u.sheet != nil {
		items = append(items, u.sheet.controls()...)
	}
	for _, b := range u.shown() {
		items = append(items, b)
	}
	if len(u.btns) > u.per {
		items = append(items, u.more)
	}
	u.focus.Set(items...)
}

// Update implements table.DecisionUI.
func (u *turnUI) Update(in *input.Intents) (engine.Action, bool) {
	if u.armed < armTicks {
		u.armed++
		in.ConsumeTap()
	}
	u.focus.Update(in)
	if u.sheet != nil {
		a, chosen, closed := u.sheet.update(in)
		switch {
		case chosen:
			if a.Kind == million.ADeal {
				memo.forget()
			} else {
				memo.keep(u)
			}
			return a, true
		case closed:
			u.open(sheetNone)
		default:
			u.refocus() // the sheet may have turned a page or opened a deed
		}
	}
	if len(u.btns) > u.per && u.more.Update(in) {
		u.page = (u.page + 1) % ((len(u.btns) + u.per - 1) / u.per)
		u.layBar()
		u.refocus()
		return engine.Action{}, false
	}
	for _, b := range u.shown() {
		if !b.Update(in) {
			continue
		}
		switch b {
		case u.main:
			memo.forget()
			return u.mainAct, true
		case u.jail:
			memo.forget()
			return u.jailAct, true
		case u.deeds:
			u.toggle(sheetDeeds)
		case u.cards:
			u.toggle(sheetCards)
		case u.repay:
			u.toggle(sheetRepay)
		case u.deal:
			u.toggle(sheetDeal)
		}
		return engine.Action{}, false
	}
	return engine.Action{}, false
}

// toggle opens sheet kind, or closes it when it is the one open.
func (u *turnUI) toggle(kind int) {
	if u.sheetKind == kind {
		kind = sheetNone
	}
	u.open(kind)
}

// open opens sheet kind (sheetNone: closes the sheet).
func (u *turnUI) open(kind int) {
	u.sheetKind, u.sheet = kind, nil
	switch kind {
	case sheetDeeds:
		u.sheet = newDeedsSheet(u.m, u.seat, u.legal)
	case sheetCards:
		u.sheet = u.cardsSheet()
	case sheetRepay:
		u.sheet = u.repaySheet()
	case sheetDeal:
		u.sheet = u.dealSheet()
	}
	if u.sheet != nil && u.rect.W > 0 {
		u.sheet.place(sheetArea(u.screen, u.rect, u.v.Seats))
	}
	u.refocus()
	// The keyboard goes on in the sheet opened, at its first control; back
	// on the bar when it closes.
	if u.sheet != nil {
		u.focus.SetIndex(0)
	} else {
		u.focus.SetIndex(-1)
	}
}

// Draw implements table.DecisionUI.
func (u *turnUI) Draw(dst *ebiten.Image) {
	r := u.rect
	table.DrawBar(dst, r)
	ui.DrawText(dst, ui.Ellipsize(u.prompt, u.face, r.W-24), u.face, r.X+12, r.Y+18, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ui.KeepClear(ui.R(r.X, r.Y, r.W, promptH))
	for _, b := range u.shown() {
		b.Draw(dst)
		switch b {
		case u.main:
			table.Offer(b.Rect, u.mainAct)
		case u.jail:
			table.Offer(b.Rect, u.jailAct)
		}
	}
	if len(u.btns) > u.per {
		u.more.Draw(dst)
	}
	if u.sheet != nil {
		u.sheet.draw(dst)
	}
}

// SheetArea implements table.Sheet: a press on an open sheet holds a
// between-turns choice's moment, as a press on the bar does, so a person
// reading the deeds or building is not hurried on.
func (u *turnUI) SheetArea() (ui.Rect, bool) {
	if u.sheet == nil {
		return ui.Rect{}, false
	}
	return sheetArea(u.screen, u.rect, u.v.Seats), true
}
