package life

import "wheeloffate/engine"

// openCollectCards asks, from the left of the active seat, each opponent
// holding a Collect card whether to give it, after the active seat
// collected amt on a card space.
func (g *Game) openCollectCards(s int, amt int64) {
	if g.pl[s].CardHit {
		return
	}
	g.cardKind, g.cardAmt, g.cardTarget, g.cardTakers = CardCollect, amt, int8(s), 0
	g.cardAsk = int8(s)
	g.nextCollectAsk()
}

func (g *Game) nextCollectAsk() {
	n := g.opts.Seats
	t := int(g.cardTarget)
	for o := (int(g.cardAsk) + 1) % n; o != t; o = (o + 1) % n {
		if g.pl[o].Hand[CardCollect] > 0 && g.pl[o].Where != AtPoorFarm {
			g.cardAsk = int8(o)
			g.setDec(o, DCollectCard)
			return
		}
	}
	g.cardAsk = int8(t)
	if g.cardTakers == 0 {
		return
	}
	giver := g.spinOffIfMany(g.cardTakers, int8(t))
	g.giveCard(int(giver), t)
}

// spinOffIfMany picks the one seat in mask, or spins off among several for
// the right to play a card on target.
func (g *Game) spinOffIfMany(mask uint8, target int8) int8 {
	if mask&(mask-1) == 0 {
		for s := 0; s < g.opts.Seats; s++ {
			if mask == 1<<s {
				return int8(s)
			}
		}
	}
	return g.spinOff(mask, target)
}

// giveCard plays the pending card from giver on target, who may answer with
// an Exemption.
func (g *Game) giveCard(giver, target int) {
	g.cardGiver, g.cardTarget = int8(giver), int8(target)
	g.pl[giver].Hand[g.cardKind]--
	g.pl[target].CardHit = true
	g.emit(engine.Event{Kind: EvCardGiven, Seat: int8(giver), Other: int8(target), Arg: int16(g.cardKind), Amount: g.cardAmt / 2})
	if g.pl[target].Hand[CardExempt] > 0 {
		g.setDec(target, DExempt)
		return
	}
	g.settleCard(false)
}

// settleCard finishes a played card: exempted, or half the amount paid.
func (g *Game) settleCard(exempt bool) {
	giver, target := int(g.cardGiver), int(g.cardTarget)
	g.deck.PutBottom(uint8(g.cardKind))
	if exempt {
		g.pl[target].Hand[CardExempt]--
		g.deck.PutBottom(CardExempt)
		g.emit(engine.Event{Kind: EvExempt, Seat: int8(target), Other: int8(giver)})
	} else {
		g.demand(target, engine.Account(giver), g.cardAmt/2, RCard, -1)
	}
	g.cardGiver, g.cardTarget = -1, -1
}
