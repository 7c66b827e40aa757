package replay

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// record plays a whole game with random players and returns its replay.
func record(t testing.TB, ruleset string, seats int, seed uint64) *Replay {
	t.Helper()
	ss := make([]Seat, seats)
	for i := range ss {
		ss[i] = Seat{Name: fmt.Sprintf("P%d", i+1), Computer: true, Colour: i}
	}
	rc, err := NewRecorder(ruleset, ss, seed, "2026-11-21T00:00:00Z")
	require.NoError(t, err)
	r := ai.NewRandom(seed)
	var buf []engine.Action
	var pend []engine.Decision
	for !rc.G.Over() {
		pend = rc.G.Pending(pend[:0])
		require.NotEmpty(t, pend)
		buf = rc.G.Legal(int(pend[0].Seat), buf[:0])
		_, err := rc.Apply(r.Choose(buf))
		require.NoError(t, err)
	}
	return &rc.R
}

func TestRecordedGamesVerifyAcrossSeeds(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		ruleset, seats := "life", 2+int(seed%5)
		if seed%3 == 0 {
			ruleset, seats = "life-duel", 2
		}
		r := record(t, ruleset, seats, seed)
		data := r.Bytes()
		back, err := Parse(data)
		require.NoError(t, err, "seed %d", seed)
		g, err := back.Verify()
		require.NoError(t, err, "seed %d", seed)
		require.True(t, g.Over())
		require.Equal(t, r.Checks[len(r.Checks)-1].Hash, hashString(g.Hash()))
		require.Equal(t, data, back.Bytes(), "encoding is stable")
	}
}

// A name is anything a person types, but a recorded game must always read
// back: the recorder keeps a name's control characters out of the file,
// which the reader would refuse.
func TestRecorderWritesNamesTheReaderTakes(t *testing.T) {
	rc, err := NewRecorder("life", []Seat{{Name: "Ann\u202e\u0085"}, {Name: "B\u2066o\u2028b\x1b", Computer: true, Colour: 1}}, 7, "2026-11-21T00:00:00Z")
	require.NoError(t, err)
	back, err := Parse(rc.R.Bytes())
	require.NoError(t, err)
	assert.Equal(t, "Ann", back.Seats[0].Name)
	assert.Equal(t, "Bob", back.Seats[1].Name)
	g, err := back.Verify()
	require.NoError(t, err)
	assert.Equal(t, rc.G.Hash(), g.Hash(), "the game recorded is the game read back")
}

func TestUnfinishedGameIsASavedGameThatResumes(t *testing.T) {
	full := record(t, "life", 4, 77)
	half := *full
	half.Actions = full.Actions[:len(full.Actions)/2]
	half.Over, half.Winners = false, nil
	half.Checks = nil
	for _, c := range full.Checks {
		if c.At <= len(half.Actions) {
			half.Checks = append(half.Checks, c)
		}
	}
	g, err := half.Play(-1, nil)
	require.NoError(t, err)
	require.False(t, g.Over())
	// Continuing with the rest of the recorded actions reaches the same end.
	for i := len(half.Actions); i < len(full.Actions); i++ {
		_, err := g.Apply(full.Action(i))
		require.NoError(t, err)
	}
	require.Equal(t, full.Checks[len(full.Checks)-1].Hash, hashString(g.Hash()))
}

// hostile builds a bad file from a good one.
type hostile struct {
	name string
	make func(good []byte, r *Replay) []byte
	want string
}

func TestHostileFilesGetOneClearLine(t *testing.T) {
	r := record(t, "life", 3, 5)
	good := r.Bytes()
	mutate := func(f func(*Replay)) func([]byte, *Replay) []byte {
		return func(_ []byte, r *Replay) []byte {
			c := *r
			c.Actions = append([][4]int64(nil), r.Actions...)
			c.Checks = append([]Check(nil), r.Checks...)
			c.Seats = append([]Seat(nil), r.Seats...)
			f(&c)
			return c.Bytes()
		}
	}
	// withAction rewrites recorded action i (from 0) as the numbers text
	// makes of it, in the file's one action a line. The numbers kept are
	// the recorded ones, so only the action's length is wrong.
	withAction := func(i int, text func(a [4]int64) string) func([]byte, *Replay) []byte {
		return func(g []byte, r *Replay) []byte {
			lines := bytes.Split(g, []byte("\n"))
			for k, l := range lines {
				if string(l) == ` "actions": [` {
					lines[k+1+i] = []byte("  " + text(r.Actions[i]) + ",")
					break
				}
			}
			return bytes.Join(lines, []byte("\n"))
		}
	}
	noAmount := slices.IndexFunc(r.Actions, func(a [4]int64) bool { return a[3] == 0 })
	require.GreaterOrEqual(t, noAmount, 0)
	cases := []hostile{
		{"empty", func([]byte, *Replay) []byte { return nil }, "empty"},
		{"truncated", func(g []byte, _ *Replay) []byte { return g[:len(g)/2] }, "truncated"},
		{"not json", func([]byte, *Replay) []byte { return []byte("PK\x03\x04 zip?") }, "not valid JSON"},
		{"flipped bytes in the actions", func(g []byte, _ *Replay) []byte {
			b := append([]byte(nil), g...)
			i := bytes.Index(b, []byte(`"actions"`))
			j := bytes.Index(b, []byte(`"checks"`))
			for k := i + 20; k < j; k += (j - i) / 7 {
				b[k] ^= 0x01
			}
			return b
		}, ""},
		{"future version", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"format": 2`), []byte(`"format": 7`), 1)
		}, "newer than this program"},
		{"version zero", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"format": 2`), []byte(`"format": 0`), 1)
		}, "does not exist"},
		{"version a string", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"format": 2`), []byte(`"format": "1"`), 1)
		}, "not a whole number"},
		{"no version", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"format": 2,`), nil, 1)
		}, "no format version"},
		{"unknown ruleset", mutate(func(c *Replay) { c.Ruleset = "monopoly" }), "unknown ruleset"},
		{"old rules", mutate(func(c *Replay) { c.RulesVersion = 0 }), "rules version"},
		{"wrong json type", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"seed": 5`), []byte(`"seed": "five"`), 1)
		}, `field seed: expected a whole number, 0 or more, not text`},
		{"actions not a list", func(g []byte, _ *Replay) []byte {
			i := bytes.Index(g, []byte(`"actions": [`))
			j := bytes.Index(g, []byte(`"checks"`))
			return append(append(append([]byte(nil), g[:i]...), []byte(`"actions": {"a":1},`+"\n ")...), g[j:]...)
		}, `field actions: expected a list, not an object`},
		{"too big", func(g []byte, _ *Replay) []byte {
			return append(append([]byte(nil), g...), bytes.Repeat([]byte(" "), MaxSize)...)
		}, "limit"},
		{"illegal action", mutate(func(c *Replay) { c.Actions[3][1] = 14; c.Actions[3][2] = 3 }), "illegal at its point"},
		// Read into four numbers, [1,4,1] would be [1,4,1,0] and
		// [1,4,1,0,777,888] would lose its tail, and both would verify.
		{"action of three numbers", withAction(noAmount, func(a [4]int64) string {
			return fmt.Sprintf("[%d,%d,%d]", a[0], a[1], a[2])
		}), fmt.Sprintf("action %d is malformed: it has 3 numbers, not 4", noAmount+1)},
		{"action of six numbers", withAction(0, func(a [4]int64) string {
			return fmt.Sprintf("[%d,%d,%d,%d,777,888]", a[0], a[1], a[2], a[3])
		}), "action 1 is malformed: it has 6 numbers, not 4"},
		{"action of no numbers", withAction(7, func([4]int64) string { return "[]" }), "action 8 is malformed: it has 0 numbers, not 4"},
		{"action a number", withAction(2, func([4]int64) string { return "3" }), `field actions: each entry should be a list, not a number`},
		{"seat out of range", mutate(func(c *Replay) { c.Actions[0][0] = 9 }), "malformed"},
		{"altered action", mutate(func(c *Replay) {
			// A different but legal first choice: the hashes then disagree.
			c.Actions[0][2] = 1 - c.Actions[0][2]
		}), ""},
		{"altered hash", mutate(func(c *Replay) { c.Checks[0].Hash = "0123456789abcdef" }), "recorded 0123456789abcdef"},
		{"hash not hex", mutate(func(c *Replay) { c.Checks[0].Hash = "zz" }), "16 hex digits"},
		{"checks out of order", mutate(func(c *Replay) { c.Checks[0].At, c.Checks[1].At = c.Checks[1].At, c.Checks[0].At }), "out of order"},
		{"says over but is not", mutate(func(c *Replay) {
			c.Actions = c.Actions[:len(c.Actions)-1]
			c.Checks = c.Checks[:len(c.Checks)-1]
		}), "has not"},
		{"too many seats", mutate(func(c *Replay) {
			for len(c.Seats) < 8 {
				c.Seats = append(c.Seats, Seat{Name: "X"})
			}
		}), "seats"},
		// A name is printed by `replay show` and drawn on the screen: one
		// that holds a control character could clear a terminal, forge a
		// log line or turn the text around it.
		{"a terminal escape in a name", mutate(func(c *Replay) { c.Seats[0].Name = "Ann\x1b[2J" }), "seat 1's name holds a control character (U+001B)"},
		{"a newline in a name", mutate(func(c *Replay) { c.Seats[1].Name = "Bo\nwheeloffate: ok" }), "seat 2's name holds a control character (U+000A)"},
		{"DEL in a name", mutate(func(c *Replay) { c.Seats[2].Name = "Cy\x7f" }), "seat 3's name holds a control character (U+007F)"},
		{"a C1 control in a name", mutate(func(c *Replay) { c.Seats[0].Name = "Ann\u009b2J" }), "(U+009B)"},
		{"a bidi override in a name", mutate(func(c *Replay) { c.Seats[0].Name = "\u202eAnn" }), "(U+202E)"},
		{"a bidi isolate in a name", mutate(func(c *Replay) { c.Seats[0].Name = "Ann\u2067" }), "(U+2067)"},
		{"a line separator in a name", mutate(func(c *Replay) { c.Seats[0].Name = "Ann\u2028Bo" }), "(U+2028)"},
		{"a newline in the start time", mutate(func(c *Replay) { c.Created += "\nwheeloffate: ok" }), "start time holds a control character (U+000A)"},
		// encoding/json would take the last of two equal keys, and match
		// keys to fields without case: a file could show one game and
		// hold another.
		{"two action lists", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"actions": [`), []byte(`"actions": [],`+"\n"+` "actions": [`), 1)
		}, `replay has the field "actions" twice`},
		{"two rulesets", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"ruleset": "life",`), []byte(`"ruleset": "life-duel", "ruleset": "life",`), 1)
		}, `replay has the field "ruleset" twice`},
		{"two formats", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"format": 2,`), []byte(`"format": 2, "format": 2,`), 1)
		}, `replay has the field "format" twice`},
		{"a seat's name twice", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"name": "P2",`), []byte(`"name": "Eve", "name": "P2",`), 1)
		}, `replay has the field "seats[1].name" twice`},
		{"a check's place twice", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"at": 50,`), []byte(`"at": 50, "at": 50,`), 1)
		}, `replay has the field "checks[1].at" twice`},
		{"the seed twice in other case", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"seed": 5,`), []byte(`"Seed": 6, "seed": 5,`), 1)
		}, `replay has the field "seed" twice`},
		{"the seed twice, spelt with an escape and a long s", func(g []byte, _ *Replay) []byte {
			return bytes.Replace(g, []byte(`"seed": 5,`), []byte(`"\u0073eed": 6, "ſeed": 5,`), 1)
		}, `replay has the field "ſeed" twice`},
		{"trailing data", func(g []byte, _ *Replay) []byte { return append(append([]byte(nil), g...), []byte(`{}`)...) }, "after its end"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := c.make(good, r)
			var err error
			require.NotPanics(t, func() {
				var p *Replay
				p, err = Parse(data)
				if err == nil {
					_, err = p.Verify()
				}
			})
			require.Error(t, err)
			msg := err.Error()
			assert.NotContains(t, msg, "\n", "one line")
			assert.Contains(t, msg, c.want)
		})
	}
}

// goTypeText is what encoding/json's errors say of Go's side of a file:
// struct tags, type and package names.
var goTypeText = regexp.MustCompile(`struct \{|json:|RawMessage|\[\]\w|\bu?int\d*\b|\bfloat\d+\b|\breplay\.\w`)

func FuzzReplay(f *testing.F) {
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"format":2,"seats":[{"name":3}]}`))
	r := record(f, "life", 2, 3)
	f.Add(r.Bytes())
	f.Add([]byte(`{"format":1,"ruleset":"life","rules_version":1,"seed":1,"seats":[{"name":"a"},{"name":"b"}],"actions":[[0,1,0,0]],"checks":[],"over":false}`))
	f.Add([]byte(`{"format":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data)
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			require.NotRegexp(t, goTypeText, err.Error(), "a player's words, not Go's")
			return
		}
		g, err := p.Verify()
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			require.False(t, strings.TrimSpace(err.Error()) == "")
		}
		_ = g
	})
}

// 200 games of each edition: recorded, written, read back and replayed,
// every hash matches and the replay ends where the game did.
func TestTwoHundredSeedsOfEachEditionVerify(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	for _, ruleset := range []string{"life", "life-duel"} {
		for seed := uint64(1000); seed < 1200; seed++ {
			seats := 2
			if ruleset == "life" {
				seats = 2 + int(seed%5)
			}
			r := record(t, ruleset, seats, seed)
			back, err := Parse(r.Bytes())
			require.NoError(t, err, "%s seed %d", ruleset, seed)
			g, err := back.Verify()
			require.NoError(t, err, "%s seed %d", ruleset, seed)
			require.True(t, g.Over())
			require.Equal(t, r.Checks[len(r.Checks)-1].Hash, hashString(g.Hash()))
		}
	}
}
