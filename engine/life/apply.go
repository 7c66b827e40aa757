package life

import (
	"wheeloffate/engine"
)

// Legal implements engine.Game.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || g.dec.Kind == DNone || int(g.dec.Seat) != seat {
		return buf
	}
	s := int8(seat)
	act := func(kind uint8, arg int16, amt int64) {
		buf = append(buf, engine.Action{Seat: s, Kind: kind, Arg: arg, Amount: amt})
	}
	p := &g.pl[seat]
	cash := g.led.Cash[seat]
	switch g.dec.Kind {
	case DRoad, DFork:
		act(AChoose, 0, 0)
		act(AChoose, 1, 0)
	case DCareer:
		act(AChoose, 0, 0)
		if p.Offer[1] != p.Offer[0] {
			act(AChoose, 1, 0)
		}
	case DBet:
		b := &g.bets[seat]
		room := g.ed.BetCap - b[0].amt - b[1].amt
		for num := int8(1); num <= 10; num++ {
			if b[1].amt > 0 && num != b[0].num && num != b[1].num {
				continue
			}
			for _, amt := range betLadder {
				if amt <= room && amt <= cash {
					act(ABet, int16(num), amt)
				}
			}
		}
		act(ADone, 0, 0)
	case DSpin:
		act(ASpin, 0, 0)
		if g.fresh && g.spinPurpose == SMove {
			if p.Notes > 0 && cash >= g.ed.NoteSize {
				act(ARepay, 0, 0)
			}
			if p.Pos == 0 && !p.Auto && cash >= g.ed.AutoPrice {
				act(ABuyAuto, 0, 0)
			}
		}
	case DBuy:
		act(ABuy, 0, 0)
		act(APass, 0, 0)
	case DMarket:
		act(APlay, 0, 0)
		act(APass, 0, 0)
	case DSpeculate:
		if cash >= g.ed.LuckyDay {
			for a := 1; a <= 10; a++ {
				for b := a + 1; b <= 10; b++ {
					act(ASpeculate, int16(a*16+b), 0)
				}
			}
		}
		act(APass, 0, 0)
	case DRevenge:
		m := g.revengeTargets(seat)
		for t := 0; t < g.opts.Seats; t++ {
			if m&(1<<t) != 0 {
				act(ACollect, int16(t), 0)
				act(ASendBack, int16(t), 0)
			}
		}
		act(APass, 0, 0)
	case DCollectCard, DExempt:
		if g.dec.Kind == DCollectCard {
			act(AGive, 0, 0)
		} else {
			act(AUse, 0, 0)
		}
		act(APass, 0, 0)
	case DPayCard:
		m := g.payTargets(seat)
		for t := 0; t < g.opts.Seats; t++ {
			if m&(1<<t) != 0 {
				act(AGive, int16(t), 0)
			}
		}
		act(APass, 0, 0)
	case DReckon:
		act(AAcres, 0, 0)
		for n := int16(1); n <= 10; n++ {
			act(ATycoon, n, 0)
		}
	}
	return buf
}

// isLegal reports whether a is among Legal(a.Seat) without listing them,
// so that Apply costs no more than the action itself. A test checks that it
// agrees with Legal on every action of thousands of games.
func (g *Game) isLegal(a engine.Action) bool {
	switch a.Kind {
	case ABet, ASpeculate, ACollect, ASendBack, AGive, ATycoon, AChoose, ADone, APass, ASpin:
		// The list is short or the check is the list itself: fall through.
	default:
		if a.Arg != 0 || a.Amount != 0 {
			return false
		}
	}
	switch g.dec.Kind {
	case DBet:
		if a.Kind == ADone {
			return a.Arg == 0 && a.Amount == 0
		}
		if a.Kind != ABet || a.Arg < 1 || a.Arg > 10 {
			return false
		}
		b := &g.bets[a.Seat]
		if b[1].amt > 0 && int8(a.Arg) != b[0].num && int8(a.Arg) != b[1].num {
			return false
		}
		room := g.ed.BetCap - b[0].amt - b[1].amt
		if a.Amount > room || a.Amount > g.led.Cash[a.Seat] {
			return false
		}
		for _, l := range betLadder {
			if l == a.Amount {
				return true
			}
		}
		return false
	case DSpeculate:
		if a.Kind == APass {
			return a.Arg == 0 && a.Amount == 0
		}
		x, y := a.Arg>>4, a.Arg&15
		return a.Kind == ASpeculate && a.Amount == 0 && x >= 1 && x < y && y <= 10 && g.led.Cash[a.Seat] >= g.ed.LuckyDay
	}
	var buf [24]engine.Action
	for _, l := range g.Legal(int(a.Seat), buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// apply carries out a legal action.
func (g *Game) apply(a engine.Action) {
	s := int(a.Seat)
	p := &g.pl[s]
	kind := g.dec.Kind
	g.dec = engine.Decision{Seat: -1, Kind: DNone}
	switch kind {
	case DRoad:
		p.Road = int8(a.Arg)
		p.StartWay = int8(a.Arg)
		if a.Arg == int16(RoadShort) {
			if len(g.ed.CareersPlain) > 0 {
				g.push(cBetWindow, SMove)
				g.offerCareers(s, false)
				return
			}
			p.Salary = g.ed.BusinessSalary
		}
		g.push(cBetWindow, SMove)
	case DCareer:
		pile, list := &g.cdeck, g.ed.CareersPlain
		if g.offerDeg {
			pile, list = &g.ddeck, g.ed.CareersDegree
		}
		pick, other := p.Offer[a.Arg], p.Offer[1-a.Arg]
		pile.PutBottom(uint8(pick))
		pile.PutBottom(uint8(other))
		c := list[pick]
		p.Profession = pick + 1
		p.Degree = g.offerDeg
		p.Salary = c.Salary
		deg := int16(0)
		if g.offerDeg {
			deg = 1
		}
		g.emit(engine.Event{Kind: EvProfession, Seat: a.Seat, Other: -1, Arg: int16(pick), Arg2: deg, Amount: c.Salary})
	case DBet:
		if a.Kind == ADone {
			g.nextBettor()
			return
		}
		b := &g.bets[s]
		k := 0
		if b[0].amt > 0 && b[0].num != int8(a.Arg) {
			k = 1
		}
		b[k].num = int8(a.Arg)
		b[k].amt += a.Amount
		g.must(g.led.Move(engine.Account(s), engine.Pot, a.Amount))
		g.emit(engine.Event{Kind: EvBet, Seat: a.Seat, Other: -1, Arg: a.Arg, Amount: a.Amount})
		if g.canBet(s) {
			g.setDec(s, DBet)
		} else {
			g.nextBettor()
		}
	case DSpin:
		switch a.Kind {
		case ARepay:
			g.must(g.led.Move(engine.Account(s), engine.Bank, g.ed.NoteSize))
			p.Notes--
			g.emit(engine.Event{Kind: EvRepay, Seat: a.Seat, Other: -1, Amount: g.ed.NoteSize})
			g.setDec(s, DSpin)
		case ABuyAuto:
			g.transferEv(engine.Account(s), engine.Bank, g.ed.AutoPrice, RInsurance, 0)
			p.Auto = true
			g.emit(engine.Event{Kind: EvBuy, Seat: a.Seat, Other: -1, Arg: InsAuto, Amount: g.ed.AutoPrice})
			g.setDec(s, DSpin)
		default:
			g.fresh = false
			g.spin()
		}
	case DFork:
		g.forkChoice = int8(a.Arg)
	case DBuy:
		if a.Kind == ABuy {
			g.buy(s, int(p.Pos))
		}
	case DMarket:
		if a.Kind == APlay {
			g.spinPurpose = SMarket
			g.setDec(s, DSpin)
		}
	case DSpeculate:
		if a.Kind == ASpeculate {
			g.specA, g.specB = int8(a.Arg>>4), int8(a.Arg&15)
			g.emit(engine.Event{Kind: EvSpeculate, Seat: a.Seat, Other: -1, Arg: int16(g.specA), Arg2: int16(g.specB)})
			g.transferEv(engine.Account(s), engine.Pot, g.ed.LuckyDay, RSpeculate, int(p.Pos))
			g.spinPurpose = SSpeculate
			g.setDec(s, DSpin)
		}
	case DRevenge:
		if a.Kind == APass {
			return
		}
		t := int(a.Arg)
		if a.Kind == ACollect && g.led.Cash[t] >= g.ed.RevengeAmount {
			g.emit(engine.Event{Kind: EvRevenge, Seat: a.Seat, Other: int8(t), Arg: 0, Amount: g.ed.RevengeAmount})
			g.transferEv(engine.Account(t), engine.Account(s), g.ed.RevengeAmount, RRevenge, int(p.Pos))
			return
		}
		g.emit(engine.Event{Kind: EvRevenge, Seat: a.Seat, Other: int8(t), Arg: 1})
		g.moveBack(t, g.ed.RevengeSteps)
	case DCollectCard:
		if a.Kind == AGive {
			g.cardTakers |= 1 << s
		}
		g.nextCollectAsk()
	case DPayCard:
		if a.Kind == AGive {
			g.giveCard(s, int(a.Arg))
		}
	case DExempt:
		g.settleCard(a.Kind == AUse)
	case DReckon:
		if a.Kind == AAcres {
			g.push(cBetWindow, SMove)
			return
		}
		g.tycoonNum = int8(a.Arg)
		g.emit(engine.Event{Kind: EvTycoonBet, Seat: a.Seat, Other: -1, Arg: a.Arg, Amount: g.led.Cash[s]})
		g.push(cBetWindow, STycoon)
	}
}
