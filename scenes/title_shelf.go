package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// The shelf of game boxes scrolls when it holds more than it shows: a drag
// moves it (and a flick lets it glide), the mouse wheel over it turns it,
// and the keyboard focus scrolls the box it moves to into view. The boxes
// are drawn and tapped only inside it, so a box half scrolled away is
// never tapped through a button or the wheel. ui.Scroller does the
// scrolling; the title keeps each box's place and moves it.

const titleClipPad = 8.0 // the boxes' shadows and focus rings reach this far past the shelf

// scrolls reports whether the shelf holds more than it shows.
func (t *Title) scrolls() bool { return t.sc.Scrolls() }

// clip is the part of the screen the boxes are drawn and tapped in.
func (t *Title) clip() ui.Rect {
	if !t.scrolls() {
		return ui.R(0, 0, t.w, t.h)
	}
	return t.sc.Clip()
}

// scrollBy scrolls the shelf by d, within its ends, and moves the boxes.
func (t *Title) scrollBy(d float64) {
	t.sc.ScrollBy(d)
	for i, b := range t.boxes {
		r := t.home[i]
		r.Y -= t.sc.Offset
		b.Rect = r
	}
}

// reveal scrolls box i wholly into view.
func (t *Title) reveal(i int) {
	t.sc.Reveal(t.home[i])
	t.scrollBy(0)
}

// inView reports whether box i is wholly on the shelf as it is scrolled.
func (t *Title) inView(i int) bool { return t.sc.Shows(t.boxes[i].Rect) }

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
	t.sc.Update(in)
	t.scrollBy(0)
}

// boxInput is what the boxes see of in: no pointer outside the clip, where
// the hidden part of a box may lie over a button or the wheel, and no
// press while the shelf is dragged.
func (t *Title) boxInput(in *input.Intents) *input.Intents { return t.sc.Input(in) }

// drawShelf draws the boxes, clipped to the shelf when it scrolls, and a
// scroll bar beside it.
func (t *Title) drawShelf(screen *ebiten.Image) {
	clip := t.clip()
	t.sc.Draw(screen, func(dst *ebiten.Image) {
		for i, b := range t.boxes {
			if b.Rect.Overlaps(clip) {
				t.drawBox(dst, i)
			}
		}
	})
}

// visibleBox is the part of box i's hit area inside the clip, and whether
// any of it is.
func (t *Title) visibleBox(i int) (ui.Rect, bool) {
	return t.boxes[i].Rect.HitRect().Intersect(t.clip())
}
