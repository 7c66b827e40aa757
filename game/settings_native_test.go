//go:build !js

package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
)

func TestSettingsRoundTripThroughFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "settings.json")
	st := &FileStore{Path: path}
	s, err := LoadSettings(st)
	require.NoError(t, err, "no file yet is not an error")
	assert.Equal(t, DefaultSettings(), s)
	assert.False(t, s.Advisor, "the odds advisor is off until the player turns it on")

	s.AnimSpeed = anim.Speed4x
	s.Volume = 0.25
	s.AskSideBets = false
	require.NoError(t, SaveSettings(st, s))
	got, err := LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, s, got)

	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary files left behind")

	require.NoError(t, os.WriteFile(path, []byte("{not json"), 0o644))
	got, err = LoadSettings(st)
	assert.Error(t, err)
	assert.Equal(t, DefaultSettings(), got, "a corrupt file gives the defaults")

	require.NoError(t, os.WriteFile(path, []byte(`{"volume": 7, "animSpeed": 42}`), 0o644))
	got, err = LoadSettings(st)
	require.NoError(t, err)
	assert.Equal(t, 1.0, got.Volume, "clamped")
	assert.Equal(t, anim.Speed1x, got.AnimSpeed, "unknown speed reset")
	assert.True(t, got.Sound, "missing fields keep defaults")
	assert.False(t, got.Advisor, "a file from before the odds advisor loads with it off")

	s.Advisor = true
	require.NoError(t, SaveSettings(st, s))
	got, err = LoadSettings(st)
	require.NoError(t, err)
	assert.True(t, got.Advisor, "the advisor's switch is saved with the rest")
}

func TestDefaultStoreIsUnderUserConfigDir(t *testing.T) {
	dir, err := os.UserConfigDir()
	if err != nil {
		assert.IsType(t, &MemStore{}, DefaultStore())
		return
	}
	fs, ok := DefaultStore().(*FileStore)
	require.True(t, ok)
	assert.Equal(t, filepath.Join(dir, "wheeloffate", "settings.json"), fs.Path)
}
