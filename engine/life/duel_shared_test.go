package life

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// duelOwnFields are the Edition fields in which the duel differs from the
// classic game: everything else is shared, and so is every line of code.
var duelOwnFields = []string{
	"ID", "Name", "MaxSeats", "board", "BusinessSalary", "DegreeSalary",
	"LifePrice", "FirePrice", "LifeValue", "TollAmount", "CollectCardMin", "PayCardMin",
	"CardColours", "PayDayCards", "CareersPlain", "CareersDegree",
}

// The duel is the classic implementation with other data: the two Edition
// values differ in exactly the listed fields.
func TestDuelSharesClassicImplementation(t *testing.T) {
	cv, dv := reflect.ValueOf(*Classic), reflect.ValueOf(*Duel)
	var differ []string
	for i := 0; i < cv.NumField(); i++ {
		name := cv.Type().Field(i).Name
		var same bool
		if name == "board" { // built on first use: compare the boards
			same = reflect.DeepEqual(Classic.Board(), Duel.Board())
		} else {
			same = reflect.DeepEqual(cv.Field(i).Interface(), dv.Field(i).Interface())
		}
		if !same {
			differ = append(differ, name)
		}
	}
	require.Equal(t, duelOwnFields, differ)
	require.Same(t, Classic, Editions["life"])
	require.Same(t, Duel, Editions["life-duel"])

	// Both are played by the one Game type through the one New and Apply.
	var games []engine.Game
	for _, ed := range []*Edition{Classic, Duel} {
		g, err := New(ed, Options{Seats: 2, Seed: 1})
		require.NoError(t, err)
		require.Same(t, ed, g.Edition())
		games = append(games, g)
	}
	require.Equal(t, reflect.TypeOf(games[0]), reflect.TypeOf(games[1]))
}

// Given the classic game's data, the duel's edition plays exactly the
// classic game: the same events for the same seeds and choices. So nothing
// but data tells the two apart.
func TestDuelWithClassicDataPlaysTheClassicGame(t *testing.T) {
	mixed := *Duel
	cv, mv := reflect.ValueOf(Classic).Elem(), reflect.ValueOf(&mixed).Elem()
	for _, f := range duelOwnFields {
		switch f {
		case "ID", "Name":
		case "board":
			mixed.board = Classic.board
		default:
			mv.FieldByName(f).Set(cv.FieldByName(f))
		}
	}
	for seed := uint64(1); seed <= 100; seed++ {
		a, err := New(Classic, Options{Seats: 2, Seed: seed})
		require.NoError(t, err)
		b, err := New(&mixed, Options{Seats: 2, Seed: seed})
		require.NoError(t, err)
		require.Equal(t, a.events, b.events)
		ra, rb := ai.NewRandom(seed), ai.NewRandom(seed)
		for steps := 0; !a.Over(); steps++ {
			la, lb := a.Legal(int(a.dec.Seat), nil), b.Legal(int(b.dec.Seat), nil)
			require.Equal(t, la, lb, "seed %d step %d", seed, steps)
			ea, err := a.Apply(ra.Choose(la))
			require.NoError(t, err)
			eb, err := b.Apply(rb.Choose(lb))
			require.NoError(t, err)
			require.Equal(t, ea, eb, "seed %d step %d", seed, steps)
		}
		require.True(t, b.Over())
		require.Equal(t, a.Result(), b.Result())
	}
}

// The duel road is the classic road with the same links, transformed space
// by space as board_duel.go describes.
func TestDuelBoardIsClassicTransformed(t *testing.T) {
	c, d := Classic.Board(), Duel.Board()
	require.Equal(t, len(c.Spaces), len(d.Spaces))
	require.Equal(t, c.Acres, d.Acres)
	require.Equal(t, c.PoorFarm, d.PoorFarm)
	require.Equal(t, c.Reckon, d.Reckon)
	require.Equal(t, c.Marry, d.Marry)
	for i := range c.Spaces {
		require.Equal(t, c.Graph.Ways(i), d.Graph.Ways(i), "space %d", i)
		for w := 0; w < c.Graph.Ways(i); w++ {
			require.Equal(t, c.Graph.Next(i, w), d.Graph.Next(i, w), "space %d way %d", i, w)
		}
		require.Equal(t, c.Graph.Back(i), d.Graph.Back(i), "space %d", i)
	}
	for k, v := range c.ForkRoads {
		if k == 0 {
			require.Equal(t, [2]string{"Career", "College"}, d.ForkRoads[k])
			continue
		}
		require.Equal(t, v, d.ForkRoads[k])
	}
	kids := 0
	for i, cs := range c.Spaces {
		ds := d.Spaces[i]
		switch cs.Kind {
		case KCollect, KPay, KTax:
			require.Equal(t, cs.Kind, ds.Kind, "space %d", i)
			require.Equal(t, 10*cs.Amount, ds.Amount, "space %d: tenfold money", i)
			require.Equal(t, cs.Arg, ds.Arg, "space %d", i)
			require.Equal(t, tenfold(cs.Label), ds.Label)
		case KPayDay:
			require.Equal(t, KPayDay, ds.Kind)
			require.Equal(t, Green, ds.Colour, "space %d: Pay Days are green", i)
		case KProfession:
			require.Contains(t, []Kind{KCollect, KPay}, ds.Kind, "space %d: campus life", i)
			require.Equal(t, Yellow, ds.Colour)
		case KDegree:
			require.Equal(t, KGraduate, ds.Kind, "space %d", i)
		case KBaby:
			if kids == 0 {
				require.Equal(t, KKids, ds.Kind, "space %d: the KIDS space", i)
			} else {
				require.Contains(t, []Kind{KCollect, KPay}, ds.Kind, "space %d: family life", i)
				require.Equal(t, Yellow, ds.Colour)
			}
			kids++
		case KReckon:
			require.Equal(t, KReckon, ds.Kind)
			require.Equal(t, "RETIRE", ds.Label)
		default:
			require.Equal(t, cs.Kind, ds.Kind, "space %d", i)
			require.Equal(t, cs.Amount, ds.Amount, "space %d", i)
		}
		if cs.Colour == White && ds.Kind != KKids { // the KIDS space is red: on passing too
			require.Equal(t, Yellow, ds.Colour, "space %d: white becomes yellow LIFE", i)
		}
	}
	n := 0
	for _, ds := range d.Spaces {
		if ds.Kind == KKids {
			n++
		}
	}
	require.Equal(t, 1, n, "one KIDS space")
}
