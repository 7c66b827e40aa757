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
