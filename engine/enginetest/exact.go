package enginetest

import (
	"math"
	"testing"

	"wheeloffate/engine"
)

// Outcome is how one action's stake came out in one game played on with
// the engine's own Apply: whether it paid, and the money it moved for its
// seat, stake included, as Chance.Expect counts it.
type Outcome struct {
	Paid  bool
	Money float64
}

// Settler plays g (a re-seeded copy the suite owns) on from seat's action
// a, which it applies first, until a's stake is settled. ok is false when
// it was not: the game ended first, or the ruleset has no check for a.
type Settler func(g engine.Game, seat int, a engine.Action) (o Outcome, ok bool)

// exactSamples is how many re-seeded copies one Monte-Carlo check plays:
// at 40,000 a spinner's 1 in 9 where the engine gives 1 in 10 is about
// seven standard errors out, a die's 1 in 5 for 1 in 6 about eleven.
const exactSamples = 40_000

// exactChecks bounds the Monte-Carlo checks of a run: the first action
// seen of each kind of decision, kind of action and figure is tried, up to
// this many, so the suite stays at seconds.
const exactChecks = 24

// exactHonest: for a ruleset whose game is an engine.Exacter, at every
// decision of half the seeded games and for every legal action, Exact
// leaves the game's hash unchanged, reports a figure only for a legal
// action of the seat that decides, Pays lies in [0, 1], Expect is a number
// and What says something; an action that is not legal has none; the
// figure is the same in a copy re-dealt from the seat's view (it reads
// nothing hidden). Where c.Settle can settle an action, exactSamples
// re-seeded copies played on through Apply agree with Pays, and with
// Expect, within four standard errors.
func (c *Config) exactHonest(t *testing.T) {
	if _, ok := c.newGame(t, 0).(engine.Exacter); !ok {
		return
	}
	type kind struct { // one Monte-Carlo check for each
		decision, action uint8
		pays             float64
		winsGame         bool
	}
	tried := map[kind]bool{}
	figures, settled := 0, 0
	games := c.Games/2 + 1 // every legal action of every decision: half the games keep it to seconds
	for i := 0; i < games; i++ {
		g := c.newGame(t, i)
		ex := g.(engine.Exacter)
		ps := c.players("random", g.Seats(), uint64(i))
		var legal []engine.Action
		for n := 0; !g.Over() && n < c.MaxActions; n++ {
			d := g.Pending(nil)[0]
			s := int(d.Seat)
			legal = g.Legal(s, legal[:0])
			other := g.Seats() > 1 && n%5 == 0
			var redealt engine.Exacter
			if n%7 == 0 {
				redealt = engine.Determinize(g, s, uint64(n)*977+3).(engine.Exacter)
			}
			// The hash is taken around the whole decision's figures: a
			// change made by any of them shows (hashing around each one
			// made the check ten times slower).
			before := g.Hash()
			for _, a := range legal {
				ch, ok := ex.Exact(s, a)
				if other {
					b := a
					b.Seat = int8((s + 1) % g.Seats())
					if _, ok := ex.Exact(int(b.Seat), b); ok {
						t.Fatalf("game %d: Exact gave a figure for seat %d's action to seat %d, who does not decide", i, s, (s+1)%g.Seats())
					}
				}
				if redealt != nil {
					if ch2, ok2 := redealt.Exact(s, a); ok2 != ok || ch2 != ch {
						t.Fatalf("game %d: Exact(%d, %+v) is %+v, but %+v in a copy re-dealt from the seat's view: it reads what the seat cannot see", i, s, a, ch, ch2)
					}
				}
				if !ok {
					continue
				}
				figures++
				if !(ch.Pays >= 0 && ch.Pays <= 1) || math.IsNaN(ch.Expect) || math.IsInf(ch.Expect, 0) || ch.What == "" {
					t.Fatalf("game %d: Exact(%d, %+v) = %+v: Pays must lie in [0,1], Expect be a number and What say what Pays counts", i, s, a, ch)
				}
				if c.Settle == nil || len(tried) >= exactChecks {
					continue
				}
				if key := (kind{d.Kind, a.Kind, ch.Pays, ch.WinsGame}); !tried[key] {
					tried[key] = true
					if c.settleCheck(t, g, s, a, ch) {
						settled++
					}
				}
			}
			if n%11 == 0 {
				// Actions that are not legal (altered, other seats', the
				// ruleset's own) get no figure, and no panic.
				for _, a := range c.candidates(g, d, legal, n) {
					if _, ok := ex.Exact(int(a.Seat), a); ok && !isLegal(legal, a) {
						t.Fatalf("game %d: Exact gave a figure for the illegal action %+v", i, a)
					}
				}
			}
			if g.Hash() != before {
				t.Fatalf("game %d: Exact changed the game (seat %d's decision %d)", i, s, d.Kind)
			}
			step(t, g, ps)
		}
	}
	if figures == 0 {
		t.Fatalf("%s implements engine.Exacter but gave no figure in %d games", c.Rules.ID, games)
	}
	if c.Settle != nil && settled == 0 {
		t.Fatalf("%s: no figure could be settled by playing on", c.Rules.ID)
	}
}

// settleCheck plays exactSamples re-seeded copies of g on from seat's
// action a and compares how often the stake paid, and its mean money, with
// the figure ch. It reports false when too few copies settled to judge.
func (c *Config) settleCheck(t *testing.T, g engine.Game, seat int, a engine.Action, ch engine.Chance) bool {
	t.Helper()
	n, paid := 0, 0
	var sum, sq float64
	for k := 0; k < exactSamples; k++ {
		cp := engine.Determinize(g, seat, uint64(k)*0x9e3779b97f4a7c15+1)
		o, ok := c.Settle(cp, seat, a)
		if !ok {
			continue
		}
		n++
		if o.Paid {
			paid++
		}
		sum += o.Money
		sq += o.Money * o.Money
	}
	if n < exactSamples/2 {
		return false
	}
	rate := float64(paid) / float64(n)
	t.Logf("%s: %q at %.5f (%+.2f): %d of %d re-seeded games paid", c.Rules.ID, ch.What, ch.Pays, ch.Expect, paid, n)
	se := math.Sqrt(ch.Pays * (1 - ch.Pays) / float64(n))
	if math.Abs(rate-ch.Pays) > 4*se+1e-12 {
		t.Fatalf("%s: %+v: Exact says %q with chance %.5f, but %d of %d re-seeded games paid (%.5f, %.1f standard errors off)",
			c.Rules.ID, a, ch.What, ch.Pays, paid, n, rate, math.Abs(rate-ch.Pays)/se)
	}
	mean := sum / float64(n)
	sd := math.Sqrt(math.Max(sq/float64(n)-mean*mean, 0))
	if tol := 4*sd/math.Sqrt(float64(n)) + 1e-6*(1+math.Abs(ch.Expect)); math.Abs(mean-ch.Expect) > tol {
		t.Fatalf("%s: %+v: Exact expects %.2f, but re-seeded games moved %.2f on average (more than four standard errors off)",
			c.Rules.ID, a, ch.Expect, mean)
	}
	return true
}
