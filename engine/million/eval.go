package million

import "wheeloffate/engine"

// Eval's figures, fitted on games between sensible players: a seat's score
// is its cash and half what its holdings cost (deeds at their price and
// buildings at theirs, less what repays a mortgage), and a score $410,000
// ahead of the other of two has odds of e to 1. A look-ahead plays 10 turns
// before it scores.
const (
	EvalScale   = 410_000
	EvalHolding = 0.5
	EvalHorizon = 10
)

// Eval implements engine.Evaluator: the more cash and property, the likelier
// the win; a seat that is out has none.
func (g *Game) Eval(seat int) float64 {
	return engine.Softmax(g.opts.Seats, seat, EvalScale, func(i int) (float64, bool) {
		return float64(g.led.Cash[i]) + float64(EvalHolding*g.holdings(i)), !g.pl[i].Out // rounded: never fused
	})
}

// holdings is what seat's deeds and buildings cost, less what repays its
// mortgages.
func (g *Game) holdings(seat int) float64 {
	var sum int64
	for p := range Props {
		if int(g.owner[p]) != seat {
			continue
		}
		sum += Props[p].Price + int64(g.level[p])*Groups[Props[p].Group].House
		if g.mort&(1<<p) != 0 {
			sum -= Props[p].Mortgage
		}
	}
	return float64(sum)
}

// Horizon implements engine.Evaluator.
func (g *Game) Horizon() int { return EvalHorizon }
