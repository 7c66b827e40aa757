package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// pickAt is Margaret at her first decision of kind, from the first seed
// from 3 that gives one.
func pickAt(t *testing.T, kind uint8) *match.Match {
	for seed := uint64(3); seed < 80; seed++ {
		if m, ok := table.ShotMatch(million.ID, shotNames, 4, seed, 10, func(d engine.Decision) bool { return d.Kind == kind }); ok {
			return m
		}
	}
	t.Fatalf("no seed asks Margaret a decision of kind %d", kind)
	return nil
}

// The upgrade at GO and a kept card against rent: every way the rules
// allow is a button on the one page, at each of the five sizes, on the
// screen, finger-sized, apart, its words whole in readable type; each
// is taken by mouse, by touch and by Tab and Enter. (The table's default
// panel put the second way on a page of its own on a phone.)
func TestPickPanelShowsEveryWayAtOnce(t *testing.T) {
	for _, kind := range []uint8{million.DUpgrade, million.DRent} {
		for i, ws := range sizes {
			way := []string{"mouse", "touch", "keys"}[i%3]
			t.Run(fmt.Sprintf("%d %dx%d %s", kind, ws[0], ws[1], way), func(t *testing.T) {
				m := pickAt(t, kind)
				legal := m.G.Legal(0, nil)
				hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
				p := panelOf[*pickUI](t, hn)
				hn.run(t, bidArmTicks, never)
				require.Len(t, p.btns, len(legal), "a button for each way")
				assert.ElementsMatch(t, legal, p.acts, "the ways the rules allow")
				var ctrls []ui.Focusable
				for _, b := range p.btns {
					ctrls = append(ctrls, b)
					least := 14.0
					if ws[0] == 320 {
						least = 11 // the tiny window: everything is small
					}
					f := ui.FitFace(b.Label, b.Rect.W-12, b.TextSize, true)
					assert.GreaterOrEqual(t, ui.FaceSize(f), least, "%q is drawn whole in readable type", b.Label)
				}
				checkControls(t, fmt.Sprint(ws), screenOf(ws), ctrls)
				for _, b := range p.btns {
					assert.True(t, p.rect.Inset(4).Holds(b.Rect), "%v: %q %v inside the panel %v", ws, b.Label, b.Rect, p.rect)
				}
				assert.InDelta(t, p.key.Y+p.key.H, p.rect.Y+p.rect.H, 0.01, "the panel stands on the bar's foot, growing up")
				last := len(p.btns) - 1
				n := len(m.Actions)
				hn.press(t, way, p.focus, p.btns[last])
				require.Greater(t, len(m.Actions), n, "the way was taken")
				assert.Equal(t, p.acts[last], m.Actions[n])
			})
		}
	}
}
