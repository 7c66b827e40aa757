package ai_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// The odds of each coin come out near its true chance, inside the interval
// they claim, and the clearly better coin is called better.
func TestOddsEstimateEachActionsChance(t *testing.T) {
	g := &coin{odds: []int{20, 80, 50}, rng: engine.NewRNG(1)}
	o := ai.NewOdds(engine.NewSampler(g, 0), g.Legal(0, nil), 42)
	for o.Step(30) == 30 && o.Estimates()[0].Playouts < 400 {
	}
	for i, e := range o.Estimates() {
		want := float64(g.odds[i]) / 100
		// The coins share their tosses (common random numbers), so one
		// unlucky run moves all three: allow three standard errors.
		assert.InDelta(t, want, e.Rate, 1.5*e.Half, "coin %d: %.2f ± %.2f", i, e.Rate, e.Half)
		assert.Less(t, e.Half, 0.06, "400 playouts narrow the interval")
	}
	assert.True(t, o.Better(1, 0), "80%% beats 20%% on the same luck")
	assert.False(t, o.Better(0, 1))
	assert.False(t, g.Over(), "the search played copies, never the game")
}

// Odds runs in slices: the figures after 3 slices of 20 are the figures
// after one of 60, so a screen may spread the search over ticks.
func TestOddsSlicesAddUp(t *testing.T) {
	g := &coin{odds: []int{30, 60}, rng: engine.NewRNG(3)}
	a := ai.NewOdds(engine.NewSampler(g, 0), g.Legal(0, nil), 9)
	b := ai.NewOdds(engine.NewSampler(g, 0), g.Legal(0, nil), 9)
	for i := 0; i < 3; i++ {
		a.Step(20)
	}
	b.Step(60)
	assert.Equal(t, a.Estimates(), b.Estimates())
}

// Hard changes its base player's mind when another choice is clearly
// better, and plays the same choice from the same view whatever is hidden.
func TestSearchBeatsItsBase(t *testing.T) {
	g := &coin{odds: []int{10, 90}, rng: engine.NewRNG(5)}
	h := ai.NewSearch(firstPlayer{}, 1, ai.Budget)
	a := engine.Decide(h, g, 0, g.Legal(0, nil))
	assert.Equal(t, int16(1), a.Arg, "the 90%% coin")
	other := g.Clone().(*coin)
	other.rng = engine.NewRNG(999) // the hidden toss differs
	assert.Equal(t, a, engine.Decide(h, other, 0, other.Legal(0, nil)))
}

// With nothing to tell the choices apart, hard keeps its base player's
// choice rather than follow noise.
func TestSearchKeepsItsBaseOnEvenOdds(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		g := &coin{odds: []int{50, 50, 50, 50}, rng: engine.NewRNG(seed)}
		h := ai.NewSearch(firstPlayer{}, seed, ai.Budget)
		require.Equal(t, int16(0), engine.Decide(h, g, 0, g.Legal(0, nil)).Arg, "seed %d", seed)
	}
}

// Easy slips now and then, not always: over many views it leaves its
// base player's choice about one time in SlipOneIn (of which a share picks
// the same action by chance).
func TestEasySlipsSometimes(t *testing.T) {
	slips, n := 0, 4000
	legal := []engine.Action{{Arg: 0}, {Arg: 1}}
	for i := 0; i < n; i++ {
		p := ai.NewSlipper(firstPlayer{}, uint64(i), ai.SlipOneIn)
		if p.Choose(coinView{}, legal).Arg != 0 {
			slips++
		}
	}
	want := float64(n) / ai.SlipOneIn / 2 // a slip picks the other coin half the time
	assert.InDelta(t, want, float64(slips), want*0.2)
}

// Advise gives every legal action its odds, from a game left unchanged.
func TestAdviseCoversEveryLegalAction(t *testing.T) {
	g := &coin{odds: []int{5, 95}, rng: engine.NewRNG(8)}
	h := g.Hash()
	o := ai.Advise(g, 0, 1)
	o.Step(200)
	est := o.Estimates()
	require.Len(t, est, 2)
	assert.Equal(t, 100, est[0].Playouts)
	assert.Greater(t, est[1].Rate-est[1].Half, est[0].Rate+est[0].Half, "95%% beats 5%% beyond both intervals")
	assert.Equal(t, h, g.Hash())
	assert.False(t, g.Over())
}

// A decision spread over ticks (Begin, Step a slice at a time) comes to the
// same choice as a whole search, and says when it is done.
func TestThinkingInSlicesChoosesAsAWholeSearch(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		g := &coin{odds: []int{40, 45, 60}, rng: engine.NewRNG(seed)}
		h := ai.NewSearch(firstPlayer{}, seed, ai.Budget)
		whole := engine.Decide(h, g, 0, g.Legal(0, nil))
		th := h.Begin(g.View(0), g.Legal(0, nil), engine.NewSampler(g, 0))
		ticks := 0
		for !th.Step(10) {
			ticks++
		}
		assert.Equal(t, whole, th.Choice(), "seed %d", seed)
		assert.Greater(t, ticks, 20, "256 playouts in slices of 10")
	}
}

// A game that is an engine.Evaluator is looked ahead only its Horizon and
// scored by Eval: the search tells apart choices whose difference a 0/1
// win at the far end drowns (every pace of climb wins half the time), and
// at a fraction of the cost of playing to the end.
func TestSearchLooksAheadToTheHorizon(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		g := newClimb(seed, 1, 3, 2)
		h := ai.NewSearch(firstPlayer{}, seed, ai.Budget)
		a := engine.Decide(h, g, 0, g.Legal(0, nil))
		assert.Equal(t, int16(1), a.Arg, "seed %d: the fastest pace", seed)
		assert.LessOrEqual(t, *g.plays, ai.Budget*(g.Horizon()+1), "seed %d: each look-ahead stops at the horizon", seed)
		assert.False(t, g.picked, "the search played copies, never the game")
		th := h.Begin(g.View(0), g.Legal(0, nil), engine.NewSampler(g, 0))
		for !th.Step(7) {
		}
		assert.Equal(t, a, th.Choice(), "seed %d: in slices as whole", seed)
	}
	// The advisor plays to the end: there every pace is an even chance.
	g := newClimb(1, 1, 3)
	o := ai.Advise(g, 0, 1)
	o.Step(200)
	for _, e := range o.Estimates() {
		assert.InDelta(t, 0.5, e.Rate, e.Half+0.01)
	}
	assert.Greater(t, *g.plays, 200*900, "whole games")
}

// Softmax: the seat with the better score is the likelier winner, the
// figures of the seats in sum to 1, a seat that is out has none, and a
// difference of one scale is odds of e to 1.
func TestSoftmaxRanksScores(t *testing.T) {
	scores, in := []float64{300, 100, 900}, []bool{true, true, false}
	of := func(i int) (float64, bool) { return scores[i], in[i] }
	a, b := engine.Softmax(3, 0, 200, of), engine.Softmax(3, 1, 200, of)
	assert.Greater(t, a, b)
	assert.InDelta(t, 1, a+b, 1e-9)
	assert.InDelta(t, math.E, a/b, 1e-9)
	assert.Zero(t, engine.Softmax(3, 2, 200, of))
	huge := func(int) (float64, bool) { return 1e12, true }
	assert.InDelta(t, 0.5, engine.Softmax(2, 0, 1, huge), 1e-9, "no overflow")
}
