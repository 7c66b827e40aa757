package million

import "wheeloffate/engine"

// groupLevels is the least and the most buildings on a group's properties.
func (g *Game) groupLevels(gr int) (lo, hi int) {
	lo = HotelLevel
	for _, p := range Groups[gr].Props {
		lo, hi = min(lo, int(g.level[p])), max(hi, int(g.level[p]))
	}
	return lo, hi
}

// groupMortgaged reports whether any property of a group is mortgaged.
func (g *Game) groupMortgaged(gr int) bool {
	for _, p := range Groups[gr].Props {
		if g.Mortgaged(int(p)) {
			return true
		}
	}
	return false
}

// buildTarget is where a group's next building goes, building evenly: the
// first property with the fewest; -1 when the group is full.
func (g *Game) buildTarget(gr int) int {
	lo, _ := g.groupLevels(gr)
	if lo >= HotelLevel {
		return -1
	}
	for _, p := range Groups[gr].Props {
		if int(g.level[p]) == lo {
			return int(p)
		}
	}
	return -1
}

// CanBuild reports whether seat may put one more building on a group now:
// the full set, nothing mortgaged, a building left in the supply, and the
// price in hand.
func (g *Game) CanBuild(s, gr int) bool {
	if !g.ownsSet(s, gr) || g.groupMortgaged(gr) || g.led.Cash[s] < Groups[gr].House {
		return false
	}
	p := g.buildTarget(gr)
	switch {
	case p < 0:
		return false
	case g.level[p] == 4:
		return g.hotels > 0
	}
	return g.houses > 0
}

func (g *Game) canBuildAny(s int) bool {
	for gr := 0; gr < NGroups; gr++ {
		if g.CanBuild(s, gr) {
			return true
		}
	}
	return false
}

// build puts one building on a group, evenly. A hotel replaces four houses,
// which go back to the supply.
func (g *Game) build(s, gr int) {
	p := g.buildTarget(gr)
	if g.level[p] == 4 {
		g.hotels--
		g.houses += 4
	} else {
		g.houses--
	}
	g.level[p]++
	g.emit(EvBuild, s, -1, int16(p), int16(g.level[p]), Groups[gr].House)
	g.transfer(engine.Account(s), engine.Bank, Groups[gr].House, RBuild)
}

// sellTarget is the property a group's next sale comes off, selling
// evenly: the last with the most; -1 for none.
func (g *Game) sellTarget(gr int) int {
	_, hi := g.groupLevels(gr)
	if hi == 0 {
		return -1
	}
	ps := Groups[gr].Props
	for k := len(ps) - 1; k >= 0; k-- {
		if int(g.level[ps[k]]) == hi {
			return int(ps[k])
		}
	}
	return -1
}

// sell sells one building back at half its price. A hotel sold gives four
// houses back onto its property; those the supply lacks are sold too.
func (g *Game) sell(s, gr int) {
	p := g.sellTarget(gr)
	half := Groups[gr].House / 2
	got := half
	if g.level[p] == HotelLevel {
		g.hotels++
		back := min(4, int(g.houses))
		g.houses -= int8(back)
		g.level[p] = int8(back)
		got += int64(4-back) * half
	} else {
		g.level[p]--
		g.houses++
	}
	g.emit(EvSell, s, -1, int16(p), int16(g.level[p]), got)
	g.transfer(engine.Bank, engine.Account(s), got, RSell)
}

// canMortgage: one's own, not mortgaged, and no buildings in its group.
func (g *Game) canMortgage(s, p int) bool {
	if int(g.owner[p]) != s || g.Mortgaged(p) {
		return false
	}
	_, hi := g.groupLevels(int(Props[p].Group))
	return hi == 0
}

// Tradeable: a property may change hands when its group has no buildings
// (sell them to the Bank first). Mortgaged ones may, and stay mortgaged.
func (g *Game) Tradeable(p int) bool {
	if g.owner[p] < 0 {
		return false
	}
	_, hi := g.groupLevels(int(Props[p].Group))
	return hi == 0
}

// startAuction puts a property up for auction: every seat still in,
// asked in turn from the lander's left, round and round.
func (g *Game) startAuction(p, lander int) {
	g.emit(EvAuction, lander, -1, int16(p), 0, 0)
	var in uint8
	for s := 0; s < g.opts.Seats; s++ {
		if !g.pl[s].Out {
			in |= 1 << s
		}
	}
	g.auc = Auction{Prop: int8(p), Bidder: -1, In: in, Asked: int8(lander), Lander: int8(lander)}
	g.nextBidder()
}

// nextBidder asks the next seat still in, other than the high bidder. A
// seat without the cash to raise by $1k is out of the auction. When nobody
// but the high bidder is left, it ends.
func (g *Game) nextBidder() {
	a := &g.auc
	for {
		others := a.In
		if a.Bidder >= 0 {
			others &^= 1 << a.Bidder
		}
		if others == 0 {
			g.closeAuction()
			return
		}
		k := (int(a.Asked) + 1) % g.opts.Seats
		for others&(1<<k) == 0 {
			k = (k + 1) % g.opts.Seats
		}
		a.Asked = int8(k)
		if g.led.Cash[k] < a.High+BidMin {
			a.In &^= 1 << k
			g.emit(EvPass, k, -1, int16(a.Prop), 0, 0)
			continue
		}
		g.setDec(k, DBid)
		return
	}
}

func (g *Game) closeAuction() {
	a := g.auc
	g.auc = Auction{Bidder: -1}
	p := int(a.Prop)
	if a.Bidder < 0 {
		g.emit(EvUnsold, int(a.Lander), -1, int16(p), 0, 0)
		return
	}
	g.owner[p] = a.Bidder
	g.emit(EvWon, int(a.Bidder), -1, int16(p), 0, a.High)
	g.transfer(engine.Account(a.Bidder), engine.Bank, a.High, RAuction)
}

// raise asks a seat that cannot pay to raise the cash, or puts it out when
// nothing is left to raise it with.
func (g *Game) raise(s int) {
	var buf [96]engine.Action
	if len(g.raiseActions(s, buf[:0])) == 0 {
		g.goOut(s)
		return
	}
	g.setDec(s, DRaise)
}

// afterRaise pays the debt once the cash is there, or asks again.
func (g *Game) afterRaise(s int) {
	if g.over {
		return
	}
	d := g.debt
	if g.led.Cash[s] >= d.Amount {
		g.debt = Debt{Seat: -1}
		g.transfer(engine.Account(s), engine.Account(d.To), d.Amount, d.Reason)
		return
	}
	g.raise(s)
}

// goOut: a seat that still cannot pay is out. Its cash, properties and kept
// cards go to the creditor; where that is the Bank, the Bank auctions the
// properties (mortgages cleared) and the cards are discarded.
func (g *Game) goOut(s int) {
	to := int(g.debt.To)
	g.debt = Debt{Seat: -1}
	g.emit(EvOut, s, to, 0, 0, g.led.Cash[s])
	g.pl[s].Out = true
	g.pl[s].Jail = -1
	for p := range g.owner {
		if int(g.owner[p]) != s {
			continue
		}
		if to >= 0 {
			g.owner[p] = int8(to)
			g.emit(EvTrade, s, to, int16(p), 0, 0)
			continue
		}
		g.owner[p] = -1
		g.mort &^= 1 << p
		g.queue |= 1 << p
	}
	g.held[s].Each(func(c uint8) {
		if to >= 0 {
			g.held[to].Add(c)
		} else {
			g.used.Add(c)
		}
	})
	g.held[s] = engine.Cards{}
	if g.queue != 0 {
		g.push(op{kind: opAuctions, seat: int8(s)})
	}
	g.transfer(engine.Account(s), engine.Account(to), g.led.Cash[s], ROut)
	if n, last := g.alive(); n <= 1 && !g.over {
		g.finish(last)
	}
}

// slotCard is the id of the k-th card in a seat's hand, lowest id first.
func (g *Game) slotCard(s, k int) uint8 {
	var out uint8
	i := 0
	g.held[s].Each(func(c uint8) {
		if i == k {
			out = c
		}
		i++
	})
	return out
}

// hasKind reports whether a seat holds a kept card of a kind.
func (g *Game) hasKind(s int, k CardKind) bool {
	ok := false
	g.held[s].Each(func(c uint8) { ok = ok || Fortune[c].Kind == k })
	return ok
}

// useCard puts a kept card on the used pile, face up.
func (g *Game) useCard(s int, id uint8) {
	g.held[s].Remove(id)
	g.used.Add(id)
	g.emit(EvUseCard, s, -1, int16(id), 0, 0)
}

// cashCard cashes in a kept card: its amount for the seat's mover.
func (g *Game) cashCard(s int, id uint8) {
	g.useCard(s, id)
	g.transfer(engine.Bank, engine.Account(s), Fortune[id].Stars[g.pl[s].Star], RCard)
}
