package replay

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goInternal matches what encoding/json's own errors say and a player
// cannot act on: Go type names, struct tags, package names.
var goInternal = regexp.MustCompile(`struct|json:|RawMessage|int64|uint64|\bint\b|\bbool\b|\bstring\b|\[\]|replay\.|Go `)

// A value of the wrong JSON type, anywhere in a recorded file, is named by
// its field and what was expected, in a player's words: never Go's type
// names or struct tags.
func TestWrongJSONTypesReadAsOneClearLine(t *testing.T) {
	good := record(t, "life", 3, 5).Bytes()
	in := func(from, to string) []byte {
		t.Helper()
		b := bytes.Replace(good, []byte(from), []byte(to), 1)
		require.NotEqual(t, good, b, "the edit %q applies", from)
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"an empty list", []byte("[]"), "not a replay file: expected a JSON object, not a list"},
		{"the replay inside a list", append(append([]byte("["), good...), ']'), "not a replay file: expected a JSON object, not a list"},
		{"text", []byte(`"replay"`), "not a replay file: expected a JSON object, not text"},
		{"a number", []byte(`2`), "not a replay file: expected a JSON object, not a number"},
		{"true", []byte(`true`), "not a replay file: expected a JSON object, not true or false"},
		{"null", []byte(` null `), "not a replay file: expected a JSON object, not null"},
		{"seed as text", in(`"seed": 5`, `"seed": "5"`), "field seed: expected a whole number, 0 or more, not text"},
		{"seed negative", in(`"seed": 5`, `"seed": -5`), "field seed: expected a whole number, 0 or more, not -5"},
		{"seed too big", in(`"seed": 5`, `"seed": 123456789012345678901234`), "field seed: expected a whole number, 0 or more, not 123456789012345678901234 (out of range)"},
		{"ruleset a list", in(`"ruleset": "life"`, `"ruleset": ["life"]`), "field ruleset: expected text, not a list"},
		{"seats an object", in(`"seats": [`, `"seats": {}, "x": [`), "field seats: expected a list, not an object"},
		{"a seat a number", in(`"seats": [`, `"seats": [7,`), "field seats: each entry should be an object, not a number"},
		{"a name a number", in(`"name": "P2"`, `"name": 2`), "field seats.name: expected text, not a number"},
		{"options text", in(`"name": "P2",`, `"name": "P2", "options": "no_bets",`), "field seats.options: expected a list, not text"},
		{"computer a number", in(`"computer": true`, `"computer": 1`), "field seats.computer: expected true or false, not a number"},
		{"actions text", in(`"actions": [`, `"actions": "x", "y": [`), "field actions: expected a list, not text"},
		{"an action a number", in(`"actions": [`, `"actions": [5,`), "field actions: each entry should be a list, not a number"},
		{"an action holding text", in(`"actions": [`+"\n  [", `"actions": [`+"\n  [\"2\","), "field actions: an entry holds text where a whole number belongs"},
		{"an action holding a fraction", in(`"actions": [`+"\n  [", `"actions": [`+"\n  [0.5,"), "field actions: an entry holds 0.5 where a whole number belongs"},
		{"checks an object", in(`"checks": [`, `"checks": {}, "x": [`), "field checks: expected a list, not an object"},
		{"a check's place as text", in(`"at": 25`, `"at": "25"`), "field checks.at: expected a whole number, not text"},
		{"over a number", in(`"over": true`, `"over": 1`), "field over: expected true or false, not a number"},
		{"winners true", in(`"winners": [`, `"winners": [true,`), "field winners: each entry should be a whole number, not true or false"},
		{"an unknown field", in(`"seed": 5`, `"seed": 5, "turns": []`), `replay has an unknown field "turns"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.data)
			require.Error(t, err)
			msg := err.Error()
			assert.Equal(t, c.want, msg)
			assert.NotContains(t, msg, "\n")
			assert.NotRegexp(t, goInternal, msg, "no Go-internal text")
		})
	}
}
