package engine

import "math"

// Searcher is a computer player that looks ahead. A player gets only its
// seat's View, so it cannot learn what its seat could not see; a searching
// player needs games to play forward, and gets them from a Sampler, which
// hands out only copies already re-dealt from the seat's point of view
// (Determinize). Two games that differ only in what the seat cannot see give
// the same samples, so a Searcher cannot peek either.
type Searcher interface {
	Player
	// Search chooses one of legal, as Choose does, looking ahead in games
	// drawn from s. It must be deterministic in v, legal and the samples.
	Search(v View, legal []Action, s *Sampler) Action
}

// Sampler hands a searching player re-dealt copies of the game it is
// deciding in: the game itself stays out of reach.
type Sampler struct {
	g    Game
	seat int
}

// NewSampler returns a sampler of g for seat.
func NewSampler(g Game, seat int) *Sampler { return &Sampler{g: g, seat: seat} }

// Seat is the seat the samples are re-dealt for.
func (s *Sampler) Seat() int { return s.seat }

// Sample returns an independent copy of the game with chance re-seeded by
// seed and everything the seat cannot see re-dealt.
func (s *Sampler) Sample(seed uint64) Game { return Determinize(s.g, s.seat, seed) }

// Decide asks p for seat's choice in g among legal: a Searcher searches
// re-dealt copies, a Blind player gets no view, any other player its seat's
// view. Everything that runs computer players calls it.
func Decide(p Player, g Game, seat int, legal []Action) Action {
	switch q := p.(type) {
	case Searcher:
		return q.Search(g.View(seat), legal, NewSampler(g, seat))
	case Blind:
		return q.Choose(nil, legal)
	}
	return p.Choose(g.View(seat), legal)
}

// Playouter is a game that names a cheap, plausible action for a decision,
// for look-ahead: the generic playout (first legal action, now and then a
// random one) would loop in some rulesets (a deal built and unbuilt) or
// never end. legal is the seat's legal actions; the answer must be one.
type Playouter interface {
	PlayoutAction(d Decision, legal []Action, r *RNG) Action
}

// Quieter is a game that can stop recording events: a search plays
// thousands of games nobody watches, and recording every pawn step was a
// third of a playout's time in Go For Broke. While quiet, Apply returns no
// events and the result's Reason stays empty (words cost allocations); the
// rules play exactly the same.
type Quieter interface {
	Quiet(on bool)
}

// Evaluator is a game that can say, part-way through, how likely a seat is
// to win as things stand: a smooth figure in [0, 1] (the seats' figures
// sum to 1), from what the rules count (cash, holdings). A search then
// plays each look-ahead only Horizon more turns and scores it by Eval: far
// cheaper than playing to the end, and much less noisy than a 0/1 win, so
// a few hundred look-aheads tell real differences between choices from luck.
type Evaluator interface {
	Eval(seat int) float64
	Horizon() int
}

// Horizon is the sampled game's Evaluator horizon, in turns, or 0 when it
// is not an Evaluator (the same for every sample: it says nothing about what
// the seat cannot see).
func (s *Sampler) Horizon() int {
	if e, ok := s.g.(Evaluator); ok {
		return e.Horizon()
	}
	return 0
}

// Softmax is the usual Eval: seat's share of exp(score/scale) over the n
// seats still in (score reports each seat's score and whether it is in), a
// logistic of the score difference between two seats. scale is the score
// difference worth odds of e to 1, fitted per ruleset on games between
// sensible players.
func Softmax(n, seat int, scale float64, score func(i int) (float64, bool)) float64 {
	var scores [MaxSeats]float64
	var in [MaxSeats]bool
	top := math.Inf(-1)
	for i := 0; i < n; i++ {
		scores[i], in[i] = score(i)
		if in[i] {
			top = max(top, scores[i])
		}
	}
	if !in[seat] {
		return 0
	}
	var sum, mine float64
	for i := 0; i < n; i++ {
		if !in[i] {
			continue
		}
		e := expNeg((scores[i] - top) / scale) // from the top: no overflow; the same bits everywhere
		sum += e
		if i == seat {
			mine = e
		}
	}
	return mine / sum
}
