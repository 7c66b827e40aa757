//go:build xvfb

package scenes

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/ebitentest"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// Every menu scene draws, in landscape and portrait, with something on the
// screen besides the background.
func TestMenuScenesDraw(t *testing.T) {
	for _, sh := range Shots() {
		if !strings.HasPrefix(sh.Name, "title") && sh.Name != "settings" && !strings.HasPrefix(sh.Name, "setup-") && !strings.HasPrefix(sh.Name, "results-") {
			continue
		}
		for _, size := range [][2]int{{1280, 720}, {390, 844}} {
			app := game.NewApp(sh.Make(), game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
			w, h := app.Layout(size[0], size[1])
			for range sh.Ticks {
				require.NoError(t, app.Update())
			}
			screen := ebiten.NewImage(w, h)
			app.Draw(screen)
			other := 0
			for y := 0; y < h; y += 7 {
				for x := 0; x < w; x += 7 {
					c := color.RGBAModel.Convert(screen.At(x, y)).(color.RGBA)
					if c != ui.ColBackground {
						other++
					}
				}
			}
			assert.Greater(t, other, (w/7)*(h/7)/10, "%s %v: mostly blank", sh.Name, size)
			screen.Deallocate()
		}
	}
}

// The results chart draws each player's line in their car colour.
func TestResultsChartLinesInCarColours(t *testing.T) {
	m := shotMatch("life-duel", 2, 3)
	r := newResults(m, PlayOptions{})
	app := game.NewApp(r, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
	w, h := app.Layout(1280, 720)
	require.NoError(t, app.Update())
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	app.Draw(screen)
	for _, row := range r.rows {
		last := m.Worth[len(m.Worth)-1][row.Seat]
		x, y := r.scale.Point(len(m.Worth)-1, last)
		c := color.RGBAModel.Convert(screen.At(int(x), int(y))).(color.RGBA)
		want := ui.CarColor(row.Colour)
		assert.InDelta(t, int(want.R), int(c.R), 40, "%s end dot: %v", row.Name, c)
		assert.InDelta(t, int(want.B), int(c.B), 40, "%s end dot: %v", row.Name, c)
	}
}

// The notice a damaged share link or a damaged save leaves on the title
// covers none of the title's controls (the game boxes, the buttons, the
// wheel), and fits on the screen, at a desktop and a phone size.
func TestTitleToastCoversNoControl(t *testing.T) {
	for _, sh := range Shots() {
		if sh.Name != "title-toast" && sh.Name != "title-damaged-save" {
			continue
		}
		for _, size := range [][2]int{{1280, 720}, {390, 844}, {800, 600}} {
			checkTitleToast(t, sh.Make, sh.Ticks, size)
		}
	}
}

// checkTitleToast: the toast the title made by make shows after ticks, on
// a window of size, covers none of its controls and is on screen.
func checkTitleToast(t *testing.T, make func() game.Scene, ticks int, size [2]int) {
	t.Helper()
	sc := make()
	ti := sc.(*Title)
	app := game.NewApp(sc, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
	w, h := app.Layout(size[0], size[1])
	for range ticks {
		require.NoError(t, app.Update())
	}
	screen := ebiten.NewImage(w, h)
	app.Draw(screen)
	screen.Deallocate()
	r, ok := app.ToastRect()
	require.True(t, ok, "%v: a toast is showing", size)
	controls := []ui.Rect{ti.settings.Rect.HitRect(), ti.replays.Rect.HitRect()}
	if ti.quit != nil {
		controls = append(controls, ti.quit.Rect.HitRect())
	}
	if ti.cont != nil {
		controls = append(controls, ti.cont.Rect.HitRect())
	}
	// The boxes as far as they are in view (the shelf scrolls when there
	// are more games than fit).
	for _, d := range ti.HookControls() {
		controls = append(controls, d.Rect)
	}
	if ti.wheelOn {
		cx, cy, wr := ti.view.Center()
		controls = append(controls, ui.R(cx-wr, cy-wr, 2*wr, 2*wr))
	}
	for _, c := range controls {
		assert.False(t, r.Overlaps(c), "%v: the toast %+v covers a control %+v", size, r, c)
	}
	assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(r), "%v: the toast %+v is on screen", size, r)
}
