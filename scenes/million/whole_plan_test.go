package million

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

// person is how the person in the whole-game test plays: the first
// property they land on goes to auction, and they raise until it is
// theirs (another, if they lose it); then, on their next turn, they
// propose a deal; from then on they spend: buy all they land on, build
// whenever they may, upgrade their mover at GO, so that sooner or later
// a payment finds them short and they raise the cash from the list (the
// step that covers it, where one does; Give up only when nothing is
// left). The rest (rent cards, other auctions, deals offered to them) is
// the sensible computer's choice for their seat.
type person struct {
	sense  *million.Sensible
	target int            // the property they sent to auction, -1 none
	won    bool           // and it is theirs
	dealt  bool           // they proposed a deal
	raised int            // steps taken from the raise-cash list
	kinds  map[string]int // decisions answered, by name
}

func newPerson(seed uint64) *person {
	return &person{sense: million.NewSensible(seed), target: -1, kinds: map[string]int{}}
}

func (p *person) String() string {
	return fmt.Sprintf("auction won %v (property %d), deal proposed %v, %d raise steps, decisions by kind %v", p.won, p.target, p.dealt, p.raised, p.kinds)
}

// follow keeps up with the auction they sent a property to: theirs, or
// lost (another try at the next one).
func (p *person) follow(g *million.Game) {
	if p.won || p.target < 0 || g.Decision().Kind == million.DBid {
		return
	}
	if g.Owner(p.target) == 0 {
		p.won = true
	} else {
		p.target = -1
	}
}

// want is the action the person means to take at decision d.
func (p *person) want(g *million.Game, d engine.Decision, u table.DecisionUI) engine.Action {
	legal := g.Legal(0, nil)
	find := func(kind uint8) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	v := g.View(0).(*million.View)
	switch d.Kind {
	case million.DBuy:
		if a, ok := find(million.ABuy); ok && (p.won || p.target >= 0) {
			return a
		}
		if a, ok := find(million.ANo); ok {
			return a
		}
	case million.DBid:
		if !p.won && int(v.Auction.Prop) == p.target {
			for _, st := range []int64{10_000, 5_000, 1_000} {
				a := engine.Action{Seat: 0, Kind: million.ABid, Amount: st}
				if has(legal, a) {
					return a
				}
			}
			if a, ok := find(million.ANo); ok {
				return a
			}
		}
	case million.DTurn, million.DBetween:
		if d.Kind == million.DTurn && p.won && !p.dealt {
			if a, ok := p.dealTo(g, legal); ok {
				return a
			}
		}
		if a, ok := find(million.ABuild); ok {
			return a
		}
		for _, k := range []uint8{million.ARoll, million.ANo} {
			if a, ok := find(k); ok {
				return a
			}
		}
	case million.DUpgrade:
		if a, ok := find(million.AUpgrade); ok {
			return a
		}
	case million.DRaise:
		// The list's order: the steps that cover the shortfall first.
		for _, row := range u.(*raiseUI).rows {
			if row.step.act.Kind != million.ADeal {
				return row.step.act
			}
		}
		if a, ok := find(million.AGiveUp); ok {
			return a
		}
	case million.DOffer:
		if int(v.Deal.From) == 0 && v.Deal.Round == 0 {
			return p.build(v, legal)
		}
	case million.DAnswer:
		a := engine.Decide(p.sense, g, 0, legal)
		if a.Kind == million.ACounter {
			// No counteroffers from this person: the first reason to refuse.
			a, _ = find(million.ARefuse)
		}
		return a
	}
	return engine.Decide(p.sense, g, 0, legal)
}

// dealTo is a deal with the first seat that owns a property the person
// could ask for.
func (p *person) dealTo(g *million.Game, legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind != million.ADeal {
			continue
		}
		for q := range million.Props {
			if g.Owner(q) == int(a.Arg) && g.Tradeable(q) {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// build builds the person's deal a step at a time: the other seat's first
// property asked for, then cash offered for it, then Propose (Cancel where
// the rules do not let it be proposed).
func (p *person) build(v *million.View, legal []engine.Action) engine.Action {
	d := v.Deal
	if d.Props == 0 {
		for _, a := range legal {
			if a.Kind == million.AProp && int(v.Owners[a.Arg]) == int(d.To) {
				return a
			}
		}
	}
	if d.GiveCash == 0 {
		for _, st := range []int64{50_000, 10_000, 1_000} {
			if a := (engine.Action{Seat: 0, Kind: million.AGiveCash, Amount: st}); has(legal, a) {
				return a
			}
		}
	}
	if a := (engine.Action{Seat: 0, Kind: million.APropose}); has(legal, a) {
		return a
	}
	return engine.Action{Seat: 0, Kind: million.ACancel}
}

// took notes what the person's action did for the plan.
func (p *person) took(g *million.Game, d engine.Decision, a engine.Action, u table.DecisionUI) {
	p.kinds[million.Ruleset().DecisionName(d.Kind)]++
	switch {
	case d.Kind == million.DBuy && a.Kind == million.ANo && p.target < 0 && !p.won:
		p.target = million.PropAt(int(g.Player(0).Pos))
	case a.Kind == million.APropose:
		p.dealt = true
	case d.Kind == million.DRaise && (a.Kind == million.ASell || a.Kind == million.AMortgage):
		if _, ok := u.(*raiseUI); ok {
			p.raised++
		}
	}
}

func has(legal []engine.Action, a engine.Action) bool {
	for _, b := range legal {
		if b == a {
			return true
		}
	}
	return false
}
