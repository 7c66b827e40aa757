package broke

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Every tile's words read on a phone either way up: each label drawn in
// at least table.MinTileType (9 logical px, about 9 CSS px: a map's place
// names), whole words, inside its tile; the short labels where the long
// ones do not fit. On a desktop the tiles show the full labels, in larger
// type than the board had before (10 px).
func TestTileLabelsReadOnPhonesAndDesktop(t *testing.T) {
	geo := presenter{}.Geometry(nil)
	for _, c := range []struct {
		win     [2]int
		minType float64
		short   bool
	}{
		{[2]int{390, 844}, table.MinTileType, true},
		{[2]int{844, 390}, table.MinTileType, true},
		{[2]int{1280, 720}, 11, false},
		{[2]int{2560, 1440}, 11, false},
	} {
		w, h := game.LogicalSize(c.win[0], c.win[1])
		for n := broke.MinSeats; n <= broke.MaxSeats; n++ {
			name := fmt.Sprintf("%dx%d, %d seats", c.win[0], c.win[1], n)
			v := table.ViewBoard(geo, table.BoardPlace(float64(w), float64(h), n))
			labels, short := table.TileLabels(geo, v)
			assert.Equal(t, c.short, short, "%s: short labels", name)
			bw, bh := v.TileBox()
			for i, sp := range geo.Spaces {
				lb := labels[i]
				want := sp.Label
				if short && sp.Short != "" {
					want = sp.Short
				}
				require.NotEmpty(t, lb.Lines, "%s: space %d", name, i)
				assert.GreaterOrEqual(t, ui.FaceSize(lb.Face), c.minType, "%s: %q in %v px", name, want, ui.FaceSize(lb.Face))
				assert.Equal(t, want, strings.Join(lb.Lines, " "), "%s: space %d shows its words whole", name, i)
				assert.LessOrEqual(t, float64(len(lb.Lines))*lb.LH, bh, "%s: %q fits its tile's height", name, want)
				for _, ln := range lb.Lines {
					lw, _ := ui.Measure(ln, lb.Face)
					assert.LessOrEqual(t, lw, bw, "%s: %q fits its tile's width", name, ln)
				}
			}
		}
	}
}
