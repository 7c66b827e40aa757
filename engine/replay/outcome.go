package replay

import (
	"errors"
	"fmt"
	"slices"

	"wheeloffate/engine"
)

// checkWinners refuses a winners list that could belong to no game: a seat
// that is not at the table, one named twice or out of order, or winners of
// a game that goes on. Whether they are the game's winners takes playing
// it (checkOutcome).
func (r *Replay) checkWinners() error {
	if len(r.Winners) > 0 && !r.Over {
		return fmt.Errorf(`replay names winners %s of a game it says goes on`, seatList(r.Winners))
	}
	for i, w := range r.Winners {
		if w < 0 || w >= len(r.Seats) {
			return fmt.Errorf(`replay's winner %d is not a seat (seats are numbered 0 to %d)`, w, len(r.Seats)-1)
		}
		if i > 0 && w <= r.Winners[i-1] {
			return fmt.Errorf(`replay's winners %s are not in order, each once`, seatList(r.Winners))
		}
	}
	return nil
}

// checkOutcome compares what the replay records of the game's end with the
// game its actions played: whether it ended, and who won. Every recorded
// outcome field is checked, so nothing shown from the file unplayed (the
// winner in the list of past games) can differ from the game.
func (r *Replay) checkOutcome(g engine.Game) error {
	if r.Over != g.Over() {
		if r.Over {
			return errors.New("replay says the game ended, but it has not after its last action")
		}
		return errors.New("replay says the game goes on, but it ended")
	}
	won := winnersOf(g)
	if !slices.Equal(r.Winners, won) {
		return fmt.Errorf(`replay records "winners": %s, but the game its actions play was won by %s`, seatList(r.Winners), seatList(won))
	}
	return nil
}

// winnersOf is the seats that placed first in an ended game, in seat
// order, as the file records them (none while it goes on).
func winnersOf(g engine.Game) []int {
	if !g.Over() {
		return nil
	}
	var won []int
	res := g.Result()
	for i := 0; i < g.Seats(); i++ {
		if res.Places[i] == 1 {
			won = append(won, i)
		}
	}
	return won
}

// seatList writes seat numbers as the file does: [0,2].
func seatList(seats []int) string {
	b := []byte{'['}
	for i, s := range seats {
		if i > 0 {
			b = append(b, ',')
		}
		b = fmt.Appendf(b, "%d", s)
	}
	return string(append(b, ']'))
}
