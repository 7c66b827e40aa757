package assets

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"wheeloffate/assets/internal/ttfstrip"
)

// The embedded fonts are the Go fonts without their hinting programs and
// glyph names: what gen_fonts.go writes today, every glyph's outline and
// advance, the character map and the metrics as the originals, and
// markedly smaller.
func TestEmbeddedFontsAreTheGoFontsStripped(t *testing.T) {
	for _, c := range []struct {
		name           string
		embedded, orig []byte
	}{{"regular", RegularTTF(), goregular.TTF}, {"bold", BoldTTF(), gobold.TTF}} {
		want, err := ttfstrip.Strip(c.orig)
		require.NoError(t, err)
		require.True(t, bytes.Equal(want, c.embedded), "%s: fonts/ is stale: run go generate ./assets/", c.name)
		assert.Less(t, len(c.embedded), len(c.orig)*6/10, "%s: the hinting is most of the bytes saved", c.name)

		a, err := sfnt.Parse(c.orig)
		require.NoError(t, err)
		b, err := sfnt.Parse(c.embedded)
		require.NoError(t, err)
		require.Equal(t, a.NumGlyphs(), b.NumGlyphs(), c.name)
		var ba, bb sfnt.Buffer
		ppem := fixed.I(37)
		ma, err := a.Metrics(&ba, ppem, font.HintingNone)
		require.NoError(t, err)
		mb, err := b.Metrics(&bb, ppem, font.HintingNone)
		require.NoError(t, err)
		assert.Equal(t, ma, mb, c.name)
		for g := range a.NumGlyphs() {
			x := sfnt.GlyphIndex(g)
			sa, err := a.LoadGlyph(&ba, x, ppem, nil)
			require.NoError(t, err)
			sa = append(sfnt.Segments(nil), sa...)
			sb, err := b.LoadGlyph(&bb, x, ppem, nil)
			require.NoError(t, err, "%s glyph %d", c.name, g)
			if len(sa)+len(sb) > 0 { // a space has none
				require.Equal(t, sa, sb, "%s glyph %d: the outline", c.name, g)
			}
			aa, err := a.GlyphAdvance(&ba, x, ppem, font.HintingFull)
			require.NoError(t, err)
			ab, err := b.GlyphAdvance(&bb, x, ppem, font.HintingFull)
			require.NoError(t, err)
			require.Equal(t, aa, ab, "%s glyph %d: the advance", c.name, g)
		}
		for r := rune(0); r < 0x10000; r++ {
			ia, _ := a.GlyphIndex(&ba, r)
			ib, _ := b.GlyphIndex(&bb, r)
			if ia != ib {
				require.Equal(t, ia, ib, "%s: %U maps to another glyph", c.name, r)
			}
		}
	}
}

// A damaged font file is refused with an error, never a panic.
func TestStripRefusesDamagedFonts(t *testing.T) {
	for n := 0; n < len(goregular.TTF); n += 97 {
		_, err := ttfstrip.Strip(goregular.TTF[:n])
		assert.Error(t, err, "the first %d bytes", n)
	}
	bad := append([]byte(nil), goregular.TTF...)
	for i := 12; i < 12+16*14; i += 16 {
		bad[i+8] = 0xff // every table's offset far past the end
	}
	_, err := ttfstrip.Strip(bad)
	assert.Error(t, err)
}
