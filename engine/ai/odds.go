package ai

import (
	"math"

	"wheeloffate/engine"
)

// Odds estimates, for each of a seat's candidate actions, its chance to win:
// each round re-deals the game once from the seat's point of view (one
// engine.Sampler sample, the same for every action: common random numbers,
// so the actions are compared on the same luck), applies each action to a
// copy and plays it out with the cheap policy (Playout). It runs in slices
// (Step), so a screen can spread it over ticks, and it is deterministic in
// its seed: the same seed and sampler give the same figures.
type Odds struct {
	s     *engine.Sampler
	seat  int
	seed  uint64
	acts  []engine.Action
	wins  [][]float32 // wins[a][round]: action a's share of the win in round
	po    *Playout
	round engine.Game // this round's sample, copied for each action
	next  int         // the action the next playout is of
	// turns > 0: each playout stops after that many turns and is scored by
	// the game's engine.Evaluator (Truncate).
	turns int
}

// Truncate makes each playout stop once turns more turns have begun and
// score the seat's chance by the game's engine.Evaluator; a game that is not
// one is still played to the end. Call it before the first Step.
func (o *Odds) Truncate(turns int) *Odds {
	o.turns = turns
	return o
}

// NewOdds starts estimating acts (the seat's legal actions, or some of them)
// in games drawn from s.
func NewOdds(s *engine.Sampler, acts []engine.Action, seed uint64) *Odds {
	return &Odds{s: s, seat: s.Seat(), seed: seed, acts: append([]engine.Action(nil), acts...),
		wins: make([][]float32, len(acts)), po: NewPlayout(seed)}
}

// Step runs up to n more playouts and returns how many it ran (n, unless
// there are no actions). Each playout is one action's in one round; a round
// is whole when every action has had its playout.
func (o *Odds) Step(n int) int {
	if len(o.acts) == 0 {
		return 0
	}
	for i := 0; i < n; i++ {
		r := len(o.wins[o.next]) // the round this playout belongs to
		if o.next == 0 {
			o.round = o.s.Sample(o.seed + uint64(r)*0x9e3779b97f4a7c15)
		}
		g := o.round
		if o.next < len(o.acts)-1 {
			g = g.Clone() // the last action may use the sample itself
		}
		o.wins[o.next] = append(o.wins[o.next], float32(o.playout(g, o.acts[o.next], uint64(r))))
		o.next = (o.next + 1) % len(o.acts)
	}
	return n
}

// playout applies a to g, plays to the end and scores the seat's share of
// the win: 1 alone, 1/k shared by k, 0 lost. A game the playout could not
// finish counts as an even share.
func (o *Odds) playout(g engine.Game, a engine.Action, round uint64) float64 {
	if _, err := g.Apply(a); err != nil {
		return 0 // cannot happen: a sample has the seat's legal actions
	}
	o.po.Seed(o.seed ^ round*0x2545f4914f6cdd1d)
	if ev, ok := g.(engine.Evaluator); ok && o.turns > 0 {
		o.po.RunTurns(g, o.turns)
		if !g.Over() {
			return ev.Eval(o.seat)
		}
	} else {
		o.po.Run(g)
	}
	if !g.Over() {
		return 1 / float64(g.Seats())
	}
	r := g.Result()
	if r.Places[o.seat] != 1 {
		return 0
	}
	return 1 / float64(max(r.Winners, 1))
}

// Estimate is one action's estimated chance to win.
type Estimate struct {
	Action engine.Action
	// Rate is the share of playouts won; Half is the half-width of its 95%
	// interval (normal approximation, at most 0.5): how sure it is.
	Rate, Half float64
	Playouts   int
}

// Estimates returns each action's figures so far, in the actions' order.
func (o *Odds) Estimates() []Estimate {
	out := make([]Estimate, len(o.acts))
	for i, a := range o.acts {
		mean, sd := meanSD(o.wins[i])
		half := 0.5
		if n := len(o.wins[i]); n > 1 {
			// A floor on the spread: ten wins in ten say "likely", not "certain".
			half = min(0.5, 1.96*math.Max(sd, 0.5/math.Sqrt(float64(n)))/math.Sqrt(float64(n)))
		}
		out[i] = Estimate{Action: a, Rate: mean, Half: half, Playouts: len(o.wins[i])}
	}
	return out
}

// Better reports whether action i beat action j over the rounds both have
// played, by more than the luck of those rounds explains (a paired,
// one-sided test at about 95%).
func (o *Odds) Better(i, j int) bool {
	n := min(len(o.wins[i]), len(o.wins[j]))
	if n < 2 {
		return false
	}
	d := make([]float32, n)
	for r := range d {
		d[r] = o.wins[i][r] - o.wins[j][r]
	}
	mean, sd := meanSD(d)
	return mean > 0 && mean > 1.645*sd/math.Sqrt(float64(n))
}

func meanSD(xs []float32) (mean, sd float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += float64(x)
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, 0
	}
	for _, x := range xs {
		sd += float64((float64(x) - mean) * (float64(x) - mean)) // rounded: never fused, the same sum everywhere
	}
	return mean, math.Sqrt(sd / float64(len(xs)-1))
}

// Advise starts the odds of every legal action of seat in g: the engine's
// side of an odds advisor. g is not changed (the odds play re-dealt copies
// of it, engine.Sampler), but the caller must not change it while the
// odds run: hand it a clone. Call Step a few dozen playouts a tick and read
// Estimates as they firm up; each says how sure it is (Half).
func Advise(g engine.Game, seat int, seed uint64) *Odds {
	return NewOdds(engine.NewSampler(g, seat), g.Legal(seat, nil), seed)
}
