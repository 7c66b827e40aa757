package main

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/cli"
)

// A recorded game of four computers: every action is listed once, in order,
// with the seat whose turn it was before it; spins are the active seat's,
// side bets other seats', as Life's rules have them; "no bet" is what a
// side bet lapses to, a bet placed or a spin is not.
func TestListNamesEachActionsDecisionAndTurn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "r.json")
	require.NoError(t, cli.Play([]string{"-ruleset", "life", "-players", "4", "-seed", "9", "-record", file}, io.Discard))
	r, err := cli.ReadReplay(file)
	require.NoError(t, err)

	var out bytes.Buffer
	require.NoError(t, list(&out, r))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, len(r.Actions))
	count := map[string]int{}
	turns := map[int]bool{}
	for i, l := range lines {
		var a taken
		require.NoError(t, json.Unmarshal([]byte(l), &a), l)
		require.Equal(t, i+1, a.At)
		want := r.Action(i)
		require.Equal(t, int(want.Seat), a.Seat, l)
		require.Equal(t, want.Kind, a.Kind, l)
		count[a.Decision]++
		turns[a.Active] = true
		switch a.Decision {
		case "spin", "road", "fork":
			assert.Equal(t, a.Active, a.Seat, "a %s is taken on one's own turn: %s", a.Decision, l)
			assert.False(t, a.Lapse, "a %s never lapses: %s", a.Decision, l)
		case "bet":
			assert.NotEqual(t, a.Active, a.Seat, "a side bet is on another seat's spin: %s", l)
			// A bet stakes money; "no bet", the lapse, stakes none. (Test
			// files name no ruleset's package: rulesets_imports_test.go.)
			assert.Equal(t, a.Amount == 0, a.Lapse, "no bet is the lapse, a bet is not: %s", l)
			if a.Lapse {
				count["lapse"]++
			}
		}
	}
	assert.Positive(t, count["spin"])
	assert.Positive(t, count["bet"], "computers bet on each other's spins")
	assert.Positive(t, count["lapse"], "and let some spins go by")
	assert.Zero(t, count["none"], "every action answered a pending decision")
	assert.Len(t, turns, 4, "every seat had turns")
}

// An action that is not legal where it stands is an error naming it.
func TestListRefusesAnIllegalAction(t *testing.T) {
	file := filepath.Join(t.TempDir(), "r.json")
	require.NoError(t, cli.Play([]string{"-ruleset", "life", "-players", "2", "-seed", "3", "-record", file}, io.Discard))
	r, err := cli.ReadReplay(file)
	require.NoError(t, err)
	r.Actions[0][0] = 1 - r.Actions[0][0] // the other seat acts first
	err = list(io.Discard, r)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "action 1 ")
}
