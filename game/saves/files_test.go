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
