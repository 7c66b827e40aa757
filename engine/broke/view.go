package broke

import (
	"fmt"

	"wheeloffate/engine"
)

// View is what one seat may see: everything on the table (cash, pawns,
// Hotels, stock cards face up, the pot, the bets), but neither the order of
// the face-down decks nor the generator.
type View struct {
	Seat     int
	Seats    int
	Turn     int
	Active   int
	Decision engine.Decision
	Cash     [engine.MaxSeats]int64
	Players  [engine.MaxSeats]Player
	Horse    [engine.MaxSeats]int8
	Stake    [engine.MaxSeats]int64
	Owners   [nSpaces]int8
	Pot      int64
	// DeckStocks is how many stock cards are still in each deck: they
	// leave a deck face up, so everyone can count them.
	DeckStocks [2]int
	DicePaid   int64
	MoveLeft   int // steps still to walk, at a visit's choice
}

// ViewFor fills v with what seat may see, without allocating.
func (g *Game) ViewFor(seat int, v *View) {
	*v = View{Seat: seat, Seats: g.opts.Seats, Turn: int(g.turn), Active: int(g.active), Decision: g.dec,
		Cash: g.led.Cash, Players: g.pl, Horse: g.horse, Stake: g.stake, Owners: g.owner,
		Pot: g.led.Balance(poorPot), DicePaid: g.dicePaid, MoveLeft: int(g.moveLeft)}
	// How many stocks are left in each deck is public (every stock drawn
	// lies face up before someone); where in the deck they lie is not.
	for d := range g.decks {
		n := 0
		dk := &g.decks[d]
		for k := 0; k < dk.Len(); k++ {
			if Cards(d)[dk.Cards[(int(dk.Head)+k)%engine.DeckCap]].Kind == CStock {
				n++
			}
		}
		v.DeckStocks[d] = n
	}
}

// View implements engine.Game. It is the game's own buffer, filled anew by
// each call; a clone has its own.
func (g *Game) View(seat int) engine.View {
	if g.vbuf == nil {
		g.vbuf = new(View)
	}
	g.ViewFor(seat, g.vbuf)
	return g.vbuf
}

// Owner implements engine.View.
func (v *View) Owner() int { return v.Seat }

// Hash implements engine.View: everything in the view, in a fixed order.
func (v *View) Hash() uint64 {
	h := engine.NewHasher()
	for _, x := range []int{v.Seat, v.Seats, v.Turn, v.Active, int(v.Decision.Seat), int(v.Decision.Kind), v.DeckStocks[0], v.DeckStocks[1], v.MoveLeft} {
		h.Int(x)
	}
	h.I64(v.Pot)
	h.I64(v.DicePaid)
	for i := 0; i < v.Seats; i++ {
		h.I64(v.Cash[i])
		p := &v.Players[i]
		h.Int(int(p.Pos))
		h.Int(int(p.Hotel))
		for _, n := range p.Stocks {
			h.Byte(n)
		}
		h.Int(int(v.Horse[i]))
		h.I64(v.Stake[i])
	}
	for _, o := range v.Owners {
		h.Int(int(o))
	}
	return h.Sum()
}

// Redeal implements engine.Game. Nothing a seat holds is hidden (stock
// cards are face up), so what no seat can see is the generator and the
// order of the two decks (and any outcomes a test scripted). Each deck is
// put in a canonical order and shuffled with the new generator, so the
// result depends only on the view and the seed.
func (g *Game) Redeal(seat int, seed uint64) {
	g.rng = engine.NewRNG(seed)
	g.script.Clear()
	for d := range g.decks {
		s := g.decks[d].Set()
		g.decks[d].Fill(s.Append(nil))
		g.decks[d].Shuffle(&g.rng)
	}
}

// Lapse implements engine.Lapser: a Race Track bet asked of another seat
// comes to "pass" when its moment goes by unanswered (a bet is money the
// seat did not choose to risk). Every other decision is the active
// player's own and must be answered.
func (g *Game) Lapse(d engine.Decision) (engine.Action, bool) {
	if g.over || d != g.dec || d.Kind != DSideBet {
		return engine.Action{}, false
	}
	return engine.Action{Seat: d.Seat, Kind: APass}, true
}

// CheckInvariants checks what must hold after every action: money
// conserved, no negative cash or pot, each deck's cards and the stocks held
// adding up to the 9 stocks of each, Hotels owned one per seat, and no
// game ended by the turn cap.
func (g *Game) CheckInvariants() error {
	if now, initial := g.LedgerTotal(); now != initial {
		return fmt.Errorf("money not conserved: %d now, %d at the start", now, initial)
	}
	if p := g.led.Balance(poorPot); p < 0 {
		return fmt.Errorf("the Poor House pot holds %d", p)
	}
	held := 0
	for i := 0; i < g.opts.Seats; i++ {
		if c := g.led.Cash[i]; c < 0 {
			return fmt.Errorf("seat %d has negative cash %d", i+1, c)
		}
		held += g.pl[i].StockCount()
		if h := g.pl[i].Hotel; h >= 0 && int(g.owner[h]) != i {
			return fmt.Errorf("seat %d's Hotel on space %d is owned by %d", i+1, h, g.owner[h])
		}
	}
	owned := 0
	for sp, o := range g.owner {
		if o >= 0 {
			owned++
			if Spaces[sp].Kind != KHotel || int(g.pl[o].Hotel) != sp {
				return fmt.Errorf("space %d owned by seat %d, which holds Hotel %d", sp, o+1, g.pl[o].Hotel)
			}
		}
	}
	var v View
	g.ViewFor(0, &v)
	if left := v.DeckStocks[0] + v.DeckStocks[1]; left+held != 18 {
		return fmt.Errorf("%d stock cards in the decks and %d held, not 18", left, held)
	}
	if n := g.decks[0].Len() + g.decks[1].Len(); n+held != 2*deckSize {
		return fmt.Errorf("%d cards in the decks and %d stocks held, not %d", n, held, 2*deckSize)
	}
	if g.over && g.capped {
		return fmt.Errorf("the game hit the turn cap (%d turns)", g.turn)
	}
	return nil
}

// Breakdown implements engine.Breakdown: what a seat ends with.
func (g *Game) Breakdown(seat int) []engine.Line {
	out := []engine.Line{{Label: "Cash", Amount: g.led.Cash[seat]}}
	if int(g.winner) == seat {
		out = append(out, engine.Line{Label: "Could not pay", Amount: -g.owed})
	}
	return out
}
