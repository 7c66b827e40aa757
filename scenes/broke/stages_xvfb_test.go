//go:build xvfb

package broke

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The Race Track and Stock Market shots draw at the five screen sizes with
// the track or the spinner on the screen; the bet panel's controls, as the
// browser's hook lists them, are all there, on the screen and finger-sized.
func TestAreaShotsDrawOnScreen(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	want := map[string]string{"race-bet": "race", "race-side-bet": "race", "race-running": "race", "race-finish": "race", "market-spinning": "wheel", "market": "wheel"}
	seen := 0
	for _, sh := range table.Shots() {
		kind, ok := want[sh.Name]
		if !ok {
			continue
		}
		seen++
		for _, ws := range trackSizes {
			t.Run(fmt.Sprintf("%s %dx%d", sh.Name, ws[0], ws[1]), func(t *testing.T) {
				app := game.NewApp(sh.Make(), game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
				w, h := app.Layout(ws[0], ws[1])
				for range sh.Ticks {
					require.NoError(t, app.Update())
				}
				screen := ebiten.NewImage(w, h)
				defer screen.Deallocate()
				app.Draw(screen)
				all := ui.R(0, 0, float64(w), float64(h))
				var labels []string
				shown := false
				for _, d := range ui.DrawnControls() {
					if d.Kind == kind {
						shown = true
						assert.True(t, all.Holds(d.Rect), "the %s %v is on the screen", kind, d.Rect)
					}
					if d.Kind == "button" {
						labels = append(labels, d.Label)
						assert.True(t, all.Holds(d.Rect), "%q %v is on the screen", d.Label, d.Rect)
						assert.GreaterOrEqual(t, d.Rect.H, float64(ui.MinHit), "%q is finger-sized", d.Label)
					}
				}
				assert.True(t, shown, "the %s is drawn", kind)
				panel := map[string][]string{
					"race-bet":      {"Horse 1", "Horse 2", "Horse 3", "Horse 4", "−", "+", "Bet $5,000 on horse 1"},
					"race-side-bet": {"Horse 1", "Horse 2", "Horse 3", "Horse 4", "−", "+", "Bet $5,000 on horse 2", "Pass"},
				}[sh.Name]
				for _, l := range panel {
					assert.Contains(t, labels, l, "the bet panel offers %q: %s", l, strings.Join(labels, "|"))
				}
			})
		}
	}
	assert.Equal(t, len(want), seen, "every area shot is registered")
}
