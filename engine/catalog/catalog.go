// Package catalog is the list of rulesets, so the screens, the command line,
// saves and replays start any game by id without knowing its package. It is
// the only package outside a ruleset's own that names one: adding a game
// adds a line to builtin, and nothing else here changes.
package catalog

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/broke"
	"wheeloffate/engine/gambler"
	"wheeloffate/engine/life"
	"wheeloffate/engine/million"
)

// builtin lists the games this program plays, in the title's order.
func builtin() []*engine.Ruleset {
	var out []*engine.Ruleset
	out = append(out, life.Rulesets()...)
	out = append(out, broke.Ruleset())
	out = append(out, gambler.Ruleset())
	out = append(out, million.Ruleset())
	return out
}

var (
	mu    sync.RWMutex
	list  []*engine.Ruleset
	ready bool
)

func load() {
	if ready {
		return
	}
	for _, r := range builtin() {
		if err := add(withLevels(r)); err != nil {
			panic("catalog: " + err.Error()) // a built-in descriptor is wrong: a bug
		}
	}
	ready = true
}

func add(r *engine.Ruleset) error {
	if err := r.Validate(); err != nil {
		return err
	}
	for _, have := range list {
		if have.ID == r.ID {
			return fmt.Errorf("ruleset %q is already registered", r.ID)
		}
	}
	list = append(list, r)
	return nil
}

// withLevels returns a copy of r whose players end with the levels every
// ruleset offers (easy, normal, hard), built on its default player. The
// default stays first, so what was "sensible" plays on unchanged.
func withLevels(r *engine.Ruleset) *engine.Ruleset {
	if len(r.Players) == 0 {
		return r
	}
	c := *r
	c.Players = append(slices.Clip(r.Players), ai.Levels(r.Players[0])...)
	return &c
}

// Register adds a ruleset after the built-in ones. Tests use it for rulesets
// that exist only in tests; it refuses a duplicate id or a broken descriptor.
func Register(r *engine.Ruleset) error {
	mu.Lock()
	defer mu.Unlock()
	load()
	return add(r)
}

// List returns every ruleset, in the title's order.
func List() []*engine.Ruleset {
	mu.Lock()
	defer mu.Unlock()
	load()
	return append([]*engine.Ruleset(nil), list...)
}

// Lookup finds a ruleset by id.
func Lookup(id string) (*engine.Ruleset, error) {
	for _, r := range List() {
		if r.ID == id {
			return r, nil
		}
	}
	return nil, fmt.Errorf("unknown ruleset %q (known: %s)", id, ids())
}

func ids() string {
	var s []string
	for _, r := range List() {
		s = append(s, r.ID)
	}
	return strings.Join(s, ", ")
}

// New starts a game of ruleset id.
func New(id string, s engine.Setup) (engine.Game, error) {
	r, err := Lookup(id)
	if err != nil {
		return nil, err
	}
	if err := r.CheckSeats(s.Seats); err != nil {
		return nil, err
	}
	return r.New(s)
}

// Player kinds every ruleset has.
const (
	// Random picks uniformly among the legal actions.
	Random = "random"
	// Sensible names the default player: a ruleset's first kind.
	Sensible = "sensible"
)

// Kinds lists the player kinds of a ruleset: its own, then random.
func Kinds(id string) ([]string, error) {
	r, err := Lookup(id)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range r.Players {
		out = append(out, p.ID)
	}
	return append(out, Random), nil
}

// NewPlayer returns a computer player of the given kind for a ruleset.
// "sensible" is the ruleset's default player whatever its own id.
func NewPlayer(id, kind string, seed uint64) (engine.Player, error) {
	r, err := Lookup(id)
	if err != nil {
		return nil, err
	}
	if kind == Random {
		return randomPlayer{ai.NewRandom(seed)}, nil
	}
	if n, ok := strings.CutPrefix(kind, ai.Hard+"@"); ok && len(r.Players) > 0 {
		// hard@N: the hard player with a budget of N playouts a decision,
		// for strength runs and timing.
		b, err := strconv.Atoi(n)
		if err != nil || b < 1 || b > 1_000_000 {
			return nil, fmt.Errorf("%q: the budget after @ must be a number of playouts, 1 to 1000000", kind)
		}
		return ai.NewSearch(r.Players[0].New(seed), seed, b), nil
	}
	if p, ok := r.Player(kind); ok {
		return p.New(seed), nil
	}
	if kind == Sensible && len(r.Players) > 0 {
		return r.Players[0].New(seed), nil
	}
	kinds, _ := Kinds(id)
	return nil, fmt.Errorf("no %q player for %s (kinds: %s)", kind, id, strings.Join(kinds, ", "))
}

// randomPlayer adapts ai.Random to engine.Player: it needs no view.
type randomPlayer struct{ r *ai.Random }

func (p randomPlayer) Choose(_ engine.View, legal []engine.Action) engine.Action {
	return p.r.Choose(legal)
}

// Blind implements engine.Blind: it never reads its view.
func (randomPlayer) Blind() {}

// Default is the ruleset a bare command or window starts: the first listed.
func Default() string { return List()[0].ID }
