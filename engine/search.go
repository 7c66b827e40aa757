package engine

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
