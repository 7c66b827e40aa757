package million

import "wheeloffate/engine"

// Legal implements engine.Game.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || g.dec.Kind == DNone || int(g.dec.Seat) != seat {
		return buf
	}
	s := int8(seat)
	act := func(kind uint8, arg int16, amt int64) {
		buf = append(buf, engine.Action{Seat: s, Kind: kind, Arg: arg, Amount: amt})
	}
	cash := g.led.Cash[seat]
	p := &g.pl[seat]
	switch g.dec.Kind {
	case DTurn:
		act(ARoll, 0, 0)
		if p.Jail >= 0 {
			if cash >= JailFee {
				act(APayJail, 0, 0)
			}
			buf = g.cardActions(seat, buf, func(k CardKind) bool { return k == KeepJail })
		}
		buf = g.sideActions(seat, buf)
	case DBetween:
		act(ANo, 0, 0)
		buf = g.sideActions(seat, buf)
	case DUpgrade:
		act(AUpgrade, 0, 0)
		act(ANo, 0, 0)
	case DBuy:
		if cash >= Props[PropAt(int(p.Pos))].Price {
			act(ABuy, 0, 0)
		}
		act(ANo, 0, 0)
		buf = g.dealActions(seat, buf) // raise the price by a deal, say
	case DBid:
		for _, st := range BidSteps {
			if g.auc.High+st <= cash {
				act(ABid, 0, st)
			}
		}
		act(ANo, 0, 0)
	case DRent:
		act(ANo, 0, 0)
		buf = g.cardActions(seat, buf, func(k CardKind) bool { return k == KeepNoRent })
	case DRaise:
		n := len(buf)
		buf = g.raiseActions(seat, buf)
		if len(buf) == n {
			break // cannot happen: a seat with nothing to raise is out
		}
		steps := false
		for _, a := range buf[n:] {
			steps = steps || a.Kind != ADeal
		}
		if !steps {
			act(AGiveUp, 0, 0)
		}
	case DOffer:
		buf = g.offerActions(seat, buf)
	case DAnswer:
		act(AAccept, 0, 0)
		for r := int16(0); r < nRefusals; r++ {
			act(ARefuse, r, 0)
		}
		if g.deal.Round < MaxRounds {
			act(ACounter, 0, 0)
		}
	}
	return buf
}

// cardActions offers the seat's kept cards of the kinds ok accepts, by slot.
func (g *Game) cardActions(s int, buf []engine.Action, ok func(CardKind) bool) []engine.Action {
	k := int16(0)
	g.held[s].Each(func(c uint8) {
		if ok(Fortune[c].Kind) {
			buf = append(buf, engine.Action{Seat: int8(s), Kind: AUseCard, Arg: k})
		}
		k++
	})
	return buf
}

// sideActions are what a seat may do whenever it holds its turn's or a
// between-turns decision: build, repay a mortgage, cash a card, deal.
func (g *Game) sideActions(s int, buf []engine.Action) []engine.Action {
	act := func(kind uint8, arg int16) {
		buf = append(buf, engine.Action{Seat: int8(s), Kind: kind, Arg: arg})
	}
	for gr := 0; gr < NGroups; gr++ {
		if g.CanBuild(s, gr) {
			act(ABuild, int16(gr))
		}
	}
	for p := 0; p < NProps; p++ {
		if int(g.owner[p]) == s && g.Mortgaged(p) && g.led.Cash[s] >= Props[p].Mortgage {
			act(ARepay, int16(p))
		}
	}
	buf = g.cardActions(s, buf, func(k CardKind) bool {
		return k == KeepCash || k == KeepUpgrade && g.pl[s].Star < 2
	})
	return g.dealActions(s, buf)
}

// dealActions: a seat proposes at most one deal to each other seat a turn.
func (g *Game) dealActions(s int, buf []engine.Action) []engine.Action {
	for t := 0; t < g.opts.Seats; t++ {
		if t != s && !g.pl[t].Out && g.proposed[s]&(1<<t) == 0 {
			buf = append(buf, engine.Action{Seat: int8(s), Kind: ADeal, Arg: int16(t)})
		}
	}
	return buf
}

// raiseActions are the ways to raise cash: sell a building, mortgage,
// cash a kept card, or deal when there is something to trade.
func (g *Game) raiseActions(s int, buf []engine.Action) []engine.Action {
	act := func(kind uint8, arg int16) {
		buf = append(buf, engine.Action{Seat: int8(s), Kind: kind, Arg: arg})
	}
	for gr := 0; gr < NGroups; gr++ {
		if g.sellTarget(gr) >= 0 && int(g.owner[Groups[gr].Props[0]]) == s {
			act(ASell, int16(gr))
		}
	}
	trade := g.held[s].Len() > 0
	for p := 0; p < NProps; p++ {
		if g.canMortgage(s, p) {
			act(AMortgage, int16(p))
		}
		trade = trade || int(g.owner[p]) == s && g.Tradeable(p)
	}
	buf = g.cardActions(s, buf, func(k CardKind) bool { return k == KeepCash })
	if trade {
		buf = g.dealActions(s, buf)
	}
	return buf
}
