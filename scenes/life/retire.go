package life

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/life"
	"wheeloffate/game/ui"
)

// The retire decision (Day of Reckoning / Retire): go on to Millionaire
// Acres with your count, or stake all your cash on one number to become a
// Millionaire Tycoon (or go to the Poor Farm), with this player's figures
// beside each choice and the other players' counts below.

func (b *boardScene) buildRetire(seat int) {
	name := b.g.Name(seat)
	cash := b.g.Cash(seat)
	b.dec.modal = true
	wantH := 600.0
	if b.portrait {
		wantH = b.h - 16
	}
	if b.compact() {
		wantH = b.h
	}
	b.dec.modalR = b.modalRect(wantH)
	bd := b.ed.Board()
	b.dec.title = bd.Spaces[bd.Reckon].Label
	b.dec.title = strings.ToUpper(b.dec.title[:1]) + strings.ToLower(b.dec.title[1:])
	b.dec.prompt = name + ", the time has come: retire to Millionaire Acres, or bet everything to become a Millionaire Tycoon?"
	panel := ui.Panel{Rect: b.dec.modalR, Title: "x"}
	c := panel.Content()
	pf := b.modalFace()
	promptH := ui.WrappedHeight(b.dec.prompt, pf, c.W)
	b.dec.promptR, b.dec.promptF = ui.R(c.X, c.Y, c.W, promptH), pf
	top := c.Y + promptH + 10

	// Others' counts, at the bottom.
	var others []string
	for i := 0; i < b.n; i++ {
		if i == seat {
			continue
		}
		o := b.g.Player(i)
		where := ""
		switch o.Where {
		case life.InAcres:
			where = " (Acres)"
		case life.AtPoorFarm:
			where = " (Poor Farm)"
		}
		others = append(others, fmt.Sprintf("%s %s%s", b.g.Name(i), ui.Money(b.g.Count(i)), where))
	}
	othersTxt := "Others' counts now: " + strings.Join(others, " · ")
	sf := ui.Face(ui.SizeSmall, false)
	othersH := ui.WrappedHeight(othersTxt, sf, c.W) + 6
	bottom := c.Y + c.H - othersH
	if b.compact() {
		b.layoutRetireCompact(seat, c, top, othersTxt)
		return
	}

	var acresR, tyR ui.Rect
	if b.portrait {
		h := (bottom - top - 10)
		acresR = ui.R(c.X, top, c.W, h*0.40)
		tyR = ui.R(c.X, acresR.Y+acresR.H+10, c.W, h*0.60)
	} else {
		cols := ui.R(c.X, top, c.W, bottom-top-8).SplitH(2, 14)
		acresR, tyR = cols[0], cols[1]
	}

	acresLines := retireAcresLines(b.g, seat)
	tyLines := []string{
		"Stake all your cash (" + ui.Money(cash) + ") on one number.",
		"Hit it: you win the game at once. Miss: you lose it all and go to the Poor Farm.",
	}

	// The Tycoon's number cells go under its text: as the card draws it,
	// a title, then the first line bold.
	btnH := 54.0
	tyTextH := 42.0 + 6
	for k, l := range tyLines {
		tyTextH += ui.WrappedHeight(l, ui.Face(ui.SizeSmall+1, k == 0), tyR.W-24)
	}
	stakeR := ui.R(tyR.X+12, tyR.Y+tyR.H-btnH-12, tyR.W-24, btnH)
	gridTop := tyR.Y + tyTextH + 4
	b.retireChoices(seat, ui.R(acresR.X+12, acresR.Y+acresR.H-btnH-12, acresR.W-24, btnH),
		casinoGrid(ui.R(tyR.X+12, gridTop, tyR.W-24, stakeR.Y-gridTop-10)), stakeR)

	b.dec.extra = func(dst *ebiten.Image) {
		card := func(r ui.Rect, title string, bg color.RGBA, lines []string, size float64) {
			ui.FillRoundRect(dst, r, 12, bg)
			ui.StrokeRoundRect(dst, r, 12, 2, ui.ColPanelEdge)
			ui.DrawText(dst, title, ui.Face(ui.SizeButton, true), r.X+12, r.Y+10, ui.AlignStart, ui.AlignStart, ui.ColText)
			y := r.Y + 42
			f := ui.Face(size, false)
			for k, l := range lines {
				ff := f
				if k == 0 {
					ff = ui.Face(size, true)
				}
				y += ui.DrawWrapped(dst, l, ff, r.X+12, y, r.W-24, ui.AlignStart, ui.ColText)
			}
		}
		card(acresR, "Millionaire Acres", color.RGBA{0xe4, 0xf4, 0xe4, 0xff}, acresLines, ui.SizeSmall+1)
		card(tyR, "Millionaire Tycoon", color.RGBA{0xfa, 0xe6, 0xd0, 0xff}, tyLines, ui.SizeSmall+1)
		h := ui.DrawWrapped(dst, othersTxt, sf, c.X, bottom+2, c.W, ui.AlignStart, ui.ColTextMuted)
		ui.KeepClear(ui.R(c.X, bottom+2, c.W, h)) // the advisor's badges and a toast go elsewhere
	}
}

// retireChoices adds the retire decision's buttons: Millionaire Acres at
// acresR, the Tycoon's ten numbers at cells and its stake at stakeR.
func (b *boardScene) retireChoices(seat int, acresR ui.Rect, cells [10]ui.Rect, stakeR ui.Rect) {
	acres := b.choice("Retire to Millionaire Acres", life.AAcres, 0)
	acres.btn.Color = ui.ColToggleOn
	acres.btn.TextSize = ui.SizeBody
	acres.btn.Rect = acresR
	b.dec.choices = append(b.dec.choices, acres)
	for i := 0; i < 10; i++ {
		n := i + 1
		ch := b.sub(fmt.Sprint(n), func() { b.selNum = n })
		ch.btn.Rect = cells[i]
		ch.btn.TextSize = ui.SizeButton
		ch.btn.Color = color.RGBA{0x2a, 0x2b, 0x30, 0xff}
		if n == b.selNum {
			ch.btn.Color = ui.ColSelected
		}
		a, ok := b.m.Find(life.ATycoon, int16(n))
		ch.btn.Disabled = !ok
		ch.leads, ch.leadsOK = a, ok // the advisor's figure for staking on n
		b.dec.choices = append(b.dec.choices, ch)
	}
	var stake *boardChoice
	if b.selNum > 0 {
		stake = b.choice(fmt.Sprintf("Stake %s on %d", ui.Money(b.g.Cash(seat)), b.selNum), life.ATycoon, int16(b.selNum))
	} else {
		stake = &boardChoice{btn: ui.NewButton(ui.Rect{}, "Pick a number to stake on")}
		stake.btn.Disabled = true
	}
	stake.btn.Color = ui.ColTitleBar
	stake.btn.TextSize = ui.SizeBody
	stake.btn.Rect = stakeR
	b.dec.choices = append(b.dec.choices, stake)
	b.dec.back = func() bool {
		if b.selNum == 0 {
			return false
		}
		b.selNum = 0
		return true
	}
}

// retireAcresLines are the Millionaire Acres card's lines for seat: its
// count and what makes it up, and the first arrival's bonus as it stands
// now. The engine says whether the bonus is taken, so the card never offers
// it to a player who can no longer win it.
func retireAcresLines(g *life.Game, seat int) []string {
	ed := g.Edition()
	p := g.Player(seat)
	lines := []string{
		"Your count: " + ui.Money(g.Count(seat)),
		fmt.Sprintf("Cash %s", ui.Money(g.Cash(seat))),
	}
	var extras []string
	if p.Stock {
		extras = append(extras, "stock "+ui.Money(ed.StockValue))
	}
	if p.Life {
		extras = append(extras, "life insurance "+ui.Money(ed.LifeValue))
	}
	if len(extras) > 0 {
		lines[1] += " + " + strings.Join(extras, " + ")
	}
	if p.Debt > 0 {
		lines = append(lines, "Debt "+ui.Money(p.Debt))
	}
	if kids := p.Children(); kids > 0 {
		lines = append(lines, fmt.Sprintf("Children bonus paid: %d × %s", kids, ui.Money(ed.ChildBonus)))
	}
	if g.AcresBonusTaken() {
		lines = append(lines, "The first arrival's bonus is taken")
	} else {
		lines = append(lines, "Nobody there yet: the first gets "+ui.Money(ed.AcresBonus))
	}
	return lines
}

// layoutRetireCompact lays the retire decision out for a short landscape
// screen, where the two cards do not fit: each choice's figures as one
// wrapped paragraph (side by side when the panel is wide), the Tycoon's
// numbers in one row, and the two choices' buttons together at the bottom,
// over the others' counts. The paragraphs step down a size until it all
// fits.
func (b *boardScene) layoutRetireCompact(seat int, c ui.Rect, top float64, othersTxt string) {
	cash := b.g.Cash(seat)
	acresTxt := "Millionaire Acres: " + strings.Join(retireAcresLines(b.g, seat), "; ") + "."
	tyTxt := "Millionaire Tycoon: stake all your cash (" + ui.Money(cash) + ") on one number. Hit it: you win the game at once. Miss: you lose it all and go to the Poor Farm."
	const btnH, gap = 48.0, 8.0
	twoCols := c.W >= 600
	colW := c.W
	if twoCols {
		colW = (c.W - 14) / 2
	}
	var f *ui.TextFace
	var acresH, tyH, othersH float64
	for size := float64(ui.SizeSmall); ; size-- {
		f = ui.Face(size, false)
		acresH, tyH = ui.WrappedHeight(acresTxt, f, colW), ui.WrappedHeight(tyTxt, f, colW)
		othersH = ui.WrappedHeight(othersTxt, f, c.W)
		textH := acresH + 6 + tyH
		if twoCols {
			textH = max(acresH, tyH)
		}
		if top+textH+gap+btnH+gap+btnH+6+othersH <= c.Y+c.H || size <= 12 {
			break
		}
	}
	acresR := ui.R(c.X, top, colW, acresH)
	tyR := ui.R(c.X, top+acresH+6, colW, tyH)
	if twoCols {
		tyR = ui.R(c.X+colW+14, top, colW, tyH)
	}
	gridY := max(acresR.Y+acresR.H, tyR.Y+tyR.H) + gap
	btnY := c.Y + c.H - othersH - 6 - btnH
	cells := casinoGrid(ui.R(c.X, gridY, c.W, btnH))
	row := ui.R(c.X, btnY, c.W, btnH).SplitH(2, 12)
	b.retireChoices(seat, row[0], cells, row[1])
	b.dec.extra = func(dst *ebiten.Image) {
		ui.DrawWrapped(dst, acresTxt, f, acresR.X, acresR.Y, acresR.W, ui.AlignStart, ui.ColText)
		ui.DrawWrapped(dst, tyTxt, f, tyR.X, tyR.Y, tyR.W, ui.AlignStart, ui.ColText)
		h := ui.DrawWrapped(dst, othersTxt, f, c.X, btnY+btnH+6, c.W, ui.AlignStart, ui.ColTextMuted)
		ui.KeepClear(ui.R(c.X, btnY+btnH+6, c.W, h))
	}
}
