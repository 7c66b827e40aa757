package life

import (
	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: the "board" and "board-duel" decisions with the
// advisor on, its figures given a second to firm up.
func init() {
	table.AddAdvisedShot("advisor-life", 105, func() game.Scene {
		return boardShot("life", 4, 7, 90, nil, func(m *match.Match, d engine.Decision) bool {
			return d.Seat == 0 && (d.Kind == life.DBuy || d.Kind == life.DFork || d.Kind == life.DRevenge)
		})
	})
	table.AddAdvisedShot("advisor-life-duel", 105, func() game.Scene {
		return boardShot("life-duel", 2, 5, 40, nil, func(m *match.Match, d engine.Decision) bool {
			return d.Seat == 0 && d.Kind != life.DSpin && d.Kind != life.DBet
		})
	})
}
