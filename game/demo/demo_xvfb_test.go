//go:build xvfb

package demo

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// The whole stack in one go: App → scene → widgets → wheel → car → floats,
// driven by scripted input and drawn for real, in landscape and portrait.
func TestDemoSpinsByTapAndDraws(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		d := New()
		var queue []input.Sample
		app := game.NewApp(d, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
			if len(queue) == 0 {
				return input.Sample{Focused: true}
			}
			s := queue[0]
			queue = queue[1:]
			return s
		}})
		w, h := app.Layout(size[0], size[1])
		screen := ebiten.NewImage(w, h)
		require.NoError(t, app.Update())

		// Tap the Spin button.
		x, y := d.spin.Rect.Center()
		queue = append(queue,
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
		for range 3 {
			require.NoError(t, app.Update())
		}
		require.True(t, d.wheel.Spinning(), "tap on Spin starts the wheel (%v)", size)
		assert.Equal(t, ui.StateDisabled, d.spin.State())
		app.Draw(screen)

		for i := 0; i < 60*12 && (d.wheel.Spinning() || !d.car.Done()); i++ {
			require.NoError(t, app.Update())
		}
		assert.Equal(t, 1, d.Spins)
		assert.Equal(t, int64(10000+(d.wheel.Target()-5)*1000), d.money, "the demo pays (n-5)×$1,000")
		assert.Len(t, d.floats.Items(), 1, "the amount floats up")
		app.Draw(screen)
		// The wheel's pointer segment shows the spun number's colour.
		cx, cy, r := d.view.Center()
		got := color.RGBAModel.Convert(screen.At(int(cx), int(cy-r*0.45))).(color.RGBA)
		want := ui.WheelColors[d.wheel.Segment()]
		assert.InDelta(t, int(want.R), int(got.R), 14)
		assert.InDelta(t, int(want.G), int(got.G), 14)
		assert.InDelta(t, int(want.B), int(got.B), 14)
		screen.Deallocate()
	}
}
