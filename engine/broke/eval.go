package broke

import "wheeloffate/engine"

// EvalScale and EvalHorizon are Eval's figures: a seat $134,000 poorer than
// the other of two has odds of e to 1 to go broke first (fitted on games
// between sensible players), and a look-ahead plays 40 turns before it scores.
const (
	EvalScale   = 134_000
	EvalHorizon = 40
)

// Eval implements engine.Evaluator: the less cash, the likelier the win.
func (g *Game) Eval(seat int) float64 {
	return engine.Softmax(g.opts.Seats, seat, EvalScale, func(i int) (float64, bool) {
		return -float64(g.led.Cash[i]), true
	})
}

// Horizon implements engine.Evaluator.
func (g *Game) Horizon() int { return EvalHorizon }
