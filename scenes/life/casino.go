package life

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The casino: the Number Board (ten numbers, the bets riding on them) for
// Lucky Day speculation and Play the Market, a panel on one's own turn; and
// the side-bet bar, the same ten numbers in a compact bar at the foot of the
// board for a bet on another seat's spin, which never stops the game (its
// moment passes as "no bet"). The wheel itself is the board's wheel, shown
// for the spin that follows.

var casinoChips = [...]int64{1000, 2000, 5000, 10000, 20000}

// casinoGrid lays out ten number cells in r and returns their rects: 5×2,
// or in one row of ten when r is too low for two rows a finger can tap.
func casinoGrid(r ui.Rect) [10]ui.Rect {
	var out [10]ui.Rect
	gap := 10.0
	cols := 5
	if r.H < 2*ui.MinHit+gap {
		cols, gap = 10, 6
	}
	rows := 10 / cols
	cw := min((r.W-float64(cols-1)*gap)/float64(cols), 120)
	ch := min((r.H-float64(rows-1)*gap)/float64(rows), 72)
	x0 := r.X + (r.W-(float64(cols)*cw+float64(cols-1)*gap))/2
	for i := range out {
		out[i] = ui.R(x0+float64(i%cols)*(cw+gap), r.Y+float64(i/cols)*(ch+gap), cw, ch)
	}
	return out
}

// buildCasino builds the Number Board panel for a speculation or the
// market, as tall as its content: it is laid out once in a panel of
// the most room, then again in one that fits (the width, and so every
// wrapped line, is the same both times).
func (b *boardScene) buildCasino(seat int, kind uint8) {
	wantH := 560.0
	if b.portrait {
		wantH = 640
	}
	if b.compact() {
		wantH = b.h
	}
	b.layoutCasino(seat, kind, wantH)
	bottom := 0.0
	for _, ch := range b.dec.choices {
		bottom = max(bottom, ch.btn.Rect.Y+ch.btn.Rect.H)
	}
	if need := bottom + 18 - b.dec.modalR.Y; need < b.dec.modalR.H {
		b.dec = boardDecision{active: true, seat: seat, kind: kind}
		b.layoutCasino(seat, kind, need)
	}
}

func (b *boardScene) layoutCasino(seat int, kind uint8, wantH float64) {
	ed := b.ed
	name := b.g.Name(seat)
	cash := b.g.Cash(seat)
	b.dec.modal = true
	portrait, compact := b.portrait, b.compact()
	b.dec.modalR = b.modalRect(wantH)
	p := ui.Panel{Rect: b.dec.modalR, Title: "x"}
	c := p.Content()
	pf := b.modalFace()
	// A short landscape screen has the width for the numbers in one row
	// and not the height for two, nor for the chips and buttons at full size.
	rowH := 56.0
	numbersH := 2*64 + 10.0
	switch {
	case compact:
		rowH, numbersH = 48, 48
	case portrait:
		numbersH = 2*56 + 10
	}
	var cells [10]ui.Rect
	numbers := func(top float64, sel func(n int) bool, pick func(n int), enabled func(n int) bool) float64 {
		h := numbersH
		cells = casinoGrid(ui.R(c.X, top, c.W, h))
		for i := 0; i < 10; i++ {
			n := i + 1
			ch := b.sub(fmt.Sprint(n), func() { pick(n) })
			ch.btn.Rect = cells[i]
			ch.btn.TextSize = ui.SizeTitle
			ch.btn.Disabled = !enabled(n)
			if sel(n) {
				ch.btn.Color = ui.ColSelected
			} else {
				ch.btn.Color = color.RGBA{0x2a, 0x2b, 0x30, 0xff}
			}
			b.dec.choices = append(b.dec.choices, ch)
		}
		return top + h + 14
	}
	promptH := func() float64 {
		h := ui.WrappedHeight(b.dec.prompt, pf, c.W)
		b.dec.promptR, b.dec.promptF = ui.R(c.X, c.Y, c.W, h), pf
		return h + 10
	}
	actionRow := func(y float64, chs ...*boardChoice) {
		cols := len(chs)
		if portrait && cols > 1 {
			for i, ch := range chs {
				ch.btn.Rect = ui.R(c.X, y+float64(i)*58, c.W, 50)
				ch.btn.TextSize = ui.SizeBody
			}
		} else {
			rs := ui.R(c.X, y, c.W, rowH).SplitH(cols, 12)
			for i, ch := range chs {
				ch.btn.Rect = rs[i]
				ch.btn.TextSize = ui.SizeBody
			}
		}
		b.dec.choices = append(b.dec.choices, chs...)
	}
	switch kind {
	case life.DSpeculate:
		b.dec.title = "Lucky Day: speculate?"
		b.dec.prompt = fmt.Sprintf("%s, you collected %s. Stake it on two numbers: if either comes up you collect %s. Or keep it.",
			name, ui.Money(ed.LuckyDay), ui.Money(ed.SpeculateWin))
		a, bb := b.specSel[0], b.specSel[1]
		can := cash >= ed.LuckyDay
		y := numbers(c.Y+promptH(), func(n int) bool { return n == a || n == bb }, func(n int) {
			switch {
			case n == b.specSel[0]:
				b.specSel[0], b.specSel[1] = b.specSel[1], 0
			case n == b.specSel[1]:
				b.specSel[1] = 0
			case b.specSel[0] == 0:
				b.specSel[0] = n
			case b.specSel[1] == 0:
				b.specSel[1] = n
			default:
				b.specSel[0], b.specSel[1] = b.specSel[1], n
			}
		}, func(int) bool { return can })
		lo, hi := min(a, bb), max(a, bb)
		label := "Speculate: pick two numbers"
		var spec *boardChoice
		if a > 0 && bb > 0 {
			label = fmt.Sprintf("Speculate on %d and %d", lo, hi)
			spec = b.choice(label, life.ASpeculate, int16(lo*16+hi))
		} else {
			spec = &boardChoice{btn: ui.NewButton(ui.Rect{}, label)}
			spec.btn.Disabled = true
		}
		spec.btn.Color = ui.ColTitleBar
		actionRow(y+8, spec, b.choice("Keep the "+ui.Money(ed.LuckyDay), life.APass, 0))
		b.dec.back = func() bool {
			if b.specSel == [2]int{} {
				return false
			}
			b.specSel = [2]int{}
			return true
		}
	case life.DMarket:
		b.dec.title = "Play the Market"
		b.dec.prompt = fmt.Sprintf("%s, you own stock. Spin the wheel: 1–3 the market falls (pay %s), 4–6 it holds, 7–10 it rises (collect %s).",
			name, ui.Money(ed.MarketDown), ui.Money(ed.MarketUp))
		top := c.Y + promptH()
		h := 2*56 + 10.0
		if compact {
			h = numbersH
		}
		cells = casinoGrid(ui.R(c.X, top, c.W, h))
		b.dec.extra = func(dst *ebiten.Image) {
			for i, r := range cells {
				n := i + 1
				bg, txt := color.RGBA{0xb0, 0x3a, 0x2e, 0xff}, "−"
				switch {
				case n >= 7:
					bg, txt = color.RGBA{0x2e, 0x8a, 0x4a, 0xff}, "+"
				case n >= 4:
					bg, txt = color.RGBA{0x70, 0x70, 0x70, 0xff}, "="
				}
				ui.FillRoundRect(dst, r, 10, bg)
				ui.DrawText(dst, fmt.Sprint(n), ui.Face(ui.SizeTitle, true), r.X+r.W/2, r.Y+r.H/2-6, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
				ui.DrawText(dst, txt, ui.Face(ui.SizeSmall, true), r.X+r.W/2, r.Y+r.H-6, ui.AlignCenter, ui.AlignEnd, ui.ColTextLight)
			}
		}
		play := b.choice("Play the market", life.APlay, 0)
		play.btn.Color = ui.ColTitleBar
		actionRow(top+h+20, play, b.choice("Not now", life.APass, 0))
	}
}

// drawBetsOnCells marks the bets already on the Number Board: a dot in the
// bettor's colour and the stake.
func (b *boardScene) drawBetsOnCells(dst *ebiten.Image, cells [10]ui.Rect) {
	f := ui.Face(12, true)
	count := [11]int{}
	for i := 0; i < b.n; i++ {
		nums, amts := b.g.Bets(i)
		for k := 0; k < 2; k++ {
			if amts[k] <= 0 || nums[k] < 1 || nums[k] > 10 {
				continue
			}
			r := cells[nums[k]-1]
			y := r.Y + 10 + float64(count[nums[k]])*14
			count[nums[k]]++
			ui.FillCircle(dst, r.X+10, y, 5, ui.CarColor(b.seatColour(i)))
			ui.DrawText(dst, fmt.Sprintf("%dk", amts[k]/1000), f, r.X+18, y, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
		}
	}
	if num, holder := b.g.LuckyNumber(); holder >= 0 && num >= 1 && num <= 10 {
		r := cells[num-1]
		ui.DrawText(dst, "★", ui.Face(16, true), r.X+r.W-8, r.Y+6, ui.AlignEnd, ui.AlignStart, ui.CarColor(b.seatColour(holder)))
	}
}

// buildBetBar builds the side-bet bar: "Side bet on Ben's spin?", the ten
// numbers, a stake that steps through the chips, Bet, and No bet (last, so
// it is where Escape and a lapsed moment lead too).
func (b *boardScene) buildBetBar(seat int) {
	ed := b.ed
	nums, amts := b.g.Bets(seat)
	b.dec.prompt = fmt.Sprintf("Side bet on %s's spin? A hit pays %d×; you have %s.",
		b.g.Name(b.g.Active()), ed.BetPayout, ui.Money(b.g.Cash(seat)))
	if amts[0] > 0 {
		b.dec.prompt += fmt.Sprintf(" Placed: %s on %d", ui.Money(amts[0]), nums[0])
		if amts[1] > 0 {
			b.dec.prompt += fmt.Sprintf(", %s on %d", ui.Money(amts[1]), nums[1])
		}
		b.dec.prompt += "."
	}
	first := len(b.dec.choices) // the ten numbers' tiles start here
	for n := 1; n <= 10; n++ {
		ch := b.sub(fmt.Sprint(n), func() { b.selNum = n })
		_, ok := b.m.Find(life.ABet, int16(n))
		ch.btn.Disabled = !ok
		ch.btn.Color = color.RGBA{0x2a, 0x2b, 0x30, 0xff}
		if n == b.selNum {
			ch.btn.Color = ui.ColSelected
		}
		b.dec.choices = append(b.dec.choices, ch)
	}
	// The stakes open on the number picked (any number before one is).
	var stakes []int64
	for _, c := range casinoChips {
		for _, l := range b.m.Legal() {
			if l.Kind == life.ABet && l.Amount == c && (b.selNum == 0 || int(l.Arg) == b.selNum) {
				stakes = append(stakes, c)
				break
			}
		}
	}
	if len(stakes) > 0 && !slices.Contains(stakes, b.dec.stake) {
		b.dec.stake = stakes[0]
	}
	tiles := b.dec.choices[first : first+10]
	bet := &boardChoice{btn: ui.NewButton(ui.Rect{}, "Bet")}
	bet.btn.Color = ui.ColTitleBar
	b.betBarBet(bet, tiles)
	stake := b.sub("Stake "+ui.Money(b.dec.stake), nil)
	stake.btn.Color = color.RGBA{0x2e, 0x8a, 0x4a, 0xff}
	stake.btn.Disabled = len(stakes) < 2
	stake.do = func() {
		i := slices.Index(stakes, b.dec.stake)
		b.dec.stake = stakes[(i+1)%len(stakes)]
		stake.btn.Label = "Stake " + ui.Money(b.dec.stake)
		b.betBarBet(bet, tiles)
	}
	done := "No bet"
	if amts[0] > 0 {
		done = "Done"
	}
	b.dec.choices = append(b.dec.choices, stake, bet, b.choice(done, life.ADone, 0))
	b.layoutBetBar()
	cells := [10]ui.Rect{}
	for i := range cells {
		cells[i] = tiles[i].btn.Rect
	}
	b.dec.extra = func(dst *ebiten.Image) { b.drawBetsOnCells(dst, cells) }
}

// betBarBet makes the Bet button place the stake on the number picked, and
// names them; it is disabled until a number is picked. Each number's tile
// leads to the bet of the stake on it, so the odds advisor shows every
// number's figure at the stake chosen.
func (b *boardScene) betBarBet(bet *boardChoice, tiles []*boardChoice) {
	legal := b.m.Legal()
	for i, ch := range tiles {
		ch.leads, ch.leadsOK = engine.Action{}, false // no figure for a stake the number cannot take
		for _, l := range legal {
			if l.Kind == life.ABet && int(l.Arg) == i+1 && l.Amount == b.dec.stake {
				ch.leads, ch.leadsOK = l, true
			}
		}
	}
	bet.act, bet.ok = engine.Action{}, false
	bet.btn.Label = "Bet"
	if b.selNum > 0 {
		bet.btn.Label = fmt.Sprintf("Bet %s on %d", ui.Money(b.dec.stake), b.selNum)
		for _, l := range legal {
			if l.Kind == life.ABet && int(l.Arg) == b.selNum && l.Amount == b.dec.stake {
				bet.act, bet.ok = l, true
			}
		}
	}
	bet.btn.Disabled = !bet.ok
}

// layoutBetBar places the side-bet bar at the foot of the board (of the
// screen in portrait): the time bar, the prompt, then the numbers and the
// three actions in as few rows as the width allows, every control at least
// a fingertip tall and its neighbours a fingertip apart. A board too narrow
// for the ten numbers in a row lends the bar the screen's width.
func (b *boardScene) layoutBetBar() {
	const gap, bh = 5.0, 48.0
	left, width, bottom := b.vp.X+16, b.vp.W-32, b.vp.Y+b.vp.H-16
	if b.portrait {
		left, width, bottom = 8, b.w-16, b.h-8
	}
	numRow := func(inner float64) float64 { return (inner - 9*gap) / 10 }
	if !b.portrait && numRow(width-24) < ui.MinHit {
		left, width, bottom = 8, b.w-16, b.h-8
	}
	if b.compact() {
		bottom = b.vp.Y + b.vp.H - 8 // a low screen keeps what it can of the board
	}
	inner := width - 24
	pf := b.modalFace()
	promptH := ui.WrappedHeight(b.dec.prompt, pf, inner)
	bf := ui.Face(ui.SizeBody, true)
	acts := b.dec.choices[10:]
	aw := make([]float64, len(acts))
	actsW := float64(len(acts)-1) * gap
	for i, longest := range []string{"Stake $20,000", "Bet $20,000 on 10", acts[2].btn.Label} {
		w, _ := ui.Measure(longest, bf)
		aw[i] = w + 28
		actsW += aw[i]
	}
	// One row for all; or one for the numbers and one for the actions; or
	// the numbers in two rows of five, then the actions.
	oneRow := (inner-actsW-10*gap)/10 >= ui.MinHit
	numRows, cols, nw := 1, 10, min(60, (inner-actsW-10*gap)/10)
	switch {
	case oneRow:
	case numRow(inner) >= ui.MinHit:
		nw = min(64, numRow(inner))
	default:
		numRows, cols, nw = 2, 5, min(72, (inner-4*gap)/5)
	}
	rows := numRows
	if !oneRow {
		rows++
	}
	// With the odds advisor on, each row keeps a badge's room under it,
	// so no badge covers the row below or hangs past the bar's foot.
	under := 0.0
	if b.advising {
		under = table.BadgeGap
	}
	rowGap, foot := gap+under, max(10, under+4)
	top := b.barTop()
	hgt := top + promptH + 8 + float64(rows)*(bh+rowGap) - rowGap + foot
	b.decR = ui.R(left, bottom-hgt, width, hgt)
	b.dec.promptR, b.dec.promptF = ui.R(left+12, b.decR.Y+top, inner, promptH), pf
	y0 := b.decR.Y + top + promptH + 8
	for i := 0; i < 10; i++ {
		c := b.dec.choices[i]
		c.btn.Rect = ui.R(left+12+float64(i%cols)*(nw+gap), y0+float64(i/cols)*(bh+rowGap), nw, bh)
		c.btn.TextSize = ui.SizeBody
	}
	// The actions: after the numbers on their row, or on a row of their
	// own at the right, shrunk to share the width if they must.
	x, y := left+12+float64(cols)*(nw+gap)+gap, y0
	if !oneRow {
		x, y = left+12+max(0, inner-actsW), y0+float64(numRows)*(bh+rowGap)
	}
	scale := min(1, (left+12+inner-x-float64(len(acts)-1)*gap)/(actsW-float64(len(acts)-1)*gap))
	for i, c := range acts {
		c.btn.Rect = ui.R(x, y, aw[i]*scale, bh)
		c.btn.TextSize = ui.SizeBody
		x += aw[i]*scale + gap
	}
}
