//go:build xvfb

package million

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

// person is how the person in the whole-game test plays, by rules simple
// enough to follow from the buttons' words alone, so that a run in the
// browser can play the same way and the same seed gives the same game
// there (one did: seed 12 on a phone by touch and at 1280x720 by mouse,
// 229 actions each, the same final hash as here): the first
// property they land on goes to auction, and they raise by $10k (less
// where the cash is short) until it is theirs, or try again with the next
// if they lose it; then, on their next turn, they offer the first seat
// they may deal with the first deed on the deal sheet for $10k. From then
// on they spend: buy all they land on, bid $10k at a time up to $150k in
// other auctions, build whenever they may, upgrade their mover at GO, so
// that sooner or later a payment finds them short and they raise the cash
// from the list (the first step that is not a deal: one that covers it
// where there is one). A kept card is used against rent; every deal
// offered to them is refused with the first reason.
type person struct {
	target int            // the property they sent to auction, -1 none
	won    bool           // and it is theirs
	dealt  bool           // they proposed a deal
	raised int            // steps taken from the raise-cash list
	kinds  map[string]int // decisions answered, by name
}

// highBid is the most the person bids in an auction they did not start.
const highBid = 150_000

func newPerson() *person { return &person{target: -1, kinds: map[string]int{}} }

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

// want is the action the person means to take at decision d, on panel u.
func (p *person) want(g *million.Game, d engine.Decision, u table.DecisionUI) engine.Action {
	legal := g.Legal(0, nil)
	first := func(kinds ...uint8) engine.Action {
		for _, k := range kinds {
			for _, a := range legal {
				if a.Kind == k {
					return a
				}
			}
		}
		return legal[0]
	}
	v := g.View(0).(*million.View)
	switch d.Kind {
	case million.DBuy:
		if p.won || p.target >= 0 {
			return first(million.ABuy, million.ANo)
		}
		return first(million.ANo)
	case million.DBid:
		steps := []int64{10_000}
		if !p.won && int(v.Auction.Prop) == p.target {
			steps = []int64{10_000, 5_000, 1_000}
		} else if v.Auction.High+10_000 > highBid {
			steps = nil
		}
		for _, st := range steps {
			if a := (engine.Action{Seat: 0, Kind: million.ABid, Amount: st}); has(legal, a) {
				return a
			}
		}
		return first(million.ANo)
	case million.DTurn, million.DBetween:
		if deal := first(million.ADeal); d.Kind == million.DTurn && p.won && !p.dealt && deal.Kind == million.ADeal {
			return deal
		}
		return first(million.ABuild, million.ARoll, million.ANo)
	case million.DUpgrade:
		return first(million.AUpgrade)
	case million.DRent:
		return first(million.AUseCard)
	case million.DRaise:
		// The list's order: the steps that cover the shortfall first.
		for _, row := range u.(*raiseUI).rows {
			if row.step.act.Kind != million.ADeal {
				return row.step.act
			}
		}
		return first(million.AGiveUp)
	case million.DOffer:
		du := u.(*dealUI)
		ask := engine.Action{Seat: 0, Kind: million.ATakeCash, Amount: 10_000}
		switch {
		case v.Deal.Props == 0 && v.Deal.GiveSlots == 0 && len(du.tiles) > 0 && !du.tiles[0].Disabled:
			return du.tiles[0].act
		case v.Deal.TakeCash == 0 && has(legal, ask):
			return ask
		}
		return first(million.APropose, million.ACancel)
	case million.DAnswer:
		return first(million.ARefuse)
	}
	return legal[0]
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
