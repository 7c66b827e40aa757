package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCardsSet(t *testing.T) {
	var s Cards
	assert.Zero(t, s.Len())
	for _, c := range []uint8{200, 0, 64, 63, 255, 7} {
		s.Add(c)
	}
	s.Add(7)
	assert.Equal(t, 6, s.Len(), "a card is in the set once")
	assert.True(t, s.Has(0))
	assert.True(t, s.Has(255))
	assert.False(t, s.Has(1))
	assert.False(t, s.Has(65))
	s.Remove(64)
	s.Remove(64)
	s.Remove(100)
	assert.False(t, s.Has(64))
	assert.Equal(t, 5, s.Len())

	var each []uint8
	s.Each(func(c uint8) { each = append(each, c) })
	assert.Equal(t, []uint8{0, 7, 63, 200, 255}, each, "lowest first")
	assert.Equal(t, []uint8{9, 0, 7, 63, 200, 255}, s.Append([]uint8{9}))

	// A copy is its own set: a game value holding sets clones by assignment.
	type game struct{ hands [MaxSeats]Cards }
	g := game{}
	g.hands[2].Add(5)
	clone := g
	clone.hands[2].Remove(5)
	clone.hands[3].Add(6)
	assert.True(t, g.hands[2].Has(5))
	assert.Zero(t, g.hands[3].Len())
}

func TestDeckTakeDealsAGivenCard(t *testing.T) {
	var d Deck
	d.Fill([]uint8{3, 1, 4, 5, 9, 2, 6})
	require.True(t, d.Take(5))
	assert.Equal(t, 6, d.Len())
	assert.False(t, d.Take(5), "it is gone")
	assert.False(t, d.Take(8), "never there")
	var got []uint8
	for d.Len() > 0 {
		c, _ := d.Draw()
		got = append(got, c)
	}
	assert.Equal(t, []uint8{3, 1, 4, 9, 2, 6}, got, "the others keep their order")

	// A pile that wraps round the end of its array: draw from the top and
	// return to the bottom until the head is near the end.
	d.Fill([]uint8{10, 11, 12, 13})
	for i := 0; i < DeckCap-2; i++ {
		c, _ := d.Draw()
		d.PutBottom(c)
	}
	require.Equal(t, uint8(DeckCap-2), d.Head)
	top := d.Cards[d.Head]
	require.True(t, d.Take(top))
	assert.Equal(t, 3, d.Len())
	assert.False(t, d.Set().Has(top))
	var want Cards
	for _, c := range []uint8{10, 11, 12, 13} {
		if c != top {
			want.Add(c)
		}
	}
	assert.Equal(t, want, d.Set())
	first, _ := d.Draw()
	assert.Equal(t, uint8(10+(top-10+1)%4), first, "the next card rises to the top")
}
