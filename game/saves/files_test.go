//go:build !js

package saves

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDirLibrary(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	testLibrary(t, &Library{B: &Dir{Path: dir}})
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		require.NotContains(t, e.Name(), ".tmp", "no temporary file left behind")
	}
}

func TestHostileIDsStayInTheDirectory(t *testing.T) {
	dir := t.TempDir()
	l := &Library{B: &Dir{Path: filepath.Join(dir, "saves")}}
	require.NoError(t, l.Archive("../../etc/passwd", []byte("x")))
	_, err := os.Stat(filepath.Join(dir, "etc"))
	require.True(t, os.IsNotExist(err))
	list, err := l.List()
	require.NoError(t, err)
	require.Len(t, list, 1)
}

// Natively the damaged save is renamed within the saves directory: the
// file with the same bytes is there under its new name, and current.json
// is gone until the next game saves.
func TestDirSetAsideKeepsTheFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	first, _ := testSetAside(t, &Library{B: &Dir{Path: dir}})
	data, err := os.ReadFile(filepath.Join(dir, first+".json"))
	require.NoError(t, err)
	require.Equal(t, `{"format": 1, "ruleset": "life", "seats": [`, string(data))
}
