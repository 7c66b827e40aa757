package million

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// marks are Make a Million's board as the playback shows it (table.Marker):
// each property's owner, buildings and mortgage, the face-down Fortune
// cards still lying on the properties, each seat's mover (its pawn's
// stars) and, for the seat panels, everything their lines say. They keep
// a copy of the view the table gave and move it on event by event, so a
// property is not marked sold before its purchase plays.
type marks struct {
	v     million.View
	dirty bool // the layer below needs drawing anew
	layer *ebiten.Image
	key   ui.Rect // the tile size and board place the layer was drawn for
	words [million.NSpaces]tileWords
}

// Marks implements table.Marker.
func (presenter) Marks(ev engine.View) table.Marks {
	v, ok := ev.(*million.View)
	if !ok {
		return nil
	}
	return &marks{v: *v, dirty: true}
}

// Event implements table.Marks.
func (m *marks) Event(_ engine.Game, e engine.Event) {
	if follow(&m.v, e) {
		m.dirty = true
	}
}

// SeatLines implements table.SeatLiner: a seat's lines as shown.
func (m *marks) SeatLines(seat int) []string { return presenter{}.SeatLines(&m.v, seat) }

// shown is the view as the marks show it, for tests.
func (m *marks) shown() *million.View { return &m.v }

// prop is an event's property argument, when it is one.
func prop(a int16) (int, bool) { return int(a), a >= 0 && int(a) < million.NProps }

func seatOK(s int8) bool { return s >= 0 && int(s) < engine.MaxSeats }

// follow moves view v on by event e as the table shows it; it reports
// whether anything the board shows changed.
func follow(v *million.View, e engine.Event) bool {
	p, isProp := prop(e.Arg)
	switch e.Kind {
	case million.EvBuy, million.EvWon:
		if isProp && seatOK(e.Seat) {
			v.Owners[p] = e.Seat
			return true
		}
	case million.EvTrade:
		if isProp && seatOK(e.Other) {
			v.Owners[p] = e.Other
			return true
		}
	case million.EvFortune, million.EvKeep:
		if q, ok := prop(e.Arg2); ok {
			v.FortuneOn &^= 1 << q
		}
		if e.Kind == million.EvKeep && seatOK(e.Seat) {
			v.HandCount[e.Seat]++
		}
		return true
	case million.EvUseCard:
		if seatOK(e.Seat) && v.HandCount[e.Seat] > 0 {
			v.HandCount[e.Seat]--
		}
	case million.EvCardTrade:
		if seatOK(e.Seat) && seatOK(e.Other) && v.HandCount[e.Seat] > 0 {
			v.HandCount[e.Seat]--
			v.HandCount[e.Other]++
		}
	case million.EvUpgrade:
		if seatOK(e.Seat) && e.Arg >= 0 && int(e.Arg) < len(million.StarNames) {
			v.Players[e.Seat].Star = int8(e.Arg)
			return true
		}
	case million.EvBuild, million.EvSell:
		if isProp && e.Arg2 >= 0 && e.Arg2 <= million.HotelLevel {
			v.Level[p] = int8(e.Arg2)
			return true
		}
	case million.EvMortgage:
		if isProp {
			v.Mortgaged |= 1 << p
			return true
		}
	case million.EvRepay:
		if isProp {
			v.Mortgaged &^= 1 << p
			return true
		}
	case million.EvJail:
		if seatOK(e.Seat) {
			v.Players[e.Seat].Jail = 0
		}
	case million.EvJailOut:
		if seatOK(e.Seat) {
			v.Players[e.Seat].Jail = -1
		}
	case million.EvOut:
		return out(v, e)
	}
	return false
}

// out shows a seat going out: to a creditor its properties go by the
// trades that follow; to the Bank they come back unowned, unmortgaged,
// and its kept cards are discarded.
func out(v *million.View, e engine.Event) bool {
	if !seatOK(e.Seat) {
		return false
	}
	s := e.Seat
	v.Players[s].Out, v.Players[s].Jail = true, -1
	if seatOK(e.Other) {
		v.HandCount[e.Other] += v.HandCount[s]
	} else {
		for p, o := range v.Owners {
			if o == s {
				v.Owners[p], v.Level[p] = -1, 0
				v.Mortgaged &^= 1 << p
			}
		}
	}
	v.HandCount[s] = 0
	return true
}

// Draw implements table.Marks: the tiles with what lies on them, and the
// decks in the middle, drawn into a layer once per change and size.
func (m *marks) Draw(dst *ebiten.Image, b table.BoardMarks) {
	t := b.Tile(1)
	key := ui.R(b.Rect.X+b.Rect.W, b.Rect.Y+b.Rect.H, t.W, t.H)
	if m.layer == nil || key != m.key {
		if m.layer != nil {
			m.layer.Deallocate()
		}
		m.layer = ebiten.NewImage(int(math.Ceil(key.X)), int(math.Ceil(key.Y)))
		m.key, m.dirty = key, true
		m.words = layoutWords(b.View)
	}
	if m.dirty {
		m.layer.Clear()
		m.render(m.layer, b)
		m.dirty = false
	}
	dst.DrawImage(m.layer, nil)
}

// render draws the middle and every tile as shown.
func (m *marks) render(dst *ebiten.Image, b table.BoardMarks) {
	drawMiddle(dst, b.View)
	for i, sp := range million.Spaces {
		t := deepTile(b.View, i)
		drawTile(dst, i, t, m.words[i])
		if sp.Kind != million.KProp {
			continue
		}
		p := int(sp.Prop)
		if o := m.v.Owners[p]; o >= 0 {
			drawOwner(dst, t, b.Seat(int(o)), m.words[i])
		}
		if lv := int(m.v.Level[p]); lv > 0 {
			drawBuildings(dst, t, lv)
		}
		if m.v.Mortgaged&(1<<p) != 0 {
			drawMortgaged(dst, t)
		}
		if m.v.FortuneOn&(1<<p) != 0 {
			drawFortune(dst, t, m.words[i].cardOnBand)
		}
	}
}

// drawOwner marks an owned tile in its owner's colour: the face tinted
// and a thick edge, the words drawn again over the tint.
func drawOwner(dst *ebiten.Image, t ui.Rect, c color.RGBA, tw tileWords) {
	bh := bandH(t.H)
	face := ui.R(t.X, t.Y+bh, t.W, t.H-bh)
	rad := math.Min(t.W, t.H) * 0.12
	ui.FillRoundRect(dst, face.Inset(1), rad*0.6, ui.Lighten(c, 0.62))
	ui.StrokeRoundRect(dst, t.Inset(1), rad, 3, c)
	top := t.Y + bh + 1
	for k, ln := range tw.lines {
		ui.DrawText(dst, ln, tw.f, t.X+t.W/2, top+tw.lh/2+float64(k)*tw.lh, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
}

// drawBuildings shows a property's houses as 1–4 green pips on its band
// (over the price, which a built property no longer needs), a hotel as
// one red block.
func drawBuildings(dst *ebiten.Image, t ui.Rect, level int) {
	bh := bandH(t.H)
	ps := math.Max(5, math.Min(bh-4, t.W*0.16))
	gap := math.Max(1.5, ps*0.3)
	band := ui.R(t.X+2, t.Y+1, t.W-4, bh-2)
	ui.FillRoundRect(dst, band, 2, color.RGBA{0xfb, 0xf6, 0xe8, 0xff})
	if level >= million.HotelLevel {
		w := math.Min(band.W-4, ps*2.6)
		r := ui.R(band.X+(band.W-w)/2, band.Y+(band.H-ps)/2, w, ps)
		ui.FillRoundRect(dst, r, 1.5, colHotel)
		ui.StrokeRoundRect(dst, r, 1.5, 1, ui.Darken(colHotel, 0.4))
		return
	}
	w := float64(level)*ps + float64(level-1)*gap
	x := band.X + (band.W-w)/2
	for k := 0; k < level; k++ {
		r := ui.R(x+float64(k)*(ps+gap), band.Y+(band.H-ps)/2, ps, ps)
		ui.FillRoundRect(dst, r, 1, colHouse)
		ui.StrokeRoundRect(dst, r, 1, 1, ui.Darken(colHouse, 0.4))
	}
}

// drawMortgaged greys a mortgaged tile over and hatches it, its words
// still showing through.
func drawMortgaged(dst *ebiten.Image, t ui.Rect) {
	rad := math.Min(t.W, t.H) * 0.12
	ui.FillRoundRect(dst, t, rad, color.RGBA{0x50, 0x50, 0x50, 0x48})
	hatch := color.RGBA{0x30, 0x30, 0x30, 0x60}
	step := math.Max(6, t.W/6)
	for x := -t.H; x < t.W; x += step {
		x0, y0 := t.X+math.Max(0, x), t.Y+math.Max(0, -x)
		l := math.Min(t.W-math.Max(0, x), t.H-math.Max(0, -x))
		if l > 0 {
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x0+l), float32(y0+l), 1.5, hatch, true)
		}
	}
}

// fortuneRect is the face-down Fortune card's place on a property's
// tile: upright on the right end of its band (onBand), clear of the name
// (a property keeps its card only until it is first sold, so no
// buildings share the band with it); else, on a tile too narrow for it
// beside the price, in the bottom right corner.
func fortuneRect(t ui.Rect, onBand bool) ui.Rect {
	bh := bandH(t.H)
	h := bh + 4
	w := math.Max(7, h*0.6)
	if !onBand {
		return ui.R(t.X+t.W-w-2, t.Y+t.H-h-2, w, h)
	}
	return ui.R(t.X+t.W-w-3, t.Y-2, w, h)
}

// drawFortune draws a Fortune card face down on a tile.
func drawFortune(dst *ebiten.Image, t ui.Rect, onBand bool) {
	drawCardBack(dst, fortuneRect(t, onBand), colFortune)
}

// drawCardBack is a card's back: its deck's colour, a gold edge and star.
func drawCardBack(dst *ebiten.Image, r ui.Rect, c color.RGBA) {
	if r.W < 2 || r.H < 2 {
		return
	}
	rad := math.Min(r.W, r.H) * 0.15
	ui.FillRoundRect(dst, r, rad, c)
	ui.StrokeRoundRect(dst, r, rad, math.Max(1, r.W*0.08), colGold)
	s := math.Min(r.W, r.H) * 0.3
	ui.FillPolygon(dst, ui.StarPoints(r.X+r.W/2, r.Y+r.H/2, s, s*0.45, 5), colGold)
}

// DrawPawn implements table.PawnMarker: each pawn wears its mover as
// shown, a gold star with 1, 3 or 5 on it, its seat's colour round it.
func (m *marks) DrawPawn(dst *ebiten.Image, seat int, x, y, r float64) {
	if seat < 0 || seat >= engine.MaxSeats {
		return
	}
	drawStars(dst, int(m.v.Players[seat].Star), x, y, r)
}

// drawStars is a mover's badge in a pawn of radius r: a gold star with
// the number of its stars.
func drawStars(dst *ebiten.Image, star int, cx, cy, r float64) {
	if star < 0 || star >= len(million.StarNames) {
		return
	}
	ui.FillPolygon(dst, ui.StarPoints(cx, cy+r*0.05, r*0.98, r*0.62, 5), colGold)
	f := ui.Face(math.Max(table.MinTileType, math.Round(r*0.9)), true)
	ui.DrawText(dst, [3]string{"1", "3", "5"}[star], f, cx, cy+r*0.08, ui.AlignCenter, ui.AlignCenter, ui.ColText)
}
