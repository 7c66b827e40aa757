package gambler

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario helpers. Tests are inside the package so they may set up a
// position directly; money only moves through the ledger, so act's
// invariant check still holds.

// Landmarks of the board the scenarios use.
const (
	spPay      = 1 // Parking ticket: pay $30
	spFortune  = 2
	spRaces    = 3
	spCollect  = 5 // Tips: collect $20
	spLottery  = 6
	spSweep    = 11
	spTax      = 12 // a share of cash
	spDouble   = 15
	spLastPay  = 34 // Laundry: pay $40
	spBeforeGo = 33
)

// newTest starts an n-seat game and makes it seat 0's turn to roll, every
// pawn on Start.
func newTest(t *testing.T, n int) *Game {
	t.Helper()
	g, err := New(Options{Seats: n, Seed: 7})
	require.NoError(t, err)
	turn(g, 0)
	return g
}

// turn makes it seat s's turn to roll.
func turn(g *Game, s int) {
	g.active = int8(s)
	g.setDec(s, DRoll)
}

// at puts seat s's pawn on space sp.
func at(g *Game, s, sp int) { g.pl[s].Pos = int8(sp) }

// setCash gives seat s exactly amt, through the Bank.
func setCash(t *testing.T, g *Game, s int, amt int64) {
	t.Helper()
	require.NoError(t, g.led.Move(engine.Account(s), engine.Bank, g.led.Cash[s]))
	require.NoError(t, g.led.Move(engine.Bank, engine.Account(s), amt))
}

// act applies an action for the pending seat and checks the invariants.
func act(t *testing.T, g *Game, kind uint8, arg int16) []engine.Event {
	t.Helper()
	ev, err := g.Apply(engine.Action{Seat: g.dec.Seat, Kind: kind, Arg: arg})
	require.NoError(t, err)
	require.NoError(t, g.CheckInvariants())
	return append([]engine.Event(nil), ev...)
}

// roll scripts the two dice and throws them for the active seat.
func roll(t *testing.T, g *Game, a, b int) []engine.Event {
	t.Helper()
	require.Equal(t, DRoll, g.dec.Kind, "a roll is pending")
	g.Script(a, b)
	return act(t, g, ARoll, 0)
}

// give hands seat s the ticket lo-hi out of the deck.
func give(t *testing.T, g *Game, s int, lo, hi int8) uint8 {
	t.Helper()
	for id, tk := range Tickets {
		if tk == (Ticket{lo, hi}) {
			require.True(t, g.decks[TicketDeck].Take(uint8(id)))
			g.pl[s].Tickets.Add(uint8(id))
			return uint8(id)
		}
	}
	t.Fatalf("no ticket %d-%d", lo, hi)
	return 0
}

// fortuneOnTop puts the first Fortune card ok accepts on top of the deck.
func fortuneOnTop(t *testing.T, g *Game, ok func(c Card) bool) uint8 {
	t.Helper()
	for id, c := range FortuneCards {
		if ok(c) {
			d := &g.decks[FortuneDeck]
			require.True(t, d.Take(uint8(id)))
			rest := []uint8{uint8(id)}
			for d.Len() > 0 {
				c, _ := d.Draw()
				rest = append(rest, c)
			}
			d.Fill(rest)
			return uint8(id)
		}
	}
	t.Fatal("no such Fortune card")
	return 0
}

// horsesOnTop stacks the Horse Race deck so seats are dealt these numbers in
// dealing order.
func horsesOnTop(g *Game, nums ...int) {
	d := &g.decks[HorseDeck]
	var ids []uint8
	for _, n := range nums {
		d.Take(uint8(n - 1))
		ids = append(ids, uint8(n-1))
	}
	for d.Len() > 0 {
		c, _ := d.Draw()
		ids = append(ids, c)
	}
	d.Fill(ids)
}

// has reports whether events hold one of kind for seat.
func has(ev []engine.Event, kind uint16, seat int) (engine.Event, bool) {
	for _, e := range ev {
		if e.Kind == kind && int(e.Seat) == seat {
			return e, true
		}
	}
	return engine.Event{}, false
}

// legalKinds are the action kinds seat may take now.
func legalKinds(g *Game, seat int) map[uint8]bool {
	out := map[uint8]bool{}
	for _, a := range g.Legal(seat, nil) {
		out[a.Kind] = true
	}
	return out
}
