package scenes

import (
	"image/color"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// Widgets shared by the menu scenes (title, settings, setup, results). Their
// names start with "menu" so they never collide with the board's. A control
// such a scene draws itself (a game box, a colour swatch, a row of the past
// games) is a ui.Target: the behaviour of ui.Button without its look.

// menuTyping is what the keyboard typed during one tick, for text fields.
type menuTyping struct {
	Chars                    []rune
	Backspace, Enter, Escape bool
	Tab                      bool
}

// menuReadTyping reads the typing of this tick; tests replace it.
var menuReadTyping = func() menuTyping {
	var t menuTyping
	t.Chars = ebiten.AppendInputChars(nil)
	rep := func(k ebiten.Key) bool {
		d := inpututil.KeyPressDuration(k)
		return d == 1 || (d > 24 && (d-24)%4 == 0)
	}
	t.Backspace = rep(ebiten.KeyBackspace)
	t.Enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	t.Escape = inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	t.Tab = inpututil.IsKeyJustPressed(ebiten.KeyTab)
	return t
}

// menuTextField is a one-line name field. Tapping it (or Enter on it, or
// typing while it has the keyboard focus) starts editing; Enter, Escape,
// Tab or a tap elsewhere stops. While editing, it takes every key, so W,
// A, S, D and Space type letters rather than move the focus.
type menuTextField struct {
	ui.Target
	Text    string
	Max     int
	Editing bool
	// selectAll: the whole text is selected, so the first letter typed
	// replaces it (as fields do when focused).
	selectAll bool
	blink     int
}

// Start begins editing with the text selected.
func (f *menuTextField) Start() {
	f.Editing, f.selectAll, f.blink = true, true, 0
}

// Type applies one tick of typing and reports whether editing finished
// (Enter, Escape, Tab).
func (f *menuTextField) Type(t menuTyping) (done bool) {
	f.blink++
	for _, r := range t.Chars {
		if r < ' ' || r == 0x7f {
			continue
		}
		if f.selectAll {
			f.Text, f.selectAll = "", false
		}
		if f.Max > 0 && utf8.RuneCountInString(f.Text) >= f.Max {
			continue
		}
		f.Text += string(r)
	}
	if t.Backspace {
		if f.selectAll {
			f.Text, f.selectAll = "", false
		} else if _, n := utf8.DecodeLastRuneInString(f.Text); n > 0 {
			f.Text = f.Text[:len(f.Text)-n]
		}
	}
	if t.Enter || t.Escape || t.Tab {
		f.Editing, f.selectAll = false, false
		return true
	}
	return false
}

// menuSwallowKeys removes every logical key from this tick's intents.
func menuSwallowKeys(in *input.Intents) {
	for _, k := range []input.Key{input.KeyUp, input.KeyDown, input.KeyLeft, input.KeyRight, input.KeyConfirm, input.KeyBack, input.KeyNext, input.KeyPrev} {
		in.Consume(k)
	}
}

func (f *menuTextField) Draw(dst *ebiten.Image, size float64) {
	r := f.Rect
	bg := color.RGBA{0xff, 0xff, 0xff, 0xff}
	edge := ui.ColPanelEdge
	if f.Editing {
		edge = ui.ColButton
	} else if f.State() == ui.StateHover {
		bg = color.RGBA{0xff, 0xfb, 0xee, 0xff}
	}
	ui.FillRoundRect(dst, r, 8, bg)
	w := 1.5
	if f.Editing {
		w = 3
	}
	ui.StrokeRoundRect(dst, r, 8, w, edge)
	face := ui.FitFace(f.Text+"M", r.W-24, size, false)
	_, cy := r.Center()
	x := r.X + 12
	tw, th := ui.Measure(f.Text, face)
	if f.Editing && f.selectAll && f.Text != "" {
		ui.FillRoundRect(dst, ui.R(x-2, cy-th/2-2, tw+4, th+4), 3, color.RGBA{0xb8, 0xd4, 0xfa, 0xff})
	}
	ui.DrawText(dst, f.Text, face, x, cy, ui.AlignStart, ui.AlignCenter, ui.ColText)
	if f.Editing && (f.blink/30)%2 == 0 {
		cx := x + tw + 2
		ui.FillRoundRect(dst, ui.R(cx-1, cy-th/2, 2, th), 0, ui.ColText)
	}
	f.DrawRing(dst, 8)
}

// menuDrawCar draws a little top-down car in colour c, centred at (cx, cy),
// w long, pointing right.
func menuDrawCar(dst *ebiten.Image, cx, cy, w float64, c color.RGBA) {
	h := w * 0.55
	body := ui.R(cx-w/2, cy-h/2, w, h)
	ui.FillRoundRect(dst, ui.R(body.X+1, body.Y+3, body.W, body.H), h*0.4, color.RGBA{0, 0, 0, 0x50})
	// wheels
	tyre := color.RGBA{0x22, 0x22, 0x22, 0xff}
	tw, th := w*0.22, h*0.22
	for _, fx := range []float64{0.2, 0.78} {
		for _, fy := range []float64{-0.08, 1.08} {
			ui.FillRoundRect(dst, ui.R(body.X+body.W*fx-tw/2, body.Y+body.H*fy-th/2, tw, th), th/2, tyre)
		}
	}
	ui.FillRoundRect(dst, body, h*0.4, c)
	ui.StrokeRoundRect(dst, body, h*0.4, max(1, w/28), ui.Darken(c, 0.35))
	// windscreen and roof
	glass := color.RGBA{0xd8, 0xec, 0xff, 0xff}
	ui.FillRoundRect(dst, ui.R(body.X+w*0.52, body.Y+h*0.18, w*0.16, h*0.64), w*0.05, glass)
	ui.FillRoundRect(dst, ui.R(body.X+w*0.22, body.Y+h*0.22, w*0.28, h*0.56), w*0.06, ui.Lighten(c, 0.25))
}

// menuOrdinal is 1st, 2nd, 3rd, 4th…
func menuOrdinal(n int) string {
	suf := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suf = "st"
		case 2:
			suf = "nd"
		case 3:
			suf = "rd"
		}
	}
	return strconv.Itoa(n) + suf
}

// menuTextShadowed draws bold display text with a soft drop shadow.
func menuTextShadowed(dst *ebiten.Image, s string, size, x, y float64, h ui.Align, c color.Color) {
	f := ui.Face(size, true)
	off := math.Max(2, size/16)
	ui.DrawText(dst, s, f, x+off, y+off, h, ui.AlignCenter, color.RGBA{0, 0, 0, 0x70})
	ui.DrawText(dst, s, f, x, y, h, ui.AlignCenter, c)
}

// menuTriangle fills a triangle (anti-aliased).
func menuTriangle(dst *ebiten.Image, x0, y0, x1, y1, x2, y2 float64, c color.Color) {
	var p vector.Path
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1), float32(y1))
	p.LineTo(float32(x2), float32(y2))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
}
