package ai_test

import "wheeloffate/engine"

// coin is a one-decision game for the search tests: seat 0 picks a coin
// (Arg 0..n-1) and one toss decides; coin i comes up heads (seat 0 wins) in
// odds[i] of 100 tosses. The toss is drawn from the game's generator when
// the coin is picked, so it is hidden from the seat: Redeal re-seeds it.
// Each coin draws its own toss from the generator.
type coin struct {
	odds   []int
	rng    engine.RNG
	picked int
	won    bool
	over   bool
	view   coinView
}

type coinView struct{ owner int }

func (v coinView) Owner() int                     { return v.owner }
func (v coinView) Hash() uint64                   { return 7 }
func (g *coin) Ruleset() string                   { return "coin" }
func (g *coin) Seats() int                        { return 2 }
func (g *coin) Over() bool                        { return g.over }
func (g *coin) Turn() int                         { return 0 }
func (g *coin) Hash() uint64                      { return g.rng.State }
func (g *coin) Active() int                       { return 0 }
func (g *coin) Worth(int) int64                   { return 0 }
func (g *coin) Name(int) string                   { return "" }
func (g *coin) View(s int) engine.View            { return coinView{s} }
func (g *coin) Describe(engine.Event) string      { return "" }
func (g *coin) ActionString(engine.Action) string { return "" }
func (g *coin) Lines([]engine.Event) []string     { return nil }
func (g *coin) Prompt(engine.Decision) string     { return "" }
func (g *coin) Redeal(_ int, seed uint64)         { g.rng = engine.NewRNG(seed) }

func (g *coin) Clone() engine.Game {
	c := *g
	return &c
}

func (g *coin) Pending(buf []engine.Decision) []engine.Decision {
	if g.over {
		return buf
	}
	return append(buf, engine.Decision{})
}

func (g *coin) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || seat != 0 {
		return buf
	}
	for i := range g.odds {
		buf = append(buf, engine.Action{Arg: int16(i)})
	}
	return buf
}

func (g *coin) Apply(a engine.Action) ([]engine.Event, error) {
	if g.over || a.Seat != 0 || a.Arg < 0 || int(a.Arg) >= len(g.odds) {
		return nil, engine.ErrIllegal
	}
	for k := int16(0); k < a.Arg; k++ {
		g.rng.Uint64() // each coin its own toss: equal odds still differ by luck
	}
	g.picked, g.won, g.over = int(a.Arg), g.rng.Intn(100) < g.odds[a.Arg], true
	return nil, nil
}

func (g *coin) Result() engine.Result {
	r := engine.Result{Winners: 1}
	r.Places[0], r.Places[1] = 2, 1
	if g.won {
		r.Places[0], r.Places[1] = 1, 2
	}
	return r
}

// firstPlayer always takes the first legal action: the base player the
// search must improve on.
type firstPlayer struct{}

func (firstPlayer) Choose(_ engine.View, legal []engine.Action) engine.Action { return legal[0] }
