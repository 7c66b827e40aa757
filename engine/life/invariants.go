package life

import (
	"fmt"

	"wheeloffate/engine"
)

// CheckInvariants checks what must hold after every action: the money in
// the game is what it started with, no seat has negative cash, notes or
// debt, and a finished game ended by the rules rather than at the turn cap.
// The CLI runs it after every action of every headless game, and the
// browser test hook on the game on screen.
func (g *Game) CheckInvariants() error {
	now, initial := g.LedgerTotal()
	if now != initial {
		return fmt.Errorf("money not conserved: %d now, %d at the start", now, initial)
	}
	for i := 0; i < g.Seats(); i++ {
		if c := g.Cash(i); c < 0 {
			return fmt.Errorf("seat %d has negative cash %d", i+1, c)
		}
		if p := &g.pl[i]; p.Notes < 0 || p.Debt < 0 {
			return fmt.Errorf("seat %d has %d notes and %d debt", i+1, p.Notes, p.Debt)
		}
	}
	if g.Over() && g.Result().Capped {
		return fmt.Errorf("the game hit the turn cap (%d turns)", g.Turn())
	}
	return nil
}

// CheckInvariants checks g's invariants when it is a Life game (either
// edition); other rulesets have none to check here.
func CheckInvariants(g engine.Game) error {
	if lg, ok := g.(*Game); ok {
		return lg.CheckInvariants()
	}
	return nil
}
