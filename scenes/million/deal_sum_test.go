package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
)

// A hand-built position: Margaret (0) has Motor Drive of the browns and
// Surfer's Cove and Aqua Park Resort of the light blues; Ben (1) has
// Gadget Wharf, the other brown, and Lakeside Marina, the last light
// blue. Margaret offers Motor Drive and $10,000 for Lakeside Marina: each
// completes a set. The summary says so, with the rents a landing from
// the ladders (a full set pays twice the base rent) and the net cash and
// deeds, for both sides and from either side of the table.
func TestDealSummaryMatchesTheRentAndSetFacts(t *testing.T) {
	v := &million.View{Seat: 0, Seats: 2}
	for p := range v.Owners {
		v.Owners[p] = -1
	}
	brown, blue := million.Groups[0].Props, million.Groups[1].Props
	motor, gadget := int(brown[0]), int(brown[1])
	surfer, aqua, lake := int(blue[0]), int(blue[1]), int(blue[2])
	v.Owners[motor], v.Owners[surfer], v.Owners[aqua] = 0, 0, 0
	v.Owners[gadget], v.Owners[lake] = 1, 1
	v.Deal = million.Deal{From: 0, To: 1, Open: true, Props: 1<<motor | 1<<lake, GiveCash: 10_000}
	base := func(p int) int64 { return million.Props[p].Rent[0] }
	price := func(p int) int64 { return million.Props[p].Price }

	mine := gainOf(v, 0)
	assert.Equal(t, 2*(base(surfer)+base(aqua)+base(lake))-(base(motor)+base(surfer)+base(aqua)), mine.rent, "Margaret's rents a landing: the light blues doubled, Motor Drive gone")
	assert.Equal(t, []string{"light blue"}, mine.completes)
	assert.Empty(t, mine.breaks)
	assert.Equal(t, int64(-10_000), mine.cash)
	assert.Equal(t, price(lake)-price(motor), mine.value)

	theirs := gainOf(v, 1)
	assert.Equal(t, 2*(base(motor)+base(gadget))-(base(gadget)+base(lake)), theirs.rent)
	assert.Equal(t, []string{"brown"}, theirs.completes)
	assert.Equal(t, int64(10_000), theirs.cash)
	assert.Equal(t, price(motor)-price(lake), theirs.value)

	// Ben's view of the same deal, as he answers it, says the same.
	v.Seat = 1
	assert.Equal(t, theirs, gainOf(v, 1))
	assert.Contains(t, mine.lines(), "completes the light blue set")

	// Ben already holding the browns: giving Gadget Wharf breaks his set,
	// and a mortgaged deed counts at its price less what repays it, and
	// charges no rent.
	v.Owners[motor] = 1
	v.Mortgaged = 1 << gadget
	v.Deal = million.Deal{From: 0, To: 1, Open: true, Props: 1 << gadget}
	mine, theirs = gainOf(v, 0), gainOf(v, 1)
	assert.Equal(t, []string{"brown"}, theirs.breaks)
	assert.Contains(t, theirs.lines(), "breaks the brown set")
	assert.Equal(t, price(gadget)-million.Props[gadget].Mortgage, mine.value)
	assert.Equal(t, -2*base(motor)+base(motor), theirs.rent, "Motor Drive alone pays its base rent; the mortgaged one paid nothing")
	assert.Zero(t, mine.rent)
}

// Over seeded games, whenever a deal is up for an answer, the summary's
// rents a landing and cash agree with the engine once the deal is
// accepted: each seat's rents (the engine's Rent) and cash change by
// what the summary said.
func TestDealSummaryAgreesWithTheEngine(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12 && checked < 20; seed++ {
		m := dealMatch(seed, false)
		for k := 0; k < 4000 && checked < 20; k++ {
			d, ok := m.Decision()
			if !ok {
				break
			}
			if d.Kind == million.DAnswer {
				checked++
				g := m.G.(*million.Game)
				v := *m.G.View(int(d.Seat)).(*million.View)
				after := m.G.Clone().(*million.Game)
				_, err := after.Apply(engine.Action{Seat: d.Seat, Kind: million.AAccept})
				require.NoError(t, err)
				va := after.View(int(d.Seat)).(*million.View)
				for _, s := range []int{int(v.Deal.From), int(v.Deal.To)} {
					gn := gainOf(&v, s)
					rents := func(gm *million.Game, owners *[million.NProps]int8) int64 {
						var sum int64
						for p := range owners {
							if int(owners[p]) == s {
								sum += gm.Rent(p)
							}
						}
						return sum
					}
					if va.Players[s].Out || after.Over() {
						continue
					}
					assert.Equal(t, rents(after, &va.Owners)-rents(g, &v.Owners), gn.rent, "seed %d: seat %d's rents a landing", seed, s)
					assert.Equal(t, va.Cash[s]-v.Cash[s], gn.cash, "seed %d: seat %d's cash", seed, s)
				}
			}
			require.NoError(t, m.StepComputer())
		}
	}
	require.GreaterOrEqual(t, checked, 10, "deals came up for an answer")
}
