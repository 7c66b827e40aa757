//go:build xvfb

package broke

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
)

// The Casino drawn in a real Ebitengine loop at every size, at three
// moments of a person's visit: the reels turning, her Roulette pick and
// her choice after a throw. Its table covers the board, and the controls
// drawn (for the browser tests' hook) are the ones a person needs, on the
// screen and a fingertip tall.
func TestCasinoDrawnAtEverySize(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	moments := []struct {
		name  string
		until func(*casinoShot) bool
		want  []string // labels of controls that must be drawn
		kind  string   // a kind of drawing that must be there
	}{
		{"reels", func(s *casinoShot) bool { return s.c.slot.waiting == 1 && s.c.Busy() }, nil, "reels"},
		{"pick", func(s *casinoShot) bool { return s.deciding(broke.DRoulette) && s.c.pick != nil }, []string{"1", "17", "36", "Spin"}, "wheel"},
		{"dice", func(s *casinoShot) bool {
			if s.deciding(broke.DRoulette) {
				s.play(broke.APick, casinoShotPick)
			}
			return s.deciding(broke.DDice)
		}, []string{"Throw again", "Stop"}, ""},
	}
	for _, sz := range casinoSizes {
		for _, mo := range moments {
			name := fmt.Sprintf("%dx%d %s", sz[0], sz[1], mo.name)
			s := newCasinoShot(mo.until)
			h := newCasinoHarnessAt(t, s, anim.Speed1x, sz[0], sz[1])
			for range 3 {
				require.NoError(t, h.app.Update())
			}
			w, hh := game.LogicalSize(sz[0], sz[1])
			img := ebiten.NewImage(w, hh)
			h.app.Draw(img)
			h.app.Draw(img) // the second frame publishes the first's controls
			drawn := ui.DrawnControls()
			screen := ui.R(0, 0, float64(w), float64(hh))
			for _, want := range mo.want {
				found := false
				for _, d := range drawn {
					if d.Kind == "button" && strings.HasPrefix(d.Label, want) {
						found = true
						assert.True(t, screen.Holds(d.Rect), "%s: %q on the screen", name, d.Label)
						assert.GreaterOrEqual(t, d.Rect.H, float64(ui.MinHit), "%s: %q a fingertip tall", name, d.Label)
					}
				}
				assert.True(t, found, "%s: %q drawn", name, want)
			}
			if mo.kind != "" {
				found := false
				for _, d := range drawn {
					found = found || d.Kind == mo.kind
				}
				assert.True(t, found, "%s: the %s drawn", name, mo.kind)
			}
			// The Casino's burgundy over the board, by its title.
			x, y := s.c.title.X+4, s.c.title.Y+s.c.title.H/2
			c := img.At(int(x), int(y)).(color.RGBA)
			assert.Greater(t, int(c.R), int(c.G)+30, "%s: the Casino's table over the board at (%v, %v): %v", name, x, y, c)
			img.Deallocate()
		}
	}
}
