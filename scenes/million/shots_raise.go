package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The raise-cash list for `make shots`: Margaret (seat 0, a person) short
// of cash for a payment, with several ways to raise it.
func addShotsRaise() {
	table.AddShot("raise-million", 20, func() game.Scene {
		m, ok := atRaise(12, 6)
		if !ok {
			panic("no seeded game asks Margaret to raise cash") // the seeds are compiled in
		}
		return table.New(m, table.PlayOptions{}, presenter{})
	})
}

// atRaise finds, from seed on, a game of four in which Margaret (seat 0,
// a person) must raise cash with at least steps legal steps.
func atRaise(seed uint64, steps int) (*match.Match, bool) {
	for s := seed; s < seed+80; s++ {
		m, ok := table.ShotMatch(million.ID, shotNames, 4, s, 40, func(d engine.Decision) bool { return d.Kind == million.DRaise })
		if ok && len(m.G.Legal(0, nil)) >= steps {
			return m, true
		}
	}
	return nil, false
}
