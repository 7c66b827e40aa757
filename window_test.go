package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
)

func TestParseWindowFlags(t *testing.T) {
	o, err := parseWindow([]string{"-autoplay", "-speed", "instant", "-ruleset", "life", "-players", "4", "-seed", "3"})
	require.NoError(t, err)
	assert.Equal(t, windowOptions{ruleset: "life", players: 4, seed: 3, hasSeed: true, autoplay: true, speed: anim.SpeedInstant, hasSpeed: true}, o)
	for in, want := range map[string]anim.Speed{"1": anim.Speed1x, "2x": anim.Speed2x, "4": anim.Speed4x, "Instant": anim.SpeedInstant} {
		o, err := parseWindow([]string{"-speed", in})
		require.NoError(t, err)
		assert.Equal(t, want, o.speed)
	}
	o, err = parseWindow(nil)
	require.NoError(t, err)
	assert.Equal(t, windowOptions{}, o, "no flags: the title")
}

func TestParseWindowErrorsAreOneLine(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-replay", "game.wof", "-autoplay"}, "cannot be combined"},
		{[]string{"-continue", "-ruleset", "life"}, "cannot be combined"},
		{[]string{"-speed", "3"}, "-speed"},
		{[]string{"-seed", "-1"}, "-seed"},
		{[]string{"-seed", "abc"}, "-seed"},
		{[]string{"-players", "x"}, "-players"},
		{[]string{"-players", "-2"}, "-players"},
		// 0 is a count out of range, not "no -players": it started 4 players.
		{[]string{"-players", "0"}, `invalid value "0" for flag -players: the games are for 2 to 6 players, not 0`},
		{[]string{"-ruleset", "life", "-players", "0"}, "not 0"},
		{[]string{"-ruleset", "monopoly"}, "unknown ruleset"},
		{[]string{"-bogus"}, "bogus"},
		{[]string{"extra"}, "unknown argument"},
	} {
		_, err := parseWindow(c.args)
		require.Error(t, err, "%v", c.args)
		assert.Contains(t, err.Error(), c.want)
		assert.NotContains(t, err.Error(), "\n")
	}
	// -players out of the ruleset's bounds fails before a window opens.
	err := window([]string{"-ruleset", "life-duel", "-players", "3"})
	assert.ErrorContains(t, err, "exactly 2")
	err = window([]string{"-players", "9"})
	assert.ErrorContains(t, err, "2 to 6")
}

func TestSpeedStoreIsForThisRunOnly(t *testing.T) {
	base := &game.MemStore{}
	saved := game.DefaultSettings()
	saved.Volume = 0.4
	require.NoError(t, game.SaveSettings(base, saved))
	st := &speedStore{base: base, speed: anim.SpeedInstant}
	s, err := game.LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, anim.SpeedInstant, s.AnimSpeed, "the flag wins for this run")
	assert.Equal(t, 0.4, s.Volume)

	// Changing the volume saves it, but not the flag's speed.
	s.Volume = 0.6
	require.NoError(t, game.SaveSettings(st, s))
	onDisk, err := game.LoadSettings(base)
	require.NoError(t, err)
	assert.Equal(t, 0.6, onDisk.Volume)
	assert.Equal(t, anim.Speed1x, onDisk.AnimSpeed)

	// Choosing a speed in the settings screen does save it.
	s.AnimSpeed = anim.Speed2x
	require.NoError(t, game.SaveSettings(st, s))
	onDisk, _ = game.LoadSettings(base)
	assert.Equal(t, anim.Speed2x, onDisk.AnimSpeed)

	// Nothing saved yet: defaults with the flag's speed.
	st = &speedStore{base: &game.MemStore{}, speed: anim.Speed4x}
	s, err = game.LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, anim.Speed4x, s.AnimSpeed)
	var m map[string]any
	data, _ := st.Load()
	require.NoError(t, json.Unmarshal(data, &m))
}
