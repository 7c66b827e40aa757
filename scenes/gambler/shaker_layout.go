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
	shakerH      = 3.3 // with rows of spaces a unit tall
	cellW        = 0.96
	handleGap    = 0.12 // between the upper row and the handle
	handleH      = 1.0
	rowCGap      = 0.18 // between the handle and the lower row
	maxRowH      = 1.6  // how tall the rows of spaces may grow on a tall screen
	dieSize      = 0.62
	cupX         = 7.3 // the cup's base, centred
	lotteryCols  = 7   // tickets per row at the Lottery
	lotteryWidth = 6.5 // clear of the cup
)

// slotX is the centre of the handle's place i (0..5), in units.
func slotX(i int) float64 { return 1.0 + float64(i) }

// spaceAt is where betting space b lies, in units: its centre, and
// whether it is in the lower row.
func spaceAt(b int) (cx float64, lower bool) {
	switch {
	case b < gambler.BetSplit12:
		return slotX(b), false
	case b <= gambler.BetSplit23:
		return 1.5 + float64(b-gambler.BetSplit12), true // between places 1–2, 2–3
	case b == gambler.BetStraight:
		return 3.5, true
	case b <= gambler.BetSplit56:
		return 4.5 + float64(b-gambler.BetSplit45), true // between places 4–5, 5–6
	}
	return 0.5, true // Pairs
}

// shakerLayout is the shaker laid out in a rectangle of the screen.
type shakerLayout struct {
	area   ui.Rect // the drawing, scaled to fit and centred
	unit   float64
	cup    bool
	rowH   float64 // the rows of spaces' height, in units
	h      float64 // the whole height, in units
	spaces [gambler.NBets]ui.Rect
	handle ui.Rect
	slots  [6]ui.Rect
}

// layShaker lays the shaker out in r, with the cup's column or without.
// Where r is tall for its width the rows of spaces grow taller (up to
// maxRowH), room for each space's chance to pay.
func layShaker(r ui.Rect, cup bool) shakerLayout {
	w := shakerBareW
	if cup {
		w = shakerW
	}
	u := min(r.W/w, r.H/shakerH)
	l := shakerLayout{unit: u, cup: cup, rowH: 1}
	if u > 0 {
		l.rowH = max(1, min(maxRowH, (r.H/u-(shakerH-2))/2*0.999)) // within r despite rounding
	}
	l.h = shakerH - 2 + 2*l.rowH
	l.area = ui.R(r.X+(r.W-w*u)/2, r.Y+(r.H-l.h*u)/2, w*u, l.h*u)
	at := func(x, y, w, h float64) ui.Rect { return ui.R(l.area.X+x*u, l.area.Y+y*u, w*u, h*u) }
	for b := range gambler.NBets {
		cx, lower := spaceAt(b)
		top := 0.0
		if lower {
			top = l.rowC()
		}
		l.spaces[b] = at(cx-cellW/2, top, cellW, l.rowH)
	}
	l.handle = at(0.42, l.handleY(), 6.16, handleH)
	for i := range l.slots {
		l.slots[i] = at(slotX(i)-0.4, l.handleY()+0.1, 0.8, 0.8)
	}
	return l
}

// handleY is the handle's top, in units.
func (l shakerLayout) handleY() float64 { return l.rowH + handleGap }

// rowC is the lower row's top, in units.
func (l shakerLayout) rowC() float64 { return l.handleY() + handleH + rowCGap }

// diceOptions are the shaker's throw: the six dice shaken in the cup and
// poured into the handle's places, position 1 first.
func (l shakerLayout) diceOptions(seed uint64) anim.DiceOptions {
	slots := make([]anim.Point, 6)
	for i := range slots {
		slots[i] = anim.Point{X: slotX(i), Y: l.handleY() + handleH/2}
	}
	return anim.DiceOptions{Seed: seed, W: shakerW, H: l.h, Size: dieSize, Slots: slots,
		Cup: true, CupAt: anim.Point{X: cupX, Y: l.handleY() + handleH}}
}

// diceRect is where the dice's table is drawn: the whole shaker with its
// cup (the throw's unit is the layout's).
func (l shakerLayout) diceRect() ui.Rect {
	return ui.R(l.area.X, l.area.Y, shakerW*l.unit, l.h*l.unit)
}

// tickets lays out n Lottery tickets in the rows above and under the
// handle, as wide as the two rows can hold them (seven to a row for all
// fourteen).
func (l shakerLayout) tickets(n int) []ui.Rect {
	out := make([]ui.Rect, n)
	u := l.unit
	cols := max(4, min(lotteryCols, (n+1)/2))
	w := lotteryWidth / float64(cols)
	for i := range out {
		row, col := i/cols, i%cols
		top := 0.0
		if row > 0 {
			top = l.rowC()
		}
		out[i] = ui.R(l.area.X+(0.05+float64(col)*w+0.04)*u, l.area.Y+top*u, (w-0.08)*u, l.rowH*u)
	}
	return out
}
