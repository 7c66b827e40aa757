//go:build xvfb

package million

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The deal's shots draw at the five screen sizes with every button, as
// the browser's hook lists them, on the screen and finger-sized (but for
// a deed the list has half scrolled away, listed as the part in view),
// and the sheet's own buttons among them; the refusal's shot has the
// board's, not the sheet's.
func TestDealShotsDrawOnScreen(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	want := map[string][]string{
		"deal-million":         {"Propose", "Cancel", "No cash", "+$10k"},
		"deal-answer-million":  {"Accept", "Counter", "Refuse…"},
		"deal-refused-million": nil,
	}
	seen := 0
	for _, sh := range table.Shots() {
		labelsWanted, ok := want[sh.Name]
		if !ok {
			continue
		}
		seen++
		for _, ws := range sizes {
			t.Run(fmt.Sprintf("%s %dx%d", sh.Name, ws[0], ws[1]), func(t *testing.T) {
				all, btns := shotButtons(t, sh, ws)
				var labels []string
				for _, d := range btns {
					labels = append(labels, d.Label)
					assert.True(t, all.Holds(d.Rect), "%q %v is on the screen", d.Label, d.Rect)
					if d.Rect.H < ui.MinHit {
						assert.GreaterOrEqual(t, d.Rect.W, float64(ui.MinHit), "%q: a deed half in view is still a deed's width", d.Label)
						continue
					}
				}
				joined := strings.Join(labels, "|")
				for _, l := range labelsWanted {
					assert.Contains(t, joined, l, "the sheet offers %q", l)
				}
				if labelsWanted == nil {
					assert.NotContains(t, joined, "Propose")
				}
			})
		}
	}
	assert.Equal(t, len(want), seen, "every shot is registered")
}

// Every tick of a deal between computers at 1x, from the terms to the
// last property passing, is drawn without a fault at the smallest and
// the largest size.
func TestDealStageDrawsEveryTick(t *testing.T) {
	for _, ws := range [][2]int{{320, 240}, {2560, 1440}} {
		m := dealStageMatch(t, million.AAccept)
		hn := newDealHarness(t, m, anim.Speed1x, ws[0], ws[1])
		lw, lh := game.LogicalSize(ws[0], ws[1])
		screen := ebiten.NewImage(lw, lh)
		phases := map[int]bool{}
		for k := 0; k < 900; k++ {
			hn.run(t, 1, never)
			if st := hn.p.stage; st.Open() {
				phases[st.phase] = true
			}
			hn.app.Draw(screen)
		}
		screen.Deallocate()
		assert.True(t, phases[dealTerms] && phases[dealAnswer] && phases[dealPass], "%v: the terms, the answer and a passing were drawn: %v", ws, phases)
	}
}
