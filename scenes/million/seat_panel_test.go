package million

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// panelSeeds are games of computers whose middles and ends the seat panel
// test looks at: between them a seat holds a dozen properties and more,
// three full sets, mortgages, buildings and kept cards at once.
var panelSeeds = []uint64{1, 2, 3, 4, 5, 6}

// Every line of every seat panel shows whole - none loses its end to "…"
// or lies below the panel's foot - at every window size, in the middle and
// at the end of seeded games of two, three and four seats where seats
// own many properties, full sets, buildings and mortgages: at once on a
// desktop's screen, where the panels grow into the log for it; where the
// screen has not the room (the column beside the board on a short
// screen), the last row shows the rest in turn, each line whole.
func TestSeatPanelsShowEveryLineWhole(t *testing.T) {
	richest := 0 // the most a seat's lines said at once, to show the states were late-game
	for _, n := range []int{2, 3, 4} {
		for _, seed := range panelSeeds {
			m := panelMatch(t, n, seed)
			for k := 0; k < 4000 && !m.G.Over(); k++ {
				if k >= 60 && k%30 == 0 {
					richest = max(richest, checkSeatPanels(t, fmt.Sprintf("%d seats, seed %d, action %d", n, seed, k), m))
				}
				require.NoError(t, m.StepComputer())
			}
			richest = max(richest, checkSeatPanels(t, fmt.Sprintf("%d seats, seed %d, the end", n, seed), m))
		}
	}
	assert.GreaterOrEqual(t, richest, 8, "some seat had a mover, properties, mortgages, several sets, buildings and kept cards to show at once")
}

// panelMatch is a game of n computers from seed.
func panelMatch(t *testing.T, n int, seed uint64) *match.Match {
	seats := make([]match.Seat, n)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: seed})
	require.NoError(t, err)
	return m
}

// checkSeatPanels checks m's seat panels on the table at every size and
// returns the most lines a seat's panel held.
func checkSeatPanels(t *testing.T, name string, m *match.Match) (most int) {
	t.Helper()
	sc := table.New(m, table.PlayOptions{}, presenter{})
	for _, ws := range sizes {
		w, h := game.LogicalSize(ws[0], ws[1])
		sc.OnEnter(&game.Context{Width: float64(w), Height: float64(h)})
		for i := 0; i < m.G.Seats(); i++ {
			lines := sc.ShownLines(i)
			most = max(most, len(lines))
			rows, turns, cut := sc.SeatShown(i)
			if !assert.False(t, cut, "%s, %dx%d, seat %d: %q cut to %q %q", name, ws[0], ws[1], i, lines, rows, turns) {
				continue
			}
			if ws[1] >= 720 && ws[0] > ws[1] {
				assert.Nil(t, turns, "%s, %dx%d, seat %d: %q all at once, not in turn", name, ws[0], ws[1], i, lines)
			}
			// What the panel shows at once, and in turn in its last row.
			shown := strings.Join(slices.Concat(rows, turns), " · ")
			for _, ln := range lines {
				assert.Contains(t, shown, ln, "%s, %dx%d, seat %d: %q shown", name, ws[0], ws[1], i, ln)
			}
		}
	}
	return most
}

// A long name, cut to "…" at any height, does not make the panels grow
// into the log for it: at the first turn, the log and the decision bar
// keep the room they have with a short name, at every size.
func TestALongNameLeavesTheLogItsRoom(t *testing.T) {
	logs := func(name string) map[[2]int]float64 {
		seats := make([]match.Seat, 4)
		for i := range seats {
			seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
		}
		seats[0].Name = name
		m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: 1})
		require.NoError(t, err)
		sc := table.New(m, table.PlayOptions{}, presenter{})
		out := map[[2]int]float64{}
		for _, ws := range sizes {
			w, h := game.LogicalSize(ws[0], ws[1])
			sc.OnEnter(&game.Context{Width: float64(w), Height: float64(h)})
			out[ws] = sc.LogRect().H
		}
		return out
	}
	short := logs("Margaret")
	for ws, h := range logs("WWWWWWWWWWWWWW") {
		assert.Equal(t, short[ws], h, "%dx%d: the log's height", ws[0], ws[1])
	}
}
