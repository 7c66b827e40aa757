//go:build xvfb

package ui

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ink is the bounding box of img's pixels with any alpha inside r, and
// whether one of them is fully opaque in colour want (crisp type has some).
func ink(img *ebiten.Image, r image.Rectangle, want color.RGBA) (box image.Rectangle, solid bool) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if c.A == 0 {
				continue
			}
			box = box.Union(image.Rect(x, y, x+1, y+1))
			solid = solid || c == want
		}
	}
	return box, solid
}

// Text lands where its alignment says, in its colour, and a second line
// one line spacing below the first.
func TestTextAlignsAndColours(t *testing.T) {
	img := ebiten.NewImage(400, 300)
	defer img.Deallocate()
	f := Face(SizeBody, true)
	red := color.RGBA{0xff, 0, 0, 0xff}
	const s = "$1,250"
	w, h := Measure(s, f)
	require.InDelta(t, Advance(s, f), w, 0)
	whole := image.Rect(0, 0, 400, 300)

	cases := []struct {
		name   string
		h, v   Align
		x0, y0 float64 // where the line box's top-left should be
	}{
		{"start", AlignStart, AlignStart, 100, 50},
		{"centre", AlignCenter, AlignCenter, 100 - w/2, 50 - h/2},
		{"end", AlignEnd, AlignEnd, 100 - w, 50 - h},
	}
	for _, c := range cases {
		img.Clear()
		DrawText(img, s, f, 100, 50, c.h, c.v, red)
		box, solid := ink(img, whole, red)
		assert.True(t, solid, "%s: some pixels in full red", c.name)
		// The glyphs sit inside the line box, within a pixel of its sides
		// (a "$" reaches nearly to the ascent and below the baseline).
		assert.InDelta(t, c.x0, float64(box.Min.X), 2, "%s: left", c.name)
		assert.InDelta(t, c.x0+w, float64(box.Max.X), 3, "%s: right", c.name)
		assert.GreaterOrEqual(t, float64(box.Min.Y), c.y0-1, "%s: top", c.name)
		assert.LessOrEqual(t, float64(box.Max.Y), c.y0+h+1, "%s: bottom", c.name)
		assert.Greater(t, float64(box.Dy()), h*0.6, "%s: height", c.name)
	}

	// Two lines: the second line's ink starts one line spacing lower.
	img.Clear()
	DrawText(img, "1\n1", f, 100, 50, AlignStart, AlignStart, red)
	top, _ := ink(img, image.Rect(0, 0, 400, 50+int(h)), red)
	all, _ := ink(img, whole, red)
	assert.InDelta(t, lineSpacing(f), float64(all.Max.Y-top.Max.Y), 1)

	// Drawn again, the same glyphs come from the cache.
	n := len(f.glyphs)
	DrawText(img, "1\n1", f, 100, 50, AlignStart, AlignStart, red)
	assert.Equal(t, n, len(f.glyphs))
}
