package ui

import (
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// recordingTexts: RecordTexts is on (read by every text drawn, so not
// under drawn.mu).
var recordingTexts atomic.Bool

var drawn struct {
	mu        sync.Mutex
	on        bool // the hook's list, published at EndFrame
	capture   bool // this frame's list, for FrameControls
	cur, last []Drawn
	keep      []Rect      // this frame's words to keep clear (KeepClear), for FrameControls
	text      []DrawnText // with RecordTexts on, this frame's texts
	lastText  []DrawnText // and the last complete frame's
	clip      *Rect       // a Scroller's clip while it draws: controls are recorded as the part of them in it
}

// RecordDrawn turns the recording of drawn controls on or off. It is off
// unless the browser test hook turns it on, and costs nothing then.
func RecordDrawn(on bool) {
	drawn.mu.Lock()
	drawn.on = on
	drawn.mu.Unlock()
}

// CaptureFrame records the controls drawn from now until EndFrame even
// when the hook's recording is off, for FrameControls: App.Draw calls it
// at every frame's start, so that a toast and the odds advisor's badges
// can keep clear of them.
func CaptureFrame() {
	drawn.mu.Lock()
	drawn.capture = true
	drawn.mu.Unlock()
}

// FrameControls returns the rects of the controls drawn so far this frame
// (with CaptureFrame or the hook's recording on), appended to dst.
func FrameControls(dst []Rect) []Rect {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	for _, d := range drawn.cur {
		dst = append(dst, d.Rect)
	}
	return append(dst, drawn.keep...)
}

// FrameKept returns the rects of the words marked KeepClear so far this
// frame, appended to dst (FrameControls returns them too, with the
// controls).
func FrameKept(dst []Rect) []Rect {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	return append(dst, drawn.keep...)
}

// KeepClear marks words drawn this frame that a toast must not cover (a
// decision's prompt, a status line), and that the odds advisor's badges
// weigh over a control's edge: FrameControls returns them with the
// controls, FrameKept alone. They are not controls, so the hook's list
// leaves them out.
func KeepClear(r Rect) {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	if drawn.on || drawn.capture {
		drawn.keep = append(drawn.keep, r)
	}
}

// DrawnText is a text drawn this frame, the image it was drawn on (the
// screen, or a cached layer in that layer's own pixels) and the box its
// lines take there; Seq is how many were drawn before it in the frame
// (TextsDrawn).
type DrawnText struct {
	Text string
	On   *ebiten.Image
	Rect Rect
	Seq  int
}

// TextsDrawn is how many texts this frame has drawn so far, with
// RecordTexts on (else 0): what is drawn after a mark is over what was
// drawn before it.
func TextsDrawn() int {
	if !recordingTexts.Load() {
		return 0
	}
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	return len(drawn.text)
}

// RecordTexts turns on or off the recording of every text drawn, for
// tests that check what covers words (DrawnTexts). Off, it costs nothing.
func RecordTexts(on bool) {
	drawn.mu.Lock()
	recordingTexts.Store(on)
	drawn.text, drawn.lastText = drawn.text[:0], drawn.lastText[:0]
	drawn.mu.Unlock()
}

// DrawnTexts returns the texts the last complete frame drew, in the order
// drawn, with RecordTexts on.
func DrawnTexts() []DrawnText {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	return append([]DrawnText(nil), drawn.lastText...)
}

// recordText notes a text drawn on dst in box r, with RecordTexts on.
func recordText(s string, dst *ebiten.Image, r Rect) {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	if recordingTexts.Load() {
		drawn.text = append(drawn.text, DrawnText{s, dst, r, len(drawn.text)})
	}
}

// textsOn reports whether texts are being recorded.
func textsOn() bool { return recordingTexts.Load() }

// EndFrame publishes the controls drawn since the last EndFrame; App.Draw
// calls it after the scene has drawn.
func EndFrame() {
	drawn.mu.Lock()
	if drawn.on {
		drawn.last, drawn.cur = drawn.cur, drawn.last[:0]
	} else {
		drawn.cur = drawn.cur[:0]
	}
	drawn.capture = false
	drawn.keep = drawn.keep[:0]
	drawn.lastText, drawn.text = drawn.text, drawn.lastText[:0]
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
	defer drawn.mu.Unlock()
	if !drawn.on && !drawn.capture {
		return
	}
	if drawn.clip != nil {
		r, ok := d.Rect.Intersect(*drawn.clip)
		if !ok {
			return // scrolled wholly out of view
		}
		d.Rect = r
	}
	drawn.cur = append(drawn.cur, d)
}

// setRecordClip clips the controls recorded from now on to c (nil: no
// clip), for a Scroller drawing the part of its list in view.
func setRecordClip(c *Rect) {
	drawn.mu.Lock()
	drawn.clip = c
	drawn.mu.Unlock()
}
