//go:build xvfb

package racetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	shell "wheeloffate/game"
	"wheeloffate/scenes/table"
)

// On screen, with the advisor on, every option of the person's dare has
// its badge, under its button, inside the screen, in words that give the
// ruleset's exact figure where it has one ("pays 1 in 6", and at a desktop
// size "−$83" too); with it off, none. At a desktop and a phone size.
func TestAdvisorBadgesOnScreen(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		for _, on := range []bool{true, false} {
			t.Run(fmt.Sprintf("%dx%d on=%v", size[0], size[1], on), func(t *testing.T) {
				th := newTableHarnessAdvised(t, 1, presenter{}, on)
				th.app.Layout(size[0], size[1])
				untilPersonDares(t, th)
				th.run(t, 10, never)
				w, h := shell.LogicalSize(size[0], size[1])
				screen := ebiten.NewImage(w, h)
				defer screen.Deallocate()
				th.app.Draw(screen)
				shown := th.sc.Advisor().Shown
				if !on {
					assert.Empty(t, shown, "no badge with the advisor off")
					return
				}
				legal := th.m.Legal()
				require.Len(t, shown, len(legal), "a badge for every option")
				for _, b := range shown {
					assert.True(t, b.Rect.X >= 0 && b.Rect.Y >= 0 && b.Rect.X+b.Rect.W <= float64(w) && b.Rect.Y+b.Rect.H <= float64(h), "%q on screen: %+v", b.Text, b.Rect)
					assert.True(t, strings.Contains(b.Text, "%"), "%q gives the chance to win", b.Text)
					if b.Action.Kind == aDare {
						assert.Contains(t, b.Text, table.OneIn(fakeDare.Pays), "the exact odds")
						if size[0] > 1000 { // a phone's narrower badge keeps the odds, not the money
							assert.Contains(t, b.Text, "−$83", "the exact expectation")
						}
					}
				}
			})
		}
	}
}
