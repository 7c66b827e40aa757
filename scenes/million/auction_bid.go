package million

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// bidUI is a person's bid in the decision bar: a quick raise button per
// step of engine.BidSteps, each showing the bid it makes ("+$5k" over
// "$51k"), only those the cash allows enabled (also by the number keys 1
// to 4), and Pass. The auction
// itself (the deed, the high bid, who is in, the bids so far) is on the
// stage over the board; without one open (the match was replaced), the
// panel draws its own.
type bidUI struct {
	seat    int
	prompt  string
	steps   [len(million.BidSteps)]*stepButton
	pass    *ui.Button
	passAct engine.Action
	focus   *ui.Focus
	rect    ui.Rect
	promptR ui.Rect // the prompt's line, zero: none
	armed   arming
	key     ui.Rect
	// own is the auction this panel draws itself when no stage is open.
	own   *auctionStage
	board ui.Rect
	n     int // seats at the table
}

// stepButton is one raise: its step and the bid it makes.
type stepButton struct {
	ui.Target
	act  engine.Action
	step int64
	bid  int64
}

// bidArmTicks is how long a new panel ignores taps (as the table's), so
// a quick click meant for what was on screen before chooses nothing.
const bidArmTicks = 8

// arming counts a new panel's first ticks, in which it ignores taps.
type arming int

// guard eats this tick's tap while the panel is new.
func (a *arming) guard(in *input.Intents) {
	if *a < bidArmTicks {
		*a++
		in.ConsumeTap()
	}
}

func newBidUI(m *match.Match, d engine.Decision, stage *auctionStage) *bidUI {
	g := m.G
	b := &bidUI{seat: int(d.Seat), pass: ui.NewButton(ui.Rect{}, "Pass"), n: g.Seats()}
	var high int64
	bidder := -1
	if mg, ok := g.(*million.Game); ok {
		v := mg.View(b.seat).(*million.View)
		high, bidder = v.Auction.High, int(v.Auction.Bidder)
	}
	for k, st := range million.BidSteps {
		b.steps[k] = &stepButton{step: st, bid: high + st, Target: ui.Target{Disabled: true}}
	}
	for _, a := range g.Legal(b.seat, nil) {
		switch a.Kind {
		case million.ABid:
			for _, s := range b.steps {
				if s.step == a.Amount {
					s.act, s.Disabled = a, false
				}
			}
		case million.ANo:
			b.passAct = a
		}
	}
	cash := ""
	if mg, ok := g.(*million.Game); ok {
		cash = " (cash " + engine.Money(mg.Cash(b.seat)) + ")"
	}
	if bidder >= 0 {
		b.prompt = fmt.Sprintf("%s, %s bids %s: raise or pass%s", g.Name(b.seat), g.Name(bidder), engine.Money(high), cash)
	} else {
		b.prompt = fmt.Sprintf("%s, open the bidding or pass%s", g.Name(b.seat), cash)
	}
	items := make([]ui.Focusable, 0, len(b.steps)+1)
	for _, s := range b.steps {
		items = append(items, s)
	}
	b.focus = ui.NewFocus(append(items, b.pass)...)
	if stage == nil || !stage.Open() {
		b.own = newAuctionStage(m)
	}
	return b
}

// Place implements table.DecisionUI: the prompt, then the raises and Pass
// in a row; in a narrow bar Pass beside the prompt and the raises under
// them.
func (b *bidUI) Place(screen, bar ui.Rect) {
	if bar == b.key {
		return
	}
	b.key = bar
	b.board = table.BoardRect(screen.W, screen.H, b.n)
	const pad, passW = 8.0, 96.0
	in := bar.Inset(pad)
	var row ui.Rect
	if in.W >= 460 {
		b.promptR = ui.R(in.X+4, in.Y, in.W-8, 24)
		h := min(84, max(ui.MinHit, in.H-24-pad))
		row = ui.R(in.X, in.Y+24+pad, in.W-passW-pad, h)
		b.pass.Rect = ui.R(in.X+in.W-passW, row.Y, passW, h)
	} else {
		pw := min(passW, in.W*0.3)
		b.pass.Rect = ui.R(in.X+in.W-pw, in.Y, pw, 48)
		b.promptR = ui.R(in.X+4, in.Y, in.W-pw-pad-4, 48)
		h := min(60, max(ui.MinHit, in.H-48-pad))
		row = ui.R(in.X, in.Y+48+pad, in.W, h)
	}
	for k, r := range row.SplitH(len(b.steps), pad) {
		b.steps[k].Rect = r
	}
	b.rect = bar
	if need := row.Y + row.H + pad - bar.Y; need > bar.H {
		b.rect = ui.R(bar.X, bar.Y+bar.H-need, bar.W, need)
	}
}

// Update implements table.DecisionUI.
func (b *bidUI) Update(in *input.Intents) (engine.Action, bool) {
	b.armed.guard(in)
	b.focus.Update(in)
	for _, s := range b.steps {
		if s.Update(in) {
			return s.act, true
		}
	}
	// The number keys raise by the steps in their order on screen (1 for
	// +$1k … 4 for +$50k), where the cash allows.
	if d := in.Digit(); d >= 1 && d <= len(b.steps) && !b.steps[d-1].Disabled {
		in.Consume(input.KeyDigit1 << (d - 1))
		return b.steps[d-1].act, true
	}
	if b.pass.Update(in) {
		return b.passAct, true
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (b *bidUI) Draw(dst *ebiten.Image) {
	if b.own != nil {
		b.own.Draw(dst, b.board)
	}
	r := b.rect
	table.DrawBar(dst, r)
	drawPrompt(dst, b.promptR, b.prompt)
	for _, s := range b.steps {
		s.draw(dst)
		table.Offer(s.Rect, s.act)
	}
	b.pass.Draw(dst)
	table.Offer(b.pass.Rect, b.passAct)
}

// label is the raise's words: its step, and the bid it makes.
func (s *stepButton) label() (top, bottom string) {
	return "+" + kMoney(s.step), kMoney(s.bid)
}

// draw draws a raise: "+$5k" over the bid it makes, greyed when the cash
// does not allow it.
func (s *stepButton) draw(dst *ebiten.Image) {
	top, bottom := s.label()
	ui.Record(ui.Drawn{Kind: "button", Label: fmt.Sprintf("%s: bid %s", top, bottom), Rect: s.Rect.HitRect(), Disabled: s.Disabled})
	r := s.Rect
	fill := ui.ColToggleOn
	switch {
	case s.Disabled:
		fill = ui.ColDisabled
	case s.State() == ui.StatePressed:
		fill = ui.Darken(fill, 0.2)
	case s.State() == ui.StateHover:
		fill = ui.Lighten(fill, 0.15)
	}
	radius := min(12, r.H/3)
	ui.FillRoundRect(dst, r, radius, fill)
	ui.StrokeRoundRect(dst, r.Inset(1), radius, 2, ui.Lighten(fill, 0.25))
	cx := r.X + r.W/2
	ft := ui.FitFace("+$50k", r.W-8, math.Min(ui.SizeButton, r.H*0.42), true)
	fb := ui.FitFace("$1,000k", r.W-8, math.Min(ui.SizeSmall, r.H*0.3), false)
	if w, _ := ui.Measure("bid "+bottom, fb); w <= r.W-8 {
		bottom = "bid " + bottom // where there is room, say what it is
	}
	ui.DrawText(dst, top, ft, cx, r.Y+r.H*0.36, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	ui.DrawText(dst, bottom, fb, cx, r.Y+r.H*0.74, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	s.DrawRing(dst, radius)
}
