package life

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// lapse applies what seat's pending decision comes to when its moment
// passes, as the screens do, and returns the events.
func lapse(t *testing.T, g *Game) []engine.Event {
	t.Helper()
	var l engine.Lapser = g
	a, ok := l.Lapse(g.Decision())
	require.True(t, ok, "decision %+v lapses", g.Decision())
	return act(t, g, int(a.Seat), a.Kind, a.Arg, a.Amount)
}

// A side bet that lapses is no bet: no stake leaves the seat, and the next
// seat is asked; one that lapses after a bet keeps the bet placed.
func TestLapsedSideBetIsNoBet(t *testing.T) {
	g := withBets(newTest(t, 3))
	for s := 0; s < 3; s++ {
		setCash(t, g, s, 50000)
	}
	begin(t, g, 1)
	require.Equal(t, engine.Decision{Seat: 2, Kind: DBet}, g.Decision())
	ev := lapse(t, g)
	assert.Zero(t, count(ev, EvBet))
	assert.Equal(t, int64(50000), g.Cash(2), "no stake was taken")
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBet}, g.Decision(), "the next seat is asked")
	act(t, g, 0, ABet, 7, 5000)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBet}, g.Decision(), "a second number may follow")
	lapse(t, g)
	nums, amts := g.Bets(0)
	assert.Equal(t, 7, nums[0])
	assert.Equal(t, int64(5000), amts[0], "the bet placed stays")
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision())
}

// A Collect card whose moment passes is kept for later: nothing is paid.
func TestLapsedCollectCardIsKept(t *testing.T) {
	g := newTest(t, 2)
	g.pl[1].Hand[CardCollect] = 1
	g.pl[0].Life = true
	place(g, 0, spQuiz-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DCollectCard}, g.Decision())
	cash := g.Cash(0)
	ev := lapse(t, g)
	assert.Zero(t, paid(ev, acct(0), acct(1), RCard))
	assert.Equal(t, cash, g.Cash(0))
	assert.Equal(t, uint8(1), g.Player(1).Hand[CardCollect], "the card stays in the hand")
}

// An Exemption whose moment passes is used: the card played on the seat
// costs it nothing (the rulings: nobody forfeits money for not acting in
// time), and the Exemption goes back to the pile.
func TestLapsedExemptionIsUsed(t *testing.T) {
	g := payCardOnAnExemption(t)
	ev := lapse(t, g)
	assert.Zero(t, paid(ev, acct(1), acct(0), RCard), "nothing paid")
	assert.Equal(t, 1, count(ev, EvExempt))
	assert.Zero(t, g.Player(1).Hand[CardExempt])
}

// The decisions one must answer do not lapse, nor does one not pending.
func TestOnlyOptionalDecisionsLapse(t *testing.T) {
	g := withBets(newTest(t, 2))
	begin(t, g, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBet}, g.Decision())
	_, ok := g.Lapse(engine.Decision{Seat: 0, Kind: DBet})
	assert.False(t, ok, "not the pending decision")
	lapse(t, g)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	_, ok = g.Lapse(g.Decision())
	assert.False(t, ok, "a spin is never skipped")
	for _, k := range []uint8{DRoad, DCareer, DFork, DBuy, DMarket, DSpeculate, DRevenge, DPayCard, DReckon} {
		g.dec = engine.Decision{Seat: 0, Kind: k}
		_, ok := g.Lapse(g.dec)
		assert.False(t, ok, "decision %d is answered, never lapsed", k)
	}
}
