package gambler

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine/gambler"
	"wheeloffate/game/ui"
)

// The shaker laid out on a wide, a square and a tall board: the twelve
// spaces apart from each other and the handle, each High Number space over
// its place of the handle and each Split between its two; up to fourteen
// Lottery tickets apart and clear of the handle and the cup's column.
func TestShakerLayoutSpacesAndTicketsApart(t *testing.T) {
	for _, r := range []ui.Rect{ui.R(0, 0, 900, 500), ui.R(0, 0, 360, 360), ui.R(0, 0, 360, 700)} {
		l := layShaker(r, true)
		name := fmt.Sprintf("%vx%v", r.W, r.H)
		for b, sp := range l.spaces {
			assert.True(t, r.Holds(sp), "%s: %s on the board", name, gambler.BetNames[b])
			assert.False(t, sp.Overlaps(l.handle), "%s: %s clear of the handle", name, gambler.BetNames[b])
			for c := range b {
				assert.False(t, sp.Overlaps(l.spaces[c]), "%s: %s and %s apart", name, gambler.BetNames[c], gambler.BetNames[b])
			}
		}
		for i := range 6 {
			x, _ := l.slots[i].Center()
			hx, _ := l.spaces[gambler.BetHigh1+i].Center()
			assert.InDelta(t, x, hx, 0.01, "%s: High %d over place %d", name, i+1, i+1)
		}
		for k, pair := range [][2]int{{0, 1}, {1, 2}, {3, 4}, {4, 5}} {
			x, _ := l.spaces[gambler.BetSplit12+k].Center()
			a, _ := l.slots[pair[0]].Center()
			b, _ := l.slots[pair[1]].Center()
			assert.InDelta(t, (a+b)/2, x, 0.01, "%s: %s between its places", name, gambler.BetNames[gambler.BetSplit12+k])
		}
		cup := ui.R(l.area.X+(cupX-dieSize*1.2)*l.unit, l.area.Y, l.area.W, l.area.H)
		for n := 1; n <= 14; n++ {
			ts := l.tickets(n)
			for i, tr := range ts {
				assert.False(t, tr.Overlaps(l.handle), "%s: ticket %d of %d clear of the handle", name, i+1, n)
				assert.False(t, tr.Overlaps(cup), "%s: ticket %d of %d clear of the cup", name, i+1, n)
				for j := range i {
					assert.False(t, tr.Overlaps(ts[j]), "%s: tickets %d and %d of %d apart", name, j+1, i+1, n)
				}
			}
		}
	}
}
