package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Every ruleset's seat panels on the table show every line whole at every
// window size through seeded games of computers at every seat count: no
// name or line loses its end to "…" or lies below its panel's foot (a
// ruleset with a board of its own, whose table panels carry only names
// and money, is checked for those). A line too long for a
// row goes on over the next (a Go For Broke Hotel with its rent on a
// phone held sideways); what the rows cannot hold at once, the last row
// shows in turn.
func TestSeatPanelsShowEveryLineWhole(t *testing.T) {
	sizes := [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}
	names := []string{"Margaret", "Ben", "Chloe", "Dev", "Esther", "Felix"}
	rulesets := catalog.List()
	require.GreaterOrEqual(t, len(rulesets), 4, "every ruleset")
	withLines := map[string]bool{}
	for _, r := range rulesets {
		for n := r.MinSeats; n <= r.MaxSeats; n++ {
			for seed := uint64(1); seed <= 2; seed++ {
				seats := make([]match.Seat, n)
				for i := range seats {
					seats[i] = match.Seat{Name: names[i], Colour: i, Computer: true}
				}
				m, err := match.New(match.Setup{Ruleset: r.ID, Seats: seats, Seed: seed})
				require.NoError(t, err)
				for k := 0; !m.G.Over() && k < 3000; k++ {
					if k%50 == 0 && checkPanels(t, fmt.Sprintf("%s, %d seats, seed %d, action %d", r.ID, n, seed, k), m, sizes) {
						withLines[r.ID] = true
					}
					require.NoError(t, m.StepComputer())
				}
				checkPanels(t, fmt.Sprintf("%s, %d seats, seed %d, the end", r.ID, n, seed), m, sizes)
			}
		}
	}
	assert.GreaterOrEqual(t, len(withLines), 3, "the rulesets played on the table had lines to show: %v", withLines)
}

// checkPanels checks every seat panel of m's table at every size, and
// reports whether any had lines under its name.
func checkPanels(t *testing.T, name string, m *match.Match, sizes [][2]int) (lined bool) {
	t.Helper()
	sc := table.New(m, table.PlayOptions{}, presenterFor(m.Setup.Ruleset))
	for _, ws := range sizes {
		w, h := game.LogicalSize(ws[0], ws[1])
		sc.OnEnter(&game.Context{Width: float64(w), Height: float64(h)})
		for i := 0; i < m.G.Seats(); i++ {
			rows, turns, cut := sc.SeatShown(i)
			lines := sc.ShownLines(i)
			lined = lined || len(lines) > 0
			if !assert.False(t, cut, "%s, %dx%d, seat %d: %q cut to %q %q", name, ws[0], ws[1], i, lines, rows, turns) {
				continue
			}
			// Shown at once and in turn, a line over two rows read as one.
			shown := strings.ReplaceAll(strings.Join(slices.Concat(rows, turns), " "), " · ", " ")
			for _, ln := range lines {
				assert.Contains(t, shown, strings.ReplaceAll(ln, " · ", " "), "%s, %dx%d, seat %d: %q shown", name, ws[0], ws[1], i, ln)
			}
		}
	}
	return lined
}
