package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
)

// A person builds on a full set through the deeds, again and again: each
// press of Build puts up one building, evenly (the levels on the set never
// differ by more than one), costs the set's price per building, and the
// deeds, open still, show the supply the engine has left and each deed's
// rent as the engine charges it.
func TestBuildThroughTheDeedsIsEven(t *testing.T) {
	memo.forget()
	m := findTurn(t, func(g *million.Game, d engine.Decision) bool { return d.Kind == million.DTurn && richSet(g) >= 0 })
	g := m.G.(*million.Game)
	dr := newDrive(t, m, [2]int{390, 844})
	dr.click(dr.u.deeds)
	s := dr.deeds()
	require.NotNil(t, s)
	gr := richSet(g)
	props := million.Groups[gr].Props
	s.open(int(props[0]))
	built := 0
	for ; built < 8; built++ {
		b := s.builds[gr]
		if _, ok := m.Find(million.ABuild, int16(gr)); !ok {
			assert.Nil(t, b, "no Build control when the engine does not allow it")
			assert.NotEmpty(t, whyNoBuild(&s.v, 0, gr), "and the deed says why")
			break
		}
		require.NotNil(t, b, "a Build control on the open deed")
		house := million.Groups[gr].House
		assert.Contains(t, b.Label, short(house), "the control shows the cost")
		cash, sum := g.Cash(0), 0
		for _, p := range props {
			sum += g.Level(int(p))
		}
		a, ok := dr.click(b)
		require.True(t, ok)
		dr.apply(a)
		s = dr.deeds()
		require.NotNil(t, s, "the deeds stay open")
		assert.Equal(t, int(props[0]), s.detail, "on the same deed")
		assert.Equal(t, cash-house, g.Cash(0), "one building's price paid")
		lo, hi, after := million.HotelLevel, 0, 0
		for _, p := range props {
			l := g.Level(int(p))
			lo, hi, after = min(lo, l), max(hi, l), after+l
			assert.Equal(t, g.Rent(int(p)), rungRent(int(p), rung(&s.v, int(p))), "%s's deed shows the engine's rent", million.Props[p].Name)
		}
		assert.Equal(t, sum+1, after, "one building more")
		assert.LessOrEqual(t, hi-lo, 1, "built evenly")
		houses, hotels := g.Supply()
		shownHouses, shownHotels := supplyWords(&s.v)
		assert.Equal(t, fmt.Sprintf("Houses %d of 32", houses), shownHouses, "the supply shown is the engine's")
		assert.Equal(t, fmt.Sprintf("Hotels %d of 12", hotels), shownHotels)
	}
	assert.GreaterOrEqual(t, built, 3, "three buildings at least")
}

// Each reason building is not possible is told: not a full set, a
// property mortgaged, fully built, the supply out, cash short; none when
// it is possible.
func TestWhyNoBuild(t *testing.T) {
	base := func() *million.View {
		v := &million.View{Seats: 2, Houses: million.SupplyHouses, Hotels: million.SupplyHotels}
		for i := range v.Owners {
			v.Owners[i] = -1
		}
		for _, p := range million.Groups[2].Props {
			v.Owners[p] = 0
		}
		v.Cash[0] = 500_000
		return v
	}
	pink := million.Groups[2].Props
	v := base()
	assert.Empty(t, whyNoBuild(v, 0, 2))
	assert.Equal(t, "not a full set (0 of 3)", whyNoBuild(v, 1, 2))
	v.Owners[pink[1]] = 1
	assert.Equal(t, "not a full set (2 of 3)", whyNoBuild(v, 0, 2))
	v = base()
	v.Mortgaged = 1 << pink[2]
	assert.Contains(t, whyNoBuild(v, 0, 2), "mortgage")
	v = base()
	for _, p := range pink {
		v.Level[p] = million.HotelLevel
	}
	assert.Contains(t, whyNoBuild(v, 0, 2), "fully built")
	v = base()
	v.Houses = 0
	assert.Contains(t, whyNoBuild(v, 0, 2), "no houses")
	for _, p := range pink {
		v.Level[p] = 4
	}
	assert.Empty(t, whyNoBuild(v, 0, 2), "a hotel needs no house")
	v.Hotels = 0
	assert.Contains(t, whyNoBuild(v, 0, 2), "no hotels")
	v = base()
	v.Cash[0] = million.Groups[2].House - 1
	assert.Contains(t, whyNoBuild(v, 0, 2), "short of cash")
}
