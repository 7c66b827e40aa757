package table

import (
	"wheeloffate/engine"
	"wheeloffate/game/match"
)

// ShotMatch is a match for a presenter's shots: n computers (named from
// names) play ruleset from seed for at least minActs actions, until seat 0
// holds a decision that want accepts; then the same game is replayed with
// seat 0 a person, so the table shows the board mid-game with its panel.
// ok is false when the game ended first (the match is then at its end).
func ShotMatch(ruleset string, names []string, n int, seed uint64, minActs int, want func(d engine.Decision) bool) (out *match.Match, ok bool) {
	return ShotMatchWhere(ruleset, names, n, seed, minActs, func(_ engine.Game, d engine.Decision) bool { return want(d) })
}

// ShotMatchWhere is ShotMatch with a want that also sees the game (a seat
// owning a full set, say).
func ShotMatchWhere(ruleset string, names []string, n int, seed uint64, minActs int, want func(g engine.Game, d engine.Decision) bool) (out *match.Match, ok bool) {
	start := func(person bool) *match.Match {
		seats := make([]match.Seat, n)
		for i := range seats {
			seats[i] = match.Seat{Name: names[i%len(names)], Colour: i, Computer: i != 0 || !person}
		}
		m, err := match.New(match.Setup{Ruleset: ruleset, Seats: seats, Seed: seed})
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
		if k >= minActs && d.Seat == 0 && want(m.G, d) {
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
