package anim

import (
	"fmt"
	"math"
)

// A spin begun before its symbols are known. A screen that learns the
// engine's symbols one at a time (each reel's stop is its own event, told
// only once the reel is seen to stop) starts every reel turning with
// Start, then names each reel's symbol with StopOn, left to right, as its
// event comes: the reel runs on at full speed until then, and from then
// slows down onto its symbol. As with Spin, every position is a function
// of the tick, so any Speed shows the same stops.

// openEnd is the end tick of a spin whose last stop is not known yet.
const openEnd = math.MaxInt

// Start sets every reel turning, each a few ticks after the one to its
// left, with no stop yet: StopOn names them.
func (r *Reels) Start() {
	r.settle()
	r.spins++
	r.targets = r.targets[:0]
	for i := range r.strips {
		r.targets = append(r.targets, -1)
		r.runs[i] = reelRun{start: i * reelStagger, slow: math.Inf(1), speed: reelSpeed, open: true}
	}
	r.tick = 0
	r.end = openEnd
	r.moving = true
}

// Open reports whether reel i still runs on in a spin begun by Start,
// waiting for its symbol.
func (r *Reels) Open(i int) bool { return r.moving && r.runs[i].open }

// StopOn names reel i's symbol t in a spin begun by Start. The reel starts
// slowing down no sooner than it would in a Spin, nor before the reel to
// its left has stopped, nor before the next tick, and as soon after as
// brings t onto the payline. It refuses a reel not running on, a reel
// named before the one to its left, and a symbol its strip does not hold,
// and then leaves the reels as they were.
func (r *Reels) StopOn(i, t int) error {
	if i < 0 || i >= len(r.strips) {
		return fmt.Errorf("there is no reel %d of %d", i+1, len(r.strips))
	}
	if !r.Open(i) {
		return fmt.Errorf("reel %d is not waiting for its symbol", i+1)
	}
	if i > 0 && r.runs[i-1].open {
		return fmt.Errorf("reel %d stops before reel %d", i, i+1)
	}
	strip := r.strips[i]
	n := float64(len(strip))
	run := r.runs[i]
	v := run.speed
	earliest := max(float64(reelFirstStop+i*reelGap), float64(r.tick+1), float64(run.start+reelSpinUp))
	if i > 0 {
		earliest = max(earliest, r.runs[i-1].slow+reelGap)
	}
	// Slowing down at earliest, the reel would come to rest dist0 on from
	// its start; a little more time at full speed brings the nearest
	// place of t onto the payline.
	dist0 := v*(earliest-float64(run.start)-reelSpinUp/2.0) + v*reelDecel/2.0 - reelOvershoot
	best := math.Inf(1)
	for j, k := range strip {
		if k == t {
			best = min(best, math.Mod(math.Mod(float64(j)-r.from[i]-dist0, n)+n, n))
		}
	}
	if math.IsInf(best, 1) {
		return fmt.Errorf("reel %d has no symbol %d on its strip", i+1, t)
	}
	run.slow = earliest + best/v
	run.dist = math.Round(dist0 + best) // whole: rounding only mends float error
	run.open = false
	r.runs[i] = run
	r.targets[i] = t
	if i == len(r.strips)-1 {
		r.end = int(math.Ceil(run.slow)) + reelDecel + reelBounce
	}
	return nil
}

// restTick is the tick at which every reel whose symbol is known is at
// rest: the end, or in a spin still waiting for a symbol the last known
// reel's rest.
func (r *Reels) restTick() int {
	if r.end != openEnd {
		return r.end
	}
	to := r.tick
	for _, run := range r.runs {
		if !run.open {
			to = max(to, int(math.Ceil(run.slow))+reelDecel+reelBounce)
		}
	}
	return to
}

// settle ends a spin where it stands before a new one: a finished reel on
// its symbol, one still running on (a spin begun by Start and given up)
// on the symbol nearest its payline.
func (r *Reels) settle() {
	r.Skip()
	for i := range r.strips {
		n := float64(len(r.strips[i]))
		r.from[i] = math.Mod(math.Round(r.Position(i)), n)
		r.runs[i] = reelRun{}
	}
	r.moving = false
}
