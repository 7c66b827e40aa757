package million

import (
	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Decide implements table.Presenter: each of Make a Million's decisions
// has its own panel (the auction's raise steps, the raise-cash list, the
// deal builder, the turn's deeds and buildings, the upgrade at GO and a
// card against rent); a nil one falls back to the table's default panel.
// An open stage is asked first (table.Stage).
func (presenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	switch d.Kind {
	case million.DBid, million.DBuy:
		return newAuctionUI(m, d)
	case million.DRaise:
		return newRaiseUI(m, d)
	case million.DOffer, million.DAnswer:
		return newDealUI(m, d)
	case million.DTurn, million.DBetween:
		return newTurnUI(m, d)
	case million.DUpgrade, million.DRent:
		return newPickUI(m, d)
	}
	return nil
}

// Stages implements table.Stager: Make a Million's shows over the board,
// one per file; each takes its own events, so their order matters only to
// the drawing, in which the dice at rest come first (dice.go).
func (presenter) Stages(m *match.Match) []table.Stage {
	var st []table.Stage
	for _, mk := range stageMakers {
		if s := mk(m); s != nil {
			st = append(st, s)
		}
	}
	return st
}

// stageMakers are the stages' constructors; each stage's file adds its own
// in an init, so the files do not contend for one line.
var stageMakers []func(*match.Match) table.Stage
