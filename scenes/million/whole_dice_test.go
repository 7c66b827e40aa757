//go:build xvfb

package million

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

// On the person's own turn the dice they threw stay on the board, at
// rest; when the property they landed on goes to auction, the auction's
// room, drawn over the same middle of the board, is painted after the
// dice, so it lies over them (on a phone the dice hid the deed, the
// person's own line and the high bid).
func TestAuctionIsDrawnOverTheDiceAtRest(t *testing.T) {
	for _, ws := range [][2]int{{390, 844}, {1280, 720}} {
		h, pl := newWholeGame(t, 12, ws)
		g := h.hn.m.G.(*million.Game)
		h.play(pl, func(d engine.Decision) bool { return d.Kind == million.DBid && g.Active() == 0 })
		var dice *diceStage
		var auction *auctionStage
		for _, s := range h.w.stages {
			switch st := s.(type) {
			case *diceStage:
				dice = st
			case *auctionStage:
				auction = st
			}
		}
		require.True(t, dice != nil && dice.Open() && auction != nil && auction.Open(), "%v: the dice and the auction are both on the board", ws)
		board := h.hn.sc.Board()
		require.True(t, auctionArea(board).Overlaps(diceRect(table.ViewBoard(boardGeo(), board))), "%v: in the same place", ws)
		h.w.painted = h.w.painted[:0]
		h.hn.app.Draw(h.screen)
		d, a := slices.Index(h.w.painted, table.Stage(dice)), slices.Index(h.w.painted, table.Stage(auction))
		require.True(t, d >= 0 && a >= 0, "%v: both drawn", ws)
		assert.Less(t, d, a, "%v: the auction is drawn over the dice", ws)
		h.screen.Deallocate()
	}
}
