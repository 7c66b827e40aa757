package gambler

import "wheeloffate/engine"

// PlayoutAction implements engine.Playouter: a searching player's
// look-ahead plays every seat as the sensible player would (cheap here: a
// few comparisons), so that a choice is judged by how the game then goes
// between sensible players rather than between first-legal players, which
// never bought a ticket nor repaid an IOU.
func (g *Game) PlayoutAction(d engine.Decision, legal []engine.Action, _ *engine.RNG) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	var v View
	g.ViewFor(int(d.Seat), &v)
	return playoutPlayer.Choose(&v, legal)
}

// playoutPlayer is the sensible player the look-ahead plays; it has no state.
var playoutPlayer = NewSensible(0)
