package life

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// boardChoice is one button of a decision: it applies an action, or opens a
// sub-choice (do).
type boardChoice struct {
	btn  *ui.Button
	act  engine.Action
	ok   bool
	do   func()
	spin bool // spins the wheel
	// leads: the action a sub-choice comes to once confirmed (a number
	// to stake on), for the odds advisor's figure.
	leads   engine.Action
	leadsOK bool
}

// boardDecision is the person's decision on screen: a bar of buttons over
// the board, or a modal panel (the casino, the retire decision).
type boardDecision struct {
	active    bool
	seat      int
	kind      uint8
	modal     bool
	modalR    ui.Rect
	title     string
	prompt    string
	choices   []*boardChoice
	wheel     bool
	wheelNote string
	promptR   ui.Rect      // where the prompt is drawn, wrapped
	promptF   *ui.TextFace // in this face
	extra     func(dst *ebiten.Image)
	back      func() bool // Escape: leave a sub-choice; false when there is none
	// armedAt is the pointer's press number (input.Intents.Press) when the
	// decision appeared: a click or flick begun before it (a fast click
	// during a computer's turn) was meant for what was on screen then.
	armedAt int

	// An optional choice out of turn (a side bet, a Collect card, an
	// Exemption) does not stop the game: it has a moment, and when the
	// moment passes (or on Escape) the lapse action is applied.
	applied  int // b.Applied when built: a rebuild of the same decision keeps its moment
	moment   *table.Moment
	lapse    engine.Action
	lapseNow bool  // Escape: let it pass now
	stake    int64 // the side-bet bar's stake
}

func (b *boardScene) subKey() int {
	return b.selNum + 16*b.specSel[0] + 256*b.specSel[1] + 4096*(b.revT+1)
}

// personTurn offers the person's decision and applies their choice.
func (b *boardScene) personTurn(ctx *game.Context, d engine.Decision) {
	in := ctx.Input
	key := boardDecKey{seat: d.Seat, kind: d.Kind, n: b.Applied, sub: b.subKey()}
	if key != b.decKey {
		keep := b.decKey.seat == d.Seat && b.decKey.kind == d.Kind && b.decKey.n == b.Applied && b.focus != nil
		idx := 0
		if keep {
			idx = b.focus.Index()
		}
		b.buildDecision(d, in)
		b.decKey = key
		items := make([]ui.Focusable, 0, len(b.dec.choices))
		for _, c := range b.dec.choices {
			items = append(items, c.btn)
		}
		b.focus = ui.NewFocus(items...)
		b.focus.SetIndex(min(idx, len(items)-1))
		if b.focus.Current() != nil && !b.focus.Current().CanFocus() {
			b.focus.SetIndex(-1)
		}
		b.placeWheel(true)
		b.dec.armedAt = in.Press
		// A key pressed as the decision appears was not meant for it either.
		in.Consume(input.KeyConfirm)
	}
	if in.Press <= b.dec.armedAt {
		in.ConsumeTap()
		in.Drag = input.Drag{}
	}
	if m := b.dec.moment; m != nil && (b.dec.lapseNow || m.Update(in, ctx.Speed(), b.decR)) {
		if b.dec.lapseNow { // Escape: the person's own "no"
			b.apply(ctx, b.dec.lapse, 0)
		} else {
			b.applyLapse(ctx, b.dec.lapse)
		}
		return
	}
	b.focus.Update(in)
	for _, c := range b.dec.choices {
		if !c.btn.Update(in) {
			continue
		}
		ctx.Play(sound.Button)
		switch {
		case c.spin:
			b.spinNow(ctx, 0)
		case c.do != nil:
			c.do()
		case c.ok:
			b.apply(ctx, c.act, 0)
		}
		return
	}
	if b.dec.wheel {
		flick, spin, pegs := b.wview.Gesture(in)
		if pegs > 0 {
			ctx.Play(sound.Peg)
		}
		if spin || b.shotSpin || in.Consume(input.KeyConfirm) {
			if b.shotSpin {
				flick = 24
			}
			b.shotSpin = false
			b.spinNow(ctx, flick)
		}
	}
}

// passLapse gives an optional choice out of turn of a person who does not
// hold the device (several people share it) its moment on the pass screen:
// untouched, the choice lapses and the device stays where it is; a press
// holds it until they continue. It reports whether the choice lapsed.
func (b *boardScene) passLapse(ctx *game.Context) bool {
	lapse, ok := b.moments.OnPassScreen(b.m, b.passTo, ctx.Input, ctx.Speed(), ui.R(0, 0, b.w, b.h))
	if !ok {
		return false
	}
	b.passTo, b.passArmed = -1, false
	b.applyLapse(ctx, lapse)
	return true
}

// applyLapse applies what a choice whose moment passed comes to: the board
// acted, not the person.
func (b *boardScene) applyLapse(ctx *game.Context, a engine.Action) {
	n := b.Applied
	b.apply(ctx, a, 0)
	if b.Applied > n {
		b.Lapsed++
		b.PersonActs--
		// The moment was the pause before the active seat's spin: a
		// computer acts next without thinking on top of it.
		b.thinkingSeat, b.thinking = b.g.Active(), 0
	}
}

// spinNow applies the spin; flick is the player's flick in rad/s (0: a tap).
func (b *boardScene) spinNow(ctx *game.Context, flick float64) {
	a, ok := b.m.Find(life.ASpin, 0)
	if !ok {
		return
	}
	if flick == 0 {
		flick = anim.DefaultFlick
	}
	b.lastFlick = math.Abs(flick)
	b.apply(ctx, a, math.Abs(flick))
}

func (b *boardScene) choice(label string, kind uint8, arg int16) *boardChoice {
	a, ok := b.m.Find(kind, arg)
	c := &boardChoice{btn: ui.NewButton(ui.Rect{}, label), act: a, ok: ok}
	c.btn.Disabled = !ok
	return c
}

func (b *boardScene) sub(label string, do func()) *boardChoice {
	return &boardChoice{btn: ui.NewButton(ui.Rect{}, label), do: do}
}

// buildDecision lays out the buttons of the pending decision.
func (b *boardScene) buildDecision(d engine.Decision, in *input.Intents) {
	seat := int(d.Seat)
	old := b.dec
	b.dec = boardDecision{active: true, seat: seat, kind: d.Kind, applied: b.Applied}
	if lapse, ok := table.Lapse(b.m, d); ok {
		// The same decision rebuilt (a number picked) keeps its moment and
		// stake; a new one starts a new moment.
		b.dec.lapse = lapse
		if old.active && old.seat == seat && old.kind == d.Kind && old.applied == b.Applied && old.moment != nil {
			b.dec.moment, b.dec.stake = old.moment, old.stake
		} else {
			b.dec.moment = b.moments.Start(seat, in)
		}
		b.dec.back = func() bool { b.dec.lapseNow = true; return true }
	}
	p := b.g.Player(seat)
	name := b.g.Name(seat)
	ed := b.ed
	bd := ed.Board()
	var v life.View
	b.g.ViewFor(seat, &v)
	switch d.Kind {
	case life.DSpin:
		purpose := ""
		if int(v.SpinPurpose) < len(boardPurpose) {
			purpose = boardPurpose[v.SpinPurpose]
		}
		b.dec.wheel = true
		b.dec.wheelNote = name + ", spin " + purpose
		// Who spins and what for is the voice's, over the wheel: the bar
		// says only how.
		b.dec.prompt = "Flick the wheel, tap it, or press Space."
		sc := &boardChoice{btn: ui.NewButton(ui.Rect{}, "Spin"), spin: true}
		b.dec.choices = append(b.dec.choices, sc)
		if _, ok := b.m.Find(life.ARepay, 0); ok {
			b.dec.choices = append(b.dec.choices, b.choice("Repay a note ("+ui.Money(ed.NoteSize)+")", life.ARepay, 0))
		}
		if _, ok := b.m.Find(life.ABuyAuto, 0); ok {
			b.dec.choices = append(b.dec.choices, b.choice("Buy auto insurance "+ui.Money(ed.AutoPrice), life.ABuyAuto, 0))
		}
	case life.DRoad, life.DFork:
		at := int(p.Pos)
		if d.Kind == life.DRoad {
			at = 0
		}
		roads := bd.ForkRoads[at]
		b.dec.prompt = name + ", which way? The " + roads[0] + " road is the short way; " + roads[1] + " is the long way."
		if d.Kind == life.DRoad {
			b.dec.prompt = name + ", choose your road: " + roads[0] + " (short) or " + roads[1] + " (long)."
			if ed.BusinessSalary > 0 {
				b.dec.prompt = fmt.Sprintf("%s, choose your road: %s pays %s from the first Pay Day; %s costs money and may end in a profession.", name, roads[0], ui.Money(ed.BusinessSalary), roads[1])
			}
		}
		b.dec.choices = append(b.dec.choices,
			b.choice(roads[0]+" (short way)", life.AChoose, 0),
			b.choice(roads[1]+" (long way)", life.AChoose, 1))
	case life.DCareer:
		list := ed.CareersPlain
		if int(p.Pos) < len(bd.Spaces) && bd.Spaces[p.Pos].Kind == life.KGraduate {
			list = ed.CareersDegree
		}
		b.dec.prompt = name + ", pick a career card."
		for k := 0; k < 2; k++ {
			o := int(p.Offer[k])
			if o < 0 || o >= len(list) {
				continue
			}
			if _, ok := b.m.Find(life.AChoose, int16(k)); ok {
				b.dec.choices = append(b.dec.choices, b.choice(fmt.Sprintf("%s · %s a year", list[o].Name, ui.Money(list[o].Salary)), life.AChoose, int16(k)))
			}
		}
	case life.DBuy:
		sp := bd.Spaces[p.Pos]
		what, price := "the stock certificate", ed.StockPrice
		switch {
		case sp.Kind == life.KStock:
		case sp.Arg == life.InsAuto:
			what, price = "auto insurance", ed.AutoPrice
		case sp.Arg == life.InsLife:
			what, price = "life insurance", ed.LifePrice
		default:
			what, price = "fire insurance", ed.FirePrice
		}
		b.dec.prompt = fmt.Sprintf("%s, buy %s for %s? You have %s.", name, what, ui.Money(price), ui.Money(b.g.Cash(seat)))
		b.dec.choices = append(b.dec.choices,
			b.choice("Buy for "+ui.Money(price), life.ABuy, 0),
			b.choice("No, thanks", life.APass, 0))
	case life.DRevenge:
		b.buildRevenge(seat, name)
	case life.DCollectCard:
		half := v.CardAmount / 2
		b.dec.prompt = fmt.Sprintf("%s collected %s. Give %s your Collect card? %s pays you half: %s.", b.g.Name(b.g.Active()), ui.Money(v.CardAmount), b.g.Name(b.g.Active()), b.g.Name(b.g.Active()), ui.Money(half))
		b.dec.choices = append(b.dec.choices,
			b.choice("Give the Collect card", life.AGive, 0),
			b.choice("Keep it", life.APass, 0))
	case life.DPayCard:
		half := v.CardAmount / 2
		b.dec.prompt = fmt.Sprintf("%s, you paid %s. Give a Pay card: that player pays you half, %s.", name, ui.Money(v.CardAmount), ui.Money(half))
		for t := 0; t < b.n; t++ {
			if _, ok := b.m.Find(life.AGive, int16(t)); ok {
				b.dec.choices = append(b.dec.choices, b.choice("Give to "+b.g.Name(t), life.AGive, int16(t)))
			}
		}
		b.dec.choices = append(b.dec.choices, b.choice("Keep it", life.APass, 0))
	case life.DExempt:
		half := v.CardAmount / 2
		kind := "Collect"
		if v.CardKind == life.CardPay {
			kind = "Pay"
		}
		b.dec.prompt = fmt.Sprintf("%s, a %s card was played on you: pay %s. Show your Exemption card?", name, kind, ui.Money(half))
		b.dec.choices = append(b.dec.choices,
			b.choice("Use the Exemption", life.AUse, 0),
			b.choice("Pay "+ui.Money(half), life.APass, 0))
	case life.DBet:
		b.buildBetBar(seat)
		return
	case life.DSpeculate, life.DMarket:
		b.buildCasino(seat, d.Kind)
		return
	case life.DReckon:
		b.buildRetire(seat)
		return
	}
	b.layoutBar()
}

func (b *boardScene) buildRevenge(seat int, name string) {
	ed := b.ed
	if b.revT < 0 {
		b.dec.prompt = fmt.Sprintf("REVENGE! %s, take %s from a player, or send one back %d spaces. Whom?", name, ui.Money(ed.RevengeAmount), ed.RevengeSteps)
		for t := 0; t < b.n; t++ {
			if _, ok := b.m.Find(life.ASendBack, int16(t)); ok {
				t := t
				b.dec.choices = append(b.dec.choices, b.sub(fmt.Sprintf("%s (%s)", b.g.Name(t), ui.Money(b.g.Cash(t))), func() { b.revT = t }))
			}
		}
		b.dec.choices = append(b.dec.choices, b.choice("No revenge", life.APass, 0))
		return
	}
	t := b.revT
	b.dec.prompt = fmt.Sprintf("Revenge on %s: take %s, or send %s back %d spaces? (Escape: choose again)", b.g.Name(t), ui.Money(ed.RevengeAmount), b.g.Name(t), ed.RevengeSteps)
	take := "Take " + ui.Money(ed.RevengeAmount)
	if b.g.Cash(t) < ed.RevengeAmount {
		take += " (can't pay: goes back)"
	}
	b.dec.choices = append(b.dec.choices,
		b.choice(take, life.ACollect, int16(t)),
		b.choice(fmt.Sprintf("Send back %d spaces", ed.RevengeSteps), life.ASendBack, int16(t)),
		b.sub("‹ Another player", func() { b.revT = -1 }))
	b.dec.back = func() bool { b.revT = -1; return true }
}

// layoutBar places the decision bar's buttons under its prompt, which is
// wrapped whole: the bar grows to hold it.
func (b *boardScene) layoutBar() {
	n := len(b.dec.choices)
	maxCols := 4
	left, width := b.vp.X+16, b.vp.W-32
	bottom := b.vp.Y + b.vp.H - 16
	if b.portrait {
		maxCols = 2
		left, width = 8, b.w-16
		bottom = b.h - 8
	}
	if b.dec.wheel && !b.portrait {
		maxCols = 3
	}
	if w, ok := b.spinBeside(); ok {
		// A short landscape screen: the wheel has the board's height at
		// its right and the bar stands beside it, one button a row.
		width, maxCols = w, 1
	}
	cols := min(max(n, 1), maxCols)
	rows := (n + cols - 1) / cols
	pf := ui.Face(ui.SizeBody, false)
	promptH := ui.WrappedHeight(b.dec.prompt, pf, width-24)
	bh := 56.0
	if b.portrait || b.compact() {
		bh = 50
	}
	top := b.barTop()
	hgt := top + promptH + 4 + float64(rows)*(bh+8) + 10
	b.decR = ui.R(left, bottom-hgt, width, hgt)
	b.dec.promptR, b.dec.promptF = ui.R(left+12, b.decR.Y+top, width-24, promptH), pf
	bw := (width - 24 - float64(cols-1)*10) / float64(cols)
	for i, c := range b.dec.choices {
		row, col := i/cols, i%cols
		inRow := min(cols, n-row*cols)
		x0 := left + 12 + (width-24-(float64(inRow)*bw+float64(inRow-1)*10))/2
		c.btn.Rect = ui.R(x0+float64(col)*(bw+10), b.decR.Y+top+promptH+4+float64(row)*(bh+8), bw, bh)
		c.btn.TextSize = ui.SizeBody
	}
	if b.dec.wheel {
		// A spin's buttons: Spin first in the accent colour.
		b.dec.choices[0].btn.Color = ui.ColTitleBar
	}
}

// barTop is where a bar's prompt starts below its top edge: lower when the
// moment's time bar runs along that edge.
func (b *boardScene) barTop() float64 {
	if b.dec.moment != nil {
		return 10 + table.MomentBarH + 4
	}
	return 10
}

// decisionShown reports whether the person's decision is on screen: it
// is built for the pending decision and no events play.
func (b *boardScene) decisionShown() bool {
	if !b.dec.active || b.playing() || b.passTo >= 0 || b.g.Over() {
		return false
	}
	d, ok := b.m.Decision()
	return ok && !b.m.IsComputer(int(d.Seat)) && int(d.Seat) == b.dec.seat && d.Kind == b.dec.kind
}

// barShown reports whether the decision bar (not a modal panel) is up.
func (b *boardScene) barShown() bool { return !b.dec.modal && b.decisionShown() }

// drawDecision draws the person's decision (when no events play).
func (b *boardScene) drawDecision(screen *ebiten.Image) {
	if !b.decisionShown() {
		return
	}
	if b.dec.modal {
		b.drawModal(screen)
		return
	}
	r := b.decR
	ui.FillRoundRect(screen, ui.R(r.X+2, r.Y+4, r.W, r.H), 14, color.RGBA{0, 0, 0, 0x50})
	ui.FillRoundRect(screen, r, 14, color.RGBA{0xfb, 0xf3, 0xe0, 0xf4})
	ui.StrokeRoundRect(screen, r, 14, 3, ui.CarColor(b.seatColour(b.dec.seat)))
	if b.dec.moment != nil {
		b.dec.moment.Draw(screen, ui.R(r.X+14, r.Y+8, r.W-28, table.MomentBarH), ui.CarColor(b.seatColour(b.dec.seat)))
	}
	pr := b.dec.promptR
	ui.DrawWrapped(screen, b.dec.prompt, b.dec.promptF, pr.X, pr.Y, pr.W, ui.AlignStart, ui.ColText)
	ui.KeepClear(pr) // the advisor's badges and a toast go elsewhere
	for _, c := range b.dec.choices {
		c.btn.Draw(screen)
		b.offer(c)
	}
	if b.dec.extra != nil {
		b.dec.extra(screen)
	}
}

// drawModal draws a casino or retire panel.
func (b *boardScene) drawModal(screen *ebiten.Image) {
	r := b.dec.modalR
	ui.FillRoundRect(screen, b.vp, 0, color.RGBA{0, 0, 0, 0x60})
	if b.portrait || b.compact() {
		ui.FillRoundRect(screen, ui.R(0, 0, b.w, b.h), 0, color.RGBA{0, 0, 0, 0x80})
	}
	p := ui.Panel{Rect: r, Title: b.dec.title}
	p.Draw(screen)
	pr := b.dec.promptR
	ui.DrawWrapped(screen, b.dec.prompt, b.dec.promptF, pr.X, pr.Y, pr.W, ui.AlignStart, ui.ColText)
	ui.KeepClear(pr)
	if b.dec.extra != nil {
		b.dec.extra(screen)
	}
	for _, ch := range b.dec.choices {
		ch.btn.Draw(screen)
		b.offer(ch)
	}
}

// compact reports whether the screen is a short landscape one (a phone
// held sideways, a small window): the panels then take the whole screen,
// over the seat panels, and lay their controls out in fewer rows.
func (b *boardScene) compact() bool { return !b.portrait && b.h < 560 }

// modalFace is the type of a panel's prompt.
func (b *boardScene) modalFace() *ui.TextFace {
	if b.portrait || b.compact() {
		return ui.Face(17, false)
	}
	return ui.Face(ui.SizeBody, false)
}

// modalRect is where a casino or retire panel goes.
func (b *boardScene) modalRect(wantH float64) ui.Rect {
	if b.portrait {
		h := math.Min(b.h-16, wantH)
		return ui.R(8, b.h-8-h, b.w-16, h)
	}
	if b.compact() {
		w := math.Min(b.w-16, 820)
		h := math.Min(b.h-16, wantH)
		return ui.R((b.w-w)/2, (b.h-h)/2, w, h)
	}
	w := math.Min(b.vp.W-32, 820)
	h := math.Min(b.vp.H-72, wantH)
	return ui.R(b.vp.X+(b.vp.W-w)/2, b.vp.Y+60+(b.vp.H-60-h)/2, w, h)
}
