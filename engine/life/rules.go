package life

import (
	"fmt"

	"wheeloffate/engine"
)

// Apply implements engine.Game: it checks the action against the legal ones,
// so an illegal action is refused before anything changes.
func (g *Game) Apply(a engine.Action) ([]engine.Event, error) {
	if g.over {
		return nil, engine.ErrOver
	}
	if int(a.Seat) != int(g.dec.Seat) || g.dec.Kind == DNone {
		return nil, fmt.Errorf("%w: seat %d (waiting for seat %d)", engine.ErrNotPending, a.Seat+1, g.dec.Seat+1)
	}
	if !g.isLegal(a) {
		return nil, fmt.Errorf("%w: %s", engine.ErrIllegal, g.ActionString(a))
	}
	g.events = g.events[:0]
	g.apply(a)
	g.run()
	if !g.over && int(g.turn) >= g.ed.TurnCap {
		g.finish(2)
	}
	return g.events, nil
}

func (g *Game) push(c cont, arg uint8) {
	g.stack[g.sp] = frame{c, arg}
	g.sp++
}

func (g *Game) setDec(seat int, kind uint8) { g.dec = engine.Decision{Seat: int8(seat), Kind: kind} }

// run carries the turn on until someone must decide or the game ends.
func (g *Game) run() {
	for g.dec.Kind == DNone && !g.over && g.sp > 0 {
		g.sp--
		f := g.stack[g.sp]
		switch f.c {
		case cEndTurn:
			g.endTurn()
		case cWalk:
			g.walk()
		case cLand:
			g.land()
		case cBetWindow:
			g.openBets(f.arg)
		}
	}
}

func (g *Game) startTurn() {
	s := int(g.active)
	p := &g.pl[s]
	for i := range g.pl {
		g.pl[i].CardHit = false
	}
	g.emit(engine.Event{Kind: EvTurn, Seat: int8(s), Other: -1, Arg: int16(g.turn)})
	g.sp = 0
	g.push(cEndTurn, 0)
	g.fresh = true
	if p.Road == RoadUnset {
		g.setDec(s, DRoad)
		return
	}
	g.push(cBetWindow, SMove)
	if p.Pos == 0 && p.Salary == 0 && len(g.ed.CareersPlain) > 0 {
		// Duel: a student sent back to START before graduating must take
		// the Career road, so is dealt two careers without a degree, as a
		// Career-road player is at the start (else Pay Days pay $0).
		g.offerCareers(s, false)
	}
}

func (g *Game) endTurn() {
	if g.allHome() {
		g.finish(0)
		return
	}
	n := g.opts.Seats
	for k := 1; k <= n; k++ {
		s := (int(g.active) + k) % n
		if g.pl[s].Where == OnRoad {
			g.active = int8(s)
			break
		}
	}
	g.turn++
	g.startTurn()
}

func (g *Game) allHome() bool {
	for i := 0; i < g.opts.Seats; i++ {
		if g.pl[i].Where == OnRoad {
			return false
		}
	}
	return true
}

// finish ends the game: reason 0 everyone home, 1 a Tycoon, 2 the turn cap.
func (g *Game) finish(reason int) {
	g.over = true
	g.dec = engine.Decision{Seat: -1}
	g.sp = 0
	// Stakes on the board go to the Bank, so the count is of cash alone.
	if pot := g.led.Balance(engine.Pot); pot > 0 {
		g.transferEv(engine.Pot, engine.Bank, pot, RBetLost, -1)
	}
	var counts [engine.MaxSeats]int64
	for i := 0; i < g.opts.Seats; i++ {
		counts[i] = g.Count(i)
	}
	r := engine.Result{Counts: counts}
	if reason == 1 {
		for i := 0; i < g.opts.Seats; i++ {
			r.Places[i] = 2
		}
		r.Places[g.tycoon] = 1
		r.Winners = 1
		if !g.quiet { // nobody reads a look-ahead's result in words
			r.Reason = fmt.Sprintf("%s became a Millionaire Tycoon", g.Name(int(g.tycoon)))
		}
		r.NamesWinner = true
	} else {
		r.Places, r.Winners = engine.Places(counts[:g.opts.Seats])
		r.Reason = "everyone has retired"
		if reason == 2 {
			r.Reason = "the turn limit was reached"
			r.Capped = true
			g.capped = true
		}
	}
	g.result = r
	g.emit(engine.Event{Kind: EvGameOver, Seat: -1, Other: -1, Arg: int16(reason)})
}

// openBets asks the other seats, from the spinner's left, for side bets on
// a spin of the given purpose; then the spinner spins.
func (g *Game) openBets(purpose uint8) {
	g.spinPurpose = purpose
	g.betSeat = g.active
	g.nextBettor()
}

func (g *Game) canBet(s int) bool {
	if s == int(g.active) || g.opts.NoBets[s] || g.pl[s].Where == AtPoorFarm {
		return false
	}
	b := &g.bets[s]
	placed := b[0].amt + b[1].amt
	return placed < g.ed.BetCap && g.led.Cash[s] >= betLadder[0]
}

func (g *Game) nextBettor() {
	n := g.opts.Seats
	for s := (int(g.betSeat) + 1) % n; s != int(g.active); s = (s + 1) % n {
		if g.canBet(s) {
			g.betSeat = int8(s)
			g.setDec(s, DBet)
			return
		}
	}
	g.betSeat = g.active
	g.setDec(int(g.active), DSpin)
}

var betLadder = [...]int64{1000, 2000, 5000, 10000, 20000}

// spin draws the number for the pending spin and settles everything that
// hangs on it.
func (g *Game) spin() {
	s := int(g.active)
	// A Tycoon's stake is the cash on the board as the spin begins. It pays
	// for nothing else: a Lucky Number fee this spin costs is borrowed for
	// beside it, and a miss loses the stake, not the borrowed money.
	var stake int64
	if g.spinPurpose == STycoon {
		stake = g.led.Cash[s]
	}
	n := g.wheel()
	g.emit(engine.Event{Kind: EvSpin, Seat: int8(s), Other: -1, Arg: int16(n), Arg2: int16(g.spinPurpose)})
	g.settleBets(n)
	if g.luckyHolder >= 0 && int(g.luckyHolder) != s && n == int(g.luckyNum) {
		g.demandBeside(s, engine.Account(g.luckyHolder), g.ed.LuckyFee, stake, RLuckyFee, -1)
	}
	p := &g.pl[s]
	switch g.spinPurpose {
	case SMove, SHoneymoon:
		g.moveLeft = int8(n)
		g.bumped = false
		g.push(cWalk, 0)
	case SPresents:
		amt := g.ed.Presents[n]
		for k := 1; k < g.opts.Seats; k++ {
			o := (s + k) % g.opts.Seats
			if g.pl[o].Where != AtPoorFarm {
				g.demand(o, engine.Account(s), amt, RPresents, -1)
			}
		}
		g.push(cBetWindow, SHoneymoon)
	case SSpeculate:
		if n == int(g.specA) || n == int(g.specB) {
			g.collectFromBank(s, g.ed.SpeculateWin, RSpeculate, int(p.Pos))
		}
		g.transferEv(engine.Pot, engine.Bank, g.led.Balance(engine.Pot), RSpeculate, int(p.Pos))
	case SMarket:
		switch {
		case n <= marketLastDown:
			g.emit(engine.Event{Kind: EvMarket, Seat: int8(s), Other: -1, Arg: -1})
			g.demand(s, engine.Bank, g.ed.MarketDown, RMarket, int(p.Pos))
		case n < marketFirstUp:
			g.emit(engine.Event{Kind: EvMarket, Seat: int8(s), Other: -1, Arg: 0})
		default:
			g.emit(engine.Event{Kind: EvMarket, Seat: int8(s), Other: -1, Arg: 1})
			g.collectFromBank(s, g.ed.MarketUp, RMarket, int(p.Pos))
		}
	case SKids:
		kids := 1 + (n-1)/3
		if n == 10 {
			kids = 4
		}
		g.addChildren(s, kids)
	case STycoon:
		if n == int(g.tycoonNum) {
			g.tycoon = int8(s)
			g.emit(engine.Event{Kind: EvTycoonWin, Seat: int8(s), Other: -1, Arg: int16(n)})
			g.finish(1)
			return
		}
		if stake > 0 {
			g.transferEv(engine.Account(s), engine.Bank, stake, RTycoon, int(p.Pos))
		}
		g.toPoorFarm(s)
	case SLucky:
		g.luckyNum = int8(n)
		g.luckyHolder = int8(s)
		p.Lucky = true
		g.emit(engine.Event{Kind: EvLucky, Seat: int8(s), Other: -1, Arg: int16(n)})
	}
}

// settleBets pays the winners ten times their stake from the Bank and clears
// every stake into the Bank.
func (g *Game) settleBets(n int) {
	for i := 0; i < g.opts.Seats; i++ {
		for k := range g.bets[i] {
			b := &g.bets[i][k]
			if b.amt > 0 && int(b.num) == n {
				g.collectFromBank(i, b.amt*g.ed.BetPayout, RBetWin, -1)
			}
			*b = bet{}
		}
	}
	if pot := g.led.Balance(engine.Pot); g.spinPurpose != SSpeculate && pot > 0 {
		g.transferEv(engine.Pot, engine.Bank, pot, RBetLost, -1)
	}
}

// spinOff spins for each seat in mask until one is highest; it is used to
// pick the first player (target -1) and to choose which of several card
// givers plays on target. Nothing else depends on these spins (no bets, no
// Lucky Number). Each event says whether it is the first round or a re-spin
// among the tied (Arg2), and for whom the givers spin (Other), so the log
// calls only the re-spins a tie-break.
func (g *Game) spinOff(mask uint8, target int8) int8 {
	for round := int16(0); ; round++ {
		best, bestN, tied := -1, -1, uint8(0)
		for s := 0; s < g.opts.Seats; s++ {
			if mask&(1<<s) == 0 {
				continue
			}
			n := g.wheel()
			g.emit(engine.Event{Kind: EvSpinOff, Seat: int8(s), Other: target, Arg: int16(n), Arg2: min(round, 1)})
			switch {
			case n > bestN:
				best, bestN, tied = s, n, 1<<s
			case n == bestN:
				tied |= 1 << s
			}
		}
		if tied&(tied-1) == 0 {
			return int8(best)
		}
		mask = tied
	}
}

func (g *Game) addChildren(s, n int) {
	p := &g.pl[s]
	girls := 0
	for k := 0; k < n; k++ {
		if g.rng.Intn(2) == 0 {
			p.Girls++
			girls++
		} else {
			p.Boys++
		}
	}
	g.emit(engine.Event{Kind: EvBaby, Seat: int8(s), Other: -1, Arg: int16(n), Arg2: int16(girls)})
	gift := g.ed.GiftSingle
	if n > 1 {
		gift = g.ed.GiftMany
	}
	for k := 1; k < g.opts.Seats; k++ {
		o := (s + k) % g.opts.Seats
		if g.pl[o].Where != AtPoorFarm {
			g.demand(o, engine.Account(s), gift, RGift, int(p.Pos))
		}
	}
}

func (g *Game) toPoorFarm(s int) {
	p := &g.pl[s]
	p.Where = AtPoorFarm
	from := p.Pos
	p.Pos = int16(g.ed.Board().PoorFarm)
	g.emit(engine.Event{Kind: EvPoorFarm, Seat: int8(s), Other: -1, Arg: from, Arg2: p.Pos})
	g.loseToll(s)
}

// loseToll takes the bridge privilege (and place in the crossing order)
// from a seat sent back over the bridge or to the Poor Farm.
func (g *Game) loseToll(s int) {
	g.pl[s].Crossed = false
	k := 0
	for i := 0; i < int(g.ntoll); i++ {
		if int(g.tollers[i]) != s {
			g.tollers[k] = g.tollers[i]
			k++
		}
	}
	g.ntoll = int8(k)
}

func (g *Game) occupied(space, except int) bool {
	if g.ed.Board().holdsMany(space) {
		return false
	}
	for i := 0; i < g.opts.Seats; i++ {
		if i != except && int(g.pl[i].Pos) == space && g.pl[i].Where == OnRoad {
			return true
		}
	}
	return false
}

// wheel spins the Wheel of Fate: a scripted number if a test set one, else
// the game's generator.
func (g *Game) wheel() int {
	if g.nscript > 0 {
		n := g.script[0]
		copy(g.script[:], g.script[1:g.nscript])
		g.nscript--
		return int(n)
	}
	return g.rng.Wheel(WheelSize)
}
