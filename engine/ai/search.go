package ai

import "wheeloffate/engine"

// Budget is the hard player's look-ahead per decision, in playouts: a
// count, not a time, so a seeded simulation plays the same on any machine.
// See docs/PERFORMANCE.md for what it costs.
const Budget = 256

// MaxCandidates caps the actions a search compares: a Life bet has dozens
// of numbers and stakes, and a budget spread over all of them says nothing.
const MaxCandidates = 8

// minRounds is the fewest playouts each candidate gets: fewer and the
// comparison is noise.
const minRounds = 16

// Search is the hard player: determinized Monte-Carlo over the seat's view.
// It asks its base player (the sensible one) first, then compares that
// choice with the other candidates in re-dealt games (Odds) and changes
// its mind only when another is clearly better on the same luck: a small
// budget cannot make it worse than its base by noise.
type Search struct {
	base   engine.Player
	salt   uint64
	budget int
}

// NewSearch returns a searching player over base with budget playouts a
// decision.
func NewSearch(base engine.Player, seed uint64, budget int) *Search {
	return &Search{base: base, salt: seed*0xbf58476d1ce4e5b9 + 0x4a7d, budget: budget}
}

// Choose implements engine.Player: without games to search (a caller that
// does not know Searcher) it plays as its base.
func (h *Search) Choose(v engine.View, legal []engine.Action) engine.Action {
	return h.base.Choose(v, legal)
}

// Search implements engine.Searcher.
func (h *Search) Search(v engine.View, legal []engine.Action, s *engine.Sampler) engine.Action {
	t := h.Begin(v, legal, s)
	for !t.Step(h.budget) {
	}
	return t.Choice()
}

// Thinking is a hard decision in progress: a screen that must not hold a
// frame for a whole search runs it a slice a tick (Step) and takes the
// Choice when Step says it is done. Sliced or whole, the choice is the same.
type Thinking struct {
	pick  engine.Action
	cands []engine.Action
	odds  *Odds
	left  int // playouts still to run
}

// Begin starts a decision: the base player's pick, then the candidates'
// odds over the budget.
func (h *Search) Begin(v engine.View, legal []engine.Action, s *engine.Sampler) *Thinking {
	t := &Thinking{pick: h.base.Choose(v, legal)}
	if len(legal) < 2 || h.budget < 2*minRounds {
		return t
	}
	t.cands = Candidates(legal, t.pick, min(MaxCandidates, h.budget/minRounds))
	t.odds = NewOdds(s, t.cands, v.Hash()^h.salt)
	if n := s.Horizon(); n > 0 {
		t.odds.Truncate(n)
	}
	t.left = h.budget / len(t.cands) * len(t.cands)
	return t
}

// Step runs up to n more playouts and reports whether the decision is made.
func (t *Thinking) Step(n int) bool {
	if t.left > 0 {
		t.left -= t.odds.Step(min(n, t.left))
	}
	return t.left <= 0
}

// Searched reports whether the decision is searched at all: a forced one
// (a single legal action) or a budget too small to compare is the base
// player's pick at once.
func (t *Thinking) Searched() bool { return t.odds != nil }

// Choice is the decision (valid once Step reports done): the candidate
// with the best odds if it beat the base player's pick beyond the luck of
// the rounds, else the pick.
func (t *Thinking) Choice() engine.Action {
	if t.odds == nil {
		return t.pick
	}
	est, best := t.odds.Estimates(), 0
	for i, e := range est {
		if e.Rate > est[best].Rate {
			best = i
		}
	}
	if best != 0 && t.odds.Better(best, 0) {
		return t.cands[best]
	}
	return t.pick
}

// Candidates picks at most n of legal to compare, first the base player's
// pick, then the first legal action (a ruleset lists the plain move first),
// then others spread evenly over the list.
func Candidates(legal []engine.Action, pick engine.Action, n int) []engine.Action {
	out := []engine.Action{pick}
	add := func(a engine.Action) {
		for _, b := range out {
			if a == b {
				return
			}
		}
		out = append(out, a)
	}
	add(legal[0])
	if len(legal) <= n {
		for _, a := range legal {
			add(a)
		}
		return out
	}
	for i := 0; len(out) < n && i < n; i++ {
		add(legal[i*len(legal)/n])
	}
	return out
}
