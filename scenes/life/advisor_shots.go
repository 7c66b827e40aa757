package life

import (
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: the "board" and "board-duel" decisions with the
// advisor on, its figures given a second to firm up.
func addAdvisorShots() {
	table.AddAdvisedShot("advisor-life", 105, func() game.Scene { return boardShot("life", 4, 7, 90, nil, boardShotChoice) })
	// Retiring: the Tycoon's numbers, each with its exact chance to win
	// the game.
	table.AddAdvisedShot("advisor-life-retire", 70, func() game.Scene { return boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon)) })
	// A side bet: each number's chance at the stake shown.
	table.AddAdvisedShot("advisor-life-bet", 70, func() game.Scene { return boardShot("life", 4, 3, 6, nil, boardKindIs(life.DBet)) })
	table.AddAdvisedShot("advisor-life-duel", 105, func() game.Scene { return boardShot("life-duel", 2, 5, 40, nil, duelShotChoice) })
}
