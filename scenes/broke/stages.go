package broke

import (
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Stages are Go For Broke's shows over the board (see table.Stage), one per
// file: each takes its own events, so their order here does not matter.
func (presenter) Stages(m *match.Match) []table.Stage {
	return []table.Stage{newCardStage(), newCasino(m), newRaceStage(m), newMarketStage(m)}
}
