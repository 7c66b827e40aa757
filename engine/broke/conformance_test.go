package broke_test

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/engine/enginetest"
)

// brokeIllegal are actions worth trying at any decision: a bet over the
// cap, under the minimum, off the $1,000 steps or on no horse, a roulette
// number off the wheel.
func brokeIllegal(g engine.Game, d engine.Decision) []engine.Action {
	return []engine.Action{
		{Seat: d.Seat, Kind: broke.ABet, Arg: 1, Amount: 11_000},
		{Seat: d.Seat, Kind: broke.ABet, Arg: 2, Amount: 500},
		{Seat: d.Seat, Kind: broke.ABet, Arg: 2, Amount: 1_500},
		{Seat: d.Seat, Kind: broke.ABet, Arg: 5, Amount: 1_000},
		{Seat: d.Seat, Kind: broke.ABet, Arg: 0, Amount: 1_000},
		{Seat: d.Seat, Kind: broke.APick, Arg: 0},
		{Seat: d.Seat, Kind: broke.APick, Arg: 37},
	}
}

// Go For Broke keeps every promise of the engine contract.
func TestConformance(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 40
	}
	enginetest.Run(t, enginetest.Config{Rules: broke.Ruleset(), Games: games, Illegal: brokeIllegal, Settle: brokeSettle})
}
