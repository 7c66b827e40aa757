package ui

import (
	"math"

	"wheeloffate/game/input"
)

// Focusable is a widget the keyboard can reach.
type Focusable interface {
	Bounds() Rect
	CanFocus() bool
	// SetFocus tells the widget whether it has the focus, and whether the
	// ring should show (only after the keyboard was used).
	SetFocus(focused, ringVisible bool)
	// Activate is Enter/Space on the focused widget.
	Activate()
}

// KeyHandler is a focused widget that uses some arrow keys itself (a choice
// row uses Left/Right); it returns true when it used the key.
type KeyHandler interface {
	HandleKey(k input.Key) bool
}

// Focus moves the keyboard focus between widgets: Tab/Shift+Tab in order,
// arrow keys to the nearest widget in that direction, Enter/Space to
// activate. Call Update before the widgets' own Update each tick.
type Focus struct {
	items []Focusable
	cur   int // -1: nothing focused yet
}

// NewFocus returns a focus manager over items in Tab order, nothing focused.
func NewFocus(items ...Focusable) *Focus {
	return &Focus{items: items, cur: -1}
}

// Set replaces the widgets, keeping the focus index when still valid.
func (f *Focus) Set(items ...Focusable) {
	f.items = items
	if f.cur >= len(items) {
		f.cur = -1
	}
}

// Current returns the focused widget or nil.
func (f *Focus) Current() Focusable {
	if f.cur < 0 || f.cur >= len(f.items) {
		return nil
	}
	return f.items[f.cur]
}

// Index returns the focused index or -1.
func (f *Focus) Index() int { return f.cur }

// SetIndex focuses the i-th widget (-1 for none).
func (f *Focus) SetIndex(i int) {
	if i < -1 || i >= len(f.items) {
		i = -1
	}
	f.cur = i
}

// Update handles the navigation keys in in (consuming them) and tells every
// widget its focus state.
func (f *Focus) Update(in *input.Intents) {
	if f.cur >= len(f.items) || (f.cur >= 0 && !f.items[f.cur].CanFocus()) {
		f.cur = -1
	}
	// A tap moves the focus to the widget tapped, without consuming the tap.
	if x, y, ok := in.Tap(); ok {
		for i, it := range f.items {
			if it.CanFocus() && it.Bounds().HitRect().Contains(x, y) {
				f.cur = i
				break
			}
		}
	}
	arrows := []input.Key{input.KeyUp, input.KeyDown, input.KeyLeft, input.KeyRight}
	if cur := f.Current(); cur != nil {
		if kh, ok := cur.(KeyHandler); ok {
			for _, k := range arrows {
				if in.Pressed(k) && kh.HandleKey(k) {
					in.Consume(k)
				}
			}
		}
	}
	switch {
	case in.Consume(input.KeyNext):
		f.step(1)
	case in.Consume(input.KeyPrev):
		f.step(-1)
	}
	for _, k := range arrows {
		if in.Consume(k) {
			if f.cur < 0 {
				f.step(1)
			} else {
				f.move(k)
			}
		}
	}
	if cur := f.Current(); cur != nil && in.Consume(input.KeyConfirm) {
		cur.Activate()
	}
	for i, it := range f.items {
		it.SetFocus(i == f.cur, in.Keyboard)
	}
}

// step moves through the Tab order, skipping widgets that can't focus.
func (f *Focus) step(d int) {
	n := len(f.items)
	if n == 0 {
		return
	}
	i := f.cur
	if i < 0 && d < 0 {
		i = 0
	}
	for range n {
		i = ((i+d)%n + n) % n
		if f.items[i].CanFocus() {
			f.cur = i
			return
		}
	}
}

// move goes to the nearest focusable widget in the arrow's direction; past
// the last one vertically it wraps around in Tab order.
func (f *Focus) move(k input.Key) {
	cx, cy := f.items[f.cur].Bounds().Center()
	dx, dy := 0.0, 0.0
	switch k {
	case input.KeyUp:
		dy = -1
	case input.KeyDown:
		dy = 1
	case input.KeyLeft:
		dx = -1
	case input.KeyRight:
		dx = 1
	}
	best, bestScore := -1, math.Inf(1)
	for i, it := range f.items {
		if i == f.cur || !it.CanFocus() {
			continue
		}
		x, y := it.Bounds().Center()
		along := (x-cx)*dx + (y-cy)*dy
		across := math.Abs((x-cx)*dy) + math.Abs((y-cy)*dx)
		if along <= 1 {
			continue
		}
		// Prefer widgets straight ahead over nearer ones off to the side.
		if s := along + 2*across; s < bestScore {
			best, bestScore = i, s
		}
	}
	if best >= 0 {
		f.cur = best
		return
	}
	switch k {
	case input.KeyDown:
		f.step(1)
	case input.KeyUp:
		f.step(-1)
	}
}

// focusState is embedded by focusable widgets.
type focusState struct {
	focused, ring bool
}

// SetFocus implements Focusable.
func (s *focusState) SetFocus(focused, ring bool) { s.focused, s.ring = focused, ring }

// Focused reports whether the widget has the keyboard focus.
func (s *focusState) Focused() bool { return s.focused }

func (s *focusState) showRing() bool { return s.focused && s.ring }

// RingShown reports whether t draws its keyboard focus ring. (A function,
// not a method: a method would be promoted to every widget embedding a
// Target, each a wrapper in the browser's download.)
func RingShown(t *Target) bool { return t.showRing() }
