package life

import (
	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// The odds advisor's shots: the "board" and "board-duel" decisions with the
// advisor on, its figures given a second to firm up.
func init() {
	table.AddAdvisedShot("advisor-life", 105, func() game.Scene { return boardShot("life", 4, 7, 90, nil, boardShotChoice) })
	table.AddAdvisedShot("advisor-life-duel", 105, func() game.Scene { return boardShot("life-duel", 2, 5, 40, nil, duelShotChoice) })
}
