package table

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/ui"
)

// The summary of skipped turns names the turns and each seat's money that
// changed, in one short line.
func TestWaitedSummary(t *testing.T) {
	names := []string{"Ana", "Computer 1", "Computer 2", "Computer 3"}
	before := []int64{10000, 20000, 5000, 0}
	assert.Equal(t, "While you waited (3 turns): Computer 1 +$5,000, Computer 2 −$12,000.",
		WaitedSummary(names, before, []int64{10000, 25000, -7000, 0}, 3))
	assert.Equal(t, "While you waited (1 turn): no money changed hands.", WaitedSummary(names, before, before, 1))
	assert.Equal(t, "While you waited: Ana +$1,000.", WaitedSummary(names, before, []int64{11000, 20000, 5000, 0}, 0))
}

// overGame is a game that has ended, or not, and names its seats.
type overGame struct {
	engine.Game
	over bool
}

func (g overGame) Over() bool      { return g.over }
func (overGame) Name(i int) string { return fmt.Sprint("Seat ", i+1) }

// A fast-forward that played on to the end of the game says nothing: the
// results screen comes next and tells it (a toast would lie over its
// headline); one that stops at a person's decision says what changed.
func TestFastForwardSummaryOnlyWhileTheGameGoesOn(t *testing.T) {
	var f FastForward
	f.Start(3, []int64{100, 200})
	assert.Equal(t, "While you waited (2 turns): Seat 2 +$50.", f.Stop(overGame{}, 5, []int64{100, 250}))
	assert.False(t, f.On())
	f.Start(3, []int64{100, 200})
	assert.Empty(t, f.Stop(overGame{over: true}, 5, []int64{100, 250}))
	assert.False(t, f.On())
}

// "Play until my turn" sits in the top bar beside the ☰, finger-sized, and
// leaves the status line room, at every size.
func TestSkipButtonFitsTheTopBar(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}} {
		w, h := game.LogicalSize(win[0], win[1])
		l := layoutFor(float64(w), float64(h), 4)
		r := l.skipBtn()
		assert.True(t, l.top.Holds(r), "%v: %+v in the top bar %+v", win, r, l.top)
		assert.False(t, r.Overlaps(l.menuBtn()), "%v: clear of the ☰", win)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit))
		assert.GreaterOrEqual(t, r.W, float64(ui.MinHit))
		cx, sw := l.statusBeside()
		assert.GreaterOrEqual(t, sw, 250.0, "%v: the status line keeps its room", win)
		assert.LessOrEqual(t, cx+sw/2, r.X, "%v: left of the button", win)
	}
}
