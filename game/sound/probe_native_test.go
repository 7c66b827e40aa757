//go:build !js && !android && !ios

package sound

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func hasDevice() bool {
	_, err := os.Stat("/dev/snd")
	return err == nil || os.Getenv("PULSE_SERVER") != "" || os.Getenv("ALSA_CONFIG_PATH") != ""
}

// On a machine without a sound card (CI, Xvfb) the probe must fail quickly
// and the manager must settle on playing silently, telling the player once.
func TestNoDeviceFallsBackToSilence(t *testing.T) {
	if hasDevice() {
		t.Log("this machine has a sound device; checking only that the probe answers")
	}
	m := NewManager(ModeAuto)
	var logged []string
	m.logf = func(f string, a ...any) { logged = append(logged, f) }
	assert.Equal(t, StatusChecking, m.Status())
	start := time.Now()
	m.Wait()
	assert.Less(t, time.Since(start), probeTimeout+2*time.Second)
	if hasDevice() {
		assert.Contains(t, []string{StatusOn, StatusSilent}, m.Status())
		return
	}
	assert.Equal(t, StatusSilent, m.Status())
	require.Error(t, m.reason)
	msg, ok := m.Notice()
	assert.True(t, ok)
	assert.Equal(t, "No sound device: playing silently", msg)
	_, ok = m.Notice()
	assert.False(t, ok, "told once")
	assert.Len(t, logged, 1)
	m.Play(Collect) // a no-op, no panic
	m.Update()
}

// With ALSA's null device the same probe finds a working device: this is
// how tests with sound run on a machine without a card.
func TestProbeFindsALSANullDevice(t *testing.T) {
	if _, err := os.Stat("/usr/lib/x86_64-linux-gnu/libasound.so.2"); err != nil {
		t.Skip("libasound2 is not installed")
	}
	conf := filepath.Join(t.TempDir(), "asound.conf")
	require.NoError(t, os.WriteFile(conf, []byte("pcm.!default { type null }\nctl.!default { type hw card 0 }\n"), 0o644))
	err := probeWithEnv([]string{"ALSA_CONFIG_PATH=" + conf, "PULSE_SERVER=unix:/nonexistent"})
	assert.NoError(t, err)
}
