package scenes

import (
	"wheeloffate/game"
	"wheeloffate/game/saves"
)

func init() {
	addShot("replay-viewer", 20, func() game.Scene {
		s := shotReplay("life", 4, 3)
		s.seek(s.v.TurnStart(s.v.Turns() / 2))
		return s
	})
	addShot("replay-viewer-duel-end", 20, func() game.Scene {
		s := shotReplay("life-duel", 2, 3)
		s.seek(s.v.Len())
		return s
	})
	// The last frame of a six-player game: the result card at its fullest.
	addShot("replay-viewer-life-6-end", 20, func() game.Scene {
		s := shotReplay("life", 6, 11)
		s.seek(s.v.Len())
		return s
	})
	addShot("replays-list", 5, func() game.Scene {
		lib := &saves.Library{B: &saves.Mem{}}
		for i, g := range []struct {
			ruleset string
			n       int
		}{{"life", 4}, {"life-duel", 2}, {"life", 6}, {"life", 2}} {
			m := shotMatch(g.ruleset, g.n, uint64(3+i))
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
