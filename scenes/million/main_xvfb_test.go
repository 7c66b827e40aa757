//go:build xvfb

package million

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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
