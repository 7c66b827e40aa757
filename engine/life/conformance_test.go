package life_test

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/life"
)

// lifeIllegal are Life's actions worth trying at any decision: a bet over
// the cap or on no number, a Tycoon number off the wheel, the same number
// speculated twice.
func lifeIllegal(g engine.Game, d engine.Decision) []engine.Action {
	return []engine.Action{
		{Seat: d.Seat, Kind: life.ABet, Arg: 5, Amount: 25000},
		{Seat: d.Seat, Kind: life.ABet, Arg: 0, Amount: 1000},
		{Seat: d.Seat, Kind: life.ATycoon, Arg: 11},
		{Seat: d.Seat, Kind: life.ASpeculate, Arg: 5*16 + 5},
	}
}

// Both editions keep every promise of the engine contract.
func TestConformance(t *testing.T) {
	for _, r := range life.Rulesets() {
		t.Run(r.ID, func(t *testing.T) {
			enginetest.Run(t, enginetest.Config{Rules: r, Games: 120, Illegal: lifeIllegal, Settle: lifeSettle})
		})
	}
}
