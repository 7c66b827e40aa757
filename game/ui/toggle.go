package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
)

// Toggle is a labelled on/off switch; the whole row is the hit area.
type Toggle struct {
	Rect  Rect
	Label string
	On    bool

	focusState
	pending bool
}

// Bounds implements Focusable.
func (t *Toggle) Bounds() Rect { return t.Rect }

// CanFocus implements Focusable.
func (t *Toggle) CanFocus() bool { return true }

// Activate implements Focusable: flips the switch on the next Update.
func (t *Toggle) Activate() { t.pending = true }

// HandleKey implements KeyHandler: Left is off, Right is on.
func (t *Toggle) HandleKey(k input.Key) bool {
	switch {
	case k == input.KeyLeft && t.On, k == input.KeyRight && !t.On:
		t.pending = true
		return true
	}
	return false
}

// Update flips the switch on a tap or activation; it reports a change.
func (t *Toggle) Update(in *input.Intents) bool {
	h := t.Rect.HitRect()
	if in.TapIn(h.X, h.Y, h.W, h.H) {
		t.pending = true
	}
	if !t.pending {
		return false
	}
	t.pending = false
	t.On = !t.On
	return true
}

// Draw draws the label and the switch.
func (t *Toggle) Draw(dst *ebiten.Image) {
	Record(Drawn{Kind: "toggle", Label: t.Label, Rect: t.Rect, Selected: t.On})
	_, cy := t.Rect.Center()
	label, f := t.label()
	DrawText(dst, label, f, t.Rect.X, cy, AlignStart, AlignCenter, ColText)
	sw := Rect{t.Rect.X + t.Rect.W - 64, cy - 16, 64, 32}
	bg, kx := ColToggleOff, sw.X+16
	if t.On {
		bg, kx = ColToggleOn, sw.X+sw.W-16
	}
	FillRoundRect(dst, sw, 16, bg)
	FillRoundRect(dst, Rect{kx - 13, cy - 13, 26, 26}, 13, ColTextLight)
	if t.showRing() {
		drawFocusRing(dst, t.Rect, 8)
	}
}

// Choice is a row of mutually exclusive options such as 1×/2×/4×/Instant.
// Left/Right change it while focused; Enter steps to the next option.
type Choice struct {
	Rect     Rect
	Label    string // optional, drawn left of the options
	Options  []string
	Selected int

	focusState
	step  int
	hover int // hovered option + 1; 0 is none, so a zero Choice shows no hover
}

// Bounds implements Focusable.
func (c *Choice) Bounds() Rect { return c.Rect }

// CanFocus implements Focusable.
func (c *Choice) CanFocus() bool { return len(c.Options) > 0 }

// Activate implements Focusable: the next option, wrapping.
func (c *Choice) Activate() { c.step = 1 }

// HandleKey implements KeyHandler.
func (c *Choice) HandleKey(k input.Key) bool {
	switch {
	case k == input.KeyLeft && c.Selected > 0:
		c.step = -1
		return true
	case k == input.KeyRight && c.Selected < len(c.Options)-1:
		c.step = 1
		return true
	}
	return false
}

// OptionRects returns the hit rectangles of the options.
func (c *Choice) OptionRects() []Rect {
	r := c.Rect
	if c.Label != "" {
		lw := r.W * 0.4
		r.X += lw
		r.W -= lw
	}
	rs := r.SplitH(len(c.Options), 6)
	for i := range rs {
		rs[i] = rs[i].HitRect()
	}
	return rs
}

// Update applies taps and keys; it reports whether the selection changed.
func (c *Choice) Update(in *input.Intents) bool {
	if len(c.Options) == 0 {
		return false
	}
	old := c.Selected
	rects := c.OptionRects()
	c.hover = 0
	for i, r := range rects {
		if in.Hover && r.Contains(in.X, in.Y) {
			c.hover = i + 1
		}
		if in.TapIn(r.X, r.Y, r.W, r.H) {
			c.Selected = i
		}
	}
	if c.step != 0 {
		n := len(c.Options)
		c.Selected = ((c.Selected+c.step)%n + n) % n
		c.step = 0
	}
	c.Selected = max(0, min(len(c.Options)-1, c.Selected))
	return c.Selected != old
}

// Draw draws the label and the options, the selected one filled.
func (c *Choice) Draw(dst *ebiten.Image) {
	_, cy := c.Rect.Center()
	if c.Label != "" {
		DrawText(dst, c.Label, Face(SizeBody, false), c.Rect.X, cy, AlignStart, AlignCenter, ColText)
	}
	for i, r := range c.OptionRects() {
		Record(Drawn{Kind: "choice", Label: c.Options[i], Rect: r, Selected: i == c.Selected})
		r = Rect{r.X, max(r.Y, c.Rect.Y), r.W, min(r.H, c.Rect.H)}
		bg, tc := ColPanel, ColText
		switch {
		case i == c.Selected:
			bg, tc = ColButton, ColTextLight
		case i+1 == c.hover:
			bg = Lighten(ColButton, 0.8)
		}
		FillRoundRect(dst, r, 10, bg)
		StrokeRoundRect(dst, r, 10, 1.5, ColButtonDown)
		x, y := r.Center()
		DrawText(dst, c.Options[i], FitFace(c.Options[i], r.W-10, SizeBody, true), x, y, AlignCenter, AlignCenter, tc)
	}
	if c.showRing() {
		drawFocusRing(dst, c.Rect, 10)
	}
}

// label is the label as drawn: clear of the switch, in smaller type in a
// narrow column, its end cut only as a last resort.
func (t *Toggle) label() (string, *TextFace) {
	room := t.Rect.W - 64 - 12
	f := FitFace(t.Label, room, SizeBody, false)
	return Ellipsize(t.Label, f, room), f
}
