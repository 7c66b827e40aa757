package gambler

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
	var buf [24]engine.Action
	if !slices.Contains(g.Legal(int(a.Seat), buf[:0]), a) {
		return nil, fmt.Errorf("%w: %s", engine.ErrIllegal, g.ActionString(a))
	}
	g.events = g.events[:0]
	g.apply(a)
	if !g.over && g.turn >= TurnCap {
		g.finish(0, WhyCap)
	}
	return g.events, nil
}

// Legal implements engine.Game. Taking or repaying an IOU is offered at
// every decision of the seat ("at any time", rulings).
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || g.dec.Kind == DNone || int(g.dec.Seat) != seat {
		return buf
	}
	s := int8(seat)
	act := func(kind uint8, arg int16) {
		buf = append(buf, engine.Action{Seat: s, Kind: kind, Arg: arg})
	}
	p := &g.pl[seat]
	switch g.dec.Kind {
	case DRoll:
		act(ARoll, 0)
		if g.canBuy(seat) {
			act(ATicket, 0)
		}
	case DDoubles:
		act(AAgain, 0)
		act(ASweep, 0)
	case DMarker:
		for b := 0; b < NBets; b++ {
			if g.free(b) {
				act(APlace, int16(b))
			}
		}
	case DShake:
		act(AShake, 0)
	case DRace:
		act(ARace, 0)
	}
	if !p.IOU {
		act(ATake, 0)
	} else if g.led.Cash[seat] >= IOUAmount+IOUInterest {
		act(ARepay, 0)
	}
	return buf
}

// canBuy: at the start of one's turn a ticket costs $10, and a seat holds
// at most three.
func (g *Game) canBuy(seat int) bool {
	return g.pl[seat].Tickets.Len() < MaxTickets && g.decks[TicketDeck].Len() > 0 && g.led.Cash[seat] >= TicketPrice
}

// free reports whether no marker lies on betting space b.
func (g *Game) free(b int) bool {
	for i := 0; i < g.opts.Seats; i++ {
		if int(g.pl[i].Marker) == b {
			return false
		}
	}
	return true
}

func (g *Game) setDec(seat int, kind uint8) { g.dec = engine.Decision{Seat: int8(seat), Kind: kind} }

// apply carries out a legal action, then the rules on to the next decision.
func (g *Game) apply(a engine.Action) {
	s := int(a.Seat)
	switch a.Kind {
	case ATake:
		g.takeIOU(s, false)
		return
	case ARepay:
		g.repay(s, false)
		g.checkWin()
		return
	case ATicket:
		id, _ := g.decks[TicketDeck].Draw()
		g.pl[s].Tickets.Add(id)
		g.emit(EvTicket, s, -1, 0, 0, TicketPrice)
		g.pay(engine.Account(s), engine.Bank, TicketPrice, RTicket)
		return
	}
	kind := g.dec.Kind
	g.dec = engine.Decision{Seat: -1, Kind: DNone}
	switch kind {
	case DRoll:
		g.roll(s)
	case DDoubles:
		if a.Kind == ASweep {
			g.callSweep(s)
			return
		}
		x, y := g.die(), g.die()
		g.emit(EvFaces, s, ThrowAgain, int16(x), int16(y), 0)
		if x == y {
			g.emit(EvDoublesAgain, s, -1, int16(x), 0, DoublesPrize)
			g.collect(s, DoublesPrize, RDoubles)
		} else {
			g.emit(EvDoublesAgain, s, -1, 0, 0, 0)
		}
		g.endTurn()
	case DMarker:
		g.pl[s].Marker = int8(a.Arg)
		g.emit(EvMarker, s, -1, a.Arg, 0, 0)
		g.nextMarker()
	case DShake:
		g.shake(s)
	case DRace:
		g.race(s)
	}
}

func (g *Game) startTurn() {
	g.turn++
	g.emit(EvTurn, int(g.active), -1, int16(min(g.turn, 32767)), 0, 0)
	g.setDec(int(g.active), DRoll)
}

// endTurn passes play to the left, past the seats that are out.
func (g *Game) endTurn() {
	if g.over {
		return
	}
	g.active = int8(g.nextIn(int(g.active)))
	g.startTurn()
}

// nextIn is the first seat still in after s, in turn order.
func (g *Game) nextIn(s int) int {
	for k := 1; k <= g.opts.Seats; k++ {
		if o := (s + k) % g.opts.Seats; !g.pl[o].Out {
			return o
		}
	}
	return s
}

// inFrom is the seats still in, in turn order starting with s.
func (g *Game) inFrom(s int, buf []int) []int {
	for k := 0; k < g.opts.Seats; k++ {
		if o := (s + k) % g.opts.Seats; !g.pl[o].Out {
			buf = append(buf, o)
		}
	}
	return buf
}

// roll throws the two dice. Doubles on this first roll do not move the
// pawn: the thrower chooses a roll for doubles or a Sweepstakes.
func (g *Game) roll(s int) {
	a, b := g.die(), g.die()
	g.emit(EvFaces, s, ThrowMove, int16(a), int16(b), 0)
	if a == b {
		g.emit(EvDoubles, s, -1, int16(a), 0, 0)
		g.setDec(s, DDoubles)
		return
	}
	g.emit(EvRoll, s, -1, int16(a+b), 2, 0)
	if g.walk(s, a+b) {
		g.land(s)
	}
}

// walk moves the pawn n spaces clockwise; landing on or passing Start pays
// $100 at once. It reports false when that payment ended the game.
func (g *Game) walk(s, n int) bool {
	p := &g.pl[s]
	for ; n > 0; n-- {
		from := int(p.Pos)
		to := Board.Next(from, 0)
		p.Pos = int8(to)
		g.emit(EvStep, s, -1, int16(from), int16(to), 0)
		if to == Start {
			g.collect(s, StartPay, RStart)
			if g.over {
				return false
			}
		}
	}
	return true
}

// land follows the space the pawn came to rest on. Every space's business
// ends the turn, some after a Sweepstakes, Lottery or race.
func (g *Game) land(s int) {
	sp := &Spaces[g.pl[s].Pos]
	switch sp.Kind {
	case KPay:
		g.demand(s, engine.Bank, sp.Amount, RSpace)
	case KCollect:
		g.collect(s, sp.Amount, RSpace)
	case KTax:
		g.demand(s, engine.Bank, TaxDue(g.led.Cash[s], sp.Amount), RSpace)
	case KFortune:
		g.draw(s)
		return
	case KLottery:
		g.callLottery(s)
		return
	case KSweep:
		g.callSweep(s)
		return
	case KRaces:
		g.callRace(s, 1)
		return
	case KDouble:
		g.callRace(s, 2)
		return
	}
	g.endTurn()
}

// draw takes the top Fortune card, follows it and returns it to the bottom.
func (g *Game) draw(s int) {
	id, _ := g.decks[FortuneDeck].Draw()
	g.decks[FortuneDeck].PutBottom(id)
	c := &FortuneCards[id]
	g.emit(EvCard, s, -1, int16(id), 0, c.Amount)
	switch c.Kind {
	case CCollect:
		g.collect(s, c.Amount, RCard)
	case CPay:
		g.demand(s, engine.Bank, c.Amount, RCard)
	case CCollectEach:
		var buf [engine.MaxSeats]int
		for _, o := range g.inFrom(s, buf[:0])[1:] {
			if g.over {
				return
			}
			g.demand(o, engine.Account(s), c.Amount, RCard)
		}
	case CPayEach:
		var buf [engine.MaxSeats]int
		for _, o := range g.inFrom(s, buf[:0])[1:] {
			if g.over || g.pl[s].Out {
				break
			}
			g.demand(s, engine.Account(o), c.Amount, RCard)
		}
	case CSweep:
		g.callSweep(s)
		return
	case CAdvance:
		n := 1
		for Spaces[(int(g.pl[s].Pos)+n)%Len].Kind != c.Arg {
			n++
		}
		if g.walk(s, n) {
			g.land(s)
		}
		return
	}
	g.endTurn()
}

// finish ends the game. winners is a mask of the seats that share the win
// (why WhyWin or WhyLast); at the turn cap it is ignored. The others rank
// by what they are worth, the seats that went out last of all.
func (g *Game) finish(winners int, why int16) {
	g.over, g.why = true, why
	g.dec = engine.Decision{Seat: -1}
	if why == WhyCap {
		winners = 0
		g.capped = true
	}
	r := engine.Result{Ranking: engine.MostWins}
	var keys [engine.MaxSeats]int64
	for i := 0; i < g.opts.Seats; i++ {
		r.Counts[i] = g.Worth(i)
		switch {
		case winners&(1<<i) != 0:
			keys[i] = 1 << 40
		case g.pl[i].Out:
			keys[i] = -1 << 40
		default:
			keys[i] = r.Counts[i]
		}
	}
	r.Places, r.Winners = engine.PlacesBy(keys[:g.opts.Seats], engine.MostWins)
	first := -1
	for i := 0; i < g.opts.Seats; i++ {
		if winners&(1<<i) != 0 && first < 0 {
			first = i
		}
	}
	switch why {
	case WhyWin:
		if r.Winners > 1 {
			if !g.quiet { // nobody reads a look-ahead's result in words
				r.Reason = fmt.Sprintf("%d players reached %s at once with %s each and share the win", r.Winners, engine.Money(WinAt), engine.Money(g.led.Cash[first]))
			}
		} else {
			if !g.quiet { // nobody reads a look-ahead's result in words
				r.Reason = fmt.Sprintf("%s reached %s with no IOU", g.Name(first), engine.Money(g.led.Cash[first]))
			}
			r.NamesWinner = true
		}
	case WhyLast:
		if !g.quiet { // nobody reads a look-ahead's result in words
			r.Reason = fmt.Sprintf("%s is the last player still in", g.Name(first))
		}
		r.NamesWinner = true
	default:
		r.Reason = "the turn limit was reached"
		r.Capped = true
	}
	g.result = r
	g.emit(EvGameOver, first, -1, why, int16(r.Winners), g.led.Cash[max(first, 0)])
}

// checkWin: after every payment, the first to hold $1,000 or more with no
// IOU wins; an IOU holder who would still hold $1,000 after repaying
// repays at once (it is the win: nobody would decline). Several at once:
// the richest wins; equal money shares the win.
func (g *Game) checkWin() {
	if g.over || g.batch {
		return
	}
	var best int64 = -1
	mask := 0
	for i := 0; i < g.opts.Seats; i++ {
		p := &g.pl[i]
		if p.Out {
			continue
		}
		if p.IOU && g.led.Cash[i] >= WinAt+IOUAmount+IOUInterest {
			g.repay(i, true)
		}
		c := g.led.Cash[i]
		if p.IOU || c < WinAt {
			continue
		}
		switch {
		case c > best:
			best, mask = c, 1<<i
		case c == best:
			mask |= 1 << i
		}
	}
	if mask != 0 {
		g.finish(mask, WhyWin)
	}
}
