package anim

import "math"

// Point is a position in logical pixels.
type Point struct{ X, Y float64 }

// DefaultHopTicks is how long a car takes from one space to the next at 1x:
// a brisk drive, each space still a visible hop.
const DefaultHopTicks = 10

// A long move hops faster, so that no move takes much longer than
// MoveTicks at 1x; a hop never takes less than MinHopTicks, so the
// spaces can still be counted.
const (
	MoveTicks   = 60
	MinHopTicks = 6
)

// HopTicksFor is the ticks per hop of a move of hops spaces: the usual
// DefaultHopTicks on a short move, less on a long one.
func HopTicksFor(hops int) int {
	return max(MinHopTicks, min(DefaultHopTicks, MoveTicks/max(1, hops)))
}

// CarMover drives a car along a road, one space per hop, easing in and out of
// each space so the player can count the spaces as the car moves. Points[0]
// is the space the car starts on; each later point is the next space.
type CarMover struct {
	Points   []Point
	HopTicks int // ticks per hop at 1x; <= 0 means DefaultHopTicks
	Speed    Speed

	hop  int // index of the hop in progress: from Points[hop] to Points[hop+1]
	tick int // ticks into the hop
}

// NewCarMover returns a mover at the first point. It copies points.
func NewCarMover(points []Point, hopTicks int) *CarMover {
	return &CarMover{Points: append([]Point(nil), points...), HopTicks: hopTicks}
}

func (c *CarMover) hopTicks() int {
	if c.HopTicks <= 0 {
		return DefaultHopTicks
	}
	return c.HopTicks
}

// Update advances one tick and returns how many spaces the car arrived on
// during it (for the step sound and for events tied to passing a space).
func (c *CarMover) Update() int {
	if c.Done() {
		return 0
	}
	n := c.Speed.Ticks()
	if n == 0 {
		return c.Skip()
	}
	arrived := 0
	ht := c.hopTicks()
	c.tick += n
	for c.tick >= ht && !c.Done() {
		c.tick -= ht
		c.hop++
		arrived++
	}
	if c.Done() {
		c.tick = 0
	}
	return arrived
}

// Skip puts the car on the last space and returns the spaces it jumped over.
func (c *CarMover) Skip() int {
	if c.Done() {
		return 0
	}
	n := c.hops() - c.hop
	c.hop = c.hops()
	c.tick = 0
	return n
}

func (c *CarMover) hops() int { return max(0, len(c.Points)-1) }

// Done reports whether the car has reached the last point.
func (c *CarMover) Done() bool { return c.hop >= c.hops() }

// Space returns the index of the last space the car reached.
func (c *CarMover) Space() int { return min(c.hop, c.hops()) }

// hopProgress returns the eased progress within the current hop.
func (c *CarMover) hopProgress() float64 {
	return InOutCubic(float64(c.tick) / float64(c.hopTicks()))
}

// Pos returns the car's current position.
func (c *CarMover) Pos() Point {
	if len(c.Points) == 0 {
		return Point{}
	}
	if c.Done() {
		return c.Points[len(c.Points)-1]
	}
	a, b := c.Points[c.hop], c.Points[c.hop+1]
	t := c.hopProgress()
	return Point{Lerp(a.X, b.X, t), Lerp(a.Y, b.Y, t)}
}

// Heading returns the direction of travel in radians (0 = +X, clockwise on
// screen), the direction of the last hop when done, 0 with no hops.
func (c *CarMover) Heading() float64 {
	if len(c.Points) < 2 {
		return 0
	}
	i := min(c.hop, len(c.Points)-2)
	a, b := c.Points[i], c.Points[i+1]
	if a == b {
		return 0
	}
	return math.Atan2(b.Y-a.Y, b.X-a.X)
}

// Lift returns 0..1: how high the car hops at this moment (0 on a space),
// for a small bounce that makes each space visible.
func (c *CarMover) Lift() float64 {
	if c.Done() {
		return 0
	}
	return math.Sin(math.Pi * float64(c.tick) / float64(c.hopTicks()))
}
