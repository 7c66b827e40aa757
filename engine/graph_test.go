package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// loopBoard is a 40-space loop (0..39, 39 leading back to START), a side
// road from 10 over 40..43 that rejoins at 20 (five steps instead of ten),
// and three entrances, home spaces 44, 45 and 46 that lead onto the loop at
// 5, 15 and 25.
func loopBoard(t *testing.T) *Graph {
	next := make([][]int, 47)
	for i := 0; i < 40; i++ {
		next[i] = []int{(i + 1) % 40}
	}
	next[10] = append(next[10], 40)
	next[40], next[41], next[42], next[43] = []int{41}, []int{42}, []int{43}, []int{20}
	next[44], next[45], next[46] = []int{5}, []int{15}, []int{25}
	g, err := NewGraph(next)
	require.NoError(t, err)
	return g
}

func TestGraphLoopWithSideRoadAndEntrances(t *testing.T) {
	g := loopBoard(t)
	require.Equal(t, 47, g.Len())

	// The loop closes on START, and the side road is a second way on.
	assert.Equal(t, 0, g.Next(39, 0), "the last space leads back to START")
	assert.Equal(t, 2, g.Ways(10))
	assert.Equal(t, []int{11, 40, None}, []int{g.Next(10, 0), g.Next(10, 1), g.Next(10, 2)})
	assert.Equal(t, None, g.Next(11, 1), "a plain space has no second way")
	assert.Equal(t, None, g.Next(11, -1))

	// What leads where, backwards.
	assert.Equal(t, []int{39}, g.Prev(0, nil))
	assert.Equal(t, []int{19, 43}, g.Prev(20, nil), "the loop and the side road meet at 20")
	assert.Equal(t, []int{4, 44}, g.Prev(5, nil), "an entrance joins at 5")
	assert.Empty(t, g.Prev(44, nil), "nothing leads to an entrance")

	// Distances from START take the side road, and the way back follows it.
	assert.Equal(t, 15, g.Dist(20))
	assert.Equal(t, 43, g.Back(20))
	assert.Equal(t, 34, g.Dist(39))
	assert.Equal(t, None, g.Back(0))
	assert.Equal(t, 5, g.Dist(5), "START reaches 5 before its entrance counts")
	assert.Equal(t, 0, g.Dist(44))
	assert.Equal(t, None, g.Back(44))
	assert.True(t, g.Behind(25, 42), "a pawn on 25 came by the side road")
	assert.False(t, g.Behind(25, 15))

	// Shortest distances between any two spaces, round the loop.
	assert.Equal(t, 15, g.Forward(30, 5), "on past START")
	assert.Equal(t, 0, g.Forward(7, 7))
	assert.Equal(t, 11, g.Forward(44, 20))
	assert.Equal(t, None, g.Forward(0, 44), "no way leads into an entrance")
	assert.Equal(t, None, g.Forward(0, 47), "off the board")
	assert.Equal(t, []int{5, 6, 7, 8, 9, 10, 40, 41, 42, 43, 20}, g.Route(44, 20, nil))
	assert.Empty(t, g.Route(3, 3, nil))
	assert.Equal(t, 5, g.BackTo(20, 10), "back over the side road")
	assert.Equal(t, 1, g.BackTo(0, 39), "back over START")
	assert.Equal(t, 1, g.BackTo(5, 44))
	assert.Equal(t, None, g.BackTo(44, 5), "nothing leads back out of an entrance")
}

func TestGraphWalk(t *testing.T) {
	g := loopBoard(t)
	assert.Equal(t, 2, g.Walk(38, 4, nil, nil), "round the loop past START")
	side := func(at, ways int) int { return 1 }
	assert.Equal(t, 42, g.Walk(8, 5, side, nil), "the side road when chosen")
	assert.Equal(t, 13, g.Walk(8, 5, func(int, int) int { return 7 }, nil), "a way out of range is way 0")

	var steps [][2]int
	at := g.Walk(37, 6, nil, func(from, to int) bool {
		steps = append(steps, [2]int{from, to})
		return to != 0
	})
	assert.Equal(t, 0, at, "the walk stops where each says so")
	assert.Equal(t, [][2]int{{37, 38}, {38, 39}, {39, 0}}, steps)

	ends, err := NewGraph([][]int{{1}, {}})
	require.NoError(t, err)
	assert.Equal(t, 1, ends.Walk(0, 5, nil, nil), "a walk stops at an end")
	assert.Equal(t, None, ends.Walk(9, 1, nil, nil))
}

func TestGraphRefusesBrokenBoards(t *testing.T) {
	eight := [][]int{{1, 2, 3, 4, 5, 6, 7, 8}, {0}, {0}, {0}, {0}, {0}, {0}, {0}, {0}, {0}}
	g, err := NewGraph(eight)
	require.NoError(t, err, "eight ways on is allowed")
	assert.Equal(t, 8, g.Ways(0))
	assert.Equal(t, 8, g.Next(0, 7))
	assert.Equal(t, None, g.Back(9), "space 9, which nothing leads to, is an entrance")

	for name, next := range map[string][][]int{
		"nine ways": {{1, 2, 3, 4, 5, 6, 7, 8, 9}, {0}, {0}, {0}, {0}, {0}, {0}, {0}, {0}, {0}},
		"off board": {{1}, {2}},
		"negative":  {{1}, {-1}},
		"twice":     {{1, 1}, {0}},
		"cut off":   {{0}, {2}, {1}},
		"no spaces": {},
	} {
		_, err := NewGraph(next)
		assert.Error(t, err, name)
	}
}
