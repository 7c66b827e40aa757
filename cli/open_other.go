//go:build !unix

package cli

// openNonblock is 0 where open has no O_NONBLOCK (js, wasip1) or where a
// named pipe is not opened by a path in a folder (Windows): there the
// regular-file check before opening is the whole guard.
const openNonblock = 0
