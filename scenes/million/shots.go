package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The board for `make shots`: a seeded game of computers played some way
// in, then replayed with Margaret (seat 1) as a person, so the table shows
// the board mid-game with her decision panel: her turn, a deal she is
// asked to answer (the auction's and the raise-cash list's shots are in
// their own files).
func init() {
	names := []string{"Margaret", "Ben", "Chloe", "Dev"}
	for _, s := range []struct {
		name string
		kind uint8
	}{{"deal-million", million.DAnswer}} {
		want := func(d engine.Decision) bool { return d.Kind == s.kind }
		table.AddShot(s.name, 45, func() game.Scene {
			// The first seed from 3 whose game asks Margaret for it.
			for seed := uint64(3); ; seed++ {
				if m, ok := table.ShotMatch(million.ID, names, 4, seed, 120, want); ok || seed > 60 {
					return table.New(m, table.PlayOptions{}, presenter{})
				}
			}
		})
	}
}
