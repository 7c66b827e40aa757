package life

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckInvariantsCatchesBrokenStates(t *testing.T) {
	g, err := New(Classic, Options{Seats: 3, Seed: 1})
	require.NoError(t, err)
	require.NoError(t, g.CheckInvariants())
	require.NoError(t, CheckInvariants(g), "through engine.Game")
	assert.NoError(t, CheckInvariants(nil), "not a Life game: nothing to check")

	b := *g
	b.led.Cash[0] += 5
	assert.ErrorContains(t, b.CheckInvariants(), "money not conserved")

	b = *g
	b.led.Cash[1] -= b.led.Cash[1] + 10
	b.led.Cash[2] += g.led.Cash[1] + 10
	assert.ErrorContains(t, b.CheckInvariants(), "seat 2 has negative cash -10")

	b = *g
	b.pl[2].Debt = -1
	assert.ErrorContains(t, b.CheckInvariants(), "seat 3 has 0 notes and -1 debt")

	b = *g
	b.over, b.result.Capped = true, true
	assert.ErrorContains(t, b.CheckInvariants(), "turn cap")
}
