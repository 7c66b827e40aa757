package gambler

import (
	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: Margaret's turn (tickets, the IOU, the roll)
// and her Sweepstakes marker to put down, with the advisor on.
func addAdvisorShots() {
	table.AddAdvisedShot("advisor-gambler", 105, func() game.Scene {
		return table.New(boardShotMatch(4, 3, 40, gambler.DRoll), table.PlayOptions{}, presenter{})
	})
	table.AddAdvisedShot("advisor-gambler-marker", 105, func() game.Scene {
		return stageShot(11, func(d engine.Decision, cur, _ []engine.Event) ([]engine.Event, bool) {
			return cur, d.Kind == gambler.DMarker && count(cur, gambler.EvMarker) >= 2
		})
	})
}
