package million

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// newAuctionUI is a person's panel for buying a property they landed on
// (DBuy) or bidding for one (DBid, when no auction stage is open).
func newAuctionUI(m *match.Match, d engine.Decision) table.DecisionUI {
	if _, ok := m.G.(*million.Game); !ok {
		return nil
	}
	if d.Kind == million.DBid {
		return newBidUI(m, d, nil)
	}
	return newBuyUI(m, d)
}

// buyUI is the choice on an unowned property: its title deed over the
// board's middle (with the Fortune card just turned over on it, if any),
// and in the bar "Buy for $170k" and "Auction it", with the cash in hand;
// Buy is greyed when the rules do not allow it. "Deal…" opens the deals
// the rules offer here (raise the price by selling to a player, say).
type buyUI struct {
	prop    int
	prompt  string
	cash    int64
	card    string // the Fortune card's words, "" none
	buy     *ui.Button
	auction *ui.Button
	more    *ui.Button // Deal…, nil when no deal may be made
	back    *ui.Button
	deals   []*ui.Button
	acts    map[*ui.Button]engine.Action
	dealing bool // the deal buttons are on show
	focus   *ui.Focus
	rect    ui.Rect
	promptR ui.Rect
	cashR   ui.Rect // the cash's words beside Deal…, where the prompt has no room
	board   ui.Rect
	n       int
	armed   arming
	key     ui.Rect
}

func newBuyUI(m *match.Match, d engine.Decision) *buyUI {
	g := m.G.(*million.Game)
	s := int(d.Seat)
	p := million.PropAt(int(g.Player(s).Pos))
	b := &buyUI{prop: p, cash: g.Cash(s), n: g.Seats(), acts: map[*ui.Button]engine.Action{}}
	b.buy = ui.NewButton(ui.Rect{}, "Buy for "+kMoney(million.Props[p].Price))
	b.buy.Color, b.buy.Disabled = ui.ColToggleOn, true
	b.auction = ui.NewButton(ui.Rect{}, "Auction it")
	b.auction.Disabled = true
	b.back = ui.NewButton(ui.Rect{}, "Back")
	for _, a := range g.Legal(s, nil) {
		switch a.Kind {
		case million.ABuy:
			b.buy.Disabled, b.acts[b.buy] = false, a
		case million.ANo:
			b.auction.Disabled, b.acts[b.auction] = false, a
		case million.ADeal:
			bt := ui.NewButton(ui.Rect{}, "Deal: "+g.Name(int(a.Arg)))
			b.deals = append(b.deals, bt)
			b.acts[bt] = a
		}
	}
	if len(b.deals) > 0 {
		b.more = ui.NewButton(ui.Rect{}, "Deal…")
	}
	b.prompt = fmt.Sprintf("%s, buy %s for %s or auction it? Cash %s", g.Name(s), million.Props[p].Name,
		engine.Money(million.Props[p].Price), engine.Money(b.cash))
	b.card = fortuneJustTurned(g, s, p)
	b.focus = ui.NewFocus()
	b.refocus()
	return b
}

// fortuneJustTurned is the Fortune card seat turned over on property p
// in the last action's events: its words, or "" when none was.
func fortuneJustTurned(g *million.Game, seat, p int) string {
	for _, e := range g.LastEvents() {
		if int(e.Seat) != seat || int(e.Arg2) != p {
			continue
		}
		switch e.Kind {
		case million.EvFortune:
			if e.Arg >= 0 && int(e.Arg) < million.NFortune {
				return million.Fortune[e.Arg].Text + " (after the sale or auction)"
			}
		case million.EvKeep:
			return "A card to keep: yours, face down, until you use it"
		}
	}
	return ""
}

// shown are the buttons on show: Buy, Auction it and Deal…, or the deals
// and Back.
func (b *buyUI) shown() []*ui.Button {
	if b.dealing {
		return append(append([]*ui.Button(nil), b.deals...), b.back)
	}
	out := []*ui.Button{b.buy, b.auction}
	if b.more != nil {
		out = append(out, b.more)
	}
	return out
}

func (b *buyUI) refocus() {
	var items []ui.Focusable
	for _, bt := range b.shown() {
		items = append(items, bt)
	}
	b.focus.Set(items...)
}

// Place implements table.DecisionUI: the prompt over a row of buttons;
// in a narrow bar the buttons in two rows (the prompt, then, only where
// it has room: the deed over the board says what is for sale).
func (b *buyUI) Place(screen, bar ui.Rect) {
	if bar == b.key {
		return
	}
	b.key = bar
	b.board = table.BoardRect(screen.W, screen.H, b.n)
	b.layout(bar)
}

func (b *buyUI) layout(bar ui.Rect) {
	const pad = 8.0
	in := bar.Inset(pad)
	btns := b.shown()
	perRow := len(btns)
	if in.W < 460 {
		perRow = 2
	}
	rows := (len(btns) + perRow - 1) / perRow
	rowH := 48.0
	promptH := 0.0
	if spare := in.H - float64(rows)*(rowH+pad) + pad; spare >= 24+pad {
		promptH = min(spare-pad, 48)
	}
	b.promptR, b.cashR = ui.Rect{}, ui.Rect{}
	y := in.Y
	if promptH > 0 {
		b.promptR = ui.R(in.X+4, in.Y, in.W-8, promptH)
		y += promptH + pad
	}
	for i, bt := range btns {
		row, col := i/perRow, i%perRow
		n := min(perRow, len(btns)-row*perRow)
		cells := ui.R(in.X, y+float64(row)*(rowH+pad), in.W, rowH).SplitH(n, pad)
		bt.Rect = cells[col]
		if n == 1 && perRow == 2 && promptH == 0 && !b.dealing {
			// Deal… alone on its row: the cash in hand beside it.
			half := ui.R(in.X, bt.Rect.Y, in.W, rowH).SplitH(2, pad)
			b.cashR, bt.Rect = half[0], half[1]
		}
		bt.TextSize = ui.SizeButton
		if w, _ := ui.Measure(bt.Label, ui.Face(ui.SizeButton, true)); w > bt.Rect.W-12 {
			bt.TextSize = ui.SizeBody
		}
	}
	b.rect = bar
	if need := y + float64(rows)*(rowH+pad) - bar.Y; need > bar.H {
		b.rect = ui.R(bar.X, bar.Y+bar.H-need, bar.W, need)
	}
}

// Update implements table.DecisionUI.
func (b *buyUI) Update(in *input.Intents) (engine.Action, bool) {
	b.armed.guard(in)
	b.focus.Update(in)
	for _, bt := range b.shown() {
		if !bt.Update(in) {
			continue
		}
		switch bt {
		case b.more, b.back:
			b.dealing = bt == b.more
			b.layout(b.key)
			b.refocus()
			return engine.Action{}, false
		}
		return b.acts[bt], true
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI: the deed (and the card) over the
// board, the bar under it.
func (b *buyUI) Draw(dst *ebiten.Image) {
	deed, card := b.deedPlaces()
	drawDeed(dst, deed, b.prop)
	if b.card != "" {
		drawFortuneFace(dst, card, b.card)
	}
	r := b.rect
	table.DrawBar(dst, r)
	drawPrompt(dst, b.promptR, b.prompt)
	if c := b.cashR; c.W > 0 {
		ui.DrawFitted(dst, "Cash "+engine.Money(b.cash), c.X+c.W/2, c.Y+c.H/2, c.W-8, ui.SizeBody, ui.ColText)
	}
	for _, bt := range b.shown() {
		bt.Draw(dst)
		if a, ok := b.acts[bt]; ok {
			table.Offer(bt.Rect, a)
		}
	}
}

// deedPlaces are the deed's and the card's places in the board's middle:
// side by side where it is wide enough, else the card under the deed.
func (b *buyUI) deedPlaces() (deed, card ui.Rect) {
	mid := boardMiddle(b.board)
	if mid.W < 120 || mid.H < 150 {
		mid = b.board.Inset(6)
	}
	if b.card == "" {
		w := min(mid.W, mid.H/1.45, 240)
		return ui.R(mid.X+(mid.W-w)/2, mid.Y+(mid.H-w*1.45)/2, w, w*1.45), ui.Rect{}
	}
	if mid.W >= mid.H {
		w := min(mid.W/2-6, mid.H/1.45, 240)
		h := w * 1.45
		x := mid.X + (mid.W-2*w-12)/2
		y := mid.Y + (mid.H-h)/2
		return ui.R(x, y, w, h), ui.R(x+w+12, y+h*0.15, w, h*0.7)
	}
	ch := min(mid.H*0.3, 110.0)
	h := mid.H - ch - 8
	w := min(mid.W, h/1.45, 240)
	h = min(h, w*1.45)
	x := mid.X + (mid.W-w)/2
	return ui.R(x, mid.Y, w, h), ui.R(mid.X+(mid.W-min(mid.W, 260))/2, mid.Y+h+8, min(mid.W, 260), ch)
}
