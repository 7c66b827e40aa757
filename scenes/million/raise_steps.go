package million

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
)

// raiseStep is one legal way to raise cash: its words, and what the
// engine pays for it (0 for a deal, whose price is agreed later).
type raiseStep struct {
	act    engine.Action
	words  string
	amount int64
}

// raiseSteps are seat's legal steps at its DRaise, in the engine's order,
// each with the cash the engine pays for it: found by taking the step on
// a copy of the game, so a hotel sold back (with houses the supply lacks
// sold too) or a kept card's pay by mover is what the panel says. Give up
// is not a step (the panel asks it apart, with a confirmation).
func raiseSteps(g *million.Game, seat int) (steps []raiseStep, giveUp *engine.Action) {
	for _, a := range g.Legal(seat, nil) {
		switch a.Kind {
		case million.AGiveUp:
			giveUp = &a
			continue
		case million.ADeal:
			steps = append(steps, raiseStep{act: a, words: "Deal with " + g.Name(int(a.Arg)) + ": sell a property or card"})
			continue
		}
		steps = append(steps, raiseStep{act: a, words: stepWords(g, a), amount: paidFor(g, a)})
	}
	return steps, giveUp
}

// paidFor is the cash the engine pays the seat for step a.
func paidFor(g *million.Game, a engine.Action) int64 {
	c := g.Copy()
	ev, err := c.Apply(a)
	if err != nil {
		return 0
	}
	var in int64
	for _, e := range ev {
		if e.Kind == million.EvTransfer && e.Other == a.Seat {
			in += e.Amount
		}
	}
	return in
}

// stepWords say a step: which building is sold on which property, which
// property is mortgaged, which card is cashed.
func stepWords(g *million.Game, a engine.Action) string {
	switch a.Kind {
	case million.ASell:
		gr := int(a.Arg)
		if gr < 0 || gr >= million.NGroups {
			break
		}
		// The building sold is on the set's highest-built property, the
		// last such in the set's order (as the engine sells evenly).
		top, at := -1, -1
		for _, p := range million.Groups[gr].Props {
			if l := g.Level(int(p)); l >= top {
				top, at = l, int(p)
			}
		}
		what := "a house"
		if top == million.HotelLevel {
			what = "the hotel"
		}
		return fmt.Sprintf("Sell %s on %s", what, million.Props[at].Name)
	case million.AMortgage:
		if a.Arg >= 0 && int(a.Arg) < million.NProps {
			return "Mortgage " + million.Props[a.Arg].Name
		}
	case million.AUseCard:
		return "Cash in a kept card"
	}
	return g.ActionString(a)
}

// debtWords say a debt: to whom and what for ("Ben, rent on Style
// Square"; "the Bank, a card").
func debtWords(g *million.Game, d million.Debt) string {
	to := g.Name(int(d.To))
	why := ""
	switch d.Reason {
	case million.RRent:
		why = "rent"
		if s := int(d.Seat); s >= 0 && s < g.Seats() {
			if p := million.PropAt(int(g.Player(s).Pos)); p >= 0 {
				why = "rent on " + million.Props[p].Name
			}
		}
	case million.RCard:
		why = "a card"
	case million.RJail:
		why = "the Jail fee"
	case million.RBuild:
		why = "a building"
	case million.RAuction:
		why = "an auction"
	case million.RBuy:
		why = "a property"
	case million.RUpgrade:
		why = "an upgrade"
	case million.RRepay:
		why = "a mortgage"
	case million.RDeal:
		why = "a deal"
	}
	if why == "" {
		return to
	}
	return to + ", for " + why
}
