package scenes

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/life"
)

func TestBoardLayoutPlacesEverySpaceApart(t *testing.T) {
	for _, ed := range []*life.Edition{life.Classic, life.Duel} {
		b := ed.Board
		l := layoutBoard(b)
		require.Len(t, l.Pos, len(b.Spaces), ed.ID)
		// No two tiles overlap (with a little air between them).
		for i := range l.Pos {
			for j := i + 1; j < len(l.Pos); j++ {
				dx := math.Abs(l.Pos[i].X - l.Pos[j].X)
				dy := math.Abs(l.Pos[i].Y - l.Pos[j].Y)
				assert.False(t, dx < boardTileW+8 && dy < boardTileH+8, "%s: spaces %d (%s) and %d (%s) overlap", ed.ID, i, b.Spaces[i].Label, j, b.Spaces[j].Label)
			}
		}
		// Consecutive spaces are close: a car hops at most a few tiles.
		for _, ln := range l.Links {
			a, c := l.Pos[ln[0]], l.Pos[ln[1]]
			d := math.Hypot(a.X-c.X, a.Y-c.Y)
			assert.Less(t, d, 3.2*boardUnit, "%s: %d→%d are %.0f apart", ed.ID, ln[0], ln[1], d)
		}
		// Every space lies inside the bounds, which fit one texture.
		for i, p := range l.Pos {
			assert.True(t, p.X-boardTileW/2 >= l.MinX && p.X+boardTileW/2 <= l.MaxX && p.Y-boardTileH/2 >= l.MinY && p.Y+boardTileH/2 <= l.MaxY, "%s: space %d out of bounds", ed.ID, i)
		}
		assert.Less(t, l.Width(), 4096.0)
		assert.Less(t, l.Height(), 4096.0)
		// Each fork has two signs, naming its two ways.
		assert.Len(t, l.Signs, 2*len(b.ForkRoads), ed.ID)
		// The Poor Farm is placed as the dead end off the reckoning.
		assert.Equal(t, [2]int{b.Reckon, b.PoorFarm}, l.Spur, ed.ID)
		// The short way runs above the long way at each fork.
		for at := range b.ForkRoads {
			s, lg := b.Graph.Next(at, 0), b.Graph.Next(at, 1)
			assert.Less(t, l.Pos[s].Y, l.Pos[lg].Y, "%s fork at %d", ed.ID, at)
		}
	}
}

func TestBoardItemsWalkTheRoad(t *testing.T) {
	b := life.Classic.Board
	items, from, to := boardItems(b)
	assert.Equal(t, b.Reckon, from)
	assert.Equal(t, b.PoorFarm, to)
	seen := map[int]bool{}
	forks := 0
	for _, it := range items {
		if it.fork {
			forks++
			for _, ln := range it.lanes {
				for _, s := range ln {
					seen[s] = true
				}
			}
			continue
		}
		seen[it.space] = true
	}
	assert.Equal(t, len(b.ForkRoads), forks)
	assert.Len(t, seen, len(b.Spaces)-1, "every space but the Poor Farm is on the road")
}
