package replay

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edited reads a recorded file back with one change made in its text, as a
// person would make it, and returns Parse's and then Verify's error.
func edited(t *testing.T, good []byte, from, to string) error {
	t.Helper()
	bad := bytes.Replace(good, []byte(from), []byte(to), 1)
	require.NotEqual(t, good, bad, "the edit %q → %q applies", from, to)
	r, err := Parse(bad)
	if err != nil {
		return err
	}
	_, err = r.Verify()
	return err
}

// A file whose winner was changed to another seat would list the wrong
// winner among the past games, which show it without replaying: the
// recorded end is checked against the game its actions play, and a file
// that records another is refused with one line naming both.
func TestReplayWithAnotherWinnerIsRefused(t *testing.T) {
	r := record(t, "life", 3, 5)
	require.True(t, r.Over)
	require.Len(t, r.Winners, 1, "seed 5 has one winner")
	good := r.Bytes()
	won := r.Winners[0]
	other := (won + 1) % 3
	recorded := fmt.Sprintf("\"winners\": [\n  %d\n ]", won)

	err := edited(t, good, recorded, fmt.Sprintf("\"winners\": [\n  %d\n ]", other))
	require.EqualError(t, err, fmt.Sprintf(`replay records "winners": [%d], but the game its actions play was won by [%d]`, other, won))

	// A shared first place the game did not have, and no winner at all.
	both := []int{won, other}
	if other < won {
		both = []int{other, won}
	}
	err = edited(t, good, recorded, "\"winners\": "+seatList(both))
	require.ErrorContains(t, err, `replay records "winners": `+seatList(both)+`, but the game its actions play was won by`)
	err = edited(t, good, ",\n "+recorded, "")
	require.ErrorContains(t, err, `replay records "winners": [], but the game its actions play was won by`)

	// The list itself: a seat not at the table, one named twice, winners
	// of a game the file says goes on. These are refused unplayed, so
	// nothing that lists the file's games shows them either.
	_, err = Parse(bytes.Replace(good, []byte(recorded), []byte(`"winners": [7]`), 1))
	require.EqualError(t, err, "replay's winner 7 is not a seat (seats are numbered 0 to 2)")
	_, err = Parse(bytes.Replace(good, []byte(recorded), []byte(`"winners": [1, 1]`), 1))
	require.EqualError(t, err, "replay's winners [1,1] are not in order, each once")
	_, err = Parse(bytes.Replace(good, []byte(`"over": true`), []byte(`"over": false`), 1))
	require.EqualError(t, err, "replay names winners "+seatList(r.Winners)+" of a game it says goes on")

	// Playing the whole replay is what judges it, so the viewer and the
	// list of past games, which play it, refuse it too; playing part of
	// it (seeking in the viewer) does not look at the end.
	bad, err := Parse(bytes.Replace(good, []byte(recorded), fmt.Appendf(nil, `"winners": [%d]`, other), 1))
	require.NoError(t, err)
	_, err = bad.Play(-1, nil)
	require.ErrorContains(t, err, `replay records "winners"`)
	_, err = bad.Play(len(bad.Actions)-1, nil)
	require.NoError(t, err)

	// The file as recorded verifies.
	back, err := Parse(good)
	require.NoError(t, err)
	_, err = back.Verify()
	assert.NoError(t, err)
}

// A tie is recorded as every seat in first place, in seat order, and
// verifies as such.
func TestSharedWinVerifies(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		r := record(t, "life-duel", 2, seed)
		if len(r.Winners) < 2 {
			continue
		}
		back, err := Parse(r.Bytes())
		require.NoError(t, err)
		_, err = back.Verify()
		require.NoError(t, err)
		require.Equal(t, []int{0, 1}, back.Winners)
		return
	}
	t.Fatal("no shared win among 400 duels")
}
