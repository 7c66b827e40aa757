package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The board mid-game for `make shots`: the first seeded game of computers
// that comes to a turn of Margaret's with houses, a hotel, a mortgage,
// Fortune cards still face down and movers of different stars.
func addBoardShots() {
	table.AddShot("board-million", 45, func() game.Scene {
		return table.New(richBoard(), table.PlayOptions{}, presenter{})
	})
	// Late in a game, the seat panels full: sets, buildings, mortgages
	// and kept cards.
	table.AddShot("late-million", 45, func() game.Scene {
		return table.New(lateBoard(), table.PlayOptions{}, presenter{})
	})
	// The shows, each caught mid-way: the dice tumbling, a card held
	// face up, a mover's upgrade.
	table.AddShot("dice-million", 600, func() game.Scene {
		d := &diceStage{}
		return stageShot(d, million.EvFaces, 40, func() bool { return d.dice != nil && d.dice.Done() })
	})
	table.AddShot("card-million", 600, func() game.Scene {
		c := &cardStage{}
		return stageShot(c, million.EvLifestyle, 40, func() bool { return c.t > cardRise+20 })
	})
	// A Fortune card kept face down, on its way to its keeper's panel.
	table.AddShot("card-kept-million", 600, func() game.Scene {
		c := &cardStage{}
		return stageShot(c, million.EvKeep, 40, func() bool { return c.t > keptShow-cardFly/2 })
	})
	table.AddShot("upgrade-million", 600, func() game.Scene {
		u := &upgradeStage{}
		sc := stageShot(u, million.EvUpgrade, 40, func() bool { return u.t > upBurst+6 })
		u.m = sc.Scene.Shown()
		return sc
	})
}

// rich reports whether a view shows everything the board's marks draw.
func rich(v *million.View) bool {
	var house, hotel, stars bool
	for _, l := range v.Level {
		house = house || l > 0 && l < million.HotelLevel
		hotel = hotel || l == million.HotelLevel
	}
	for s := 1; s < v.Seats; s++ {
		stars = stars || !v.Players[s].Out && v.Players[s].Star != v.Players[0].Star
	}
	return house && hotel && stars && v.Mortgaged != 0 && v.FortuneOn != 0
}

// richBoard is the board shot's match: Margaret to throw, the board rich.
// The games were found by playing seeds through: computers seldom
// mortgage, and their movers are soon all 5-star.
func richBoard() *match.Match {
	var first *match.Match
	for _, at := range [][2]int{{17, 200}, {56, 320}, {32, 1020}} {
		m, ok := table.ShotMatch(million.ID, shotNames, 4, uint64(at[0]), at[1], func(d engine.Decision) bool {
			return d.Kind == million.DTurn
		})
		if first == nil {
			first = m
		}
		if ok && rich(m.G.View(0).(*million.View)) {
			return m
		}
	}
	return first
}

// lateBoard is the late-game shot's match: Margaret to throw, three of
// the four seats with five things or more to say on their panels (seed 6
// is the first to come to it).
func lateBoard() *match.Match {
	m, _ := table.ShotMatchWhere(million.ID, shotNames, 4, 6, 300, func(g engine.Game, d engine.Decision) bool {
		if d.Kind != million.DTurn {
			return false
		}
		v, full := g.View(0), 0
		for s := 0; s < g.Seats(); s++ {
			if len(presenter{}.SeatLines(v, s)) >= 5 {
				full++
			}
		}
		return full >= 3
	})
	return m
}

// shotStagePresenter is the presenter with the one stage a shot watches.
type shotStagePresenter struct {
	presenter
	st table.Stage
}

func (p shotStagePresenter) Stages(*match.Match) []table.Stage { return []table.Stage{p.st} }

// shotScene plays the table until the stage is caught, then holds still
// for the picture.
type shotScene struct {
	*table.Scene
	caught func() bool
}

func (s *shotScene) Update(ctx *game.Context) error {
	if s.caught() {
		return nil
	}
	return s.Scene.Update(ctx)
}

// stageShot is a game of computers played on the table until stage st
// shows an event of kind: the match stops just before the action that
// brings one, after at least minActs actions.
func stageShot(st table.Stage, kind uint16, minActs int, caught func() bool) *shotScene {
	m := eventMatch(kind, minActs)
	return &shotScene{Scene: table.New(m, table.PlayOptions{}, shotStagePresenter{st: st}), caught: caught}
}

// eventMatch plays four computers from seed 3 on for at least minActs
// actions, until the next action brings an event of kind.
func eventMatch(kind uint16, minActs int) *match.Match {
	seats := make([]match.Seat, len(shotNames))
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: 3})
	if err != nil {
		panic(err) // a compiled-in setup that cannot start is a bug
	}
	for k := 0; k < 20000 && !m.G.Over(); k++ {
		a, err := m.ComputerAction()
		if err != nil {
			panic(err)
		}
		if k >= minActs {
			if ev, err := m.G.Clone().Apply(a); err == nil && hasEvent(ev, kind) {
				break
			}
		}
		if _, err := m.Apply(a); err != nil {
			panic(err)
		}
	}
	return m
}

func hasEvent(ev []engine.Event, kind uint16) bool {
	for _, e := range ev {
		if e.Kind == kind {
			return true
		}
	}
	return false
}
