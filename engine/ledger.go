package engine

import "fmt"

// Account names a place money can be: a seat's cash (0..MaxSeats-1), the Bank,
// or the Pot where stakes on the Number Board wait for the spin.
type Account int8

const (
	Bank Account = -1
	Pot  Account = -2
)

// MaxSeats is the most seats any ruleset supports.
const MaxSeats = 6

// Ledger is the one place money moves. The sum of every balance is constant
// for the whole game, which tests check after every action. The Bank never
// runs out: its balance may go below zero, meaning money it has printed.
type Ledger struct {
	Cash [MaxSeats]int64
	Bank int64
	Pot  int64
}

// Balance returns the balance of an account.
func (l *Ledger) Balance(a Account) int64 {
	switch a {
	case Bank:
		return l.Bank
	case Pot:
		return l.Pot
	}
	return l.Cash[a]
}

func (l *Ledger) slot(a Account) *int64 {
	switch a {
	case Bank:
		return &l.Bank
	case Pot:
		return &l.Pot
	}
	return &l.Cash[a]
}

// Move transfers amount from one account to another. It refuses a negative
// amount and refuses to take a seat below zero: callers that may demand more
// than a seat holds borrow first (see Loans).
func (l *Ledger) Move(from, to Account, amount int64) error {
	if amount < 0 {
		return fmt.Errorf("ledger: negative amount %d", amount)
	}
	if from >= 0 && l.Cash[from] < amount {
		return fmt.Errorf("ledger: seat %d holds %d, cannot pay %d", from, l.Cash[from], amount)
	}
	*l.slot(from) -= amount
	*l.slot(to) += amount
	return nil
}

// Total is the sum of all balances; it never changes during a game.
func (l *Ledger) Total(seats int) int64 {
	t := l.Bank + l.Pot
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
