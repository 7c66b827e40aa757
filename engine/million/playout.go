package million

import "wheeloffate/engine"

// PlayoutAction implements engine.Playouter: the cheap play a searching
// player looks ahead with. It builds half the time it can (a game without
// houses runs to the turn cap), buys what it lands on, never deals (a deal
// built at random is added to and taken from for ever), bids in an auction
// up to somewhere between half and the whole of the deed's price (a look-ahead
// in which nobody ever bid would value leaving a property to the auction as
// leaving it unowned), and raises cash by the first sale or mortgage listed.
func (g *Game) PlayoutAction(d engine.Decision, legal []engine.Action, r *engine.RNG) engine.Action {
	find := func(kind uint8) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	prefer := func(kinds ...uint8) engine.Action {
		for _, k := range kinds {
			if a, ok := find(k); ok {
				return a
			}
		}
		return legal[0]
	}
	switch d.Kind {
	case DTurn, DBetween:
		if a, ok := find(ABuild); ok && r.Intn(2) == 0 {
			return a
		}
		return prefer(ARoll, ANo)
	case DBuy:
		return prefer(ABuy, ANo)
	case DBid:
		return g.playoutBid(int(d.Seat), legal, r)
	case DRent:
		return prefer(ANo)
	case DUpgrade:
		return prefer(AUpgrade)
	case DRaise:
		return prefer(ASell, AMortgage, AUseCard, AGiveUp)
	case DOffer:
		return prefer(ACancel)
	case DAnswer:
		return prefer(ARefuse)
	}
	return legal[0]
}

// playoutBid raises by the largest step that keeps the bid under a limit
// drawn between half the price and the price, with $100k kept in hand; else
// it passes.
func (g *Game) playoutBid(seat int, legal []engine.Action, r *engine.RNG) engine.Action {
	price := Props[g.auc.Prop].Price
	limit := min(price/2+int64(r.Intn(int(price/2/BidMin)+1))*BidMin, g.led.Cash[seat]-100_000)
	var best engine.Action
	for _, a := range legal {
		if a.Kind == ABid && g.auc.High+a.Amount <= limit && a.Amount > best.Amount {
			best = a
		}
	}
	if best.Kind != 0 {
		return best
	}
	for _, a := range legal {
		if a.Kind == ANo {
			return a
		}
	}
	return legal[0]
}
