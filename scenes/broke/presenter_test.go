package broke

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/scenes/table"
)

// The table draws Go For Broke with this presenter, not the bare Base.
func TestBrokeHasItsPresenter(t *testing.T) {
	_, ok := table.For(broke.ID).(presenter)
	require.True(t, ok)
}

// Every space of the board is on the table's board, where a player can tell
// it apart: no two tiles overlap (each centre at least a link's length from
// every other), the Poor House, the side road and the areas included, each
// linked to where a pawn comes from.
func TestBoardEverySpaceHasItsOwnTile(t *testing.T) {
	geo := presenter{}.Geometry(nil)
	require.Len(t, geo.Spaces, broke.Board.Len())
	step := geo.Step()
	assert.InDelta(t, 1, step, 1e-9, "neighbours on the loop are one step apart")
	for i, a := range geo.Spaces {
		assert.NotEmpty(t, a.Label, "space %d has a label", i)
		for j := i + 1; j < len(geo.Spaces); j++ {
			b := geo.Spaces[j]
			assert.GreaterOrEqual(t, math.Hypot(a.X-b.X, a.Y-b.Y), step, "spaces %d (%s) and %d (%s) overlap", i, a.Label, j, b.Label)
		}
	}
	linked := func(a, b int) bool {
		for _, l := range geo.Links {
			if l == [2]int{a, b} {
				return true
			}
		}
		return false
	}
	assert.True(t, linked(broke.Junction, broke.PoorHouse), "the road to the Poor House is drawn")
	for a := 0; a < 3; a++ {
		assert.True(t, linked(broke.Entrance(a), broke.AreaSpace(a)), "area %d's entrance leads to it", a)
	}
	assert.Equal(t, "Seaside Inn $40k", geo.Spaces[2].Label, "a Hotel's tile shows its price")
	assert.Equal(t, "Grand Central $80k", geo.Spaces[12].Label)
	assert.Equal(t, "Yacht Club $40k", geo.Spaces[21].Label, "a payment's tile shows the amount")
}

// A seat's panel shows its stock first (what a narrow panel must not cut),
// then its Hotel with the rent it brings; the pot is on the board.
func TestSeatLinesShowStockThenHotel(t *testing.T) {
	v := &broke.View{Seats: 2, Active: 1, Pot: 7_000}
	v.Players[0] = broke.Player{Hotel: -1}
	v.Players[1] = broke.Player{Hotel: 7, Stocks: [3]uint8{1, 0, 2}, Pos: 12}
	p := presenter{}
	assert.Equal(t, []string{"no stock", "no Hotel"}, p.SeatLines(v, 0))
	assert.Equal(t, []string{"Oil", "Utilities ×2", "Motor Lodge (rent $6k)"}, p.SeatLines(v, 1))
	assert.Equal(t, 12, p.Pawn(v, 1))
	var _ engine.View = v
}
