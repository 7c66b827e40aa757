//go:build xvfb

package game

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/ebitentest"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

func TestAppDrawsBackgroundToastAndFade(t *testing.T) {
	a := NewApp(&recScene{}, Options{Store: failStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
	w, h := a.Layout(1280, 720)
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	require.NoError(t, a.Update())
	a.Draw(screen)
	px := func(x, y int) color.RGBA { return color.RGBAModel.Convert(screen.At(x, y)).(color.RGBA) }
	assert.Equal(t, ui.ColBackground, px(10, 10))
	toast := px(w/2, h-40)
	assert.Less(t, int(toast.G), int(ui.ColBackground.G), "a dark toast at the bottom: %v", toast)

	a.ctx.Switch(&recScene{})
	for range fadeTicks {
		require.NoError(t, a.Update())
	}
	screen.Clear()
	a.Draw(screen)
	mid := px(10, 10)
	assert.Less(t, int(mid.G), 10, "black at the middle of a fade: %v", mid)
}

// promptScene draws a decision's prompt across the bottom, where a toast
// would go, and marks it to keep clear.
type promptScene struct{ recScene }

func (s *promptScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	ui.KeepClear(ui.R(0, float64(b.Dy())-140, float64(b.Dx()), 140))
}

// A toast never covers a decision's prompt: it goes elsewhere (the top).
func TestToastKeepsClearOfThePrompt(t *testing.T) {
	a := NewApp(&promptScene{}, Options{Store: failStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
	w, h := a.Layout(390, 844)
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	require.NoError(t, a.Update())
	a.Draw(screen)
	require.NotZero(t, a.toastR.W, "the toast is up")
	assert.False(t, a.toastR.Overlaps(ui.R(0, float64(h)-140, float64(w), 140)), "the toast %+v over the prompt", a.toastR)
}
