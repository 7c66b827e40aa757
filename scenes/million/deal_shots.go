package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// The deal's shots: Margaret (seat 0, a person) building a deal with
// something on both sides; Margaret answering a computer's proposal; and
// the deal stage showing one computer refusing another's deal, with its
// reason.
func addDealShots() {
	table.AddShot("deal-million", 30, func() game.Scene {
		for seed := uint64(3); seed < 60; seed++ {
			if m, ok := dealBuilt(seed); ok {
				return table.New(m, table.PlayOptions{}, presenter{})
			}
		}
		return table.New(dealMatch(3, true), table.PlayOptions{}, presenter{}) // not reached: the tests find a seed for it
	})
	table.AddShot("deal-answer-million", 30, func() game.Scene {
		want := func(d engine.Decision) bool { return d.Kind == million.DAnswer }
		for seed := uint64(3); ; seed++ {
			if m, ok := table.ShotMatch(million.ID, dealNames, 4, seed, 120, want); ok || seed > 60 {
				return table.New(m, table.PlayOptions{}, presenter{})
			}
		}
	})
	// The refusal lands about 24 ticks of thinking and the proposal's
	// show after the scene starts.
	table.AddShot("deal-refused-million", dealThink+dealShowTicks+40, func() game.Scene {
		for seed := uint64(3); seed < 60; seed++ {
			if m, ok := dealBeforeAnswer(seed, million.ARefuse); ok {
				return table.New(m, table.PlayOptions{}, presenter{})
			}
		}
		return table.New(dealMatch(3, true), table.PlayOptions{}, presenter{}) // not reached: the tests find a seed for it
	})
}

// dealThink is how long a computer seems to think at 1x on its turn (the
// table's thinkTicks).
const dealThink = 24

var dealNames = []string{"Margaret", "Ben", "Chloe", "Dev"}

// dealMatch is a game of four from seed: every seat a computer, or seat
// 0 (Margaret) a person.
func dealMatch(seed uint64, person bool) *match.Match {
	seats := make([]match.Seat, len(dealNames))
	for i := range seats {
		seats[i] = match.Seat{Name: dealNames[i], Colour: i, Computer: i != 0 || !person}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: seed})
	if err != nil {
		panic(err) // a compiled-in setup that cannot start is a bug
	}
	return m
}

// dealReplay is the game from seed with Margaret a person, after the
// first n actions the computers chose for every seat.
func dealReplay(seed uint64, acts []engine.Action) *match.Match {
	m := dealMatch(seed, true)
	for _, a := range acts {
		if _, err := m.Apply(a); err != nil {
			panic(err)
		}
	}
	return m
}

// dealBuilt is a game from seed in which Margaret, at the start of a
// turn some way in, opens a deal with a seat that has properties to
// trade and puts one of her properties, one of theirs and some cash in:
// the builder with both sides filled. ok is false when none comes up.
func dealBuilt(seed uint64) (*match.Match, bool) {
	all := dealMatch(seed, false)
	for k := 0; k < 3000; k++ {
		d, ok := all.Decision()
		if !ok {
			return nil, false
		}
		if k >= 80 && d.Seat == 0 && d.Kind == million.DTurn {
			if t := dealPartner(all); t > 0 {
				m := dealReplay(seed, all.Actions)
				steps := []engine.Action{{Seat: 0, Kind: million.ADeal, Arg: int16(t)}}
				v := m.G.View(0).(*million.View)
				mine, theirs := dealFirstProp(v, 0), dealFirstProp(v, t)
				steps = append(steps, engine.Action{Seat: 0, Kind: million.AProp, Arg: int16(mine)},
					engine.Action{Seat: 0, Kind: million.AProp, Arg: int16(theirs)},
					engine.Action{Seat: 0, Kind: million.AGiveCash, Amount: 50_000})
				for _, a := range steps {
					if _, err := m.Apply(a); err != nil {
						return nil, false
					}
				}
				return m, true
			}
		}
		if err := all.StepComputer(); err != nil {
			panic(err)
		}
	}
	return nil, false
}

// dealPartner is a seat Margaret may deal with now, both of them holding
// a property to trade, or 0 for none.
func dealPartner(m *match.Match) int {
	v := m.G.View(0).(*million.View)
	if dealFirstProp(v, 0) < 0 {
		return 0
	}
	for _, a := range m.G.Legal(0, nil) {
		if a.Kind == million.ADeal && dealFirstProp(v, int(a.Arg)) >= 0 {
			return int(a.Arg)
		}
	}
	return 0
}

// dealFirstProp is seat s's first tradeable property, -1 for none.
func dealFirstProp(v *million.View, s int) int {
	for p := 0; p < million.NProps; p++ {
		if int(v.Owners[p]) == s && tradeable(v, p) {
			return p
		}
	}
	return -1
}

// dealBeforeAnswer is a game from seed with Margaret a person, stopped
// just before one computer proposes a deal to another that it will answer
// with kind (ARefuse, AAccept, ACounter): the computers' proposal and the
// answer come next on the table. ok is false when none comes up.
func dealBeforeAnswer(seed uint64, kind uint8) (*match.Match, bool) {
	all := dealMatch(seed, false)
	if err := all.PlayOut(); err != nil {
		panic(err)
	}
	acts := all.Actions
	for i := 1; i+1 < len(acts); i++ {
		a, b := acts[i], acts[i+1]
		if a.Kind != million.APropose || b.Kind != kind || a.Seat == 0 || b.Seat == 0 {
			continue
		}
		// Something on both sides makes a better picture.
		m := dealReplay(seed, acts[:i])
		if mine, theirs := dealSides(m.G.View(0).(*million.View), int(a.Seat)); dealGives(mine) && dealGives(theirs) {
			return m, true
		}
	}
	return nil, false
}

// dealGives reports whether a side gives anything.
func dealGives(d dealSide) bool { return len(d.props) > 0 || d.cash > 0 || d.slots != 0 }
