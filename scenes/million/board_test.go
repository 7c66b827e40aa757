package million

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Every tile's words are readable where the table puts the board, at
// 1280x720, on a phone upright and sideways, for two to four seats: the
// name (short on a small board) and a property's price whole, in type no
// smaller than table.MinTileType, inside the tile; the corners' words
// differ from one another.
func TestTileWordsReadable(t *testing.T) {
	geo := boardGeo()
	for _, size := range [][2]float64{{1280, 720}, {390, 844}, {844, 390}} {
		for n := 2; n <= 4; n++ {
			name := fmt.Sprintf("%vx%v %d seats", size[0], size[1], n)
			v := table.ViewBoard(geo, table.BoardRect(size[0], size[1], n))
			words := layoutWords(v)
			for i, s := range million.Spaces {
				tw := words[i]
				tile := deepTile(v, i)
				assert.GreaterOrEqual(t, faceSize(tw.f), float64(table.MinTileType), "%s: %s's name", name, s.Label)
				assert.True(t, tw.whole(s, tile), "%s: %s shows %q whole", name, s.Label, tw.lines)
				assert.NotContains(t, strings.Join(tw.lines, " "), "…", "%s: %s", name, s.Label)
				if s.Kind == million.KProp {
					assert.GreaterOrEqual(t, faceSize(tw.pf), float64(table.MinTileType), "%s: %s's price", name, s.Label)
					pw, _ := ui.Measure(tw.price, tw.pf)
					if tw.cardOnBand {
						assert.LessOrEqual(t, pw, tile.W-4-fortuneRect(tile, true).W, "%s: %s's price clear of its Fortune card", name, s.Label)
					}
				}
			}
			corners := map[string]bool{}
			for _, c := range []int{million.GoSpace, million.JailSpace, million.ParkSpace, million.ToJail} {
				corners[strings.Join(words[c].lines, " ")] = true
			}
			assert.Len(t, corners, 4, "%s: the corners tell apart", name)
		}
	}
}
