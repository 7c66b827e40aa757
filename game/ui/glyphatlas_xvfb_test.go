//go:build xvfb

package ui

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// drawWithRef is DrawWith as it was before the glyph atlas: every glyph
// rasterised into an image of its own, drawn where DrawWith puts it.
func drawWithRef(dst *ebiten.Image, s string, f *TextFace, op *TextOptions) {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	_, h := measure(s, f, op.LineSpacing)
	y := f.ascent
	switch op.SecondaryAlign {
	case AlignCenter:
		y -= h / 2
	case AlignEnd:
		y -= h
	}
	for i, l := range lines {
		x := 0.0
		switch op.PrimaryAlign {
		case AlignCenter:
			x = -Advance(l, f) / 2
		case AlignEnd:
			x = -Advance(l, f)
		}
		ox, oy := fixed.Int26_6(x*64), fixed.Int26_6((y+float64(i)*op.LineSpacing)*64)&^63
		prev := rune(-1)
		for _, r := range l {
			f.mu.Lock()
			if prev >= 0 && f.kerns {
				ox += f.face.Kern(prev, r)
			}
			gx := ox / f.gran * f.gran
			b, _, _ := f.face.GlyphBounds(r)
			at := fixed.Point26_6{X: gx + b.Min.X, Y: oy + b.Min.Y}
			w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
			var img *ebiten.Image
			if w > 0 && h > 0 {
				rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
				d := font.Drawer{Dst: rgba, Src: image.White, Face: f.face,
					Dot: fixed.Point26_6{X: at.X&63 - b.Min.X, Y: at.Y&63 - b.Min.Y}}
				d.DrawString(string(r))
				img = ebiten.NewImageFromImage(rgba)
			}
			ox += f.glyphAdvance(r)
			f.mu.Unlock()
			if img != nil {
				dop := &ebiten.DrawImageOptions{ColorScale: op.ColorScale}
				dop.GeoM.Translate(float64(at.X.Floor()), float64(at.Y.Floor()))
				dop.GeoM.Concat(op.GeoM)
				dst.DrawImage(img, dop)
				img.Deallocate()
			}
			prev = r
		}
	}
}

// sameText draws s in f both ways at (x, y), turned by angle, and
// requires the same pixels.
func sameText(t *testing.T, s string, f *TextFace, x, y, angle float64, al Align, c color.RGBA) {
	t.Helper()
	const w, h = 1000, 700
	got, want := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer got.Deallocate()
	defer want.Deallocate()
	op := &TextOptions{LineSpacing: lineSpacing(f), PrimaryAlign: al, SecondaryAlign: al}
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	DrawWith(got, s, f, op)
	drawWithRef(want, s, f, op)
	gp, wp := make([]byte, 4*w*h), make([]byte, 4*w*h)
	got.ReadPixels(gp)
	want.ReadPixels(wp)
	ink := 0
	for i := 3; i < len(wp); i += 4 {
		if wp[i] != 0 {
			ink++
		}
	}
	require.Greater(t, ink, 0, "%q at %v: no ink to compare", s, FaceSize(f))
	if angle != 0 {
		// Turned, the nearest texel of a few pixels is a tie that falls
		// by where the glyph lies in its texture (an image of its own sat
		// somewhere in Ebitengine's atlas too): a pixel or two of a
		// label may differ, no more.
		diff := 0
		for i := 3; i < len(wp); i += 4 {
			if wp[i] != gp[i] {
				diff++
			}
		}
		assert.LessOrEqual(t, diff, ink/200+1, "%q in %v px turned: %d of %d pixels differ", s, FaceSize(f), diff, ink)
		return
	}
	if !assert.Equal(t, wp, gp, "%q in %v px at (%v, %v), %v rad", s, FaceSize(f), x, y, angle) {
		t.FailNow()
	}
}

// Text from the glyph atlas is the same pixels as text whose glyphs are
// images of their own: every size the game uses (and the small ones, with
// the finest sub-pixel steps), bold and regular, money signs, at fractional
// places and turned (the wheel's labels), in colour.
func TestGlyphAtlasDrawsTheSamePixels(t *testing.T) {
	const s = "Wheel of Fate $1,250 −$40\n€£¥ ×÷ “Play ›” gjpqy 0123456789"
	gold := color.RGBA{0xff, 0xd4, 0x00, 0xff}
	for _, size := range []float64{9, 11, SizeSmall, 15, SizeBody, SizeTitle, 36, 72} {
		for _, bold := range []bool{false, true} {
			f := Face(size, bold)
			for _, x := range []float64{20, 20.3, 20.77} {
				sameText(t, s, f, x, 30.5, 0, AlignStart, ColText)
			}
			sameText(t, s, f, 450, 200, 0, AlignCenter, gold)
			sameText(t, "Go For Broke", f, 450, 200, math.Pi/7, AlignEnd, ColTextLight)
		}
	}
}

// Glyphs added after others were uploaded show too: a new size made now,
// new runes, more than a page holds (the later pages), and a glyph larger
// than a page.
func TestGlyphAtlasGrows(t *testing.T) {
	forgetFacesNow()      // so that no new face here starts the cache again
	f := Face(23.5, true) // a size no other test asks
	sameText(t, "abc", f, 10, 10, 0, AlignStart, ColText)
	sameText(t, "abc xyz", f, 10, 10, 0, AlignStart, ColText)
	pages := len(glyphPages)
	var all strings.Builder
	for r := rune(33); r < 127; r++ {
		all.WriteRune(r)
		if r%16 == 0 {
			all.WriteByte('\n')
		}
	}
	for _, x := range []float64{10, 10.5} {
		sameText(t, all.String(), Face(96, false), x, 10, 0, AlignStart, ColText)
	}
	assert.Greater(t, len(glyphPages), pages, "the glyphs filled a page and went on to the next")
	sameText(t, "abc xyz", f, 10.25, 10, 0, AlignStart, ColText)
	sameText(t, "W", Face(560, true), 0, -60, 0, AlignStart, ColText)
	// Only the page glyphs still go to keeps its pixels on the CPU: the
	// full ones and the large glyph's own are on the GPU alone.
	for i, p := range glyphPages {
		if p == glyphOpen {
			assert.NotNil(t, p.pix, "the open page")
		} else {
			assert.Nil(t, p.pix, "page %d of %d, uploaded and closed", i, len(glyphPages))
		}
	}
}

// forgetFacesNow empties the face cache, as Face does past faceLimit.
func forgetFacesNow() {
	facesMu.Lock()
	defer facesMu.Unlock()
	forgetFaces()
}

// Past faceLimit faces, as when a window is dragged through many sizes,
// the cache starts again on new atlas pages, and a face a scene still
// holds draws the same pixels as before, from the new pages.
func TestFaceCacheStartsAgainPastItsLimit(t *testing.T) {
	forgetFacesNow()
	const s = "Pay $20,000 ›"
	held := Face(SizeBody, true)
	sameText(t, s, held, 20, 30.5, 0, AlignStart, ColText)
	old := slices.Clone(glyphPages)
	require.NotEmpty(t, old)
	scratch := ebiten.NewImage(200, 100)
	defer scratch.Deallocate()
	for i := range faceLimit {
		// A wheel's labels at a new radius each: a size a frame (none
		// a whole size like the held face's).
		DrawText(scratch, "Ag$", Face(12.05+float64(i)/7, i%2 == 0), 5, 5, AlignStart, AlignStart, ColText)
	}
	facesMu.Lock()
	n := len(faces)
	facesMu.Unlock()
	assert.LessOrEqual(t, n, faceLimit, "faces kept")
	assert.NotSame(t, held, Face(SizeBody, true), "the cache started again")
	for _, p := range glyphPages {
		assert.NotContains(t, old, p, "a page from before the cache started again")
	}
	held.mu.Lock()
	assert.Empty(t, held.glyphs, "the held face forgot its glyphs")
	held.mu.Unlock()
	sameText(t, s, held, 20, 30.5, 0, AlignStart, ColText)
	sameText(t, s, Face(SizeBody, true), 20.25, 30.5, 0, AlignStart, ColText)
	held.mu.Lock()
	defer held.mu.Unlock()
	require.NotEmpty(t, held.glyphs)
	for _, g := range held.glyphs {
		if g.page != nil {
			assert.Contains(t, glyphPages, g.page, "the held face's glyphs are on the new pages")
		}
	}
}
