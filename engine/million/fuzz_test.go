package million_test

import (
	"testing"

	"wheeloffate/engine/enginetest"
	"wheeloffate/engine/million"
)

// FuzzMillionActions drives games from arbitrary bytes through
// enginetest.FuzzActions: no panic, illegal actions refused with the game
// unchanged, legal ones accepted, the invariants after every action, clones
// alone; the seeds reach an auction, a deal and a crafted bid off the steps.
func FuzzMillionActions(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{3, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{2, 9, 9, 9, 9, 9, 9, 9, 9, 0xE0, 1, million.ABid, 1, 11, 0, 0, 0, 0xE1, 1, million.AProp, 37, 0})
	f.Add([]byte{1, 5, 4, 3, 2, 1, 0, 0, 0, 6, 6, 6, 6, 0, 0, 0, 6, 6, 6, 6, 1, 1, 1, 1})
	rules := million.Ruleset()
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.FuzzActions(t, rules, million.ACounter+1, data)
	})
}
