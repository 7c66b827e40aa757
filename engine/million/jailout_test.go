package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// jailedOut is a three-seat game at the start of seat 1's turn after its
// three turns in Jail, with $10k: too little for the $50k fee.
func jailedOut(t *testing.T) *Game {
	t.Helper()
	g := newTest(t, 3)
	g.pl[1].Jail, g.pl[1].Pos = JailTurns, JailSpace
	setCash(t, g, 1, 10_000)
	g.active = 1
	g.turn = 5
	g.dec = engine.Decision{Seat: -1}
	return g
}

// M16/M18: a seat that cannot raise the Jail fee at the start of its turn
// goes out, and its turn ends there: the next seat is asked, and nothing
// the seat that is out could do is offered.
func TestOutAtJailFeeEndsTurn(t *testing.T) {
	g := jailedOut(t)
	g.startTurn()
	g.run()
	require.True(t, g.pl[1].Out, "nothing to sell: out")
	require.NoError(t, g.CheckInvariants())
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.EqualValues(t, 2, g.dec.Seat, "the next seat's turn")
	assert.EqualValues(t, 7, g.turn, "seat 1's turn ended, seat 2's began")
	_, err := g.Apply(engine.Action{Seat: 1, Kind: ARoll})
	assert.Error(t, err, "seat 1 is out and cannot roll")
}

// M16/M18: a seat that gives up while raising the Jail fee (its one
// property mortgaged already: only a deal is left) goes out; the Bank
// auctions the property, then the turn passes on.
func TestGiveUpAtJailFeeEndsTurn(t *testing.T) {
	g := jailedOut(t)
	own(g, 1, surfersCove)
	g.mort |= 1 << surfersCove
	g.startTurn()
	g.run()
	require.Equal(t, DRaise, g.dec.Kind)
	require.EqualValues(t, 1, g.dec.Seat)
	act(t, g, AGiveUp, 0, 0)
	require.True(t, g.pl[1].Out)
	for g.dec.Kind == DBid {
		assert.NotEqualValues(t, 1, g.dec.Seat, "a seat that is out does not bid")
		act(t, g, ANo, 0, 0)
	}
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.EqualValues(t, 2, g.dec.Seat, "the next seat's turn")
	assert.False(t, legal(g, ADeal, 1, 0), "no deals with a seat that is out")
}
