package engine

import "fmt"

// RNG is the game's own generator: a PCG-style 64-bit state stepped by
// splitmix64. It lives inside the game value, so cloning the game clones the
// generator and a replay only needs the seed. No floats are used so every
// platform draws the same numbers.
type RNG struct {
	State uint64
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG { return RNG{State: seed} }

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n). It uses rejection so that no
// value is favoured, whatever n is. n must be positive.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	bound := uint64(n)
	limit := -bound % bound // (2^64 - bound) % bound
	for {
		v := r.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// Wheel spins a wheel numbered 1..size, each number equally likely.
func (r *RNG) Wheel(size int) int { return r.Intn(size) + 1 }

// Die throws a fair six-sided die.
func (r *RNG) Die() int { return r.Intn(6) + 1 }

// Weighted picks an index with probability proportional to weights[i].
func (r *RNG) Weighted(weights []int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	x := r.Intn(total)
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}

// Dice appends n throws of a fair six-sided die to buf, in the order thrown,
// and returns it: the same draws as n calls of Die.
func (r *RNG) Dice(n int, buf []int) []int {
	for ; n > 0; n-- {
		buf = append(buf, r.Die())
	}
	return buf
}

// Roll throws n dice of the given number of sides and returns the total
// (0 for no dice or dice without sides).
func (r *RNG) Roll(n, sides int) int {
	if sides < 1 {
		return 0
	}
	t := 0
	for ; n > 0; n-- {
		t += r.Intn(sides) + 1
	}
	return t
}

// Segment is one stretch of a spinner's face: what it says and how wide it
// is, in units of the narrowest.
type Segment struct {
	Label  string
	Weight int
}

// Spinner is a spinner whose segments are of unequal widths: a Roulette or
// Racetrack spinner. It is board data, built once and shared.
type Spinner struct {
	labels  []string
	weights []int
}

// NewSpinner builds a spinner; every segment needs a positive width.
func NewSpinner(segs ...Segment) (*Spinner, error) {
	if len(segs) == 0 {
		return nil, fmt.Errorf("spinner: no segments")
	}
	s := &Spinner{}
	for i, sg := range segs {
		if sg.Weight < 1 {
			return nil, fmt.Errorf("spinner: segment %d (%q) has width %d", i, sg.Label, sg.Weight)
		}
		s.labels = append(s.labels, sg.Label)
		s.weights = append(s.weights, sg.Weight)
	}
	return s, nil
}

// Spin returns the segment the spinner stops on, each as likely as its
// width.
func (s *Spinner) Spin(r *RNG) int { return r.Weighted(s.weights) }

// Len is the number of segments.
func (s *Spinner) Len() int { return len(s.labels) }

// Label is what segment i says.
func (s *Spinner) Label(i int) string { return s.labels[i] }
