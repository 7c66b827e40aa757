package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
)

func TestFontsParseOnceAndHaveGlyphs(t *testing.T) {
	require.NotNil(t, Regular())
	assert.Same(t, Regular(), Regular(), "parsed once and shared")
	assert.Same(t, Bold(), Bold())
	assert.NotSame(t, Regular(), Bold())

	for _, ttf := range [][]byte{RegularTTF(), BoldTTF()} {
		f, err := sfnt.Parse(ttf)
		require.NoError(t, err)
		var buf sfnt.Buffer
		// The UI prints money with a real minus sign and speeds with ×.
		for _, r := range "$0123456789,+−×…•" {
			idx, err := f.GlyphIndex(&buf, r)
			require.NoError(t, err)
			assert.NotZero(t, idx, "glyph %q missing", r)
		}
	}
}
