//go:build xvfb

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/replay"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// A game killed with SIGKILL partway through loses nothing: -continue
// resumes the saved running game, and it ends exactly as the same game
// played without interruption.
func TestKilledGameContinuesToTheSameEnd(t *testing.T) {
	require.NotEmpty(t, os.Getenv("DISPLAY"), "run under xvfb-run")
	bin := buildBinary(t)
	env := soundlessEnv(t)
	var home string
	for _, kv := range env {
		if v, ok := cutPrefix(kv, "XDG_CONFIG_HOME="); ok {
			home = v
		}
	}
	saves := filepath.Join(home, "wheeloffate", "saves")
	running := filepath.Join(saves, "autoplay.json")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	// Start a game and kill it once it has saved some actions.
	cmd := exec.CommandContext(ctx, bin, "-autoplay", "-speed", "instant", "-ruleset", "life", "-players", "4", "-seed", "9")
	cmd.Env = env
	require.NoError(t, cmd.Start())
	var killed *replay.Replay
	for killed == nil {
		require.NoError(t, ctx.Err(), "no running game was saved")
		time.Sleep(5 * time.Millisecond)
		data, err := os.ReadFile(running)
		if err != nil {
			continue
		}
		// The save is replaced by a rename, so it is always whole.
		r, err := replay.Parse(data)
		require.NoError(t, err, "a saved running game is always a whole replay")
		if len(r.Actions) >= 40 {
			require.NoError(t, cmd.Process.Kill()) // SIGKILL: no chance to tidy up
			killed = r
		}
	}
	_ = cmd.Wait()
	require.False(t, killed.Over)
	// The file on disk after the kill is whole and at least as far on.
	data, err := os.ReadFile(running)
	require.NoError(t, err)
	atKill, err := replay.Parse(data)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(atKill.Actions), len(killed.Actions))
	_, err = atKill.Verify()
	require.NoError(t, err, "the saved game replays with every hash matching")

	// Continue it to the end.
	cont := exec.CommandContext(ctx, bin, "-autoplay", "-speed", "instant", "-continue")
	cont.Env = env
	var stdout, stderr bytes.Buffer
	cont.Stdout, cont.Stderr = &stdout, &stderr
	require.NoError(t, cont.Run(), "stderr: %s", stderr.String())
	t.Logf("killed at %d actions; continued: %s", len(atKill.Actions), stdout.String())
	_, err = os.Stat(running)
	require.ErrorIs(t, err, os.ErrNotExist, "a finished game is no longer the running game")

	// The same game without interruption: the same header, the computers
	// choosing every move from the start.
	m, err := match.Rebuild(atKill, 0)
	require.NoError(t, err)
	require.NoError(t, m.PlayOut())
	want := m.Save()
	wantR, err := replay.Parse(want)
	require.NoError(t, err)

	// The finished game was archived: the same actions and final hash.
	files, err := filepath.Glob(filepath.Join(saves, "replay-*.json"))
	require.NoError(t, err)
	require.Len(t, files, 1)
	got, err := os.ReadFile(files[0])
	require.NoError(t, err)
	gotR, err := replay.Parse(got)
	require.NoError(t, err)
	_, err = gotR.Verify()
	require.NoError(t, err)
	require.Equal(t, wantR.Actions, gotR.Actions, "the continued game made the same moves")
	require.Equal(t, wantR.Checks, gotR.Checks, "and passed through the same states")
	require.Equal(t, atKill.Actions, gotR.Actions[:len(atKill.Actions)], "nothing before the kill was lost")

	// And the results line says so.
	line := regexp.MustCompile(`(?m)^results: .*$`).FindString(stdout.String())
	require.NotEmpty(t, line, "stdout: %s", stdout.String())
	assert.Contains(t, line, fmt.Sprintf("life, %d turns", m.G.Turn()))
	for i := 0; i < m.G.Seats(); i++ {
		assert.Contains(t, line, m.G.Name(i)+" "+ui.Money(m.G.Worth(i)))
	}
}

func cutPrefix(s, p string) (string, bool) {
	if len(s) >= len(p) && s[:len(p)] == p {
		return s[len(p):], true
	}
	return "", false
}
