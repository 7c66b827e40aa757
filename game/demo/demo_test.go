package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// Keyboard only: arrow to the Spin button, Enter, Escape skips the animation.
func TestDemoByKeyboard(t *testing.T) {
	d := New()
	keys := []input.Key{0, input.KeyDown, 0, input.KeyConfirm, 0, 0, input.KeyBack, 0}
	app := game.NewApp(d, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
		var k input.Key
		if len(keys) > 0 {
			k, keys = keys[0], keys[1:]
		}
		return input.Sample{Keys: k, Focused: true}
	}})
	app.Layout(390, 844)
	for range 5 {
		require.NoError(t, app.Update())
	}
	assert.True(t, d.wheel.Spinning(), "Enter on the focused Spin button spins")
	for range 4 {
		require.NoError(t, app.Update())
	}
	assert.Equal(t, 1, d.Spins, "Escape skipped to the end")
	assert.True(t, d.car == nil || d.car.Done() || d.car.Space() >= 0)
}
