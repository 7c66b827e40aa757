package broke

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario helpers. Tests are inside the package so they may set up a
// position directly; money is only moved through the ledger, so act's
// invariant check still holds.

// newTest starts an n-seat game and makes it seat 0's turn to roll, every
// pawn on START.
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
	require.Equal(t, DRoll, g.dec.Kind, "a roll is pending")
	g.Script(a, b)
	return act(t, g, ARoll, 0, 0)
}

// cardID finds the first card of a deck that ok accepts.
func cardID(t *testing.T, deck int, ok func(c Card) bool) uint8 {
	t.Helper()
	for i, c := range Cards(deck) {
		if ok(c) {
			return uint8(i)
		}
	}
	t.Fatalf("no such card in deck %d", deck)
	return 0
}

// onTop puts card id on top of its deck, the other cards in their order.
func onTop(t *testing.T, g *Game, deck int, id uint8) {
	t.Helper()
	d := &g.decks[deck]
	require.True(t, d.Take(id), "card %d is in deck %d", id, deck)
	rest := []uint8{id}
	for d.Len() > 0 {
		c, _ := d.Draw()
		rest = append(rest, c)
	}
	d.Fill(rest)
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

// A kept stock card reads with its article: an Oil, a Steel, a Utilities
// ("keeps a Oil stock card" before).
func TestStockCardsReadWithTheirArticle(t *testing.T) {
	g := newTest(t, 2)
	for k, want := range [nStocks]string{"an Oil stock card", "a Steel stock card", "a Utilities stock card"} {
		require.Equal(t, g.Name(0)+" keeps "+want, g.Describe(engine.Event{Kind: EvStock, Seat: 0, Arg: int16(k)}))
	}
}
