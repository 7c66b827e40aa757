package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/input"
)

// ButtonState is what a button looks like this tick.
type ButtonState int

// Button states.
const (
	StateNormal ButtonState = iota
	StateHover
	StatePressed
	StateDisabled
)

// Button is a labelled push button. Its hit area is at least MinHit square
// even when drawn smaller.
type Button struct {
	Rect     Rect
	Label    string
	Disabled bool
	Color    color.RGBA // zero: ColButton
	TextSize float64    // zero: SizeButton

	focusState
	state     ButtonState
	activated bool
}

// NewButton returns an enabled button.
func NewButton(r Rect, label string) *Button { return &Button{Rect: r, Label: label} }

// Bounds implements Focusable.
func (b *Button) Bounds() Rect { return b.Rect }

// CanFocus implements Focusable.
func (b *Button) CanFocus() bool { return !b.Disabled }

// Activate implements Focusable: the next Update reports a click.
func (b *Button) Activate() {
	if !b.Disabled {
		b.activated = true
	}
}

// State returns the visual state from the last Update.
func (b *Button) State() ButtonState { return b.state }

// Update reads the pointer and reports whether the button was clicked (by a
// tap inside it, or Activate from the keyboard) this tick.
func (b *Button) Update(in *input.Intents) bool {
	hit := b.Rect.HitRect()
	over := hit.Contains(in.X, in.Y)
	switch {
	case b.Disabled:
		b.state = StateDisabled
	case in.Down && over:
		b.state = StatePressed
	case in.Hover && over:
		b.state = StateHover
	default:
		b.state = StateNormal
	}
	if b.Disabled {
		b.activated = false
		return false
	}
	if in.TapIn(hit.X, hit.Y, hit.W, hit.H) {
		b.activated = true
	}
	clicked := b.activated
	b.activated = false
	return clicked
}

// Draw draws the button.
func (b *Button) Draw(dst *ebiten.Image) {
	Record(Drawn{Kind: "button", Label: b.Label, Rect: b.Rect.HitRect(), Disabled: b.Disabled})
	base := b.Color
	if base == (color.RGBA{}) {
		base = ColButton
	}
	r := b.Rect
	radius := min(12, r.H/3)
	fill := base
	switch b.state {
	case StateHover:
		fill = Lighten(base, 0.15)
	case StatePressed:
		fill = Darken(base, 0.2)
		r.Y += 2 // pressed buttons sink onto their shadow
	case StateDisabled:
		fill = ColDisabled
	}
	if b.state != StatePressed {
		shadow(dst, b.Rect, radius)
	}
	FillRoundRect(dst, r, radius, fill)
	StrokeRoundRect(dst, r.Inset(1), radius, 2, Lighten(fill, 0.25))
	size := b.TextSize
	if size == 0 {
		size = SizeButton
	}
	cx, cy := r.Center()
	tc := ColTextLight
	if b.Disabled {
		tc = color.RGBA{0xee, 0xee, 0xee, 0xff}
	}
	DrawText(dst, b.Label, FitFace(b.Label, r.W-12, size, true), cx, cy, AlignCenter, AlignCenter, tc)
	if b.showRing() {
		drawFocusRing(dst, b.Rect, radius)
	}
}
