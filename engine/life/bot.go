package life

import (
	"wheeloffate/engine"
)

// Bot is a Life computer player as the engine sees one: it reads only its
// seat's View.
type Bot struct {
	Sensible *Sensible
}

// Choose implements engine.Player.
func (b *Bot) Choose(v engine.View, legal []engine.Action) engine.Action {
	lv, ok := v.(*View)
	if !ok {
		return legal[0]
	}
	// The player's chance choices (which number to bet on) come from the
	// state its seat sees and its own salt, not from a history: a game
	// resumed from a save plays on exactly as it would have, and two games
	// that differ only in what the seat cannot see play alike.
	b.Sensible.rng = engine.NewRNG(lv.Hash() ^ b.Sensible.salt)
	return b.Sensible.Choose(lv, legal)
}
