package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLedgerPotsByName(t *testing.T) {
	require.Equal(t, Pot, PotAccount(0), "the old single pot is pot 0")

	var l Ledger
	l.Bank = 1000
	require.NoError(t, l.Move(Bank, 0, 300))
	require.NoError(t, l.Move(Bank, 1, 300))
	start := l.Total(2)
	require.NoError(t, l.Move(0, PotAccount(0), 50))
	require.NoError(t, l.Move(1, PotAccount(1), 20))
	require.NoError(t, l.Move(0, PotAccount(3), 5))
	assert.Equal(t, [MaxPots]int64{50, 20, 0, 5}, l.Pots)
	assert.Equal(t, int64(20), l.Balance(PotAccount(1)))
	assert.Equal(t, start, l.Total(2), "money in every pot still counts")
	assert.Equal(t, l.Bank+l.Cash[0]+l.Cash[1]+75, l.Total(2))

	// A pot pays out like any account.
	require.NoError(t, l.Move(PotAccount(1), 0, 20))
	assert.Zero(t, l.Pots[1])
	assert.Equal(t, int64(265), l.Cash[0])
}

// Bad accounts and amounts are refused with one line and change nothing.
func TestLedgerRefuses(t *testing.T) {
	var l Ledger
	require.NoError(t, l.Move(Bank, 0, 100))
	before := l
	for _, c := range []struct {
		from, to Account
		amount   int64
		err      string
	}{
		{0, PotAccount(MaxPots), 10, "ledger: no account -6"},
		{PotAccount(MaxPots), 0, 10, "ledger: no account -6"},
		{0, MaxSeats, 10, "ledger: no account 6"},
		{Bank, MaxSeats, 10, "ledger: no account 6"}, // the old ledger panicked here
		{-100, 0, 10, "ledger: no account -100"},
		{0, Pot, -1, "ledger: negative amount -1"},
		{0, Pot, 101, "ledger: seat 0 holds 100, cannot pay 101"},
	} {
		assert.EqualError(t, l.Move(c.from, c.to, c.amount), c.err)
		assert.Equal(t, before, l)
	}
	assert.Zero(t, l.Balance(PotAccount(MaxPots)), "no such pot holds nothing")
	assert.Zero(t, l.Balance(MaxSeats))
}
