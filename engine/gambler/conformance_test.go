package gambler_test

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/gambler"
)

// gamblerIllegal are actions worth trying at any decision: a marker off the
// twelve betting spaces, and every action kind out of place.
func gamblerIllegal(g engine.Game, d engine.Decision) []engine.Action {
	out := []engine.Action{
		{Seat: d.Seat, Kind: gambler.APlace, Arg: -1},
		{Seat: d.Seat, Kind: gambler.APlace, Arg: gambler.NBets},
	}
	for k := gambler.ARoll; k <= gambler.ARepay; k++ {
		out = append(out, engine.Action{Seat: d.Seat, Kind: k})
	}
	return out
}

// Gambler keeps every promise of the engine contract.
func TestConformance(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 40
	}
	enginetest.Run(t, enginetest.Config{Rules: gambler.Ruleset(), Games: games, Illegal: gamblerIllegal, Settle: gamblerSettle})
}
