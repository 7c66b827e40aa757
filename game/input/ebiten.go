package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// keyMap lists the physical keys behind each logical key.
var keyMap = []struct {
	k    Key
	keys []ebiten.Key
}{
	{KeyUp, []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyW}},
	{KeyDown, []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyS}},
	{KeyLeft, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyA}},
	{KeyRight, []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyD}},
	{KeyConfirm, []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace}},
	{KeyBack, []ebiten.Key{ebiten.KeyEscape, ebiten.KeyBackspace}},
	{KeyFast, []ebiten.Key{ebiten.KeyF}},
	{KeyDigit1, []ebiten.Key{ebiten.KeyDigit1, ebiten.KeyNumpad1}},
	{KeyDigit2, []ebiten.Key{ebiten.KeyDigit2, ebiten.KeyNumpad2}},
	{KeyDigit3, []ebiten.Key{ebiten.KeyDigit3, ebiten.KeyNumpad3}},
	{KeyDigit4, []ebiten.Key{ebiten.KeyDigit4, ebiten.KeyNumpad4}},
	{KeyDigit5, []ebiten.Key{ebiten.KeyDigit5, ebiten.KeyNumpad5}},
	{KeyDigit6, []ebiten.Key{ebiten.KeyDigit6, ebiten.KeyNumpad6}},
	{KeyDigit7, []ebiten.Key{ebiten.KeyDigit7, ebiten.KeyNumpad7}},
	{KeyDigit8, []ebiten.Key{ebiten.KeyDigit8, ebiten.KeyNumpad8}},
	{KeyDigit9, []ebiten.Key{ebiten.KeyDigit9, ebiten.KeyNumpad9}},
}

// Reader reads Ebitengine's devices into Samples. Call Read once per Update.
// The coordinates Ebitengine reports are already in the screen space that
// Layout returned, so the Tracker's Transform is normally the identity.
type Reader struct {
	start    time.Time
	touchIDs []ebiten.TouchID
	touches  []Touch
}

// Read samples the devices now.
func (r *Reader) Read() Sample {
	var s Sample
	mx, my := ebiten.CursorPosition()
	s.MouseX, s.MouseY = float64(mx), float64(my)
	w, h := ebiten.WindowSize()
	// On the browser and mobile WindowSize is 0: treat the cursor as present.
	s.MouseIn = w == 0 || h == 0 || (mx >= 0 && my >= 0)
	s.MouseDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	_, s.WheelY = ebiten.Wheel()

	r.touchIDs = ebiten.AppendTouchIDs(r.touchIDs[:0])
	r.touches = r.touches[:0]
	for _, id := range r.touchIDs {
		x, y := ebiten.TouchPosition(id)
		r.touches = append(r.touches, Touch{ID: int(id), X: float64(x), Y: float64(y)})
	}
	s.Touches = r.touches

	for _, m := range keyMap {
		for _, k := range m.keys {
			if ebiten.IsKeyPressed(k) {
				s.Keys |= m.k
				break
			}
		}
	}
	if ebiten.IsKeyPressed(ebiten.KeyTab) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			s.Keys |= KeyPrev
		} else {
			s.Keys |= KeyNext
		}
	}
	s.Focused = ebiten.IsFocused()
	if r.start.IsZero() {
		r.start = time.Now()
	}
	// One second in, so that the first sample's time is not the zero that
	// means "unknown".
	s.Time = 1 + time.Since(r.start).Seconds()
	return s
}
