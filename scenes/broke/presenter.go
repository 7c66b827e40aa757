// Package broke is Go For Broke's screens: its presenter, which puts the
// board (the main loop, the Poor House with its side road, and the three
// areas) on the ruleset-neutral table, where every decision is made on the
// table's default panel. Only this package and engine/catalog import the
// Go For Broke rules outside engine/broke.
package broke

import (
	"fmt"
	"image/color"

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

func (presenter) Pawn(v engine.View, seat int) int { return int(v.(*broke.View).Players[seat].Pos) }

// SeatLines: the stock the seat holds, one line a stock ("Steel ×2"), then
// the Hotel it owns with the rent it brings (the table adds the cash). The
// stock comes first: on a phone's narrow panel it is what must not be cut,
// and the Hotel is marked in the seat's colour on the board anyway. The
// Poor House pot is on the board, by the Poor House. While events play the
// lines follow them (marks.go).
func (presenter) SeatLines(ev engine.View, seat int) []string {
	p := &ev.(*broke.View).Players[seat]
	return seatLines(p.Stocks, int(p.Hotel))
}

// seatLines are a seat's lines for its stocks and its Hotel (-1 none).
func seatLines(stocks [3]uint8, hotel int) []string {
	var lines []string
	for s, k := range stocks {
		switch {
		case k == 1:
			lines = append(lines, broke.StockNames[s])
		case k > 1:
			lines = append(lines, fmt.Sprintf("%s ×%d", broke.StockNames[s], k))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, "no stock")
	}
	if hotel < 0 || hotel >= len(broke.Spaces) {
		return append(lines, "no Hotel")
	}
	h := broke.Spaces[hotel]
	return append(lines, fmt.Sprintf("%s (rent %s)", hotelName(h), thousands(h.Rent)))
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
