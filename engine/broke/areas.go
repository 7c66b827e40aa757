package broke

import (
	"fmt"

	"wheeloffate/engine"
)

// The Stock Market spinner: each stock up, each stock down, and Extra
// Dividend, seven equal segments (rulings).
const (
	MarketExtra    = 6 // segment 6; segment 2k is stock k up, 2k+1 stock k down
	nMarket        = 7
	MarketUpPay    = 5_000  // per card of the stock that went up
	MarketDownCost = 10_000 // per card of the stock that went down
	MarketDividend = 10_000 // per stock card of any kind
)

// HorseWeights are the Race Track spinner's segments, horse 1..4 (rulings).
var HorseWeights = []int{4, 3, 2, 1}

// The spinners, built once from the tables here, for the rules and for the
// screens that draw them: the Race Track (segment k is horse k+1), the
// Stock Market (seven equal segments, MarketName's order) and one reel of
// the Slot Machine (SymbolNames' order, ReelWeights wide).
var (
	HorseSpinner = newSpinner(func(i int) engine.Segment {
		return engine.Segment{Label: fmt.Sprintf("horse %d", i+1), Weight: HorseWeights[i]}
	}, 4)
	MarketSpinner = newSpinner(func(i int) engine.Segment { return engine.Segment{Label: MarketName(i), Weight: 1} }, nMarket)
	ReelSpinner   = newSpinner(func(i int) engine.Segment { return engine.Segment{Label: SymbolNames[i], Weight: ReelWeights[i]} }, nSymbols)
)

func newSpinner(seg func(i int) engine.Segment, n int) *engine.Spinner {
	segs := make([]engine.Segment, n)
	for i := range segs {
		segs[i] = seg(i)
	}
	s, err := engine.NewSpinner(segs...)
	if err != nil {
		panic(err) // the tables are compiled in: a broken one is a bug
	}
	return s
}

// HorsePays is what a winning horse pays per dollar staked, stake included:
// horse 1 "wins back only amount bet" (rulings), horse 2 $2,000 for every
// $1,000, horse 3 $5,000, horse 4 $10,000.
var HorsePays = [5]int64{0, 1, 2, 5, 10}

// Slot machine symbols.
const (
	Bar = iota
	Bell
	Plum
	Orange
	Cherry
	Lemon
	nSymbols
)

// SymbolNames name the reel symbols.
var SymbolNames = [nSymbols]string{"bar", "bell", "plum", "orange", "cherry", "lemon"}

// ReelWeights are how wide each symbol is on the Slot Machine spinner. The
// rulings ask for weights under which a pull pays back less than its
// $5,000: these pay back $4,790 on average (SlotReturn; a test checks it).
var ReelWeights = [nSymbols]int{Bar: 1, Bell: 2, Plum: 3, Orange: 4, Cherry: 6, Lemon: 4}

// SlotLine is one line of the printed pay table: three symbols in the
// order they must be spun.
type SlotLine struct {
	Reels [3]int8
	Pays  int64
}

// SlotTable is the printed table. The mixed lines pay only when spun in
// the printed order: two cherries first, then the other symbol.
var SlotTable = []SlotLine{
	{[3]int8{Bar, Bar, Bar}, 200_000},
	{[3]int8{Bell, Bell, Bell}, 160_000},
	{[3]int8{Plum, Plum, Plum}, 120_000},
	{[3]int8{Orange, Orange, Orange}, 80_000},
	{[3]int8{Cherry, Cherry, Cherry}, 60_000},
	{[3]int8{Lemon, Lemon, Lemon}, 40_000},
	{[3]int8{Cherry, Cherry, Lemon}, 40_000},
	{[3]int8{Cherry, Cherry, Bar}, 20_000},
	{[3]int8{Cherry, Cherry, Bell}, 20_000},
	{[3]int8{Cherry, Cherry, Plum}, 20_000},
	{[3]int8{Cherry, Cherry, Orange}, 20_000},
}

// SlotPays finds the line three reels make: its index and payout, or -1.
func SlotPays(r [3]int8) (line int, pays int64) {
	for i, l := range SlotTable {
		if l.Reels == r {
			return i, l.Pays
		}
	}
	return -1, 0
}

// SlotReturn is the average payout of one pull, in dollars.
func SlotReturn() float64 {
	total := 0
	for _, w := range ReelWeights {
		total += w
	}
	var sum float64
	for _, l := range SlotTable {
		p := 1.0
		for _, s := range l.Reels {
			p *= float64(ReelWeights[s]) / float64(total)
		}
		sum += p * float64(l.Pays)
	}
	return sum
}

// visit puts the pawn in an area and plays there at once; the move is over.
// sent marks a visit a card or a space ordered.
func (g *Game) visit(s, area int, sent bool) {
	from := g.pl[s].Pos
	g.pl[s].Pos = int8(AreaSpace(area))
	g.moveLeft = 0
	g.emit(EvJump, s, -1, int16(from), int16(AreaSpace(area)), 0)
	arg2 := int16(0)
	if sent {
		arg2 = 1
	}
	g.emit(EvVisit, s, -1, int16(area), arg2, 0)
	switch area {
	case StockMarket:
		g.stockMarket(s)
	case RaceTrack:
		g.raceTrack(s)
	default:
		g.casino(s)
	}
}

// stockMarket spins the market when anyone owns stock. The holders are
// settled in seat order from the visitor; a holder who cannot pay for a
// fall wins at once.
func (g *Game) stockMarket(s int) {
	owned := false
	for i := 0; i < g.opts.Seats; i++ {
		owned = owned || g.pl[i].StockCount() > 0
	}
	if !owned {
		g.emit(EvNoStock, s, -1, 0, 0, 0)
		g.endTurn()
		return
	}
	seg := g.script.Draw(0, nMarket, func() int { return MarketSpinner.Spin(&g.rng) })
	g.emit(EvMarket, s, -1, int16(seg), 0, 0)
	for k := 0; k < g.opts.Seats; k++ {
		i := (s + k) % g.opts.Seats
		p := &g.pl[i]
		switch {
		case seg == MarketExtra:
			g.collect(i, MarketDividend*int64(p.StockCount()), RMarket)
		case seg%2 == 0:
			g.collect(i, MarketUpPay*int64(p.Stocks[seg/2]), RMarket)
		default:
			if !g.demand(i, engine.Bank, MarketDownCost*int64(p.Stocks[seg/2]), RMarket) {
				return
			}
		}
	}
	g.endTurn()
}

// raceTrack asks the visitor for a bet. A visitor without $1,000 in hand
// cannot bet (a bet is a voluntary payment), and then no race is run: the
// sheet's race is the visitor's, and the others only bet beside it.
func (g *Game) raceTrack(s int) {
	g.horse, g.stake = [engine.MaxSeats]int8{}, [engine.MaxSeats]int64{}
	if g.led.Cash[s] < BetMin {
		g.endTurn()
		return
	}
	g.asked = int8(s)
	g.setDec(s, DBet)
}

// nextSideBet asks the next seat, in seat order from the visitor's left,
// that has $1,000 in hand and has not chosen never to be asked for side bets
// (rulings); after the last, the visitor spins.
func (g *Game) nextSideBet() {
	n := g.opts.Seats
	for i := (int(g.asked) + 1) % n; i != int(g.active); i = (i + 1) % n {
		if g.led.Cash[i] >= BetMin && !g.opts.NoBets[i] {
			g.asked = int8(i)
			g.setDec(i, DSideBet)
			return
		}
	}
	g.asked = g.active
	g.race(int(g.active))
}

// race spins the Race Track spinner and pays the winning horse's backers.
func (g *Game) race(s int) {
	h := g.script.Draw(1, 4, func() int { return HorseSpinner.Spin(&g.rng) + 1 })
	g.emit(EvRace, s, -1, int16(h), 0, 0)
	for k := 0; k < g.opts.Seats; k++ {
		i := (s + k) % g.opts.Seats
		if int(g.horse[i]) == h {
			g.collect(i, g.stake[i]*HorsePays[h], RRace)
		}
	}
	g.horse, g.stake = [engine.MaxSeats]int8{}, [engine.MaxSeats]int64{}
	g.endTurn()
}

// casino plays all three games, once each, in order; every stake in the
// Casino is a required payment (rulings), so a visit can end the game.
// First the Slot Machine.
func (g *Game) casino(s int) {
	if !g.demand(s, engine.Bank, SlotStake, RSlot) {
		return
	}
	var r [3]int8
	for k := range r {
		r[k] = int8(g.script.Draw(0, nSymbols, func() int { return ReelSpinner.Spin(&g.rng) }))
		g.emit(EvReel, s, -1, int16(r[k]), int16(k), 0)
	}
	line, pays := SlotPays(r)
	g.emit(EvSlot, s, -1, int16(line), 0, pays)
	g.collect(s, pays, RSlot)
	if !g.demand(s, engine.Bank, RouletteStake, RRoulette) {
		return
	}
	g.setDec(s, DRoulette)
}

// roulette spins for the number picked, then the Go For Broke dice begin.
func (g *Game) roulette(s, pick int) {
	n := g.script.Draw(1, 36, func() int { return g.rng.Wheel(36) })
	g.emit(EvRoulette, s, -1, int16(pick), int16(n), 0)
	if n == pick {
		g.collect(s, RouletteWin, RRoulette)
	}
	g.dicePaid = 0
	g.goForBroke(s)
}

// goForBroke throws the two casino dice once: without a one the player
// pays the total in thousands and may throw again; a one pays $10,000 and
// two ones $50,000, and the game at the Casino is over. What was paid is
// never returned.
func (g *Game) goForBroke(s int) {
	a, b := g.die(), g.die()
	g.emit(EvFaces, s, ThrowCasino, int16(a), int16(b), 0)
	ones := 0
	if a == 1 {
		ones++
	}
	if b == 1 {
		ones++
	}
	g.emit(EvDice, s, -1, int16(ones), 0, int64(a+b)*1000)
	switch ones {
	case 0:
		amt := int64(a+b) * 1000
		if !g.demand(s, engine.Bank, amt, RDice) {
			return
		}
		g.dicePaid += amt
		g.setDec(s, DDice)
	case 1:
		g.collect(s, DiceOne, RDice)
		g.endTurn()
	default:
		g.collect(s, DiceTwoOnes, RDice)
		g.endTurn()
	}
}
