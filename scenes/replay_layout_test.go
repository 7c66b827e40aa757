package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
)

// In a replay the board's log stops above the viewer's controls, which take
// the decision bar's place.
func TestReplayLogMeetsTheControls(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {720, 1280}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		m := shotMatch("life", 3, 5)
		sc, err := NewReplay(m.Rec.R.Bytes(), nil)
		require.NoError(t, err)
		rs := sc.(*replayScene)
		w, h := game.LogicalSize(sz[0], sz[1])
		rs.layout(float64(w), float64(h))
		logR := rs.b.LogRect()
		assert.False(t, logR.Overlaps(rs.panel), "%s: the replay's log %+v under its controls %+v", name, logR, rs.panel)
		assert.LessOrEqual(t, rs.panel.Y-(logR.Y+logR.H), 8.0, name)
	}
}
