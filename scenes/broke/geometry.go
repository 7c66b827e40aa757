package broke

import (
	"fmt"
	"image/color"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/scenes/table"
)

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

// label is a space's words on its tile: a Hotel with its price, a payment
// with its amount, in thousands (the engine's label says it at length, for
// the log). A Hotel's rent shows on its tile once it is bought (marks.go).
func label(sp broke.Space) string {
	switch sp.Kind {
	case broke.KHotel:
		return hotelName(sp) + " " + thousands(sp.Price)
	case broke.KTax:
		name, _, _ := strings.Cut(sp.Label, ":")
		return strings.TrimSuffix(name, " dues") + " " + thousands(sp.Amount)
	}
	return sp.Label
}

// short is a space's words on a phone's tile, at most two short lines: a
// Hotel by its price, a payment by its amount, a "go to" space by an
// arrow. The spaces whose names are short anyway keep them.
func short(sp broke.Space) string {
	switch sp.Kind {
	case broke.KHotel:
		return "Hotel " + thousands(sp.Price)
	case broke.KTax:
		return "Pay " + thousands(sp.Amount)
	case broke.KJunction:
		return "Pot " + thousands(broke.PoorHouseFee)
	case broke.KGoPoor:
		return "→ Poor House"
	case broke.KGoCasino:
		return "→ Casino"
	}
	return ""
}

// hotelName is a Hotel's name without the word "Hotel".
func hotelName(sp broke.Space) string { return strings.TrimSuffix(sp.Label, " Hotel") }

// thousands is an amount as "$40k", or in full when it is not whole
// thousands.
func thousands(v int64) string {
	if v%1000 != 0 {
		return engine.Money(v)
	}
	return fmt.Sprintf("$%dk", v/1000)
}

// The main loop runs clockwise round a rectangle 12 steps across and 8
// down (a wider loop than the table's 11 by 9 fits a screen's shape, on a
// desktop and on a phone turned either way): spaces 0-11 along the top,
// 12-19 down the right, 20-31 back along the bottom, 32-39 up the left.
const loopW, loopH = 12, 8

// loopAt is main-path space i's place on the loop.
func loopAt(i int) (x, y float64) {
	switch {
	case i < loopW:
		return float64(i), 0
	case i < loopW+loopH:
		return loopW, float64(i - loopW)
	case i < 2*loopW+loopH:
		return float64(2*loopW + loopH - i), loopH
	default:
		return 0, float64(2*(loopW+loopH) - i)
	}
}

// Geometry is the main loop round a 12 by 8 rectangle, with the spaces
// inside it that nothing walks into (the Poor House and its side road,
// the three areas) placed by hand: the Poor House below its road (the
// junction), with room beside it for its pot, its side road curling back
// to the space it rejoins; each area inward of its entrance. The middle
// is left for the two decks (cards.go). A drawn link from the junction and
// from each entrance shows the way in.
func (presenter) Geometry(engine.Game) *table.Geometry {
	n := broke.Board.Len()
	labels := make([]string, n)
	colours := make([]color.RGBA, n)
	for i, sp := range broke.Spaces {
		labels[i], colours[i] = label(sp), kindColour[sp.Kind]
	}
	geo := table.LoopGeometry(broke.Board, labels, colours)
	for i, sp := range broke.Spaces {
		geo.Spaces[i].Short = short(sp)
	}
	at := func(i int, x, y float64) { geo.Spaces[i].X, geo.Spaces[i].Y = x, y }
	for i := 0; i < broke.MainLen; i++ {
		x, y := loopAt(i)
		at(i, x, y)
	}
	// The junction is at (10, 0) and the side road rejoins at (11, 0).
	road := []int{broke.PoorHouse}
	for j := broke.Board.Next(broke.PoorHouse, 0); j >= broke.MainLen; j = broke.Board.Next(j, 0) {
		road = append(road, j)
	}
	bend := [][2]float64{{9.2, 1.5}, {8.8, 2.9}, {9.9, 3.5}, {10.8, 2.8}, {10.9, 1.6}}
	for k, sp := range road {
		if k < len(bend) {
			at(sp, bend[k][0], bend[k][1])
		}
	}
	geo.Links = append(geo.Links, [2]int{broke.Junction, broke.PoorHouse})
	// Each area inward of its entrance: the Stock Market's at (5, 0) on
	// the top side, the Race Track's at (12, 5) on the right, the
	// Casino's at (5, 8) on the bottom.
	for a, xy := range [][2]float64{{5, 1.8}, {10.3, 5}, {5, 6.2}} {
		at(broke.AreaSpace(a), xy[0], xy[1])
		geo.Links = append(geo.Links, [2]int{broke.Entrance(a), broke.AreaSpace(a)})
	}
	return geo
}
