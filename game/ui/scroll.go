package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
)

// Scroller is a list that scrolls up and down inside View when it holds
// more than View shows (the title's shelf of game boxes, the setup
// screen's seats): a drag that starts in it moves it (and a flick lets it
// glide), the mouse wheel over it turns it, and Reveal brings a part (the
// one the keyboard focus moved to) wholly into view. What it holds is
// drawn (Draw) and tapped (Input) only inside Clip, so a part scrolled
// half away is never tapped through the button its hidden part lies over.
//
// The scene keeps where each part of the list is when it is not scrolled
// and puts it Offset higher on screen.
type Scroller struct {
	View   Rect    // where the list is on screen
	Pad    float64 // shadows and focus rings reach this far past View
	Offset float64 // how far it is scrolled, 0 to Max
	Max    float64 // how much more it holds than View shows
	// Thumb is the scroll bar's thumb colour, zero for a light one on a
	// dark screen (the title's); on a light panel take a dark one.
	Thumb color.RGBA

	vel      float64 // a flick's glide, pixels a tick
	dragging bool
}

const (
	ScrollWheelStep  = 48.0 // pixels a mouse-wheel notch scrolls
	scrollGlideDecay = 0.94 // a flick's speed kept from one tick to the next
	scrollMaxGlide   = 60.0 // pixels a tick, the fastest glide
)

// SetContent sets how tall the list is (from View's top, not scrolled)
// and keeps the offset within the new ends.
func (s *Scroller) SetContent(h float64) {
	s.Max = max(0, h-s.View.H)
	s.ScrollBy(0)
}

// Scrolls reports whether the list holds more than it shows.
func (s *Scroller) Scrolls() bool { return s.Max > 0 }

// Clip is the part of the screen the list is drawn and tapped in when it
// scrolls.
func (s *Scroller) Clip() Rect { return s.View.Inset(-s.Pad) }

// ScrollBy scrolls by d, within the ends.
func (s *Scroller) ScrollBy(d float64) {
	want := s.Offset + d
	s.Offset = max(0, min(s.Max, want))
	if s.Offset != want {
		s.vel = 0 // a glide stops at the end
	}
}

// Reveal scrolls r, a part of the list where it is when not scrolled,
// wholly into view.
func (s *Scroller) Reveal(r Rect) {
	top, bottom := s.View.Y+s.Offset, s.View.Y+s.View.H+s.Offset
	switch {
	case r.Y < top:
		s.ScrollBy(r.Y - top)
	case r.Y+r.H > bottom:
		s.ScrollBy(r.Y + r.H - bottom)
	}
}

// Shows reports whether r, on screen as scrolled, is wholly in view.
func (s *Scroller) Shows(r Rect) bool { return !s.Scrolls() || s.View.Holds(r) }

// Visible is the part of r, on screen as scrolled, inside the clip, and
// whether any of it is (all of r when the list does not scroll).
func (s *Scroller) Visible(r Rect) (Rect, bool) {
	if !s.Scrolls() {
		return r, true
	}
	return r.Intersect(s.Clip())
}

// Update scrolls by the mouse wheel over the clip and by drags that start
// in it, and lets a flick glide. Call it before the list's parts take
// their input (Input).
func (s *Scroller) Update(in *input.Intents) {
	if !s.Scrolls() {
		s.dragging, s.vel = false, 0
		return
	}
	clip := s.Clip()
	if z := in.Zoom; z.Factor > 0 && z.Factor != 1 && clip.Contains(z.CX, z.CY) {
		// A notch away from the player shows what is above.
		s.vel = 0
		s.ScrollBy(-math.Log(z.Factor) / math.Log(input.WheelZoomStep) * ScrollWheelStep)
	}
	switch d := in.Drag; d.Phase {
	case input.DragStart:
		s.dragging = clip.Contains(d.StartX, d.StartY)
		if s.dragging {
			s.vel = 0
			s.ScrollBy(-d.DY)
		}
	case input.DragMove:
		if s.dragging {
			s.ScrollBy(-d.DY)
		}
	case input.DragEnd:
		if s.dragging {
			s.ScrollBy(-d.DY)
			s.vel = max(-scrollMaxGlide, min(scrollMaxGlide, -d.VY/60))
		}
		s.dragging = false
	case input.DragCancel:
		s.dragging, s.vel = false, 0
	default:
		if s.vel != 0 {
			s.ScrollBy(s.vel)
			if s.vel *= scrollGlideDecay; math.Abs(s.vel) < 0.2 {
				s.vel = 0
			}
		}
	}
}

// Input is what the list's parts see of in: no pointer outside the clip,
// where the hidden part of one may lie over a button, and no press while
// the list is dragged.
func (s *Scroller) Input(in *input.Intents) *input.Intents {
	if !s.Scrolls() {
		return in
	}
	c := *in
	clip := s.Clip()
	if s.dragging || !clip.Contains(c.X, c.Y) {
		c.X, c.Y, c.Down, c.Hover = -1e6, -1e6, false, false
	}
	if x, y, ok := c.Tap(); ok && !clip.Contains(x, y) {
		c.ConsumeTap()
	}
	return &c
}

// Draw calls draw with where the list's parts go: the screen clipped to
// the clip when it scrolls (the controls drawn there are recorded as the
// part of them in it), and then draws a scroll bar right of View.
func (s *Scroller) Draw(screen *ebiten.Image, draw func(dst *ebiten.Image)) {
	if !s.Scrolls() {
		draw(screen)
		return
	}
	clip := s.Clip()
	setRecordClip(&clip)
	draw(screen.SubImage(clip.Pixels()).(*ebiten.Image))
	setRecordClip(nil)
	v, track := s.View, s.Bar()
	FillRoundRect(screen, track, 2.5, color.RGBA{0, 0, 0, 0x40})
	th := max(28, v.H*v.H/(v.H+s.Max))
	thumb := R(track.X, v.Y+(v.H-th)*s.Offset/s.Max, track.W, th)
	c := s.Thumb
	if c == (color.RGBA{}) {
		c = color.RGBA{0xff, 0xf0, 0xc0, 0xd0}
	}
	FillRoundRect(screen, thumb, 2.5, c)
}

// Bar is where the scroll bar is drawn when the list scrolls: right of
// View, clear of its parts (leave it room).
func (s *Scroller) Bar() Rect { return R(s.View.X+s.View.W+6, s.View.Y, 5, s.View.H) }
