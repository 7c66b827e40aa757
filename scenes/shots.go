package scenes

import (
	"fmt"
	"image/color"
	"sync"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/saves"
	"wheeloffate/scenes/table"
)

func addShots() {
	addShot("title", 30, NewTitle)
	// The session's first title as it opens: its first frame, the felt and
	// the wheel, and a third of a second in, its parts being dealt.
	addShot("title-opening-first", 1, NewOpeningTitle)
	addShot("title-opening-dealt", 12, NewOpeningTitle)
	// The notice a damaged share link leaves on the title (window.go).
	addShot("title-toast", 30, func() game.Scene {
		return NewTitleNote("This link's replay cannot be shown: replay link is damaged: it is not base64url")
	})
	// The notice a saved game that cannot be read leaves on the title.
	addShot("title-damaged-save", 30, func() game.Scene {
		lib := &saves.Library{B: &saves.Mem{}}
		if err := lib.SaveCurrent([]byte(`{"format": 1, "ruleset": "life", "seats": [`)); err != nil {
			panic(err)
		}
		UseLibrary(lib)
		return NewTitle()
	})
	// The title as it will be with five games: the one to come stands in
	// as a ruleset that cannot start (shotRulesets).
	addShot("title-five", 30, func() game.Scene {
		registerShotRulesets()
		return NewTitle()
	})
	addShot("settings", 5, func() game.Scene { return NewSettings(NewTitle()) })
	// The setup and the results of every game in the catalog, at its usual
	// number of seats and, where it takes more, at its most.
	for _, r := range catalog.List() {
		id := r.ID
		addShot("setup-"+id, 5, func() game.Scene { return NewSetup(id) })
		if r.MaxSeats > r.DefaultSeats {
			addShot(fmt.Sprintf("setup-%s-%d", id, r.MaxSeats), 5, func() game.Scene {
				s := newSetup(id)
				for s.plan.Add() {
				}
				s.plan.SetName(0, "Margaret")
				s.plan.CycleLevel(1) // hard
				s.plan.CycleLevel(2) // hard, then easy
				s.plan.CycleLevel(2)
				s.rebuild()
				return s
			})
		}
		addShot("results-"+id, 5, func() game.Scene { return NewResults(shotMatch(id, r.DefaultSeats, 3), PlayOptions{}) })
		if r.MaxSeats > r.DefaultSeats {
			addShot(fmt.Sprintf("results-%s-%d", id, r.MaxSeats), 5, func() game.Scene {
				return NewResults(shotMatchLevels(id, r.MaxSeats, 11), PlayOptions{})
			})
		}
	}
}

// shotRulesets stand in for games to come, for the "title-five" shot and
// the title's layout tests: real names, editions and blurbs as long as
// theirs will be, each with a lid of its own, and a constructor that
// refuses to start. Go For Broke, Gambler and Make a Million are in the
// catalog, so none is needed now.
var (
	shotRulesetsOnce sync.Once
	shotRulesets     = []*engine.Ruleset{}
	shotLids         = []color.RGBA{}
)

// registerShotRulesets adds shotRulesets to the catalog, once per process.
func registerShotRulesets() {
	shotRulesetsOnce.Do(func() {
		for i, r := range shotRulesets {
			r.Version = 1
			r.New = func(engine.Setup) (engine.Game, error) {
				return nil, fmt.Errorf("%s is not in this build yet", r.Name)
			}
			if err := catalog.Register(r); err != nil {
				panic(err) // the descriptors above are wrong: a bug
			}
			table.Register(r.ID, shotPresenter{lid: shotLids[i]})
		}
	})
}

// shotPresenter gives a stand-in ruleset its lid colour.
type shotPresenter struct {
	table.Base
	lid color.RGBA
}

func (p shotPresenter) Lid() color.RGBA { return p.lid }

// shotMatch plays a whole match between computers, for the results shots.
// The first seat is named as a person would be.
func shotMatch(ruleset string, n int, seed uint64) *match.Match {
	return playShot(match.Setup{Ruleset: ruleset, Seats: shotSeats(n), Seed: seed})
}

// shotMatchLevels is shotMatch with the second seat hard and the third
// easy, for the results shot whose cards say which computer played how.
// A hard seat's game takes a second or two, so each is played once (the
// results screen only reads it).
func shotMatchLevels(ruleset string, n int, seed uint64) *match.Match {
	key := fmt.Sprint(ruleset, n, seed)
	shotLevelled.Lock()
	defer shotLevelled.Unlock()
	if m, ok := shotLevelled.m[key]; ok {
		return m
	}
	seats := shotSeats(n)
	seats[1].Level, seats[2].Level = "hard", "easy"
	m := playShot(match.Setup{Ruleset: ruleset, Seats: seats, Seed: seed})
	shotLevelled.m[key] = m
	return m
}

var shotLevelled = struct {
	sync.Mutex
	m map[string]*match.Match
}{m: map[string]*match.Match{}}

// shotSeats are n computer seats, the first named as a person would be.
func shotSeats(n int) []match.Seat {
	names := []string{"Margaret", "Computer 1", "Computer 2", "Computer 3", "Computer 4", "Computer 5"}
	if n == 2 {
		names[1] = "Computer"
	}
	var seats []match.Seat
	for i := range n {
		seats = append(seats, match.Seat{Name: names[i], Colour: i, Computer: true})
	}
	return seats
}

// playShot plays a match between computers to its end.
func playShot(s match.Setup) *match.Match {
	m, err := match.New(s)
	if err != nil {
		panic(err)
	}
	if err := m.PlayOut(); err != nil {
		panic(err)
	}
	return m
}
