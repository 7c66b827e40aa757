package gambler

import "wheeloffate/engine"

// Sensible is the computer player that plays for the win: its marker goes
// on the free betting space worth the most (its exact chance times its
// prize), it buys Lottery tickets (each worth $20.90 at a Lottery for its
// $10) while it has cash to spare and no IOU, it repays an IOU as soon as
// it can keep a little cash after (a holder cannot win, and a holder who
// cannot pay is out), and after doubles it weighs $500 on one chance in six
// against what a Sweepstakes gives it more than the others. Borrowing it
// leaves to the rules: a payment it cannot make takes the IOU for it, and
// taking one sooner only costs interest. It reads only its seat's View.
type Sensible struct{}

// NewSensible returns a sensible player (it needs no chance of its own).
func NewSensible(uint64) *Sensible { return &Sensible{} }

// Reserve is the cash the sensible player keeps for the fees a turn may
// bring (a Sweepstakes, a race, a pay-in space) before it spends on a
// ticket or repays an IOU.
const Reserve = 60

// BetValue is betting space b's average prize: its chance times its prize.
func BetValue(b int) float64 { return float64(BetOdds[b]) * float64(Prize(b)) / 46656 }

// BestFree is the free betting space worth the most, -1 for none.
func (v *View) BestFree() int {
	best := -1
	for b := 0; b < NBets; b++ {
		if v.Free(b) && (best < 0 || BetValue(b) > BetValue(best)) {
			best = b
		}
	}
	return best
}

// Choose implements engine.Player.
func (ai *Sensible) Choose(ev engine.View, legal []engine.Action) engine.Action {
	v, ok := ev.(*View)
	if !ok {
		return legal[0]
	}
	find := func(kind uint8, arg int16) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind && (arg < 0 || a.Arg == arg) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	s := v.Seat
	cash := v.Cash[s]
	if a, ok := find(ARepay, -1); ok && cash-IOUAmount-IOUInterest >= Reserve {
		return a
	}
	switch v.Decision.Kind {
	case DRoll:
		if a, ok := find(ATicket, -1); ok && !v.Players[s].IOU && cash-TicketPrice >= Reserve {
			return a
		}
		if a, ok := find(ARoll, -1); ok {
			return a
		}
	case DDoubles:
		if a, ok := find(ASweep, -1); ok && sweepEdge(v) > DoublesPrize/6.0 {
			return a
		}
		if a, ok := find(AAgain, -1); ok {
			return a
		}
	case DMarker:
		if a, ok := find(APlace, int16(v.BestFree())); ok {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind != ATake && a.Kind != ARepay {
			return a
		}
	}
	return legal[0]
}

// sweepEdge is what a Sweepstakes called now gives the caller more than the
// average other seat: the caller takes the best space, the others the next
// best in turn (the entries cancel out).
func sweepEdge(v *View) float64 {
	var taken [NBets]bool
	next := func() float64 {
		best := -1
		for b := 0; b < NBets; b++ {
			if !taken[b] && (best < 0 || BetValue(b) > BetValue(best)) {
				best = b
			}
		}
		taken[best] = true
		return BetValue(best)
	}
	mine := next()
	others, n := 0.0, 0
	for i := 0; i < v.Seats; i++ {
		if i != v.Seat && !v.Players[i].Out {
			others += next()
			n++
		}
	}
	if n == 0 {
		return mine
	}
	return mine - others/float64(n)
}
