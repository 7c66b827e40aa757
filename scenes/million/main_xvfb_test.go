//go:build xvfb

package million

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/ebitentest"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// shotButtons draws shot sh on a window of size ws once its ticks have
// run, and returns the logical screen and the buttons the browser's hook
// lists (record the drawn controls first: ui.RecordDrawn).
func shotButtons(t *testing.T, sh table.Shot, ws [2]int) (ui.Rect, []ui.Drawn) {
	t.Helper()
	app := game.NewApp(sh.Make(), game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
	w, h := app.Layout(ws[0], ws[1])
	for range sh.Ticks {
		require.NoError(t, app.Update())
	}
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	app.Draw(screen)
	var btns []ui.Drawn
	for _, d := range ui.DrawnControls() {
		if d.Kind == "button" {
			btns = append(btns, d)
		}
	}
	return ui.R(0, 0, float64(w), float64(h)), btns
}

// eachShotOnScreen draws each shot named in want at the five sizes and
// hands check the labels wanted of it, the logical screen, the buttons
// the browser's hook lists and their labels joined by "|"; every shot
// named must be registered.
func eachShotOnScreen(t *testing.T, want map[string][]string, check func(t *testing.T, wanted []string, all ui.Rect, btns []ui.Drawn, joined string)) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	seen := 0
	for _, sh := range table.Shots() {
		wanted, ok := want[sh.Name]
		if !ok {
			continue
		}
		seen++
		for _, ws := range sizes {
			t.Run(fmt.Sprintf("%s %dx%d", sh.Name, ws[0], ws[1]), func(t *testing.T) {
				all, btns := shotButtons(t, sh, ws)
				labels := make([]string, len(btns))
				for i, d := range btns {
					labels[i] = d.Label
				}
				check(t, wanted, all, btns, strings.Join(labels, "|"))
			})
		}
	}
	assert.Equal(t, len(want), seen, "every shot is registered")
}
