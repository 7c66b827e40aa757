package gambler

import (
	"fmt"

	"wheeloffate/engine"
)

// Decision kinds.
const (
	DNone    uint8 = iota
	DRoll          // start of one's turn: buy Lottery tickets, then throw the two dice
	DDoubles       // doubles on the first roll: throw once more for doubles, or hold a Sweepstakes
	DMarker        // place one's Sweepstakes marker on a free betting space
	DShake         // shake the Dice Shaker (for a Sweepstakes or a Lottery)
	DRace          // throw the one die of a Horse Race
)

// Action kinds. ATake and ARepay (the IOU) are legal at every decision of
// the seat and leave the decision pending.
const (
	ARoll   uint8 = iota + 1
	ATicket       // buy one Lottery ticket, face down from the top of the deck
	AAgain        // after doubles: throw once more for doubles
	ASweep        // after doubles: hold a Sweepstakes
	APlace        // Arg: the betting space 0..11
	AShake        // shake the Dice Shaker
	ARace         // throw the Horse Race die
	ATake         // take an IOU: $200 from the Bank
	ARepay        // repay the IOU with interest: $220 to the Bank
)

// The money the rules name.
const (
	StartCash    = 100
	WinAt        = 1_000
	TicketPrice  = 10
	MaxTickets   = 3
	DoublesPrize = 500
	StartPay     = 100
	SweepFee     = 10
	LotteryPrize = 50
	RaceFee      = 20
	RacePrize    = 80
	IOUAmount    = 200
	IOUInterest  = 20
	TurnCap      = 4_000 // a game this long has a bug: the board's drains end every game long before
)

// What the Dice Shaker is shaken for (the game's shakeFor).
const (
	ForSweep   = 0
	ForLottery = 1
)

// Player is one seat's state.
type Player struct {
	Pos     int8
	IOU     bool
	Out     bool         // out of the game: off the board, holding nothing
	Tickets engine.Cards // Lottery ticket ids held, face down
	Horse   int8         // the Horse Race card dealt (1..6), 0 for none
	Marker  int8         // the betting space of the Sweepstakes marker, -1 for none
}

// Options are what a game is started with.
type Options struct {
	Seats int
	Seed  uint64
	Names [engine.MaxSeats]string // for the log only: not rules, not hashed
}

// Game is a game of Gambler. Copying the struct copies the whole state
// except the event and view buffers, so Clone is cheap.
type Game struct {
	opts   Options
	rng    engine.RNG
	led    engine.Ledger
	pl     [engine.MaxSeats]Player
	decks  [3]engine.Deck // Fortune, Lottery tickets, Horse Race cards
	turn   int32
	active int8
	dec    engine.Decision

	caller   int8    // who called the Sweepstakes or landed on the Lottery or race
	shakeFor int8    // ForSweep or ForLottery, while a shake is pending
	races    int8    // Horse Race throws still to come
	raceOf   int8    // throws in this call: 1, or 2 at the Daily Double
	dice     [6]int8 // the shaker's last throw, positions 1..6 (public)
	batch    bool    // paying a Sweepstakes or Lottery: the win is checked after all prizes

	// script holds chance outcomes tests set to come up next, each taken
	// by the next die thrown (two dice, the shaker's six, the race die).
	script engine.DiceScript

	over    bool
	capped  bool
	why     int16 // how it ended (a Why value)
	result  engine.Result
	events  []engine.Event
	quiet   bool // record no events (Quiet): a look-ahead nobody watches
	vbuf    *View
	initial int64
}

// How a game ended.
const (
	WhyWin  int16 = iota // a seat reached $1,000 with no IOU
	WhyLast              // every other seat went out
	WhyCap               // the turn cap
)

// Decks.
const (
	FortuneDeck = iota
	TicketDeck
	HorseDeck
)

// New starts a game: $100 each, the three decks shuffled, every pawn on
// Start, and the roll-off for the first turn.
func New(o Options) (*Game, error) {
	if o.Seats < MinSeats || o.Seats > MaxSeats {
		return nil, fmt.Errorf("%s needs %d to %d players, not %d", ID, MinSeats, MaxSeats, o.Seats)
	}
	g := &Game{opts: o, rng: engine.NewRNG(o.Seed), caller: -1}
	g.led.Bank = 1_000_000
	for i := 0; i < o.Seats; i++ {
		g.pl[i] = Player{Pos: Start, Marker: -1}
		g.must(g.led.Move(engine.Bank, engine.Account(i), StartCash))
	}
	g.initial = g.led.Total(o.Seats)
	for d, n := range []int{nFortune, nTickets, 6} {
		ids := make([]uint8, n)
		for k := range ids {
			ids[k] = uint8(k)
		}
		g.decks[d].Fill(ids)
		g.decks[d].Shuffle(&g.rng)
	}
	first := g.rollOff()
	g.emit(EvFirst, first, -1, 0, 0, 0)
	g.active = int8(first)
	g.startTurn()
	return g, nil
}

// rollOff: every seat throws the two dice once; the highest goes first
// (sheet, Preparation 4), and the seats tied highest throw again.
func (g *Game) rollOff() int {
	return engine.RollOff(g.opts.Seats, func() int { return g.die() + g.die() }, func(s, n int, again bool) {
		g.emit(EvRollOff, s, -1, int16(n), b2i(again), 0)
	})
}

func (g *Game) must(err error) {
	if err != nil {
		panic("gambler: internal error: " + err.Error())
	}
}

// Ruleset implements engine.Game.
func (g *Game) Ruleset() string { return ID }

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.opts.Seats }

// Over implements engine.Game.
func (g *Game) Over() bool { return g.over }

// Turn implements engine.Game.
func (g *Game) Turn() int { return int(g.turn) }

// Active implements engine.Game.
func (g *Game) Active() int {
	if g.over {
		return -1
	}
	return int(g.active)
}

// Player is a copy of a seat's state.
func (g *Game) Player(i int) Player { return g.pl[i] }

// Cash is a seat's cash.
func (g *Game) Cash(i int) int64 { return g.led.Cash[i] }

// Dice is the shaker's last throw.
func (g *Game) Dice() [6]int8 { return g.dice }

// Decision is the pending decision (Kind DNone when over).
func (g *Game) Decision() engine.Decision { return g.dec }

// LedgerTotal is the money in the game, constant throughout.
func (g *Game) LedgerTotal() (now, initial int64) { return g.led.Total(g.opts.Seats), g.initial }

// Pending implements engine.Game.
func (g *Game) Pending(buf []engine.Decision) []engine.Decision {
	if g.over || g.dec.Kind == DNone {
		return buf
	}
	return append(buf, g.dec)
}

// Result implements engine.Game.
func (g *Game) Result() engine.Result { return g.result }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.events, c.vbuf = nil, nil
	return &c
}

// LastEvents are the events of the last Apply, or of New (the roll-off).
func (g *Game) LastEvents() []engine.Event { return g.events }

// Worth implements engine.Game: cash, less an IOU's $200 owed; nothing for
// a seat that is out.
func (g *Game) Worth(seat int) int64 {
	p := &g.pl[seat]
	switch {
	case p.Out:
		return 0
	case p.IOU:
		return g.led.Cash[seat] - IOUAmount
	}
	return g.led.Cash[seat]
}

// Hash implements engine.Game: every field the rules read, in a fixed order.
func (g *Game) Hash() uint64 {
	h := engine.NewHasher()
	h.Text(ID)
	h.Int(g.opts.Seats)
	h.U64(g.opts.Seed)
	h.U64(g.rng.State)
	h.I64(g.led.Bank)
	for i := 0; i < g.opts.Seats; i++ {
		h.I64(g.led.Cash[i])
		p := &g.pl[i]
		h.Int(int(p.Pos))
		h.Bool(p.IOU)
		h.Bool(p.Out)
		for _, w := range p.Tickets {
			h.U64(w)
		}
		h.Int(int(p.Horse))
		h.Int(int(p.Marker))
	}
	for d := range g.decks {
		dk := &g.decks[d]
		h.Int(dk.Len())
		for k := 0; k < dk.Len(); k++ {
			h.Byte(dk.Cards[(int(dk.Head)+k)%engine.DeckCap])
		}
	}
	for _, v := range []int{int(g.turn), int(g.active), int(g.dec.Seat), int(g.dec.Kind), int(g.caller), int(g.shakeFor), int(g.races), int(g.raceOf), int(g.why)} {
		h.Int(v)
	}
	for _, d := range g.dice {
		h.Int(int(d))
	}
	h.Bool(g.batch)
	g.script.Hash(&h)
	h.Bool(g.over)
	h.Bool(g.capped)
	return h.Sum()
}
