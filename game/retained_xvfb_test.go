//go:build xvfb

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// keptScene paints the whole screen (or not, covers false) and notes what
// the app says the screen holds before each Draw.
type keptScene struct {
	recScene
	covers bool
	said   []bool
}

func (s *keptScene) ScreenKept(kept bool)       { s.said = append(s.said, kept) }
func (s *keptScene) CoversScreen(w, h int) bool { return s.covers }
func (s *keptScene) Draw(dst *ebiten.Image)     { dst.Fill(ui.ColPanel) }

// The app tells a Retained scene that the screen still holds its last
// frame only when it does: not on the first frame, a new screen (a
// resize), after a frame the app drew a toast or a fade over, after a
// scene change, or when the app filled the screen itself.
func TestAppTellsARetainedSceneWhenTheScreenHoldsItsFrame(t *testing.T) {
	defer ebiten.SetScreenClearedEveryFrame(true)
	ebiten.SetScreenClearedEveryFrame(false) // as Run asks
	sc := &keptScene{covers: true}
	a := NewApp(sc, Options{Store: &MemStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
	w, h := a.Layout(1280, 720)
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	frame := func() bool {
		t.Helper()
		require.NoError(t, a.Update())
		a.Draw(screen)
		return sc.said[len(sc.said)-1]
	}
	assert.False(t, frame(), "the first frame")
	assert.True(t, frame(), "nothing drew over the last frame")
	assert.True(t, frame())

	a.toast("A word")
	assert.True(t, frame(), "the toast's first frame: the screen held the scene's last frame")
	for n := 0; ; n++ {
		require.Less(t, n, toastTicksFor("A word"), "the toast goes")
		// The frame after the toast's last one too.
		assert.False(t, frame(), "the last frame had the toast over it")
		if _, showing := a.Toast(); !showing {
			break
		}
	}
	assert.True(t, frame(), "the toast gone, nothing over the last frame")

	other := ebiten.NewImage(w, h)
	defer other.Deallocate()
	screen, other = other, screen
	assert.False(t, frame(), "a new screen")
	assert.True(t, frame())

	sc.covers = false
	assert.False(t, frame(), "the app filled the screen under the scene")
	sc.covers = true
	assert.True(t, frame())

	next := &keptScene{covers: true}
	a.ctx.Switch(next)
	for {
		require.NoError(t, a.Update())
		if a.fade == 0 {
			break
		}
		a.Draw(screen)
	}
	require.Equal(t, Scene(next), a.scene)
	a.Draw(screen)
	sc = next
	assert.False(t, sc.said[len(sc.said)-1], "the last frame had the fade over it")
	assert.True(t, frame())
	assert.False(t, sc.said[0], "a new scene's first frame")

	// Where Ebitengine clears the screen every frame (its default: the
	// shots tool's loop), it never holds the last frame.
	ebiten.SetScreenClearedEveryFrame(true)
	assert.False(t, frame(), "a screen Ebitengine clears")
	assert.False(t, frame(), "a screen Ebitengine clears")
}
