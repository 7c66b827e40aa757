package saves

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/replay"
	"wheeloffate/game/match"
)

func finishedGame(t *testing.T, seed uint64) []byte {
	m, err := match.New(match.Setup{Ruleset: "life-duel", Seed: seed, Created: "2026-11-21T10:00:00Z",
		Seats: []match.Seat{{Name: "Ann", Computer: true}, {Name: "Bob", Computer: true, Colour: 1}}})
	require.NoError(t, err)
	require.NoError(t, m.PlayOut())
	return m.Save()
}

func testLibrary(t *testing.T, l *Library) {
	_, err := l.Current()
	require.ErrorIs(t, err, ErrNone)
	require.NoError(t, l.SaveCurrent([]byte("one")))
	require.NoError(t, l.SaveCurrent([]byte("two")))
	got, err := l.Current()
	require.NoError(t, err)
	require.Equal(t, "two", string(got))
	require.NoError(t, l.ClearCurrent())
	_, err = l.Current()
	require.ErrorIs(t, err, ErrNone)

	game := finishedGame(t, 5)
	require.NoError(t, l.Archive("2026-11-21T10:00:00Z", game))
	require.NoError(t, l.Archive("2026-11-21T11:00:00Z", []byte("garbage")))
	list, err := l.List()
	require.NoError(t, err)
	require.Len(t, list, 2)
	require.Equal(t, "2026-11-21T11-00-00Z", list[0].ID, "newest first")
	require.Empty(t, list[0].Ruleset, "an unreadable file is listed, not fatal")
	require.Equal(t, "life-duel", list[1].Ruleset)
	require.Equal(t, 2, list[1].Players)
	require.True(t, list[1].Over)
	require.NotEmpty(t, list[1].Winners)
	// Every player and their place, and how long the game went on, as
	// the game itself says at its end.
	r, err := replay.Parse(game)
	require.NoError(t, err)
	end, err := r.Play(-1, nil)
	require.NoError(t, err)
	res := end.Result()
	assert.Equal(t, []EntrySeat{{"Ann", int(res.Places[0])}, {"Bob", int(res.Places[1])}}, list[1].Seats)
	assert.Equal(t, end.Turn()+1, list[1].Turns)
	assert.Greater(t, list[1].Turns, 10)
	assert.Empty(t, list[0].Seats, "an unreadable file has no players to show")
	back, err := l.Load(list[1].ID)
	require.NoError(t, err)
	require.Equal(t, game, back)

	for i := 0; i < MaxKept+5; i++ {
		require.NoError(t, l.Archive(string(rune('a'+i%26))+string(rune('a'+i/26)), []byte("x")))
	}
	list, err = l.List()
	require.NoError(t, err)
	require.Len(t, list, MaxKept)
}

func TestMemLibrary(t *testing.T) { testLibrary(t, &Library{B: &Mem{}}) }

// A damaged running game is set aside, not deleted: its bytes are kept
// whole under a name of its own, it is no longer the running game, a
// second one set aside in the same second does not replace the first,
// and the next game's save does not touch either.
func testSetAside(t *testing.T, l *Library) (first, second string) {
	damaged := []byte(`{"format": 1, "ruleset": "life", "seats": [`)
	now := time.Date(2026, 11, 21, 10, 15, 0, 0, time.UTC)
	_, err := l.SetAsideCurrent(now)
	require.ErrorIs(t, err, ErrNone, "nothing to set aside")

	require.NoError(t, l.SaveCurrent(damaged))
	first, err = l.SetAsideCurrent(now)
	require.NoError(t, err)
	assert.Equal(t, "current.damaged-20261121T101500Z", first)
	_, err = l.Current()
	require.ErrorIs(t, err, ErrNone, "no longer offered to continue")

	require.NoError(t, l.SaveCurrent([]byte("second")))
	second, err = l.SetAsideCurrent(now)
	require.NoError(t, err)
	assert.NotEqual(t, first, second)

	require.NoError(t, l.SaveCurrent([]byte("a new game")))
	for name, want := range map[string]string{first: string(damaged), second: "second", "current": "a new game"} {
		got, err := l.B.Get(name)
		require.NoError(t, err, name)
		assert.Equal(t, want, string(got), "%s is intact", name)
	}
	list, err := l.List()
	require.NoError(t, err)
	assert.Empty(t, list, "a set-aside save is not a past game")
	return first, second
}

func TestMemSetAside(t *testing.T) { testSetAside(t, &Library{B: &Mem{}}) }
