package gambler

import (
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The board for `make shots`: a seeded game of computers played some way
// in, then replayed with Margaret (seat 1) as a person, so the table shows
// the board mid-game with her decision panel.
func addShots() {
	table.AddShot("board-gambler", 45, func() game.Scene {
		return table.New(boardShotMatch(4, 3, 40, gambler.DRoll), table.PlayOptions{}, presenter{})
	})
	// Margaret's Sweepstakes marker to place: twelve betting spaces (those
	// still free) and the IOU on the default panel.
	table.AddShot("marker-gambler", 45, func() game.Scene {
		return table.New(boardShotMatch(4, 3, 0, gambler.DMarker), table.PlayOptions{}, presenter{})
	})
}

var shotNames = []string{"Margaret", "Ben", "Chloe", "Dev"}

// boardShotMatch plays n computers from seed for at least minActs actions,
// until seat 0 has a decision of kind, and returns the same game with seat
// 0 a person.
func boardShotMatch(n int, seed uint64, minActs int, kind uint8) *match.Match {
	m := startShot(n, seed, false)
	for k := 0; k < 20000; k++ {
		d, ok := m.Decision()
		if !ok || (k >= minActs && d.Seat == 0 && d.Kind == kind) {
			break
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	out := startShot(n, seed, true)
	for _, a := range m.Actions {
		if _, err := out.Apply(a); err != nil {
			panic(err)
		}
	}
	return out
}
