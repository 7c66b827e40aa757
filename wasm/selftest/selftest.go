// Package selftest runs one seeded game between computer players to the end
// and reports its final state hash. The browser build runs it when the page
// is opened with ?selftest=RULESET,PLAYERS,SEED and the browser tests compare
// its hash with the same game run natively (cmd/selftest): the engine must be
// deterministic across platforms.
package selftest

import (
	"fmt"
	"strconv"
	"strings"

	"wheeloffate/cli"
	"wheeloffate/engine/catalog"
)

// Spec is what to play.
type Spec struct {
	Ruleset string
	Players int
	Seed    uint64
}

// Parse reads "life,4,9".
func Parse(s string) (Spec, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return Spec{}, fmt.Errorf("selftest %q: want RULESET,PLAYERS,SEED", s)
	}
	if _, err := catalog.Lookup(parts[0]); err != nil {
		return Spec{}, fmt.Errorf("selftest %q: %w", s, err)
	}
	n, err := strconv.Atoi(parts[1])
	if err != nil || n < 1 || n > 8 {
		return Spec{}, fmt.Errorf("selftest %q: bad number of players", s)
	}
	seed, err := strconv.ParseUint(parts[2], 10, 64)
	if err != nil {
		return Spec{}, fmt.Errorf("selftest %q: bad seed", s)
	}
	return Spec{Ruleset: parts[0], Players: n, Seed: seed}, nil
}

// Result is the end of the game.
type Result struct {
	Spec
	Turns   int
	Actions int
	Hash    uint64
	// Trail hashes the state hash after every action, so two runs that end
	// alike by chance but differ on the way still disagree.
	Trail uint64
}

// HashHex is the hash as 16 hex digits (a JavaScript number cannot hold 64 bits).
func (r Result) HashHex() string { return fmt.Sprintf("%016x", r.Hash) }

// TrailHex is the trail as 16 hex digits.
func (r Result) TrailHex() string { return fmt.Sprintf("%016x", r.Trail) }

// String is the one line both the browser and the native helper print.
func (r Result) String() string {
	return fmt.Sprintf("%s,%d,%d turns=%d actions=%d hash=%s trail=%s",
		r.Ruleset, r.Players, r.Seed, r.Turns, r.Actions, r.HashHex(), r.TrailHex())
}

// maxActions guards against a game that never ends.
const maxActions = 1_000_000

// Run plays the game to the end, checking the invariants after every action.
func Run(sp Spec) (Result, error) {
	seats := make([]string, sp.Players)
	for i := range seats {
		seats[i] = catalog.Sensible
	}
	h, err := cli.NewGame(sp.Ruleset, seats, sp.Seed)
	if err != nil {
		return Result{}, err
	}
	r := Result{Spec: sp, Trail: 14695981039346656037}
	for !h.G.Over() {
		if r.Actions >= maxActions {
			return r, fmt.Errorf("no end after %d actions", r.Actions)
		}
		if _, err := h.Step(); err != nil {
			return r, fmt.Errorf("action %d: %w", r.Actions+1, err)
		}
		r.Actions++
		r.Trail = (r.Trail ^ h.G.Hash()) * 1099511628211
	}
	r.Turns, r.Hash = h.G.Turn(), h.G.Hash()
	return r, nil
}
