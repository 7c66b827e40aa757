package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
)

// A board whose computers include a hard one, played tick by tick in the
// App at every speed, plays the very game the headless loop plays
// (engine.Decide, whole searches) from the same seed and levels. (How long
// a tick thinks is Thinker's test, on its own clock: this machine's is
// shared.)
func TestBoardWithAHardSeatPlaysTheHeadlessGame(t *testing.T) {
	setup := func() match.Setup {
		return match.Setup{Ruleset: "gambler", Seed: 8, Seats: []match.Seat{
			{Name: "Hard", Computer: true, Level: "hard"},
			{Name: "Easy", Computer: true, Level: "easy", Colour: 1},
			{Name: "Normal", Computer: true, Colour: 2}}}
	}
	headless, err := match.New(setup())
	require.NoError(t, err)
	require.NoError(t, headless.PlayOut())

	for _, sp := range []anim.Speed{anim.SpeedInstant, anim.Speed4x} {
		m, err := match.New(setup())
		require.NoError(t, err)
		st := &game.MemStore{}
		require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"animSpeed":%d}`, sp))))
		app := game.NewApp(NewBoard(m, PlayOptions{}), game.Options{Store: st, Sound: sound.ModeOff})
		app.Layout(1280, 720)
		before := game.Thinks().Searches
		for tick := 0; !m.G.Over(); tick++ {
			require.Less(t, tick, 200000, "the game did not end")
			require.NoError(t, app.Update())
		}
		assert.Equal(t, headless.Actions, m.Actions, "speed %v", sp)
		assert.Equal(t, headless.G.Hash(), m.G.Hash(), "speed %v", sp)
		assert.Greater(t, game.Thinks().Searches-before, 3, "the hard seat searched")
		assert.Positive(t, game.Thinks().MaxMs)
	}
}
