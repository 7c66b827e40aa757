package replay

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A seat's name is shown in the panels, the log and the list of past
// games: a file whose name would act when printed (a control character)
// or is too long is refused with one line; one that would show nothing
// there (empty, spaces, zero-width characters) reads as the seat's usual
// name, so that a game recorded before the rule still opens.
func TestNamesWithNothingVisibleReadAsTheSeatsName(t *testing.T) {
	r := record(t, "life", 3, 5)
	good := r.Bytes()
	for _, c := range []struct{ name, want string }{
		{"\u202e", "seat 2's name holds a control character (U+202E)"},
		{"\u200bEve\u202e", "seat 2's name holds a control character (U+202E)"},
		{strings.Repeat("x", MaxName+1), "seat 2's name is over 40 bytes"},
	} {
		name, err := json.Marshal(c.name)
		require.NoError(t, err)
		bad := bytes.Replace(good, []byte(`"name": "P2"`), append([]byte(`"name": `), name...), 1)
		require.NotEqual(t, good, bad)
		_, err = Parse(bad)
		assert.EqualError(t, err, c.want, "%+q", c.name)
	}
	// A name with nothing visible fails the rule, but a game recorded
	// before it (its setup only trimmed spaces) still opens: the seat
	// reads as its usual name, and the game plays as recorded.
	for _, name := range []string{"", "   ", "\u3000\u00a0", "\u200b\u200b", "\u200d\ufeff\u00ad\u2060", "\ufe0f\u3164\u115f", "\u2800", "\u0301", "\u3164"} {
		require.Error(t, NameProblem(name), "%+q fails the rule", name)
		nm, err := json.Marshal(name)
		require.NoError(t, err)
		p, err := Parse(bytes.Replace(good, []byte(`"name": "P2"`), append([]byte(`"name": `), nm...), 1))
		require.NoError(t, err, "%+q", name)
		assert.Equal(t, DefaultName(1, p.Seats[1].Computer), p.Seats[1].Name, "%+q", name)
		_, err = p.Verify()
		require.NoError(t, err, "%+q: the game plays as recorded", name)
	}
	// Names that show something are read as they are, invisible
	// characters and all: a joiner inside an emoji, an accent on a letter.
	for _, name := range []string{"\u200bEve", "Zoë", "e\u0301", "👩\u200d🚀", "李", "-", "A B"} {
		nm, err := json.Marshal(name)
		require.NoError(t, err)
		p, err := Parse(bytes.Replace(good, []byte(`"name": "P2"`), append([]byte(`"name": `), nm...), 1))
		require.NoError(t, err, "%+q", name)
		assert.Equal(t, name, p.Seats[1].Name)
	}
}

// The recorder mends a typed name by the reader's rule, so every game it
// writes reads back: a name with nothing visible in it becomes the seat's
// usual name, and the game plays under the name the file holds.
func TestRecorderGivesInvisibleNamesTheSeatsName(t *testing.T) {
	rc, err := NewRecorder("life", []Seat{{Name: "\u200b\u200b"}, {Name: " \u202e ", Computer: true, Colour: 1}, {Name: "", Colour: 2}}, 7, "")
	require.NoError(t, err)
	back, err := Parse(rc.R.Bytes())
	require.NoError(t, err)
	assert.Equal(t, []string{"Player 1", "Computer 2", "Player 3"}, []string{back.Seats[0].Name, back.Seats[1].Name, back.Seats[2].Name})
	for i := range 3 {
		assert.Equal(t, back.Seats[i].Name, rc.G.Name(i), "the game plays under the recorded name")
	}
}

// CleanName's result always passes NameProblem, whatever was typed, and
// a name that passes is left as it is.
func FuzzCleanNamePassesTheRule(f *testing.F) {
	for _, s := range []string{"", "Ann", "\u200b", "\x1b[2J", "ééééééééééééééééééééééééééééééééééééééééé", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got := CleanName(name, "Player 1")
		require.NoError(t, NameProblem(got), "%+q → %+q", name, got)
		if utf8.ValidString(name) { // a file's names always are: JSON reads bad bytes as U+FFFD
			require.True(t, utf8.ValidString(got))
			if NameProblem(name) == nil {
				require.Equal(t, name, got)
			}
		}
	})
}
