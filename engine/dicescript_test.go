package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Scripted faces come up in order, then the generator takes over exactly
// where an unscripted game's would be.
func TestDiceScriptOrderThenGenerator(t *testing.T) {
	var s DiceScript
	s.Add(6, 1, 3)
	rng, plain := NewRNG(7), NewRNG(7)
	assert.Equal(t, []int{6, 1, 3}, []int{s.Die(&rng), s.Die(&rng), s.Die(&rng)})
	assert.Equal(t, plain.Die(), s.Die(&rng), "the script used no draws of the generator")
	assert.Equal(t, plain, rng)
}

// A scripted value that is no face is used up and the generator throws.
func TestDiceScriptOutOfRangeUsedUp(t *testing.T) {
	var s DiceScript
	s.Add(0, 9, 4)
	rng, plain := NewRNG(3), NewRNG(3)
	assert.Equal(t, plain.Die(), s.Die(&rng))
	assert.Equal(t, plain.Die(), s.Die(&rng))
	assert.Equal(t, 4, s.Die(&rng))
	fresh := func() int { return 99 }
	assert.Equal(t, 99, s.Draw(0, 7, fresh), "the script is used up")
	s.Add(0, 7)
	assert.Equal(t, 0, s.Draw(0, 7, fresh), "0 is a segment of 0..6")
	assert.Equal(t, 99, s.Draw(0, 7, fresh), "7 is not")
}

// The script holds 24 outcomes; more are dropped, and Clear drops all.
func TestDiceScriptRoomAndClear(t *testing.T) {
	var s DiceScript
	for k := 0; k < 30; k++ {
		s.Add(k%6 + 1)
	}
	require.Len(t, s.Pending(), 24)
	assert.Equal(t, int8(1), s.Pending()[0])
	assert.Equal(t, int8(6), s.Pending()[23])
	s.Clear()
	assert.Empty(t, s.Pending())
	rng, plain := NewRNG(5), NewRNG(5)
	assert.Equal(t, plain.Die(), s.Die(&rng))
}

// A copy of a game's state is one struct copy: drawing from the copy
// leaves the original's script, and its hash, as they were.
func TestDiceScriptCopyAndHash(t *testing.T) {
	var a DiceScript
	a.Add(2, 5)
	b := a
	rng := NewRNG(1)
	assert.Equal(t, 2, b.Die(&rng))
	assert.Equal(t, []int8{2, 5}, a.Pending())
	ha, hb := NewHasher(), NewHasher()
	a.Hash(&ha)
	b.Hash(&hb)
	assert.NotEqual(t, ha.Sum(), hb.Sum(), "the hash includes what is left of the script")
	var c DiceScript
	c.Add(5)
	hc := NewHasher()
	c.Hash(&hc)
	assert.Equal(t, hb.Sum(), hc.Sum())
}
