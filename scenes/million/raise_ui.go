package million

import (
	"wheeloffate/engine"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// newRaiseUI is the panel for this decision; until it is built, the table's
// default panel (nil).
func newRaiseUI(*match.Match, engine.Decision) table.DecisionUI { return nil }
