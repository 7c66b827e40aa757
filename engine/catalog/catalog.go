// Package catalog lists the rulesets and their computer players, so the UI
// and the command line can start any game by id without knowing its package.
// Adding a game adds a line here, not a change to the UI's core.
package catalog

import (
	"fmt"
	"sort"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/life"
)

// Info describes a ruleset.
type Info struct {
	ID           string
	Name         string
	MinSeats     int
	MaxSeats     int
	DefaultSeats int
}

// Options start a game.
type Options struct {
	Seats  int
	Seed   uint64
	NoBets [engine.MaxSeats]bool
	Names  [engine.MaxSeats]string
}

// List returns every ruleset, by id.
func List() []Info {
	var out []Info
	for id, ed := range life.Editions {
		def := 4
		if ed.MaxSeats < def {
			def = ed.MaxSeats
		}
		out = append(out, Info{ID: id, Name: ed.Name, MinSeats: ed.MinSeats, MaxSeats: ed.MaxSeats, DefaultSeats: def})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Lookup finds a ruleset by id.
func Lookup(id string) (Info, error) {
	for _, in := range List() {
		if in.ID == id {
			return in, nil
		}
	}
	return Info{}, fmt.Errorf("unknown ruleset %q (known: %s)", id, ids())
}

func ids() string {
	s := ""
	for i, in := range List() {
		if i > 0 {
			s += ", "
		}
		s += in.ID
	}
	return s
}

// New starts a game.
func New(id string, o Options) (engine.Game, error) {
	if ed, ok := life.Editions[id]; ok {
		return life.New(ed, life.Options{Seats: o.Seats, Seed: o.Seed, NoBets: o.NoBets, Names: o.Names})
	}
	_, err := Lookup(id)
	return nil, err
}

// Player is a computer player.
type Player interface {
	Choose(g engine.Game, seat int, legal []engine.Action) engine.Action
}

// Player kinds.
const (
	Random   = "random"
	Sensible = "sensible"
)

// NewPlayer returns a computer player of the given kind for a ruleset.
func NewPlayer(id, kind string, seed uint64) (Player, error) {
	switch kind {
	case Random:
		return &life.Bot{Random: ai.NewRandom(seed)}, nil
	case Sensible:
		if _, ok := life.Editions[id]; ok {
			return &life.Bot{Sensible: life.NewSensible(seed)}, nil
		}
		return nil, fmt.Errorf("no sensible player for %q", id)
	}
	return nil, fmt.Errorf("unknown player kind %q", kind)
}
