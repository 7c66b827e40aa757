package table

import (
	"time"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/game/match"
)

// Advisor is the odds advisor (the "Odds advisor" setting): at a person's
// decision it estimates each legal action's chance to win with ai.Advise,
// on a clone of the game and from the person's seat (ai.Advise plays only
// games re-dealt from that seat's view, so it never learns what the person
// cannot see), a slice of each tick, never more than Budget; and it asks
// the ruleset for exact figures (engine.Exacter) once. The panels say
// which control stands for which action (Offer) as they draw, and Draw
// puts a badge on each. The table runs one; Life's board runs its own.
type Advisor struct {
	// Budget is the most of a tick the search takes (SliceBudget when zero):
	// the figures firm up over ticks instead of holding a frame.
	Budget time.Duration
	// Spent is what the last Update spent on the search, for tests and
	// the budget's own check.
	Spent time.Duration
	// Now is the clock (time.Now when nil; tests give their own).
	Now func() time.Time
	// Shown are the badges the last Draw put on screen, for tests.
	Shown []Badge

	key   advisorKey
	seat  int
	odds  *ai.Odds
	index map[engine.Action]int           // an action's place in est
	exact map[engine.Action]engine.Chance // the ruleset's exact figures
	est   []ai.Estimate
	best  int           // the action found better than every other, or -1
	fresh int           // ticks since est was read
	cost  time.Duration // what reading est cost last time
	done  bool          // sure enough: no more search
	// played counts the playouts; acts is how many actions share them.
	played, acts int
	draw         advisorDraw // Draw's lists, kept between frames
}

// advisorKey names the decision the figures are for.
type advisorKey struct {
	m       *match.Match
	applied int
	d       engine.Decision
}

const (
	// SliceBudget is the advisor's share of a tick (60/s: 16.7 ms): with
	// the computer's own thinking and the drawing, the frame keeps time.
	SliceBudget = 3 * time.Millisecond
	// advisorRounds is how many playouts of each action are enough: the
	// interval is then about ±2 points.
	advisorRounds = 2500
	// advisorSure stops the search sooner once every interval is this narrow.
	advisorSure = 0.015
	// advisorReady is how many playouts an action needs before its figure
	// is shown (fewer say more about luck than about the action).
	advisorReady = 16
	// advisorCheck is how often, in rounds (a playout of every action),
	// the search asks whether it is sure enough: at whole rounds, so where
	// it stops depends on the seed alone, not on how fast the ticks ran.
	advisorCheck = 64
	// advisorRead is how often, in ticks, the figures are read again.
	advisorRead = 6
)

// Update runs the advisor's slice of this tick. on is the setting; the
// decision is the match's (a person's is offered first); applied counts
// the actions applied so far, so a new decision of the same kind starts
// afresh. Off, or at a computer's decision, it drops its figures and
// searches nothing.
func (a *Advisor) Update(on bool, m *match.Match, applied int) {
	a.Spent = 0
	if !on || m == nil || m.G.Over() {
		a.Stop()
		return
	}
	d, ok := m.Decision()
	if !ok || m.IsComputer(int(d.Seat)) {
		a.Stop()
		return
	}
	if k := (advisorKey{m, applied, d}); a.odds == nil || a.key != k {
		a.start(k)
	}
	if a.done && a.fresh == 0 {
		return // the last figures are read
	}
	budget := a.Budget
	if budget <= 0 {
		budget = SliceBudget
	}
	t0 := a.now()
	a.fresh++
	read := a.done || a.fresh >= advisorRead || len(a.est) == 0 || a.est[0].Playouts < advisorReady
	stop := budget
	if read {
		stop -= a.cost // leave room to read the figures
	}
	// One playout at a time, the clock read after each: a slice overruns
	// its budget by one playout at most (a few dozen µs).
	for !a.done && a.now().Sub(t0) < stop {
		a.odds.Step(1)
		a.played++
		if a.played%(advisorCheck*a.acts) == 0 {
			a.done = a.sure()
		}
	}
	if read {
		t1 := a.now()
		a.read()
		a.cost = a.now().Sub(t1)
	}
	a.Spent = a.now().Sub(t0)
}

// start begins the figures of decision k on a clone of the game, seeded
// by the seat's view alone: the same view gives the same figures, and
// what the seat cannot see changes nothing.
func (a *Advisor) start(k advisorKey) {
	a.Stop()
	a.key, a.seat = k, int(k.d.Seat)
	g := k.m.G.Clone()
	seed := g.View(a.seat).Hash() ^ 0x0dd5ad71503
	a.odds = ai.Advise(g, a.seat, seed)
	a.index = map[engine.Action]int{}
	a.exact = map[engine.Action]engine.Chance{}
	ex, _ := g.(engine.Exacter)
	legal := g.Legal(a.seat, nil)
	a.acts = max(1, len(legal))
	for i, act := range legal {
		a.index[act] = i
		if ex == nil {
			continue
		}
		if c, ok := ex.Exact(a.seat, act); ok {
			a.exact[act] = c
		}
	}
	a.best = -1
}

// Stop drops the figures: the setting is off, or the decision is gone.
func (a *Advisor) Stop() {
	*a = Advisor{Budget: a.Budget, Now: a.Now, best: -1, draw: a.draw}
}

// sure reports whether every action's figure is sure enough, or has had
// its share of playouts.
func (a *Advisor) sure() bool {
	for _, e := range a.odds.Estimates() {
		if e.Half > advisorSure && e.Playouts < advisorRounds {
			return false
		}
	}
	return true
}

// read refreshes the estimates and the best action.
func (a *Advisor) read() {
	a.fresh = 0
	a.est = a.odds.Estimates()
	// The best: the highest estimate, marked only when the paired test
	// says it beats every other action by more than luck.
	a.best = -1
	top := 0
	for i, e := range a.est {
		if e.Rate > a.est[top].Rate {
			top = i
		}
	}
	if len(a.est) < 2 || a.est[top].Playouts < advisorReady {
		return
	}
	for j := range a.est {
		if j != top && !a.odds.Better(top, j) {
			return
		}
	}
	a.best = top
}

func (a *Advisor) now() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

// Figure is what the advisor says of one action.
type Figure struct {
	// Estimate is the search's figure so far (Rate, Half, Playouts);
	// Ready once it rests on enough playouts to show.
	Estimate ai.Estimate
	Ready    bool
	// Exact is the ruleset's exact figure, when HasExact.
	Exact    engine.Chance
	HasExact bool
	// Best: the search found this action better than every other.
	Best bool
}

// Figure reports the advisor's figure for action act of the decision it
// is on (false for an action not among its seat's legal ones, or with the
// advisor off).
func (a *Advisor) Figure(act engine.Action) (Figure, bool) {
	i, ok := a.index[act]
	if !ok || a.odds == nil {
		return Figure{}, false
	}
	f := Figure{Best: i == a.best}
	if i < len(a.est) {
		f.Estimate = a.est[i]
		f.Ready = f.Estimate.Playouts >= advisorReady
	}
	f.Exact, f.HasExact = a.exact[act]
	return f, true
}

// Running reports whether the advisor is on a decision (its search may
// have finished).
func (a *Advisor) Running() bool { return a.odds != nil }

// Done reports whether the search has stopped, every figure sure enough.
func (a *Advisor) Done() bool { return a.done }

// Advisor is the table's odds advisor, for tests.
func (s *Scene) Advisor() *Advisor { return &s.adv }

// Played is how many playouts the search has run on this decision.
func (a *Advisor) Played() int { return a.played }
