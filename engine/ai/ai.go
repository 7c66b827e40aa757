// Package ai holds the computer players every ruleset can use. Ruleset
// specific players (a sensible Life player, say) live with their ruleset.
package ai

import "wheeloffate/engine"

// Random picks uniformly among the legal actions. It is the fuzzing
// opponent and the benchmark player: it reaches every corner of the rules.
type Random struct{ rng engine.RNG }

// NewRandom returns a random player with its own generator.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed ^ 0x5eed)} }

// Choose picks one of legal, which must not be empty.
func (r *Random) Choose(legal []engine.Action) engine.Action {
	return legal[r.rng.Intn(len(legal))]
}
