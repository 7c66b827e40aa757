package main

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

	"wheeloffate/cli"
	"wheeloffate/engine/replay"
	"wheeloffate/game/match"
	"wheeloffate/scenes"
)

// hostileFiles builds every kind of bad replay file from a good one.
func hostileFiles(t *testing.T) (good []byte, bad map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	f := filepath.Join(dir, "good.json")
	require.NoError(t, cli.Play([]string{"-ruleset", "life", "-players", "3", "-seed", "4", "-record", f}, io.Discard))
	good, err := os.ReadFile(f)
	require.NoError(t, err)
	r, err := replay.Parse(good)
	require.NoError(t, err)
	edit := func(fn func(c *replay.Replay)) []byte {
		c := *r
		c.Actions = append([][4]int64(nil), r.Actions...)
		c.Checks = append([]replay.Check(nil), r.Checks...)
		fn(&c)
		return c.Bytes()
	}
	flipped := append([]byte(nil), good...)
	for k := len(flipped) / 3; k < len(flipped); k += len(flipped) / 5 {
		flipped[k] ^= 0x20
	}
	// The first action as written, so that its length can be changed.
	firstAction := regexp.MustCompile(`("actions": \[\s*\[)([^\]]*)`)
	bad = map[string][]byte{
		"empty":            {},
		"truncated":        good[:len(good)*2/3],
		"flipped bytes":    flipped,
		"future version":   bytes.Replace(good, []byte(`"format": 2`), []byte(`"format": 3`), 1),
		"version zero":     bytes.Replace(good, []byte(`"format": 2`), []byte(`"format": 0`), 1),
		"unknown ruleset":  edit(func(c *replay.Replay) { c.Ruleset = "monopoly" }),
		"illegal action":   edit(func(c *replay.Replay) { c.Actions[5][1] = 99 }),
		"altered action":   edit(func(c *replay.Replay) { c.Actions[0][2] = 1 - c.Actions[0][2] }),
		"altered hash":     edit(func(c *replay.Replay) { c.Checks[0].Hash = "00000000000000ff" }),
		"over the cap":     append(append([]byte(nil), good...), bytes.Repeat([]byte(" "), replay.MaxSize)...),
		"wrong json type":  bytes.Replace(good, []byte(`"seed": 4`), []byte(`"seed": [4]`), 1),
		"seats a string":   bytes.Replace(good, []byte(`"seats": [`), []byte(`"seats": "x", "y": [`), 1),
		"action of six":    firstAction.ReplaceAll(good, []byte(`${1}${2},777,888`)),
		"escape in a name": bytes.Replace(good, []byte(`"Computer 1"`), []byte(`"Eve\u001b[2J\nwheeloffate: ok"`), 1),
		"two action lists": bytes.Replace(good, []byte(`"actions": [`), []byte(`"actions": [], "actions": [`), 1),
		"another winner":   edit(func(c *replay.Replay) { c.Winners = []int{(c.Winners[0] + 1) % len(c.Seats)} }),
		"a list":           []byte(`[]`),
		"reversing name":   bytes.Replace(good, []byte(`"Computer 2"`), []byte(`"\u202eEve"`), 1),
	}
	return good, bad
}

// Every bad file: the CLI exits non-zero with one line, -replay refuses
// it before any window opens, and the loader the game uses returns an
// error (never a panic).
func TestHostileReplayFilesAreRefusedEverywhere(t *testing.T) {
	good, bad := hostileFiles(t)
	dir := t.TempDir()
	for name, data := range bad {
		t.Run(name, func(t *testing.T) {
			f := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
			require.NoError(t, os.WriteFile(f, data, 0o644))
			for _, args := range [][]string{{"replay", "verify", f}, {"replay", "show", f}, {"-replay", f}} {
				var err error
				require.NotPanics(t, func() {
					if args[0] == "-replay" {
						err = window(args) // refused before any window opens
					} else {
						err = cli.Replay(args[1:], io.Discard)
					}
				})
				require.Error(t, err, "%v", args)
				assert.NotContains(t, err.Error(), "\n", "one line")
				assert.Contains(t, err.Error(), f, "names the file")
			}
			require.NotPanics(t, func() {
				_, err := scenes.NewReplay(data, nil)
				require.Error(t, err)
				assert.NotContains(t, err.Error(), "\n")
				_, err = match.Resume(data)
				if name != "altered action" && name != "another winner" { // a resumed game checks hashes, not the end
					require.Error(t, err)
				}
			})
		})
	}
	// The good file passes everywhere.
	f := filepath.Join(dir, "good.json")
	require.NoError(t, os.WriteFile(f, good, 0o644))
	require.NoError(t, cli.Replay([]string{"verify", f}, io.Discard))
	_, err := scenes.NewReplay(good, nil)
	require.NoError(t, err)
}

func TestHostileLinksAreRefused(t *testing.T) {
	good, bad := hostileFiles(t)
	link, err := replay.EncodeLink(good)
	require.NoError(t, err)
	back, err := replay.DecodeLink(link)
	require.NoError(t, err)
	_, err = scenes.NewReplay(back, nil)
	require.NoError(t, err)
	for name, data := range bad {
		link, err := replay.EncodeLink(data)
		if err != nil {
			assert.Contains(t, err.Error(), "limit", name)
			continue
		}
		back, err := replay.DecodeLink(link)
		if err == nil {
			_, err = scenes.NewReplay(back, nil)
		}
		require.Error(t, err, name)
		assert.NotContains(t, err.Error(), "\n")
	}
	_, err = replay.DecodeLink("#replay=" + strings.Repeat("A", replay.MaxLink+1))
	require.ErrorContains(t, err, "over the")
}
