package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/ui"
)

// MinTileType is the smallest type a tile's words are drawn in where the
// board has room for it (9 logical px: on a phone a logical px is about a
// CSS px, so 9 px is the size of a map's place names, which a player reads
// at arm's length; below it the Go font's small letters close up). Where
// a space's label is longer than its tile allows at this size, the board
// shows the spaces' short labels instead; only a board too small even for
// those (a small window) goes below it.
const MinTileType = 9

// tileFill is how much of the step between neighbours a tile covers: the
// rest is the gap that shows the road between them.
const tileFill = 0.94

// maxStretch is how far the board may stretch to its viewport's shape: a
// step across may be up to this many times a step down (or the other way),
// so the loop stays a loop to the eye while its tiles use the room.
const maxStretch = 1.3

// BoardView maps a Geometry's board units to the screen: the whole board
// fitted and centred in the board's place, stretched a little to its
// shape, with room for a tile round every space. A board wider than tall
// may be turned a quarter (clockwise, so a clockwise road stays clockwise)
// to fill a place taller than wide, and back.
type BoardView struct {
	kx, ky, ox, oy float64
	// TileW and TileH are a tile's size on the screen.
	TileW, TileH float64
	turn         bool
	maxY         float64
}

// ViewBoard is geo fitted to r, turned or not, whichever gives the larger
// tiles for words (a line of words wants a tile wider than tall).
func ViewBoard(geo *Geometry, r ui.Rect) BoardView {
	a, b := viewBoard(geo, r, false), viewBoard(geo, r, true)
	score := func(v BoardView) float64 { return math.Min(v.TileW, v.TileH*1.25) }
	if score(b) > score(a) {
		return b
	}
	return a
}

// viewBoard is geo fitted to r, turned a quarter or not.
func viewBoard(geo *Geometry, r ui.Rect, turn bool) BoardView {
	minX, minY, maxX, maxY := geo.Bounds()
	v := BoardView{turn: turn, maxY: maxY}
	if v.turn {
		// After the turn, x is maxY-y and y is x.
		minX, minY, maxX, maxY = 0, minX, maxY-minY, maxX
	}
	step := geo.Step()
	bw, bh := maxX-minX+step, maxY-minY+step
	kx, ky := r.W/bw, r.H/bh
	kx, ky = math.Min(kx, ky*maxStretch), math.Min(ky, kx*maxStretch)
	v.kx, v.ky = kx, ky
	v.TileW, v.TileH = math.Max(16, step*kx*tileFill), math.Max(16, step*ky*tileFill)
	v.ox = r.X + (r.W-(maxX-minX)*kx)/2 - minX*kx
	v.oy = r.Y + (r.H-(maxY-minY)*ky)/2 - minY*ky
	return v
}

// At is board point (x, y) on the screen.
func (v BoardView) At(x, y float64) (float64, float64) {
	if v.turn {
		x, y = v.maxY-y, x
	}
	return v.ox + x*v.kx, v.oy + y*v.ky
}

// Tile is the tile of a space centred at board point (x, y).
func (v BoardView) Tile(x, y float64) ui.Rect {
	cx, cy := v.At(x, y)
	return ui.R(cx-v.TileW/2, cy-v.TileH/2, v.TileW, v.TileH)
}

// tile is the smaller side of a tile, for what is drawn round on it.
func (v BoardView) tile() float64 { return math.Min(v.TileW, v.TileH) }

// TileText is a space's words as its tile shows them.
type TileText struct {
	Face  *ui.TextFace
	Lines []string
	LH    float64 // the distance between lines
}

// TileLabels lays every space's words out for tiles of v's size: the
// labels where each fits its tile whole in MinTileType or larger, else the
// short labels (Space.Short; the label where a space has none) on every
// tile, so the board reads one way throughout. short reports which.
func TileLabels(geo *Geometry, v BoardView) (out []TileText, short bool) {
	out = make([]TileText, len(geo.Spaces))
	fits := true
	for i, sp := range geo.Spaces {
		out[i] = tileText(sp.Label, v)
		fits = fits && out[i].whole(sp.Label, v)
	}
	if fits {
		return out, false
	}
	for i, sp := range geo.Spaces {
		if sp.Short != "" {
			out[i] = tileText(sp.Short, v)
		}
	}
	return out, true
}

// TileBox is the room for words on a tile of v's size.
func (v BoardView) TileBox() (w, h float64) { return v.TileW - 4, v.TileH - 6 }

// TileTextFor is label laid out on a tile of v's size, as the board lays
// a space's out (for a presenter's marks that redraw a tile).
func TileTextFor(label string, v BoardView) TileText { return tileText(label, v) }

// tileText lays a label out on a tile: whole words, in type from 14 down
// as the tile allows, cut with "…" only if even 6 px does not hold it.
func tileText(label string, v BoardView) TileText {
	w, h := v.TileBox()
	size := math.Round(math.Min(14, math.Max(MinTileType, v.tile()*0.27)))
	f, lines, lh := ui.FitLabel(label, size, MinTileType, false, w, h, 1)
	if t := (TileText{f, lines, lh}); t.whole(label, v) {
		return t
	}
	f, lines, lh = ui.FitLabel(label, MinTileType, 6, false, w, h, 1)
	return TileText{f, lines, lh}
}

// whole reports whether t shows label whole, in readable type, on its tile.
func (t TileText) whole(label string, v BoardView) bool {
	w, h := v.TileBox()
	if ui.FaceSize(t.Face) < MinTileType || float64(len(t.Lines))*t.LH > h {
		return false
	}
	for _, ln := range t.Lines {
		if lw, _ := ui.Measure(ln, t.Face); lw > w {
			return false
		}
	}
	return strings.Join(t.Lines, " ") == strings.Join(strings.Fields(label), " ")
}

// Draw draws t on tile r in colour c: centred in the room above the
// pawns' row where it has room to spare, else from the tile's top.
func (t TileText) Draw(dst *ebiten.Image, r ui.Rect, c color.Color) {
	pawns := pawnRadius(math.Min(r.W, r.H))*2 + 2
	spare := r.H - 6 - pawns - float64(len(t.Lines))*t.LH
	y := r.Y + 3 + max(0, spare/2)
	for i, ln := range t.Lines {
		ui.DrawText(dst, ln, t.Face, r.X+r.W/2, y+t.LH/2+float64(i)*t.LH, ui.AlignCenter, ui.AlignCenter, c)
	}
}

// pawnRadius is a pawn's radius on a tile whose smaller side is tile.
func pawnRadius(tile float64) float64 { return math.Max(6, tile*0.16) }
