package ai

import "wheeloffate/engine"

// Playout plays games to their end as cheaply as the rules allow: it is the
// policy a searching player's look-ahead runs on. It never builds a view.
// An optional out-of-turn choice (a side bet, a card played on another's
// turn) lapses, as for a person who lets the moment pass; a ruleset that
// knows better names its own cheap action (engine.Playouter); otherwise it
// takes the first legal action (rulesets list the plain move first: spin,
// roll, buy), and one time in Wander a uniformly random one. Random players
// were ten times slower: they bet at every chance, which made a Life game
// 800 actions, and built deals in Make a Million that never ended.
//
// A Playout keeps its buffers, so once warm a game played through it
// allocates only what the ruleset's Apply does (nothing, once warm).
type Playout struct {
	rng   engine.RNG
	legal []engine.Action
	pend  []engine.Decision
}

// Wander is how often (one in Wander) the playout takes a random legal
// action rather than the first.
const Wander = 8

// NewPlayout returns a playout policy with its own generator.
func NewPlayout(seed uint64) *Playout {
	p := &Playout{legal: make([]engine.Action, 0, 64), pend: make([]engine.Decision, 0, 8)}
	p.Seed(seed)
	return p
}

// Seed re-seeds the policy's own choices.
func (p *Playout) Seed(seed uint64) { p.rng = engine.NewRNG(seed ^ 0x9a7f) }

// maxPlayoutActions stops a playout that would not end (a ruleset bug): the
// game is then scored as it stands.
const maxPlayoutActions = 50_000

// Run plays g, quietly (engine.Quieter), to its end (or maxPlayoutActions)
// and returns the number of actions applied; an action the game refuses ends the playout (a ruleset
// bug: a search must not crash a game for it).
func (p *Playout) Run(g engine.Game) int { return p.RunTurns(g, -1) }

// RunTurns is Run that stops too once turns more turns have begun (a
// negative count: no limit), for a look-ahead scored by an
// engine.Evaluator.
func (p *Playout) RunTurns(g engine.Game, turns int) int {
	stop := g.Turn() + turns
	po, _ := g.(engine.Playouter)
	la, _ := g.(engine.Lapser)
	if q, ok := g.(engine.Quieter); ok {
		q.Quiet(true) // nobody watches a playout
	}
	n := 0
	for ; n < maxPlayoutActions && !g.Over() && (turns < 0 || g.Turn() < stop); n++ {
		if _, err := g.Apply(p.next(g, po, la)); err != nil {
			break
		}
	}
	return n
}

// next picks the action for the first pending decision.
func (p *Playout) next(g engine.Game, po engine.Playouter, la engine.Lapser) engine.Action {
	p.pend = g.Pending(p.pend[:0])
	d := p.pend[0]
	if la != nil && int(d.Seat) != g.Active() {
		if a, ok := la.Lapse(d); ok {
			return a
		}
	}
	p.legal = g.Legal(int(d.Seat), p.legal[:0])
	if po != nil {
		return po.PlayoutAction(d, p.legal, &p.rng)
	}
	if len(p.legal) > 1 && p.rng.Intn(Wander) == 0 {
		return p.legal[p.rng.Intn(len(p.legal))]
	}
	return p.legal[0]
}
