package engine

// DiceScript holds chance outcomes a rule test sets to come up next, in
// order, each taken by the game's next draw before its generator is used.
// It is a fixed-size array, not a slice, so a game state that holds one
// stays a value a plain struct copy clones. A scripted game is still
// deterministic, and its hash includes what is left of the script.
type DiceScript struct {
	vals [24]int8
	n    int8
}

// Add queues vals after those already set; those past the script's room
// are dropped.
func (s *DiceScript) Add(vals ...int) {
	for _, v := range vals {
		if int(s.n) < len(s.vals) {
			s.vals[s.n] = int8(v)
			s.n++
		}
	}
}

// Die throws one die: the next scripted face, else the generator's. A
// scripted value that is no face is used up and the generator throws.
func (s *DiceScript) Die(rng *RNG) int { return s.Draw(1, 6, rng.Die) }

// Draw takes the next scripted outcome if it lies in lo..lo+n-1, else
// calls fresh. A scripted value out of range is used up and fresh called.
func (s *DiceScript) Draw(lo, n int, fresh func() int) int {
	if s.n > 0 {
		v := int(s.vals[0])
		copy(s.vals[:], s.vals[1:s.n])
		s.n--
		if v >= lo && v < lo+n {
			return v
		}
	}
	return fresh()
}

// Pending returns the outcomes still to come, in order; the slice is the
// script's own and changes with it.
func (s *DiceScript) Pending() []int8 { return s.vals[:s.n] }

// Hash adds the outcomes still to come, each as an Int.
func (s *DiceScript) Hash(h *Hasher) {
	for _, v := range s.Pending() {
		h.Int(int(v))
	}
}

// Clear drops the whole script (a redeal: what tests set is no longer
// known to come).
func (s *DiceScript) Clear() { s.n = 0 }
