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
// playback shows them (table.Marker), and the words of the tiles they
// redraw.
type marks struct {
	shown shown
	texts tileTexts
}

// shown is what the marks show: the Poor House pot, which changes as each
// transfer into or out of it plays, each Hotel's owner from its purchase
// on, and each seat's stocks and Hotel for its panel (table.SeatLiner).
type shown struct {
	pot    int64
	owners [len(broke.View{}.Owners)]int8
	stocks [engine.MaxSeats][3]uint8
	hotel  [engine.MaxSeats]int8
}

// Marks implements table.Marker.
func (presenter) Marks(ev engine.View) table.Marks {
	v := ev.(*broke.View)
	m := &marks{shown: shown{pot: v.Pot, owners: v.Owners}}
	for i := range m.shown.hotel {
		m.shown.stocks[i], m.shown.hotel[i] = v.Players[i].Stocks, v.Players[i].Hotel
	}
	return m
}

// Event implements table.Marks.
func (m *marks) Event(_ engine.Game, e engine.Event) { m.shown.event(e) }

// event moves what is shown on by e.
func (s *shown) event(e engine.Event) {
	switch e.Kind {
	case broke.EvTransfer:
		if engine.Account(e.Other) == potAccount {
			s.pot += e.Amount
		}
		if engine.Account(e.Seat) == potAccount {
			s.pot -= e.Amount
		}
	case broke.EvBuy:
		if int(e.Arg) >= 0 && int(e.Arg) < len(s.owners) && seatOK(e.Seat) {
			s.owners[e.Arg] = e.Seat
			s.hotel[e.Seat] = int8(e.Arg)
		}
	case broke.EvStock:
		if e.Arg >= 0 && int(e.Arg) < len(broke.StockNames) && seatOK(e.Seat) {
			s.stocks[e.Seat][e.Arg]++
		}
	}
}

func seatOK(s int8) bool { return s >= 0 && int(s) < engine.MaxSeats }

// SeatLines implements table.SeatLiner.
func (m *marks) SeatLines(seat int) []string { return m.shown.lines(seat) }

// lines are a seat's panel lines as shown.
func (s *shown) lines(seat int) []string { return seatLines(s.stocks[seat], int(s.hotel[seat])) }

// tileTexts are the bought Hotels' words laid out for one tile size, so
// they are not fitted anew every frame.
type tileTexts struct {
	tileW, tileH float64
	short        bool
	texts        map[int]table.TileText
}

// text is Hotel sp's words as its owned tile shows them.
func (tt *tileTexts) text(sp int, b table.BoardMarks) table.TileText {
	if tt.texts == nil || tt.tileW != b.View.TileW || tt.tileH != b.View.TileH || tt.short != b.Short {
		*tt = tileTexts{tileW: b.View.TileW, tileH: b.View.TileH, short: b.Short, texts: map[int]table.TileText{}}
	}
	if t, ok := tt.texts[sp]; ok {
		return t
	}
	words := hotelName(broke.Spaces[sp]) + " rent " + thousands(broke.Spaces[sp].Rent)
	if b.Short {
		words = "Rent " + thousands(broke.Spaces[sp].Rent)
	}
	t := table.TileTextFor(words, b.View)
	tt.texts[sp] = t
	return t
}

// Draw implements table.Marks: the two decks in the middle, a bought
// Hotel's tile in its owner's colour with the rent it brings, and the pot
// on a plaque under the Poor House, big enough to read on a phone.
func (m *marks) Draw(dst *ebiten.Image, b table.BoardMarks) {
	drawPiles(dst, b.View)
	for sp, o := range m.shown.owners {
		if o < 0 || sp >= len(b.Geo.Spaces) {
			continue
		}
		t := b.Tile(sp)
		c := b.Seat(int(o))
		r := min(t.W, t.H) * 0.15
		ui.FillRoundRect(dst, t, r, ui.Lighten(c, 0.55))
		ui.StrokeRoundRect(dst, t.Inset(1.5), r, 3, c)
		m.texts.text(sp, b).Draw(dst, t, ui.ColText)
	}
	m.drawPot(dst, b)
}

// drawPot draws the pot's plaque under the Poor House tile.
func (m *marks) drawPot(dst *ebiten.Image, b table.BoardMarks) {
	t := b.Tile(broke.PoorHouse)
	words := "Pot " + engine.Money(m.shown.pot)
	f := ui.Face(max(table.MinTileType, min(16, t.H*0.3)), true)
	w, h := ui.Measure(words, f)
	p := ui.R(t.X+t.W/2-w/2-6, t.Y+t.H-2, w+12, h+2)
	ui.FillRoundRect(dst, p, p.H/2, ui.ColSelected)
	ui.StrokeRoundRect(dst, p, p.H/2, 1.5, ui.ColPanelEdge)
	ui.DrawText(dst, words, f, p.X+p.W/2, p.Y+p.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColText)
}
