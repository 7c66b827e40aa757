package broke

import (
	"wheeloffate/engine"
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
	start := func(person bool) *match.Match {
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
	m := start(false)
	for k := 0; k < 20000; k++ {
		d, ok := m.Decision()
		if !ok || (k >= minActs && d.Seat == 0 && d.Kind == broke.DRoll) {
			break
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	out := start(true)
	for _, a := range m.Actions {
		if _, err := out.Apply(a); err != nil {
			panic(err)
		}
	}
	return out
}

// The card shot: a game of computers just before a draw, played on the
// table until the card is held face up over the board.
func init() {
	table.AddShot("broke-card", 600, func() game.Scene {
		c := newCardStage()
		m := cardShotMatch(4, 5, 30)
		return &cardShot{Scene: table.New(m, table.PlayOptions{}, cardShotPresenter{c: c}), c: c}
	})
}

// cardShotPresenter is the presenter with the card stage the shot watches.
type cardShotPresenter struct {
	presenter
	c *cardStage
}

func (p cardShotPresenter) Stages(*match.Match) []table.Stage { return []table.Stage{p.c} }

// cardShot plays the table until the card has been held a moment, then
// holds still for the picture.
type cardShot struct {
	*table.Scene
	c *cardStage
}

func (s *cardShot) Update(ctx *game.Context) error {
	if s.c.t > cardRise+20 {
		return nil
	}
	return s.Scene.Update(ctx)
}

// cardShotMatch plays n computers from seed for at least minActs actions,
// until the next action draws a card.
func cardShotMatch(n int, seed uint64, minActs int) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: broke.ID, Seats: seats, Seed: seed})
	if err != nil {
		panic(err) // a compiled-in setup that cannot start is a bug
	}
	for k := 0; k < 20000 && !m.G.Over(); k++ {
		a, err := m.ComputerAction()
		if err != nil {
			panic(err)
		}
		if k >= minActs {
			ev, err := m.G.Clone().Apply(a)
			if err == nil && hasCard(ev) {
				break
			}
		}
		if _, err := m.Apply(a); err != nil {
			panic(err)
		}
	}
	return m
}

func hasCard(ev []engine.Event) bool {
	for _, e := range ev {
		if e.Kind == broke.EvCard {
			return true
		}
	}
	return false
}
