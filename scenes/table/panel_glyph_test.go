package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
)

// The panel's page arrows are drawn in the buttons' font (bold), not as
// the empty boxes of glyphs it does not have.
func TestPanelPageArrowsAreInTheFont(t *testing.T) {
	f, err := sfnt.Parse(gobold.TTF)
	require.NoError(t, err)
	var buf sfnt.Buffer
	for _, s := range []string{prevLabel, nextLabel} {
		for _, r := range s {
			i, err := f.GlyphIndex(&buf, r)
			require.NoError(t, err)
			assert.NotZero(t, i, "the bold Go font has no %q: the page button would draw a box", r)
		}
	}
}
