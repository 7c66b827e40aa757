package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
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

// Against the random player (which borrows and repays at random and buys
// tickets on a whim) the sensible one wins far more than half the games.
func TestSensibleBeatsRandom(t *testing.T) {
	games, wins := 400, 0
	for i := 0; i < games; i++ {
		g, err := New(Options{Seats: 2, Seed: uint64(i) + 1})
		require.NoError(t, err)
		sensible := i % 2
		r := ai.NewRandom(uint64(i))
		for !g.Over() {
			d := g.Pending(nil)[0]
			legal := g.Legal(int(d.Seat), nil)
			a := r.Choose(legal)
			if int(d.Seat) == sensible {
				a = NewSensible(uint64(i)).Choose(g.View(int(d.Seat)), legal)
			}
			_, err := g.Apply(a)
			require.NoError(t, err)
		}
		if g.Result().Places[sensible] == 1 {
			wins++
		}
	}
	t.Logf("the sensible player won %d of %d games against the random one", wins, games)
	assert.Greater(t, wins, games*60/100)
}
