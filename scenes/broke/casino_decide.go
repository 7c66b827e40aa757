package broke

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// armTicks is how long a new choice ignores taps, so a quick tap meant
// for what was on screen before it chooses nothing (as the table's panel).
const armTicks = 8

// roulettePick is a person's Roulette pick on the Casino's table: a grid
// of the numbers 1 to 36 in the wheel's red and black, then a flick of
// the wheel (or Spin, or Enter) spins it for the number picked. Arrows
// move over the grid and Enter picks; Tab reaches Spin.
type roulettePick struct {
	c      *casino
	prompt string
	legal  map[int]engine.Action
	cells  []*ui.Button // 1..36
	spin   *ui.Button
	focus  *ui.Focus
	picked int
	armed  int

	screen ui.Rect
	sheet  ui.Rect // drawn behind the grid where it lies off the board
	bar    ui.Rect // the prompt and Spin
	grid   ui.Rect
	cols   int
}

func newRoulettePick(c *casino, m *match.Match, d engine.Decision) *roulettePick {
	p := &roulettePick{c: c, legal: map[int]engine.Action{}, prompt: m.G.Name(int(d.Seat)) + ", pick a number, then flick the wheel or press Spin"}
	for _, a := range m.G.Legal(int(d.Seat), nil) {
		if a.Kind == broke.APick {
			p.legal[int(a.Arg)] = a
		}
	}
	spec := c.roul.wheel.Spec()
	var items []ui.Focusable
	for n := 1; n <= 36; n++ {
		b := ui.NewButton(ui.Rect{}, strconv.Itoa(n))
		if i := spec.Index(n); i >= 0 {
			b.Color = spec.Segment(i).Color
		}
		_, b.Disabled = p.legal[n]
		b.Disabled = !b.Disabled
		p.cells = append(p.cells, b)
		items = append(items, b)
	}
	p.spin = ui.NewButton(ui.Rect{}, "Spin")
	p.spin.Color = ui.ColMoneyIn
	p.spin.Disabled = true
	items = append(items, p.spin)
	p.focus = ui.NewFocus(items...)
	return p
}

// gridArrangements are the grid's shapes, columns by rows, tried in turn.
var gridArrangements = [][2]int{{6, 6}, {9, 4}, {12, 3}, {4, 9}, {3, 12}}

// fitGrid is the arrangement of the 36 numbers in r with the biggest
// cells at least ui.MinHit tall, or ok false.
func fitGrid(r ui.Rect, minW float64) (cols int, ok bool) {
	best := 0.0
	for _, a := range gridArrangements {
		cw, ch := r.W/float64(a[0]), r.H/float64(a[1])
		if ch < ui.MinHit+4 || cw < minW {
			continue
		}
		if s := min(cw, ch*1.2); s > best {
			best, cols = s, a[0]
		}
	}
	return cols, cols > 0
}

// The pick's grid beside the wheel: a number's cell at least this wide
// (it is ui.MinHit tall), and the wheel's square at least this big, to be
// flicked, when the pick makes it smaller to give the grid room.
const (
	minCellW = 36.0
	minWheel = 120.0
)

// Place implements table.DecisionUI. The grid goes on the Casino's table
// beside the wheel (or under it, on a tall board), the wheel as big as
// leaves the grid room, with the prompt and Spin in the decision bar.
// Where the board is too small for both, the grid goes on a sheet: beside
// the wheel, over the side column, on a phone held sideways; over the seats
// under the board upright; with the prompt and Spin at its foot.
func (p *roulettePick) Place(screen, bar ui.Rect) {
	if screen == p.screen && p.cols > 0 {
		return
	}
	p.screen = screen
	const gap = 8.0
	board := table.BoardRect(screen.W, screen.H, p.c.m.G.Seats())
	p.c.board = ui.Rect{} // the wheel at its full size, to shrink from
	p.c.place(board)
	body, full := p.c.body, p.c.roul.wheelAt.W
	p.sheet, p.bar, p.cols = ui.Rect{}, bar, 0
	for d := full; d >= minWheel && p.cols == 0; d -= 8 {
		p.c.roul.placeAt(body, func(bool) float64 { return d })
		p.grid = p.c.roul.side.Inset(4)
		p.cols, _ = fitGrid(p.grid, minCellW)
	}
	switch {
	case p.cols > 0:
	case screen.H > screen.W:
		p.c.roul.place(body)
		p.sheet = ui.R(board.X, board.Y+board.H+gap, board.W, bar.Y+bar.H-(board.Y+board.H+gap))
		p.bar = ui.R(p.sheet.X, p.sheet.Y+p.sheet.H-112, p.sheet.W, 112)
		p.grid = ui.R(p.sheet.X+6, p.sheet.Y+6, p.sheet.W-12, p.bar.Y-p.sheet.Y-8)
	case bar.X >= board.X+board.W:
		// The bar in the side column: the wheel at the board's left, the
		// sheet from beside it over the column, Spin at its foot.
		const foot = 112.0 // the prompt's two lines over Spin
		right, bottom := screen.W-gap, max(board.Y+board.H, bar.Y+bar.H)
		for d := min(body.W, body.H-56); d >= minWheel; d -= 8 {
			// The wheel at the top left, its words under it.
			x := body.X + d + gap
			p.c.roul.setWheel(ui.R(body.X, body.Y, d, d), ui.R(body.X, body.Y+d+gap, d, body.H-d-gap))
			p.sheet = ui.R(x, board.Y, right-x, bottom-board.Y)
			p.grid = ui.R(p.sheet.X+6, p.sheet.Y+6, p.sheet.W-12, p.sheet.H-foot-8)
			if cols, ok := fitGrid(p.grid, minCellW); ok || d-8 < minWheel {
				p.cols = cols
				break
			}
		}
		p.bar = ui.R(p.sheet.X, p.sheet.Y+p.sheet.H-foot, p.sheet.W, foot)
		// The Casino's title keeps to the left of the sheet.
		p.c.title.W = min(p.c.title.W, p.sheet.X-gap-p.c.title.X)
	default:
		p.c.roul.place(body)
		p.sheet = ui.R(board.X+board.W+gap, board.Y, screen.W-gap-(board.X+board.W+gap), bar.Y+bar.H-board.Y)
		p.bar = ui.R(bar.X, bar.Y, board.W, bar.H)
		p.grid = p.sheet.Inset(6)
	}
	if p.cols == 0 {
		p.cols, _ = fitGrid(p.grid, 0)
		p.cols = max(p.cols, 6)
	}
	rows := (36 + p.cols - 1) / p.cols
	cw, ch := p.grid.W/float64(p.cols), p.grid.H/float64(rows)
	ch = min(ch, max(ui.MinHit+4, cw*0.8)) // a cell is drawn 4 smaller
	top := p.grid.Y + (p.grid.H-ch*float64(rows))/2
	for i, b := range p.cells {
		c, r := i%p.cols, i/p.cols
		b.Rect = ui.R(p.grid.X+float64(c)*cw+2, top+float64(r)*ch+2, cw-4, ch-4)
		b.TextSize = min(ui.SizeButton, ch*0.5, cw*0.55)
	}
	// Spin at the bar's right, under its prompt when the bar is narrow.
	bw := min(200, p.bar.W-16)
	p.spin.Rect = ui.R(p.bar.X+p.bar.W-bw-8, p.bar.Y+p.bar.H-60, bw, 52)
}

// Update implements table.DecisionUI.
func (p *roulettePick) Update(in *input.Intents) (engine.Action, bool) {
	if p.armed < armTicks {
		p.armed++
		in.ConsumeTap()
	}
	p.focus.Update(in)
	for i, b := range p.cells {
		if b.Update(in) {
			p.pick(i + 1)
		}
	}
	p.spin.Disabled = p.picked == 0
	// Enter with nothing focused throws too, once a number is picked.
	if p.spin.Update(in) || p.picked > 0 && in.Consume(input.KeyConfirm) {
		p.c.roul.flick = anim.DefaultFlick // a press throws as a tap does
		return p.legal[p.picked], true
	}
	flick, spun, _ := p.c.roul.view.Gesture(in)
	if spun && p.picked > 0 {
		p.c.roul.flick = flick
		if flick == 0 {
			p.c.roul.flick = anim.DefaultFlick
		}
		return p.legal[p.picked], true
	}
	return engine.Action{}, false
}

// pick chooses number n; the focus goes on to Spin, so Enter again spins.
func (p *roulettePick) pick(n int) {
	if _, ok := p.legal[n]; !ok {
		return
	}
	p.picked = n
	p.spin.Disabled = false
	if p.focus.Index() == n-1 {
		p.focus.SetIndex(len(p.cells))
	}
}

// Draw implements table.DecisionUI.
func (p *roulettePick) Draw(dst *ebiten.Image) {
	if p.sheet.W > 0 {
		opaque := colCasino
		opaque.A = 0xff
		table.DrawCard(dst, p.sheet, 12, 3, opaque, colCasinoEdge)
	}
	inSheet := p.sheet.W > 0 && p.sheet.Holds(p.bar)
	if !inSheet {
		table.DrawBar(dst, p.bar)
	}
	for i, b := range p.cells {
		b.Draw(dst)
		if a, ok := p.legal[i+1]; ok {
			table.Offer(b.Rect, a)
		}
		if i+1 == p.picked {
			ui.StrokeRoundRect(dst, b.Rect.Inset(-2), 8, 4, colGold)
		}
	}
	p.spin.Draw(dst)
	col := color.Color(ui.ColText)
	if inSheet {
		col = ui.ColTextLight
	}
	f, lines, lh, _ := p.promptLines()
	table.DrawPrompt(dst, lines, f, p.bar.X+12, p.bar.Y+16, lh, col)
}

// promptLines is the prompt as drawn at the bar's top: its face, up to
// two lines, their spacing and the room they take.
func (p *roulettePick) promptLines() (f *ui.TextFace, lines []string, lh float64, room ui.Rect) {
	say := p.prompt
	if p.picked > 0 {
		say = fmt.Sprintf("%d picked: flick the wheel or press Spin", p.picked)
	}
	w := p.spin.Rect.X - p.bar.X - 16
	if w < 260 {
		w = p.bar.W - 24
	}
	f = ui.FitFace(say, w, ui.SizeBody, true)
	lines = ui.Wrap(say, f, w)
	lines = lines[:min(len(lines), 2)]
	lh = ui.FaceSize(f) * 1.25
	return f, lines, lh, ui.R(p.bar.X+12, p.bar.Y+16-lh/2, w, lh*float64(len(lines)))
}

// diceChoice is a person's choice after a throw that paid: throw the Go
// For Broke dice again, risking up to the most a throw can cost, or stop.
type diceChoice struct {
	prompt      string
	throw, stop *ui.Button
	acts        map[*ui.Button]engine.Action
	focus       *ui.Focus
	rect        ui.Rect
	lines       []string // the prompt as drawn
	face        *ui.TextFace
	lh          float64 // its lines' spacing
	armed       int
	foot        float64 // the badges' room under the buttons (table.BadgeFooted)
}

// maxThrow is the most a throw without a one costs: two sixes.
const maxThrow = 12 * 1000

// Throw again's words: the risk on the button where it is wide enough,
// else said by the prompt.
var (
	throwLong  = "Throw again (risk up to " + engine.Money(maxThrow) + ")"
	throwShort = "Throw again"
	riskLine   = "A throw risks up to " + engine.Money(maxThrow) + "."
)

func newDiceChoice(c *casino, m *match.Match, d engine.Decision) *diceChoice {
	p := &diceChoice{acts: map[*ui.Button]engine.Action{}}
	p.prompt = fmt.Sprintf("%s, throw again or stop? Paid so far %s.", m.G.Name(int(d.Seat)), engine.Money(c.dice.paid))
	p.throw = ui.NewButton(ui.Rect{}, throwLong)
	p.stop = ui.NewButton(ui.Rect{}, "Stop")
	p.throw.Color, p.stop.Color = ui.ColMoneyOut, ui.ColButton
	p.throw.Disabled, p.stop.Disabled = true, true
	for _, a := range m.G.Legal(int(d.Seat), nil) {
		switch a.Kind {
		case broke.AThrow:
			p.acts[p.throw], p.throw.Disabled = a, false
		case broke.AStop:
			p.acts[p.stop], p.stop.Disabled = a, false
		}
	}
	p.focus = ui.NewFocus(p.throw, p.stop)
	return p
}

// Place implements table.DecisionUI: the prompt, then two big buttons
// side by side, Throw again the wider; where Throw again's words with
// the risk do not fit its button (a narrow bar), it says "Throw again"
// and the prompt says the risk, on as many lines as it needs.
func (p *diceChoice) Place(_, bar ui.Rect) {
	p.rect = bar
	const pad = 8.0
	w := bar.W - 2*pad
	throwW := math.Round((w - pad) * 0.6)
	p.throw.Label = throwLong
	say := p.prompt
	if lw, _ := ui.Measure(throwLong, ui.Face(ui.SizeBody, true)); lw > throwW-12 {
		p.throw.Label, say = throwShort, p.prompt+" "+riskLine
	}
	// The prompt over the buttons, on as many lines as leave the buttons
	// a fingertip and a little more, in type as large as fits.
	// With the odds advisor on, the buttons' badges hang in a foot of
	// their own.
	foot := p.foot
	p.face, p.lines, p.lh = ui.FitLabel(say, ui.SizeBody, ui.SizeSmall, true, w-8, bar.H-3*pad-ui.MinHit-4-foot, 1)
	top := bar.Y + pad + float64(len(p.lines))*p.lh + pad
	h := min(64, bar.Y+bar.H-top-pad-foot)
	p.throw.Rect = ui.R(bar.X+pad, top, throwW, h)
	p.stop.Rect = ui.R(bar.X+2*pad+throwW, top, w-pad-throwW, h)
}

// labelFits reports whether a button w wide shows label whole in type of
// size, or smaller but still readable (ui.SizeSmall at the least).
func labelFits(label string, w, size float64) bool {
	lw, _ := ui.Measure(label, ui.Face(min(size, ui.SizeSmall), true))
	return lw <= w-12
}

// Update implements table.DecisionUI.
func (p *diceChoice) Update(in *input.Intents) (engine.Action, bool) {
	if p.armed < armTicks {
		p.armed++
		in.ConsumeTap()
	}
	p.focus.Update(in)
	for _, b := range []*ui.Button{p.throw, p.stop} {
		if b.Update(in) {
			return p.acts[b], true
		}
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (p *diceChoice) Draw(dst *ebiten.Image) {
	table.DrawBar(dst, p.rect)
	table.DrawPrompt(dst, p.lines, p.face, p.rect.X+12, p.rect.Y+8+p.lh/2, p.lh, ui.ColText)
	for _, b := range []*ui.Button{p.throw, p.stop} {
		b.Draw(dst)
		if a, ok := p.acts[b]; ok {
			table.Offer(b.Rect, a)
		}
	}
}

// SetBadgeFoot implements table.BadgeFooted.
func (p *diceChoice) SetBadgeFoot(room float64) { p.foot = room }
