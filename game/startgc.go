package game

import (
	"os"
	"runtime/debug"
)

// startGOGC is the collector's pace the browser's loader starts the
// program at (wasm/web/loader.js): the start allocates a few times the
// heap it keeps, and at Go's default pace the collector ran several times
// before the first frame.
const startGOGC = "400"

// startedGC sets the collector back to Go's default pace after the first
// frame, when the program was started at the loader's pace; a GOGC a
// person chose is left as it is.
func startedGC() {
	if os.Getenv("GOGC") == startGOGC {
		debug.SetGCPercent(100)
	}
}
