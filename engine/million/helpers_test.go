package million

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario helpers. Tests are inside the package so they may set up a
// position directly; money only moves through the ledger, so act's
// invariant check still holds.

// newTest starts an n-seat game and makes it seat 0's turn, every mover on
// GO.
func newTest(t *testing.T, n int) *Game {
	t.Helper()
	g, err := New(Options{Seats: n, Seed: 7})
	require.NoError(t, err)
	turn(g, 0)
	return g
}

// turn makes it the start of seat s's turn.
func turn(g *Game, s int) {
	g.active = int8(s)
	g.nops = 0
	g.proposed = [engine.MaxSeats]uint8{}
	g.setDec(s, DTurn)
}

// at puts seat s's mover on space sp.
func at(g *Game, s, sp int) { g.pl[s].Pos = int8(sp) }

// setCash gives seat s exactly amt, through the Bank.
func setCash(t *testing.T, g *Game, s int, amt int64) {
	t.Helper()
	require.NoError(t, g.led.Move(engine.Account(s), engine.Bank, g.led.Cash[s]))
	require.NoError(t, g.led.Move(engine.Bank, engine.Account(s), amt))
}

// own gives seat s the properties, their Fortune cards turned over and
// used, as after a real purchase.
func own(g *Game, s int, props ...int) {
	for _, p := range props {
		g.owner[p] = int8(s)
		if c := g.fortune[p]; c >= 0 {
			g.used.Add(uint8(c))
			g.fortune[p] = -1
		}
	}
}

// group is the properties of a group, as ints.
func group(gr int) []int {
	var out []int
	for _, p := range Groups[gr].Props {
		out = append(out, int(p))
	}
	return out
}

// fortuneOn puts Fortune card id face down on property p, swapping it with
// whatever card lay there (the card must still be on some property).
func fortuneOn(t *testing.T, g *Game, p int, id int) {
	t.Helper()
	for q, c := range g.fortune {
		if int(c) == id {
			g.fortune[q], g.fortune[p] = g.fortune[p], g.fortune[q]
			return
		}
	}
	t.Fatalf("Fortune card %d is not on a property", id)
}

// noFortune turns the card on property p over and puts it on the used pile.
func noFortune(g *Game, p int) {
	if c := g.fortune[p]; c >= 0 {
		g.used.Add(uint8(c))
		g.fortune[p] = -1
	}
}

// give puts kept Fortune card id in seat s's hand, from wherever it lies.
func give(t *testing.T, g *Game, s, id int) {
	t.Helper()
	for q, c := range g.fortune {
		if int(c) == id {
			g.fortune[q] = -1
		}
	}
	g.used.Remove(uint8(id))
	for o := range g.held {
		g.held[o].Remove(uint8(id))
	}
	g.held[s].Add(uint8(id))
}

// fortuneID finds the first Fortune card of a kind.
func fortuneID(t *testing.T, k CardKind) int {
	t.Helper()
	for i, c := range Fortune {
		if c.Kind == k {
			return i
		}
	}
	t.Fatalf("no Fortune card of kind %d", k)
	return 0
}

// onTop puts card id on top of a deck, the other cards in their order.
func onTop(t *testing.T, d *engine.Deck, id int) {
	t.Helper()
	require.True(t, d.Take(uint8(id)), "card %d is in the deck", id)
	rest := []uint8{uint8(id)}
	for d.Len() > 0 {
		c, _ := d.Draw()
		rest = append(rest, c)
	}
	d.Fill(rest)
}

// act applies an action for the pending seat and checks the invariants.
func act(t *testing.T, g *Game, kind uint8, arg int16, amt int64) []engine.Event {
	t.Helper()
	ev, err := g.Apply(engine.Action{Seat: g.dec.Seat, Kind: kind, Arg: arg, Amount: amt})
	require.NoError(t, err)
	require.NoError(t, g.CheckInvariants())
	return append([]engine.Event(nil), ev...)
}

// roll scripts the two dice and throws them for the active seat.
func roll(t *testing.T, g *Game, a, b int) []engine.Event {
	t.Helper()
	require.Equal(t, DTurn, g.dec.Kind, "a roll is pending")
	g.Script(a, b)
	return act(t, g, ARoll, 0, 0)
}

// legal reports whether an action is legal for the pending seat.
func legal(g *Game, kind uint8, arg int16, amt int64) bool {
	for _, a := range g.Legal(int(g.dec.Seat), nil) {
		if a.Kind == kind && a.Arg == arg && a.Amount == amt {
			return true
		}
	}
	return false
}

// hasKind reports whether a legal action of kind exists for the pending seat.
func legalKind(g *Game, kind uint8) bool {
	for _, a := range g.Legal(int(g.dec.Seat), nil) {
		if a.Kind == kind {
			return true
		}
	}
	return false
}

// has finds an event of kind for seat (-2: any seat).
func has(ev []engine.Event, kind uint16, seat int) (engine.Event, bool) {
	for _, e := range ev {
		if e.Kind == kind && (seat == -2 || int(e.Seat) == seat) {
			return e, true
		}
	}
	return engine.Event{}, false
}

// passTurns answers every between-turns window with done until seat s's
// turn begins.
func untilTurn(t *testing.T, g *Game, s int) {
	t.Helper()
	for k := 0; k < 20 && !(g.dec.Kind == DTurn && int(g.dec.Seat) == s); k++ {
		require.Equal(t, DBetween, g.dec.Kind, "only between-turns windows on the way")
		act(t, g, ANo, 0, 0)
	}
	require.Equal(t, DTurn, g.dec.Kind)
	require.Equal(t, s, int(g.dec.Seat))
}
