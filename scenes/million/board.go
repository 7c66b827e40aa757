package million

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The board's tiles are drawn by the marks (marks.go), over the table's
// plain ones: a property's tile is a deed in small, its set's colour band
// across the top with the price on it, its name under it; what lies on it
// (owner, buildings, mortgage, a face-down Fortune card) is drawn on the
// same tile as the playback shows it.

// bandColour is each set's band: stronger than the pastel tile colours of
// the geometry (groupColour), as on a title deed.
var bandColour = [million.NGroups]color.RGBA{
	{0x8b, 0x5a, 0x2b, 0xff}, // brown
	{0x5c, 0xb8, 0xe0, 0xff}, // light blue
	{0xd6, 0x43, 0x9a, 0xff}, // pink
	{0xf0, 0x8a, 0x24, 0xff}, // orange
	{0xd9, 0x30, 0x2c, 0xff}, // red
	{0xf0, 0xcc, 0x10, 0xff}, // yellow
	{0x2e, 0x9b, 0x4e, 0xff}, // green
	{0x2a, 0x4f, 0xa8, 0xff}, // dark blue
}

// bandText is the price's colour on each band: dark on the light bands.
func bandText(g int) color.RGBA {
	switch g {
	case 1, 3, 5:
		return ui.ColText
	}
	return ui.ColTextLight
}

// shortName is a property's name on a small board (a phone's): one word,
// or two short ones, at most about 40 px in the tiles' smallest type.
var shortName = [million.NProps]string{
	"Motor", "Gadget", "Surf", "Aqua", "Lake",
	"Castle", "Dream", "Palace", "Adv.", "Theme", "Movie",
	"Style", "Party", "Show", "Sun", "Bling", "Yacht",
	"Treetop", "Ski", "Hills", "Valley", "Island",
}

// The other spaces' words, full and short, and their tiles' colours: the
// corners each in a colour of their own, so they tell apart at a glance.
var spaceWords = map[million.Kind][2]string{
	million.KGo:        {"GO", "GO"},
	million.KLifestyle: {"Lifestyle", "Life"},
	million.KChance:    {"Chance ?", "Chance"},
	million.KJail:      {"Jail", "Jail"},
	million.KParking:   {"Free Parking", "Parking"},
	million.KGoJail:    {"Go to Jail", "To Jail"},
}

var (
	colTile     = color.RGBA{0xfb, 0xf6, 0xe8, 0xff}
	colGoTile   = color.RGBA{0xff, 0xd8, 0x4a, 0xff}
	colJailTile = color.RGBA{0x9a, 0xa0, 0xa8, 0xff}
	colParkTile = color.RGBA{0x8c, 0xd4, 0x9a, 0xff}
	colToJail   = color.RGBA{0xe8, 0x7a, 0x5c, 0xff}
	colLifeTile = color.RGBA{0xd9, 0xc2, 0xf0, 0xff}
	colChance   = color.RGBA{0xf8, 0xc8, 0x8a, 0xff}
	colHouse    = color.RGBA{0x1f, 0x9a, 0x3c, 0xff}
	colHotel    = color.RGBA{0xd0, 0x22, 0x22, 0xff}
	colFortune  = color.RGBA{0x6a, 0x3d, 0xa8, 0xff}
	colGold     = color.RGBA{0xff, 0xd5, 0x5a, 0xff}
)

var cornerColour = map[million.Kind]color.RGBA{
	million.KGo: colGoTile, million.KJail: colJailTile, million.KParking: colParkTile,
	million.KGoJail: colToJail, million.KLifestyle: colLifeTile, million.KChance: colChance,
}

// tileWords is a tile's words laid out: the name's lines in face f, and
// the price (a property's) on its band in face pf.
type tileWords struct {
	f     *ui.TextFace
	lines []string
	lh    float64
	price string
	pf    *ui.TextFace
	short bool // the space's short name
	// cardOnBand: the face-down Fortune card stands on the band, beside
	// the price (fortuneRect).
	cardOnBand bool
}

// tileDepth is how far each tile reaches in towards the middle of the
// board past the table's square tile, in steps; loopSide is the distance
// from corner to corner.
const (
	tileDepth = 0.5
	loopSide  = million.NSpaces/4 + 2*tileDepth
)

// deepTile is space i's tile on the screen: the table's tile reaching in
// towards the middle (a corner's both ways). The table's pawns stand on
// its outer part.
func deepTile(v table.BoardView, i int) ui.Rect {
	sp := boardGeo().Spaces[i]
	in := func(c float64) float64 {
		switch {
		case c <= 0:
			return tileDepth
		case c >= loopSide:
			return -tileDepth
		}
		return 0
	}
	a, b := v.Tile(sp.X, sp.Y), v.Tile(sp.X+in(sp.X), sp.Y+in(sp.Y))
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return ui.R(x0, y0, x1-x0, y1-y0)
}

// mid is a point in the middle of the board, as fractions of the loop's
// side from the GO corner.
func mid(v table.BoardView, fx, fy float64) (x, y float64) {
	return v.At(fx*loopSide, fy*loopSide)
}

// bandH is the height of a property's colour band on a tile h tall: room
// for the price in the tiles' smallest type.
func bandH(h float64) float64 { return math.Max(table.MinTileType+3, math.Round(h*0.3)) }

// nameBox is the room for a tile's name: under the band, over the pawns'
// row where the tile has room for both.
func nameBox(t ui.Rect, prop bool) (w, h float64) {
	h = t.H - 4
	if prop {
		h -= bandH(t.H)
	}
	return t.W - 4, h
}

// layoutWords lays out every tile's words for the board as v draws it:
// each space's full name where it fits its tile whole in MinTileType or
// larger, else its short name. A board too small even for those (the
// replay viewer's on a phone) shows the properties' colours and prices
// only, and the other spaces' short words as small as need be, rather
// than names cut to a letter or two.
func layoutWords(v table.BoardView) (out [million.NSpaces]tileWords) {
	for i, sp := range million.Spaces {
		t := deepTile(v, i)
		out[i] = wordsFor(sp, t, false)
		if out[i].whole(sp, t) {
			continue
		}
		if out[i] = wordsFor(sp, t, true); out[i].whole(sp, t) {
			continue
		}
		if sp.Kind != million.KProp {
			// A corner's or a card space's words in regular type.
			w, h := nameBox(t, false)
			f, lines, lh := ui.FitLabel(name(sp, true), table.MinTileType, table.MinTileType, false, w, h, 1)
			if out[i] = (tileWords{f: f, lines: lines, lh: lh, short: true}); out[i].whole(sp, t) {
				continue
			}
		}
		if sp.Kind == million.KProp {
			out[i].lines = nil
			continue
		}
		w, h := nameBox(t, false)
		f, lines, lh := ui.FitLabel(name(sp, true), table.MinTileType, 6, true, w, h, 1)
		out[i] = tileWords{f: f, lines: lines, lh: lh, short: true}
	}
	return out
}

// tiny reports whether a tile is too narrow for a price in readable type:
// its price goes smaller rather than over its edge.
func tiny(t ui.Rect) bool {
	w, _ := ui.Measure("$200k", ui.Face(table.MinTileType, true))
	return t.W-4 < w
}

// name is a space's words on its tile, full or short.
func name(sp million.Space, short bool) string {
	if sp.Kind == million.KProp {
		if short {
			return shortName[sp.Prop]
		}
		return sp.Label
	}
	w := spaceWords[sp.Kind]
	if short {
		return w[1]
	}
	return w[0]
}

func wordsFor(sp million.Space, t ui.Rect, short bool) tileWords {
	prop := sp.Kind == million.KProp
	w, h := nameBox(t, prop)
	bold := !prop
	size := math.Round(math.Min(14, math.Max(table.MinTileType, math.Min(t.W, t.H)*0.26)))
	f, lines, lh := ui.FitLabel(name(sp, short), size, table.MinTileType, bold, w, h, 1)
	tw := tileWords{f: f, lines: lines, lh: lh, short: short}
	if prop {
		tw.price = fmt.Sprintf("$%dk", million.Props[sp.Prop].Price/1000)
		// The Fortune card beside the price on the band where both fit
		// in readable type.
		card := fortuneRect(t, true).W + 3
		pw, _ := ui.Measure(tw.price, ui.Face(table.MinTileType, true))
		tw.cardOnBand = pw+card <= t.W-4
		room := t.W - 4
		if tw.cardOnBand {
			room -= card
		}
		// The price as large as the band and the room allow, down to
		// MinTileType; smaller only on a board too small for it.
		size := math.Floor(math.Max(table.MinTileType, math.Min(12, bandH(t.H)-3)))
		for tw.pf = ui.Face(size, true); size > 6; size-- {
			pw, _ := ui.Measure(tw.price, tw.pf)
			if pw <= room || size <= table.MinTileType && !tiny(t) {
				break
			}
			tw.pf = ui.Face(size-1, true)
		}
	}
	return tw
}

// whole reports whether the words show the space's name whole, in type
// no smaller than MinTileType, inside the tile.
func (tw tileWords) whole(sp million.Space, t ui.Rect) bool {
	w, h := nameBox(t, sp.Kind == million.KProp)
	if faceSize(tw.f) < table.MinTileType || float64(len(tw.lines))*tw.lh > h {
		return false
	}
	joined := ""
	for i, ln := range tw.lines {
		if lw, _ := ui.Measure(ln, tw.f); lw > w {
			return false
		}
		if i > 0 {
			joined += " "
		}
		joined += ln
	}
	if tw.price != "" {
		if pw, _ := ui.Measure(tw.price, tw.pf); pw > t.W-4 {
			return false
		}
	}
	return joined == name(sp, tw.short)
}

// faceSize is a face's height in logical px: its ascent and descent.
func faceSize(f *ui.TextFace) float64 {
	_, h := ui.Measure("M", f)
	return h
}

// drawTile draws space i's tile in t, bare (no owner, no buildings).
func drawTile(dst *ebiten.Image, i int, t ui.Rect, tw tileWords) {
	sp := million.Spaces[i]
	rad := math.Min(t.W, t.H) * 0.12
	top := t.Y + 2
	if sp.Kind == million.KProp {
		g := int(million.Props[sp.Prop].Group)
		ui.FillRoundRect(dst, t, rad, colTile)
		band := ui.R(t.X, t.Y, t.W, bandH(t.H))
		ui.FillRoundRect(dst, band, rad, bandColour[g])
		ui.FillRoundRect(dst, ui.R(band.X, band.Y+band.H/2, band.W, band.H/2), 0, bandColour[g])
		ui.DrawText(dst, tw.price, tw.pf, t.X+4, band.Y+band.H/2, ui.AlignStart, ui.AlignCenter, bandText(g))
		top = band.Y + band.H + 1
	} else {
		ui.FillRoundRect(dst, t, rad, cornerColour[sp.Kind])
		drawEmblem(dst, sp.Kind, t)
	}
	ui.StrokeRoundRect(dst, t, rad, 1.5, ui.ColPanelEdge)
	for k, ln := range tw.lines {
		ui.DrawText(dst, ln, tw.f, t.X+t.W/2, top+tw.lh/2+float64(k)*tw.lh, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
}

// drawEmblem draws a space's picture faintly behind its words: Jail's
// bars, GO's arrow, a star on a Lifestyle tile.
func drawEmblem(dst *ebiten.Image, k million.Kind, t ui.Rect) {
	faint := color.RGBA{0, 0, 0, 0x30}
	switch k {
	case million.KJail, million.KGoJail:
		n := 5
		for b := 1; b < n; b++ {
			x := t.X + t.W*float64(b)/float64(n)
			vector.StrokeLine(dst, float32(x), float32(t.Y+3), float32(x), float32(t.Y+t.H-3), 2, faint, true)
		}
	case million.KGo:
		cy := t.Y + t.H*0.8
		vector.StrokeLine(dst, float32(t.X+t.W*0.2), float32(cy), float32(t.X+t.W*0.8), float32(cy), 3, faint, true)
		ui.FillPolygon(dst, []float64{t.X + t.W*0.85, cy, t.X + t.W*0.7, cy - t.H*0.1, t.X + t.W*0.7, cy + t.H*0.1}, faint)
	case million.KLifestyle:
		s := math.Min(t.W, t.H) * 0.3
		ui.FillPolygon(dst, ui.StarPoints(t.X+t.W/2, t.Y+t.H*0.72, s, s*0.45, 5), color.RGBA{0x6a, 0x3d, 0xa8, 0x50})
	}
}

// The decks in the middle of the board, in board units (the loop's
// corners are at 0 and 8): Millionaire Lifestyle left, Chance right.
const (
	deckLifestyle = iota
	deckChance
	deckFortune
)

var deckColour = [3]color.RGBA{
	deckLifestyle: {0x8a, 0x4f, 0xc4, 0xff},
	deckChance:    {0xe0, 0x7a, 0x1c, 0xff},
	deckFortune:   colFortune,
}

var deckName = [3]string{deckLifestyle: "Lifestyle", deckChance: "Chance", deckFortune: "Fortune"}

// pileRect is a deck's pile in the middle of the board: Lifestyle, the
// used Fortune cards and Chance in a row.
func pileRect(v table.BoardView, deck int) ui.Rect {
	w := math.Min(v.TileW, v.TileH) * 1.1
	h := w * 1.3
	cx, cy := mid(v, [3]float64{0.27, 0.73, 0.5}[deck], 0.6)
	return ui.R(cx-w/2, cy-h/2, w, h)
}

// drawMiddle draws the game's name and the decks face down in the middle
// of the board.
func drawMiddle(dst *ebiten.Image, v table.BoardView) {
	cx, cy := mid(v, 0.5, 0.27)
	x0, y0 := mid(v, 0.18, 0)
	x1, y1 := mid(v, 0.82, 0)
	w := math.Max(math.Abs(x1-x0), math.Abs(y1-y0))
	ui.DrawFitted(dst, "MAKE A MILLION", cx, cy, w, math.Max(14, v.TileH*0.55), colGold)
	for d := range deckName {
		r := pileRect(v, d)
		for k := 2; k >= 0; k-- {
			off := float64(k) * 1.5
			drawCardBack(dst, ui.R(r.X+off, r.Y+off, r.W, r.H), deckColour[d])
		}
		f := ui.Face(math.Max(table.MinTileType, math.Min(16, r.H*0.2)), true)
		if lw, lh := ui.Measure(deckName[d], f); lw < r.W+v.TileW*0.6 {
			ui.DrawText(dst, deckName[d], f, r.X+r.W/2, r.Y+r.H+lh*0.6, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
		}
	}
}

// theGeo is the board's geometry, made once, for the stages that draw in
// the board's units.
var theGeo *table.Geometry

func boardGeo() *table.Geometry {
	if theGeo == nil {
		theGeo = presenter{}.Geometry(nil)
	}
	return theGeo
}
