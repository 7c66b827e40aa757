package life

import "wheeloffate/engine"

// walk moves the active car forward, one space at a time, applying what
// happens on passing, until the spin is used up; it stops early for a fork,
// a blue option, a must-stop space, or a spin the passing demands.
func (g *Game) walk() {
	s := int(g.active)
	p := &g.pl[s]
	b := g.ed.Board()
	gr := b.Graph
	for g.moveLeft > 0 {
		cur := int(p.Pos)
		way := 0
		switch gr.Ways(cur) {
		case 0:
			g.moveLeft = 0
			continue
		case 2:
			if _, ok := b.ForkRoads[cur]; ok {
				if cur == 0 {
					way = int(p.StartWay)
				} else if g.forkChoice < 0 {
					g.push(cWalk, 0)
					g.setDec(s, DFork)
					return
				} else {
					way = int(g.forkChoice)
					g.forkChoice = -1
				}
			}
		}
		next := gr.Next(cur, way)
		if cur == 0 {
			g.emit(engine.Event{Kind: EvRoad, Seat: int8(s), Other: -1, Arg: int16(way)})
		}
		p.Pos = int16(next)
		g.moveLeft--
		g.emit(engine.Event{Kind: EvStep, Seat: int8(s), Other: -1, Arg: int16(cur), Arg2: int16(next)})
		if b.Spaces[cur].Kind == KBridge && b.Spaces[next].Kind != KBridge {
			g.crossBridge(s)
		}
		sp := &b.Spaces[next]
		if b.mustStop(next) && !(sp.Kind == KMarry && p.Married) {
			g.moveLeft = 0
			break
		}
		if g.moveLeft == 0 && g.occupied(next, s) {
			// The space is taken: go on to the first open one, passing this.
			// The car then lands there, but not by exact count.
			g.moveLeft = 1
			g.bumped = true
			g.emit(engine.Event{Kind: EvTaken, Seat: int8(s), Other: -1, Arg: int16(next)})
		}
		if g.moveLeft > 0 && g.passSpace(s, next) {
			return
		}
	}
	g.push(cLand, 0)
}

// passSpace applies what happens on passing a space. It returns true when a
// decision (or a spin) is now pending, with the walk pushed to resume.
func (g *Game) passSpace(s, at int) bool {
	p := &g.pl[s]
	sp := &g.ed.Board().Spaces[at]
	switch sp.Kind {
	case KPayDay:
		g.payday(s, at, false)
	case KTax:
		g.demand(s, engine.Bank, sp.Amount, RSpace, at)
	case KDegree:
		g.degree(s, at)
	case KGraduate:
		// Once a doctor, always a doctor: a career already chosen sticks
		// when a car sent back passes Graduation again.
		if p.Profession == 0 {
			g.push(cWalk, 0)
			g.offerCareers(s, true)
			return true
		}
	case KKids:
		g.push(cWalk, 0)
		g.push(cBetWindow, SKids)
		return true
	case KInsurance, KStock:
		if g.canBuy(s, at) {
			g.push(cWalk, 0)
			g.setDec(s, DBuy)
			return true
		}
	case KMarket:
		if p.Stock {
			g.push(cWalk, 0)
			g.setDec(s, DMarket)
			return true
		}
	}
	return false
}

// land applies what happens on landing in the active car's space.
func (g *Game) land() {
	s := int(g.active)
	p := &g.pl[s]
	at := int(p.Pos)
	ed := g.ed
	sp := &ed.Board().Spaces[at]
	switch sp.Kind {
	case KPayDay:
		g.payday(s, at, !g.bumped)
	case KCollect:
		g.collectFromBank(s, sp.Amount, RSpace, at)
		if g.cardColour(sp.Colour) && sp.Amount >= ed.CollectCardMin {
			g.openCollectCards(s, sp.Amount)
		}
	case KPay:
		if g.insured(s, int(sp.Arg)) {
			g.emit(engine.Event{Kind: EvInsured, Seat: int8(s), Other: -1, Arg: int16(sp.Arg), Amount: sp.Amount})
			return
		}
		g.demand(s, engine.Bank, sp.Amount, RSpace, at)
		if g.cardColour(sp.Colour) && sp.Amount >= ed.PayCardMin && p.Hand[CardPay] > 0 && g.payTargets(s) != 0 {
			g.cardKind, g.cardAmt, g.cardGiver = CardPay, sp.Amount, int8(s)
			g.setDec(s, DPayCard)
		}
	case KTax:
		g.demand(s, engine.Bank, sp.Amount, RSpace, at)
	case KProfession:
		if p.Profession == 0 {
			p.Profession = int8(at)
			p.Degree = true
			p.Salary = sp.Amount
			g.emit(engine.Event{Kind: EvProfession, Seat: int8(s), Other: -1, Arg: int16(at), Arg2: 1, Amount: sp.Amount})
		}
	case KDegree:
		g.degree(s, at)
	case KGraduate:
		if p.Profession == 0 {
			g.offerCareers(s, true)
		}
	case KKids:
		g.push(cBetWindow, SKids)
	case KMarry:
		if !p.Married {
			p.Married = true
			g.emit(engine.Event{Kind: EvMarried, Seat: int8(s), Other: -1, Arg: int16(at)})
			g.push(cBetWindow, SPresents)
		}
	case KBaby:
		g.addChildren(s, int(sp.Arg))
	case KLucky:
		g.collectFromBank(s, ed.LuckyDay, RLuckyDay, at)
		g.setDec(s, DSpeculate)
	case KRevenge:
		if g.revengeTargets(s) != 0 {
			g.setDec(s, DRevenge)
		}
	case KInsurance, KStock:
		if g.canBuy(s, at) {
			g.setDec(s, DBuy)
		}
	case KMarket:
		if p.Stock {
			g.setDec(s, DMarket)
		}
	case KReckon:
		g.reckon(s)
	case KAcres:
		g.arriveAcres(s)
	}
}

func (g *Game) cardColour(c Colour) bool {
	for _, k := range g.ed.CardColours {
		if k == c {
			return true
		}
	}
	return false
}

func (g *Game) insured(s, kind int) bool {
	p := &g.pl[s]
	switch kind {
	case InsAuto:
		return p.Auto
	case InsLife:
		return p.Life
	case InsFire:
		return p.Fire
	}
	return false
}

func (g *Game) payday(s, at int, exact bool) {
	p := &g.pl[s]
	g.collectFromBank(s, p.Salary, RSalary, at)
	if p.Notes > 0 {
		g.demand(s, engine.Bank, int64(p.Notes)*g.ed.NoteInterest, RInterest, at)
	}
	if !exact {
		return
	}
	if c, ok := g.deck.Draw(); ok {
		p.Hand[c]++
		g.emit(engine.Event{Kind: EvCardDrawn, Seat: int8(s), Other: -1, Arg: int16(c)})
	}
	if g.ed.PayDayCards && p.Salary >= g.ed.CollectCardMin {
		g.openCollectCards(s, p.Salary)
	}
}

func (g *Game) degree(s, at int) {
	p := &g.pl[s]
	if p.Profession == 0 && p.Salary < g.ed.DegreeSalary {
		p.Salary = g.ed.DegreeSalary
		p.Degree = true
		g.emit(engine.Event{Kind: EvProfession, Seat: int8(s), Other: -1, Arg: int16(at), Arg2: 1, Amount: p.Salary})
	}
}

func (g *Game) price(at int) int64 {
	sp := &g.ed.Board().Spaces[at]
	if sp.Kind == KStock {
		return g.ed.StockPrice
	}
	switch sp.Arg {
	case InsAuto:
		return g.ed.AutoPrice
	case InsLife:
		return g.ed.LifePrice
	}
	return g.ed.FirePrice
}

// canBuy: one of each policy and one stock certificate, bought from cash in
// hand (a purchase is not an obligation, so it is never borrowed for).
func (g *Game) canBuy(s, at int) bool {
	p := &g.pl[s]
	sp := &g.ed.Board().Spaces[at]
	if sp.Kind == KStock {
		if p.Stock {
			return false
		}
	} else if g.insured(s, int(sp.Arg)) {
		return false
	}
	return g.led.Cash[s] >= g.price(at)
}

func (g *Game) buy(s, at int) {
	p := &g.pl[s]
	sp := &g.ed.Board().Spaces[at]
	amt := g.price(at)
	if sp.Kind == KStock {
		g.transferEv(engine.Account(s), engine.Bank, amt, RStock, at)
		p.Stock = true
		g.emit(engine.Event{Kind: EvBuy, Seat: int8(s), Other: -1, Arg: 0, Amount: amt})
		return
	}
	g.transferEv(engine.Account(s), engine.Bank, amt, RInsurance, at)
	switch sp.Arg {
	case InsAuto:
		p.Auto = true
	case InsLife:
		p.Life = true
	case InsFire:
		p.Fire = true
	}
	g.emit(engine.Event{Kind: EvBuy, Seat: int8(s), Other: -1, Arg: int16(sp.Arg), Amount: amt})
}

func (g *Game) crossBridge(s int) {
	holder := int8(-1)
	if g.ntoll > 0 {
		holder = g.tollers[0]
	}
	g.emit(engine.Event{Kind: EvToll, Seat: int8(s), Other: holder})
	if holder >= 0 && int(holder) != s {
		g.demand(s, engine.Account(holder), g.ed.TollAmount, RToll, int(g.pl[s].Pos))
	}
	if !g.pl[s].Crossed {
		g.pl[s].Crossed = true
		g.tollers[g.ntoll] = int8(s)
		g.ntoll++
	}
}

// moveBack sends a car back along the shortest route, ignoring every space,
// then on to the first open space behind.
func (g *Game) moveBack(s, steps int) {
	p := &g.pl[s]
	gr := g.ed.Board().Graph
	from := int(p.Pos)
	at := from
	for k := 0; k < steps && at != 0; k++ {
		at = gr.Back(at)
	}
	for at != 0 && g.occupied(at, s) {
		at = gr.Back(at)
	}
	p.Pos = int16(at)
	g.emit(engine.Event{Kind: EvBack, Seat: int8(s), Other: -1, Arg: int16(from), Arg2: int16(at)})
	if at == 0 {
		// Back at START: the next move takes the short road; the salary stays.
		// A student sent back before earning any salary now takes the
		// Business road and so the Business salary (else Pay Days pay $0).
		p.StartWay = 0
		if p.Salary == 0 && g.ed.BusinessSalary > 0 {
			p.Salary = g.ed.BusinessSalary
		}
	}
	if p.Crossed && !g.pastBridge(at) {
		g.loseToll(s)
	}
}

// pastBridge reports whether space at lies beyond the Toll Bridge.
func (g *Game) pastBridge(at int) bool {
	b := g.ed.Board()
	if b.Spaces[at].Kind == KBridge {
		return false // on the bridge is not completely across it
	}
	for i := b.Graph.Back(at); i != engine.None; i = b.Graph.Back(i) {
		if b.Spaces[i].Kind == KBridge {
			return true
		}
	}
	return false
}

func (g *Game) reckon(s int) {
	p := &g.pl[s]
	at := int(p.Pos)
	if p.Reckoned {
		g.push(cBetWindow, SMove)
		return
	}
	p.Reckoned = true
	g.emit(engine.Event{Kind: EvReckon, Seat: int8(s), Other: -1, Arg: int16(at)})
	if kids := p.Children(); kids > 0 {
		g.collectFromBank(s, int64(kids)*g.ed.ChildBonus, RChildren, at)
	}
	if p.Notes > 0 {
		due := int64(p.Notes) * g.ed.NoteSettle
		paid := min(due, g.led.Cash[s])
		if paid > 0 {
			g.transferEv(engine.Account(s), engine.Bank, paid, RSettle, at)
		}
		p.Notes = 0
		if due > paid {
			p.Debt += due - paid
			g.emit(engine.Event{Kind: EvDebt, Seat: int8(s), Other: -1, Amount: due - paid})
		}
	}
	g.setDec(s, DReckon)
}

func (g *Game) arriveAcres(s int) {
	p := &g.pl[s]
	p.Where = InAcres
	first := !g.firstAcres
	g.firstAcres = true
	arg := int16(0)
	if first {
		arg = 1
	}
	g.emit(engine.Event{Kind: EvAcres, Seat: int8(s), Other: -1, Arg: arg})
	if first {
		g.collectFromBank(s, g.ed.AcresBonus, RAcres, int(p.Pos))
		g.push(cBetWindow, SLucky)
	}
}

// offerCareers deals the seat two career cards to choose from.
func (g *Game) offerCareers(s int, degree bool) {
	d := &g.cdeck
	if degree {
		d = &g.ddeck
	}
	a, _ := d.Draw()
	b, _ := d.Draw()
	p := &g.pl[s]
	p.Offer = [2]int8{int8(a), int8(b)}
	other := int8(0)
	if degree {
		other = 1
	}
	g.emit(engine.Event{Kind: EvCareerOffer, Seat: int8(s), Other: other, Arg: int16(a), Arg2: int16(b)})
	g.offerDeg = degree
	g.setDec(s, DCareer)
}

func (g *Game) revengeTargets(s int) uint8 {
	var m uint8
	for i := 0; i < g.opts.Seats; i++ {
		if i != s && g.pl[i].Where == OnRoad {
			m |= 1 << i
		}
	}
	return m
}

func (g *Game) payTargets(s int) uint8 {
	var m uint8
	for i := 0; i < g.opts.Seats; i++ {
		if i != s && g.pl[i].Where != AtPoorFarm && !g.pl[i].CardHit {
			m |= 1 << i
		}
	}
	return m
}
