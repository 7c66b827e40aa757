package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
)

// boardOf is what the board's marks draw from a view: owners, buildings,
// mortgages, the Fortune cards still face down, each seat's mover, and
// what the seat panels count.
type boardOf struct {
	Owners    [million.NProps]int8
	Level     [million.NProps]int8
	Mortgaged uint32
	FortuneOn uint32
	Star      [engine.MaxSeats]int8
	Out       [engine.MaxSeats]bool
	HandCount [engine.MaxSeats]int
}

func board(v *million.View) boardOf {
	b := boardOf{Owners: v.Owners, Level: v.Level, Mortgaged: v.Mortgaged, FortuneOn: v.FortuneOn, HandCount: v.HandCount}
	for s := range b.Star {
		b.Star[s], b.Out[s] = v.Players[s].Star, v.Players[s].Out
	}
	return b
}

// The marks on the board follow the playback: at every tick of a game of
// computers at 1x they are what the board showed before the batch of
// events, moved on by the events shown so far (an event a stage holds is
// shown once the stage is done), never the engine's state ahead of them;
// once a batch has played, they are the engine's. The game reaches
// purchases, buildings, Fortune cards turned over and upgrades.
func TestMarksFollowThePlayback(t *testing.T) {
	h := newBoardHarness(t, 4, anim.Speed1x)
	g := h.m.G
	var before million.View
	kinds := []uint16{million.EvBuy, million.EvFortune, million.EvKeep, million.EvUpgrade, million.EvBuild}
	seen := map[uint16]int{}
	all := func() bool {
		for _, k := range kinds {
			if seen[k] == 0 {
				return false
			}
		}
		return true
	}
	early := 0
	for tick := 0; tick < 200000 && !g.Over() && !all(); tick++ {
		require.NoError(t, h.app.Update())
		m := h.sc.ShownMarks().(*marks)
		queue, k := h.sc.Playback()
		if !h.sc.Playing() {
			v := g.View(0).(*million.View)
			require.Equal(t, board(v), board(m.shown()), "tick %d: the board as the engine has it", tick)
			before = *m.shown()
			continue
		}
		shown := k
		if h.busy() && k > 0 {
			shown = k - 1 // held by a stage: not shown yet
		}
		want := before
		for _, e := range queue[:shown] {
			follow(&want, e)
		}
		require.Equal(t, board(&want), board(m.shown()), "tick %d: the marks follow the %d events shown of %d", tick, shown, len(queue))
		for seat := 0; seat < g.Seats(); seat++ {
			require.Equal(t, presenter{}.SeatLines(&want, seat), h.sc.ShownLines(seat), "tick %d: seat %d's panel follows the events", tick, seat)
		}
		ahead := want
		for _, e := range queue[shown:] {
			if follow(&ahead, e) {
				seen[e.Kind]++
			}
		}
		if board(&ahead) != board(&want) {
			early++
		}
	}
	for _, k := range kinds {
		assert.Positive(t, seen[k], "event kind %d played while we watched", k)
	}
	assert.Positive(t, early, "ticks where the engine was ahead of the board")
}

// Each event the marks follow moves the right mark: a purchase, a
// building, a hotel, a mortgage and its repayment, a Fortune card turned
// over or kept, an upgrade, a seat going out to the Bank.
func TestMarksEvents(t *testing.T) {
	var v million.View
	for p := range v.Owners {
		v.Owners[p] = -1
	}
	v.FortuneOn = 1<<million.NProps - 1
	ev := func(kind uint16, seat, other int8, arg, arg2 int16) {
		follow(&v, engine.Event{Kind: kind, Seat: seat, Other: other, Arg: arg, Arg2: arg2})
	}
	ev(million.EvBuy, 1, -1, 3, 0)
	ev(million.EvFortune, 1, -1, 0, 3)
	ev(million.EvWon, 2, -1, 4, 0)
	ev(million.EvKeep, 2, -1, -1, 4)
	ev(million.EvBuild, 1, -1, 3, 2)
	ev(million.EvBuild, 2, -1, 4, million.HotelLevel)
	ev(million.EvMortgage, 1, -1, 5, 0)
	ev(million.EvUpgrade, 2, -1, 2, 0)
	assert.Equal(t, int8(1), v.Owners[3])
	assert.Equal(t, int8(2), v.Owners[4])
	assert.Equal(t, int8(2), v.Level[3])
	assert.Equal(t, int8(million.HotelLevel), v.Level[4])
	assert.Zero(t, v.FortuneOn&(1<<3|1<<4), "the turned cards are off the board")
	assert.NotZero(t, v.FortuneOn&(1<<5), "the others lie there still")
	assert.Equal(t, 1, v.HandCount[2])
	assert.NotZero(t, v.Mortgaged&(1<<5))
	assert.Equal(t, int8(2), v.Players[2].Star)
	ev(million.EvRepay, 1, -1, 5, 0)
	assert.Zero(t, v.Mortgaged)
	ev(million.EvOut, 2, -1, 0, 0)
	assert.Equal(t, int8(-1), v.Owners[4], "to the Bank")
	assert.Zero(t, v.HandCount[2])
	assert.True(t, v.Players[2].Out)
	// Nonsense does not panic or mark.
	assert.False(t, follow(&v, engine.Event{Kind: million.EvBuy, Seat: 1, Arg: 99}))
	assert.False(t, follow(&v, engine.Event{Kind: million.EvUpgrade, Seat: 1, Arg: 7}))
}
