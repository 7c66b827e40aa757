package engine

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
