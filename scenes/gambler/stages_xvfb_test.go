//go:build xvfb

package gambler

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ebitentest"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// The stages' shots drawn in a real Ebitengine loop at every size: the
// stage's felt over the board, and on Margaret's marker every free space
// drawn as a control (for the browser tests' hook) on the screen and a
// fingertip square, the taken ones not.
func TestStagesDrawnAtEverySize(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	for _, sh := range table.Shots() {
		switch sh.Name {
		case "shaker-markers-gambler", "shaker-thrown-gambler", "lottery-gambler", "race-gambler":
		default:
			continue
		}
		for _, sz := range sizes {
			name := fmt.Sprintf("%s %dx%d", sh.Name, sz[0], sz[1])
			sc := sh.Make().(*table.Scene)
			h := newHarness(t, sc, anim.Speed1x)
			h.app.Layout(sz[0], sz[1])
			for range sh.Ticks {
				require.NoError(t, h.app.Update())
			}
			w, hh := game.LogicalSize(sz[0], sz[1])
			img := ebiten.NewImage(w, hh)
			h.app.Draw(img)
			h.app.Draw(img) // the second frame publishes the first's controls
			board := sc.Board()
			felt, all := 0, 0
			for y := board.Y; y < board.Y+board.H; y += 9 {
				for x := board.X; x < board.X+board.W; x += 9 {
					all++
					r, g, b, _ := img.At(int(x), int(y)).RGBA()
					if near(r, colFelt.R) && near(g, colFelt.G) && near(b, colFelt.B) {
						felt++
					}
				}
			}
			assert.Greater(t, felt, all/4, "%s: the stage's felt covers the board", name)
			if sh.Name != "shaker-markers-gambler" {
				continue
			}
			m := sc.Shown()
			var v gambler.View
			m.G.(*gambler.Game).ViewFor(0, &v)
			screen := ui.R(0, 0, float64(w), float64(hh))
			spaces := 0
			for _, d := range ui.DrawnControls() {
				for b := range gambler.NBets {
					if d.Kind == "button" && d.Label == m.G.ActionString(placeAction(b)) {
						spaces++
						assert.True(t, v.Free(b), "%s: taken %s drawn as a control", name, gambler.BetNames[b])
						assert.True(t, screen.Holds(d.Rect), "%s: %q on the screen", name, d.Label)
						assert.GreaterOrEqual(t, min(d.Rect.W, d.Rect.H), float64(ui.MinHit), "%s: %q a fingertip square", name, d.Label)
					}
				}
			}
			free := 0
			for b := range gambler.NBets {
				if v.Free(b) {
					free++
				}
			}
			assert.Equal(t, free, spaces, "%s: every free space drawn as a control", name)
		}
	}
}

// near reports whether a 16-bit colour channel is within a few steps of
// an 8-bit one (the felt is drawn a touch translucent over the board; the
// table's own baize is further off).
func near(c uint32, want uint8) bool {
	d := int(c>>8) - int(want)
	return d >= -6 && d <= 6
}

func placeAction(b int) engine.Action {
	return engine.Action{Seat: 0, Kind: gambler.APlace, Arg: int16(b)}
}
