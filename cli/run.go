// Package cli holds the headless subcommands: sim, play and replay. They
// need no window, so they run on servers, in CI and in tests.
package cli

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
)

// Seat configures one seat of a headless game.
type Seat struct {
	Kind string // catalog.Random or catalog.Sensible
	Road int8   // life: fixed road at START, or life.RoadUnset
}

// Game runs one game to the end with computer players, calling each after
// every applied action. It checks the invariants after every action and
// returns the first that fails.
type Game struct {
	G       engine.Game
	Players []catalog.Player
	// Apply applies an action: G.Apply, or a recorder's.
	Apply func(engine.Action) ([]engine.Event, error)
	legal []engine.Action
	pend  []engine.Decision
}

// NewGame starts a game with computer players.
func NewGame(ruleset string, seats []Seat, seed uint64) (*Game, error) {
	g, err := catalog.New(ruleset, catalog.Options{Seats: len(seats), Seed: seed})
	if err != nil {
		return nil, err
	}
	h := &Game{G: g, Apply: g.Apply}
	for i, s := range seats {
		p, err := catalog.NewPlayer(ruleset, s.Kind, seed*31+uint64(i)+1)
		if err != nil {
			return nil, err
		}
		if b, ok := p.(*life.Bot); ok && b.Sensible != nil {
			b.Sensible.Road = s.Road
		}
		h.Players = append(h.Players, p)
	}
	return h, nil
}

// Step applies the next computer decision; it returns the events.
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
	a := h.Players[d.Seat].Choose(h.G, int(d.Seat), h.legal)
	ev, err := h.Apply(a)
	if err != nil {
		return nil, fmt.Errorf("computer player chose an illegal action: %w", err)
	}
	return ev, life.CheckInvariants(h.G)
}
