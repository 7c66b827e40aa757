package million

import (
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The board for `make shots`: a seeded game of computers played some way
// in, then replayed with Margaret (seat 1) as a person, so the table shows
// the board mid-game with her decision panel: her turn, an auction she is
// asked to bid in, a deal she is asked to answer, cash she must raise.
func init() {
	for _, s := range []struct {
		name string
		kind uint8
	}{{"board-million", million.DTurn}, {"auction-million", million.DBid}, {"deal-million", million.DAnswer}, {"raise-million", million.DRaise}} {
		table.AddShot(s.name, 45, func() game.Scene {
			// The first seed from 3 whose game asks Margaret for it.
			for seed := uint64(3); ; seed++ {
				if m, ok := boardShotMatch(4, seed, 120, s.kind); ok || seed > 60 {
					return table.New(m, table.PlayOptions{}, presenter{})
				}
			}
		})
	}
}

var shotNames = []string{"Margaret", "Ben", "Chloe", "Dev"}

// boardShotMatch plays n computers from seed for at least minActs actions,
// until seat 0 holds a decision of kind, and returns the same game with
// seat 0 a person; ok is false when the game ended first.
func boardShotMatch(n int, seed uint64, minActs int, kind uint8) (out *match.Match, ok bool) {
	start := func(person bool) *match.Match {
		seats := make([]match.Seat, n)
		for i := range seats {
			seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: i != 0 || !person}
		}
		m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: seed})
		if err != nil {
			panic(err) // a compiled-in setup that cannot start is a bug
		}
		return m
	}
	m := start(false)
	for k := 0; k < 20000; k++ {
		d, pending := m.Decision()
		if !pending {
			break
		}
		if k >= minActs && d.Seat == 0 && d.Kind == kind {
			ok = true
			break
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	out = start(true)
	for _, a := range m.Actions {
		if _, err := out.Apply(a); err != nil {
			panic(err)
		}
	}
	return out, ok
}
