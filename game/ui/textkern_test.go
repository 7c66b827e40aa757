package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"wheeloffate/assets"
)

// Text is laid out without asking for kerning only when the font has none:
// the embedded fonts' every pair of the characters the game shows kerns by
// 0, so the widths are those of a layout that asks for every pair.
func TestFacesSkipKerningOnlyWithoutKerningPairs(t *testing.T) {
	for name, ttf := range map[string][]byte{"regular": assets.RegularTTF(), "bold": assets.BoldTTF()} {
		require.False(t, hasKerning(ttf), "%s: the Go fonts carry no kern or GPOS table", name)
		fnt, err := opentype.Parse(ttf)
		require.NoError(t, err)
		for _, size := range []float64{SizeSmall, SizeBody, SizeHuge} {
			face, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
			require.NoError(t, err)
			runes := []rune("$€£¢·…—–×→←✓ ")
			for r := rune('!'); r <= '~'; r++ {
				runes = append(runes, r)
			}
			for _, a := range runes {
				for _, b := range runes {
					if k := face.Kern(a, b); k != 0 {
						t.Fatalf("%s %v: %q%q kerns by %v", name, size, a, b, k)
					}
				}
			}
		}
	}
	const s = "Wheel of Fate: $1,250 · Go For Broke"
	f := Face(SizeBody, false)
	var want fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			want += f.face.Kern(prev, r)
		}
		a, _ := f.face.GlyphAdvance(r)
		want += a
		prev = r
	}
	assert.Equal(t, fix2f(want), Advance(s, f))
}

// The table directory is read as the OpenType file format lays it out: a
// font with a kern or GPOS table is kerned, as is a file too short to say.
func TestHasKerningReadsTheTableDirectory(t *testing.T) {
	dir := func(tags ...string) []byte {
		b := []byte{0, 1, 0, 0, 0, byte(len(tags)), 0, 0, 0, 0, 0, 0}
		for _, tag := range tags {
			b = append(b, tag...)
			b = append(b, make([]byte, 12)...)
		}
		return b
	}
	assert.False(t, hasKerning(dir("cmap", "glyf", "head", "hmtx")))
	assert.True(t, hasKerning(dir("cmap", "kern", "glyf")))
	assert.True(t, hasKerning(dir("GPOS")))
	assert.True(t, hasKerning(dir("cmap", "GPOS")[:20]), "a directory cut short")
	assert.True(t, hasKerning(nil))
	assert.False(t, hasKerning(goregular.TTF), "x/image's own Go Regular has no kerning either")
}
