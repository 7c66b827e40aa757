package million

import (
	"fmt"
	"slices"

	"wheeloffate/engine"
)

// Apply implements engine.Game. An action not among the legal ones is
// refused before anything changes.
func (g *Game) Apply(a engine.Action) ([]engine.Event, error) {
	if g.over {
		return nil, engine.ErrOver
	}
	if a.Seat != g.dec.Seat || g.dec.Kind == DNone {
		return nil, fmt.Errorf("%w: seat %d (waiting for seat %d)", engine.ErrNotPending, int(a.Seat)+1, int(g.dec.Seat)+1)
	}
	var buf [96]engine.Action
	if !slices.Contains(g.Legal(int(a.Seat), buf[:0]), a) {
		return nil, fmt.Errorf("%w: %s", engine.ErrIllegal, g.ActionString(a))
	}
	g.events = g.events[:0]
	g.apply(a)
	g.run()
	if !g.over && g.turn >= TurnCap {
		g.finishCap()
	}
	return g.events, nil
}

func (g *Game) setDec(seat int, kind uint8) { g.dec = engine.Decision{Seat: int8(seat), Kind: kind} }

func (g *Game) push(o op) {
	if int(g.nops) >= len(g.ops) {
		panic("million: internal error: the rules' stack is full")
	}
	g.ops[g.nops] = o
	g.nops++
}

// apply carries out a legal action; run then carries the rules on to the
// next decision.
func (g *Game) apply(a engine.Action) {
	s := int(a.Seat)
	kind := g.dec.Kind
	g.dec = engine.Decision{Seat: -1, Kind: DNone}
	switch kind {
	case DTurn, DBetween:
		g.turnAction(s, kind, a)
	case DUpgrade:
		sal := Salary[g.pl[s].Star]
		if a.Kind == AUpgrade {
			g.pl[s].Star++
			g.emit(EvUpgrade, s, -1, int16(g.pl[s].Star), 0, UpgradeFee)
			sal -= UpgradeFee
		}
		g.transfer(engine.Bank, engine.Account(s), sal, RSalary)
	case DBuy:
		p := PropAt(int(g.pl[s].Pos))
		if a.Kind == ADeal {
			g.startDeal(s, int(a.Arg), DBuy)
			return
		}
		if a.Kind == ABuy {
			g.transfer(engine.Account(s), engine.Bank, Props[p].Price, RBuy)
			g.owner[p] = int8(s)
			g.emit(EvBuy, s, -1, int16(p), 0, Props[p].Price)
			return
		}
		g.startAuction(p, s)
	case DBid:
		p := int(g.auc.Prop)
		if a.Kind == ABid {
			g.auc.High += a.Amount
			g.auc.Bidder = int8(s)
			g.emit(EvBid, s, -1, int16(p), 0, g.auc.High)
		} else {
			g.auc.In &^= 1 << s
			g.emit(EvPass, s, -1, int16(p), 0, 0)
		}
		g.nextBidder()
	case DRent:
		if a.Kind == AUseCard {
			id := g.slotCard(s, int(a.Arg))
			g.useCard(s, id)
			g.nops-- // the rent's demand, on top of the stack
			g.emit(EvNoRent, s, -1, int16(PropAt(int(g.pl[s].Pos))), 0, 0)
		}
	case DRaise:
		switch a.Kind {
		case ASell:
			g.sell(s, int(a.Arg))
		case AMortgage:
			p := int(a.Arg)
			g.mort |= 1 << p
			g.emit(EvMortgage, s, -1, int16(p), 0, Props[p].Mortgage)
			g.transfer(engine.Bank, engine.Account(s), Props[p].Mortgage, RMortgage)
		case AUseCard:
			g.cashCard(s, g.slotCard(s, int(a.Arg)))
		case ADeal:
			g.startDeal(s, int(a.Arg), DRaise)
			return
		case AGiveUp:
			g.goOut(s)
			return
		}
		g.afterRaise(s)
	case DOffer:
		g.offerAction(s, a)
	case DAnswer:
		g.answer(s, a)
	}
}

// turnAction is an action at the start of one's turn or between turns.
func (g *Game) turnAction(s int, kind uint8, a engine.Action) {
	p := &g.pl[s]
	switch a.Kind {
	case ARoll:
		x, y := g.die(), g.die()
		g.faces = [2]int8{int8(x), int8(y)}
		g.emit(EvFaces, s, ThrowMove, int16(x), int16(y), 0)
		g.emit(EvRoll, s, -1, int16(x+y), 2, 0)
		g.push(op{kind: opEndTurn})
		if p.Jail >= 0 {
			if x != y {
				p.Jail++
				g.emit(EvJailStay, s, -1, int16(p.Jail), 0, 0)
				return
			}
			p.Jail = -1
			g.emit(EvJailOut, s, -1, JailDouble, 0, 0)
		}
		g.push(op{kind: opWalk, seat: int8(s), arg: int16(x + y)})
		return
	case APayJail:
		p.Jail = -1
		g.emit(EvJailOut, s, -1, JailPaid, 0, JailFee)
		g.transfer(engine.Account(s), engine.Bank, JailFee, RJail)
	case AUseCard:
		id := g.slotCard(s, int(a.Arg))
		switch Fortune[id].Kind {
		case KeepJail:
			g.useCard(s, id)
			p.Jail = -1
			g.emit(EvJailOut, s, -1, JailCard, 0, 0)
		case KeepUpgrade:
			g.useCard(s, id)
			p.Star++
			g.emit(EvUpgrade, s, -1, int16(p.Star), 0, 0)
		default:
			g.cashCard(s, id)
		}
	case ABuild:
		g.build(s, int(a.Arg))
	case ARepay:
		pr := int(a.Arg)
		g.mort &^= 1 << pr
		g.emit(EvRepay, s, -1, int16(pr), 0, Props[pr].Mortgage)
		g.transfer(engine.Account(s), engine.Bank, Props[pr].Mortgage, RRepay)
	case ADeal:
		g.startDeal(s, int(a.Arg), kind)
		return
	case ANo: // done, between turns
		return
	}
	if !g.over {
		g.setDec(s, kind)
	}
}

// run pops the rules' stack until someone must decide or the game ends.
func (g *Game) run() {
	for !g.over && g.dec.Kind == DNone {
		if g.nops == 0 {
			g.push(op{kind: opEndTurn}) // cannot happen: a turn always ends with its opEndTurn
		}
		g.nops--
		g.exec(g.ops[g.nops])
	}
}

func (g *Game) exec(o op) {
	s := int(o.seat)
	if o.kind >= opWalk && o.kind <= opCollect && g.pl[s].Out {
		return // the rest of a turn of a seat that went out
	}
	switch o.kind {
	case opEndTurn:
		g.push(op{kind: opBetween, arg: 1})
	case opBetween:
		k := int(o.arg)
		if k > g.opts.Seats {
			g.nextTurn()
			return
		}
		g.push(op{kind: opBetween, arg: int16(k + 1)})
		seat := (int(g.active) + k) % g.opts.Seats
		if !g.pl[seat].Out && g.canBuildAny(seat) {
			g.setDec(seat, DBetween)
		}
	case opWalk:
		g.walk(s, int(o.arg))
	case opLand:
		g.land(s)
	case opFortune:
		g.card(s, &Fortune[o.arg])
	case opDemand:
		if o.to >= 0 && g.pl[o.to].Out {
			return
		}
		if g.led.Cash[s] >= o.amt {
			g.transfer(engine.Account(s), engine.Account(o.to), o.amt, o.arg)
			return
		}
		g.debt = Debt{Seat: int8(s), To: o.to, Amount: o.amt, Reason: o.arg}
		g.emit(EvShort, s, int(o.to), o.arg, 0, o.amt)
		g.raise(s)
	case opCollect:
		g.transfer(engine.Bank, engine.Account(s), o.amt, o.arg)
	case opAuctions:
		if g.queue == 0 {
			return
		}
		p := 0
		for g.queue&(1<<p) == 0 {
			p++
		}
		g.queue &^= 1 << p
		g.push(op{kind: opAuctions, seat: o.seat})
		g.startAuction(p, s)
	case opPrompt:
		if g.pl[g.active].Out {
			// Out at the start of the turn (the Jail fee it could not
			// raise, or gave up raising): the turn is over before it began.
			g.push(op{kind: opEndTurn})
			return
		}
		g.setDec(int(g.active), DTurn)
	}
}

// demand queues a payment the rules require.
func (g *Game) demand(from int, to engine.Account, amt int64, reason int16) {
	if amt > 0 {
		g.push(op{kind: opDemand, seat: int8(from), to: int8(to), amt: amt, arg: reason})
	}
}

// collect queues a payment from the Bank.
func (g *Game) collect(s int, amt int64, reason int16) {
	if amt > 0 {
		g.push(op{kind: opCollect, seat: int8(s), amt: amt, arg: reason})
	}
}

// alive counts the seats still in the game.
func (g *Game) alive() (n, last int) {
	for s := 0; s < g.opts.Seats; s++ {
		if !g.pl[s].Out {
			n, last = n+1, s
		}
	}
	return n, last
}

// nextTurn passes play to the left, over seats that are out.
func (g *Game) nextTurn() {
	if n, last := g.alive(); n <= 1 {
		g.finish(last)
		return
	}
	for {
		g.active = int8((int(g.active) + 1) % g.opts.Seats)
		if !g.pl[g.active].Out {
			break
		}
	}
	g.startTurn()
}

// startTurn begins the active seat's turn. After three turns in Jail the
// seat pays $50k, then takes its turn as normal.
func (g *Game) startTurn() {
	g.turn++
	s := int(g.active)
	g.emit(EvTurn, s, -1, int16(min(g.turn, 32767)), 0, 0)
	g.proposed = [engine.MaxSeats]uint8{}
	g.nops = 0
	g.push(op{kind: opPrompt})
	if g.pl[s].Jail >= JailTurns {
		g.pl[s].Jail = -1
		g.emit(EvJailOut, s, -1, JailServed, 0, JailFee)
		g.demand(s, engine.Bank, JailFee, RJail)
	}
}

// walk moves a mover n spaces (back when negative). Reaching GO, by
// landing or passing, pays the salary and offers the upgrade; the walk
// resumes after it. Going back never collects.
func (g *Game) walk(s, n int) {
	p := &g.pl[s]
	for ; n < 0; n++ {
		from := int(p.Pos)
		p.Pos = int8((from + NSpaces - 1) % NSpaces)
		g.emit(EvBack, s, -1, int16(from), int16(p.Pos), 0)
	}
	for n > 0 {
		from := int(p.Pos)
		p.Pos = int8(Board.Next(from, 0))
		n--
		g.emit(EvStep, s, -1, int16(from), int16(p.Pos), 0)
		if p.Pos == GoSpace {
			if n > 0 {
				g.push(op{kind: opWalk, seat: int8(s), arg: int16(n)})
			} else {
				g.push(op{kind: opLand, seat: int8(s)})
			}
			g.atGo(s)
			return
		}
	}
	g.push(op{kind: opLand, seat: int8(s)})
}

// atGo: the salary, with the choice to upgrade one step first.
func (g *Game) atGo(s int) {
	if g.pl[s].Star < 2 {
		g.setDec(s, DUpgrade)
		return
	}
	g.collect(s, Salary[g.pl[s].Star], RSalary)
}

// land follows the space the mover came to rest on.
func (g *Game) land(s int) {
	switch sp := &Spaces[g.pl[s].Pos]; sp.Kind {
	case KProp:
		g.landProp(s, int(sp.Prop))
	case KLifestyle:
		g.drawLife(s)
	case KChance:
		id, _ := g.chance.Draw()
		g.chance.PutBottom(id)
		g.emit(EvChance, s, -1, int16(id), 0, 0)
		g.card(s, &Chance[id])
	case KGoJail:
		g.toJail(s)
	}
}

func (g *Game) drawLife(s int) {
	id, _ := g.life.Draw()
	g.life.PutBottom(id)
	g.emit(EvLifestyle, s, -1, int16(id), 0, 0)
	g.card(s, &Lifestyle[id])
}

// landProp turns over the Fortune card (a use-now card is followed after
// the property is bought or auctioned), then buy or auction, or the rent.
func (g *Game) landProp(s, p int) {
	if c := g.fortune[p]; c >= 0 {
		g.fortune[p] = -1
		if Fortune[c].Kind.Keep() {
			g.held[s].Add(uint8(c))
			g.emit(EvKeep, s, -1, -1, int16(p), 0)
		} else {
			g.used.Add(uint8(c))
			g.emit(EvFortune, s, -1, int16(c), int16(p), 0)
			g.push(op{kind: opFortune, seat: int8(s), arg: int16(c)})
		}
	}
	o := int(g.owner[p])
	switch {
	case o < 0:
		if g.led.Cash[s] >= Props[p].Price {
			g.setDec(s, DBuy)
			return
		}
		g.startAuction(p, s)
	case o == s || g.Mortgaged(p) || g.pl[o].Out:
	default:
		rent := g.Rent(p)
		g.emit(EvRent, s, o, int16(p), 0, rent)
		g.demand(s, engine.Account(o), rent, RRent)
		if g.hasKind(s, KeepNoRent) {
			g.setDec(s, DRent)
		}
	}
}

// Rent is what landing on a property costs now: the ladder with
// buildings, twice the base rent for a full set without, nothing when
// mortgaged.
func (g *Game) Rent(p int) int64 {
	o := int(g.owner[p])
	switch {
	case o < 0 || g.Mortgaged(p):
		return 0
	case g.level[p] > 0:
		return Props[p].Rent[g.level[p]]
	case g.ownsSet(o, int(Props[p].Group)):
		return 2 * Props[p].Rent[0]
	}
	return Props[p].Rent[0]
}

// ownsSet reports whether seat owns every property of a group.
func (g *Game) ownsSet(s, gr int) bool {
	for _, p := range Groups[gr].Props {
		if int(g.owner[p]) != s {
			return false
		}
	}
	return true
}

func (g *Game) toJail(s int) {
	from := g.pl[s].Pos
	g.pl[s].Pos = JailSpace
	g.pl[s].Jail = 0
	g.emit(EvJump, s, -1, int16(from), JailSpace, 0)
	g.emit(EvJail, s, -1, 0, 0, 0)
}

// card follows a use-now Fortune card, a Lifestyle or a Chance card.
// Payments go on the stack, so that one that cannot be met waits for the
// cash to be raised and the rest follows.
func (g *Game) card(s int, c *Card) {
	n := g.opts.Seats
	star := g.pl[s].Star
	switch c.Kind {
	case CCollect:
		g.collect(s, c.Amount, RCard)
	case CPay:
		g.demand(s, engine.Bank, c.Amount, RCard)
	case CCollectEach: // pushed last first, so the seat on the left pays first
		for k := n - 1; k >= 1; k-- {
			if o := (s + k) % n; !g.pl[o].Out {
				g.demand(o, engine.Account(s), c.Amount, RCard)
			}
		}
	case CPayEach:
		for k := n - 1; k >= 1; k-- {
			if o := (s + k) % n; !g.pl[o].Out {
				g.demand(s, engine.Account(o), c.Amount, RCard)
			}
		}
	case CAdvance:
		if steps := (int(c.Arg) - int(g.pl[s].Pos) + NSpaces) % NSpaces; steps > 0 {
			g.push(op{kind: opWalk, seat: int8(s), arg: int16(steps)})
		}
	case CMove:
		g.push(op{kind: opWalk, seat: int8(s), arg: int16(c.Arg)})
	case CJail:
		g.toJail(s)
	case CRepairs:
		var amt int64
		for p := range g.owner {
			if int(g.owner[p]) == s {
				if g.level[p] == HotelLevel {
					amt += c.Amount2
				} else {
					amt += int64(g.level[p]) * c.Amount
				}
			}
		}
		g.demand(s, engine.Bank, amt, RCard)
	case CPerProp:
		k := 0
		for p := range g.owner {
			if int(g.owner[p]) == s {
				k++
			}
		}
		if c.Amount < 0 {
			g.demand(s, engine.Bank, int64(k)*-c.Amount, RCard)
		} else {
			g.collect(s, int64(k)*c.Amount, RCard)
		}
	case CUpgrade:
		if star < 2 {
			g.pl[s].Star++
			g.emit(EvUpgrade, s, -1, int16(star+1), 0, 0)
		} else {
			g.collect(s, c.Amount, RCard)
		}
	case CLifestyle:
		g.drawLife(s)
	case CStars:
		if v := c.Stars[star]; v >= 0 {
			g.collect(s, v, RCard)
		} else {
			g.demand(s, engine.Bank, -v, RCard)
		}
	case CRoll:
		x, y := g.die(), g.die()
		g.emit(EvFaces, s, ThrowCard, int16(x), int16(y), 0)
		if x+y >= int(c.Need[star]) {
			g.collect(s, c.Stars[star], RCard)
		} else {
			g.emit(EvNoLuck, s, -1, int16(x+y), int16(c.Need[star]), 0)
		}
	}
}

// finish ends the game with a winner: the first to a million, or the last
// seat left. The others rank by cash.
func (g *Game) finish(winner int) {
	if g.over {
		return
	}
	g.over = true
	g.dec = engine.Decision{Seat: -1}
	g.winner = int8(winner)
	r := engine.Result{Ranking: engine.MostWins, Winners: 1, NamesWinner: true}
	for i := 0; i < g.opts.Seats; i++ {
		r.Counts[i] = g.led.Cash[i]
	}
	for i := 0; i < g.opts.Seats; i++ {
		if i == winner {
			r.Places[i] = 1
			continue
		}
		p := int8(2)
		for j := 0; j < g.opts.Seats; j++ {
			if j != winner && j != i && r.Counts[j] > r.Counts[i] {
				p++
			}
		}
		r.Places[i] = p
	}
	if g.led.Cash[winner] >= Goal {
		if !g.quiet { // nobody reads a look-ahead's result in words
			r.Reason = fmt.Sprintf("%s made a million", g.Name(winner))
		}
	} else {
		if !g.quiet { // nobody reads a look-ahead's result in words
			r.Reason = fmt.Sprintf("%s is the last player left", g.Name(winner))
		}
	}
	g.result = r
	g.emit(EvGameOver, winner, -1, 0, 0, g.led.Cash[winner])
}

// finishCap ends a game at the turn cap: cash ranks.
func (g *Game) finishCap() {
	g.over, g.capped = true, true
	g.dec = engine.Decision{Seat: -1}
	r := engine.Result{Ranking: engine.MostWins, Capped: true, Reason: "the turn limit was reached"}
	for i := 0; i < g.opts.Seats; i++ {
		r.Counts[i] = g.led.Cash[i]
	}
	r.Places, r.Winners = engine.PlacesBy(r.Counts[:g.opts.Seats], engine.MostWins)
	g.result = r
	g.emit(EvGameOver, -1, -1, 0, 0, 0)
}

// die throws one die: a scripted face if a test set one, else the
// generator's.
func (g *Game) die() int { return g.script.Die(&g.rng) }

// Script makes the next dice faces come up as vals, in order. It is for
// rule tests; a scripted game is still deterministic, and its hash includes
// the script.
func (g *Game) Script(vals ...int) { g.script.Add(vals...) }
