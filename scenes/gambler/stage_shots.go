package gambler

import (
	"slices"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The stages for `make shots`: a seeded game of computers played until a
// Sweepstakes, a Lottery or a race has been shown, replayed with Margaret
// (seat 0) a person whose decision comes next, and the stages shown the
// events of the turn at rest.
func addStageShots() {
	// Margaret's marker to put down: others' markers already on the shaker.
	table.AddShot("shaker-markers-gambler", 45, func() game.Scene {
		return stageShot(11, func(d engine.Decision, cur, _ []engine.Event) ([]engine.Event, bool) {
			return cur, d.Kind == gambler.DMarker && count(cur, gambler.EvMarker) >= 2
		})
	})
	// The dice in the handle, the winning spaces lit.
	table.AddShot("shaker-thrown-gambler", 45, func() game.Scene {
		return stageShot(5, func(d engine.Decision, _, last []engine.Event) ([]engine.Event, bool) {
			return last, d.Kind == gambler.DRoll && count(last, gambler.EvBetWin) >= 1 && count(last, gambler.EvMarker) >= 3
		})
	})
	// The Lottery: the tickets turned face up, a winner lit.
	table.AddShot("lottery-gambler", 45, func() game.Scene {
		return stageShot(7, func(d engine.Decision, _, last []engine.Event) ([]engine.Event, bool) {
			return last, d.Kind == gambler.DRoll && count(last, gambler.EvTicketShown) >= 3 && has(last, gambler.EvTicketShown, 1)
		})
	})
	// The Daily Double: both races run with the same cards.
	table.AddShot("race-gambler", 45, func() game.Scene {
		return stageShot(9, func(d engine.Decision, _, last []engine.Event) ([]engine.Event, bool) {
			return last, d.Kind == gambler.DRoll && count(last, gambler.EvRace) == 2 && slices.ContainsFunc(last, func(e engine.Event) bool { return e.Kind == gambler.EvRace && e.Other >= 0 })
		})
	})
}

// count is how many events of kind are in evs.
func count(evs []engine.Event, kind uint16) int {
	n := 0
	for _, e := range evs {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// has reports whether an event of kind with Arg2 arg2 is in evs.
func has(evs []engine.Event, kind uint16, arg2 int16) bool {
	return slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Kind == kind && e.Arg2 == arg2 })
}

// stagePresenter is the presenter with stages made beforehand, already
// shown some events.
type stagePresenter struct {
	presenter
	stages []table.Stage
}

func (p stagePresenter) Stages(*match.Match) []table.Stage { return p.stages }

// stageShot plays four computers from seed (and the seeds after it) until
// seat 0 has a decision for which want says yes, given the events of the
// turn so far and of the turn before; it returns the table with seat 0 a
// person and the stages shown the events want chose.
func stageShot(seed uint64, want func(d engine.Decision, cur, last []engine.Event) ([]engine.Event, bool)) game.Scene {
	m, evs := findShow(seed, want)
	p, stages := personStages(m, evs)
	return table.New(p, table.PlayOptions{}, stagePresenter{stages: stages})
}

// findShow is stageShot's game of computers, and the events chosen.
func findShow(seed uint64, want func(d engine.Decision, cur, last []engine.Event) ([]engine.Event, bool)) (*match.Match, []engine.Event) {
	for s := seed; s < seed+40; s++ {
		m := startShot(4, s, false)
		var cur, last []engine.Event
		for k := 0; k < 20000; k++ {
			d, ok := m.Decision()
			if !ok {
				break
			}
			if d.Seat == 0 {
				if show, ok := want(d, cur, last); ok {
					return m, show
				}
			}
			a, err := m.ComputerAction()
			if err != nil {
				panic(err)
			}
			evs, err := m.Apply(a)
			if err != nil {
				panic(err)
			}
			for _, e := range evs {
				if e.Kind == gambler.EvTurn {
					last, cur = cur, nil
					continue
				}
				cur = append(cur, e)
			}
		}
	}
	panic("no seeded game shows the stage for its shot") // the engine changed: pick new seeds
}

// personStages is m replayed with seat 0 a person, and its stages shown
// evs at rest: the shaker, then the race.
func personStages(m *match.Match, evs []engine.Event) (*match.Match, []table.Stage) {
	out := startShot(4, m.Setup.Seed, true)
	for _, a := range m.Actions {
		if _, err := out.Apply(a); err != nil {
			panic(err)
		}
	}
	sh, rc := newShaker(out), newRace(out)
	for _, e := range evs {
		if !sh.event(nil, e) {
			rc.event(nil, e)
		}
	}
	return out, []table.Stage{sh, rc}
}

// startShot starts a shot's match of n seats, seat 0 a person or not.
func startShot(n int, seed uint64, person bool) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: i != 0 || !person}
	}
	m, err := match.New(match.Setup{Ruleset: gambler.ID, Seats: seats, Seed: seed})
	if err != nil {
		panic(err) // a compiled-in setup that cannot start is a bug
	}
	return m
}
