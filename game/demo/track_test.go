package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reels and the race open at rest; a tap on the reels spins them onto
// the drawn symbols, a tap on the track runs a race that ends in the drawn
// order, and Escape brings both to rest at once.
func TestReelsAndRaceTapToPlay(t *testing.T) {
	p := NewReelsAndRace()
	pg := newPlayground(t, p, 400, 866)
	rv, tv := p.Views()
	require.True(t, rv.Reels.Done() && tv.Race.Done(), "both at rest")
	tap := func(i int) { pg.tap(t, p.boxes[i]) }
	tap(0)
	require.False(t, rv.Reels.Done(), "a tap on the reels spins them")
	tap(1)
	require.False(t, tv.Race.Done(), "a tap on the track starts a race")
	pg.run(t, 60*8)
	require.True(t, rv.Reels.Done() && tv.Race.Done(), "both end by themselves")
	for i, want := range rv.Reels.Targets() {
		assert.Equal(t, want, rv.Reels.Showing(i))
	}
	for place, k := range tv.Race.Order() {
		assert.Equal(t, place+1, tv.Race.Place(k))
	}

	tap(0)
	tap(1)
	pg.escape(t)
	assert.True(t, rv.Reels.Done() && tv.Race.Done(), "Escape skips to the end")
}
