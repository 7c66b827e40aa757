package engine

import "fmt"

// Graph is a board's road: every space leads forward to up to MaxWays
// spaces. A fork, a side road (a shortcut, a detour through a Casino) and
// the road from an entrance onto the board are all just ways on: where a
// space has more than one, the pawn chooses, or the rules choose for it. A
// link may lead to any space, START included, so a board may be a loop that
// pawns go round.
//
// Spaces other than START that nothing leads to are entrances: a pawn is put
// there by the rules (a home space, a Poor House it is sent to) and walks on
// from there. Every space must be reachable from START or from an entrance.
//
// A Graph is built once per board and shared, read-only, by every game.
type Graph struct {
	// The ways on from space i are to[off[i]:off[i+1]], in way order; the
	// spaces that lead to i are from[in[i]:in[i+1]], in space order. Two
	// flat slices keep a board of hundreds of spaces in a few kilobytes.
	off, in  []int32
	to, from []int16
	back     []int16
	dist     []int16
}

// None marks a missing link.
const None = -1

// MaxWays is the most ways on from one space.
const MaxWays = 8

// NewGraph builds the road from each space's forward links (none at an end,
// one, or up to MaxWays). Space 0 is the start. It works out, for every
// space, the step back along the shortest route to the start, which is the
// way a pawn sent back travels; a space the start does not reach steps back
// towards the entrance it is reached from instead.
func NewGraph(next [][]int) (*Graph, error) {
	n := len(next)
	if n == 0 || n > 1<<14 {
		return nil, fmt.Errorf("graph: %d spaces", n)
	}
	g := &Graph{off: make([]int32, n+1), in: make([]int32, n+1), back: make([]int16, n), dist: make([]int16, n)}
	entered := make([]bool, n)
	for i, nx := range next {
		if len(nx) > MaxWays {
			return nil, fmt.Errorf("graph: space %d has %d ways on, at most %d", i, len(nx), MaxWays)
		}
		for k, j := range nx {
			if j < 0 || j >= n {
				return nil, fmt.Errorf("graph: space %d leads to %d", i, j)
			}
			for _, o := range nx[:k] {
				if o == j {
					return nil, fmt.Errorf("graph: space %d leads to %d twice", i, j)
				}
			}
			g.to = append(g.to, int16(j))
			g.in[j+1]++
			entered[j] = true
		}
		g.off[i+1] = int32(len(g.to))
		g.back[i], g.dist[i] = None, -1
	}
	// The reverse links, by counting: in[j+1] held how many lead to j.
	for j := 0; j < n; j++ {
		g.in[j+1] += g.in[j]
	}
	g.from = make([]int16, len(g.to))
	fill := append([]int32(nil), g.in[:n]...)
	for i := 0; i < n; i++ {
		for _, j := range g.to[g.off[i]:g.off[i+1]] {
			g.from[fill[j]] = int16(i)
			fill[j]++
		}
	}
	// Breadth first from the start, then from each entrance for the spaces
	// the start does not reach: the space each was first reached from is
	// its way back.
	g.breadth(0, false, g.dist, g.back)
	for i := 1; i < n; i++ {
		if !entered[i] && g.dist[i] < 0 {
			g.breadth(i, false, g.dist, g.back)
		}
	}
	for i := range g.dist {
		if g.dist[i] < 0 {
			return nil, fmt.Errorf("graph: space %d cannot be reached from the start or an entrance", i)
		}
	}
	return g, nil
}

// Len is the number of spaces.
func (g *Graph) Len() int { return len(g.back) }

// Ways is how many ways lead on from space i: 0 at an end, 1 along a road,
// more at a fork or where a side road or an entrance leaves.
func (g *Graph) Ways(i int) int { return int(g.off[i+1] - g.off[i]) }

// Next is the space after i along way (0..Ways(i)-1); None for any other way.
func (g *Graph) Next(i, way int) int {
	if way < 0 || way >= g.Ways(i) {
		return None
	}
	return int(g.to[int(g.off[i])+way])
}

// Prev appends to buf the spaces that lead to i, in space order.
func (g *Graph) Prev(i int, buf []int) []int {
	for _, j := range g.from[g.in[i]:g.in[i+1]] {
		buf = append(buf, int(j))
	}
	return buf
}

// Back is the space before i along the shortest route back (None at the
// start and at an entrance).
func (g *Graph) Back(i int) int { return int(g.back[i]) }

// Dist is the number of steps from the start along the shortest route (from
// the entrance, for a space the start does not reach).
func (g *Graph) Dist(i int) int { return int(g.dist[i]) }

// Behind reports whether space s lies on the route walked back from `from`
// to the start (or its entrance), that is whether a car at from has already
// passed s.
func (g *Graph) Behind(from, s int) bool {
	for i := from; i != None; i = g.Back(i) {
		if i == s {
			return true
		}
	}
	return false
}

// Forward is the fewest steps along the ways from `from` to `to` (0 when
// they are the same space), or None when no way leads there.
func (g *Graph) Forward(from, to int) int {
	if !g.has(from) || !g.has(to) {
		return None
	}
	return int(g.distances(from, false)[to])
}

// BackTo is the fewest steps from `from` to `to` against the ways, as a
// pawn sent back may walk (0 when they are the same space), or None.
func (g *Graph) BackTo(from, to int) int {
	if !g.has(from) || !g.has(to) {
		return None
	}
	return int(g.distances(from, true)[to])
}

// Route appends to buf the spaces of a shortest route forward from `from`
// to `to`, `to` included and `from` not; it appends nothing when to is from
// or cannot be reached. Of equally short routes it takes the lowest ways.
func (g *Graph) Route(from, to int, buf []int) []int {
	if !g.has(from) || !g.has(to) {
		return buf
	}
	// Steps left to `to` from every space, counted back from it; then walk
	// on taking, at each space, the first way that is one step closer.
	left := g.distances(to, true)
	if left[from] <= 0 {
		return buf
	}
	for at := from; at != to; {
		for w := 0; w < g.Ways(at); w++ {
			if nx := g.Next(at, w); left[nx] == left[at]-1 {
				at = nx
				break
			}
		}
		buf = append(buf, at)
	}
	return buf
}

func (g *Graph) has(i int) bool { return i >= 0 && i < g.Len() }

// distances counts the fewest steps from `from` to every space, along the
// ways or against them; None where it cannot reach.
func (g *Graph) distances(from int, reverse bool) []int16 {
	dist := make([]int16, g.Len())
	for i := range dist {
		dist[i] = None
	}
	g.breadth(from, reverse, dist, nil)
	return dist
}

// breadth walks breadth first from root, along the ways or against them,
// over the spaces whose dist is still negative: the first time a space is
// reached is by the fewest steps, and back (if not nil) records the space it
// was reached from.
func (g *Graph) breadth(root int, reverse bool, dist, back []int16) {
	dist[root] = 0
	queue := []int{root}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		links := g.to[g.off[i]:g.off[i+1]]
		if reverse {
			links = g.from[g.in[i]:g.in[i+1]]
		}
		for _, j := range links {
			if dist[j] < 0 {
				dist[j] = dist[i] + 1
				if back != nil {
					back[j] = int16(i)
				}
				queue = append(queue, int(j))
			}
		}
	}
}

// Walk moves a pawn up to steps spaces forward from `from` and returns where
// it stops. At a space with more than one way on it asks choose (nil: way
// 0; a way out of range counts as 0). After every step it calls each (if not
// nil) with the space left and the space reached; each returns false to stop
// there. The walk also stops at an end. A start off the board stops at
// None.
func (g *Graph) Walk(from, steps int, choose func(at, ways int) int, each func(from, to int) bool) int {
	if !g.has(from) {
		return None
	}
	at := from
	for ; steps > 0 && g.Ways(at) > 0; steps-- {
		way := 0
		if w := g.Ways(at); w > 1 && choose != nil {
			if c := choose(at, w); c >= 0 && c < w {
				way = c
			}
		}
		prev := at
		at = g.Next(at, way)
		if each != nil && !each(prev, at) {
			break
		}
	}
	return at
}
