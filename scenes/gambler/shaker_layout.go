package gambler

import (
	"wheeloffate/engine/gambler"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
)

// The Dice Shaker's layout, in units of one betting space: the six High
// Number spaces in a row over the handle's six places, the handle, and
// under it the Splits, each between the two places it covers, with the
// Straight in the middle and Pairs at the left end. The shaker itself (the
// cup the dice are shaken in) stands at the right of the handle.
const (
	shakerW      = 8.0 // with the cup's column
	shakerBareW  = 7.0 // the spaces and the handle only
	shakerH      = 3.3
	cellW        = 0.96
	handleY      = 1.12 // the handle's top
	handleH      = 1.0
	rowCY        = 2.3 // the lower row's top
	dieSize      = 0.62
	cupX         = 7.3 // the cup's base, centred
	lotteryCols  = 7   // tickets per row at the Lottery
	lotteryWidth = 6.5 // clear of the cup
)

// slotX is the centre of the handle's place i (0..5), in units.
func slotX(i int) float64 { return 1.0 + float64(i) }

// spaceAt is where betting space b lies, in units: its centre and row
// top.
func spaceAt(b int) (cx, top float64) {
	switch {
	case b < gambler.BetSplit12:
		return slotX(b), 0
	case b <= gambler.BetSplit23:
		return 1.5 + float64(b-gambler.BetSplit12), rowCY // between places 1–2, 2–3
	case b == gambler.BetStraight:
		return 3.5, rowCY
	case b <= gambler.BetSplit56:
		return 4.5 + float64(b-gambler.BetSplit45), rowCY // between places 4–5, 5–6
	}
	return 0.5, rowCY // Pairs
}

// shakerLayout is the shaker laid out in a rectangle of the screen.
type shakerLayout struct {
	area   ui.Rect // the drawing, scaled to fit and centred
	unit   float64
	cup    bool
	spaces [gambler.NBets]ui.Rect
	handle ui.Rect
	slots  [6]ui.Rect
}

// layShaker lays the shaker out in r, with the cup's column or without.
func layShaker(r ui.Rect, cup bool) shakerLayout {
	w := shakerBareW
	if cup {
		w = shakerW
	}
	u := min(r.W/w, r.H/shakerH)
	l := shakerLayout{unit: u, cup: cup}
	l.area = ui.R(r.X+(r.W-w*u)/2, r.Y+(r.H-shakerH*u)/2, w*u, shakerH*u)
	at := func(x, y, w, h float64) ui.Rect { return ui.R(l.area.X+x*u, l.area.Y+y*u, w*u, h*u) }
	for b := range gambler.NBets {
		cx, top := spaceAt(b)
		l.spaces[b] = at(cx-cellW/2, top, cellW, 1)
	}
	l.handle = at(0.42, handleY, 6.16, handleH)
	for i := range l.slots {
		l.slots[i] = at(slotX(i)-0.4, handleY+0.1, 0.8, 0.8)
	}
	return l
}

// diceOptions are the shaker's throw: the six dice shaken in the cup and
// poured into the handle's places, position 1 first.
func (l shakerLayout) diceOptions(seed uint64) anim.DiceOptions {
	slots := make([]anim.Point, 6)
	for i := range slots {
		slots[i] = anim.Point{X: slotX(i), Y: handleY + handleH/2}
	}
	return anim.DiceOptions{Seed: seed, W: shakerW, H: shakerH, Size: dieSize, Slots: slots,
		Cup: true, CupAt: anim.Point{X: cupX, Y: handleY + handleH}}
}

// diceRect is where the dice's table is drawn: the whole shaker with its
// cup (the throw's unit is the layout's).
func (l shakerLayout) diceRect() ui.Rect {
	return ui.R(l.area.X, l.area.Y, shakerW*l.unit, shakerH*l.unit)
}

// tickets lays out n Lottery tickets in the rows above and under the
// handle, seven to a row.
func (l shakerLayout) tickets(n int) []ui.Rect {
	out := make([]ui.Rect, n)
	u := l.unit
	w := lotteryWidth / lotteryCols
	for i := range out {
		row, col := i/lotteryCols, i%lotteryCols
		top := 0.0
		if row > 0 {
			top = rowCY
		}
		out[i] = ui.R(l.area.X+(0.05+float64(col)*w+0.04)*u, l.area.Y+top*u, (w-0.08)*u, u)
	}
	return out
}
