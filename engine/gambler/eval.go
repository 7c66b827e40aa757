package gambler

import "wheeloffate/engine"

// EvalScale and EvalHorizon are Eval's figures: a seat worth $500 more than
// the other of two has odds of e to 1 to win (fitted on games between
// sensible players), and a look-ahead plays 25 turns before it scores.
const (
	EvalScale   = 500
	EvalHorizon = 25
)

// Eval implements engine.Evaluator: the more a seat is worth (cash less an
// IOU), the likelier its win; a seat that is out has none.
func (g *Game) Eval(seat int) float64 {
	return engine.Softmax(g.opts.Seats, seat, EvalScale, func(i int) (float64, bool) {
		return float64(g.Worth(i)), !g.pl[i].Out
	})
}

// Horizon implements engine.Evaluator.
func (g *Game) Horizon() int { return EvalHorizon }
