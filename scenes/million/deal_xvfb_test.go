//go:build xvfb

package million

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
)

// The deal's shots draw at the five screen sizes with every button, as
// the browser's hook lists them, on the screen and finger-sized (but for
// a deed the list has half scrolled away, listed as the part in view),
// and the sheet's own buttons among them; the refusal's shot has the
// board's, not the sheet's.
func TestDealShotsDrawOnScreen(t *testing.T) {
	want := map[string][]string{
		"deal-million":         {"Propose", "Cancel", "No cash", "+$10k"},
		"deal-answer-million":  {"Accept", "Counter", "Refuse…"},
		"deal-refused-million": nil,
	}
	eachShotOnScreen(t, want, func(t *testing.T, wanted []string, all ui.Rect, btns []ui.Drawn, joined string) {
		for _, d := range btns {
			assert.True(t, all.Holds(d.Rect), "%q %v is on the screen", d.Label, d.Rect)
			if d.Rect.H < ui.MinHit {
				assert.GreaterOrEqual(t, d.Rect.W, float64(ui.MinHit), "%q: a deed half in view is still a deed's width", d.Label)
			}
		}
		for _, l := range wanted {
			assert.Contains(t, joined, l, "the sheet offers %q", l)
		}
		if wanted == nil {
			assert.NotContains(t, joined, "Propose")
		}
	})
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
