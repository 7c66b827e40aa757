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
// the board mid-game with her decision panel. The Race Track and the Stock
// Market are shot from seeded games that reach them: Margaret's bet panel
// as the visitor and beside another's race, a race of computers running
// and at its finish, and the market spinner turning and at rest.
func addShots() {
	table.AddShot("board-broke", 45, func() game.Scene { return table.New(boardShotMatch(4, 3, 40), table.PlayOptions{}, presenter{}) })
	table.AddShot("race-bet", 20, func() game.Scene {
		return table.New(shotMatchAt(4, raceShotSeed, 0, isBet(0), true), table.PlayOptions{}, presenter{})
	})
	table.AddShot("race-side-bet", 20, func() game.Scene {
		return table.New(shotMatchAt(4, 2, 0, isSideBet(0), true), table.PlayOptions{}, presenter{})
	})
	race := func() game.Scene {
		return table.New(shotMatchAt(4, raceShotSeed, 0, isBet(-1), false), table.PlayOptions{}, presenter{})
	}
	table.AddShot("race-running", raceShotRunning, race)
	table.AddShot("race-finish", raceShotFinish, race)
	market := func() game.Scene {
		return table.New(shotMatchAt(4, marketShotSeed, 0, isMarketVisit, false), table.PlayOptions{}, presenter{})
	}
	table.AddShot("market-spinning", marketShotSpinning, market)
	table.AddShot("market", marketShotRest, market)
}

// The seeds and moments of the area shots (at 1x, in ticks from the
// scene's start), found by playing the computers (shots_test.go checks
// they still show what they name).
const (
	raceShotSeed       = 3
	raceShotRunning    = 300
	raceShotFinish     = 600
	marketShotSeed     = 7
	marketShotSpinning = 100
	marketShotRest     = 160
)

var shotNames = []string{"Margaret", "Ben", "Chloe", "Dev", "Ema"}

// boardShotMatch plays n computers from seed for at least minActs actions,
// until it is seat 0's turn to roll, and returns the same game with seat 0
// a person.
func boardShotMatch(n int, seed uint64, minActs int) *match.Match {
	return shotMatchAt(n, seed, minActs, func(m *match.Match, d engine.Decision) bool {
		return d.Seat == 0 && d.Kind == broke.DRoll
	}, true)
}

// isBet stops at a Race Track visitor's bet: seat's, or anyone's (-1).
func isBet(seat int) func(*match.Match, engine.Decision) bool {
	return func(_ *match.Match, d engine.Decision) bool {
		return d.Kind == broke.DBet && (seat < 0 || int(d.Seat) == seat)
	}
}

// isSideBet stops where seat is asked for a side bet.
func isSideBet(seat int) func(*match.Match, engine.Decision) bool {
	return func(_ *match.Match, d engine.Decision) bool {
		return d.Kind == broke.DSideBet && int(d.Seat) == seat
	}
}

// isMarketVisit stops where a computer is about to visit the Stock Market
// while someone owns stock, so that it spins.
func isMarketVisit(m *match.Match, d engine.Decision) bool {
	return len(holdersOf(m.G)) > 0 && isVisit(broke.StockMarket)(m, d)
}

// isVisit stops where a computer is about to visit area.
func isVisit(area int) func(*match.Match, engine.Decision) bool {
	return func(m *match.Match, d engine.Decision) bool {
		if d.Kind != broke.DVisit {
			return false
		}
		v := m.G.View(int(d.Seat)).(*broke.View)
		if broke.Spaces[v.Players[d.Seat].Pos].Arg != int8(area) {
			return false
		}
		a, err := m.ComputerAction()
		return err == nil && a.Kind == broke.AVisit
	}
}

// shotMatchAt plays n computers from seed for at least minActs actions,
// until stop holds for the pending decision, and returns the same game
// with seat 0 a person if person.
func shotMatchAt(n int, seed uint64, minActs int, stop func(*match.Match, engine.Decision) bool, person bool) *match.Match {
	m := shotMatch(n, seed, false)
	for k := 0; k < 20000; k++ {
		d, ok := m.Decision()
		if !ok || (k >= minActs && stop(m, d)) {
			break
		}
		if err := m.StepComputer(); err != nil {
			panic(err)
		}
	}
	out := shotMatch(n, seed, person)
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

// The card shot: a game of computers just before a draw, played on the
// table until the card is held face up over the board.
func addCardShot() {
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
