// Package cli holds the headless subcommands: sim, play, board and replay.
// They need no window, so they run on servers, in CI and in tests. Nothing
// here knows a ruleset: games start by id through engine/catalog.
package cli

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
)

// Game runs one game to the end with computer players, calling each after
// every applied action. It checks the invariants after every action and
// returns the first that fails.
type Game struct {
	G       engine.Game
	Players []engine.Player
	// Apply applies an action: G.Apply, or a recorder's.
	Apply func(engine.Action) ([]engine.Event, error)
	legal []engine.Action
	pend  []engine.Decision
}

// NewGame starts a game with one computer player of the given kind per
// seat (catalog.Sensible, catalog.Random or one of the ruleset's own).
func NewGame(ruleset string, kinds []string, seed uint64) (*Game, error) {
	g, err := catalog.New(ruleset, engine.Setup{Seats: len(kinds), Seed: seed})
	if err != nil {
		return nil, err
	}
	h := &Game{G: g, Apply: g.Apply}
	for i, k := range kinds {
		p, err := catalog.NewPlayer(ruleset, k, seed*31+uint64(i)+1)
		if err != nil {
			return nil, err
		}
		h.Players = append(h.Players, p)
	}
	return h, nil
}

// Step applies the next computer decision; it returns the events. Of
// several pending decisions, the first is taken: each is its own seat's, and
// the others stay pending.
func (h *Game) Step() ([]engine.Event, error) {
	h.pend = h.G.Pending(h.pend[:0])
	if len(h.pend) == 0 {
		return nil, fmt.Errorf("no decision pending but the game is not over")
	}
	d := h.pend[0]
	h.legal = h.G.Legal(int(d.Seat), h.legal[:0])
	if len(h.legal) == 0 {
		return nil, fmt.Errorf("seat %d must decide but has no legal action", d.Seat+1)
	}
	a := engine.Decide(h.Players[d.Seat], h.G, int(d.Seat), h.legal)
	ev, err := h.Apply(a)
	if err != nil {
		return nil, fmt.Errorf("computer player chose an illegal action: %w", err)
	}
	if c, ok := h.G.(engine.Checker); ok {
		return ev, c.CheckInvariants()
	}
	return ev, nil
}
