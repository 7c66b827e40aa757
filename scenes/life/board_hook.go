package life

import "wheeloffate/game"

// HookInfo implements game.HookScene: what the browser test hook reads of
// the board each frame (the match, whether the person's decision is on
// screen, the last flick). It only reads.
func (b *boardScene) HookInfo() game.HookInfo {
	offered := false
	if d, ok := b.m.Decision(); ok && b.dec.active && !b.playing() && b.passTo < 0 {
		offered = !b.m.IsComputer(int(d.Seat)) && int(d.Seat) == b.dec.seat && d.Kind == b.dec.kind
	}
	return game.HookInfo{Match: b.m, Offered: offered, Flick: b.lastFlick}
}
