package gambler

import (
	"fmt"

	"wheeloffate/engine"
)

// View is what one seat may see: everything on the table (cash, pawns,
// IOUs, markers, the dealt Horse Race cards, the shaker's dice, how many
// tickets each seat holds) and its own tickets' numbers, but not the other
// seats' tickets, the order of the decks or the generator.
type View struct {
	Seat     int
	Seats    int
	Turn     int
	Active   int
	Decision engine.Decision
	Cash     [engine.MaxSeats]int64
	// Players are the seats' states; Tickets is empty for every seat but
	// the view's own (its tickets are face down): TicketCount counts them.
	Players     [engine.MaxSeats]Player
	TicketCount [engine.MaxSeats]int
	TicketsLeft int // tickets still in the deck
	Caller      int // the seat that called the event in progress, -1
	ShakeFor    int // ForSweep or ForLottery, while a shake is pending
	RacesLeft   int
	Dice        [6]int8 // the shaker's last throw
}

// ViewFor fills v with what seat may see, without allocating.
func (g *Game) ViewFor(seat int, v *View) {
	*v = View{Seat: seat, Seats: g.opts.Seats, Turn: int(g.turn), Active: int(g.active), Decision: g.dec,
		Cash: g.led.Cash, Players: g.pl, TicketsLeft: g.decks[TicketDeck].Len(), Caller: int(g.caller),
		ShakeFor: int(g.shakeFor), RacesLeft: int(g.races), Dice: g.dice}
	for i := 0; i < g.opts.Seats; i++ {
		v.TicketCount[i] = g.pl[i].Tickets.Len()
		if i != seat {
			v.Players[i].Tickets = engine.Cards{}
		}
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

// Free reports whether no marker lies on betting space b.
func (v *View) Free(b int) bool {
	for i := 0; i < v.Seats; i++ {
		if int(v.Players[i].Marker) == b {
			return false
		}
	}
	return true
}

// Hash implements engine.View: everything in the view, in a fixed order.
func (v *View) Hash() uint64 {
	h := engine.NewHasher()
	for _, x := range []int{v.Seat, v.Seats, v.Turn, v.Active, int(v.Decision.Seat), int(v.Decision.Kind), v.TicketsLeft, v.Caller, v.ShakeFor, v.RacesLeft} {
		h.Int(x)
	}
	for _, d := range v.Dice {
		h.Int(int(d))
	}
	for i := 0; i < v.Seats; i++ {
		h.I64(v.Cash[i])
		p := &v.Players[i]
		h.Int(int(p.Pos))
		h.Bool(p.IOU)
		h.Bool(p.Out)
		for _, w := range p.Tickets {
			h.U64(w)
		}
		h.Int(v.TicketCount[i])
		h.Int(int(p.Horse))
		h.Int(int(p.Marker))
	}
	return h.Sum()
}

// Redeal implements engine.Game. What seat cannot see is the generator, the
// order of the three decks and the other seats' tickets: the tickets it
// does not hold are gathered in a canonical order, shuffled with the new
// generator and dealt back, as many to each other seat as it held, so the
// result depends only on the view and the seed.
func (g *Game) Redeal(seat int, seed uint64) {
	g.rng = engine.NewRNG(seed)
	g.script.Clear()
	for _, d := range []int{FortuneDeck, HorseDeck} {
		s := g.decks[d].Set()
		g.decks[d].Fill(s.Append(nil))
		g.decks[d].Shuffle(&g.rng)
	}
	pool := g.decks[TicketDeck].Set()
	var counts [engine.MaxSeats]int
	for i := 0; i < g.opts.Seats; i++ {
		if i == seat {
			continue
		}
		counts[i] = g.pl[i].Tickets.Len()
		g.pl[i].Tickets.Each(func(c uint8) { pool.Add(c) })
		g.pl[i].Tickets = engine.Cards{}
	}
	tk := &g.decks[TicketDeck]
	tk.Fill(pool.Append(nil))
	tk.Shuffle(&g.rng)
	for i := 0; i < g.opts.Seats; i++ {
		for k := 0; k < counts[i]; k++ {
			c, _ := tk.Draw()
			g.pl[i].Tickets.Add(c)
		}
	}
}

// CheckInvariants checks what must hold after every action: money
// conserved, no negative cash, the 14 tickets either held (three at most a
// seat) or in the deck, the six Horse Race cards dealt or in theirs, the 24
// Fortune cards in theirs, nothing held by a seat that is out, no two
// markers on one space, and no game ended by the turn cap.
func (g *Game) CheckInvariants() error {
	if now, initial := g.LedgerTotal(); now != initial {
		return fmt.Errorf("money not conserved: %d now, %d at the start", now, initial)
	}
	tickets := g.decks[TicketDeck].Set()
	horses := g.decks[HorseDeck].Set()
	n := g.decks[TicketDeck].Len()
	h := g.decks[HorseDeck].Len()
	for i := 0; i < g.opts.Seats; i++ {
		p := &g.pl[i]
		if c := g.led.Cash[i]; c < 0 {
			return fmt.Errorf("seat %d has negative cash %d", i+1, c)
		}
		if k := p.Tickets.Len(); k > MaxTickets {
			return fmt.Errorf("seat %d holds %d tickets", i+1, k)
		}
		n += p.Tickets.Len()
		p.Tickets.Each(func(c uint8) { tickets.Add(c) })
		if p.Horse > 0 {
			h++
			horses.Add(uint8(p.Horse - 1))
		}
		if p.Out && (g.led.Cash[i] != 0 || p.IOU || p.Tickets.Len() > 0 || p.Horse > 0 || p.Marker >= 0) {
			return fmt.Errorf("seat %d is out but still holds something", i+1)
		}
		for j := 0; j < i; j++ {
			if p.Marker >= 0 && g.pl[j].Marker == p.Marker {
				return fmt.Errorf("seats %d and %d share betting space %d", j+1, i+1, p.Marker)
			}
		}
	}
	if n != nTickets || tickets.Len() != nTickets {
		return fmt.Errorf("%d tickets (%d different), not %d", n, tickets.Len(), nTickets)
	}
	if h != 6 || horses.Len() != 6 {
		return fmt.Errorf("%d Horse Race cards (%d different), not 6", h, horses.Len())
	}
	if f := g.decks[FortuneDeck]; f.Len() != nFortune || f.Set().Len() != nFortune {
		return fmt.Errorf("the Fortune deck holds %d cards", f.Len())
	}
	if g.over && g.capped {
		return fmt.Errorf("the game hit the turn cap (%d turns)", g.turn)
	}
	return nil
}

// Breakdown implements engine.Breakdown: what a seat ends with.
func (g *Game) Breakdown(seat int) []engine.Line {
	p := &g.pl[seat]
	if p.Out {
		return []engine.Line{{Label: "Out of the game", Amount: 0}}
	}
	out := []engine.Line{{Label: "Cash", Amount: g.led.Cash[seat]}}
	if p.IOU {
		out = append(out, engine.Line{Label: "IOU owed", Amount: -IOUAmount})
	}
	return out
}
