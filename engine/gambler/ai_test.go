package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// choose asks a sensible player for the pending seat's choice.
func choose(g *Game) engine.Action {
	s := int(g.dec.Seat)
	return NewSensible(1).Choose(g.View(s), g.Legal(s, nil))
}

// Its marker goes on the free space worth the most: Pairs ($200 six times
// in ten) first, then a High Number ($300 about one time in four) before a
// Split ($150 about one time in two).
func TestSensibleMarker(t *testing.T) {
	g, _ := sweepOf(t, 3)
	require.Equal(t, engine.Action{Seat: 0, Kind: APlace, Arg: BetPairs}, choose(g))
	act(t, g, APlace, BetPairs)
	a := choose(g)
	assert.Equal(t, APlace, a.Kind)
	assert.Less(t, a.Arg, int16(BetSplit12), "a High Number next")
}

// It buys tickets while it keeps its reserve and holds no IOU, repays an
// IOU once it can keep the reserve after, and rolls for the $500 after
// doubles rather than pay the others a Sweepstakes.
func TestSensibleMoney(t *testing.T) {
	g := newTest(t, 2)
	assert.Equal(t, ATicket, choose(g).Kind)
	setCash(t, g, 0, Reserve+5)
	assert.Equal(t, ARoll, choose(g).Kind)

	g.pl[0].IOU = true
	setCash(t, g, 0, IOUAmount+IOUInterest+Reserve)
	assert.Equal(t, ARepay, choose(g).Kind)
	setCash(t, g, 0, IOUAmount+IOUInterest+Reserve-10)
	assert.Equal(t, ARoll, choose(g).Kind)

	g = newTest(t, 2)
	roll(t, g, 6, 6)
	assert.Equal(t, AAgain, choose(g).Kind)
}
