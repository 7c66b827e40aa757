package broke

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
	var buf [48]engine.Action
	if !slices.Contains(g.Legal(int(a.Seat), buf[:0]), a) {
		return nil, fmt.Errorf("%w: %s", engine.ErrIllegal, g.ActionString(a))
	}
	g.events = g.events[:0]
	g.apply(a)
	if !g.over && g.turn >= TurnCap {
		g.finish(-1, 0)
	}
	return g.events, nil
}

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
	switch g.dec.Kind {
	case DRoll:
		act(ARoll, 0, 0)
	case DVisit:
		act(AVisit, 0, 0)
		act(APass, 0, 0)
	case DBuy:
		act(ABuy, 0, 0)
		act(APass, 0, 0)
	case DBet, DSideBet:
		for h := int16(1); h <= 4; h++ {
			if g.dec.Kind == DSideBet && int8(h) == g.horse[g.active] {
				continue
			}
			for amt := int64(BetMin); amt <= BetMax && amt <= cash; amt += BetStep {
				act(ABet, h, amt)
			}
		}
		if g.dec.Kind == DSideBet {
			act(APass, 0, 0)
		}
	case DRoulette:
		for n := int16(1); n <= 36; n++ {
			act(APick, n, 0)
		}
	case DDice:
		act(AThrow, 0, 0)
		act(AStop, 0, 0)
	}
	return buf
}

func (g *Game) setDec(seat int, kind uint8) { g.dec = engine.Decision{Seat: int8(seat), Kind: kind} }

// apply carries out a legal action, then the rules on to the next decision.
func (g *Game) apply(a engine.Action) {
	s := int(a.Seat)
	kind := g.dec.Kind
	g.dec = engine.Decision{Seat: -1, Kind: DNone}
	switch kind {
	case DRoll:
		g.roll(s)
	case DVisit:
		if a.Kind == AVisit {
			g.visit(s, int(Spaces[g.pl[s].Pos].Arg), false)
			return
		}
		g.walk(s)
	case DBuy:
		if a.Kind == ABuy {
			sp := int(g.pl[s].Pos)
			g.transfer(engine.Account(s), engine.Bank, Spaces[sp].Price, RHotel)
			g.owner[sp] = int8(s)
			g.pl[s].Hotel = int8(sp)
			g.emit(EvBuy, s, -1, int16(sp), 0, Spaces[sp].Price)
		}
		g.endTurn()
	case DBet, DSideBet:
		if a.Kind == ABet {
			g.horse[s], g.stake[s] = int8(a.Arg), a.Amount
			g.emit(EvBet, s, -1, a.Arg, 0, a.Amount)
			g.transfer(engine.Account(s), engine.Bank, a.Amount, RBet)
		}
		g.nextSideBet()
	case DRoulette:
		g.roulette(s, int(a.Arg))
	case DDice:
		if a.Kind == AThrow {
			g.goForBroke(s)
			return
		}
		g.endTurn()
	}
}

func (g *Game) startTurn() {
	g.turn++
	g.emit(EvTurn, int(g.active), -1, int16(min(g.turn, 32767)), 0, 0)
	g.setDec(int(g.active), DRoll)
}

// endTurn passes play to the left.
func (g *Game) endTurn() {
	if g.over {
		return
	}
	g.active = int8((int(g.active) + 1) % g.opts.Seats)
	g.startTurn()
}

// finish ends the game. winner is the seat that could not pay owed, or -1
// at the turn cap. The others rank by cash, the least first: the nearer to
// broke, the better placed (the goal is to spend a million).
func (g *Game) finish(winner int, owed int64) {
	g.over = true
	g.dec = engine.Decision{Seat: -1}
	g.winner, g.owed = int8(winner), owed
	r := engine.Result{Ranking: engine.FewestWins}
	for i := 0; i < g.opts.Seats; i++ {
		r.Counts[i] = g.led.Cash[i]
	}
	if winner >= 0 {
		for i := 0; i < g.opts.Seats; i++ {
			if i == winner {
				r.Places[i] = 1
				continue
			}
			p := int8(2)
			for j := 0; j < g.opts.Seats; j++ {
				if j != winner && j != i && r.Counts[j] < r.Counts[i] {
					p++
				}
			}
			r.Places[i] = p
		}
		r.Winners = 1
		if !g.quiet { // nobody reads a look-ahead's result in words
			r.Reason = fmt.Sprintf("%s could not pay %s and went broke first", g.Name(winner), engine.Money(owed))
		}
		r.NamesWinner = true
	} else {
		r.Places, r.Winners = engine.PlacesBy(r.Counts[:g.opts.Seats], engine.FewestWins)
		r.Reason = "the turn limit was reached"
		r.Capped, g.capped = true, true
	}
	g.result = r
	g.emit(EvGameOver, winner, -1, g.why, 0, owed)
}

// roll throws the two dice and walks. The first move of the game leaves
// START onto the main path like any other.
func (g *Game) roll(s int) {
	a, b := g.die(), g.die()
	g.emit(EvFaces, s, ThrowMove, int16(a), int16(b), 0)
	g.emit(EvRoll, s, -1, int16(a+b), 2, 0)
	g.moveLeft = int8(a + b)
	g.walk(s)
}

// walk moves the pawn on, space by space, until the count is used up or the
// pawn reaches an area's entrance (where its owner may choose to visit).
// Passing the Poor House road costs $1,000 into its pot each time, a
// required payment; landing on it counts as passing (the pawn has gone past
// the road's mouth).
func (g *Game) walk(s int) {
	p := &g.pl[s]
	for g.moveLeft > 0 {
		from := int(p.Pos)
		to := Board.Next(from, 0)
		p.Pos = int8(to)
		g.moveLeft--
		g.emit(EvStep, s, -1, int16(from), int16(to), 0)
		switch Spaces[to].Kind {
		case KJunction:
			g.emit(EvPassJunc, s, -1, int16(to), 0, 0)
			if !g.demand(s, poorPot, PoorHouseFee, RJunction) {
				return
			}
		case KEntrance:
			// Reaching or passing an entrance offers the visit (an exact
			// count is not needed), on the last step too.
			g.setDec(s, DVisit)
			return
		}
	}
	g.land(s)
}

// land follows the directions of the space the pawn came to rest on by
// direct count: first the damages for a collision on the main path, then
// the space.
func (g *Game) land(s int) {
	at := int(g.pl[s].Pos)
	sp := &Spaces[at]
	if sp.Main {
		for k := 1; k < g.opts.Seats; k++ {
			o := (s + k) % g.opts.Seats
			if int(g.pl[o].Pos) == at {
				g.emit(EvCollide, s, o, int16(at), 0, CollisionFee)
				if !g.demand(s, engine.Account(o), CollisionFee, RCollision) {
					return
				}
			}
		}
	}
	switch sp.Kind {
	case KSpend:
		g.draw(s, SpendDeck)
		return
	case KReceive:
		g.draw(s, ReceiveDeck)
		return
	case KTax:
		if !g.demand(s, engine.Bank, sp.Amount, RSpace) {
			return
		}
	case KHotel:
		switch o := int(g.owner[at]); {
		case o >= 0 && o != s:
			if !g.demand(s, engine.Account(o), sp.Rent, RRent) {
				return
			}
		case o < 0 && g.pl[s].Hotel < 0 && g.led.Cash[s] >= sp.Price:
			// A Hotel is a voluntary payment: only from cash in hand.
			g.setDec(s, DBuy)
			return
		}
	case KGoPoor:
		g.toPoorHouse(s)
	case KGoCasino:
		g.visit(s, Casino, true)
		return
	}
	g.endTurn()
}

// draw takes the top card of a deck and follows it. Every card goes back
// under its deck except a stock, which its drawer keeps face up.
func (g *Game) draw(s, deck int) {
	id, ok := g.decks[deck].Draw()
	if !ok { // cannot happen: only the 9 stocks ever leave a deck of 54
		g.endTurn()
		return
	}
	c := Cards(deck)[id]
	g.emit(EvCard, s, -1, int16(deck), int16(id), c.Amount)
	if c.Kind == CStock {
		if deck == SpendDeck && !g.demand(s, engine.Bank, StockPrice, RStock) {
			g.decks[deck].PutBottom(id)
			return
		}
		g.pl[s].Stocks[c.Arg]++
		g.emit(EvStock, s, -1, int16(c.Arg), int16(deck), 0)
		g.endTurn()
		return
	}
	g.decks[deck].PutBottom(id)
	switch c.Kind {
	case CPay:
		if !g.demand(s, engine.Bank, c.Amount, RCard) {
			return
		}
	case CPayEach:
		for k := 1; k < g.opts.Seats; k++ {
			if !g.demand(s, engine.Account((s+k)%g.opts.Seats), c.Amount, RCard) {
				return
			}
		}
	case CCollect:
		g.collect(s, c.Amount, RCard)
	case CGoArea:
		g.visit(s, int(c.Arg), true)
		return
	case CGoPoor:
		g.toPoorHouse(s)
	}
	g.endTurn()
}

// toPoorHouse puts the pawn on the Poor House, where its owner takes the
// whole pot; the next move runs down the side road.
func (g *Game) toPoorHouse(s int) {
	from := g.pl[s].Pos
	g.pl[s].Pos = PoorHouse
	pot := g.led.Balance(poorPot)
	g.emit(EvJump, s, -1, int16(from), PoorHouse, 0)
	g.emit(EvPoorHouse, s, -1, 0, 0, pot)
	g.transfer(poorPot, engine.Account(s), pot, RPoorHouse)
}

// die throws one die: a scripted face if a test set one, else the
// generator's.
func (g *Game) die() int { return g.script.Die(&g.rng) }

// Script makes the next chance outcomes come up as vals, in order, each
// taken by the next draw of any kind: a die face 1..6, a horse 1..4, a
// Stock Market segment 0..6, a reel symbol 0..5, a roulette number 1..36.
// It is for rule tests; a scripted game is still deterministic, and its
// hash includes the script.
func (g *Game) Script(vals ...int) { g.script.Add(vals...) }
