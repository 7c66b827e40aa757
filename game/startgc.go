package game

import (
	"os"
	"runtime/debug"
)

// The browser's loader (wasm/web/loader.js) starts the program with
// GOGC=400 and startGCMark set: the start allocates a few times the heap
// it keeps, and at Go's default pace the collector ran several times
// before the first frame.
const startGCMark = "WHEELOFFATE_START_GOGC"

// startedGC sets the collector back to Go's default pace after the first
// frame, when the loader started the program at its own pace; a GOGC a
// person chose (natively, where nothing sets the mark) is left as it is.
func startedGC() {
	if os.Getenv(startGCMark) != "" {
		debug.SetGCPercent(100)
	}
}
