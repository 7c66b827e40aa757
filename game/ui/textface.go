package ui

import (
	"image"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Align is a horizontal or vertical text alignment.
type Align int

// Alignments: the start is the left (horizontally) or the top of the line
// box (vertically).
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// TextFace is a font face with its own cache of glyph images. The game
// draws text through it rather than through Ebitengine's text/v2, whose
// imports (a text shaper, SVG, TIFF, JPEG, XML) would add about 220 KB of
// gzip to the browser build for faces it never uses. It lays text out as
// text/v2 lays out a GoXFace, so the type lands on the same pixels.
type TextFace struct {
	size                     float64
	ascent, descent, lineGap float64

	mu       sync.Mutex // guards face and buf (an opentype face is not safe for concurrent use) and the maps
	face     font.Face
	font     *sfnt.Font    // face's font and size (ppem), whose outlines glyphs are rasterised from
	ppem     fixed.Int26_6 // (textglyph.go)
	buf      sfnt.Buffer
	kerns    bool          // the font has kerning pairs; without, every Kern is 0
	gran     fixed.Int26_6 // the step of a glyph's horizontal sub-pixel offset
	adv      map[rune]fixed.Int26_6
	ascii    [128]fixed.Int26_6 // the advances of ASCII runes, +1 (0: not yet asked)
	outlines map[rune]glyphOutline
	segs     sfnt.Segments // the outlines' segments
	glyphs   map[glyphKey]glyphImage
}

// glyphKey picks a glyph image: a rune rasterised at a sub-pixel offset.
type glyphKey struct {
	r    rune
	x, y fixed.Int26_6
}

// glyphImage is a rasterised glyph: its atlas page (nil for a blank one
// like a space) and place there, and where it goes relative to the whole
// pixel at or left of its origin.
type glyphImage struct {
	page   *glyphPage
	src    image.Rectangle
	dx, dy int
}

// newTextFace wraps face, which was made from fnt at size px (ppem, in
// 26.6, as opentype.NewFace works it out) and reports m. kerns says
// whether its font has kerning pairs at all: asking the face for a pair's
// kerning looks both glyphs up, which was a third of the title's start-up
// in a browser, for fonts that have none (the Go fonts).
func newTextFace(face font.Face, fnt *sfnt.Font, ppem fixed.Int26_6, size float64, m font.Metrics, kerns bool) *TextFace {
	f := &TextFace{
		size:     size,
		ascent:   fix2f(m.Ascent),
		descent:  fix2f(m.Descent),
		lineGap:  fix2f(m.Height - m.Ascent - m.Descent),
		face:     face,
		font:     fnt,
		ppem:     ppem,
		kerns:    kerns,
		adv:      map[rune]fixed.Int26_6{},
		outlines: map[rune]glyphOutline{},
		glyphs:   map[glyphKey]glyphImage{},
	}
	// Small type gets finer sub-pixel steps, where a misplaced fraction
	// shows most (text/v2's thresholds).
	steps := fixed.Int26_6(1)
	switch h := f.ascent + f.descent; {
	case h < 20:
		steps = 8
	case h < 40:
		steps = 4
	case h < 80:
		steps = 2
	}
	f.gran = 64 / steps
	return f
}

func fix2f(x fixed.Int26_6) float64 { return float64(x) / 64 }

// advance is the width of the single line s, with kerning.
func (f *TextFace) advance(s string) fixed.Int26_6 {
	f.mu.Lock()
	defer f.mu.Unlock()
	var x fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 && f.kerns {
			x += f.face.Kern(prev, r)
		}
		x += f.glyphAdvance(r)
		prev = r
	}
	return x
}

// glyphAdvance is r's advance, cached (ASCII in an array: measuring text
// is mostly these lookups); f.mu is held.
func (f *TextFace) glyphAdvance(r rune) fixed.Int26_6 {
	if r >= 0 && r < 128 {
		if a := f.ascii[r]; a != 0 {
			return a - 1
		}
		a, _ := f.face.GlyphAdvance(r)
		f.ascii[r] = a + 1
		return a
	}
	a, ok := f.adv[r]
	if !ok {
		a, _ = f.face.GlyphAdvance(r)
		f.adv[r] = a
	}
	return a
}

// Advance is the width of s's first line in f.
func Advance(s string, f *TextFace) float64 {
	s, _, _ = strings.Cut(s, "\n")
	return fix2f(f.advance(s))
}

// measure is the size of the block of s's lines, lineSpacing apart: the
// widest line's width, and the line boxes' height.
func measure(s string, f *TextFace, lineSpacing float64) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	n := 0
	for rest, more := strings.TrimSuffix(s, "\n"), true; more; n++ {
		var l string
		l, rest, more = strings.Cut(rest, "\n")
		w = max(w, Advance(l, f))
	}
	return w, float64(n-1)*lineSpacing + f.ascent + f.descent
}

// TextOptions are how DrawWith places and colours text: its lines are laid
// out around the origin as the alignments say, then transformed by GeoM.
type TextOptions struct {
	GeoM           ebiten.GeoM
	ColorScale     ebiten.ColorScale
	LineSpacing    float64 // between baselines
	PrimaryAlign   Align   // each line's, horizontally
	SecondaryAlign Align   // the whole block's, vertically
}

// DrawWith draws s (which may hold newlines) in f as op says. The glyphs
// it needs are rasterised first and uploaded together (glyphatlas.go),
// then drawn.
func DrawWith(dst *ebiten.Image, s string, f *TextFace, op *TextOptions) {
	if s == "" {
		return
	}
	w, h := measure(s, f, op.LineSpacing)
	y := f.ascent
	switch op.SecondaryAlign {
	case AlignCenter:
		y -= h / 2
	case AlignEnd:
		y -= h
	}
	var buf [64]glyphImage
	glyphs := buf[:0]
	// Line by line, without splitting s: scenes draw their text every
	// frame.
	for i, rest, more := 0, strings.TrimSuffix(s, "\n"), true; more; i++ {
		var l string
		l, rest, more = strings.Cut(rest, "\n")
		x := 0.0
		switch op.PrimaryAlign {
		case AlignCenter:
			x = -Advance(l, f) / 2
		case AlignEnd:
			x = -Advance(l, f)
		}
		glyphs = f.layLine(glyphs, l, x, y+float64(i)*op.LineSpacing)
	}
	uploadGlyphs()
	drawGlyphs(dst, glyphs, op)
	if textsOn() && op.GeoM.IsInvertible() {
		// The block's box, on the screen when the text is not turned.
		x0 := 0.0
		switch op.PrimaryAlign {
		case AlignCenter:
			x0 = -w / 2
		case AlignEnd:
			x0 = -w
		}
		ax, ay := op.GeoM.Apply(x0, y-f.ascent)
		bx, by := op.GeoM.Apply(x0+w, y-f.ascent+h)
		recordText(s, dst, R(min(ax, bx), min(ay, by), math.Abs(bx-ax), math.Abs(by-ay)))
	}
}

// layLine appends the glyphs of one line with its origin at (x, y), those
// with ink, in place. Each glyph's image sits on whole pixels (the nearest
// filter keeps it crisp); the origin's fraction is rasterised into the
// image instead.
func (f *TextFace) layLine(glyphs []glyphImage, s string, x, y float64) []glyphImage {
	ox, oy := fixed.Int26_6(x*64), fixed.Int26_6(y*64)&^63
	prev := rune(-1)
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, r := range s {
		if prev >= 0 && f.kerns {
			ox += f.face.Kern(prev, r)
		}
		if g := f.glyph(r, ox/f.gran*f.gran, oy); g.page != nil {
			glyphs = append(glyphs, g)
		}
		ox += f.glyphAdvance(r)
		prev = r
	}
	return glyphs
}

// forgetGlyphs drops f's glyph images (forgetFaces); its outlines and
// advances, which hold no image, stay.
func (f *TextFace) forgetGlyphs() {
	f.mu.Lock()
	defer f.mu.Unlock()
	clear(f.glyphs)
}

// glyph is r's image for an origin at (x, y), from the cache or made now.
// f.mu is held.
func (f *TextFace) glyph(r rune, x, y fixed.Int26_6) glyphImage {
	o := f.outline(r)
	b := o.bounds
	at := fixed.Point26_6{X: x + b.Min.X, Y: y + b.Min.Y}
	k := glyphKey{r, at.X & 63, at.Y & 63}
	g, cached := f.glyphs[k]
	if !cached {
		g.page, g.src = rasterise(&o, fixed.Point26_6{X: k.x, Y: k.y})
		f.glyphs[k] = g
	}
	g.dx, g.dy = at.X.Floor(), at.Y.Floor()
	return g
}

// rasterise draws the glyph of outline o at sub-pixel offset sub into the
// glyph atlas: white, its alpha the glyph's coverage. It returns the page
// and the glyph's place there; no page when the glyph has no ink.
func rasterise(o *glyphOutline, sub fixed.Point26_6) (*glyphPage, image.Rectangle) {
	b := o.bounds
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil, image.Rectangle{}
	}
	// One pixel more each way: the offset can push the ink over the edge.
	return glyphSlot(w+1, h+1, func(dst *image.RGBA) {
		at := dst.Bounds().Min
		drawOutline(dst, o, fixed.Point26_6{X: fixed.I(at.X) + sub.X - b.Min.X, Y: fixed.I(at.Y) + sub.Y - b.Min.Y})
	})
}
