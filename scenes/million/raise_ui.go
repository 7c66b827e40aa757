package million

import (
	"fmt"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// raiseUI is a person short of cash for a payment: over the board, the
// debt (to whom, what for), the cash and the shortfall, and a row for
// every legal step with the cash it raises, the steps that cover the
// shortfall on their own marked so; paged where they do not all fit. The
// bar keeps the prompt and, only when the rules allow it, Give up, which
// asks again before it is done. Each step is one action: the panel is
// made anew after it, with the shortfall that is left.
type raiseUI struct {
	seat    int
	steps   []raiseStep
	rows    []*raiseRow
	giveUp  *ui.Button
	yes     *ui.Button
	no      *ui.Button
	quitAct engine.Action
	asking  bool // Give up was pressed: Yes or No
	prev    *ui.Button
	next    *ui.Button
	focus   *ui.Focus
	page    int
	perPage int

	debt      string // "Ben, for rent on Style Square"
	owe, cash int64
	short     int64

	sheet, head, list ui.Rect
	rect, promptR     ui.Rect
	prompt            string
	n                 int
	armed             arming
	key               ui.Rect
}

// raiseRow is one step's row: a control the width of the list.
type raiseRow struct {
	ui.Target
	step   raiseStep
	covers bool
}

func newRaiseUI(m *match.Match, d engine.Decision) table.DecisionUI {
	g, ok := m.G.(*million.Game)
	if !ok {
		return nil
	}
	s := int(d.Seat)
	v := g.View(s).(*million.View)
	r := &raiseUI{seat: s, n: g.Seats(), owe: v.Debt.Amount, cash: g.Cash(s)}
	r.short = max(0, r.owe-r.cash)
	r.debt = debtWords(g, v.Debt)
	var quit *engine.Action
	r.steps, quit = raiseSteps(g, s)
	for _, st := range r.steps {
		r.rows = append(r.rows, &raiseRow{step: st, covers: st.amount >= r.short && st.amount > 0})
	}
	// The steps that cover the shortfall on their own first, so the
	// first page shows one where there is one; the engine's order else.
	sort.SliceStable(r.rows, func(i, j int) bool { return r.rows[i].covers && !r.rows[j].covers })
	if quit != nil {
		r.quitAct = *quit
		r.giveUp = ui.NewButton(ui.Rect{}, "Give up")
		r.giveUp.Color = ui.ColMoneyOut
		r.yes = ui.NewButton(ui.Rect{}, "Yes, give up")
		r.yes.Color = ui.ColMoneyOut
		r.no = ui.NewButton(ui.Rect{}, "No")
	}
	r.prev, r.next = ui.NewButton(ui.Rect{}, "◄"), ui.NewButton(ui.Rect{}, "►")
	r.prompt = fmt.Sprintf("%s, raise %s: pick a step from the list", g.Name(s), engine.Money(r.short))
	if len(r.rows) == 0 {
		r.prompt = fmt.Sprintf("%s, nothing is left to sell or mortgage", g.Name(s))
	}
	r.focus = ui.NewFocus()
	return r
}

const (
	raiseRowH = 48.0
	raiseGap  = 6.0
	raiseHead = 66.0
)

// Place implements table.DecisionUI: the sheet over the board, the bar
// under it.
func (r *raiseUI) Place(screen, bar ui.Rect) {
	if bar == r.key {
		return
	}
	r.key = bar
	board := table.BoardRect(screen.W, screen.H, r.n)
	r.sheet = board.Inset(4)
	in := r.sheet.Inset(10)
	r.head = ui.R(in.X, in.Y, in.W, raiseHead)
	r.list = ui.R(in.X, in.Y+raiseHead+raiseGap, in.W, in.H-raiseHead-raiseGap)
	r.perPage = max(1, int((r.list.H+raiseGap)/(raiseRowH+raiseGap)))
	if len(r.rows) > r.perPage {
		// Room for the page buttons under the rows.
		r.perPage = max(1, int((r.list.H-raiseRowH+raiseGap)/(raiseRowH+raiseGap)))
		r.prev.Rect = ui.R(r.list.X, r.list.Y+r.list.H-raiseRowH, 64, raiseRowH)
		r.next.Rect = ui.R(r.list.X+r.list.W-64, r.prev.Rect.Y, 64, raiseRowH)
	}
	for i, row := range r.rows {
		k := i % r.perPage
		row.Rect = ui.R(r.list.X, r.list.Y+float64(k)*(raiseRowH+raiseGap), r.list.W, raiseRowH)
	}
	const pad = 8.0
	b := bar.Inset(pad)
	r.rect = bar
	r.promptR = ui.R(b.X+4, b.Y, b.W-8, b.H)
	if r.giveUp != nil {
		// Give up at the right, or the confirmation across the bar.
		w := min(160, b.W*0.4)
		r.giveUp.Rect = ui.R(b.X+b.W-w, b.Y+b.H-raiseRowH, w, raiseRowH)
		r.promptR = ui.R(b.X+4, b.Y, b.W-w-pad-4, b.H)
		half := ui.R(b.X, b.Y+b.H-raiseRowH, b.W, raiseRowH).SplitH(2, pad)
		r.yes.Rect, r.no.Rect = half[0], half[1]
	}
	r.page = min(r.page, r.pages()-1)
	r.refocus()
}

func (r *raiseUI) pages() int { return max(1, (len(r.rows)+r.perPage-1)/r.perPage) }

// onPage are the rows of the page on show.
func (r *raiseUI) onPage() []*raiseRow {
	lo := r.page * r.perPage
	return r.rows[min(lo, len(r.rows)):min(lo+r.perPage, len(r.rows))]
}

func (r *raiseUI) refocus() {
	var items []ui.Focusable
	if r.asking {
		r.focus.Set(r.yes, r.no)
		return
	}
	for _, row := range r.onPage() {
		items = append(items, row)
	}
	if r.pages() > 1 {
		items = append(items, r.prev, r.next)
	}
	if r.giveUp != nil {
		items = append(items, r.giveUp)
	}
	r.focus.Set(items...)
}

// Update implements table.DecisionUI.
func (r *raiseUI) Update(in *input.Intents) (engine.Action, bool) {
	r.armed.guard(in)
	r.focus.Update(in)
	if r.asking {
		if r.yes.Update(in) {
			return r.quitAct, true
		}
		if r.no.Update(in) {
			r.asking = false
			r.refocus()
		}
		return engine.Action{}, false
	}
	if r.pages() > 1 {
		r.prev.Disabled, r.next.Disabled = r.page == 0, r.page == r.pages()-1
		if r.prev.Update(in) {
			r.page--
			r.refocus()
		}
		if r.next.Update(in) {
			r.page++
			r.refocus()
		}
	}
	for _, row := range r.onPage() {
		if row.Update(in) {
			return row.step.act, true
		}
	}
	if r.giveUp != nil && r.giveUp.Update(in) {
		r.asking = true
		r.refocus()
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (r *raiseUI) Draw(dst *ebiten.Image) {
	table.DrawCard(dst, r.sheet, 12, 3, ui.ColPanel, ui.ColMoneyOut)
	r.drawHead(dst)
	for _, row := range r.onPage() {
		row.draw(dst)
		table.Offer(row.Rect, row.step.act)
	}
	if r.pages() > 1 {
		r.prev.Draw(dst)
		r.next.Draw(dst)
		p := fmt.Sprintf("%d of %d", r.page+1, r.pages())
		mid := r.prev.Rect.X + r.prev.Rect.W
		ui.DrawFitted(dst, p, (mid+r.next.Rect.X)/2, r.prev.Rect.Y+raiseRowH/2, r.next.Rect.X-mid-8, ui.SizeBody, ui.ColTextMuted)
	}
	b := r.rect
	table.DrawBar(dst, b)
	say := r.prompt
	if r.asking {
		say = "Give up? You are out, and everything goes to " + r.debt
	}
	p := r.promptR
	if r.asking || r.giveUp == nil {
		p.W = b.W - 24
	}
	ph := p.H
	if r.asking {
		ph = p.H - raiseRowH - 8
	}
	drawPrompt(dst, ui.R(p.X, p.Y, p.W, ph), say)
	switch {
	case r.asking:
		r.yes.Draw(dst)
		table.Offer(r.yes.Rect, r.quitAct)
		r.no.Draw(dst)
	case r.giveUp != nil:
		r.giveUp.Draw(dst)
	}
}

// drawHead is the debt, the cash and the shortfall over the list.
func (r *raiseUI) drawHead(dst *ebiten.Image) {
	h := r.head
	// The debt on one line, or two where the list is narrow.
	owe := "Owe " + engine.Money(r.owe) + " to " + r.debt
	drawWrapped(dst, owe, ui.R(h.X, h.Y, h.W, 34), ui.SizeBody, true, ui.AlignCenter, ui.ColText)
	half := h.W / 2
	ui.DrawFitted(dst, "Cash "+engine.Money(r.cash), h.X+half/2, h.Y+50, half-8, ui.SizeBody, ui.ColTextMuted)
	ui.DrawFitted(dst, "Short "+engine.Money(r.short), h.X+half+half/2, h.Y+50, half-8, ui.SizeTitle, ui.ColMoneyOut)
}

// colCovers marks a step that raises the whole shortfall.
var colCovers = ui.ColToggleOn

// draw draws a step's row: its words at the left, the cash it raises at
// the right, with "covers it" on a step that raises the whole shortfall.
func (row *raiseRow) draw(dst *ebiten.Image) {
	label := row.step.words
	if row.step.amount > 0 {
		label += ": +" + engine.Money(row.step.amount)
	}
	if row.covers {
		label += " (covers it)"
	}
	ui.Record(ui.Drawn{Kind: "button", Label: label, Rect: row.Rect.HitRect(), Disabled: row.Disabled})
	r := row.Rect
	fill := ui.Lighten(ui.ColButton, 0.82)
	edge := ui.ColButton
	if row.covers {
		fill, edge = ui.Lighten(colCovers, 0.8), colCovers
	}
	switch row.State() {
	case ui.StateHover:
		fill = ui.Lighten(fill, 0.4)
	case ui.StatePressed:
		fill = ui.Darken(fill, 0.1)
	}
	ui.FillRoundRect(dst, r, 10, fill)
	ui.StrokeRoundRect(dst, r, 10, 2, edge)
	amtW := 0.0
	if row.step.amount > 0 {
		amt := "+" + engine.Money(row.step.amount)
		fa := ui.FitFace(amt, r.W*0.34, ui.SizeBody, true)
		w, _ := ui.Measure(amt, fa)
		amtW = w + 16
		y := r.Y + r.H/2
		if row.covers {
			y = r.Y + r.H*0.36
			fs := ui.FitFace("covers it", r.W*0.3, math.Min(ui.SizeSmall-2, r.H*0.3), true)
			ui.DrawText(dst, "covers it", fs, r.X+r.W-10, r.Y+r.H*0.74, ui.AlignEnd, ui.AlignCenter, ui.Darken(colCovers, 0.3))
			cw, _ := ui.Measure("covers it", fs)
			amtW = max(amtW, cw+16)
		}
		ui.DrawText(dst, amt, fa, r.X+r.W-10, y, ui.AlignEnd, ui.AlignCenter, ui.Darken(edge, 0.3))
	}
	tw := r.W - amtW - 20
	drawWrapped(dst, row.step.words, ui.R(r.X+10, r.Y+3, tw, r.H-6), ui.SizeBody, false, ui.AlignStart, ui.ColText)
	row.DrawRing(dst, 10)
}
