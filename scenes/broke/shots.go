package broke

import (
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The board for `make shots`: a seeded game of computers played some way
// in, then replayed with Margaret (seat 1) as a person, so the table shows
// the board mid-game with her decision panel.
func init() {
	table.AddShot("board-broke", 45, func() game.Scene { return table.New(boardShotMatch(4, 3, 40), table.PlayOptions{}, presenter{}) })
}

var shotNames = []string{"Margaret", "Ben", "Chloe", "Dev", "Ema"}

// boardShotMatch plays n computers from seed for at least minActs actions,
// until it is seat 0's turn to roll, and returns the same game with seat 0
// a person.
func boardShotMatch(n int, seed uint64, minActs int) *match.Match {
	m := shotMatch(n, seed, false)
	for k := 0; k < 20000; k++ {
		d, ok := m.Decision()
		if !ok || (k >= minActs && d.Seat == 0 && d.Kind == broke.DRoll) {
			break
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	out := shotMatch(n, seed, true)
	for _, a := range m.Actions {
		if _, err := out.Apply(a); err != nil {
			panic(err)
		}
	}
	return out
}

// shotMatch starts a game of n seats from seed, every seat a computer but
// seat 0 when person.
func shotMatch(n int, seed uint64, person bool) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: i != 0 || !person}
	}
	m, err := match.New(match.Setup{Ruleset: broke.ID, Seats: seats, Seed: seed})
	if err != nil {
		panic(err) // a compiled-in setup that cannot start is a bug
	}
	return m
}
