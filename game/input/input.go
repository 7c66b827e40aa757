// Package input turns mouse, touch and keyboard into one set of intents per
// tick: taps, drags with release velocity, zoom, and navigation keys. Scenes
// and widgets read only Intents, so every control works the same with a
// finger, a mouse or the keyboard.
//
// The logic is a state machine (Tracker) fed one raw Sample per tick, so it is
// tested without a window; ebiten.go reads the real devices into a Sample.
package input

import "math"

// Key is a logical key. Several physical keys map to one (Enter and Space
// both confirm).
type Key uint32

// Logical keys.
const (
	KeyUp Key = 1 << iota
	KeyDown
	KeyLeft
	KeyRight
	KeyConfirm // Enter, keypad Enter, Space
	KeyBack    // Escape, Backspace
	KeyNext    // Tab
	KeyPrev    // Shift+Tab
	KeyFast    // F: play the computers' turns until the person's next decision
	// KeyDigit1 to KeyDigit9 (top row or keypad) pick a numbered option
	// where a panel numbers them (an auction's raise steps); Digit reads them.
	KeyDigit1
	KeyDigit2
	KeyDigit3
	KeyDigit4
	KeyDigit5
	KeyDigit6
	KeyDigit7
	KeyDigit8
	KeyDigit9
	keyLast = KeyDigit9
)

// Digit returns the digit key 1–9 pressed this tick, or 0 for none.
func (in *Intents) Digit() int {
	for d, k := 1, KeyDigit1; k <= KeyDigit9; d, k = d+1, k<<1 {
		if in.keys&k != 0 {
			return d
		}
	}
	return 0
}

// Touch is one finger on the screen.
type Touch struct {
	ID   int
	X, Y float64
}

// Sample is the raw state of the devices during one tick, in window
// coordinates (Tracker.Transform maps them to logical ones).
type Sample struct {
	MouseX, MouseY float64
	MouseIn        bool // the cursor is over the window (false on touch-only devices)
	MouseDown      bool // primary button held
	WheelY         float64
	Touches        []Touch // fingers currently down
	Keys           Key     // logical keys currently held
	Focused        bool    // the window has focus; losing it cancels gestures
	// Time is when the devices were read, in seconds on a monotonic clock.
	// Zero means unknown: the Tracker then counts 1/60 s a tick. A slow
	// browser runs several ticks back to back on one frame's input, so only
	// the clock tells how fast a pointer really moved.
	Time float64
}

// Drag phases.
type DragPhase int

// A drag goes Start → Move… → End, or Start → Move… → Cancel.
const (
	DragNone DragPhase = iota
	DragStart
	DragMove
	DragEnd
	DragCancel
)

// Drag describes the drag in progress this tick.
type Drag struct {
	Phase          DragPhase
	StartX, StartY float64 // where the pointer first went down
	X, Y           float64 // where it is now
	DX, DY         float64 // movement during this tick
	DT             float64 // seconds the movement DX, DY took (0 when none)
	VX, VY         float64 // smoothed velocity, logical px per second (the flick on End)
}

// Zoom is a zoom request this tick: pinch or mouse wheel.
type Zoom struct {
	Factor float64 // multiply the zoom by this; 1 = none
	CX, CY float64 // the point that should stay put
	PanX   float64 // pinch midpoint movement this tick
	PanY   float64
}

// Intents is what the player did during one tick.
type Intents struct {
	// X, Y is the primary pointer (mouse or first finger) in logical coords.
	X, Y float64
	// Hover is true when a mouse cursor is over the window without a button
	// held; touch pointers never hover.
	Hover bool
	// Down is true while the primary pointer is pressed (not pinching).
	Down bool
	// Touch is true when the pointer is a finger.
	Touch bool

	tap        bool
	tapX, tapY float64
	keys       Key

	Drag Drag
	Zoom Zoom
	// Keyboard is true when the last thing the player used was a key: widgets
	// then show their focus ring.
	Keyboard bool
	// Press numbers the pointer's presses (mouse down, touch start, pinch),
	// 1 for the first: it is the number of the latest one, the one this
	// tick's Down, tap and drag belong to. A prompt that notes it when it
	// appears can tell a gesture begun before it (Press not greater) from
	// one begun after, and ignore the first: a click meant for what was on
	// screen before must not answer the prompt.
	Press int
}

// AnyKey reports whether one of the game's keys (Keys: the arrows,
// Enter, Space, Escape, Tab, the digits…) was pressed this tick.
func (in *Intents) AnyKey() bool { return in.keys != 0 }

// Tap returns the position of a tap or click completed this tick.
func (in *Intents) Tap() (x, y float64, ok bool) { return in.tapX, in.tapY, in.tap }

// ConsumeTap returns the tap like Tap and removes it, so that one tap
// activates one widget only.
func (in *Intents) ConsumeTap() (x, y float64, ok bool) {
	x, y, ok = in.Tap()
	in.tap = false
	return x, y, ok
}

// TapIn consumes the tap if it lies inside the rectangle.
func (in *Intents) TapIn(x, y, w, h float64) bool {
	tx, ty, ok := in.Tap()
	if ok && tx >= x && tx < x+w && ty >= y && ty < y+h {
		in.tap = false
		return true
	}
	return false
}

// Pressed reports whether key k was pressed (or auto-repeated) this tick.
func (in *Intents) Pressed(k Key) bool { return in.keys&k != 0 }

// Consume reports Pressed(k) and removes k so that no other widget sees it.
func (in *Intents) Consume(k Key) bool {
	p := in.Pressed(k)
	in.keys &^= k
	return p
}

// ZoomFactor returns the zoom factor, 1 if none.
func (in *Intents) ZoomFactor() float64 {
	if in.Zoom.Factor == 0 {
		return 1
	}
	return in.Zoom.Factor
}

// Tuning.
const (
	// TapSlop is how far (logical px) a pointer may move and still tap.
	TapSlop = 10
	// keyRepeatDelay and keyRepeatInterval are the arrow key auto-repeat, in ticks.
	keyRepeatDelay    = 24
	keyRepeatInterval = 5
	// mouseAfterTouch ignores the mouse for a while after a touch, since some
	// browsers synthesise mouse events from touches.
	mouseAfterTouch = 30
	// WheelZoomStep is the zoom factor of one wheel notch.
	WheelZoomStep = 1.1
	tps           = 60
	// flickHold: a pointer held still this long (seconds) before release,
	// over at least flickHoldFrames frames, gives no flick. The frame count
	// keeps a slow device (5 frames a second) from reading a quick flick as
	// a hold just because its frames are far apart.
	flickHold       = 0.17
	flickHoldFrames = 3
	// sameFrame: samples closer together than this (seconds) are ticks run
	// back to back on one frame's input.
	sameFrame = 0.5 / tps
)

type gesture int

const (
	gIdle gesture = iota
	gPressed
	gDragging
	gPinching
	gWaitRelease // a finger left over after a pinch; ignored until lifted
)

// Tracker is the gesture state machine. The zero value is ready; set
// Transform to map window coordinates to logical ones.
type Tracker struct {
	// Transform maps window to logical coordinates; nil is the identity.
	Transform func(x, y float64) (float64, float64)

	state     gesture
	touch     bool // the gesture is a touch gesture
	touchID   int  // primary finger
	startX    float64
	startY    float64
	lastX     float64
	lastY     float64
	vx, vy    float64
	ticks     int     // samples seen, the clock when Sample.Time is zero
	now       float64 // this sample's time, seconds
	frameAt   float64 // time of the last sample that began a new frame
	newFrame  bool    // this sample began a new frame
	movedAt   float64 // time the pointer last moved (or went down)
	still     int     // frames since the pointer last moved
	dt        float64 // seconds this tick's movement took
	pinchID   [2]int
	pinchDist float64
	pinchMidX float64
	pinchMidY float64
	held      map[Key]int // ticks each held key has been down
	touchCool int         // ticks left during which the mouse is ignored
	blocked   bool        // focus was lost: ignore buttons and fingers until all are up
	presses   int         // pointer presses begun so far (Intents.Press)
	keyboard  bool
	px, py    float64
}

func (t *Tracker) xf(x, y float64) (float64, float64) {
	if t.Transform == nil {
		return x, y
	}
	return t.Transform(x, y)
}

// Update consumes one tick's sample and returns the intents.
func (t *Tracker) Update(s Sample) Intents {
	var in Intents
	t.tick(s.Time)
	t.updateKeys(s.Keys, &in)

	touches := make([]Touch, 0, len(s.Touches))
	for _, tc := range s.Touches {
		if !finite(tc.X) || !finite(tc.Y) {
			continue
		}
		x, y := t.xf(tc.X, tc.Y)
		touches = append(touches, Touch{tc.ID, x, y})
	}
	if len(touches) > 0 {
		t.touchCool = mouseAfterTouch
	} else if t.touchCool > 0 {
		t.touchCool--
	}

	if !s.Focused {
		// Focus lost mid-gesture (alt-tab, a system dialog): the release
		// will never arrive, so end the gesture without a tap.
		t.cancel(&in)
		t.state = gIdle
		t.blocked = true
		in.X, in.Y = t.px, t.py
		in.Keyboard = t.keyboard
		in.Press = t.presses
		return in
	}
	if t.blocked && len(touches) == 0 && !s.MouseDown {
		t.blocked = false
	}

	switch {
	case t.blocked:
		// A button or finger already down when focus returned: its press
		// was never seen, so its release must not count as a tap.
	case t.state != gIdle && t.touch:
		t.updateTouch(touches, &in)
	case t.state != gIdle:
		t.updateMouse(s, &in)
	case len(touches) > 0:
		t.updateTouch(touches, &in)
	case t.touchCool == 0:
		t.updateMouse(s, &in)
	}

	if s.WheelY != 0 && finite(s.WheelY) && t.state != gPinching {
		mx, my := t.xf(s.MouseX, s.MouseY)
		in.Zoom = Zoom{Factor: math.Pow(WheelZoomStep, max(-10, min(10, s.WheelY))), CX: mx, CY: my}
	}
	if t.state == gIdle && len(touches) == 0 && s.MouseIn && t.touchCool == 0 {
		if finite(s.MouseX) && finite(s.MouseY) {
			t.px, t.py = t.xf(s.MouseX, s.MouseY)
		}
		in.Hover = true
	}
	if in.tap || in.Drag.Phase != DragNone || in.Down {
		t.keyboard = false
	}
	in.X, in.Y = t.px, t.py
	in.Keyboard = t.keyboard
	in.Press = t.presses
	return in
}

// tick advances the Tracker's clock to the sample's time.
func (t *Tracker) tick(at float64) {
	t.ticks++
	now := float64(t.ticks) / tps
	if at > 0 && finite(at) {
		now = at
	}
	// A clock that goes back (a bad sample) is held, never followed.
	t.now = max(now, t.now)
	t.newFrame = t.now-t.frameAt >= sameFrame
	if t.newFrame {
		t.frameAt = t.now
	}
}

func (t *Tracker) updateKeys(keys Key, in *Intents) {
	if t.held == nil {
		t.held = map[Key]int{}
	}
	for k := KeyUp; k <= keyLast; k <<= 1 {
		if keys&k == 0 {
			delete(t.held, k)
			continue
		}
		n := t.held[k]
		t.held[k] = n + 1
		repeats := k&(KeyUp|KeyDown|KeyLeft|KeyRight) != 0
		if n == 0 || (repeats && n >= keyRepeatDelay && (n-keyRepeatDelay)%keyRepeatInterval == 0) {
			in.keys |= k
			t.keyboard = true
		}
	}
}

// press starts a gesture at (x, y).
func (t *Tracker) press(x, y float64, touch bool, id int, in *Intents) {
	t.state = gPressed
	t.presses++
	t.touch = touch
	t.touchID = id
	t.startX, t.startY = x, y
	t.lastX, t.lastY = x, y
	t.vx, t.vy = 0, 0
	t.still = 0
	t.movedAt = t.now
	t.px, t.py = x, y
	in.Down = true
	in.Touch = touch
}

// move tracks the primary pointer while pressed or dragging.
func (t *Tracker) move(x, y float64, in *Intents) {
	dx, dy := x-t.lastX, y-t.lastY
	// Exponential smoothing of the pointer's velocity over its last few
	// movements, each measured over the time since the one before it. A
	// pointer held still before release has no flick (see release).
	t.dt = 0
	if dx != 0 || dy != 0 {
		dt := max(t.now-t.movedAt, 1.0/tps)
		t.dt = dt
		t.vx = 0.5*t.vx + 0.5*dx/dt
		t.vy = 0.5*t.vy + 0.5*dy/dt
		t.movedAt = t.now
		t.still = 0
	} else if t.newFrame {
		t.still++
	}
	t.lastX, t.lastY = x, y
	t.px, t.py = x, y
	in.Down = true
	in.Touch = t.touch
	if t.state == gPressed && math.Hypot(x-t.startX, y-t.startY) > TapSlop {
		t.state = gDragging
		in.Drag = t.drag(DragStart, x-t.startX, y-t.startY)
		return
	}
	if t.state == gDragging {
		in.Drag = t.drag(DragMove, dx, dy)
	}
}

// release ends the gesture: a tap if it never became a drag.
func (t *Tracker) release(in *Intents) {
	switch t.state {
	case gPressed:
		in.tap, in.tapX, in.tapY = true, t.lastX, t.lastY
	case gDragging:
		if t.now-t.movedAt > flickHold && t.still >= flickHoldFrames {
			t.vx, t.vy = 0, 0
		}
		// The End carries the movement of its own tick, if any, so that a
		// flick's last stretch is not lost.
		in.Drag = t.drag(DragEnd, in.Drag.DX, in.Drag.DY)
	}
	t.state = gIdle
}

// cancel ends the gesture with no tap and no flick.
func (t *Tracker) cancel(in *Intents) {
	if t.state == gDragging {
		in.Drag = t.drag(DragCancel, 0, 0)
		in.Drag.VX, in.Drag.VY = 0, 0
	}
	t.state = gIdle
}

func (t *Tracker) drag(p DragPhase, dx, dy float64) Drag {
	return Drag{Phase: p, StartX: t.startX, StartY: t.startY, X: t.lastX, Y: t.lastY, DX: dx, DY: dy, DT: t.dt, VX: t.vx, VY: t.vy}
}

func (t *Tracker) updateMouse(s Sample, in *Intents) {
	x, y := t.xf(s.MouseX, s.MouseY)
	if !finite(x) || !finite(y) {
		x, y = t.lastX, t.lastY
	}
	switch {
	case t.state == gIdle && s.MouseDown:
		t.press(x, y, false, 0, in)
	case t.state != gIdle && s.MouseDown:
		t.move(x, y, in)
	case t.state != gIdle && !s.MouseDown:
		t.move(x, y, in)
		in.Down = false
		t.release(in)
	}
}

func findTouch(ts []Touch, id int) (Touch, bool) {
	for _, tc := range ts {
		if tc.ID == id {
			return tc, true
		}
	}
	return Touch{}, false
}

func (t *Tracker) updateTouch(ts []Touch, in *Intents) {
	switch t.state {
	case gIdle:
		if len(ts) >= 2 {
			t.startPinch(ts, in)
			return
		}
		t.press(ts[0].X, ts[0].Y, true, ts[0].ID, in)
	case gPressed, gDragging:
		if len(ts) >= 2 {
			// A second finger turns the gesture into a pinch: whatever the
			// first finger was doing is cancelled, never a tap.
			t.cancel(in)
			t.startPinch(ts, in)
			return
		}
		tc, ok := findTouch(ts, t.touchID)
		if !ok {
			// The finger is gone. Ebitengine reports a cancelled touch
			// (touchcancel, the OS taking the gesture) exactly like a lifted
			// one, so end it as a release from its last known position.
			in.Touch = true
			t.release(in)
			if len(ts) > 0 {
				t.state = gWaitRelease
			}
			return
		}
		t.move(tc.X, tc.Y, in)
	case gPinching:
		a, okA := findTouch(ts, t.pinchID[0])
		b, okB := findTouch(ts, t.pinchID[1])
		if !okA || !okB {
			t.state = gWaitRelease
			if len(ts) == 0 {
				t.state = gIdle
			}
			return
		}
		d := math.Hypot(a.X-b.X, a.Y-b.Y)
		mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
		f := 1.0
		if t.pinchDist > 1 && d > 1 {
			f = d / t.pinchDist
		}
		in.Zoom = Zoom{Factor: f, CX: mx, CY: my, PanX: mx - t.pinchMidX, PanY: my - t.pinchMidY}
		in.Touch = true
		t.pinchDist, t.pinchMidX, t.pinchMidY = d, mx, my
		t.px, t.py = mx, my
	case gWaitRelease:
		if len(ts) == 0 {
			t.state = gIdle
		}
	}
}

func (t *Tracker) startPinch(ts []Touch, in *Intents) {
	a, b := ts[0], ts[1]
	t.state = gPinching
	t.presses++
	t.touch = true
	t.pinchID = [2]int{a.ID, b.ID}
	t.pinchDist = math.Hypot(a.X-b.X, a.Y-b.Y)
	t.pinchMidX, t.pinchMidY = (a.X+b.X)/2, (a.Y+b.Y)/2
	t.px, t.py = t.pinchMidX, t.pinchMidY
	in.Touch = true
	in.Zoom = Zoom{Factor: 1, CX: t.pinchMidX, CY: t.pinchMidY}
}

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }

// ClickSamples is a scripted mouse click at (x, y), for tests and demos:
// pressed one tick, released the next.
func ClickSamples(x, y float64) []Sample {
	return []Sample{
		{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
		{MouseX: x, MouseY: y, MouseIn: true, Focused: true},
	}
}

// KeySamples is a scripted key press: k held one tick, released the next.
func KeySamples(k Key) []Sample {
	return []Sample{{Keys: k, Focused: true}, {Focused: true}}
}
