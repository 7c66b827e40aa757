package broke

import (
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: Margaret's turn on the board, her Roulette
// pick (the grid before she picks), Throw again or Stop, and her bet at
// the Race Track, each with the advisor on and a second to firm up.
func addAdvisorShots() {
	table.AddAdvisedShot("advisor-broke", 105, func() game.Scene {
		return table.New(boardShotMatch(4, 3, 40), table.PlayOptions{}, presenter{})
	})
	table.AddAdvisedShot("advisor-broke-roulette", 70, func() game.Scene {
		return newCasinoShot(func(s *casinoShot) bool { return s.deciding(broke.DRoulette) && s.c.pick != nil })
	})
	table.AddAdvisedShot("advisor-broke-dice", 70, func() game.Scene {
		return newCasinoShot(func(s *casinoShot) bool {
			if s.deciding(broke.DRoulette) {
				s.play(broke.APick, casinoShotPick)
			}
			return s.deciding(broke.DDice)
		})
	})
	table.AddAdvisedShot("advisor-broke-race", 80, func() game.Scene {
		return table.New(shotMatchAt(4, raceShotSeed, 0, isBet(0), true), table.PlayOptions{}, presenter{})
	})
}
