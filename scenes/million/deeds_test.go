package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/million"
	"wheeloffate/game/match"
)

// Every owned property's deed, in seeded games of computers looked at
// every few actions, lights the rung whose rent is what the engine charges
// a mover landing there (none lit, where it charges none); and the games
// between them reach every rung a deed prints.
func TestDeedRentIsTheEngines(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		seats := make([]match.Seat, 4)
		for i := range seats {
			seats[i] = match.Seat{Name: turnNames[i], Computer: true}
		}
		m, err := match.New(match.Setup{Ruleset: million.ID, Seats: seats, Seed: seed})
		require.NoError(t, err)
		g := m.G.(*million.Game)
		for k := 0; k < 4000 && !g.Over(); k++ {
			require.NoError(t, m.StepComputer())
			if k%7 != 0 {
				continue
			}
			v := g.View(0).(*million.View)
			for p := range million.Props {
				if g.Owner(p) < 0 {
					continue
				}
				k := rung(v, p)
				seen[k] = true
				if k < 0 {
					assert.Zero(t, g.Rent(p), "%s: no rung lit, no rent", million.Props[p].Name)
					continue
				}
				assert.Equal(t, g.Rent(p), rungRent(p, k), "%s at level %d", million.Props[p].Name, g.Level(p))
			}
		}
	}
	for k := -1; k < nRungs; k++ {
		assert.True(t, seen[k], "rung %d comes up", k)
	}
}

// The deeds list every property of the seat shown, grouped by set in board
// order, each under its set's header (again atop a column a set goes on
// in), and the switcher shows any seat's; at every size.
func TestDeedsListEachSeatsProperties(t *testing.T) {
	for _, ws := range turnSizes {
		t.Run(fmt.Sprintf("%dx%d", ws[0], ws[1]), func(t *testing.T) { deedsListed(t, ws) })
	}
}

func deedsListed(t *testing.T, ws [2]int) {
	memo.forget()
	m := findTurn(t, turnStates["repay"])
	dr := newDrive(t, m, ws)
	dr.click(dr.u.deeds)
	s := dr.deeds()
	require.NotNil(t, s)
	for range s.v.Seats {
		var want, got []int
		for p := range million.Props {
			if int(s.v.Owners[p]) == s.seat {
				want = append(want, p)
			}
		}
		for page := 0; page < s.pages; page++ {
			s.page = page
			s.place(s.rect)
			header := map[float64]int{} // each column's set, by its left edge
			for _, ln := range s.pageLines() {
				if ln.tile == nil {
					header[ln.rect.X] = ln.group
					continue
				}
				got = append(got, ln.tile.prop)
				gr, ok := header[ln.rect.X]
				assert.True(t, ok && gr == int(million.Props[ln.tile.prop].Group), "%s under its set's header", million.Props[ln.tile.prop].Name)
			}
		}
		assert.ElementsMatch(t, want, got, "seat %d's deeds", s.seat)
		for i := 1; i < len(got); i++ {
			assert.LessOrEqual(t, million.Props[got[i-1]].Group, million.Props[got[i]].Group, "grouped by set")
		}
		s.page = 0
		s.place(s.rect)
		dr.click(s.seatBtn)
	}
}
