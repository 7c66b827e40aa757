package million

import (
	"fmt"

	"wheeloffate/engine"
)

// Decision kinds.
const (
	DNone    uint8 = iota
	DTurn          // the start of one's turn: roll (or get out of Jail), build, repay, use a card, deal
	DUpgrade       // at GO: upgrade the mover one step for $50k, or not
	DBuy           // on an unowned property: buy it at its price, or auction it
	DBid           // an auction: raise the bid, or pass (out of this auction)
	DRent          // rent is due and a "pay no rent" card is held: use it, or pay
	DRaise         // a payment cannot be met: sell, mortgage, deal, or give up
	DOffer         // building a deal: add and remove properties, cards and cash, then propose
	DAnswer        // a deal was proposed: accept, refuse (with a reason) or counter
	DBetween       // between turns: build, repay, use a card, deal, or done
)

// Action kinds.
const (
	ARoll      uint8 = iota + 1
	APayJail         // pay $50k to leave Jail at the start of a turn
	AUseCard         // Arg: the slot of a kept card (in the seat's hand, lowest id first)
	ABuild           // Arg: a group: one building, evenly
	ARepay           // Arg: a mortgaged property
	ADeal            // Arg: the seat to deal with
	AUpgrade         // upgrade at GO
	ANo              // no upgrade / auction it / pay the rent / pass the bid / done
	ABuy             // buy at the price
	ABid             // Amount: the raise over the current bid
	ASell            // Arg: a group: sell one building, evenly, at half price
	AMortgage        // Arg: a property
	AGiveUp          // out of the game: nothing left to sell or mortgage
	AProp            // Arg: a property of either side: in the deal, or out again
	AGiveCard        // Arg: the slot of one's own kept card
	ATakeCard        // Arg: the slot of the other seat's kept card
	AGiveCash        // Amount: more cash to give
	ATakeCash        // Amount: more cash to ask
	AClearCash       // no cash either way
	APropose
	ACancel
	AAccept
	ARefuse  // Arg: the reason (Refuse*)
	ACounter // answer with an offer of one's own
)

// Refusal reasons (ARefuse's Arg).
const (
	RefuseNone = iota
	RefuseNotEnough
	RefuseKeepSet
	RefuseGivesSet
	RefuseMillion
	RefuseKeepCash
	nRefusals
)

// The money the rules name.
const (
	StartCash  = 372_000
	Goal       = 1_000_000
	UpgradeFee = 50_000
	JailFee    = 50_000
	BidMin     = 1_000
	JailTurns  = 3
	MaxRounds  = 2     // a deal may be countered twice
	TurnCap    = 3_000 // far beyond any real game: the salary alone reaches the million
)

// BidSteps are the raises an auction offers (the rulings: steps of at
// least $1k); DealSteps the cash steps a deal is built from.
var (
	BidSteps  = [...]int64{1_000, 5_000, 10_000, 50_000}
	DealSteps = [...]int64{1_000, 10_000, 50_000, 100_000}
)

// Player is one seat's public state.
type Player struct {
	Pos  int8
	Star int8 // 0, 1, 2: the 1-star, 3-star and 5-star movers
	Jail int8 // -1 free; else the turns spent in Jail
	Out  bool
}

// Auction is an auction in progress.
type Auction struct {
	Prop   int8
	Bidder int8 // the high bidder, -1 for none
	High   int64
	In     uint8 // seats still in
	Asked  int8  // the seat asked last
	Lander int8
}

// Debt is a payment a seat cannot meet yet.
type Debt struct {
	Seat, To int8 // To: a seat, or -1 for the Bank
	Amount   int64
	Reason   int16
}

// Deal is an offer being built or answered: From gives its properties in
// Props, GiveCash and its kept cards in slots GiveSlots, and takes To's
// properties in Props, TakeCash and To's cards in TakeSlots.
type Deal struct {
	From, To  int8
	Props     uint32
	GiveCash  int64
	TakeCash  int64
	GiveSlots uint8
	TakeSlots uint8
	Round     int8
	RetSeat   int8 // whose decision resumes when the deal is done
	RetKind   uint8
	Open      bool
	// First is the opening proposal as its proposer (RetSeat) made it, so
	// that a counter of the opener's never goes back on it. Not in the
	// state hash, like countered (see Game).
	First Terms
}

// Empty reports whether nothing is on either side.
func (d *Deal) Empty() bool {
	return d.Props == 0 && d.GiveCash == 0 && d.TakeCash == 0 && d.GiveSlots == 0 && d.TakeSlots == 0
}

// Terms are a deal's content, as a refused one is remembered.
type Terms struct {
	Props              uint32
	GiveCash, TakeCash int64
	GiveSlots          uint8
	TakeSlots          uint8
}

// Refusals are the deals one seat proposed to another and saw refused: a
// 256-bit filter of their terms' hashes, two bits a deal. It never forgets
// one, so a refused deal is always found; rarely, terms never proposed read
// as refused too, and the computer offers something else instead.
type Refusals [4]uint64

// bits are the two places of the terms in the filter.
func (t Terms) bits() (a, b uint) {
	h := engine.NewHasher()
	hashTerms(&h, t)
	x := h.Sum()
	return uint(x & 255), uint(x >> 8 & 255)
}

// Add remembers the terms.
func (r *Refusals) Add(t Terms) {
	a, b := t.bits()
	r[a/64] |= 1 << (a % 64)
	r[b/64] |= 1 << (b % 64)
}

// Has reports whether the terms were refused (or, rarely, share both bits
// with terms that were).
func (r *Refusals) Has(t Terms) bool {
	a, b := t.bits()
	return r[a/64]&(1<<(a%64)) != 0 && r[b/64]&(1<<(b%64)) != 0
}

// hashRefusals adds a filter; an empty one is one zero byte.
func hashRefusals(h *engine.Hasher, r *Refusals) {
	if *r == (Refusals{}) {
		h.Byte(0)
		return
	}
	h.Byte(1)
	for _, w := range r {
		h.U64(w)
	}
}

func (d *Deal) terms() Terms {
	return Terms{Props: d.Props, GiveCash: d.GiveCash, TakeCash: d.TakeCash, GiveSlots: d.GiveSlots, TakeSlots: d.TakeSlots}
}

// op is one step of the rules still to run: the continuation stack that
// carries a turn on after a decision.
type op struct {
	kind uint8
	seat int8
	arg  int16
	amt  int64
	to   int8
}

const (
	opEndTurn  uint8 = iota + 1 // the turn is over: the between-turns window, then the next seat
	opBetween                   // ask the seat arg places on from the active one, if it can build
	opWalk                      // seat walks arg steps (back when negative)
	opLand                      // seat follows the space it stands on
	opFortune                   // seat follows Fortune card arg (use now)
	opDemand                    // seat pays amt to account to (reason arg)
	opCollect                   // the Bank pays seat amt (reason arg)
	opAuction                   // the Bank auctions property arg (from the left of seat)
	opPrompt                    // the active seat's DTurn
	opAuctions                  // the Bank auctions the queued properties of seat, which went out
)

// Options are what a game is started with.
type Options struct {
	Seats int
	Seed  uint64
	Names [engine.MaxSeats]string // for the log only: not rules, not hashed
}

// Game is a game of Make a Million. Copying the struct copies the whole
// state except the event and view buffers, so Clone is cheap.
type Game struct {
	opts Options
	rng  engine.RNG
	led  engine.Ledger
	pl   [engine.MaxSeats]Player
	held [engine.MaxSeats]engine.Cards // kept Fortune cards, face down

	owner   [NProps]int8 // -1 unowned
	level   [NProps]int8 // 0..4 houses, 5 a hotel
	mort    uint32       // mortgaged properties
	fortune [NProps]int8 // the face-down Fortune card on a property, -1 none
	used    engine.Cards // Fortune cards turned over and used (face up)
	life    engine.Deck
	chance  engine.Deck
	houses  int8 // in the supply
	hotels  int8
	queue   uint32 // properties the Bank still has to auction

	turn   int32
	active int8
	dec    engine.Decision
	ops    [32]op
	nops   int8

	auc      Auction
	debt     Debt
	deal     Deal
	proposed [engine.MaxSeats]uint8                     // the seats each seat proposed to this turn
	refused  [engine.MaxSeats][engine.MaxSeats]Refusals // [proposer][refuser]
	// refusedSum digests refused, kept up to date as it changes, so the
	// state hash need not walk the whole table.
	refusedSum uint64
	// countered are the proposals each seat saw countered, [proposer]
	// [counterer]: a counter refuses the terms as they stood, so the
	// computer does not offer them again (views show them with refused).
	// No rule reads them and the actions decide them, so they stay out of
	// Hash, as Deal.First does: replays recorded before they were kept
	// still verify.
	countered [engine.MaxSeats][engine.MaxSeats]Refusals
	faces     [2]int8 // the last roll

	// script holds dice faces tests set to come up next.
	script engine.DiceScript

	over    bool
	capped  bool
	winner  int8
	result  engine.Result
	events  []engine.Event
	quiet   bool // record no events (Quiet): a look-ahead nobody watches
	vbuf    *View
	initial int64
}

// New starts a game: $372k each, the Fortune cards shuffled face down onto
// the properties, the decks shuffled, every 1-star mover on GO, and the
// roll-off for the first turn.
func New(o Options) (*Game, error) {
	if o.Seats < MinSeats || o.Seats > MaxSeats {
		return nil, fmt.Errorf("%s needs %d to %d players, not %d", ID, MinSeats, MaxSeats, o.Seats)
	}
	g := &Game{opts: o, rng: engine.NewRNG(o.Seed), winner: -1, houses: SupplyHouses, hotels: SupplyHotels}
	g.led.Bank = 100_000_000
	for i := range g.owner {
		g.owner[i] = -1
	}
	for i := 0; i < o.Seats; i++ {
		g.pl[i] = Player{Jail: -1}
		g.must(g.led.Move(engine.Bank, engine.Account(i), StartCash))
	}
	g.initial = g.led.Total(o.Seats)
	var f engine.Deck
	f.Fill(seq(NFortune))
	f.Shuffle(&g.rng)
	for p := range g.fortune {
		c, _ := f.Draw()
		g.fortune[p] = int8(c)
	}
	g.life.Fill(seq(NLifestyle))
	g.life.Shuffle(&g.rng)
	g.chance.Fill(seq(NChance))
	g.chance.Shuffle(&g.rng)
	g.auc.Bidder, g.debt.Seat = -1, -1
	first := g.rollOff()
	g.emit(EvFirst, first, -1, 0, 0, 0)
	g.active = int8(first)
	g.startTurn()
	g.run()
	return g, nil
}

func seq(n int) []uint8 {
	out := make([]uint8, n)
	for i := range out {
		out[i] = uint8(i)
	}
	return out
}

// rollOff: all roll both dice, the highest goes first; the tied highest
// roll again.
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
		panic("million: internal error: " + err.Error())
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

// Player is a copy of a seat's public state.
func (g *Game) Player(i int) Player { return g.pl[i] }

// Cash is a seat's cash.
func (g *Game) Cash(i int) int64 { return g.led.Cash[i] }

// Owner is a property's owner, -1 for none.
func (g *Game) Owner(p int) int { return int(g.owner[p]) }

// Level is a property's buildings: 0..4 houses, 5 a hotel.
func (g *Game) Level(p int) int { return int(g.level[p]) }

// Mortgaged reports whether a property is mortgaged.
func (g *Game) Mortgaged(p int) bool { return g.mort&(1<<p) != 0 }

// Supply is the houses and hotels the Property Agent still has.
func (g *Game) Supply() (houses, hotels int) { return int(g.houses), int(g.hotels) }

// Decision is the pending decision (Kind DNone when over).
func (g *Game) Decision() engine.Decision { return g.dec }

// Winner is the seat that won, -1 while nobody has (or at the cap).
func (g *Game) Winner() int { return int(g.winner) }

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

// Worth implements engine.Game: cash is what wins.
func (g *Game) Worth(seat int) int64 { return g.led.Cash[seat] }

// Hash implements engine.Game: every field the rules read, in a fixed
// order; small fields a byte each, so the hash stays cheap.
func (g *Game) Hash() uint64 {
	h := engine.NewHasher()
	b := func(v int8) { h.Byte(byte(v)) }
	h.Text(ID)
	b(int8(g.opts.Seats))
	h.U64(g.opts.Seed)
	h.U64(g.rng.State)
	h.I64(g.led.Bank)
	for i := 0; i < g.opts.Seats; i++ {
		h.I64(g.led.Cash[i])
		p := &g.pl[i]
		b(p.Pos)
		b(p.Star)
		b(p.Jail)
		h.Bool(p.Out)
		h.U64(g.held[i][0])
		h.Byte(g.proposed[i])
	}
	for p := 0; p < NProps; p++ {
		b(g.owner[p])
		b(g.level[p])
		b(g.fortune[p])
	}
	h.U64(uint64(g.mort)<<32 | uint64(g.queue))
	h.U64(g.refusedSum)
	h.U64(g.used[0])
	for _, d := range []*engine.Deck{&g.life, &g.chance} {
		b(int8(d.Len()))
		for k := 0; k < d.Len(); k++ {
			h.Byte(d.Cards[(int(d.Head)+k)%engine.DeckCap])
		}
	}
	for _, v := range []int8{g.houses, g.hotels, g.active, g.dec.Seat, int8(g.dec.Kind), g.nops, g.winner, g.faces[0], g.faces[1]} {
		b(v)
	}
	h.Int(int(g.turn))
	for k := 0; k < int(g.nops); k++ {
		o := g.ops[k]
		h.Byte(o.kind)
		b(o.seat)
		h.Int(int(o.arg))
		h.I64(o.amt)
		b(o.to)
	}
	a := g.auc
	for _, v := range []int8{a.Prop, a.Bidder, int8(a.In), a.Asked, a.Lander, g.debt.Seat, g.debt.To} {
		b(v)
	}
	h.I64(a.High)
	h.I64(g.debt.Amount)
	h.Int(int(g.debt.Reason))
	d := g.deal
	for _, v := range []int8{d.From, d.To, d.Round, d.RetSeat, int8(d.RetKind)} {
		b(v)
	}
	h.Bool(d.Open)
	hashTerms(&h, d.terms())
	for _, v := range g.script.Pending() {
		b(v)
	}
	h.Bool(g.over)
	h.Bool(g.capped)
	return h.Sum()
}

// hashTerms adds a deal's terms; none at all is one byte.
func hashTerms(h *engine.Hasher, t Terms) {
	if t == (Terms{}) {
		h.Byte(0)
		return
	}
	h.Byte(1)
	h.U64(uint64(t.Props))
	h.I64(t.GiveCash)
	h.I64(t.TakeCash)
	h.Int(int(t.GiveSlots))
	h.Int(int(t.TakeSlots))
}
