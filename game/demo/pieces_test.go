package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The pieces open at rest; a tap on a piece spins or throws it again, to
// rest on new numbers, and Escape brings everything to rest at once.
func TestPiecesTapToThrowAgain(t *testing.T) {
	p := NewPieces()
	pg := newPlayground(t, p, 1280, 720)
	rv, sv, pair, cup := p.Views()
	require.True(t, rv.Wheel.Done() && sv.Wheel.Done() && pair.Dice.Done() && cup.Dice.Done(), "all at rest")

	tap := func(i int) { pg.tap(t, p.boxes[i]) }
	before := cup.Dice
	tap(3)
	require.NotSame(t, before, cup.Dice, "a tap on the cup throws again")
	assert.False(t, cup.Dice.Done())
	tap(0)
	assert.True(t, rv.Wheel.Spinning(), "a tap on the roulette wheel spins it")
	pg.run(t, 60*8)
	assert.True(t, cup.Dice.Done() && rv.Wheel.Done(), "both come to rest by themselves")
	for i, f := range cup.Dice.Targets() {
		assert.Equal(t, f, cup.Dice.Die(i).Face)
	}

	tap(2)
	tap(1)
	require.False(t, pair.Dice.Done())
	require.True(t, sv.Wheel.Spinning())
	pg.escape(t)
	assert.True(t, pair.Dice.Done() && sv.Wheel.Done(), "Escape skips to the end")
}
