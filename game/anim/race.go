package anim

import (
	"fmt"
	"math"
)

// Race timings at 1x, in ticks: the winner crosses the line between
// raceWinner and raceWinner+raceWinnerVary, each next runner 6 to 6+
// raceGapVary ticks later; after the line each runs out a little further
// over raceRunOut ticks.
const (
	raceWinner     = 300
	raceWinnerVary = 40
	raceGapMin     = 6
	raceGapVary    = 16
	raceRunOut     = 40
	raceRunOutDist = 0.06 // of the track, run past the line

	// MinRunners and MaxRunners bound a race's field.
	MinRunners = 2
	MaxRunners = 8
)

// RaceTicks is the longest a race of n runners takes at 1x, in ticks.
func RaceTicks(n int) int {
	return raceWinner + raceWinnerVary + max(0, n-1)*(raceGapMin+raceGapVary) + raceRunOut
}

// Race is the motion of a race of runners (horses) along a track from 0
// (the start) to 1 (the finish line). The engine has already decided the
// order: Run plans each runner's pace, lively and uneven, so that they
// cross the line in exactly that order while the lead changes hands on the
// way. Every position is a function of the tick, so Skip, any Speed and a
// replay show the same race.
type Race struct {
	// Speed scales how many 1x ticks one Update advances.
	Speed Speed

	seed   uint64
	races  uint64
	order  []int
	place  []int       // runner -> 1-based place, 0 before a race
	finish []int       // runner -> tick it crosses the line
	path   [][]float64 // runner -> position at each tick up to the line
	tick   int
	end    int
	moving bool
}

// NewRace returns a field of runners at the start. seed varies the paces.
func NewRace(runners int, seed uint64) (*Race, error) {
	if runners < MinRunners || runners > MaxRunners {
		return nil, fmt.Errorf("a race has %d to %d runners, not %d", MinRunners, MaxRunners, runners)
	}
	return &Race{
		seed:   seed,
		place:  make([]int, runners),
		finish: make([]int, runners),
		path:   make([][]float64, runners),
	}, nil
}

// Len returns the number of runners.
func (r *Race) Len() int { return len(r.place) }

// Run starts a race that the runners finish in order: order[0] wins,
// order[1] is second, and so on. It refuses an order that is not a
// permutation of the runners, and leaves the race as it was.
func (r *Race) Run(order []int) error {
	n := len(r.place)
	if len(order) != n {
		return fmt.Errorf("%d runners need an order of %d, not %d", n, n, len(order))
	}
	seen := make([]bool, n)
	for _, k := range order {
		if k < 0 || k >= n || seen[k] {
			return fmt.Errorf("the order %v is not each of runners 0 to %d once", order, n-1)
		}
		seen[k] = true
	}
	r.races++
	r.order = append(r.order[:0], order...)
	t := raceWinner + int(r.rand(-1, 0)*raceWinnerVary)
	for rank, k := range order {
		if rank > 0 {
			t += raceGapMin + int(r.rand(-1, uint64(rank))*raceGapVary)
		}
		r.place[k] = rank + 1
		r.finish[k] = t
		r.path[k] = r.planPath(k, t)
	}
	r.end = t + raceRunOut
	r.tick = 0
	r.moving = true
	return nil
}

// rand is the race's k-th random number in [0,1) for runner i (-1: the field).
func (r *Race) rand(i int, k uint64) float64 {
	return unitHash(r.seed, r.races, uint64(int64(i)), k)
}

// planPath is runner i's position at each tick until it crosses the line
// at tick end: the running sum of a pace that gets away from the gate,
// then surges and fades in waves of its own, scaled so that the sum is
// exactly 1 at the line and below it before. The pace never drops under
// a third of the average, so the runner never stands still.
func (r *Race) planPath(i, end int) []float64 {
	type wave struct{ amp, freq, phase float64 }
	var waves [3]wave
	left := 0.62 // the waves' amplitudes add up to at most this
	for k := range waves {
		a := left * (0.35 + 0.5*r.rand(i, uint64(3*k)))
		left -= a
		waves[k] = wave{a, 0.7 + float64(k) + r.rand(i, uint64(3*k+1)), 2 * math.Pi * r.rand(i, uint64(3*k+2))}
	}
	pace := func(u float64) float64 {
		p := 1.0
		for _, w := range waves {
			p += w.amp * math.Sin(2*math.Pi*w.freq*u+w.phase)
		}
		return p * InOutSine(min(1, u/0.12)) // out of the gate
	}
	path := make([]float64, end+1)
	sum := 0.0
	for t := 1; t <= end; t++ {
		sum += pace((float64(t) - 0.5) / float64(end))
		path[t] = sum
	}
	for t := range path {
		path[t] /= sum
	}
	path[end] = 1 // exactly, whatever the rounding
	return path
}

// pos is runner i's position at tick t.
func (r *Race) pos(i, t int) float64 {
	p := r.path[i]
	if p == nil {
		return 0
	}
	if t < len(p) {
		return p[max(0, t)]
	}
	// Past the line: easing up.
	u := float64(t-r.finish[i]) / raceRunOut
	return 1 + raceRunOutDist*OutQuad(u)
}

// Position returns runner i's position: 0 at the start, 1 on the finish
// line, a little more once past it.
func (r *Race) Position(i int) float64 { return r.pos(i, r.tick) }

// Pace returns runner i's speed in track lengths per 1x tick, for the
// gallop of its legs.
func (r *Race) Pace(i int) float64 {
	if !r.moving {
		return 0
	}
	return r.pos(i, r.tick+1) - r.pos(i, r.tick)
}

// Finished reports whether runner i has crossed the line.
func (r *Race) Finished(i int) bool {
	return r.path[i] != nil && r.tick >= r.finish[i]
}

// Place returns runner i's place (1 for the winner) once it has crossed
// the line, else 0.
func (r *Race) Place(i int) int {
	if !r.Finished(i) {
		return 0
	}
	return r.place[i]
}

// Order returns the order of the last race.
func (r *Race) Order() []int { return r.order }

// Leader returns the runner in front: the furthest along, or once runners
// have crossed the line, the best placed of them.
func (r *Race) Leader() int {
	best := 0
	for i := range r.place {
		if r.better(i, best) {
			best = i
		}
	}
	return best
}

func (r *Race) better(i, j int) bool {
	fi, fj := r.Finished(i), r.Finished(j)
	if fi || fj {
		return fi && (!fj || r.place[i] < r.place[j])
	}
	return r.Position(i) > r.Position(j)
}

// Done reports whether the race is over (or was never run).
func (r *Race) Done() bool { return !r.moving }

// Update advances the race by one tick (Speed 1x ticks) and returns how
// many runners crossed the line during it.
func (r *Race) Update() int {
	if !r.moving {
		return 0
	}
	n := r.Speed.Ticks()
	if n == 0 {
		return r.Skip()
	}
	return r.advance(min(r.end, r.tick+n))
}

// Skip ends the race at once, every runner past the line in its place,
// and returns how many crossed it in that jump.
func (r *Race) Skip() int {
	if !r.moving {
		return 0
	}
	return r.advance(r.end)
}

func (r *Race) advance(to int) int {
	crossed := 0
	for i := range r.place {
		if r.tick < r.finish[i] && to >= r.finish[i] {
			crossed++
		}
	}
	r.tick = to
	if to >= r.end {
		r.moving = false
	}
	return crossed
}
