package game

import "sync"

// StateSnapshot is what the running game last published about its rules
// state: enough for a browser test to see that the game advanced and to
// compare hashes with a native run. It is a copy; changing it changes nothing.
type StateSnapshot struct {
	Ruleset string
	Turn    int
	Hash    uint64
	// Seq counts PublishState calls, so a reader can tell a fresh snapshot
	// from an old one.
	Seq uint64
}

// FrameStats count the App's ticks and frames, for the browser test hook
// and measurements (first frame time, frames per second).
type FrameStats struct {
	Ticks, Draws uint64
	// Width and Height are the logical screen size of the last frame.
	Width, Height int
}

var published struct {
	mu     sync.Mutex
	state  StateSnapshot
	frames FrameStats
	onDraw func() // set by the browser hook to time the first frame
}

// PublishState records the game's current ruleset, turn and state hash. The
// board scene calls it every tick; it only stores the values (natively and
// in the browser, where window.wheeloffate.state() reads them).
func PublishState(ruleset string, turn int, hash uint64) {
	published.mu.Lock()
	defer published.mu.Unlock()
	published.state = StateSnapshot{Ruleset: ruleset, Turn: turn, Hash: hash, Seq: published.state.Seq + 1}
}

// PublishedState returns the last published snapshot; ok is false before
// the first PublishState.
func PublishedState() (s StateSnapshot, ok bool) {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.state, published.state.Seq > 0
}

// Frames returns the App's tick and frame counts.
func Frames() FrameStats {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.frames
}

// noteTick is called by App.Update.
func noteTick() {
	published.mu.Lock()
	published.frames.Ticks++
	published.mu.Unlock()
}

// noteDraw is called by App.Draw with the logical screen size.
func noteDraw(w, h int) {
	published.mu.Lock()
	published.frames.Draws++
	published.frames.Width, published.frames.Height = w, h
	f := published.onDraw
	first := published.frames.Draws == 1
	published.mu.Unlock()
	if first && f != nil {
		f()
	}
}
