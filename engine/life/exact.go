package life

import (
	"fmt"

	"wheeloffate/engine"
)

// WheelSize is how many numbers the Wheel of Fate has, each as likely as
// the others: every spin is one of 1..WheelSize.
const WheelSize = 10

// Exact implements engine.Exacter: the exact odds of the four choices that
// stake money on the Wheel of Fate, counted over its ten numbers.
//
//   - a side bet on a number: it comes up 1 time in 10 and pays BetPayout
//     times the stake (the stake goes to the Bank either way);
//   - speculating the Lucky Day money on two numbers: 2 in 10 for
//     SpeculateWin, the LuckyDay stake lost;
//   - playing the market: 7 to 10 (4 in 10) collect MarketUp, 1 to 3 (3 in
//     10) pay MarketDown, nothing staked up front;
//   - the Tycoon bet: 1 in 10 wins the game, else the cash on the board is
//     lost (and the seat goes to the Poor Farm).
//
// Expect counts the stake's own money only: a spin may also cost a Lucky
// Number fee, as every spin does, which is not the stake's. The figures
// read only the pending decision, the action and the seat's cash, all on
// the table.
func (g *Game) Exact(seat int, a engine.Action) (engine.Chance, bool) {
	if g.over || int(g.dec.Seat) != seat || int(a.Seat) != seat || !g.isLegal(a) {
		return engine.Chance{}, false
	}
	const n = WheelSize
	ed := g.ed
	switch {
	case g.dec.Kind == DBet && a.Kind == ABet:
		return engine.Chance{
			Pays:   1.0 / n,
			Expect: float64(a.Amount*ed.BetPayout-n*a.Amount) / n,
			What:   fmt.Sprintf("a %d comes up", a.Arg),
		}, true
	case g.dec.Kind == DSpeculate && a.Kind == ASpeculate:
		return engine.Chance{
			Pays:   2.0 / n,
			Expect: float64(2*ed.SpeculateWin-n*ed.LuckyDay) / n,
			What:   fmt.Sprintf("a %d or %d comes up", a.Arg>>4, a.Arg&15),
		}, true
	case g.dec.Kind == DMarket && a.Kind == APlay:
		return engine.Chance{
			Pays:   float64(marketUp) / n,
			Expect: float64(marketUp*ed.MarketUp-marketDown*ed.MarketDown) / n,
			What:   fmt.Sprintf("the market goes up (%d to %d)", marketFirstUp, n),
		}, true
	case g.dec.Kind == DReckon && a.Kind == ATycoon:
		return engine.Chance{
			Pays:     1.0 / n,
			Expect:   float64(-g.led.Cash[seat]*(n-1)) / n,
			WinsGame: true,
			What:     fmt.Sprintf("a %d comes up: Tycoon", a.Arg),
		}, true
	}
	return engine.Chance{}, false
}

// The market's spin (spin, SMarket): 1..marketLastDown pay, then nothing
// up to marketFirstUp-1, then marketFirstUp..10 collect.
const (
	marketLastDown = 3
	marketFirstUp  = 7
	marketDown     = marketLastDown
	marketUp       = WheelSize - marketFirstUp + 1
)
