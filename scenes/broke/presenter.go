// Package broke is Go For Broke's screens: its presenter, which puts the
// board (the main loop, the Poor House with its side road, and the three
// areas) on the ruleset-neutral table, where every decision is made on the
// table's default panel. Only this package and engine/catalog import the
// Go For Broke rules outside engine/broke.
package broke

import (
	"fmt"
	"image/color"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/scenes/table"
)

func init() { table.Register(broke.ID, presenter{}) }

type presenter struct{ table.Base }

// The lid is a banknote green: the game is about money.
func (presenter) Lid() color.RGBA { return color.RGBA{0x2b, 0x8a, 0x3e, 0xff} }

// PersonOptions: a person who does not want side bets is never asked to bet
// on another player's race.
func (presenter) PersonOptions(askBets bool) []string {
	if askBets {
		return nil
	}
	return []string{"no_bets"}
}

// Space colours by kind, so Spend, Receive and Hotels read at a glance.
var kindColour = map[broke.Kind]color.RGBA{
	broke.KStart:     {0xff, 0xf1, 0x9a, 0xff},
	broke.KSpend:     {0xf2, 0xb8, 0xa8, 0xff},
	broke.KReceive:   {0xb9, 0xe4, 0xb0, 0xff},
	broke.KHotel:     {0xf5, 0xd3, 0x7a, 0xff},
	broke.KTax:       {0xf0, 0x9a, 0x80, 0xff},
	broke.KJunction:  {0xc8, 0xc0, 0xb4, 0xff},
	broke.KEntrance:  {0xb8, 0xd0, 0xf2, 0xff},
	broke.KGoPoor:    {0xd8, 0xb4, 0xe0, 0xff},
	broke.KGoCasino:  {0xd8, 0xb4, 0xe0, 0xff},
	broke.KSide:      {0xde, 0xd6, 0xca, 0xff},
	broke.KPoorHouse: {0xa8, 0xa0, 0x96, 0xff},
	broke.KArea:      {0x8f, 0xb4, 0xea, 0xff},
}

// label is a space's words on its tile, short enough for the three lines a
// tile holds at 1280×720: a Hotel with its price, a payment with its amount,
// in thousands (the engine's label says it at length, for the log). A
// Hotel's rent, a tenth of its price, would be a fourth line: the owner's
// seat panel shows it.
func label(sp broke.Space) string {
	switch sp.Kind {
	case broke.KHotel:
		return strings.TrimSuffix(sp.Label, " Hotel") + " " + thousands(sp.Price)
	case broke.KTax:
		name, _, _ := strings.Cut(sp.Label, ":")
		return strings.TrimSuffix(name, " dues") + " " + thousands(sp.Amount)
	}
	return sp.Label
}

// thousands is an amount as "$40k", or in full when it is not whole
// thousands.
func thousands(v int64) string {
	if v%1000 != 0 {
		return engine.Money(v)
	}
	return fmt.Sprintf("$%dk", v/1000)
}

// Geometry is the main loop as the table lays a loop out (40 spaces round a
// rectangle of 11 by 9 steps), with what LoopGeometry cannot place: nothing
// walks into the Poor House or an area, so they and the side road have no
// way in and are placed here, inside the loop. The Poor House sits by its
// road (the junction) and its side road curls back to the space it rejoins;
// each area sits inward of its entrance. A drawn link from the junction and
// from each entrance shows the way in.
func (presenter) Geometry(engine.Game) *table.Geometry {
	n := broke.Board.Len()
	labels := make([]string, n)
	colours := make([]color.RGBA, n)
	for i, sp := range broke.Spaces {
		labels[i], colours[i] = label(sp), kindColour[sp.Kind]
	}
	geo := table.LoopGeometry(broke.Board, labels, colours)
	at := func(i int, x, y float64) { geo.Spaces[i].X, geo.Spaces[i].Y = x, y }
	// The junction is at (10, 0) and the side road rejoins at the corner
	// (11, 0): the Poor House and the side road bend inward between them,
	// every tile at least a step from its neighbours.
	road := []int{broke.PoorHouse}
	for j := broke.Board.Next(broke.PoorHouse, 0); j >= broke.MainLen; j = broke.Board.Next(j, 0) {
		road = append(road, j)
	}
	bend := [][2]float64{{9.0, 1.3}, {8.3, 2.3}, {8.8, 3.3}, {9.8, 3.4}, {10.0, 2.3}}
	for k, sp := range road {
		if k < len(bend) {
			at(sp, bend[k][0], bend[k][1])
		}
	}
	geo.Links = append(geo.Links, [2]int{broke.Junction, broke.PoorHouse})
	// Each area two steps inward of its entrance (the Stock Market's at
	// (5, 0) on the top side, the Race Track's at (11, 6) on the right,
	// the Casino's at (4, 9) on the bottom).
	for a, xy := range [][2]float64{{5, 2}, {8.8, 6}, {4, 7}} {
		at(broke.AreaSpace(a), xy[0], xy[1])
		geo.Links = append(geo.Links, [2]int{broke.Entrance(a), broke.AreaSpace(a)})
	}
	return geo
}

func (presenter) Pawn(v engine.View, seat int) int { return int(v.(*broke.View).Players[seat].Pos) }

// SeatLines: the Hotel the seat owns, with its rent, and the stock it holds
// (the table adds the cash). The active seat's panel also shows the Poor
// House pot, which is always on the table and is what a player sent there
// takes; it comes first and short, because the table draws a seat's lines
// as one line that loses its end on a phone.
func (presenter) SeatLines(ev engine.View, seat int) []string {
	v := ev.(*broke.View)
	p := &v.Players[seat]
	var lines []string
	if seat == v.Active {
		lines = append(lines, "Pot "+engine.Money(v.Pot))
	}
	hotel := "no Hotel"
	if p.Hotel >= 0 {
		h := broke.Spaces[p.Hotel]
		hotel = fmt.Sprintf("%s (rent %s)", h.Label, engine.Money(h.Rent))
	}
	var stocks []string
	for s, k := range p.Stocks {
		if k > 0 {
			stocks = append(stocks, fmt.Sprintf("%s %d", broke.StockNames[s], k))
		}
	}
	if len(stocks) == 0 {
		stocks = []string{"no stock"}
	}
	return append(lines, hotel, strings.Join(stocks, ", "))
}

// Rules is the in-game menu's rules page.
func (presenter) Rules(engine.Ruleset) []string {
	return []string{
		"Everyone starts with $1,000,000. The first player who cannot make a payment the rules demand wins.",
		"Roll two dice and move clockwise. Spend and Receive spaces draw a card; Hotels may be bought once each, and opponents landing there pay rent.",
		"Passing the road to the Poor House puts $1,000 in its pot; a player sent there takes the pot and walks the side road back.",
		"Reaching or passing an entrance offers a visit: the Stock Market spinner, a bet at the Race Track, or the Casino's Slot Machine, Roulette and dice.",
		"Landing on the main path where another pawn stands costs you $10,000 to each player there. Bets and purchases need the cash in hand.",
	}
}
