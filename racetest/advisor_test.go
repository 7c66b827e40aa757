package racetest

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// fakeDare is the dice race's stand-in exact figure for a dare (the race
// has no real odds to give): the odds advisor must show it as it is.
var fakeDare = engine.Chance{Pays: 1.0 / 6, Expect: -83, What: "the lander goes back"}

// Exact implements engine.Exacter for the advisor's tests: a legal dare
// has an exact figure, a pass and a roll none.
func (g *game) Exact(seat int, a engine.Action) (engine.Chance, bool) {
	if a.Kind == aDare && int(a.Seat) == seat && slices.Contains(g.Legal(seat, nil), a) {
		return fakeDare, true
	}
	return engine.Chance{}, false
}

// untilPersonDecides runs the table until the person (seat 0) holds a
// decision with its panel up.
func untilPersonDecides(t *testing.T, th *tableHarness) {
	t.Helper()
	ok := th.run(t, 4000, func() bool {
		d, ok := th.m.Decision()
		return ok && d.Seat == 0 && !th.sc.Playing()
	})
	require.True(t, ok, "the person decides")
}

// With the setting off (the default), a person's decision runs no search
// and has no figures.
func TestAdvisorOffByDefault(t *testing.T) {
	th := newTableHarness(t, 1)
	untilPersonDecides(t, th)
	th.run(t, 30, never)
	adv := th.sc.Advisor()
	assert.False(t, adv.Running(), "no search with the advisor off")
	for _, a := range th.m.Legal() {
		_, ok := adv.Figure(a)
		assert.False(t, ok, "no figure for %v", a)
	}
}

// With it on, every option of a person's decision has a figure to show
// within a few ticks, on their own turn (a roll) and out of turn (a dare,
// whose exact figure is the ruleset's, word for word); at a computer's
// decision the advisor stops.
func TestAdvisorFiguresEveryOption(t *testing.T) {
	th := newTableHarnessAdvised(t, 1, presenter{}, true)
	untilPersonDecides(t, th)
	figures := func(what string) {
		t.Helper()
		ready := func() bool {
			for _, a := range th.m.Legal() {
				if f, ok := th.sc.Advisor().Figure(a); !ok || !f.Ready {
					return false
				}
			}
			return true
		}
		require.True(t, th.run(t, 10, ready), "%s: every option has a figure within 10 ticks", what)
		for _, a := range th.m.Legal() {
			f, _ := th.sc.Advisor().Figure(a)
			assert.InDelta(t, 0.5, f.Estimate.Rate, 0.5, "%s: a chance", what)
			assert.Greater(t, f.Estimate.Half, 0.0, "%s: says how sure", what)
			assert.Equal(t, a.Kind == aDare, f.HasExact, "%s: an exact figure only where the rules have one", what)
			if f.HasExact {
				assert.Equal(t, fakeDare, f.Exact, "%s: the exact figure is the ruleset's", what)
			}
		}
	}
	figures("a roll")
	untilPersonDares(t, th)
	figures("a dare")
	require.Len(t, th.m.Legal(), 2, "dare or pass")

	th.key(input.KeyBack) // let the dare pass; the person rolls; the computers play on
	untilPersonDecides(t, th)
	th.roll()
	assert.True(t, th.run(t, 200, func() bool { return th.m.ComputerToMove() && !th.sc.Advisor().Running() }),
		"at a computer's decision the advisor searches nothing")
}

// personMatch is the dice race from seed with the person at seat 0 and
// two computers, played by the computers until the person first decides.
func personMatch(t *testing.T, seed uint64) *match.Match {
	t.Helper()
	seats := []match.Seat{{Name: "Ana"}, {Name: "B", Computer: true}, {Name: "C", Computer: true}}
	m, err := match.New(match.Setup{Ruleset: Rules.ID, Seed: seed, Seats: seats})
	require.NoError(t, err)
	for m.ComputerToMove() {
		require.NoError(t, m.StepComputer())
	}
	d, ok := m.Decision()
	require.True(t, ok && d.Seat == 0)
	return m
}

// By its own clock the search stops within one playout of its budget,
// every tick: with a clock that moves 100 µs a reading, a 3 ms slice runs
// at most 30 playouts.
func TestAdvisorSlicesByItsClock(t *testing.T) {
	m := personMatch(t, 7)
	clock := time.Unix(0, 0)
	a := table.Advisor{Budget: 3 * time.Millisecond, Now: func() time.Time {
		clock = clock.Add(100 * time.Microsecond)
		return clock
	}}
	for k := 0; k < 40 && !a.Done(); k++ {
		before := a.Played()
		a.Update(true, m, 0)
		ran := a.Played() - before
		assert.LessOrEqual(t, ran, 30, "tick %d", k)
		assert.Greater(t, ran, 20, "tick %d uses its slice", k)
		// The readings after the loop (reading the figures) move this
		// clock too: a few of its steps past the budget.
		assert.LessOrEqual(t, a.Spent, a.Budget+400*time.Microsecond, "tick %d", k)
	}
}

// adviseAll runs an advisor on m's decision until it is sure, and returns
// each legal action's figure.
func adviseAll(t *testing.T, m *match.Match) map[engine.Action]table.Figure {
	t.Helper()
	var a table.Advisor
	for k := 0; k < 20000 && !a.Done(); k++ {
		a.Update(true, m, 0)
	}
	a.Update(true, m, 0) // the last figures read
	require.True(t, a.Done(), "the search stops once sure enough")
	out := map[engine.Action]table.Figure{}
	for _, act := range m.G.Legal(0, nil) {
		f, ok := a.Figure(act)
		require.True(t, ok)
		out[act] = f
	}
	return out
}

// The figures depend on the person's view alone: the same game gives the
// same figures however the ticks ran, and a game that differs only in what
// the person cannot see (the face-down Bonus cards and the dice to come,
// re-dealt) gives the same figures too.
func TestAdvisorSameViewSameFigures(t *testing.T) {
	m := personMatch(t, 11)
	first := adviseAll(t, m)
	assert.Equal(t, first, adviseAll(t, personMatch(t, 11)), "the same game, the same figures")

	hidden := *m
	hidden.G = engine.Determinize(m.G, 0, 0xfeed)
	require.NotEqual(t, m.G.Hash(), hidden.G.Hash(), "the hidden cards and the dice differ")
	require.Equal(t, m.G.View(0).Hash(), hidden.G.View(0).Hash(), "the person's view does not")
	assert.Equal(t, first, adviseAll(t, &hidden), "what the person cannot see changes no figure")
}
