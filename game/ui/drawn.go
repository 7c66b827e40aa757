package ui

import "sync"

// Drawn is one control as drawn in the last frame, in logical pixels. The
// browser build's test hook lists them so browser tests can find a button by
// its label instead of by guessed coordinates. Reading them changes nothing.
type Drawn struct {
	Kind     string // "button", "toggle", "choice", "menu", "wheel"
	Label    string
	Rect     Rect
	Disabled bool
	Selected bool // a Choice option or Menu row that is selected
}

var drawn struct {
	mu        sync.Mutex
	on        bool
	cur, last []Drawn
}

// RecordDrawn turns the recording of drawn controls on or off. It is off
// unless the browser test hook turns it on, and costs nothing then.
func RecordDrawn(on bool) {
	drawn.mu.Lock()
	drawn.on = on
	drawn.mu.Unlock()
}

// EndFrame publishes the controls drawn since the last EndFrame; App.Draw
// calls it after the scene has drawn.
func EndFrame() {
	drawn.mu.Lock()
	if drawn.on {
		drawn.last, drawn.cur = drawn.cur, drawn.last[:0]
	}
	drawn.mu.Unlock()
}

// DrawnControls returns a copy of the controls of the last complete frame.
func DrawnControls() []Drawn {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	return append([]Drawn(nil), drawn.last...)
}

// Record adds a control to this frame's list (when recording is on). The
// widgets here call it from Draw; a scene's own control (a game box, a board
// space to tap) calls it too so browser tests can find it by label.
func Record(d Drawn) {
	drawn.mu.Lock()
	if drawn.on {
		drawn.cur = append(drawn.cur, d)
	}
	drawn.mu.Unlock()
}
