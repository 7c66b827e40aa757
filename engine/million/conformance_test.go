package million_test

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/million"
)

// millionIllegal are actions worth trying at any decision: a bid off the
// steps or over the cash, a property, group or card slot that is not
// there, a refusal reason that does not exist.
func millionIllegal(g engine.Game, d engine.Decision) []engine.Action {
	return []engine.Action{
		{Seat: d.Seat, Kind: million.ABid, Amount: 500},
		{Seat: d.Seat, Kind: million.ABid, Amount: 10_000_000},
		{Seat: d.Seat, Kind: million.AProp, Arg: million.NProps},
		{Seat: d.Seat, Kind: million.ABuild, Arg: million.NGroups},
		{Seat: d.Seat, Kind: million.AUseCard, Arg: 9},
		{Seat: d.Seat, Kind: million.ARefuse, Arg: 99},
		{Seat: d.Seat, Kind: million.ADeal, Arg: int16(d.Seat)},
		{Seat: d.Seat, Kind: million.AGiveCash, Amount: 10_000_000},
	}
}

// Make a Million keeps every promise of the engine contract.
func TestConformance(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 12
	}
	enginetest.Run(t, enginetest.Config{Rules: million.Ruleset(), Games: games, Illegal: millionIllegal})
}
