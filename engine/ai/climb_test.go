package ai_test

import "wheeloffate/engine"

// climb is a long game for the truncated look-ahead: seat 0 first picks a
// pace (Arg 0..n-1; pace i adds pace[i] points a turn), then the seats pass
// turns until turn 1000, when a toss decides it however far seat 0 climbed.
// Played to the end, every pace wins half the time; its Eval (points so far,
// against 100) tells the paces apart at once. plays counts the actions
// applied to it, its clones included.
type climb struct {
	pace   []int
	rng    engine.RNG
	picked bool
	points int
	turn   int
	over   bool
	won    bool
	plays  *int
}

func newClimb(seed uint64, pace ...int) *climb {
	return &climb{pace: pace, rng: engine.NewRNG(seed), plays: new(int)}
}

func (g *climb) Ruleset() string                   { return "climb" }
func (g *climb) Seats() int                        { return 2 }
func (g *climb) Over() bool                        { return g.over }
func (g *climb) Turn() int                         { return g.turn }
func (g *climb) Hash() uint64                      { return g.rng.State ^ uint64(g.turn) }
func (g *climb) Active() int                       { return g.turn % 2 }
func (g *climb) Worth(int) int64                   { return 0 }
func (g *climb) Name(int) string                   { return "" }
func (g *climb) View(s int) engine.View            { return coinView{s} }
func (g *climb) Describe(engine.Event) string      { return "" }
func (g *climb) ActionString(engine.Action) string { return "" }
func (g *climb) Lines([]engine.Event) []string     { return nil }
func (g *climb) Prompt(engine.Decision) string     { return "" }
func (g *climb) Redeal(_ int, seed uint64)         { g.rng = engine.NewRNG(seed) }
func (g *climb) Horizon() int                      { return 10 }

func (g *climb) Clone() engine.Game {
	c := *g
	return &c
}

// Eval implements engine.Evaluator: seat 0's chance grows with its points.
func (g *climb) Eval(seat int) float64 {
	p := float64(g.points) / float64(g.points+100)
	if seat == 0 {
		return p
	}
	return 1 - p
}

func (g *climb) Pending(buf []engine.Decision) []engine.Decision {
	if g.over {
		return buf
	}
	return append(buf, engine.Decision{Seat: int8(g.Active())})
}

func (g *climb) Legal(seat int, buf []engine.Action) []engine.Action {
	if g.over || seat != g.Active() {
		return buf
	}
	if !g.picked {
		for i := range g.pace {
			buf = append(buf, engine.Action{Arg: int16(i)})
		}
		return buf
	}
	return append(buf, engine.Action{Seat: int8(seat)})
}

func (g *climb) Apply(a engine.Action) ([]engine.Event, error) {
	if g.over || int(a.Seat) != g.Active() {
		return nil, engine.ErrIllegal
	}
	*g.plays++
	if !g.picked {
		if a.Arg < 0 || int(a.Arg) >= len(g.pace) {
			return nil, engine.ErrIllegal
		}
		g.picked, g.pace = true, []int{g.pace[a.Arg]} // the pace chosen
	} else if g.Active() == 0 {
		g.points += g.pace[0]
	}
	g.turn++
	if g.turn >= 1000 {
		g.over, g.won = true, g.rng.Intn(2) == 0
	}
	return nil, nil
}

func (g *climb) Result() engine.Result {
	r := engine.Result{Winners: 1}
	r.Places[0], r.Places[1] = 2, 1
	if g.won {
		r.Places[0], r.Places[1] = 1, 2
	}
	return r
}
