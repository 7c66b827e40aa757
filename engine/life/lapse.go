package life

import "wheeloffate/engine"

// Lapse implements engine.Lapser: what an optional choice asked out of turn
// comes to when its moment passes unanswered. Each is the answer that costs
// the seat nothing it did not choose to risk (rulings.md: a player never
// forfeits money for not acting in time):
//   - a side bet: no bet (ADone keeps any bet already placed);
//   - a Collect card: keep it, for a later collection;
//   - an Exemption: use it, so the card played on the seat costs nothing;
//     the Exemption goes back to the pile, which is what it is for.
func (g *Game) Lapse(d engine.Decision) (engine.Action, bool) {
	if g.over || d != g.dec {
		return engine.Action{}, false
	}
	a := engine.Action{Seat: d.Seat}
	switch d.Kind {
	case DBet:
		a.Kind = ADone
	case DCollectCard:
		a.Kind = APass
	case DExempt:
		a.Kind = AUse
	default:
		return engine.Action{}, false
	}
	return a, true
}
