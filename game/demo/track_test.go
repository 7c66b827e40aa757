package demo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// The reels and the race open at rest; a tap on the reels spins them onto
// the drawn symbols, a tap on the track runs a race that ends in the drawn
// order, and Escape brings both to rest at once.
func TestReelsAndRaceTapToPlay(t *testing.T) {
	p := NewReelsAndRace()
	var queue []input.Sample
	app := game.NewApp(p, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := queue[0]
		queue = queue[1:]
		return s
	}})
	app.Layout(400, 866)
	for range 30 { // past the opening fade
		require.NoError(t, app.Update())
	}
	rv, tv := p.Views()
	require.True(t, rv.Reels.Done() && tv.Race.Done(), "both at rest")
	tap := func(i int) {
		x, y := p.boxes[i].Center()
		queue = append(queue,
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
			input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
		for range 3 {
			require.NoError(t, app.Update())
		}
	}
	tap(0)
	require.False(t, rv.Reels.Done(), "a tap on the reels spins them")
	tap(1)
	require.False(t, tv.Race.Done(), "a tap on the track starts a race")
	for range 60 * 8 {
		require.NoError(t, app.Update())
	}
	require.True(t, rv.Reels.Done() && tv.Race.Done(), "both end by themselves")
	for i, want := range rv.Reels.Targets() {
		assert.Equal(t, want, rv.Reels.Showing(i))
	}
	for place, k := range tv.Race.Order() {
		assert.Equal(t, place+1, tv.Race.Place(k))
	}

	tap(0)
	tap(1)
	queue = append(queue, input.Sample{Keys: input.KeyBack, Focused: true})
	require.NoError(t, app.Update())
	assert.True(t, rv.Reels.Done() && tv.Race.Done(), "Escape skips to the end")
}
