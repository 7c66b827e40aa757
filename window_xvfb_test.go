//go:build xvfb

package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The real binary in a real window (run under xvfb-run: see `make
// test-window`).

func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "wheeloffate")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// soundlessEnv is the environment without any sound configuration: no
// WHEELOFFATE_SOUND and no ALSA null device, so the game must find out for
// itself that there is no device and play silently.
func soundlessEnv(t *testing.T) []string {
	t.Helper()
	home := t.TempDir() // settings go here, not into the real home
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "WHEELOFFATE_SOUND", "ALSA_CONFIG_PATH", "HOME", "XDG_CONFIG_HOME":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
}

func TestAutoplayReachesResultsAndExits(t *testing.T) {
	require.NotEmpty(t, os.Getenv("DISPLAY"), "run under xvfb-run")
	bin := buildBinary(t)
	for _, c := range []struct {
		ruleset, players string
	}{{"life", "4"}, {"life-duel", "2"}, {"gambler", "4"}, {"million", "4"}} {
		t.Run(c.ruleset, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, "-autoplay", "-speed", "instant", "-ruleset", c.ruleset, "-players", c.players, "-seed", "3")
			cmd.Env = soundlessEnv(t)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			start := time.Now()
			err := cmd.Run()
			t.Logf("%s: %v; stdout %q; stderr %q", c.ruleset, time.Since(start).Round(time.Millisecond), stdout.String(), stderr.String())
			require.NoError(t, ctx.Err(), "timed out")
			require.NoError(t, err, "exit status; stderr: %s", stderr.String())
			assert.Regexp(t, `(?m)^results: `+c.ruleset+`, \d+ turns, .*1st `, stdout.String())
		})
	}
}

// With no sound device and nothing configured, the game keeps running
// (Ebitengine would end it about a second after start if it opened the
// device anyway) and says once that it plays silently.
func TestNoSoundDeviceKeepsPlaying(t *testing.T) {
	require.NotEmpty(t, os.Getenv("DISPLAY"), "run under xvfb-run")
	bin := buildBinary(t)
	cmd := exec.Command(bin)
	cmd.Env = soundlessEnv(t)
	stderr := runWindowFor(t, cmd, 6*time.Second)
	out := stderr.String()
	t.Logf("output: %q", out)
	if _, err := os.Stat("/dev/snd"); err != nil {
		assert.Equal(t, 1, strings.Count(out, "playing silently"), "says so once")
	}
	assert.NotContains(t, out, "panic")
}

// A saved game that cannot be read never keeps the window from opening:
// with -continue or without, the program runs (the title says what
// happened: see scenes' TestDamagedSaveIsSetAsideAndTheTitleSaysSo), and
// the damaged file is kept whole beside the saves under a name of its own.
func TestDamagedSaveStillOpensTheWindow(t *testing.T) {
	require.NotEmpty(t, os.Getenv("DISPLAY"), "run under xvfb-run")
	bin := buildBinary(t)
	damaged := []byte(`{"format": 1, "ruleset": "life", "rules_version": 1, "seed": 3, "seats": [`)
	for _, args := range [][]string{{"-continue"}, {}} {
		t.Run(strings.Join(append([]string{"wheeloffate"}, args...), " "), func(t *testing.T) {
			env := soundlessEnv(t)
			var saves string
			for _, kv := range env {
				if v, ok := strings.CutPrefix(kv, "XDG_CONFIG_HOME="); ok {
					saves = filepath.Join(v, "wheeloffate", "saves")
				}
			}
			require.NoError(t, os.MkdirAll(saves, 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(saves, "current.json"), damaged, 0o644))

			cmd := exec.Command(bin, args...)
			cmd.Env = env
			stderr := runWindowFor(t, cmd, 5*time.Second)
			t.Logf("output: %q", stderr.String())
			assert.Contains(t, stderr.String(), "it was kept as current.damaged-")
			assert.NotContains(t, stderr.String(), "panic")

			_, err := os.Stat(filepath.Join(saves, "current.json"))
			require.ErrorIs(t, err, os.ErrNotExist, "no longer the running game")
			kept, err := filepath.Glob(filepath.Join(saves, "current.damaged-*.json"))
			require.NoError(t, err)
			require.Len(t, kept, 1)
			data, err := os.ReadFile(kept[0])
			require.NoError(t, err)
			assert.Equal(t, damaged, data, "kept byte for byte")
		})
	}
}

// runWindowFor starts the program, checks that it is still running (its
// window open) after d, then stops it with SIGTERM and returns what it
// printed.
func runWindowFor(t *testing.T, cmd *exec.Cmd, d time.Duration) *bytes.Buffer {
	t.Helper()
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Fatalf("the program ended instead of keeping its window open (%v): %s", err, out.String())
	case <-time.After(d):
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
	return &out
}
