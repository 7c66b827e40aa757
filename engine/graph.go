package engine

import "fmt"

// Graph is a board's road: every space leads forward to one space, or to two
// at a fork. It is built once per board and shared, read-only, by every game.
type Graph struct {
	next [][2]int16
	back []int16
	dist []int16
}

// None marks a missing link.
const None = -1

// NewGraph builds the road from each space's forward links (one, or two at a
// fork; none at an end). Space 0 is the start. It works out, for every space,
// the step back along the shortest route to the start, which is the way a car
// sent back travels.
func NewGraph(next [][]int) (*Graph, error) {
	n := len(next)
	if n == 0 || n > 1<<14 {
		return nil, fmt.Errorf("graph: %d spaces", n)
	}
	g := &Graph{next: make([][2]int16, n), back: make([]int16, n), dist: make([]int16, n)}
	for i, nx := range next {
		if len(nx) > 2 {
			return nil, fmt.Errorf("graph: space %d has %d ways on", i, len(nx))
		}
		g.next[i] = [2]int16{None, None}
		for k, j := range nx {
			if j <= 0 || j >= n {
				return nil, fmt.Errorf("graph: space %d leads to %d", i, j)
			}
			g.next[i][k] = int16(j)
		}
		g.back[i], g.dist[i] = None, -1
	}
	// Breadth first from the start: the first time a space is reached is by
	// the fewest steps, and the space it was reached from is its way back.
	queue := make([]int, 0, n)
	queue = append(queue, 0)
	g.dist[0] = 0
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range g.next[i] {
			if j != None && g.dist[j] < 0 {
				g.dist[j] = g.dist[i] + 1
				g.back[j] = int16(i)
				queue = append(queue, int(j))
			}
		}
	}
	for i := range g.dist {
		if g.dist[i] < 0 {
			return nil, fmt.Errorf("graph: space %d cannot be reached from the start", i)
		}
	}
	return g, nil
}

// Len is the number of spaces.
func (g *Graph) Len() int { return len(g.next) }

// Ways is how many ways lead on from space i: 0 at an end, 2 at a fork.
func (g *Graph) Ways(i int) int {
	switch {
	case g.next[i][0] == None:
		return 0
	case g.next[i][1] == None:
		return 1
	}
	return 2
}

// Next is the space after i along way (0 or 1 at a fork, else 0).
func (g *Graph) Next(i, way int) int { return int(g.next[i][way]) }

// Back is the space before i along the shortest route back (None at the start).
func (g *Graph) Back(i int) int { return int(g.back[i]) }

// Dist is the number of steps from the start along the shortest route.
func (g *Graph) Dist(i int) int { return int(g.dist[i]) }

// Between reports whether space s lies on the route walked back from `from`
// to the start, that is whether a car at from has already passed s.
func (g *Graph) Behind(from, s int) bool {
	for i := from; i != None; i = g.Back(i) {
		if i == s {
			return true
		}
	}
	return false
}
