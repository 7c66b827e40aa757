package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The turn panel's shots: Margaret's turn with its entries (turn-million);
// her deeds open on a full set with houses (deeds-million); the deeds on
// a set she can build on, its Build control showing (build-million).
func addTurnShots() {
	names := []string{"Margaret", "Ben", "Chloe", "Dev"}
	shot := func(name string, want func(g *million.Game, d engine.Decision) bool, open func(m *match.Match)) {
		table.AddShot(name, 45, func() game.Scene {
			for seed := uint64(3); ; seed++ {
				if m, ok := turnMatch(names, 4, seed, want); ok || seed > 80 {
					if ok && open != nil {
						open(m)
					}
					return table.New(m, table.PlayOptions{}, presenter{})
				}
			}
		})
	}
	// The two-way choices on their own panel: the upgrade at GO, a kept
	// card against rent.
	shot("pick-upgrade-million", func(_ *million.Game, d engine.Decision) bool { return d.Kind == million.DUpgrade }, nil)
	shot("pick-rent-million", func(_ *million.Game, d engine.Decision) bool { return d.Kind == million.DRent }, nil)
	shot("turn-million", func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && g.Player(0).Jail < 0 && hasKind(g, 0, million.ARepay)
	}, nil)
	shot("deeds-million", func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && builtSet(g, 0) >= 0
	}, func(m *match.Match) {
		gr := builtSet(m.G.(*million.Game), 0)
		openDeeds(m, 0, int(million.Groups[gr].Props[0]), -1)
	})
	shot("build-million", func(g *million.Game, d engine.Decision) bool {
		return d.Kind == million.DTurn && hasKind(g, 0, million.ABuild)
	}, func(m *match.Match) {
		for _, a := range m.G.Legal(0, nil) {
			if a.Kind == million.ABuild {
				openDeeds(m, 0, -1, int(a.Arg))
			}
		}
	})
}

// hasKind reports whether seat may take an action of kind now.
func hasKind(g *million.Game, seat int, kind uint8) bool {
	for _, a := range g.Legal(seat, nil) {
		if a.Kind == kind {
			return true
		}
	}
	return false
}

// builtSet is a full set of seat's with buildings on it, -1 for none.
func builtSet(g *million.Game, seat int) int {
	for gr := range million.Groups {
		full, built := true, false
		for _, p := range million.Groups[gr].Props {
			full = full && g.Owner(int(p)) == seat
			built = built || g.Level(int(p)) > 0
		}
		if full && built {
			return gr
		}
	}
	return -1
}

// openDeeds makes the next turn panel of seat open with its deeds, as if
// the person had just built: on property p's deed, or (p -1) the list at
// group gr's page.
func openDeeds(m *match.Match, seat, p, gr int) {
	memo = turnMemo{m: m, acts: len(m.Actions) - 1, seat: seat, kind: sheetDeeds, shown: seat, detail: p, seek: gr}
}

// turnMatch is a match where seat 0, a person, holds a decision want
// accepts (table.ShotMatchWhere), from the start.
func turnMatch(names []string, n int, seed uint64, want func(g *million.Game, d engine.Decision) bool) (*match.Match, bool) {
	return table.ShotMatchWhere(million.ID, names, n, seed, 0, func(g engine.Game, d engine.Decision) bool {
		return want(g.(*million.Game), d)
	})
}
