package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// The pieces open at rest; a tap on a piece spins or throws it again, to
// rest on new numbers, and Escape brings everything to rest at once.
func TestPiecesTapToThrowAgain(t *testing.T) {
	p := NewPieces()
	var queue []input.Sample
	app := game.NewApp(p, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := queue[0]
		queue = queue[1:]
		return s
	}})
	app.Layout(1280, 720)
	for range 30 { // past the opening fade
		require.NoError(t, app.Update())
	}
	rv, sv, pair, cup := p.Views()
	require.True(t, rv.Wheel.Done() && sv.Wheel.Done() && pair.Dice.Done() && cup.Dice.Done(), "all at rest")

	tap := func(i int) {
		x, y := p.boxes[i].Center()
		queue = append(queue,
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
		for range 3 {
			require.NoError(t, app.Update())
		}
	}
	before := cup.Dice
	tap(3)
	require.NotSame(t, before, cup.Dice, "a tap on the cup throws again")
	assert.False(t, cup.Dice.Done())
	tap(0)
	assert.True(t, rv.Wheel.Spinning(), "a tap on the roulette wheel spins it")
	for range 60 * 8 {
		require.NoError(t, app.Update())
	}
	assert.True(t, cup.Dice.Done() && rv.Wheel.Done(), "both come to rest by themselves")
	for i, f := range cup.Dice.Targets() {
		assert.Equal(t, f, cup.Dice.Die(i).Face)
	}

	tap(2)
	tap(1)
	require.False(t, pair.Dice.Done())
	require.True(t, sv.Wheel.Spinning())
	queue = append(queue, input.Sample{Keys: input.KeyBack, Focused: true})
	require.NoError(t, app.Update())
	assert.True(t, pair.Dice.Done() && sv.Wheel.Done(), "Escape skips to the end")
}
