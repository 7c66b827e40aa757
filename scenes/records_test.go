package scenes

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/saves"
)

// useLibrary points the scenes at lib, and the set-aside details at out,
// for one test.
func useLibrary(t *testing.T, lib *saves.Library, out *bytes.Buffer) {
	t.Helper()
	oldLib, oldOut := library, noticeOut
	UseLibrary(lib)
	noticeOut = out
	t.Cleanup(func() { UseLibrary(oldLib); noticeOut = oldOut })
}

// damagedSaves are running games that cannot be continued: cut short, not
// JSON at all, and whole JSON whose actions no longer replay to their
// recorded hashes (which reading the header alone does not notice).
func damagedSaves(t *testing.T) map[string][]byte {
	t.Helper()
	seats := []match.Seat{{Name: "Ann", Computer: true}, {Name: "Computer", Computer: true, Colour: 1}}
	m, err := match.New(match.Setup{Ruleset: "life-duel", Seats: seats, Seed: 4, Created: "2026-11-21T10:00:00Z"})
	require.NoError(t, err)
	for range 40 {
		require.NoError(t, m.StepComputer())
	}
	good := m.Save()
	_, err = match.Resume(good)
	require.NoError(t, err, "the save before it was damaged")
	return map[string][]byte{
		"truncated":    good[:len(good)/2],
		"not json":     []byte("\x00\x01 this is not a saved game"),
		"altered hash": bytes.Replace(good, []byte(m.Rec.R.Checks[0].Hash), []byte("00000000000000ff"), 1),
	}
}

// A saved game that cannot be read, whether the title is opened plainly or
// with -continue: the title opens, says so in a player's words, offers no
// Continue, and the file is kept whole under a name of its own.
func TestDamagedSaveIsSetAsideAndTheTitleSaysSo(t *testing.T) {
	for name, bad := range damagedSaves(t) {
		for _, how := range []string{"title", "continue"} {
			t.Run(name+"/"+how, func(t *testing.T) {
				lib := &saves.Library{B: &saves.Mem{}}
				var details bytes.Buffer
				useLibrary(t, lib, &details)
				require.NoError(t, lib.SaveCurrent(bad))

				var sc game.Scene
				if how == "continue" {
					var err error
					sc, err = NewContinue(PlayOptions{})
					require.NoError(t, err, "-continue opens the window")
				} else {
					sc = NewTitle()
				}
				ti, ok := sc.(*Title)
				require.True(t, ok, "the title, to start a new game")
				hn := newSceneHarness(t, sc, 1280, 720)
				hn.ticks(t, 5)
				msg, shown := hn.app.Toast()
				require.True(t, shown, "the title says what happened")
				assert.Equal(t, "Your saved game could not be read, so it was put aside. Start a new game.", msg)
				assert.Nil(t, ti.cont, "nothing to continue")
				assert.NotEmpty(t, ti.boxes, "a new game is offered")

				_, err := lib.Current()
				require.ErrorIs(t, err, saves.ErrNone, "no longer the running game")
				names, err := lib.B.Names()
				require.NoError(t, err)
				require.Len(t, names, 1)
				assert.True(t, strings.HasPrefix(names[0], "current.damaged-"), names[0])
				kept, err := lib.B.Get(names[0])
				require.NoError(t, err)
				assert.Equal(t, bad, kept, "the damaged save is kept byte for byte")
				assert.Contains(t, details.String(), "kept as "+names[0], "the details, for a developer")

				// The title after this one has nothing more to say.
				hn2 := newSceneHarness(t, NewTitle(), 1280, 720)
				_, shown = hn2.app.Toast()
				assert.False(t, shown)
			})
		}
	}
}

// An autoplay run, which no one watches, ends with one line instead of
// waiting on the title; its damaged save is set aside all the same.
func TestAutoplayContinueWithADamagedSaveEnds(t *testing.T) {
	lib := &saves.Library{B: &saves.Mem{}, Slot: "autoplay"}
	useLibrary(t, lib, &bytes.Buffer{})
	require.NoError(t, lib.SaveCurrent([]byte("{")))
	_, err := NewContinue(PlayOptions{Autoplay: true})
	require.ErrorContains(t, err, "could not be read")
	assert.NotContains(t, err.Error(), "\n")
	names, _ := lib.B.Names()
	require.Len(t, names, 1)
	assert.True(t, strings.HasPrefix(names[0], "autoplay.damaged-"), names[0])
}
