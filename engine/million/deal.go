package million

import "wheeloffate/engine"

// Deals: the seat holding a decision opens a deal with another seat
// (ADeal), builds it with one action at a time (properties of either side
// in or out, its own and the other's kept cards by slot, cash either way),
// and proposes it. The other seat accepts, refuses with a reason, or
// counters: the offer comes back to it reversed, to change and propose in
// turn. When the deal is done the first seat's decision resumes.

func (g *Game) startDeal(s, t int, ret uint8) {
	g.deal = Deal{From: int8(s), To: int8(t), RetSeat: int8(s), RetKind: ret, Open: true}
	g.proposed[s] |= 1 << t
	g.setDec(s, DOffer)
}

func (g *Game) offerActions(seat int, buf []engine.Action) []engine.Action {
	d := &g.deal
	s, t := int(d.From), int(d.To)
	act := func(kind uint8, arg int16, amt int64) {
		buf = append(buf, engine.Action{Seat: int8(seat), Kind: kind, Arg: arg, Amount: amt})
	}
	for p := 0; p < NProps; p++ {
		if o := int(g.owner[p]); (o == s || o == t) && g.Tradeable(p) {
			act(AProp, int16(p), 0)
		}
	}
	for k := 0; k < g.held[s].Len(); k++ {
		act(AGiveCard, int16(k), 0)
	}
	for k := 0; k < g.held[t].Len(); k++ {
		act(ATakeCard, int16(k), 0)
	}
	for _, st := range DealSteps {
		if d.GiveCash+st <= g.led.Cash[s] {
			act(AGiveCash, 0, st)
		}
	}
	for _, st := range DealSteps {
		if d.TakeCash+st <= g.led.Cash[t] {
			act(ATakeCash, 0, st)
		}
	}
	if d.GiveCash > 0 || d.TakeCash > 0 {
		act(AClearCash, 0, 0)
	}
	if !d.Empty() {
		act(APropose, 0, 0)
	}
	act(ACancel, 0, 0)
	return buf
}

func (g *Game) offerAction(s int, a engine.Action) {
	d := &g.deal
	switch a.Kind {
	case AProp:
		d.Props ^= 1 << a.Arg
	case AGiveCard:
		d.GiveSlots ^= 1 << a.Arg
	case ATakeCard:
		d.TakeSlots ^= 1 << a.Arg
	case AGiveCash:
		d.GiveCash += a.Amount
	case ATakeCash:
		d.TakeCash += a.Amount
	case AClearCash:
		d.GiveCash, d.TakeCash = 0, 0
	case APropose:
		if d.Round == 0 {
			d.First = d.terms()
		}
		g.emit(EvPropose, s, int(d.To), int16(d.Round), 0, 0)
		g.setDec(int(d.To), DAnswer)
		return
	case ACancel:
		g.emit(EvCancel, s, int(d.To), 0, 0, 0)
		g.endDeal()
		return
	}
	g.setDec(s, DOffer)
}

func (g *Game) answer(s int, a engine.Action) {
	d := &g.deal
	from := int(d.From)
	switch a.Kind {
	case AAccept:
		g.emit(EvAccept, s, from, 0, 0, 0)
		g.execDeal()
	case ARefuse:
		g.emit(EvRefuse, s, from, a.Arg, 0, 0)
		g.refused[from][s].Add(d.terms())
		h := engine.NewHasher()
		for i := range g.refused {
			for j := range g.refused[i] {
				hashRefusals(&h, &g.refused[i][j])
			}
		}
		g.refusedSum = h.Sum()
	case ACounter:
		g.emit(EvCounter, s, from, 0, 0, 0)
		g.countered[from][s].Add(d.terms())
		d.From, d.To = d.To, d.From
		d.GiveCash, d.TakeCash = d.TakeCash, d.GiveCash
		d.GiveSlots, d.TakeSlots = d.TakeSlots, d.GiveSlots
		d.Round++
		g.setDec(s, DOffer)
		return
	}
	g.endDeal()
}

// endDeal closes the deal and gives the decision back to the seat that
// opened it; a seat raising cash pays as soon as it has it.
func (g *Game) endDeal() {
	seat, kind := int(g.deal.RetSeat), g.deal.RetKind
	g.deal = Deal{}
	if g.over {
		return
	}
	if kind == DRaise {
		g.afterRaise(seat)
		return
	}
	g.setDec(seat, kind)
}

// slotIDs are the ids of the cards in a hand's slots.
func (g *Game) slotIDs(s int, slots uint8) []uint8 {
	var out []uint8
	k := 0
	g.held[s].Each(func(c uint8) {
		if slots&(1<<k) != 0 {
			out = append(out, c)
		}
		k++
	})
	return out
}

// execDeal carries out an accepted deal: properties (mortgaged ones stay
// mortgaged), cards, then cash each way, the win checked after each
// transfer.
func (g *Game) execDeal() {
	d := g.deal
	s, t := int(d.From), int(d.To)
	for p := 0; p < NProps; p++ {
		if d.Props&(1<<p) == 0 {
			continue
		}
		switch int(g.owner[p]) {
		case s:
			g.owner[p] = int8(t)
			g.emit(EvTrade, s, t, int16(p), 0, 0)
		case t:
			g.owner[p] = int8(s)
			g.emit(EvTrade, t, s, int16(p), 0, 0)
		}
	}
	give, take := g.slotIDs(s, d.GiveSlots), g.slotIDs(t, d.TakeSlots)
	for _, c := range give {
		g.held[s].Remove(c)
		g.held[t].Add(c)
		g.emit(EvCardTrade, s, t, 0, 0, 0)
	}
	for _, c := range take {
		g.held[t].Remove(c)
		g.held[s].Add(c)
		g.emit(EvCardTrade, t, s, 0, 0, 0)
	}
	g.transfer(engine.Account(s), engine.Account(t), d.GiveCash, RDeal)
	g.transfer(engine.Account(t), engine.Account(s), d.TakeCash, RDeal)
}
