package gambler

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/scenes/table"
)

// The table draws Gambler with this presenter, not the bare Base.
func TestGamblerHasItsPresenter(t *testing.T) {
	_, ok := table.For(gambler.ID).(presenter)
	require.True(t, ok)
}

// Every space of the loop has its own labelled tile, no two overlapping.
func TestBoardEverySpaceHasItsOwnTile(t *testing.T) {
	geo := presenter{}.Geometry(nil)
	require.Len(t, geo.Spaces, gambler.Len)
	step := geo.Step()
	for i, a := range geo.Spaces {
		assert.NotEmpty(t, a.Label, "space %d has a label", i)
		for j := i + 1; j < len(geo.Spaces); j++ {
			b := geo.Spaces[j]
			assert.GreaterOrEqual(t, math.Hypot(a.X-b.X, a.Y-b.Y), step*0.99, "spaces %d and %d overlap", i, j)
		}
	}
	assert.Equal(t, "START", geo.Spaces[0].Label)
}

// A seat's panel shows its IOU, its tickets (numbers only to their holder,
// a count to everyone else) and its Horse Race card; a seat that is out has
// left the board.
func TestSeatLinesHideOtherSeatsTickets(t *testing.T) {
	g, err := gambler.New(gambler.Options{Seats: 2, Seed: 3})
	require.NoError(t, err)
	s := g.Active()
	for k := 0; k < 2; k++ {
		_, err := g.Apply(engine.Action{Seat: int8(s), Kind: gambler.ATicket})
		require.NoError(t, err)
	}
	_, err = g.Apply(engine.Action{Seat: int8(s), Kind: gambler.ATake})
	require.NoError(t, err)
	p := presenter{}
	var mine, theirs gambler.View
	g.ViewFor(s, &mine)
	g.ViewFor(1-s, &theirs)
	own := p.SeatLines(&mine, s)
	require.Len(t, own, 2)
	assert.Equal(t, "IOU, cash $280", own[0], "$100 less two tickets, plus the IOU's $200")
	assert.Regexp(t, `^tickets [1-6]-[1-6] [1-6]-[1-6]$`, own[1], "the holder reads its numbers")
	assert.Equal(t, []string{"IOU, cash $280", "2 tickets"}, p.SeatLines(&theirs, s), "another seat only counts them")
	assert.Equal(t, []string{"no tickets"}, p.SeatLines(&theirs, 1-s))

	theirs.Players[s].Horse = 4
	assert.Contains(t, p.SeatLines(&theirs, s), "horse 4")
	theirs.Players[s].Out = true
	assert.Equal(t, -1, p.Pawn(&theirs, s))
	assert.Equal(t, []string{"out of the game"}, p.SeatLines(&theirs, s))
}

// An IOU taken, forced or repaid is said in a banner naming the seat and
// the money, and heard.
func TestIOUsAreSeenAndHeard(t *testing.T) {
	g, err := gambler.New(gambler.Options{Seats: 2, Seed: 3})
	require.NoError(t, err)
	s := g.Active()
	take, err := g.Apply(engine.Action{Seat: int8(s), Kind: gambler.ATake})
	require.NoError(t, err)
	p := presenter{}
	var seen int
	for _, e := range take {
		if e.Kind != gambler.EvIOU {
			continue
		}
		seen++
		c, ok := p.Cue(g, e)
		require.True(t, ok)
		assert.True(t, c.HasSound, "an IOU is heard")
		assert.Contains(t, c.Banner, g.Name(s))
		assert.Contains(t, c.Banner, "$200")
		assert.Contains(t, c.Banner, "cannot win")
		assert.Positive(t, c.Wait)
		forced := e
		forced.Arg = 1
		c, _ = p.Cue(g, forced)
		assert.Contains(t, c.Banner, "short", "a forced IOU says why")
	}
	require.Equal(t, 1, seen)
	// Repaying needs the $220: the seat holds $100 + $200.
	repay, err := g.Apply(engine.Action{Seat: int8(s), Kind: gambler.ARepay})
	require.NoError(t, err)
	for _, e := range repay {
		if e.Kind == gambler.EvRepay {
			c, ok := p.Cue(g, e)
			require.True(t, ok)
			assert.True(t, c.HasSound)
			assert.Contains(t, c.Banner, "$220")
			assert.Contains(t, c.Banner, g.Name(s))
			seen++
		}
	}
	assert.Equal(t, 2, seen, "the repayment was seen too")
	assert.Equal(t, "Take an IOU ($200)", g.ActionString(engine.Action{Kind: gambler.ATake}))
	assert.Equal(t, "Repay IOU ($220)", g.ActionString(engine.Action{Kind: gambler.ARepay}))
}
