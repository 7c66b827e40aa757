package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/replay"
)

func TestPlayRecordThenVerify(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "r.json")
	var out bytes.Buffer
	require.NoError(t, Play([]string{"-ruleset", "life", "-players", "4", "-seed", "9", "-record", file}, &out))
	require.Contains(t, out.String(), "Final count:")
	out.Reset()
	require.NoError(t, Replay([]string{"verify", file}, &out))
	require.Contains(t, out.String(), "ok: life, 4 players")

	// The log shown from the replay is the log printed while playing.
	var played, shown bytes.Buffer
	require.NoError(t, Play([]string{"-ruleset", "life", "-players", "4", "-seed", "9"}, &played))
	require.NoError(t, Replay([]string{"show", file}, &shown))
	pl := strings.SplitN(played.String(), "\n", 2)[1]
	sh := strings.SplitN(shown.String(), "\n", 2)[1]
	require.Equal(t, pl, sh)

	data, err := os.ReadFile(file)
	require.NoError(t, err)

	// One recorded action altered: a Pass becomes a Spin where that is legal
	// or not, either way verify must fail.
	altered := bytes.Replace(data, []byte("\n  [1,4,1,0]"), []byte("\n  [1,4,0,0]"), 1)
	require.NotEqual(t, data, altered)
	bad := filepath.Join(dir, "bad-action.json")
	require.NoError(t, os.WriteFile(bad, altered, 0o644))
	err = Replay([]string{"verify", bad}, &out)
	require.Error(t, err)
	require.NotContains(t, err.Error(), "\n")

	// One hash altered.
	i := bytes.Index(data, []byte(`"hash": "`)) + len(`"hash": "`)
	flipped := append([]byte(nil), data...)
	if flipped[i] == '0' {
		flipped[i] = '1'
	} else {
		flipped[i] = '0'
	}
	bad = filepath.Join(dir, "bad-hash.json")
	require.NoError(t, os.WriteFile(bad, flipped, 0o644))
	err = Replay([]string{"verify", bad}, &out)
	require.ErrorContains(t, err, "state hash after action 25")

	require.Error(t, Replay([]string{"verify", filepath.Join(dir, "missing.json")}, &out))
	require.Error(t, Replay([]string{"frobnicate", file}, &out))
}

func TestWriteFileAtomicLeavesNoTempFiles(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	require.NoError(t, WriteFileAtomic(p, []byte("one")))
	require.NoError(t, WriteFileAtomic(p, []byte("two")))
	got, err := os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, "two", string(got))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1)
}

func TestReplayLinkRoundTrips(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "r.json")
	var out bytes.Buffer
	require.NoError(t, Play([]string{"-ruleset", "life-duel", "-players", "2", "-seed", "5", "-record", file}, &out))

	out.Reset()
	require.NoError(t, Replay([]string{"link", file}, &out))
	line := strings.TrimSuffix(out.String(), "\n")
	require.NotContains(t, line, "\n", "one line")
	require.True(t, strings.HasPrefix(line, "#"+replay.LinkPrefix), line)

	// The fragment carries the same game: it decodes, parses and verifies
	// to the recorded replay.
	data, err := replay.DecodeLink(line)
	require.NoError(t, err)
	got, err := replay.Parse(data)
	require.NoError(t, err)
	want, err := ReadReplay(file)
	require.NoError(t, err)
	require.Equal(t, want.Bytes(), got.Bytes())
	_, err = got.Verify()
	require.NoError(t, err)

	// A replay that does not verify gets no link, and the error is one line.
	raw, err := os.ReadFile(file)
	require.NoError(t, err)
	i := bytes.Index(raw, []byte(`"hash": "`)) + len(`"hash": "`)
	if raw[i] == '0' {
		raw[i] = '1'
	} else {
		raw[i] = '0'
	}
	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, raw, 0o644))
	out.Reset()
	err = Replay([]string{"link", bad}, &out)
	require.ErrorContains(t, err, "replay link: ")
	require.NotContains(t, err.Error(), "\n")
	require.Empty(t, out.String())
	require.Error(t, Replay([]string{"link"}, &out))
}

// Text from a file is shown, never obeyed: `replay show` refuses a name
// holding a terminal escape, and whatever the CLI prints of a game's names
// has its control characters escaped, so no name can clear the terminal or
// forge a line of the log.
func TestNamesAreShownNeverObeyed(t *testing.T) {
	dir, _, data := recorded(t, "2", "3")
	evil := filepath.Join(dir, "evil.json")
	require.NoError(t, os.WriteFile(evil, bytes.Replace(data, []byte(`"Computer 1"`), []byte(`"Eve\u001b[2J\nwheeloffate: ok"`), 1), 0o644))
	for _, cmd := range []string{"show", "verify"} {
		var out bytes.Buffer
		err := Replay([]string{cmd, evil}, &out)
		require.ErrorContains(t, err, "seat 1's name holds a control character (U+001B)")
		assert.Empty(t, out.String())
	}

	names := [engine.MaxSeats]string{"Eve\x1b[2J\nwheeloffate: ok", "Bo\u202eb\u0085"}
	g, err := catalog.New("life", engine.Setup{Seats: 2, Seed: 3, Names: names})
	require.NoError(t, err)
	var out bytes.Buffer
	printResult(&out, g)
	assert.NotContains(t, out.String(), "\x1b")
	assert.NotContains(t, out.String(), "\u202e")
	assert.NotContains(t, out.String(), "\u0085")
	assert.Contains(t, out.String(), `Eve\x1b[2J\nwheeloffate: ok`)
	assert.Contains(t, out.String(), `Bo\u202eb\u0085`)
	assert.Equal(t, 3, strings.Count(out.String(), "\n"), "a heading and a line a seat")
	assert.Equal(t, `Eve\x1b[2J\nwheeloffate: ok spins 7`, shown("Eve\x1b[2J\nwheeloffate: ok spins 7"))
	assert.Equal(t, "Zoë spins 7 — $20,000", shown("Zoë spins 7 — $20,000"), "printable text is left as it is")
}

// show and verify judge a file by one check: a finished game whose file
// says it goes on is refused by both, with the same words, and show prints
// none of the game first.
func TestShowRefusesWhatVerifyRefuses(t *testing.T) {
	dir, _, data := recorded(t, "2", "3")
	// Without its winners too: a game that goes on has none, and a file
	// that names some for one is refused before it is played.
	notOver := regexp.MustCompile(`"over": true,\s*"winners": \[[^\]]*\]`).ReplaceAll(data, []byte(`"over": false`))
	require.NotEqual(t, data, notOver)
	bad := filepath.Join(dir, "not-over.json")
	require.NoError(t, os.WriteFile(bad, notOver, 0o644))

	var out bytes.Buffer
	verr := Replay([]string{"verify", bad}, &out)
	require.ErrorContains(t, verr, "replay says the game goes on, but it ended")
	serr := Replay([]string{"show", bad}, &out)
	require.Error(t, serr)
	assert.Equal(t, strings.Replace(verr.Error(), "replay verify:", "replay show:", 1), serr.Error())
	assert.Empty(t, out.String(), "nothing of a refused file is shown")
}

// Only a regular file is read: a folder is refused for what it is.
func TestReplayRefusesAFolder(t *testing.T) {
	dir := t.TempDir()
	for _, cmd := range []string{"verify", "show", "link"} {
		err := Replay([]string{cmd, dir}, io.Discard)
		require.ErrorContains(t, err, dir+": is a folder, not a file")
	}
	_, err := ReadReplayBytes(dir)
	require.EqualError(t, err, "is a folder, not a file")
}

// The reviewer's three files, each made from a recorded game: verify,
// show and link refuse every one with the same single line, and print
// nothing of it.
func TestReplayCommandsRefuseWrongWinnersListsAndInvisibleNames(t *testing.T) {
	dir, file, data := recorded(t, "3", "2")
	r, err := replay.Parse(data)
	require.NoError(t, err)
	require.Equal(t, []int{0}, r.Winners, "seat 0 wins seed 2")
	edit := func(from, to string) []byte {
		b := bytes.Replace(data, []byte(from), []byte(to), 1)
		require.NotEqual(t, data, b, "the edit %q applies", from)
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"another winner", edit("\"winners\": [\n  0\n ]", `"winners": [2]`), `replay records "winners": [2], but the game its actions play was won by [0]`},
		{"no winner", edit(",\n \"winners\": [\n  0\n ]", ""), `replay records "winners": [], but the game its actions play was won by [0]`},
		{"an empty list", []byte("[]\n"), "not a replay file: expected a JSON object, not a list"},
		{"seats as text", edit(`"seats": [`, `"seats": "x", "y": [`), "field seats: expected a list, not text"},
		{"a control character in a name", edit(`"Computer 2"`, `"Eve\u202e"`), "seat 2's name holds a control character (U+202E)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".json")
			require.NoError(t, os.WriteFile(bad, c.data, 0o644))
			for _, cmd := range []string{"verify", "show", "link"} {
				var out bytes.Buffer
				err := Replay([]string{cmd, bad}, &out)
				require.EqualError(t, err, "replay "+cmd+": "+bad+": "+c.want)
				assert.Empty(t, out.String(), "nothing of a refused file is shown")
			}
		})
	}
	var out bytes.Buffer
	require.NoError(t, Replay([]string{"verify", file}, &out))
	assert.Equal(t, "ok: life, 3 players, 293 actions, 12 hash checks match, finished game\n", out.String())
	// A name with nothing visible, as setups before the name rule wrote
	// them: the game still verifies, the seat shown by its usual name.
	for _, name := range []string{`"\u200b\u200b"`, `"  "`, `""`} {
		blank := filepath.Join(dir, "blank.json")
		require.NoError(t, os.WriteFile(blank, edit(`"Computer 2"`, name), 0o644))
		out.Reset()
		require.NoError(t, Replay([]string{"verify", blank}, &out), name)
		out.Reset()
		require.NoError(t, Replay([]string{"show", blank}, &out), name)
		assert.Contains(t, out.String(), "Computer 2", "%s reads as the seat's usual name", name)
	}
}

// recorded plays a game of life with players seats from seed, recording it
// in a new folder, and returns the folder, the file and its bytes.
func recorded(t *testing.T, players, seed string) (dir, file string, data []byte) {
	t.Helper()
	dir = t.TempDir()
	file = filepath.Join(dir, "r.json")
	require.NoError(t, Play([]string{"-ruleset", "life", "-players", players, "-seed", seed, "-record", file}, io.Discard))
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	return dir, file, data
}
