package table

import (
	"image/color"
	"strings"

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
	// The prompt as drawn: its lines, their type and spacing.
	lines []string
	face  *ui.TextFace
	lineH float64
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
		p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, ui.SentenceCase(g.ActionString(a))))
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
	// Finger-sized rows; tighter rows of smaller type (still MinHit tall)
	// when that keeps every choice on one page, so none hides behind the
	// page buttons (an IOU offered at every decision, say).
	const pad = 8.0
	fits := false
	for _, size := range []float64{ui.SizeButton, ui.SizeBody, 18} {
		if p.placeRows(r, max(ui.MinHit, 48-(ui.SizeButton-size)), pad-(ui.SizeButton-size), size); len(p.pages) == 1 {
			fits = true
			break
		}
	}
	if !fits {
		p.placeRows(r, 48, pad, ui.SizeButton)
	}
	if len(p.pages) > 1 {
		// Room for the page buttons at the right of the prompt.
		p.prev.Rect = ui.R(r.X+r.W-2*56-pad, r.Y+2, 52, 44)
		p.next.Rect = ui.R(r.X+r.W-56, r.Y+2, 52, 44)
	}
	p.page = min(p.page, len(p.pages)-1)
	p.refocus()
}

// placeRows lays the prompt out, then the buttons under it, their words
// in type of size, in rows bh tall, pad apart; where they take pages, the prompt again beside the page
// buttons, and the buttons under it.
func (p *Panel) placeRows(r ui.Rect, bh, pad, size float64) {
	for _, b := range p.buttons {
		b.TextSize = size
	}
	// The prompt gives up lines, down to one (the status line above says
	// it whole), before a choice goes to another page: on a phone held
	// sideways a three-line prompt left room for one button a page, and
	// Gambler's "buy a Lottery ticket" hid behind "throw the dice".
	for rows := 1; ; rows++ {
		p.placePrompt(r, float64(rows)*(bh+pad), false)
		p.placeButtons(r, r.Y+34+float64(len(p.lines)-1)*p.lineH, bh, pad, size)
		if len(p.pages) == 1 || len(p.lines) == 1 {
			break
		}
	}
	if len(p.pages) > 1 {
		// Paged, the prompt beside the page buttons: with as many lines
		// as leave the fewest pages.
		best, bestRows := 0, 1
		for rows := 1; ; rows++ {
			p.placePrompt(r, float64(rows)*(bh+pad), true)
			p.placeButtons(r, r.Y+34+float64(len(p.lines)-1)*p.lineH, bh, pad, size)
			if best == 0 || len(p.pages) < best {
				best, bestRows = len(p.pages), rows
			}
			if len(p.lines) == 1 {
				break
			}
		}
		p.placePrompt(r, float64(bestRows)*(bh+pad), true)
		p.placeButtons(r, r.Y+34+float64(len(p.lines)-1)*p.lineH, bh, pad, size)
	}
}

// placeButtons lays the buttons out in rows bh tall from top down to the
// bottom of bar r, in pages of what fits.
func (p *Panel) placeButtons(r ui.Rect, top, bh, pad, size float64) {
	f := ui.Face(size, true)
	rows := max(1, int((r.Y+r.H-top)/(bh+pad)))
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

// placePrompt lays the prompt out for bar r (beside the page buttons when
// paged): on one line where it fits in type no smaller than the small
// size, else wrapped over the lines the bar can spare above a row of
// the buttons (rowsH: their rows), as in a narrow bar beside the board on a phone
// held sideways; only the last line it has room for loses its end.
func (p *Panel) placePrompt(r ui.Rect, rowsH float64, paged bool) {
	w := r.W - 24
	if paged {
		w -= 2 * 60 // room for the page buttons
	}
	p.face = ui.FitFace(p.prompt, w, ui.SizeBody, true)
	_, p.lineH = ui.Measure("Ag", p.face)
	p.lines = []string{p.prompt}
	if ui.FaceSize(p.face) < ui.SizeSmall {
		for _, size := range []float64{ui.SizeBody, ui.SizeSmall} {
			f := ui.Face(size, true)
			_, lh := ui.Measure("Ag", f)
			lines := ui.Wrap(p.prompt, f, w)
			if room := int((r.H-34-rowsH)/lh) + 1; room > 1 {
				p.face, p.lineH, p.lines = f, lh, lines
				if len(lines) <= room {
					break
				}
			}
		}
	}
	if ui.FaceSize(p.face) < ui.SizeSmall && len(p.lines) == 1 {
		// One line it is, cut short where it must be, but legible: the
		// status line above says it whole.
		p.face = ui.Face(ui.SizeSmall, true)
		_, p.lineH = ui.Measure("Ag", p.face)
	}
	room := max(1, int((r.H-34-rowsH)/p.lineH)+1)
	if len(p.lines) > room {
		p.lines = append(p.lines[:room-1:room-1], strings.Join(p.lines[room-1:], " "))
	}
	last := len(p.lines) - 1
	p.lines[last] = ui.Ellipsize(p.lines[last], p.face, w)
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
	DrawBar(dst, r)
	DrawPrompt(dst, p.lines, p.face, r.X+12, r.Y+18, p.lineH, ui.ColText)
	pg := p.pages[p.page]
	for i, b := range p.buttons[pg[0]:pg[1]] {
		b.Draw(dst)
		Offer(b.Rect, p.legal[pg[0]+i])
	}
	if len(p.pages) > 1 {
		p.prev.Draw(dst)
		p.next.Draw(dst)
	}
}

// DrawPrompt draws a decision's prompt, its lines lh apart, the first's
// middle at (x, y), from x on, and marks them to keep clear: what to
// decide is never covered by a notice or the odds advisor's badges. Every
// decision bar that writes its own prompt draws it here.
func DrawPrompt(dst *ebiten.Image, lines []string, f *ui.TextFace, x, y, lh float64, clr color.Color) {
	w := 0.0
	for i, ln := range lines {
		ui.DrawText(dst, ln, f, x, y+float64(i)*lh, ui.AlignStart, ui.AlignCenter, clr)
		w = max(w, ui.Advance(ln, f))
	}
	if len(lines) > 0 {
		ui.KeepClear(ui.R(x, y-lh/2, w, float64(len(lines))*lh))
	}
}

// DrawBar draws the card a decision's controls sit on at r: every
// ruleset's decision bars and panels share its colour, corners and edge.
func DrawBar(dst *ebiten.Image, r ui.Rect) { DrawCard(dst, r, 12, 2, ui.ColPanel, ui.ColPanelEdge) }

// DrawCard draws a card at r, its corners radius round and its edge w wide,
// and offers it as the card the options drawn on it keep their badges to
// (OfferCard): a bar, a sheet over the board, a stage's felt.
func DrawCard(dst *ebiten.Image, r ui.Rect, radius, w float64, fill, edge color.Color) {
	OfferCard(r)
	ui.FillRoundRect(dst, r, radius, fill)
	ui.StrokeRoundRect(dst, r, radius, w, edge)
}
