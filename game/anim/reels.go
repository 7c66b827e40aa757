package anim

import (
	"errors"
	"fmt"
	"math"
)

// Reel timings at 1x, in ticks. All reels spin up together (each a few
// ticks after the one to its left), run at about reelSpeed symbols a tick
// and stop one after another, left to right, reelGap apart; each slows
// down over reelDecel ticks, runs past its symbol by reelOvershoot and
// springs back over reelBounce ticks.
const (
	reelStagger   = 3    // ticks between one reel starting and the next
	reelSpinUp    = 12   // ticks to reach full speed
	reelFirstStop = 54   // tick the first reel starts slowing down
	reelGap       = 24   // ticks between one reel slowing down and the next
	reelDecel     = 24   // ticks from full speed to the overshoot
	reelBounce    = 12   // ticks springing back onto the symbol
	reelSpeed     = 0.5  // symbols per tick at full speed (30 a second)
	reelOvershoot = 0.28 // symbols run past the payline before springing back

	// MaxReels bounds the reels of one machine.
	MaxReels = 8
)

// ReelsTicks is the longest a spin of n reels takes at 1x, in ticks.
func ReelsTicks(n int) int {
	return reelFirstStop + max(0, n-1)*reelGap + reelDecel + reelBounce
}

// ReelSounds are the sound cues of one Update: symbols passing the payline
// (a tick each) and reels coming to a stop (a clunk each).
type ReelSounds struct{ Passes, Stops int }

// Reels is the motion of a row of reels, as on a slot machine. Each reel
// carries a strip of symbols (indices into the machine's symbol labels).
// As with the wheel, the engine has already drawn the result: Spin solves
// each reel's run so that it stops with the target symbol on the payline,
// one reel after another from the left. Every position is a function of
// the tick, so Skip, any Speed and a replay show the same spin.
//
// A reel's position p counts symbols: the strip's symbol p mod len sits on
// the payline when p is whole, and p grows as the symbols move down.
type Reels struct {
	// Speed scales how many 1x ticks one Update advances.
	Speed Speed

	symbols []string
	strips  [][]int
	seed    uint64
	spins   uint64
	from    []float64 // positions when the spin began (whole numbers)
	runs    []reelRun
	targets []int
	tick    int
	end     int
	moving  bool
}

// reelRun is one reel's spin: its start, cruise speed, the tick it starts
// slowing down and the distance to its symbol.
type reelRun struct {
	start int     // tick it starts turning
	slow  float64 // tick it starts slowing down (+Inf while open)
	speed float64 // symbols per tick at full speed
	dist  float64 // whole symbols from its old rest to its new one
	open  bool    // its symbol is not known yet (Start): it runs on
}

// NewReels returns reels at rest, each showing the first symbol of its
// strip. symbols are the labels the view draws; each strip lists a reel's
// symbols from top to bottom as indices into symbols. seed varies where on
// a strip a symbol that appears more than once is stopped.
func NewReels(symbols []string, strips [][]int, seed uint64) (*Reels, error) {
	if len(symbols) == 0 {
		return nil, errors.New("reels need at least one symbol")
	}
	if len(strips) < 1 || len(strips) > MaxReels {
		return nil, fmt.Errorf("a machine has 1 to %d reels, not %d", MaxReels, len(strips))
	}
	r := &Reels{symbols: append([]string(nil), symbols...), seed: seed}
	for i, s := range strips {
		if len(s) == 0 {
			return nil, fmt.Errorf("reel %d has an empty strip", i+1)
		}
		for _, k := range s {
			if k < 0 || k >= len(symbols) {
				return nil, fmt.Errorf("reel %d's strip holds symbol %d; there are %d symbols", i+1, k, len(symbols))
			}
		}
		r.strips = append(r.strips, append([]int(nil), s...))
	}
	r.from = make([]float64, len(strips))
	r.runs = make([]reelRun, len(strips))
	return r, nil
}

// Len returns the number of reels.
func (r *Reels) Len() int { return len(r.strips) }

// Symbols returns the symbol labels.
func (r *Reels) Symbols() []string { return r.symbols }

// Strip returns reel i's strip (not a copy: do not change it).
func (r *Reels) Strip(i int) []int { return r.strips[i] }

// Spin starts a spin that stops reel i on symbol targets[i]. It refuses
// targets that do not match the reels, or a symbol a strip does not hold,
// and leaves the reels as they were.
func (r *Reels) Spin(targets []int) error {
	if len(targets) != len(r.strips) {
		return fmt.Errorf("%d reels need %d targets, not %d", len(r.strips), len(r.strips), len(targets))
	}
	stops := make([]int, len(targets))
	for i, t := range targets {
		stops[i] = r.stopFor(i, t)
		if stops[i] < 0 {
			return fmt.Errorf("reel %d has no symbol %d on its strip", i+1, t)
		}
	}
	r.settle()
	r.spins++
	r.targets = append(r.targets[:0], targets...)
	for i := range r.strips {
		n := float64(len(r.strips[i]))
		from := r.from[i]
		run := reelRun{start: i * reelStagger, slow: float64(reelFirstStop + i*reelGap)}
		// Time at full speed, counting the spin-up and slow-down as half.
		span := run.slow - float64(run.start) - reelSpinUp/2.0 + reelDecel/2.0
		nominal := reelSpeed*span - reelOvershoot
		// The nearest distance of the nominal one that ends on the stop:
		// the reel runs a little faster or slower than nominal to get there.
		to := math.Mod(float64(stops[i])-from+n, n)
		k := math.Round((nominal - to) / n)
		run.dist = to + max(1, k)*n
		run.speed = (run.dist + reelOvershoot) / span
		r.runs[i] = run
	}
	r.tick = 0
	r.end = ReelsTicks(len(r.strips))
	r.moving = true
	return nil
}

// stopFor picks where on reel i's strip symbol t stops, or -1: one of its
// places, chosen by a hash so that a replay stops at the same one.
func (r *Reels) stopFor(i, t int) int {
	var at []int
	for j, k := range r.strips[i] {
		if k == t {
			at = append(at, j)
		}
	}
	if len(at) == 0 {
		return -1
	}
	return at[int(unitHash(r.seed, r.spins+1, uint64(i), uint64(t))*float64(len(at)))]
}

// offset is how far reel i has turned at tick t of the spin.
func (r *Reels) offset(i, t int) float64 {
	run := r.runs[i]
	if !r.moving && t >= r.end || run.dist == 0 && !run.open {
		return run.dist
	}
	v := run.speed
	switch u := float64(t - run.start); {
	case u <= 0:
		return 0
	case u < reelSpinUp:
		return v * u * u / (2 * reelSpinUp)
	case float64(t) < run.slow:
		return v * (u - reelSpinUp/2.0)
	}
	cruise := v * (run.slow - float64(run.start) - reelSpinUp/2.0)
	d := float64(t) - run.slow
	if d < reelDecel {
		return cruise + v*d - v*d*d/(2*reelDecel)
	}
	// Past its symbol: spring back onto it.
	b := min(1, (d-reelDecel)/reelBounce)
	return run.dist + reelOvershoot*(1-InOutSine(b))
}

// Position returns reel i's position in symbols, in [0, len of its strip).
func (r *Reels) Position(i int) float64 {
	n := float64(len(r.strips[i]))
	return math.Mod(r.from[i]+r.offset(i, r.tick), n)
}

// Velocity returns reel i's speed in symbols per 1x tick (0 at rest), for
// drawing a blur.
func (r *Reels) Velocity(i int) float64 {
	if !r.moving {
		return 0
	}
	return r.offset(i, r.tick+1) - r.offset(i, r.tick)
}

// Showing returns the symbol on reel i's payline.
func (r *Reels) Showing(i int) int {
	s := r.strips[i]
	return s[int(math.Floor(r.Position(i)+0.5))%len(s)]
}

// Stopped reports whether reel i has come to its stop (it may still be
// springing back the last fraction of a symbol): the screen lights it.
func (r *Reels) Stopped(i int) bool {
	return !r.moving || float64(r.tick) >= r.runs[i].slow+reelDecel
}

// Done reports whether every reel is at rest.
func (r *Reels) Done() bool { return !r.moving }

// Targets returns the symbols of the last spin.
func (r *Reels) Targets() []int { return r.targets }

// Update advances the spin by one tick (Speed 1x ticks) and returns the
// sound cues of that tick.
func (r *Reels) Update() ReelSounds {
	if !r.moving {
		return ReelSounds{}
	}
	n := r.Speed.Ticks()
	if n == 0 {
		return r.Skip()
	}
	return r.advance(min(r.end, r.tick+n))
}

// Skip brings every reel to rest on its symbol and returns the cues that
// jump passed. In a spin begun by Start, the reels whose symbol is not
// known yet run on.
func (r *Reels) Skip() ReelSounds {
	if !r.moving {
		return ReelSounds{}
	}
	return r.advance(r.restTick())
}

func (r *Reels) advance(to int) ReelSounds {
	var s ReelSounds
	for i := range r.strips {
		was := r.Stopped(i)
		a := math.Floor(r.offset(i, r.tick) + 0.5)
		b := math.Floor(r.offset(i, to) + 0.5)
		s.Passes += int(b - a)
		if !was && float64(to) >= r.runs[i].slow+reelDecel {
			s.Stops++
		}
	}
	r.tick = to
	if to >= r.end {
		r.moving = false
	}
	return s
}
