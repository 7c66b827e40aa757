package life

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var updateGraphs = flag.Bool("update-graphs", false, "rewrite testdata/graph_tables.txt from the boards")

// graphTable writes every answer the engine's graph gives about a board:
// each space's ways on, where they lead, its way back, its distance from
// START and how many spaces lie behind it. Cars move by these answers, so a
// change in any of them would move a car elsewhere and break old replays.
func graphTable(name string, b *Board) string {
	var sb strings.Builder
	gr := b.Graph
	for i := 0; i < gr.Len(); i++ {
		behind := 0
		for s := 0; s < gr.Len(); s++ {
			if gr.Behind(i, s) {
				behind++
			}
		}
		fmt.Fprintf(&sb, "%s %3d: ways %d next %3d %3d back %3d dist %3d behind %3d\n",
			name, i, gr.Ways(i), gr.Next(i, 0), gr.Next(i, 1), gr.Back(i), gr.Dist(i), behind)
	}
	return sb.String()
}

// TestBoardGraphsUnchanged: both editions' roads answer exactly as they did
// when testdata/graph_tables.txt was written (by the graph that allowed two
// ways on and no link back to START), so a more general graph moves no car
// differently.
func TestBoardGraphsUnchanged(t *testing.T) {
	got := graphTable("classic", Classic.Board()) + graphTable("duel", Duel.Board())
	const file = "testdata/graph_tables.txt"
	if *updateGraphs {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(file, []byte(got), 0o644))
	}
	want, err := os.ReadFile(file)
	require.NoError(t, err)
	require.Equal(t, string(want), got)
}
