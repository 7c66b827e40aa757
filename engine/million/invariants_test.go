package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// The invariants hold over seeded games with sensible players, checked
// after every action: the ledger total constant, 32 houses and 12 hotels
// between the board and the supply, every Fortune card in one place.
func TestInvariantsOverSeededGames(t *testing.T) {
	for i := 0; i < 20; i++ {
		g, err := New(Options{Seats: 2 + i%3, Seed: uint64(i) * 31})
		require.NoError(t, err)
		ps := make([]engine.Player, g.Seats())
		for s := range ps {
			ps[s] = NewSensible(uint64(s))
		}
		for !g.Over() {
			d := g.Decision()
			_, err := g.Apply(ps[d.Seat].Choose(g.View(int(d.Seat)), g.Legal(int(d.Seat), nil)))
			require.NoError(t, err)
			require.NoError(t, g.CheckInvariants(), "game %d, turn %d", i, g.Turn())
			h, ht := g.Supply()
			for p := 0; p < NProps; p++ {
				if l := g.Level(p); l == HotelLevel {
					ht++
				} else {
					h += l
				}
			}
			require.Equal(t, [2]int{SupplyHouses, SupplyHotels}, [2]int{h, ht})
		}
	}
}

// The checks catch what they are for: money made or lost outside the
// ledger, a building lost, a Fortune card in two places, a seat that is
// out still owning a property.
func TestInvariantsCatchBreakage(t *testing.T) {
	breaks := map[string]func(g *Game){
		"money":    func(g *Game) { g.led.Bank += 1000 },
		"house":    func(g *Game) { g.houses-- },
		"hotel":    func(g *Game) { g.hotels++ },
		"card":     func(g *Game) { g.held[0].Add(uint8(g.fortune[0])) },
		"out":      func(g *Game) { g.pl[1].Out = true; g.owner[3] = 1; g.led.Cash[0] += g.led.Cash[1]; g.led.Cash[1] = 0 },
		"building": func(g *Game) { g.level[0] = 1; g.houses-- },
	}
	for name, br := range breaks {
		g := newTest(t, 2)
		require.NoError(t, g.CheckInvariants())
		br(g)
		assert.Error(t, g.CheckInvariants(), name)
	}
}
