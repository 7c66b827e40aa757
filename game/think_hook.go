package game

import (
	"sync"
	"time"
)

// ThinkStats is what the computers' thinking has cost the game loop, for
// the browser test hook (state().thinkMaxMs and .hardDecisions): a hard
// computer's search runs a slice a tick, and no tick may be held long by it.
type ThinkStats struct {
	// MaxMs is the longest time one tick spent on computers' thinking.
	MaxMs float64
	// Searches counts the searching (hard) computers' decisions made.
	Searches int
}

var thinkStats struct {
	mu sync.Mutex
	ThinkStats
}

// NoteThink records a tick's thinking so far (spent) and the searching
// decisions it finished.
func NoteThink(spent time.Duration, searches int) {
	thinkStats.mu.Lock()
	defer thinkStats.mu.Unlock()
	thinkStats.MaxMs = max(thinkStats.MaxMs, float64(spent)/float64(time.Millisecond))
	thinkStats.Searches += searches
}

// Thinks returns the thinking recorded so far.
func Thinks() ThinkStats {
	thinkStats.mu.Lock()
	defer thinkStats.mu.Unlock()
	return thinkStats.ThinkStats
}
