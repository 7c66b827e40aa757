package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// The shelf of game boxes scrolls when it holds more than it shows: a drag
// moves it (and a flick lets it glide), the mouse wheel over it turns it,
// and the keyboard focus scrolls the box it moves to into view. The boxes
// are drawn and tapped only inside it, so a box half scrolled away is
// never tapped through a button or the wheel.

const (
	titleClipPad    = 8.0  // the boxes' shadows and focus rings reach this far past the shelf
	titleWheelStep  = 48.0 // pixels a mouse-wheel notch scrolls
	titleGlideDecay = 0.94 // a flick's speed kept from one tick to the next
	titleMaxGlide   = 60.0 // pixels a tick, the fastest glide
)

// scrolls reports whether the shelf holds more than it shows.
func (t *Title) scrolls() bool { return t.scrollMax > 0 }

// clip is the part of the screen the boxes are drawn and tapped in.
func (t *Title) clip() ui.Rect {
	if !t.scrolls() {
		return ui.R(0, 0, t.w, t.h)
	}
	return t.shelf.Inset(-titleClipPad)
}

// scrollBy scrolls the shelf by d, within its ends, and moves the boxes.
func (t *Title) scrollBy(d float64) {
	want := t.scroll + d
	t.scroll = max(0, min(t.scrollMax, want))
	if t.scroll != want {
		t.vel = 0 // a glide stops at the end
	}
	for i, b := range t.boxes {
		r := t.home[i]
		r.Y -= t.scroll
		b.Rect = r
	}
}

// reveal scrolls box i wholly into view.
func (t *Title) reveal(i int) {
	r := t.home[i]
	top, bottom := t.shelf.Y+t.scroll, t.shelf.Y+t.shelf.H+t.scroll
	switch {
	case r.Y < top:
		t.scrollBy(r.Y - top)
	case r.Y+r.H > bottom:
		t.scrollBy(r.Y + r.H - bottom)
	}
}

// inView reports whether box i is wholly on the shelf as it is scrolled.
func (t *Title) inView(i int) bool {
	return !t.scrolls() || t.shelf.Holds(t.boxes[i].Rect)
}

// gridKey moves the keyboard focus by the arrows from box to box in the
// grid, before ui.Focus moves it by what is on screen: the next box down
// is the next box down even when scrolled out of view (ui.Focus would take
// the button on screen nearer). Arrows that leave the grid are left to
// ui.Focus.
func (t *Title) gridKey(in *input.Intents) {
	i, n, cols := t.focus.Index(), len(t.boxes), t.cols
	if i < 0 || i >= n || cols < 1 {
		return
	}
	k, next := input.Key(0), -1
	switch {
	case in.Pressed(input.KeyDown) && i/cols < (n-1)/cols:
		k, next = input.KeyDown, min(i+cols, n-1) // the last row may be short
	case in.Pressed(input.KeyUp) && i >= cols:
		k, next = input.KeyUp, i-cols
	case in.Pressed(input.KeyRight) && i%cols < cols-1 && i+1 < n:
		k, next = input.KeyRight, i+1
	case in.Pressed(input.KeyLeft) && i%cols > 0:
		k, next = input.KeyLeft, i-1
	}
	if next >= 0 && t.boxes[next].CanFocus() {
		in.Consume(k)
		t.focus.SetIndex(next)
	}
}

// updateShelf scrolls by the mouse wheel and by drags that start on the
// shelf, and lets a flick glide.
func (t *Title) updateShelf(in *input.Intents) {
	if !t.scrolls() {
		t.dragging, t.vel = false, 0
		return
	}
	clip := t.clip()
	if z := in.Zoom; z.Factor > 0 && z.Factor != 1 && clip.Contains(z.CX, z.CY) {
		// A notch away from the player shows the boxes above.
		t.vel = 0
		t.scrollBy(-math.Log(z.Factor) / math.Log(input.WheelZoomStep) * titleWheelStep)
	}
	switch d := in.Drag; d.Phase {
	case input.DragStart:
		t.dragging = clip.Contains(d.StartX, d.StartY)
		if t.dragging {
			t.vel = 0
			t.scrollBy(-d.DY)
		}
	case input.DragMove:
		if t.dragging {
			t.scrollBy(-d.DY)
		}
	case input.DragEnd:
		if t.dragging {
			t.scrollBy(-d.DY)
			t.vel = max(-titleMaxGlide, min(titleMaxGlide, -d.VY/60))
		}
		t.dragging = false
	case input.DragCancel:
		t.dragging, t.vel = false, 0
	default:
		if t.vel != 0 {
			t.scrollBy(t.vel)
			if t.vel *= titleGlideDecay; math.Abs(t.vel) < 0.2 {
				t.vel = 0
			}
		}
	}
}

// boxInput is what the boxes see of in: no pointer outside the clip, where
// the hidden part of a box may lie over a button or the wheel, and no
// press while the shelf is dragged.
func (t *Title) boxInput(in *input.Intents) *input.Intents {
	if !t.scrolls() {
		return in
	}
	c := *in
	clip := t.clip()
	if t.dragging || !clip.Contains(c.X, c.Y) {
		c.X, c.Y, c.Down, c.Hover = -1e6, -1e6, false, false
	}
	if x, y, ok := c.Tap(); ok && !clip.Contains(x, y) {
		c.ConsumeTap()
	}
	return &c
}

// drawShelf draws the boxes, clipped to the shelf when it scrolls, and a
// scroll bar beside it.
func (t *Title) drawShelf(screen *ebiten.Image) {
	clip := t.clip()
	dst := screen
	if t.scrolls() {
		r := image.Rect(int(math.Floor(clip.X)), int(math.Floor(clip.Y)), int(math.Ceil(clip.X+clip.W)), int(math.Ceil(clip.Y+clip.H)))
		dst = screen.SubImage(r).(*ebiten.Image)
	}
	for i, b := range t.boxes {
		if b.Rect.Overlaps(clip) {
			t.drawBox(dst, b, t.games[i])
		}
	}
	if !t.scrolls() {
		return
	}
	s := t.shelf
	track := ui.R(s.X+s.W+6, s.Y, 5, s.H)
	ui.FillRoundRect(screen, track, 2.5, color.RGBA{0, 0, 0, 0x40})
	th := max(28, s.H*s.H/(s.H+t.scrollMax))
	thumb := ui.R(track.X, s.Y+(s.H-th)*t.scroll/t.scrollMax, track.W, th)
	ui.FillRoundRect(screen, thumb, 2.5, color.RGBA{0xff, 0xf0, 0xc0, 0xd0})
}

// visibleBox is the part of box i's hit area inside the clip, and whether
// any of it is.
func (t *Title) visibleBox(i int) (ui.Rect, bool) {
	r := t.boxes[i].Rect.HitRect()
	c := t.clip()
	x0, y0 := max(r.X, c.X), max(r.Y, c.Y)
	x1, y1 := min(r.X+r.W, c.X+c.W), min(r.Y+r.H, c.Y+c.H)
	if x1 <= x0 || y1 <= y0 {
		return ui.Rect{}, false
	}
	return ui.R(x0, y0, x1-x0, y1-y0), true
}
