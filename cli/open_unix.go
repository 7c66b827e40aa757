//go:build unix

package cli

import "syscall"

// openNonblock opens a named pipe without waiting for a writer (see
// ReadReplayBytes); on a regular file it changes nothing.
const openNonblock = syscall.O_NONBLOCK
