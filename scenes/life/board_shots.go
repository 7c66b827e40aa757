package life

import (
	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Board states for `make shots`, built deterministically: a seeded match of
// computers is played until the wanted decision comes up, then replayed
// with the deciding seat (or seats) played by people.

var boardShotNames = []string{"Margaret", "Ben", "Chloe", "Dev", "Ema", "Finn"}

// boardFind plays an all-computer match until want holds (after at least
// minActs actions) and returns the actions and the deciding seat.
func boardFind(ruleset string, n int, seed uint64, minActs int, want func(m *match.Match, d engine.Decision) bool) ([]engine.Action, int) {
	m := boardMatch(ruleset, n, seed, nil)
	for k := 0; k < 20000; k++ {
		d, ok := m.Decision()
		if !ok {
			break
		}
		if k >= minActs && want(m, d) {
			return m.Actions, int(d.Seat)
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	return m.Actions, 0
}

// boardMatch starts a match; persons lists the seats played by people.
func boardMatch(ruleset string, n int, seed uint64, persons []int) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: boardShotNames[i], Colour: i, Computer: true}
	}
	for _, p := range persons {
		seats[p].Computer = false
	}
	m, err := match.New(match.Setup{Ruleset: ruleset, Seats: seats, Seed: seed})
	if err != nil {
		panic(err)
	}
	return m
}

// boardReplay replays actions on a fresh match with the given person seats.
func boardReplay(ruleset string, n int, seed uint64, acts []engine.Action, persons []int) *match.Match {
	m := boardMatch(ruleset, n, seed, persons)
	for _, a := range acts {
		if _, err := m.Apply(a); err != nil {
			panic(err)
		}
	}
	return m
}

// boardShot builds a board scene at the first decision that want accepts,
// played by a person (plus extra person seats).
func boardShot(ruleset string, n int, seed uint64, minActs int, extra []int, want func(m *match.Match, d engine.Decision) bool) *boardScene {
	acts, seat := boardFind(ruleset, n, seed, minActs, want)
	persons := append([]int{seat}, extra...)
	return newBoardScene(boardReplay(ruleset, n, seed, acts, persons), table.PlayOptions{})
}

func boardKindIs(kinds ...uint8) func(m *match.Match, d engine.Decision) bool {
	return func(_ *match.Match, d engine.Decision) bool {
		for _, k := range kinds {
			if d.Kind == k {
				return true
			}
		}
		return false
	}
}

// The "board" shot's decision: Margaret's choice of a buy, a fork or a
// revenge; the duel's: any of hers but a spin or a bet.
func boardShotChoice(m *match.Match, d engine.Decision) bool {
	return d.Seat == 0 && (d.Kind == life.DBuy || d.Kind == life.DFork || d.Kind == life.DRevenge)
}

func duelShotChoice(m *match.Match, d engine.Decision) bool {
	return d.Seat == 0 && d.Kind != life.DSpin && d.Kind != life.DBet
}

func addBoardShots() {
	table.AddShot("board", 45, func() game.Scene {
		return boardShot("life", 4, 7, 90, nil, boardShotChoice)
	})
	table.AddShot("board-duel", 45, func() game.Scene {
		return boardShot("life-duel", 2, 5, 40, nil, duelShotChoice)
	})
	table.AddShot("casino", 10, func() game.Scene { return boardShot("life", 4, 3, 6, nil, boardKindIs(life.DBet)) })
	table.AddShot("speculate", 10, func() game.Scene { return boardShot("life", 4, 3, 6, nil, boardKindIs(life.DSpeculate)) })
	table.AddShot("retire", 10, func() game.Scene { return boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon)) })
	table.AddShot("spin", 70, func() game.Scene {
		b := boardShot("life", 4, 11, 40, nil, func(m *match.Match, d engine.Decision) bool {
			return d.Kind == life.DSpin && m.G.(*life.Game).SpinPurpose() == life.SMove
		})
		b.shotSpin = true
		return b
	})
	// The person's spin, offered: the wheel with its prompt above it.
	table.AddShot("spin-prompt", 30, func() game.Scene {
		return boardShot("life", 4, 11, 40, nil, func(m *match.Match, d engine.Decision) bool {
			return d.Kind == life.DSpin && m.G.(*life.Game).SpinPurpose() == life.SMove
		})
	})
	// The in-game menu open over the board (the "board" shot's game).
	table.AddShot("board-menu", 45, func() game.Scene {
		b := boardShot("life", 4, 7, 90, nil, boardShotChoice)
		b.shotMenu = 40 // once the board has settled
		return b
	})
	// A computer spins while the person waits: "Play until my turn" is offered.
	table.AddShot("board-computer", 30, func() game.Scene {
		acts, _ := boardFind("life", 4, 7, 40, func(m *match.Match, d engine.Decision) bool {
			return d.Seat == 1 && d.Kind == life.DSpin
		})
		return newBoardScene(boardReplay("life", 4, 7, acts, []int{0}), table.PlayOptions{})
	})
	table.AddShot("pass-device", 5, func() game.Scene {
		return boardShot("life", 4, 9, 20, []int{1, 2}, func(m *match.Match, d engine.Decision) bool {
			return d.Seat == 0 && d.Kind == life.DSpin
		})
	})
}
