package life

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// The retire screen's Millionaire Acres card tells the deciding player what
// is true for them now: the first arrival's bonus while nobody has taken
// it, and that it is gone once someone has.
func TestRetireCardOffersTheAcresBonusOnlyWhileNobodyHasIt(t *testing.T) {
	for _, c := range []struct {
		name  string
		taken bool
	}{{"nobody there yet", false}, {"someone arrived first", true}} {
		t.Run(c.name, func(t *testing.T) {
			acts, seat := boardFind("life", 4, 3, 6, func(m *match.Match, d engine.Decision) bool {
				return d.Kind == life.DReckon && m.G.(*life.Game).AcresBonusTaken() == c.taken
			})
			g := boardReplay("life", 4, 3, acts, nil).G.(*life.Game)
			require.Equal(t, engine.Decision{Seat: int8(seat), Kind: life.DReckon}, g.Decision())
			arrived := false
			for i := 0; i < g.Seats(); i++ {
				arrived = arrived || g.Player(i).Where == life.InAcres
			}
			require.Equal(t, c.taken, arrived, "the seeded game reaches the case")

			card := strings.Join(retireAcresLines(g, seat), "\n")
			assert.Contains(t, card, "Your count: "+ui.Money(g.Count(seat)))
			if c.taken {
				assert.NotContains(t, card, "$100,000", "no bonus promised once it is taken")
				assert.Contains(t, card, "The first arrival's bonus is taken")
			} else {
				assert.Contains(t, card, "Nobody there yet: the first gets $100,000")
			}
		})
	}
}
