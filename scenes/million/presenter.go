// Package million is Make a Million's screens: its presenter, which puts
// the square board of 32 spaces on the ruleset-neutral table, where every
// decision (auctions and deals included) is made on the table's default
// panel. Only this package and engine/catalog import the Make a Million
// rules outside engine/million.
package million

import (
	"fmt"
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/scenes/table"
)

func init() { table.Register(million.ID, presenter{}) }

type presenter struct{ table.Base }

// The lid is a millionaire's gold.
func (presenter) Lid() color.RGBA { return color.RGBA{0xc9, 0x9a, 0x2e, 0xff} }

// groupColour is each colour set's title-deed colour, light enough for a
// tile's dark label.
var groupColour = [million.NGroups]color.RGBA{
	{0xc0, 0x9a, 0x80, 0xff}, // brown
	{0xb4, 0xe0, 0xf4, 0xff}, // light blue
	{0xf4, 0xb4, 0xd8, 0xff}, // pink
	{0xf8, 0xc8, 0x88, 0xff}, // orange
	{0xf0, 0x98, 0x90, 0xff}, // red
	{0xf8, 0xe8, 0x88, 0xff}, // yellow
	{0xa8, 0xdc, 0xa8, 0xff}, // green
	{0x98, 0xb0, 0xe8, 0xff}, // dark blue
}

var kindColour = map[million.Kind]color.RGBA{
	million.KGo:        {0xff, 0xf1, 0x9a, 0xff},
	million.KLifestyle: {0xe8, 0xd0, 0xf0, 0xff},
	million.KChance:    {0xf8, 0xd8, 0xa8, 0xff},
	million.KJail:      {0xc8, 0xc0, 0xb4, 0xff},
	million.KParking:   {0xde, 0xd6, 0xca, 0xff},
	million.KGoJail:    {0xc8, 0xc0, 0xb4, 0xff},
}

// label is a space's words on its tile: a property with its price in
// thousands; the card spaces short.
func label(sp million.Space) string {
	switch sp.Kind {
	case million.KProp:
		return fmt.Sprintf("%s $%dk", sp.Label, million.Props[sp.Prop].Price/1000)
	case million.KLifestyle:
		return "Lifestyle"
	}
	return sp.Label
}

// Geometry is the square board: eight steps a side, the corners (GO,
// Jail, Free Parking, Go to Jail) at the corners. LoopGeometry gives the
// labels and colours; its 4:3 rectangle would put the corners elsewhere,
// so the places are set here. A corner stands a step and tileDepth from
// its neighbours: the tiles reach tileDepth in towards the middle (as on
// a printed board, deep tiles with room for their words; see deepTile),
// and the corners take that room in both directions.
func (presenter) Geometry(engine.Game) *table.Geometry {
	n := million.Board.Len()
	labels := make([]string, n)
	colours := make([]color.RGBA, n)
	for i, sp := range million.Spaces {
		labels[i] = label(sp)
		if sp.Kind == million.KProp {
			colours[i] = groupColour[million.Props[sp.Prop].Group]
		} else {
			colours[i] = kindColour[sp.Kind]
		}
	}
	geo := table.LoopGeometry(million.Board, labels, colours)
	const side = million.NSpaces / 4
	for i := range geo.Spaces {
		// q: how far along its side; the first step off a corner is a
		// deep one.
		q := float64(i % side)
		if q > 0 {
			q += tileDepth
		}
		var x, y float64
		switch i / side {
		case 0:
			x, y = q, 0
		case 1:
			x, y = loopSide, q
		case 2:
			x, y = loopSide-q, loopSide
		default:
			x, y = 0, loopSide-q
		}
		geo.Spaces[i].X, geo.Spaces[i].Y = x, y
	}
	return geo
}

func (presenter) Pawn(v engine.View, seat int) int {
	p := v.(*million.View).Players[seat]
	if p.Out {
		return -1
	}
	return int(p.Pos)
}

// SeatLines: the mover (and Jail), then the properties with the mortgaged
// among them, each full set and the buildings, then the kept cards (the
// table adds the cash). Each says one thing in a few words, so the table
// can put every one of them whole in a row of the narrowest panel (a
// phone held sideways, a small window), however many a seat has late in
// a game.
func (presenter) SeatLines(ev engine.View, seat int) []string {
	v := ev.(*million.View)
	p := &v.Players[seat]
	if p.Out {
		return []string{"out"}
	}
	lines := []string{million.StarNames[p.Star] + " mover"}
	if p.Jail >= 0 {
		lines = append(lines, "in Jail")
	}
	props, mort, buildings := 0, 0, 0
	for q, o := range v.Owners {
		if int(o) == seat {
			props++
			if v.Mortgaged&(1<<q) != 0 {
				mort++
			}
			buildings += int(v.Level[q])
		}
	}
	if props == 1 {
		lines = append(lines, "1 property")
	} else {
		lines = append(lines, fmt.Sprintf("%d properties", props))
	}
	if mort > 0 {
		lines = append(lines, fmt.Sprintf("%d mortgaged", mort))
	}
	for gr := range million.Groups {
		all := true
		for _, q := range million.Groups[gr].Props {
			all = all && int(v.Owners[q]) == seat
		}
		if all {
			lines = append(lines, million.Groups[gr].Name+" set")
		}
	}
	if buildings > 0 {
		lines = append(lines, plural(buildings, "building"))
	}
	if k := v.HandCount[seat]; k > 0 {
		lines = append(lines, plural(k, "kept card"))
	}
	return lines
}

// plural is n things: "1 kept card", "2 kept cards".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Rules is the in-game menu's rules page.
func (presenter) Rules(engine.Ruleset) []string {
	return []string{
		"The first to hold $1,000,000 in cash wins. Everyone starts with $372,000 and the 1-star mover.",
		"At GO (landing or passing) collect $150k, $200k or $250k by mover, and upgrade one step for $50k out of it if you like.",
		"A face-down Fortune card lies on every property: turn it over on landing. Use-now cards follow the purchase; kept cards are used later, once.",
		"Buy an unowned property at its price or auction it: everyone may bid, from $1,000, until no one raises. Rent doubles on a full set; build evenly.",
		"Deal at any decision: properties, cash and kept cards. Short of cash for a payment? Sell buildings, mortgage, sell to players, or you are out.",
	}
}
