package broke

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

// The sensible player bets the most on the worst horse it may: horse 1
// (60 cents lost on the dollar) when visiting, horse 2 (40 cents) beside a
// visitor on horse 1.
func TestSensibleBets(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 15)
	roll(t, g, 1, 1)
	act(t, g, AVisit, 0, 0)
	require.Equal(t, engine.Action{Seat: 0, Kind: ABet, Arg: 1, Amount: BetMax}, choose(g))
	act(t, g, ABet, 1, BetMax)
	assert.Equal(t, engine.Action{Seat: 1, Kind: ABet, Arg: 2, Amount: BetMax}, choose(g))
}

// It keeps throwing the Go For Broke dice (each throw loses $1,389 on
// average), and near broke it always goes into the Casino, whose stakes
// may end the game in its favour.
func TestSensibleCasino(t *testing.T) {
	g := newTest(t, 2)
	casinoVisit(t, g, Bar, Bell, Plum)
	g.Script(8, 3, 3)
	act(t, g, APick, 7, 0)
	require.Equal(t, DDice, g.dec.Kind)
	assert.Equal(t, AThrow, choose(g).Kind)

	// Passing the Casino with a Spend card two steps on: a Spend card
	// costs more on average than the Casino, so it goes on, unless near
	// broke.
	for _, tc := range []struct {
		cash int64
		want uint8
	}{{StartCash, APass}, {25_000, AVisit}} {
		g = newTest(t, 2)
		setCash(t, g, 0, tc.cash)
		at(g, 0, 25)
		roll(t, g, 2, 2)
		require.Equal(t, DVisit, g.dec.Kind)
		assert.Equal(t, tc.want, choose(g).Kind, "with %s", engine.Money(tc.cash))
	}
}

// It buys a Hotel when the price is more than the rent it expects to be
// paid for the rest of the game, and not otherwise.
func TestSensibleHotel(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 30)
	roll(t, g, 1, 1) // Riviera Towers: $200,000, rent $20,000
	require.Equal(t, DBuy, g.dec.Kind)
	// One opponent, some 40 rounds left: about $114,000 of rent.
	assert.Equal(t, ABuy, choose(g).Kind)

	g = newTest(t, 5)
	at(g, 0, 30)
	roll(t, g, 1, 1)
	require.Equal(t, DBuy, g.dec.Kind)
	// Four opponents: about $457,000 of rent, more than the price.
	assert.Equal(t, APass, choose(g).Kind)
}

// It plays to lose: against the random player it goes broke first far more
// often than half the time.
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
		if g.Winner() == sensible {
			wins++
		}
	}
	t.Logf("the sensible player won %d of %d games against the random one", wins, games)
	assert.Greater(t, wins, games*55/100)
}
