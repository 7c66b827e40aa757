package broke_test

import (
	"testing"

	"wheeloffate/engine/broke"
	"wheeloffate/engine/enginetest"
)

// FuzzBrokeActions drives games from arbitrary bytes through
// enginetest.FuzzActions: no panic, illegal actions refused with the game
// unchanged, legal ones accepted, the invariants after every action, clones
// alone; a seed crafts a side bet and a roulette pick off the steps.
func FuzzBrokeActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{3, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{2, 9, 9, 9, 9, 9, 9, 9, 9, 0xE0, 1, broke.ABet, 1, 11, 0, 0, 0, 0xE1, 1, broke.APick, 37, 0})
	rules := broke.Ruleset()
	f.Fuzz(func(t *testing.T, data []byte) {
		// 12 crafted kinds, past the last (AStop), so unknown kinds are
		// tried too, and every input means what it did before the shared
		// driver.
		enginetest.FuzzActions(t, rules, 12, data)
	})
}
