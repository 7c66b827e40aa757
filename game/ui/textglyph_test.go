package ui

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/math/fixed"
)

// Every glyph the game shows is rasterised into its atlas slot as the
// hinted opentype face draws it: the face's own bounds, and its Glyph's
// mask, placed where the face puts it, byte for byte, at every size the
// game uses, bold and regular, at sub-pixel offsets across a pixel.
func TestGlyphOutlinesRasteriseAsTheFace(t *testing.T) {
	runes := []rune("$€£¥¢−×÷·…“”›✓") // the money signs and the marks the game shows
	for r := rune(' '); r <= '~'; r++ {
		runes = append(runes, r)
	}
	runes = append(runes, '\u4e00') // not in the Go fonts: .notdef's box
	sizes := []float64{9, 11, 12, 14, SizeSmall, 18, SizeBody, SizeButton, 23.04, 24, SizeTitle, 36, 47.52, SizeHuge, 72}
	subs := []fixed.Int26_6{0, 5, 16, 37, 63}
	ink := 0
	for _, size := range sizes {
		for _, bold := range []bool{false, true} {
			f := Face(size, bold)
			f.mu.Lock()
			for _, r := range runes {
				o := f.outline(r)
				b, _, _ := f.face.GlyphBounds(r)
				require.Equal(t, b, o.bounds, "%q in %v px, bold %v: bounds", r, size, bold)
				w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
				for _, sx := range subs {
					for _, sy := range subs[:3] {
						// A slot inside a page, as glyphSlot hands it out.
						page := image.NewRGBA(image.Rect(0, 0, w+9, h+5))
						slot := image.Rect(7, 3, 7+w, 3+h)
						dot := fixed.Point26_6{X: fixed.I(slot.Min.X) + sx - b.Min.X, Y: fixed.I(slot.Min.Y) + sy - b.Min.Y}
						glyphAtlasMu.Lock()
						drawOutline(page.SubImage(slot).(*image.RGBA), &o, dot)
						glyphAtlasMu.Unlock()
						want := faceGlyphPixels(f, r, page.Rect, slot, dot)
						if !assert.Equal(t, want.Pix, page.Pix, "%q in %v px, bold %v, at +%d/64,+%d/64", r, size, bold, sx, sy) {
							f.mu.Unlock()
							t.FailNow()
						}
						for i := 3; i < len(want.Pix); i += 4 {
							if want.Pix[i] != 0 {
								ink++
							}
						}
					}
				}
			}
			f.mu.Unlock()
		}
	}
	require.Greater(t, ink, 1000000, "the glyphs compared have ink")
}

// faceGlyphPixels is a page of bounds with the face's glyph of r drawn
// into slot with its origin at dot as font.Drawer draws it in white over a
// clear page: its Glyph's mask, clipped to the slot, in all four channels.
// f.mu is held.
func faceGlyphPixels(f *TextFace, r rune, bounds, slot image.Rectangle, dot fixed.Point26_6) *image.RGBA {
	page := image.NewRGBA(bounds)
	dr, mask, mp, _, _ := f.face.Glyph(dot, r)
	c := dr.Intersect(slot)
	for y := c.Min.Y; y < c.Max.Y; y++ {
		for x := c.Min.X; x < c.Max.X; x++ {
			_, _, _, a := mask.At(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y).RGBA()
			i := page.PixOffset(x, y)
			page.Pix[i], page.Pix[i+1], page.Pix[i+2], page.Pix[i+3] = byte(a>>8), byte(a>>8), byte(a>>8), byte(a>>8)
		}
	}
	return page
}
