package broke

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// potAccount is the Poor House pot's account in the engine's ledger: the
// one pot Go For Broke keeps (engine/broke's poorPot).
const potAccount = engine.Pot

// marks are what Go For Broke keeps on its board besides the pawns, as the
// playback shows them (table.Marker): the Poor House pot, which changes
// as each transfer into or out of it plays, and each Hotel's owner, from
// the purchase on.
type marks struct {
	pot    int64
	owners [len(broke.View{}.Owners)]int8
	// Each seat's stocks and Hotel, for its panel (table.SeatLiner).
	stocks [engine.MaxSeats][3]uint8
	hotel  [engine.MaxSeats]int8
}

// Marks implements table.Marker.
func (presenter) Marks(ev engine.View) table.Marks {
	v := ev.(*broke.View)
	m := &marks{pot: v.Pot, owners: v.Owners}
	for i := range m.hotel {
		m.stocks[i], m.hotel[i] = v.Players[i].Stocks, v.Players[i].Hotel
	}
	return m
}

// Event implements table.Marks.
func (m *marks) Event(_ engine.Game, e engine.Event) {
	switch e.Kind {
	case broke.EvTransfer:
		if engine.Account(e.Other) == potAccount {
			m.pot += e.Amount
		}
		if engine.Account(e.Seat) == potAccount {
			m.pot -= e.Amount
		}
	case broke.EvBuy:
		if int(e.Arg) >= 0 && int(e.Arg) < len(m.owners) && seatOK(e.Seat) {
			m.owners[e.Arg] = e.Seat
			m.hotel[e.Seat] = int8(e.Arg)
		}
	case broke.EvStock:
		if e.Arg >= 0 && int(e.Arg) < len(broke.StockNames) && seatOK(e.Seat) {
			m.stocks[e.Seat][e.Arg]++
		}
	}
}

func seatOK(s int8) bool { return s >= 0 && int(s) < engine.MaxSeats }

// SeatLines implements table.SeatLiner.
func (m *marks) SeatLines(seat int) []string {
	return seatLines(m.stocks[seat], int(m.hotel[seat]))
}

// Draw implements table.Marks: the two decks in the middle, a bought
// Hotel's tile in its owner's
// colour with the rent it brings, and the pot on a plaque under the Poor
// House, big enough to read on a phone.
func (m *marks) Draw(dst *ebiten.Image, b table.BoardMarks) {
	drawPiles(dst, b.View)
	for sp, o := range m.owners {
		if o < 0 || sp >= len(b.Geo.Spaces) {
			continue
		}
		t := b.Tile(sp)
		c := b.Seat(int(o))
		r := min(t.W, t.H) * 0.15
		ui.FillRoundRect(dst, t, r, ui.Lighten(c, 0.55))
		ui.StrokeRoundRect(dst, t.Inset(1.5), r, 3, c)
		words := hotelName(broke.Spaces[sp]) + " rent " + thousands(broke.Spaces[sp].Rent)
		if b.Short {
			words = "Rent " + thousands(broke.Spaces[sp].Rent)
		}
		table.TileTextFor(words, b.View).Draw(dst, t, ui.ColText)
	}
	m.drawPot(dst, b)
}

// drawPot draws the pot's plaque under the Poor House tile.
func (m *marks) drawPot(dst *ebiten.Image, b table.BoardMarks) {
	t := b.Tile(broke.PoorHouse)
	words := "Pot " + engine.Money(m.pot)
	f := ui.Face(max(table.MinTileType, min(16, t.H*0.3)), true)
	w, h := ui.Measure(words, f)
	p := ui.R(t.X+t.W/2-w/2-6, t.Y+t.H-2, w+12, h+2)
	ui.FillRoundRect(dst, p, p.H/2, ui.ColSelected)
	ui.StrokeRoundRect(dst, p, p.H/2, 1.5, ui.ColPanelEdge)
	ui.DrawText(dst, words, f, p.X+p.W/2, p.Y+p.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
}
