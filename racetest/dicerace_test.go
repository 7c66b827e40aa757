// Package racetest is a small "dice race" ruleset that exists only in
// tests: every file is a _test.go file, so nothing of it ships, and TestMain
// registers it with engine/catalog. It uses the engine's shared pieces (a
// loop board with a side road, dice, one-of-a-kind cards, a named pot) and
// keeps every promise of engine.Game, so it is the template for a new game.
//
// The rules: 2 to 4 seats start on START with $200 each and a face-down
// Bonus card from a shuffled deck of 8. In turn each seat rolls two dice and
// moves; doubles take the side road at the fork. Passing (or landing on)
// START pays $100, and the first time also turns the seat's Bonus card up
// and pays it. A Toll takes $50 (or what the seat has) into the pot. On a
// Chance the next seat may dare: pay $20 into the pot to send the lander 3
// spaces back. The first seat to pass START 3 times wins, or after 60 turns
// the richest; the winner takes the pot.
package racetest

import (
	"fmt"
	"slices"

	"wheeloffate/engine"
)

// The board: a loop of 20 spaces (0..19, 19 leading back to START) and a
// side road 20..22 that leaves at 5 and rejoins at 12 (4 steps, not 7).
const (
	loop, sideFrom, sideTo = 20, 5, 12
	toll, chance           = 'T', 'C'
)

var (
	board = func() *engine.Graph {
		next := make([][]int, loop+3)
		for i := 0; i < loop; i++ {
			next[i] = []int{(i + 1) % loop}
		}
		next[sideFrom] = append(next[sideFrom], loop)
		next[loop], next[loop+1], next[loop+2] = []int{loop + 1}, []int{loop + 2}, []int{sideTo}
		g, err := engine.NewGraph(next)
		if err != nil {
			panic(err) // the board is compiled in
		}
		return g
	}()
	// spaceKind marks the Tolls and Chances, one byte per space.
	spaceKind = []byte("S..T...C.T....C.T.C.C.T")
)

const (
	startCash, passPay, tollFee, dareFee = 200, 100, 50, 20
	lapsToWin, turnLimit, dareBack       = 3, 60, 3
	bonusCards                           = 8          // ids 0..7
	kitty                                = engine.Pot // tolls and dares
)

func bonusValue(card uint8) int64 { return 20 * (int64(card) + 1) }

// Decision, action and event kinds, and transfer reasons (Event.Arg).
const (
	dRoll, dDare        = 1, 2
	aRoll, aDare, aPass = 1, 2, 3
)

const (
	evLap      = engine.EvRuleset + iota // Arg: laps
	evReveal                             // Arg: the card, Amount: its value
	evShortcut                           // doubles at the fork
	evChance                             // Seat landed on Chance, Other may dare
	evDare                               // Seat dared Other
	evPass                               // Seat let Other be
)

const (
	rStart = iota
	rBonus
	rToll
	rDare
	rPot
)

// game is one game. Only Apply changes it; it is a value, so a clone is a
// copy (the graph is shared board data).
type game struct {
	setup   engine.Setup
	rng     engine.RNG
	led     engine.Ledger
	initial int64
	pos     [engine.MaxSeats]int8
	laps    [engine.MaxSeats]int8
	hidden  [engine.MaxSeats]engine.Cards // face-down Bonus cards
	shown   [engine.MaxSeats]engine.Cards // turned up
	won     [engine.MaxSeats]int64        // the pot, for the breakdown
	deck    engine.Deck
	turn    int16
	active  int8
	dec     engine.Decision
	over    bool
	result  engine.Result
	events  []engine.Event
}

func newGame(s engine.Setup) (engine.Game, error) {
	if s.Seats < 2 || s.Seats > 4 {
		return nil, fmt.Errorf("dicerace needs 2 to 4 players, not %d", s.Seats)
	}
	g := &game{setup: s, rng: engine.NewRNG(s.Seed)}
	g.led.Bank = 10_000
	for i := 0; i < s.Seats; i++ {
		g.move(engine.Bank, engine.Account(i), startCash, -1)
	}
	g.initial = g.led.Total(s.Seats)
	g.deck.Fill([]uint8{0, 1, 2, 3, 4, 5, 6, 7})
	g.deck.Shuffle(&g.rng)
	for i := 0; i < s.Seats; i++ {
		c, _ := g.deck.Draw()
		g.hidden[i].Add(c)
	}
	g.beginTurn(0)
	return g, nil
}

func (g *game) emit(kind uint16, seat, other int, arg int16, amount int64) {
	g.events = append(g.events, engine.Event{Kind: kind, Seat: int8(seat), Other: int8(other), Arg: arg, Amount: amount})
}

// walked puts seat's pawn one step on (EvStep) or back (EvBack).
func (g *game) walked(kind uint16, seat, from, to int) {
	g.pos[seat] = int8(to)
	g.events = append(g.events, engine.Event{Kind: kind, Seat: int8(seat), Other: -1, Arg: int16(from), Arg2: int16(to)})
}

// move moves money; the rules only ask for what a seat has, so a refusal is
// a bug.
func (g *game) move(from, to engine.Account, amount int64, reason int16) {
	if err := g.led.Move(from, to, amount); err != nil {
		panic("dicerace: " + err.Error())
	}
	if reason >= 0 {
		g.emit(engine.EvTransfer, int(from), int(to), reason, amount)
	}
}

func (g *game) beginTurn(seat int) {
	g.active, g.turn = int8(seat), g.turn+1
	g.dec = engine.Decision{Seat: int8(seat), Kind: dRoll}
	g.emit(engine.EvTurn, seat, -1, g.turn, 0)
}

func (g *game) endTurn() {
	if g.turn >= turnLimit {
		g.finish(-1)
		return
	}
	g.beginTurn((int(g.active) + 1) % g.setup.Seats)
}

func (g *game) Apply(a engine.Action) ([]engine.Event, error) {
	switch {
	case g.over:
		return nil, engine.ErrOver
	case a.Seat != g.dec.Seat:
		return nil, fmt.Errorf("%w (seat %d)", engine.ErrNotPending, int(a.Seat)+1)
	case !slices.Contains(g.Legal(int(a.Seat), nil), a):
		return nil, fmt.Errorf("%w: %+v", engine.ErrIllegal, a)
	}
	g.events = g.events[:0]
	switch a.Kind {
	case aRoll:
		g.roll(int(a.Seat))
	default:
		g.dare(int(a.Seat), a.Kind == aDare)
	}
	return g.events, nil
}

func (g *game) roll(s int) {
	var buf [2]int
	d := g.rng.Dice(2, buf[:0])
	g.emit(engine.EvRoll, s, -1, int16(d[0]+d[1]), 0)
	at := board.Walk(int(g.pos[s]), d[0]+d[1], func(at, ways int) int {
		if d[0] != d[1] {
			return 0
		}
		g.emit(evShortcut, s, -1, int16(at), 0)
		return 1
	}, func(from, to int) bool {
		g.walked(engine.EvStep, s, from, to)
		if to == 0 {
			g.passStart(s)
		}
		return !g.over
	})
	if g.over {
		return
	}
	switch spaceKind[at] {
	case toll:
		if fee := min(tollFee, g.led.Cash[s]); fee > 0 {
			g.move(engine.Account(s), kitty, fee, rToll)
		}
	case chance:
		next := (s + 1) % g.setup.Seats
		g.emit(evChance, s, next, int16(at), 0)
		g.dec = engine.Decision{Seat: int8(next), Kind: dDare}
		return
	}
	g.endTurn()
}

func (g *game) passStart(s int) {
	g.laps[s]++
	g.emit(evLap, s, -1, int16(g.laps[s]), 0)
	g.move(engine.Bank, engine.Account(s), passPay, rStart)
	g.hidden[s].Each(func(c uint8) {
		g.hidden[s].Remove(c)
		g.shown[s].Add(c)
		g.emit(evReveal, s, -1, int16(c), bonusValue(c))
		g.move(engine.Bank, engine.Account(s), bonusValue(c), rBonus)
	})
	if g.laps[s] >= lapsToWin {
		g.finish(s)
	}
}

// dare settles a Chance: a dare sends the lander back along the shortest way
// towards START, which it does not pass backwards, and does not act on the
// space it reaches.
func (g *game) dare(darer int, yes bool) {
	lander := int(g.active)
	if !yes {
		g.emit(evPass, darer, lander, 0, 0)
		g.endTurn()
		return
	}
	g.move(engine.Account(darer), kitty, dareFee, rDare)
	g.emit(evDare, darer, lander, 0, 0)
	for k := 0; k < dareBack; k++ {
		from := int(g.pos[lander])
		if board.Back(from) == engine.None {
			break
		}
		g.walked(engine.EvBack, lander, from, board.Back(from))
	}
	g.endTurn()
}

// Lapse implements engine.Lapser: a dare is optional and out of turn, and
// one not taken up is no dare.
func (g *game) Lapse(d engine.Decision) (engine.Action, bool) {
	if g.over || d != g.dec || d.Kind != dDare {
		return engine.Action{}, false
	}
	return engine.Action{Seat: d.Seat, Kind: aPass}, true
}

// finish ends the game: winner passed START for the last time, or (-1) the
// turns ran out and the richest win, sharing the pot (what does not divide
// goes to the Bank).
func (g *game) finish(winner int) {
	n := g.setup.Seats
	g.over, g.dec = true, engine.Decision{Seat: -1}
	r := engine.Result{Ranking: engine.MostWins}
	if winner >= 0 {
		r.Places[winner], r.Winners, r.NamesWinner = 1, 1, true
		r.Reason = fmt.Sprintf("%s passed START %d times", g.Name(winner), lapsToWin)
	} else {
		r.Places, r.Winners = engine.PlacesBy(g.led.Cash[:n], engine.MostWins)
		r.Reason = fmt.Sprintf("%d turns played: the richest win", turnLimit)
	}
	pot := g.led.Balance(kitty)
	for s := 0; s < n; s++ {
		if r.Places[s] == 1 && pot > 0 {
			g.won[s] = pot / int64(r.Winners)
			g.move(kitty, engine.Account(s), g.won[s], rPot)
		}
	}
	if rest := g.led.Balance(kitty); rest > 0 {
		g.move(kitty, engine.Bank, rest, rPot)
	}
	for s := 0; s < n; s++ {
		r.Counts[s] = g.led.Cash[s]
		if winner >= 0 && s != winner {
			r.Places[s] = 2
			for o := 0; o < n; o++ {
				if o != winner && g.led.Cash[o] > g.led.Cash[s] {
					r.Places[s]++
				}
			}
		}
	}
	g.result = r
	g.emit(engine.EvGameOver, winner, -1, 0, 0)
}

func (g *game) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || seat != int(g.dec.Seat) {
		return buf
	}
	s := int8(seat)
	if g.dec.Kind == dRoll {
		return append(buf, engine.Action{Seat: s, Kind: aRoll})
	}
	if g.led.Cash[seat] >= dareFee {
		buf = append(buf, engine.Action{Seat: s, Kind: aDare})
	}
	return append(buf, engine.Action{Seat: s, Kind: aPass})
}

func (g *game) Pending(buf []engine.Decision) []engine.Decision {
	if g.over {
		return buf
	}
	return append(buf, g.dec)
}

func (g *game) Ruleset() string                   { return "dicerace" }
func (g *game) Seats() int                        { return g.setup.Seats }
func (g *game) Over() bool                        { return g.over }
func (g *game) Result() engine.Result             { return g.result }
func (g *game) Turn() int                         { return int(g.turn) }
func (g *game) Worth(seat int) int64              { return g.led.Cash[seat] }
func (g *game) LastEvents() []engine.Event        { return g.events }
func (g *game) LedgerTotal() (now, initial int64) { return g.led.Total(g.setup.Seats), g.initial }

func (g *game) Clone() engine.Game {
	c := *g
	c.events = nil
	return &c
}

func (g *game) Active() int {
	if g.over {
		return -1
	}
	return int(g.active)
}

// Hash covers the whole state; the names are not part of it.
func (g *game) Hash() uint64 {
	h := engine.NewHasher()
	h.Int(g.setup.Seats)
	h.U64(g.setup.Seed)
	h.U64(g.rng.State)
	h.I64(g.led.Bank)
	for _, p := range g.led.Pots {
		h.I64(p)
	}
	for s := 0; s < g.setup.Seats; s++ {
		h.I64(g.led.Cash[s])
		h.I64(g.won[s])
		h.Int(int(g.pos[s]))
		h.Int(int(g.laps[s]))
		for w := range g.hidden[s] {
			h.U64(g.hidden[s][w])
			h.U64(g.shown[s][w])
		}
	}
	h.Int(g.deck.Len())
	for k := 0; k < g.deck.Len(); k++ {
		h.Byte(g.deck.Cards[(int(g.deck.Head)+k)%engine.DeckCap])
	}
	h.Int(int(g.turn))
	h.Int(int(g.active))
	h.Int(int(g.dec.Seat))
	h.Byte(g.dec.Kind)
	h.Bool(g.over)
	return h.Sum()
}

// Redeal re-seeds chance and re-deals what seat cannot see: the deck's
// order and the other seats' face-down cards. The hidden cards are pooled in
// id order and shuffled with the new generator, then dealt back in the same
// numbers, so the result depends only on seat's view and seed.
func (g *game) Redeal(seat int, seed uint64) {
	g.rng = engine.NewRNG(seed)
	pool := g.deck.Set()
	for s := 0; s < g.setup.Seats; s++ {
		if s != seat {
			g.hidden[s].Each(pool.Add)
		}
	}
	var buf [bonusCards]uint8
	g.deck.Fill(pool.Append(buf[:0]))
	g.deck.Shuffle(&g.rng)
	for s := 0; s < g.setup.Seats; s++ {
		if s == seat {
			continue
		}
		n := g.hidden[s].Len()
		g.hidden[s] = engine.Cards{}
		for ; n > 0; n-- {
			c, _ := g.deck.Draw()
			g.hidden[s].Add(c)
		}
	}
}

// CheckInvariants implements engine.Checker.
func (g *game) CheckInvariants() error {
	if now, initial := g.LedgerTotal(); now != initial {
		return fmt.Errorf("the ledger holds %d, not %d", now, initial)
	}
	if g.over && g.led.Balance(kitty) != 0 {
		return fmt.Errorf("the game is over with %s left in the pot", engine.Money(g.led.Balance(kitty)))
	}
	cards, all := g.deck.Len(), g.deck.Set()
	for s := 0; s < g.setup.Seats; s++ {
		switch {
		case g.led.Cash[s] < 0:
			return fmt.Errorf("%s holds %s", g.Name(s), engine.Money(g.led.Cash[s]))
		case g.hidden[s].Len()+g.shown[s].Len() != 1 || (g.shown[s].Len() == 1) != (g.laps[s] > 0):
			return fmt.Errorf("%s has %d laps, %d face-down and %d face-up cards", g.Name(s), g.laps[s], g.hidden[s].Len(), g.shown[s].Len())
		}
		cards++ // the one card each seat holds
		g.hidden[s].Each(all.Add)
		g.shown[s].Each(all.Add)
	}
	if cards != bonusCards || all.Len() != bonusCards {
		return fmt.Errorf("%d Bonus cards, %d of them different", cards, all.Len())
	}
	if !g.over && g.turn > turnLimit {
		return fmt.Errorf("turn %d of %d and not over", g.turn, turnLimit)
	}
	return nil
}

// Breakdown implements engine.Breakdown.
func (g *game) Breakdown(seat int) []engine.Line {
	out := []engine.Line{{Label: "Cash", Amount: g.led.Cash[seat] - g.won[seat]}}
	if g.won[seat] > 0 {
		out = append(out, engine.Line{Label: "The pot", Amount: g.won[seat]})
	}
	return out
}
