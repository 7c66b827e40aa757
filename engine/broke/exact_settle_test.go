package broke_test

import (
	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/engine/enginetest"
)

// brokeSettle plays a copy of the game on from a stake on an area's device
// through the engine's own Apply (the other seats pass on side bets) until
// the device has run, and counts the seat's money that moved for the
// stake's reason: the slot's pull and payout, the Stock Market's
// settling, the race's stake and payout, the roulette's payout less the
// stake taken before the pick, the dice's payment or prize. A copy in
// which someone could not pay the market or the dice (the game ends at
// once) is left out.
func brokeSettle(g engine.Game, seat int, a engine.Action) (enginetest.Outcome, bool) {
	var o enginetest.Outcome
	var reasons []int16
	device := uint16(0)
	market := false
	switch a.Kind {
	case broke.AVisit:
		reasons, device = []int16{broke.RSlot, broke.RMarket}, broke.EvSlot
	case broke.ABet:
		reasons, device = []int16{broke.RBet, broke.RRace}, broke.EvRace
	case broke.APick:
		reasons, device = []int16{broke.RRoulette}, broke.EvRoulette
		o.Money = -broke.RouletteStake
	case broke.AThrow:
		reasons, device = []int16{broke.RDice}, broke.EvDice
	default:
		return o, false
	}
	next := a
	for steps := 0; steps < 16; steps++ {
		ev, err := g.Apply(next)
		if err != nil {
			return o, false
		}
		done := false
		for _, e := range ev {
			if e.Kind == broke.EvTransfer && (int(e.Seat) == seat || int(e.Other) == seat) && hasReason(reasons, e.Arg) {
				if int(e.Other) == seat {
					o.Money += float64(e.Amount)
				} else {
					o.Money -= float64(e.Amount)
				}
			}
			switch {
			case e.Kind == broke.EvMarket && a.Kind == broke.AVisit:
				done, market = true, true
			case e.Kind != device:
			case a.Kind == broke.AVisit:
				o.Paid, done = e.Amount > 0, true
			case a.Kind == broke.ABet:
				o.Paid, done = e.Arg == a.Arg, true
			case a.Kind == broke.APick:
				o.Paid, done = e.Arg2 == a.Arg, true
			case a.Kind == broke.AThrow:
				o.Paid, done = e.Arg > 0, true
			}
		}
		if done {
			if g.Over() && (market || a.Kind == broke.AThrow) {
				return o, false
			}
			if market {
				o.Paid = o.Money > 0
			}
			return o, true
		}
		d := g.Pending(nil)
		if len(d) == 0 || d[0].Kind != broke.DSideBet {
			return o, false
		}
		next = engine.Action{Seat: d[0].Seat, Kind: broke.APass}
	}
	return o, false
}

func hasReason(rs []int16, r int16) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}
