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

// Target is a tappable, focusable area: what a Button does, without its
// look. A scene that draws a control itself (a game box on the title, a
// row of the past games, a colour swatch) embeds one and draws by State.
// Its hit area is at least MinHit square even when drawn smaller.
type Target struct {
	Rect     Rect
	Disabled bool

	focusState
	state     ButtonState
	activated bool
}

// Bounds implements Focusable.
func (t *Target) Bounds() Rect { return t.Rect }

// CanFocus implements Focusable.
func (t *Target) CanFocus() bool { return !t.Disabled }

// Activate implements Focusable: the next Update reports a click.
func (t *Target) Activate() {
	if !t.Disabled {
		t.activated = true
	}
}

// State returns the visual state from the last Update.
func (t *Target) State() ButtonState { return t.state }

// Update reads the pointer and reports whether the target was clicked (by
// a tap inside it, or Activate from the keyboard) this tick.
func (t *Target) Update(in *input.Intents) bool {
	hit := t.Rect.HitRect()
	over := hit.Contains(in.X, in.Y)
	switch {
	case t.Disabled:
		t.state = StateDisabled
	case in.Down && over:
		t.state = StatePressed
	case in.Hover && over:
		t.state = StateHover
	default:
		t.state = StateNormal
	}
	if t.Disabled {
		t.activated = false
		return false
	}
	if in.TapIn(hit.X, hit.Y, hit.W, hit.H) {
		t.activated = true
	}
	clicked := t.activated
	t.activated = false
	return clicked
}

// DrawRing draws the keyboard focus ring around Rect (corner radius
// radius) when the target has the focus and the ring is showing.
func (t *Target) DrawRing(dst *ebiten.Image, radius float64) {
	if t.showRing() {
		drawFocusRing(dst, t.Rect, radius)
	}
}

// Button is a labelled push button: a Target drawn with its label.
type Button struct {
	Target
	Label    string
	Color    color.RGBA // zero: ColButton
	TextSize float64    // zero: SizeButton
}

// NewButton returns an enabled button.
func NewButton(r Rect, label string) *Button { return &Button{Target: Target{Rect: r}, Label: label} }

// Draw draws the button and records it among the frame's controls.
func (b *Button) Draw(dst *ebiten.Image) {
	RecordButton(b)
	PaintButton(dst, b)
}

// RecordButton records b among the frame's controls as its Draw does, for
// a scene that shows b from a picture painted in an earlier frame
// (PaintButton). (Functions, not methods: a method would be promoted to
// every type embedding a Button, a wrapper each in the download.)
func RecordButton(b *Button) {
	Record(Drawn{Kind: "button", Label: b.Label, Rect: b.Rect.HitRect(), Disabled: b.Disabled})
}

// PaintButton draws b without recording it: Draw's pixels.
func PaintButton(dst *ebiten.Image, b *Button) {
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
	b.DrawRing(dst, radius)
}
