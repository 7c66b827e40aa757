//go:build unix

package cli

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A named pipe with no writer would hold open() forever: it is refused for
// what it is, at once.
func TestReplayRefusesANamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "replay.json")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	done := make(chan error, 1)
	go func() { done <- Replay([]string{"verify", fifo}, io.Discard) }()
	select {
	case err := <-done:
		require.ErrorContains(t, err, fifo+": is a named pipe, not a file")
		require.NotContains(t, err.Error(), "\n")
	case <-time.After(10 * time.Second):
		// Let the stuck reader go: a writer that closes at once.
		if w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
		t.Fatal("replay verify on a named pipe with no writer still waits after 10 s")
	}
}
