package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// Panel is the default decision panel: the seat's prompt and one button per
// legal action, labelled with the engine's words for it, so a ruleset with
// no panels of its own is playable from the day its engine exists. Buttons
// wrap into rows; when they do not all fit, ◄ and ► page through them.
// Mouse, touch and keys (arrows, Tab, Enter) all reach every button.
type Panel struct {
	prompt  string
	legal   []engine.Action
	buttons []*ui.Button
	prev    *ui.Button
	next    *ui.Button
	focus   *ui.Focus
	page    int
	pages   [][2]int // each page's first and last+1 button
	rect    ui.Rect
	// armed: a panel ignores the first ticks' taps, so a quick click
	// meant for what was on screen before it appeared chooses nothing.
	armed int
}

// The page buttons' words: arrows the Go fonts have (◀ and ▶ they lack,
// and drew as empty boxes).
const prevLabel, nextLabel = "◄", "►"

// armTicks is how long a new panel ignores taps.
const armTicks = 8

// NewPanel is the default panel for a person's decision d.
func NewPanel(m *match.Match, d engine.Decision) *Panel {
	g := m.G
	p := &Panel{prompt: g.Name(int(d.Seat)) + ", " + g.Prompt(d)}
	p.legal = append(p.legal, g.Legal(int(d.Seat), nil)...)
	for _, a := range p.legal {
		p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, g.ActionString(a)))
	}
	p.prev = ui.NewButton(ui.Rect{}, prevLabel)
	p.next = ui.NewButton(ui.Rect{}, nextLabel)
	p.focus = ui.NewFocus()
	return p
}

// Place implements DecisionUI: the panel takes the decision bar, the
// prompt on top, then rows of buttons.
func (p *Panel) Place(_, r ui.Rect) {
	if r == p.rect && p.pages != nil {
		return
	}
	p.rect = r
	// Finger-sized rows; a little tighter (still MinHit) when that keeps
	// every choice on one page, so none hides behind the arrows.
	p.paginate(r, 48, 8)
	if len(p.pages) > 1 {
		p.paginate(r, ui.MinHit, 5)
		if len(p.pages) > 1 {
			p.paginate(r, 48, 8)
		}
	}
	if len(p.pages) > 1 {
		// Room for the page buttons at the right of the prompt.
		p.prev.Rect = ui.R(r.X+r.W-2*56-8, r.Y+2, 52, 44)
		p.next.Rect = ui.R(r.X+r.W-56, r.Y+2, 52, 44)
	}
	p.page = min(p.page, len(p.pages)-1)
	p.refocus()
}

// paginate lays the buttons out in rows bh tall, pad apart, in bar r, and
// cuts the rows into pages.
func (p *Panel) paginate(r ui.Rect, bh, pad float64) {
	f := ui.Face(ui.SizeButton, true)
	top := r.Y + 34
	rows := max(1, int((r.Y+r.H-top+pad-4)/(bh+pad)))
	avail := r.W - 2*pad
	p.pages = p.pages[:0]
	start, row, x := 0, 0, 0.0
	for i, b := range p.buttons {
		w, _ := ui.Measure(b.Label, f)
		w = min(avail, max(96, w+28))
		if x > 0 && x+w > avail {
			row, x = row+1, 0
		}
		if row >= rows {
			p.pages = append(p.pages, [2]int{start, i})
			start, row, x = i, 0, 0
		}
		b.Rect = ui.R(r.X+pad+x, top+float64(row)*(bh+pad), w, bh)
		x += w + pad
	}
	p.pages = append(p.pages, [2]int{start, len(p.buttons)})
}

func (p *Panel) refocus() {
	var items []ui.Focusable
	pg := p.pages[p.page]
	for _, b := range p.buttons[pg[0]:pg[1]] {
		items = append(items, b)
	}
	if len(p.pages) > 1 {
		items = append(items, p.prev, p.next)
	}
	p.focus.Set(items...)
}

// Update implements DecisionUI: it returns the action chosen, if any.
func (p *Panel) Update(in *input.Intents) (engine.Action, bool) {
	if p.armed < armTicks {
		p.armed++
		in.ConsumeTap()
	}
	p.focus.Update(in)
	if len(p.pages) > 1 {
		p.prev.Disabled, p.next.Disabled = p.page == 0, p.page == len(p.pages)-1
		if p.prev.Update(in) {
			p.page--
			p.refocus()
		}
		if p.next.Update(in) {
			p.page++
			p.refocus()
		}
	}
	pg := p.pages[p.page]
	for i := pg[0]; i < pg[1]; i++ {
		if p.buttons[i].Update(in) {
			return p.legal[i], true
		}
	}
	return engine.Action{}, false
}

// Draw implements DecisionUI.
func (p *Panel) Draw(dst *ebiten.Image) {
	r := p.rect
	ui.FillRoundRect(dst, r, 12, ui.ColPanel)
	ui.StrokeRoundRect(dst, r, 12, 2, ui.ColPanelEdge)
	w := r.W - 24
	if len(p.pages) > 1 {
		w -= 2 * 60
	}
	f := ui.FitFace(p.prompt, w, ui.SizeBody, true)
	ui.DrawText(dst, ui.Ellipsize(p.prompt, f, w), f, r.X+12, r.Y+18, ui.AlignStart, ui.AlignCenter, ui.ColText)
	pg := p.pages[p.page]
	for _, b := range p.buttons[pg[0]:pg[1]] {
		b.Draw(dst)
	}
	if len(p.pages) > 1 {
		p.prev.Draw(dst)
		p.next.Draw(dst)
	}
}
