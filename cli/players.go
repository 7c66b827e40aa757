package cli

import (
	"errors"
	"fmt"
	"strconv"

	"wheeloffate/engine/catalog"
)

// PlayerCount is a -players flag whose zero value means "not given". Every
// count given is checked against the games' bounds, 0 included: read as an
// int whose default is 0, -players 0 could not be told from no flag at all,
// and quietly started the default number of players while -players 1 was
// refused. Each ruleset's own bounds are checked where its game starts.
type PlayerCount int

// String implements flag.Value.
func (p *PlayerCount) String() string {
	if p == nil || *p == 0 {
		return ""
	}
	return strconv.Itoa(int(*p))
}

// Set implements flag.Value.
func (p *PlayerCount) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil {
		return errors.New("want a whole number of players")
	}
	lo, hi := seatBounds()
	if n < lo || n > hi {
		return fmt.Errorf("the games are for %d to %d players, not %d", lo, hi, n)
	}
	*p = PlayerCount(n)
	return nil
}

// seatBounds are the fewest and most players any ruleset takes.
func seatBounds() (lo, hi int) {
	for i, in := range catalog.List() {
		if i == 0 || in.MinSeats < lo {
			lo = in.MinSeats
		}
		hi = max(hi, in.MaxSeats)
	}
	return lo, hi
}
