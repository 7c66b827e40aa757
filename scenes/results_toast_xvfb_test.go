//go:build xvfb

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// toastThenSwitch toasts and switches to next, as the table does when its
// last words come as the game ends.
type toastThenSwitch struct {
	next game.Scene
	done bool
}

func (s *toastThenSwitch) Update(ctx *game.Context) error {
	if !s.done {
		s.done = true
		ctx.Toast("While you waited (3 turns): Computer 1 −$150,000, Computer 2 −$447,000, Computer 3 +$277,000.")
		ctx.Switch(s.next)
	}
	return nil
}

func (*toastThenSwitch) Draw(*ebiten.Image) {}

// A toast still showing when the results come up lies clear of their
// headline ("Final count" and who won): on a phone it covered both.
func TestResultsHeadlineClearOfAToast(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}} {
		r := newResults(shotMatch("million", 4, 3), PlayOptions{})
		app := game.NewApp(&toastThenSwitch{next: r}, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: (&scripted{}).next})
		w, h := app.Layout(size[0], size[1])
		for k := 0; k < 120 && app.Scene() != game.Scene(r); k++ {
			require.NoError(t, app.Update())
		}
		require.Equal(t, game.Scene(r), app.Scene(), "%v: the results are up", size)
		require.NoError(t, app.Update())
		screen := ebiten.NewImage(w, h)
		app.Draw(screen)
		screen.Deallocate()
		toast, ok := app.ToastRect()
		require.True(t, ok, "%v: the toast still shows", size)
		assert.False(t, toast.Overlaps(r.headline()), "%v: the toast %+v covers the headline %+v", size, toast, r.headline())
		assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(toast), "%v: the toast %+v is on screen", size, toast)
		assert.False(t, toast.Overlaps(r.again.Rect) || toast.Overlaps(r.title.Rect), "%v: the toast covers a button", size)
	}
}
