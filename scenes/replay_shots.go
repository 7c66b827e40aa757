package scenes

import (
	"fmt"

	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/saves"
)

// builtin is the catalog as the program starts, before any shot adds to it.
var builtin = catalog.List()

func addReplayShots() {
	// The viewer on every game in the catalog: mid-game at its usual number
	// of seats, and the last frame at its most (the result card at its
	// fullest).
	for _, r := range catalog.List() {
		id := r.ID
		addShot("replay-viewer-"+id, 20, func() game.Scene {
			s := shotReplay(id, r.DefaultSeats, 3)
			s.seek(s.v.TurnStart(s.v.Turns() / 2))
			return s
		})
		addShot(fmt.Sprintf("replay-viewer-%s-%d-end", id, r.MaxSeats), 20, func() game.Scene {
			s := shotReplay(id, r.MaxSeats, 11)
			s.seek(s.v.Len())
			return s
		})
	}
	addShot("replays-list", 5, func() game.Scene {
		lib := &saves.Library{B: &saves.Mem{}}
		// Four games, the catalog's in turn, at their usual, most and
		// fewest seats (the catalog as built in: the title-five shot adds
		// stand-ins that cannot start).
		list := builtin
		for i := range 4 {
			r := list[i%len(list)]
			n := []int{r.DefaultSeats, r.DefaultSeats, r.MaxSeats, r.MinSeats}[i]
			m := shotMatch(r.ID, n, uint64(3+i))
			m.Setup.Created = "2026-11-2" + string(rune('1'+i)) + "T19:3" + string(rune('0'+i)) + ":00Z"
			m.Rec.R.Created = m.Setup.Created
			if err := lib.Archive(archiveID(m.Setup), m.Save()); err != nil {
				panic(err)
			}
		}
		UseLibrary(lib)
		return NewReplays()
	})
	addShot("replays-empty", 5, func() game.Scene {
		UseLibrary(&saves.Library{B: &saves.Mem{}})
		return NewReplays()
	})
}

// shotReplay is the viewer on a whole game between computers.
func shotReplay(ruleset string, n int, seed uint64) *replayScene {
	m := shotMatch(ruleset, n, seed)
	s, err := newReplayScene(m.Save(), NewReplays)
	if err != nil {
		panic(err)
	}
	return s
}
