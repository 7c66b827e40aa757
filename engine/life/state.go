// Package life plays both editions of the Game of Life: the 1960 classic
// (ruleset "life") and the two-player computer edition ("life-duel"). The
// editions share this one implementation; what differs is data (Edition)
// plus the few rules that really differ, switched by that data.
package life

import (
	"fmt"

	"wheeloffate/engine"
)

// Decision kinds.
const (
	DNone        uint8 = iota
	DRoad              // choose Business/Career or College at START
	DCareer            // duel: pick one of two career cards
	DBet               // an opponent may bet on the coming spin
	DSpin              // the spinner spins (and may first repay notes or buy auto insurance)
	DFork              // choose a way at a fork
	DBuy               // buy the insurance or stock of a blue space, or not
	DMarket            // play the market, or not
	DSpeculate         // speculate the Lucky Day money on two numbers, or keep it
	DRevenge           // take Revenge on someone, or not
	DCollectCard       // give a Collect card to the active player, or not
	DPayCard           // give a Pay card to an opponent, or not
	DExempt            // use an Exemption card, or not
	DReckon            // Millionaire Acres or the Tycoon bet
)

// Action kinds.
const (
	ASpin      uint8 = iota + 1
	ARepay           // repay one note
	ABuyAuto         // buy auto insurance at START
	AChoose          // Arg: a way, a road or a career card (0 or 1)
	ABet             // Arg: number 1..10, Amount: stake
	ADone            // no (more) bets
	ABuy             // buy what the blue space offers
	APass            // let an opportunity go
	APlay            // play the market
	ASpeculate       // Arg: a*16+b, the two numbers
	ACollect         // Revenge: take the money from Arg
	ASendBack        // Revenge: send Arg back
	AGive            // give a Share the Wealth card (Arg: target for a Pay card)
	AUse             // use an Exemption card
	AAcres           // go on to Millionaire Acres
	ATycoon          // Arg: the number staked on
)

// Spin purposes.
const (
	SMove uint8 = iota
	SPresents
	SHoneymoon
	SSpeculate
	SMarket
	SKids
	STycoon
	SLucky
)

// Share the Wealth card kinds.
const (
	CardCollect = iota
	CardPay
	CardExempt
)

// Where a player is.
const (
	OnRoad uint8 = iota
	InAcres
	AtPoorFarm
)

// Roads chosen at START.
const (
	RoadUnset int8 = iota - 1
	RoadShort      // Business (classic) or Career (duel)
	RoadLong       // College
)

// Player is one seat's state.
type Player struct {
	Pos        int16
	Where      uint8
	Road       int8 // road chosen at START (RoadUnset before the choice)
	StartWay   int8 // way taken from START on the next move
	Salary     int64
	Profession int8 // index+1 of a classic profession space or duel career, 0 = none
	Degree     bool
	Married    bool
	Boys       uint8
	Girls      uint8
	Notes      int16
	Debt       int64
	Auto       bool
	Life       bool
	Fire       bool
	Stock      bool
	Reckoned   bool
	Crossed    bool // has crossed the Toll Bridge and not been sent back over it
	Hand       engine.Hand
	CardHit    bool // a Share the Wealth card was given to this seat this turn
	Offer      [2]int8
	Lucky      bool // holds the Lucky Number
}

// Children is the number of children.
func (p *Player) Children() int { return int(p.Boys) + int(p.Girls) }

// cont is a step still to run in the current turn.
type cont uint8

const (
	cEndTurn cont = iota + 1
	cWalk
	cLand
	cBetWindow // then a spin of purpose contArg
)

type frame struct {
	c   cont
	arg uint8
}

// Options are the rules options chosen for a game.
type Options struct {
	Seats int
	Seed  uint64
	// NoBets marks seats that are never asked for side bets.
	NoBets [engine.MaxSeats]bool
	// Names are the players' names, for the log only (not part of the rules
	// or the hash). Empty names read "Player N".
	Names [engine.MaxSeats]string
}

// Game is a game of Life. Copying the struct copies the whole state except
// the event buffer, so Clone is cheap.
type Game struct {
	ed    *Edition
	opts  Options
	rng   engine.RNG
	led   engine.Ledger
	pl    [engine.MaxSeats]Player
	deck  engine.Deck
	cdeck engine.Deck // duel career cards without a degree
	ddeck engine.Deck // duel career cards that need a degree

	turn   int32
	active int8
	dec    engine.Decision

	stack [16]frame
	sp    int8

	moveLeft   int8
	forkChoice int8

	spinPurpose uint8
	tycoonNum   int8
	specA       int8
	specB       int8

	betSeat int8 // seat being asked for bets
	bets    [engine.MaxSeats][2]bet

	// The Share the Wealth window in progress.
	cardKind   int8
	cardAmt    int64
	cardAsk    int8 // seat being asked
	cardTakers uint8
	cardGiver  int8
	cardTarget int8

	revengeFrom int8
	offerDeg    bool
	fresh       bool // the turn's first spin has not happened yet
	bumped      bool // this move went on past an occupied space: no exact landing
	// script holds wheel numbers that tests set to come up next, in order,
	// before the generator is used again. Games never set it.
	script      [16]int8
	nscript     int8
	luckyNum    int8
	luckyHolder int8
	firstAcres  bool
	tollers     [engine.MaxSeats]int8 // seats in the order they crossed
	ntoll       int8

	over    bool
	tycoon  int8
	capped  bool
	result  engine.Result
	events  []engine.Event
	quiet   bool  // record no events (Quiet): a look-ahead nobody watches
	vbuf    *View // View's buffer, never shared with a clone
	initial int64 // the ledger total, which must never change
}

type bet struct {
	num int8
	amt int64
}

// New starts a game of the given edition.
func New(ed *Edition, o Options) (*Game, error) {
	if (o.Seats < ed.MinSeats || o.Seats > ed.MaxSeats) && ed.MinSeats == ed.MaxSeats {
		return nil, fmt.Errorf("%s is for exactly %d players, not %d", ed.ID, ed.MinSeats, o.Seats)
	}
	if o.Seats < ed.MinSeats || o.Seats > ed.MaxSeats {
		return nil, fmt.Errorf("%s needs %d to %d players, not %d", ed.ID, ed.MinSeats, ed.MaxSeats, o.Seats)
	}
	g := &Game{ed: ed, opts: o, rng: engine.NewRNG(o.Seed), luckyHolder: -1, tycoon: -1, forkChoice: -1, cardGiver: -1, cardTarget: -1}
	g.led.Bank = 7_500_000
	for i := 0; i < o.Seats; i++ {
		g.pl[i] = Player{Road: RoadUnset}
		g.must(g.led.Move(engine.Bank, engine.Account(i), ed.StartCash))
	}
	var cards []uint8
	for i := 0; i < ed.CardsCollect; i++ {
		cards = append(cards, CardCollect)
	}
	for i := 0; i < ed.CardsPay; i++ {
		cards = append(cards, CardPay)
	}
	for i := 0; i < ed.CardsExempt; i++ {
		cards = append(cards, CardExempt)
	}
	g.deck.Fill(cards)
	g.deck.Shuffle(&g.rng)
	for i := 0; i < o.Seats; i++ {
		if c, ok := g.deck.Draw(); ok {
			g.pl[i].Hand[c]++
		}
	}
	if len(ed.CareersPlain) > 0 {
		var plain, degree []uint8
		for i := range ed.CareersPlain {
			plain = append(plain, uint8(i))
		}
		for i := range ed.CareersDegree {
			degree = append(degree, uint8(i))
		}
		g.cdeck.Fill(plain)
		g.cdeck.Shuffle(&g.rng)
		g.ddeck.Fill(degree)
		g.ddeck.Shuffle(&g.rng)
	}
	g.initial = g.led.Total(o.Seats)
	// High spin starts: spin off among all seats, automatically.
	g.events = g.events[:0]
	all := uint8(1<<o.Seats - 1)
	first := g.spinOff(all, -1)
	g.emit(engine.Event{Kind: EvFirst, Seat: first, Other: -1})
	g.active = first
	g.startTurn()
	g.run()
	return g, nil
}

// must panics on a broken internal invariant: it is reached only by a bug,
// never by an action, because actions are validated before they change
// anything.
func (g *Game) must(err error) {
	if err != nil {
		panic("life: internal error: " + err.Error())
	}
}

// Edition is the game's edition.
func (g *Game) Edition() *Edition { return g.ed }

// Ruleset implements engine.Game.
func (g *Game) Ruleset() string { return g.ed.ID }

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.opts.Seats }

// Options returns the game's options.
func (g *Game) Options() Options { return g.opts }

// Over implements engine.Game.
func (g *Game) Over() bool { return g.over }

// Turn implements engine.Game.
func (g *Game) Turn() int { return int(g.turn) }

// Active is the seat whose turn it is.
func (g *Game) Active() int { return int(g.active) }

// Player returns a copy of a seat's state (with its hidden hand).
func (g *Game) Player(i int) Player { return g.pl[i] }

// Cash is a seat's cash.
func (g *Game) Cash(i int) int64 { return g.led.Cash[i] }

// Ledger returns a copy of the ledger.
func (g *Game) Ledger() engine.Ledger { return g.led }

// LedgerTotal is the money in the game, constant throughout.
func (g *Game) LedgerTotal() (now, initial int64) { return g.led.Total(g.opts.Seats), g.initial }

// LuckyNumber is the Lucky Number and its holder (-1 if none yet).
func (g *Game) LuckyNumber() (num, holder int) { return int(g.luckyNum), int(g.luckyHolder) }

// TollHolder is the seat that collects the bridge toll, or -1.
func (g *Game) TollHolder() int {
	if g.ntoll == 0 {
		return -1
	}
	return int(g.tollers[0])
}

// AcresBonusTaken reports whether someone has already reached Millionaire
// Acres and collected the first arrival's bonus: later arrivals get none.
func (g *Game) AcresBonusTaken() bool { return g.firstAcres }

// Tycoon is the seat that won by the Tycoon bet, or -1.
func (g *Game) Tycoon() int { return int(g.tycoon) }

// Decision returns the pending decision (Kind DNone when over).
func (g *Game) Decision() engine.Decision { return g.dec }

// SpinPurpose is what the pending or last spin is for.
func (g *Game) SpinPurpose() uint8 { return g.spinPurpose }

// Pending implements engine.Game.
func (g *Game) Pending(buf []engine.Decision) []engine.Decision {
	if g.over || g.dec.Kind == DNone {
		return buf
	}
	return append(buf, g.dec)
}

// Bets returns the bets on the Number Board for the coming spin.
func (g *Game) Bets(seat int) (nums [2]int, amts [2]int64) {
	for k, b := range g.bets[seat] {
		nums[k], amts[k] = int(b.num), b.amt
	}
	return
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.events, c.vbuf = nil, nil
	return &c
}

// Result implements engine.Game.
func (g *Game) Result() engine.Result { return g.result }

// Count is a seat's final count now: cash, stock, life insurance, less debt
// and outstanding notes at the settlement rate.
func (g *Game) Count(i int) int64 {
	p := &g.pl[i]
	c := g.led.Cash[i] - p.Debt - int64(p.Notes)*g.ed.NoteSettle
	if p.Stock {
		c += g.ed.StockValue
	}
	if p.Life {
		c += g.ed.LifeValue
	}
	return c
}

// Hash implements engine.Game. Every field that the rules read is hashed,
// in a fixed order and encoding.
func (g *Game) Hash() uint64 {
	h := engine.NewHasher()
	h.Text(g.ed.ID)
	h.Int(g.opts.Seats)
	h.U64(g.opts.Seed)
	for _, nb := range g.opts.NoBets {
		h.Bool(nb)
	}
	h.U64(g.rng.State)
	h.I64(g.led.Bank)
	h.I64(g.led.Pots[0])
	for i := 0; i < g.opts.Seats; i++ {
		h.I64(g.led.Cash[i])
		p := &g.pl[i]
		h.Int(int(p.Pos))
		h.Byte(p.Where)
		h.Int(int(p.Road))
		h.Int(int(p.StartWay))
		h.I64(p.Salary)
		h.Int(int(p.Profession))
		h.Bool(p.Degree)
		h.Bool(p.Married)
		h.Byte(p.Boys)
		h.Byte(p.Girls)
		h.Int(int(p.Notes))
		h.I64(p.Debt)
		h.Bool(p.Auto)
		h.Bool(p.Life)
		h.Bool(p.Fire)
		h.Bool(p.Stock)
		h.Bool(p.Reckoned)
		h.Bool(p.Crossed)
		for _, c := range p.Hand {
			h.Byte(c)
		}
		h.Bool(p.CardHit)
		h.Int(int(p.Offer[0]))
		h.Int(int(p.Offer[1]))
		h.Bool(p.Lucky)
		for _, b := range g.bets[i] {
			h.Int(int(b.num))
			h.I64(b.amt)
		}
	}
	for _, d := range []*engine.Deck{&g.deck, &g.cdeck, &g.ddeck} {
		h.Int(d.Len())
		for k := 0; k < d.Len(); k++ {
			h.Byte(d.Cards[(int(d.Head)+k)%engine.DeckCap])
		}
	}
	h.Int(int(g.turn))
	h.Int(int(g.active))
	h.Int(int(g.dec.Seat))
	h.Byte(g.dec.Kind)
	h.Int(int(g.sp))
	for k := 0; k < int(g.sp); k++ {
		h.Byte(byte(g.stack[k].c))
		h.Byte(g.stack[k].arg)
	}
	for _, v := range []int{int(g.moveLeft), int(g.forkChoice), int(g.spinPurpose), int(g.tycoonNum), int(g.specA), int(g.specB), int(g.betSeat),
		int(g.cardKind), int(g.cardAsk), int(g.cardTakers), int(g.cardGiver), int(g.cardTarget), int(g.revengeFrom),
		int(g.luckyNum), int(g.luckyHolder), int(g.ntoll), int(g.tycoon)} {
		h.Int(v)
	}
	h.I64(g.cardAmt)
	for k := 0; k < int(g.ntoll); k++ {
		h.Int(int(g.tollers[k]))
	}
	h.Bool(g.firstAcres)
	h.Bool(g.offerDeg)
	h.Bool(g.fresh)
	h.Bool(g.bumped)
	for k := 0; k < int(g.nscript); k++ {
		h.Int(int(g.script[k]))
	}
	h.Bool(g.over)
	h.Bool(g.capped)
	return h.Sum()
}

// LastEvents are the events of the last Apply, or of New before any Apply
// (who goes first). The slice is the game's own buffer.
func (g *Game) LastEvents() []engine.Event { return g.events }
