package life

import (
	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// Bot adapts a Life player to any engine.Game of this package: it builds
// the seat's View and never looks at anything else.
type Bot struct {
	Sensible *Sensible
	Random   *ai.Random
	view     View
}

// Choose picks an action for seat.
func (b *Bot) Choose(g engine.Game, seat int, legal []engine.Action) engine.Action {
	if b.Random != nil || b.Sensible == nil {
		return b.Random.Choose(legal)
	}
	lg, ok := g.(*Game)
	if !ok {
		return legal[0]
	}
	lg.ViewFor(seat, &b.view)
	// The player's chance choices (which number to bet on) come from the
	// state it sees and its own salt, not from a history: a game resumed
	// from a save plays on exactly as it would have.
	b.Sensible.rng = engine.NewRNG(lg.Hash() ^ b.Sensible.salt)
	return b.Sensible.Choose(&b.view, legal)
}
