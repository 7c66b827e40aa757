package scenes

import "wheeloffate/game"

// HookInfo implements game.HookScene: the results show the finished match,
// so the browser test hook's state() and replay() are of the whole game
// (the board's last frame may come before its last actions). Nothing is
// offered: the game is over. It only reads.
func (r *Results) HookInfo() game.HookInfo {
	return game.HookInfo{Match: r.m}
}
