package million

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

// The table draws Make a Million with this presenter, not the bare Base.
func TestMillionHasItsPresenter(t *testing.T) {
	_, ok := table.For(million.ID).(presenter)
	require.True(t, ok)
}

// The board is a square with the four corners on its corners, the
// spaces a step apart along each side (a corner and its neighbours a
// deep tile's depth more), a property's tile in its set's colour with its
// price. Drawn, its deep tiles lie inside the board's place, none over
// another.
func TestBoardIsASquare(t *testing.T) {
	geo := presenter{}.Geometry(nil)
	require.Len(t, geo.Spaces, million.NSpaces)
	for sp, xy := range map[int][2]float64{0: {0, 0}, 8: {loopSide, 0}, 16: {loopSide, loopSide}, 24: {0, loopSide}} {
		assert.Equal(t, xy, [2]float64{geo.Spaces[sp].X, geo.Spaces[sp].Y}, "space %d is a corner", sp)
	}
	for i, a := range geo.Spaces {
		j := (i + 1) % len(geo.Spaces)
		b := geo.Spaces[j]
		step := 1.0
		if i%8 == 0 || j%8 == 0 {
			step += tileDepth
		}
		assert.InDelta(t, step, math.Hypot(a.X-b.X, a.Y-b.Y), 1e-9, "spaces %d and %d", i, j)
	}
	// (Not at 320x240, where the table leaves the board a strip narrower
	// than its smallest tiles.)
	for _, size := range [][2]float64{{1280, 720}, {390, 844}, {844, 390}, {2560, 1440}} {
		board := table.BoardRect(size[0], size[1], 4)
		v := table.ViewBoard(geo, board)
		for i := range geo.Spaces {
			a := deepTile(v, i)
			assert.True(t, board.Holds(a), "%v: tile %d %v inside the board %v", size, i, a, board)
			for j := i + 1; j < len(geo.Spaces); j++ {
				assert.False(t, a.Overlaps(deepTile(v, j)), "%v: tiles %d and %d overlap", size, i, j)
			}
		}
	}
	assert.Equal(t, "Paradise Island $200k", geo.Spaces[31].Label)
	assert.Equal(t, groupColour[7], geo.Spaces[31].Colour)
	assert.NotEqual(t, geo.Spaces[30].Colour, geo.Spaces[28].Colour, "sets tell apart")
}

// A seat's panel shows its mover, Jail, properties, sets, buildings and
// how many cards it keeps; a seat that is out shows just that.
func TestSeatLines(t *testing.T) {
	v := &million.View{Seats: 2}
	for i := range v.Owners {
		v.Owners[i] = -1
	}
	v.Players[0] = million.Player{Star: 1, Jail: 2, Pos: 8}
	for _, q := range million.Groups[0].Props {
		v.Owners[q] = 0
		v.Level[q] = 1
	}
	v.Owners[5] = 0
	v.Mortgaged = 1 << 5
	v.HandCount[0] = 2
	v.Players[1] = million.Player{Out: true, Jail: -1}
	p := presenter{}
	assert.Equal(t, []string{"3-star mover", "in Jail", "3 properties", "1 mortgaged", "brown set", "2 buildings", "2 kept cards"}, p.SeatLines(v, 0))
	assert.Equal(t, []string{"out"}, p.SeatLines(v, 1))
	assert.Equal(t, 8, p.Pawn(v, 0))
	assert.Equal(t, -1, p.Pawn(v, 1), "off the board when out")
}

// The shots find their moments: each of Margaret's decisions the shots
// promise comes up in some seeded game.
func TestShotsFindTheirDecisions(t *testing.T) {
	for _, kind := range []uint8{million.DTurn, million.DBid, million.DAnswer, million.DRaise} {
		found := false
		for seed := uint64(3); seed <= 60 && !found; seed++ {
			_, found = table.ShotMatch(million.ID, []string{"Margaret", "Ben"}, 4, seed, 120, func(d engine.Decision) bool { return d.Kind == kind })
		}
		assert.True(t, found, "decision %d", kind)
	}
}
