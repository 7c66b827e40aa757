package engine

import "fmt"

// Account names a place money can be: a seat's cash (0..MaxSeats-1), the
// Bank, or a pot where money waits on the table (PotAccount(k)): the stakes
// on Life's Number Board, a kitty, a Poor House.
type Account int8

const (
	Bank Account = -1
	// Pot is the first pot, PotAccount(0), the one a ruleset with a single
	// pot uses.
	Pot Account = -2
)

// MaxPots is the most pots a ruleset may keep.
const MaxPots = 4

// PotAccount is pot k's account, for k in 0..MaxPots-1. A ruleset names its
// pots with constants: const poorHouse = engine.PotAccount(1).
func PotAccount(k int) Account { return Pot - Account(k) }

// MaxSeats is the most seats any ruleset supports.
const MaxSeats = 6

// Ledger is the one place money moves. The sum of every balance is constant
// for the whole game, which tests check after every action. The Bank never
// runs out: its balance may go below zero, meaning money it has printed.
type Ledger struct {
	Cash [MaxSeats]int64
	Bank int64
	Pots [MaxPots]int64
}

// Balance returns the balance of an account (0 for no such account).
func (l *Ledger) Balance(a Account) int64 {
	if p := l.slot(a); p != nil {
		return *p
	}
	return 0
}

// slot is where an account's balance is kept, nil for no such account.
func (l *Ledger) slot(a Account) *int64 {
	switch {
	case a == Bank:
		return &l.Bank
	case a >= 0 && int(a) < MaxSeats:
		return &l.Cash[a]
	case a <= Pot && int(Pot-a) < MaxPots:
		return &l.Pots[Pot-a]
	}
	return nil
}

// Move transfers amount from one account to another. It refuses a negative
// amount and refuses to take a seat below zero: callers that may demand more
// than a seat holds borrow first (see Loans).
func (l *Ledger) Move(from, to Account, amount int64) error {
	src, dst := l.slot(from), l.slot(to)
	switch {
	case src == nil:
		return fmt.Errorf("ledger: no account %d", from)
	case dst == nil:
		return fmt.Errorf("ledger: no account %d", to)
	case amount < 0:
		return fmt.Errorf("ledger: negative amount %d", amount)
	case from >= 0 && *src < amount:
		return fmt.Errorf("ledger: seat %d holds %d, cannot pay %d", from, *src, amount)
	}
	*src -= amount
	*dst += amount
	return nil
}

// Total is the sum of all balances, every pot included; it never changes
// during a game.
func (l *Ledger) Total(seats int) int64 {
	t := l.Bank
	for _, p := range l.Pots {
		t += p
	}
	for i := 0; i < seats; i++ {
		t += l.Cash[i]
	}
	return t
}

// NotesFor returns the fewest notes of size unit that cover a shortfall of
// need beyond cash (zero when cash already covers need).
func NotesFor(need, cash, unit int64) int64 {
	if need <= cash {
		return 0
	}
	short := need - cash
	return (short + unit - 1) / unit
}
