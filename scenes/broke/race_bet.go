package broke

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// betUI is a person's bet at the Race Track, in the decision bar: a big
// button per horse with its chance and pay, a stake stepped by $1,000
// between what the rules and the cash in hand allow, and one button that
// places it ("Bet $5,000 on horse 2"); a side bettor may pass. Only legal
// bets can be made: a horse a side bettor may not back is greyed out.
type betUI struct {
	legal   []engine.Action
	prompt  string
	horses  [4]*horseButton
	minus   *ui.Button
	plus    *ui.Button
	confirm *ui.Button
	pass    *ui.Button // nil for the visitor, who must bet
	passAct engine.Action
	focus   *ui.Focus
	horse   int // the chosen horse, 1..4
	stake   int64
	lo, hi  int64 // the stakes allowed
	rect    ui.Rect
	prompty float64 // the prompt's line, 0: none
	stage   *raceStage
	armed   int
	key     [2]ui.Rect
	// foot: the badges' room under each row (table.BadgeFooted), and as
	// it was when placed.
	foot, placedFoot float64
	// shortBet: the bet's button says "Bet $5,000" (a narrow bar; the
	// horse is lit on its lane).
	shortBet bool
}

// horseButton is one horse to back: its silks, number, chance and pay;
// or, onLane, the horse's lane on the track itself (with its row of the
// tote board), which shows all that already.
type horseButton struct {
	ui.Target
	horse  int
	chosen bool
	onLane bool
}

// betArmTicks is how long a new bet panel ignores taps (as the table's).
const betArmTicks = 8

func newBetUI(m *match.Match, d engine.Decision, stage *raceStage) *betUI {
	g := m.G
	b := &betUI{
		legal:  g.Legal(int(d.Seat), nil),
		prompt: g.Name(int(d.Seat)) + ", " + g.Prompt(d),
		minus:  ui.NewButton(ui.Rect{}, "−"),
		plus:   ui.NewButton(ui.Rect{}, "+"),
		stage:  stage,
	}
	b.confirm = ui.NewButton(ui.Rect{}, "")
	b.confirm.Color = ui.ColToggleOn
	for h := range b.horses {
		b.horses[h] = &horseButton{horse: h + 1, Target: ui.Target{Disabled: true}}
	}
	for _, a := range b.legal {
		switch a.Kind {
		case broke.ABet:
			if a.Arg >= 1 && a.Arg <= 4 {
				b.horses[a.Arg-1].Disabled = false
			}
			if b.lo == 0 || a.Amount < b.lo {
				b.lo = a.Amount
			}
			b.hi = max(b.hi, a.Amount)
		case broke.APass:
			b.pass, b.passAct = ui.NewButton(ui.Rect{}, "Pass"), a
		}
	}
	for _, h := range b.horses {
		if !h.Disabled {
			b.choose(h.horse)
			break
		}
	}
	b.stake = min(b.hi, max(b.lo, 5*broke.BetStep))
	items := []ui.Focusable{b.horses[0], b.horses[1], b.horses[2], b.horses[3], b.minus, b.plus, b.confirm}
	if b.pass != nil {
		items = append(items, b.pass)
	}
	b.focus = ui.NewFocus(items...)
	b.refresh()
	return b
}

func (b *betUI) choose(h int) {
	b.horse = h
	for _, hb := range b.horses {
		hb.chosen = hb.horse == h
	}
	b.stage.pick = h
}

// refresh sets the buttons' words and states for the bet as chosen.
func (b *betUI) refresh() {
	b.minus.Disabled = b.stake-broke.BetStep < b.lo
	b.plus.Disabled = b.stake+broke.BetStep > b.hi
	b.confirm.Label = fmt.Sprintf("Bet %s on horse %d", engine.Money(b.stake), b.horse)
	if b.shortBet {
		b.confirm.Label = "Bet " + engine.Money(b.stake)
	}
	_, ok := b.action()
	b.confirm.Disabled = !ok
}

// action is the bet as chosen, if the rules allow it.
func (b *betUI) action() (engine.Action, bool) { return b.betOn(b.horse) }

// betOn is the bet of the stake as set on horse h, if the rules allow it.
func (b *betUI) betOn(h int) (engine.Action, bool) {
	for _, a := range b.legal {
		if a.Kind == broke.ABet && int(a.Arg) == h && a.Amount == b.stake {
			return a, true
		}
	}
	return engine.Action{}, false
}

// Place lays the panel out in the decision bar: the prompt (when the bar
// has room for it), the four horses in a row, then the stake, the bet and
// Pass. Where the bar is too narrow for Pass beside the bet, Pass goes on
// the prompt's line.
//
// In a narrow bar (the side column of a phone held sideways) the horses
// are chosen on the track's lanes, where they are big, and the bar keeps
// the stake (with Pass) over the bet.
func (b *betUI) Place(screen, bar ui.Rect) {
	// With the odds advisor on, each row keeps its badges' room under it.
	foot := b.foot
	if bar == b.key[0] && foot == b.placedFoot {
		return
	}
	b.key[0], b.placedFoot = bar, foot
	const pad, rowH, stepW, passW, confirmMin = 8.0, 48.0, 184.0, 84.0, 140.0
	if bar.W < 480 && b.placeOnLanes(screen, bar) {
		return
	}
	for _, h := range b.horses {
		h.onLane = false
	}
	b.shortBet = false
	defer b.refresh()
	inner := bar.Inset(pad)
	passInRow := b.pass == nil || inner.W-stepW-12-passW-pad >= confirmMin
	promptH := 0.0
	switch {
	case !passInRow:
		promptH = rowH
	case inner.H-2*rowH-pad >= 26+pad:
		promptH = 26
	}
	top := 0.0
	if promptH > 0 {
		top = promptH + pad
	}
	horseH := min(64, max(rowH, inner.H-top-rowH-pad-2*foot))
	b.rect = bar
	if need := top + horseH + pad + rowH + 2*pad + 2*foot; need > bar.H {
		b.rect = ui.R(bar.X, bar.Y+bar.H-need, bar.W, need)
	}
	inner = b.rect.Inset(pad)
	y := inner.Y
	b.prompty = 0
	if promptH > 0 {
		b.prompty = y + promptH/2
		if !passInRow {
			b.pass.Rect = ui.R(inner.X+inner.W-passW, y, passW, rowH)
		}
		y += top
	}
	for k, r := range ui.R(inner.X, y, inner.W, horseH).SplitH(4, pad) {
		b.horses[k].Rect = r
	}
	y += horseH + pad + foot
	x := inner.X
	b.minus.Rect = ui.R(x, y, 44, rowH)
	b.key[1] = ui.R(x+50, y, stepW-100, rowH) // the stake's window
	b.plus.Rect = ui.R(x+stepW-44, y, 44, rowH)
	x += stepW + 12
	right := inner.X + inner.W
	if b.pass != nil && passInRow {
		b.pass.Rect = ui.R(right-passW, y, passW, rowH)
		right -= passW + pad
	}
	b.confirm.Rect = ui.R(x, y, right-x, rowH)
}

// placeOnLanes lays the panel out with the horses on the track's lanes,
// if they are a fingertip tall there: the stake on one row of the bar,
// the bet (and Pass) under it.
func (b *betUI) placeOnLanes(screen, bar ui.Rect) bool {
	const pad, rowH, passW = 8.0, 48.0, 72.0
	board := table.BoardRect(screen.W, screen.H, b.stage.m.G.Seats())
	tote, _ := b.stage.place(board)
	if b.stage.view.Lane(0).H-2 < ui.MinHit || bar.H < 2*rowH+3*pad {
		return false
	}
	for k, h := range b.horses {
		l := b.stage.view.Lane(k)
		h.Rect, h.onLane = ui.R(board.X+6, l.Y+1, tote.X+tote.W-board.X-6, l.H-2), true
	}
	b.rect = bar
	inner := bar.Inset(pad)
	// A line saying how to choose, where the bar has room for it.
	b.prompty = 0
	// The bet's row keeps its badges' room under it (b.foot).
	y := inner.Y + max(0, inner.H-2*rowH-pad-b.foot)/2
	if spare := inner.H - 2*rowH - pad - b.foot; spare >= 22 {
		b.prompty = inner.Y + 9
		y = inner.Y + 20 + (spare-20)/2
	}
	b.minus.Rect = ui.R(inner.X, y, 44, rowH)
	b.key[1] = ui.R(inner.X+50, y, inner.W-100, rowH)
	b.plus.Rect = ui.R(inner.X+inner.W-44, y, 44, rowH)
	y += rowH + pad
	right := inner.X + inner.W
	if b.pass != nil {
		b.pass.Rect = ui.R(right-passW, y, passW, rowH)
		right -= passW + pad
	}
	b.confirm.Rect = ui.R(inner.X, y, right-inner.X, rowH)
	// The bet's words whole and readable, or its short words.
	long, _ := ui.Measure("Bet $10,000 on horse 4", ui.Face(ui.SizeSmall, true))
	b.shortBet = long > b.confirm.Rect.W-12
	b.refresh()
	return true
}

// Update implements table.DecisionUI.
func (b *betUI) Update(in *input.Intents) (engine.Action, bool) {
	if b.armed < betArmTicks {
		b.armed++
		in.ConsumeTap()
	}
	b.focus.Update(in)
	for _, h := range b.horses {
		if h.Update(in) {
			b.choose(h.horse)
		}
	}
	if b.minus.Update(in) {
		b.stake -= broke.BetStep
	}
	if b.plus.Update(in) {
		b.stake += broke.BetStep
	}
	b.refresh()
	if b.confirm.Update(in) {
		if a, ok := b.action(); ok {
			return a, true
		}
	}
	if b.pass != nil && b.pass.Update(in) {
		return b.passAct, true
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (b *betUI) Draw(dst *ebiten.Image) {
	r := b.rect
	table.DrawBar(dst, r)
	if b.prompty > 0 {
		w := r.W - 24
		if b.pass != nil && b.pass.Rect.Y < b.horses[0].Rect.Y {
			w -= b.pass.Rect.W + 8
		}
		say, size := b.prompt, float64(ui.SizeBody)
		if b.horses[0].onLane {
			say, size = "Tap a lane to choose its horse", ui.SizeSmall
		}
		f := ui.FitFace(say, w, size, true)
		table.DrawPrompt(dst, []string{ui.Ellipsize(say, f, w)}, f, r.X+12, b.prompty, ui.FaceSize(f)*1.25, ui.ColText)
	}
	for _, h := range b.horses {
		h.draw(dst)
		if a, ok := b.betOn(h.horse); ok && !h.onLane {
			table.Offer(h.Rect, a) // this horse at the stake as set
		}
	}
	b.minus.Draw(dst)
	b.plus.Draw(dst)
	win := b.key[1]
	ui.FillRoundRect(dst, win, 8, ui.ColTextLight)
	ui.StrokeRoundRect(dst, win, 8, 2, ui.ColPanelEdge)
	s := engine.Money(b.stake)
	ui.DrawText(dst, s, ui.FitFace(s, win.W-10, ui.SizeButton, true), win.X+win.W/2, win.Y+win.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	b.confirm.Draw(dst)
	if a, ok := b.action(); ok {
		table.Offer(b.confirm.Rect, a)
	}
	if b.pass != nil {
		b.pass.Draw(dst)
		table.Offer(b.pass.Rect, b.passAct)
	}
}

// draw draws a horse to back: its number on its silks, its chance and pay
// under it, raised when chosen.
func (h *horseButton) draw(dst *ebiten.Image) {
	pct, pays := horseOdds(h.horse)
	label := fmt.Sprintf("Horse %d", h.horse)
	ui.Record(ui.Drawn{Kind: "button", Label: label, Rect: h.Rect.HitRect(), Disabled: h.Disabled, Selected: h.chosen})
	r := h.Rect
	if h.onLane {
		h.drawOnLane(dst)
		return
	}
	silk := ui.RunnerColors[h.horse-1]
	fill := ui.Lighten(silk, 0.78)
	switch {
	case h.Disabled:
		fill = ui.ColDisabled
	case h.chosen:
		fill = ui.Lighten(silk, 0.35)
	case h.State() == ui.StateHover:
		fill = ui.Lighten(silk, 0.6)
	}
	radius := min(12, r.H/3)
	ui.FillRoundRect(dst, r, radius, fill)
	edge, ew := ui.Darken(silk, 0.2), 2.0
	if h.chosen {
		edge, ew = ui.ColText, 3
	}
	ui.StrokeRoundRect(dst, r, radius, ew, edge)
	// The horse's number on a disc of its silks, then its odds.
	d := min(r.H*0.62, r.W*0.3)
	cx, cy := r.X+6+d/2, r.Y+r.H/2
	if h.Disabled {
		silk = ui.Darken(ui.ColDisabled, 0.2)
	}
	ui.FillCircle(dst, cx, cy, d/2, silk)
	numInk := ui.ColTextLight
	if h.horse == 3 && !h.Disabled { // gold silks take dark ink
		numInk = ui.ColText
	}
	n := fmt.Sprint(h.horse)
	ui.DrawText(dst, n, ui.Face(math.Round(d*0.6), true), cx, cy, ui.AlignCenter, ui.AlignCenter, numInk)
	tx, tw := cx+d/2+4, r.X+r.W-(cx+d/2+4)-8
	top := fmt.Sprintf("%d%%", pct)
	bottom := fmt.Sprintf("pays %d×", pays)
	// One size for every horse's words: the widest's, "pays 10×".
	fb := ui.FitFace("pays 10×", tw, math.Min(ui.SizeBody, r.H*0.36), true)
	fs := ui.FitFace("pays 10×", tw, math.Min(ui.SizeSmall, r.H*0.28), false)
	if h.Disabled {
		// The visitor's horse, which a side bettor may not back (the
		// prompt says whose).
		ui.DrawText(dst, "taken", fb, tx+tw/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	} else {
		ui.DrawText(dst, top, fb, tx+tw/2, r.Y+r.H*0.34, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, bottom, fs, tx+tw/2, r.Y+r.H*0.72, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
	h.DrawRing(dst, radius)
}

// drawOnLane marks a horse to back on its lane: lit when hovered, greyed
// with "taken" when a side bettor may not back it; the track strokes the
// chosen lane.
func (h *horseButton) drawOnLane(dst *ebiten.Image) {
	r := h.Rect
	switch {
	case h.Disabled:
		ui.FillRoundRect(dst, r, 6, color.RGBA{0, 0, 0, 0x80})
		f := ui.FitFace("taken", r.W/3, math.Min(ui.SizeBody, r.H*0.4), true)
		ui.DrawText(dst, "taken", f, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	case h.State() == ui.StateHover && !h.chosen:
		ui.FillRoundRect(dst, r, 6, color.RGBA{0xff, 0xff, 0xff, 0x30})
	}
	h.DrawRing(dst, 6)
}

// SetBadgeFoot implements table.BadgeFooted.
func (b *betUI) SetBadgeFoot(room float64) { b.foot = room }
