package gambler

import "wheeloffate/engine"

// callSweep: every seat pays the $10 entry, borrowing if it must, starting
// with the caller; then the markers are placed in turn from the caller.
func (g *Game) callSweep(s int) {
	g.caller = int8(s)
	g.emit(EvSweep, s, -1, 0, 0, 0)
	var buf [engine.MaxSeats]int
	for _, o := range g.inFrom(s, buf[:0]) {
		g.demand(o, engine.Bank, SweepFee, RSweepFee)
		if g.over {
			return
		}
	}
	for i := range g.pl {
		g.pl[i].Marker = -1
	}
	g.nextMarker()
}

// nextMarker asks the next seat from the caller without a marker down to
// place it; when all are down, the caller (or, if it went out paying the
// entry, the first seat after it) shakes.
func (g *Game) nextMarker() {
	var buf [engine.MaxSeats]int
	in := g.inFrom(int(g.caller), buf[:0])
	for _, o := range in {
		if g.pl[o].Marker < 0 {
			g.setDec(o, DMarker)
			return
		}
	}
	g.shakeFor = ForSweep
	g.setDec(in[0], DShake)
}

// callLottery: held only if someone holds a ticket bought earlier.
func (g *Game) callLottery(s int) {
	for i := 0; i < g.opts.Seats; i++ {
		if g.pl[i].Tickets.Len() > 0 {
			g.caller, g.shakeFor = int8(s), ForLottery
			g.emit(EvLottery, s, -1, 0, 0, 0)
			g.setDec(s, DShake)
			return
		}
	}
	g.emit(EvNoLottery, s, -1, 0, 0, 0)
	g.endTurn()
}

// shake throws the six dice of the shaker, then pays the Sweepstakes or the
// Lottery: every prize first, then the win is checked once (several may
// pass $1,000 at once).
func (g *Game) shake(s int) {
	var packed int64
	for k := range g.dice {
		g.dice[k] = int8(g.die())
		packed = packed*10 + int64(g.dice[k])
	}
	g.emit(EvShaker, s, -1, int16(g.shakeFor), 0, packed)
	var buf [engine.MaxSeats]int
	in := g.inFrom(int(g.caller), buf[:0])
	g.batch = true
	if g.shakeFor == ForSweep {
		won := false
		for _, o := range in {
			if b := int(g.pl[o].Marker); b >= 0 && BetWins(b, g.dice) {
				won = true
				g.emit(EvBetWin, o, -1, int16(b), 0, Prize(b))
				g.collect(o, Prize(b), RSweepPrize)
			}
		}
		if !won {
			g.emit(EvNoBetWin, s, -1, 0, 0, 0)
		}
		for i := range g.pl {
			g.pl[i].Marker = -1
		}
	} else {
		for _, o := range in {
			p := &g.pl[o]
			p.Tickets.Each(func(c uint8) {
				if Tickets[c].Wins(g.dice) {
					g.emit(EvTicketShown, o, -1, int16(c), 1, LotteryPrize)
					g.collect(o, LotteryPrize, RLottery)
				} else {
					g.emit(EvTicketShown, o, -1, int16(c), 0, 0)
				}
				g.decks[TicketDeck].PutBottom(c)
			})
			p.Tickets = engine.Cards{}
		}
		g.decks[TicketDeck].Shuffle(&g.rng)
		g.emit(EvTicketsBack, s, -1, 0, 0, 0)
	}
	g.batch = false
	g.caller = -1
	g.checkWin()
	g.endTurn()
}

// callRace: every seat pays the $20 entry, borrowing if it must; one Horse
// Race card is dealt to each seat still in, from the caller; then the
// caller throws the die once (twice at the Daily Double, the same cards).
func (g *Game) callRace(s, races int) {
	g.caller = int8(s)
	g.emit(EvRaceCall, s, -1, int16(races), 0, 0)
	var buf [engine.MaxSeats]int
	for _, o := range g.inFrom(s, buf[:0]) {
		g.demand(o, engine.Bank, RaceFee, RRaceFee)
		if g.over {
			return
		}
	}
	in := g.inFrom(s, buf[:0])
	for _, o := range in {
		c, _ := g.decks[HorseDeck].Draw()
		g.pl[o].Horse = int8(c) + 1
		g.emit(EvDealt, o, -1, int16(c)+1, 0, 0)
	}
	g.races, g.raceOf = int8(races), int8(races)
	g.setDec(in[0], DRace)
}

// race throws the die: the holder of that number wins $80, else the Bank
// keeps the fees. After the last race the cards go back and are shuffled.
func (g *Game) race(s int) {
	n := g.die()
	holder := -1
	for i := 0; i < g.opts.Seats; i++ {
		if int(g.pl[i].Horse) == n {
			holder = i
		}
	}
	g.emit(EvRace, s, holder, int16(n), int16(g.raceOf-g.races+1), RacePrize)
	if holder >= 0 {
		g.collect(holder, RacePrize, RRacePrize)
		if g.over {
			return
		}
	}
	g.races--
	if g.races > 0 {
		g.setDec(s, DRace)
		return
	}
	for i := range g.pl {
		if h := g.pl[i].Horse; h > 0 {
			g.decks[HorseDeck].PutBottom(uint8(h - 1))
			g.pl[i].Horse = 0
		}
	}
	g.decks[HorseDeck].Shuffle(&g.rng)
	g.caller = -1
	g.endTurn()
}
