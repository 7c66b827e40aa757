package broke

import (
	"fmt"

	"wheeloffate/engine"
)

// Decision kinds.
const (
	DNone     uint8 = iota
	DRoll           // throw the two dice to move
	DVisit          // the pawn reached an area's entrance: visit it, or go on
	DBuy            // landed by direct count on an unowned Hotel: buy it, or not
	DBet            // the Race Track visitor's bet: a horse and a stake
	DSideBet        // another seat may bet on another horse, or pass
	DRoulette       // pick a number 1..36
	DDice           // Go For Broke dice: throw again, or stop
)

// Action kinds.
const (
	ARoll  uint8 = iota + 1
	AVisit       // visit the area
	APass        // go on / do not buy / no bet
	ABuy         // buy the Hotel
	ABet         // Arg: horse 1..4, Amount: stake
	APick        // Arg: roulette number 1..36
	AThrow       // throw the Go For Broke dice again
	AStop        // stop throwing
)

// The money the rules name.
const (
	StartCash     = 1_000_000
	PoorHouseFee  = 1_000  // into the pot each time a pawn passes the Poor House road
	CollisionFee  = 10_000 // to the opponent whose pawn is hit
	BetMin        = 1_000
	BetMax        = 10_000
	BetStep       = 1_000
	SlotStake     = 5_000
	RouletteStake = 10_000
	RouletteWin   = 150_000
	DiceOne       = 10_000 // a one on either Go For Broke die
	DiceTwoOnes   = 50_000
	TurnCap       = 4_000 // a game this long has a bug: the money sinks end every game long before
)

// poorPot is the Poor House's pot.
const poorPot = engine.Pot

// Player is one seat's state.
type Player struct {
	Pos    int8
	Hotel  int8           // the space of the Hotel owned, -1 for none
	Stocks [nStocks]uint8 // stock cards held face up
}

// StockCount is how many stock cards a seat holds.
func (p *Player) StockCount() int {
	return int(p.Stocks[0]) + int(p.Stocks[1]) + int(p.Stocks[2])
}

// Options are what a game is started with.
type Options struct {
	Seats int
	Seed  uint64
	// NoBets marks seats never asked for a side bet at the Race Track.
	NoBets [engine.MaxSeats]bool
	Names  [engine.MaxSeats]string // for the log only: not rules, not hashed
}

// Game is a game of Go For Broke. Copying the struct copies the whole state
// except the event and view buffers, so Clone is cheap.
type Game struct {
	opts  Options
	rng   engine.RNG
	led   engine.Ledger
	pl    [engine.MaxSeats]Player
	decks [2]engine.Deck
	owner [nSpaces]int8 // a Hotel's owner, -1 unowned

	turn   int32
	active int8
	dec    engine.Decision

	moveLeft int8 // steps still to walk when a visit is declined (public: the dice are on the table)

	// The Race Track in progress: each seat's horse (0: no bet) and stake.
	horse [engine.MaxSeats]int8
	stake [engine.MaxSeats]int64
	asked int8 // the seat last asked for a side bet
	// The Go For Broke dice in progress: paid so far (for the log).
	dicePaid int64

	// script holds chance outcomes tests set to come up next, each taken
	// by the next draw of any kind (a die face, a spinner's segment, a
	// reel's symbol, a roulette number), before the generator is used.
	script engine.DiceScript

	over    bool
	capped  bool
	winner  int8  // the seat that could not pay, -1
	owed    int64 // what it could not pay
	why     int16 // for what (a transfer reason)
	result  engine.Result
	events  []engine.Event
	quiet   bool // record no events (Quiet): a look-ahead nobody watches
	vbuf    *View
	initial int64
}

// New starts a game: $1,000,000 each, both decks shuffled, every pawn on
// START, and the roll-off for the first turn.
func New(o Options) (*Game, error) {
	if o.Seats < MinSeats || o.Seats > MaxSeats {
		return nil, fmt.Errorf("%s needs %d to %d players, not %d", ID, MinSeats, MaxSeats, o.Seats)
	}
	g := &Game{opts: o, rng: engine.NewRNG(o.Seed), winner: -1}
	for i := range g.owner {
		g.owner[i] = -1
	}
	g.led.Bank = 100_000_000
	for i := 0; i < o.Seats; i++ {
		g.pl[i] = Player{Pos: Start, Hotel: -1}
		g.must(g.led.Move(engine.Bank, engine.Account(i), StartCash))
	}
	g.initial = g.led.Total(o.Seats)
	for d := range g.decks {
		ids := make([]uint8, deckSize)
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

// rollOff: every seat throws the two dice once; the highest goes first, and
// the seats tied highest throw again (rulings).
func (g *Game) rollOff() int {
	return engine.RollOff(g.opts.Seats, func() int { return g.die() + g.die() }, func(s, n int, again bool) {
		r := int16(0)
		if again {
			r = 1
		}
		g.emit(EvRollOff, s, -1, int16(n), r, 0)
	})
}

func (g *Game) must(err error) {
	if err != nil {
		panic("broke: internal error: " + err.Error())
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

// Pot is the money in the Poor House.
func (g *Game) Pot() int64 { return g.led.Balance(poorPot) }

// Owner is the owner of the Hotel on space, -1 for none.
func (g *Game) Owner(space int) int { return int(g.owner[space]) }

// Winner is the seat that could not pay, -1 while nobody has.
func (g *Game) Winner() int { return int(g.winner) }

// Decision is the pending decision (Kind DNone when over).
func (g *Game) Decision() engine.Decision { return g.dec }

// Bet is a seat's Race Track bet in progress: horse 0 for none.
func (g *Game) Bet(seat int) (horse int, stake int64) { return int(g.horse[seat]), g.stake[seat] }

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

// Worth implements engine.Game: cash is all that counts.
func (g *Game) Worth(seat int) int64 { return g.led.Cash[seat] }

// Hash implements engine.Game: every field the rules read, in a fixed order.
func (g *Game) Hash() uint64 {
	h := engine.NewHasher()
	h.Text(ID)
	h.Int(g.opts.Seats)
	h.U64(g.opts.Seed)
	for _, nb := range g.opts.NoBets {
		h.Bool(nb)
	}
	h.U64(g.rng.State)
	h.I64(g.led.Bank)
	h.I64(g.led.Balance(poorPot))
	for i := 0; i < g.opts.Seats; i++ {
		h.I64(g.led.Cash[i])
		p := &g.pl[i]
		h.Int(int(p.Pos))
		h.Int(int(p.Hotel))
		for _, n := range p.Stocks {
			h.Byte(n)
		}
		h.Int(int(g.horse[i]))
		h.I64(g.stake[i])
	}
	for d := range g.decks {
		dk := &g.decks[d]
		h.Int(dk.Len())
		for k := 0; k < dk.Len(); k++ {
			h.Byte(dk.Cards[(int(dk.Head)+k)%engine.DeckCap])
		}
	}
	for _, o := range g.owner {
		h.Int(int(o))
	}
	for _, v := range []int{int(g.turn), int(g.active), int(g.dec.Seat), int(g.dec.Kind), int(g.moveLeft), int(g.asked), int(g.winner), int(g.why)} {
		h.Int(v)
	}
	h.I64(g.dicePaid)
	h.I64(g.owed)
	g.script.Hash(&h)
	h.Bool(g.over)
	h.Bool(g.capped)
	return h.Sum()
}
