package life

import (
	"math"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
)

// The board is laid out in world coordinates (logical pixels at zoom 1) as a
// serpentine road: rows of boardRowUnits places joined by U-turns. Each fork
// runs as two parallel lanes over the same span of a row, the short way
// above the main line and the long way below, and they merge again at the
// join space. Nothing here needs a window, so it is unit-tested.
const (
	boardTileW     = 136.0
	boardTileH     = 96.0
	boardUnit      = 156.0 // distance between neighbouring places in a row
	boardLane      = 64.0  // how far a fork lane sits off the main line
	boardSignH     = 28.0  // the lane name above/below a fork
	boardRowGap    = 44.0  // between the outer edges of two rows
	boardRowUnits  = 13    // places per row (the longest fork is 12)
	boardMargin    = 60.0
	boardSpreadMax = 2.2 // a short row is spread over the full width up to this spacing

	// A car seen from above at zoom 1, and the least room kept between
	// cars sharing a space and between a car and a space's label.
	boardCarW   = 24.0
	boardCarH   = 40.0
	boardCarGap = 3.0
	// boardCarBelow is how far under its tile's bottom edge a car may
	// reach: short of the tile of a fork's other lane below it.
	boardCarBelow = 2*boardLane - boardTileH - 4
)

// boardSign is the name of a fork's lane, printed beside its first space.
type boardSign struct {
	X, Y  float64 // the text's anchor: its start, vertically centred
	Text  string
	Right bool // the lane runs right to left: anchor is the text's end
}

// boardLayout is where every space of a board sits.
type boardLayout struct {
	Pos    []anim.Point // centre of each space
	Links  [][2]int     // road segments to draw, from → to
	Spur   [2]int       // the dead end (Reckon → Poor Farm), or -1s
	Signs  []boardSign
	MinX   float64
	MinY   float64
	MaxX   float64
	MaxY   float64
	RowDir []int // +1 or -1 per row
	// Label is where each space's label is printed (world coordinates):
	// the cars on the space stand clear of it.
	Label []ui.Rect
}

// Width and Height of the whole board picture.
func (l *boardLayout) Width() float64  { return l.MaxX - l.MinX }
func (l *boardLayout) Height() float64 { return l.MaxY - l.MinY }

// boardItem is one thing placed along the road: a space on the main line, or
// a fork block with its two lanes.
type boardItem struct {
	space  int
	fork   bool
	lanes  [2][]int
	names  [2]string
	span   int
	forkAt int
}

// boardItems walks the road from START and lists its main spaces and forks.
// A second way that is not a named fork (the Poor Farm) is returned as spur.
func boardItems(b *life.Board) (items []boardItem, spurFrom, spurTo int) {
	g := b.Graph
	spurFrom, spurTo = -1, -1
	cur := 0
	seen := map[int]bool{}
	for cur != engine.None && !seen[cur] {
		seen[cur] = true
		items = append(items, boardItem{space: cur})
		if g.Ways(cur) == 0 {
			break
		}
		if g.Ways(cur) == 2 {
			names, isFork := b.ForkRoads[cur]
			if !isFork {
				spurFrom, spurTo = cur, g.Next(cur, 1)
				cur = g.Next(cur, 0)
				continue
			}
			a := boardChain(g, g.Next(cur, 0))
			c := boardChain(g, g.Next(cur, 1))
			inC := map[int]int{}
			for i, s := range c {
				inC[s] = i
			}
			join := -1
			for i, s := range a {
				if j, ok := inC[s]; ok {
					join = s
					a, c = a[:i], c[:j]
					break
				}
			}
			it := boardItem{fork: true, lanes: [2][]int{a, c}, names: names, forkAt: cur}
			it.span = max(len(a), len(c), 1)
			items = append(items, it)
			for _, s := range a {
				seen[s] = true
			}
			for _, s := range c {
				seen[s] = true
			}
			cur = join
			continue
		}
		cur = g.Next(cur, 0)
	}
	return items, spurFrom, spurTo
}

// boardChain follows way 0 from s to the end of the road.
func boardChain(g *engine.Graph, s int) []int {
	var out []int
	for k := 0; s != engine.None && k < g.Len(); k++ {
		out = append(out, s)
		if g.Ways(s) == 0 {
			break
		}
		s = g.Next(s, 0)
	}
	return out
}

type boardPlaced struct {
	space int
	col   float64
	lane  float64 // -1 short way, 0 main, +1 long way
}

// layoutBoard computes the layout of a board.
func layoutBoard(b *life.Board) *boardLayout {
	items, spurFrom, spurTo := boardItems(b)
	n := len(b.Spaces)
	l := &boardLayout{Pos: make([]anim.Point, n), Spur: [2]int{-1, -1}}
	placed := make([]bool, n)

	type row struct {
		tiles []boardPlaced
		fork  bool
		signs []struct {
			col  float64
			lane float64
			text string
		}
	}
	var rows []*row
	r := &row{}
	rows = append(rows, r)
	col := 0
	newRow := func(spread bool) {
		if spread && col > 1 && col < boardRowUnits {
			// Spread a row cut short by a fork that does not fit, so the
			// road still reaches the U-turn at the row's end.
			f := math.Min(float64(boardRowUnits-1)/float64(col-1), boardSpreadMax)
			for i := range r.tiles {
				r.tiles[i].col *= f
			}
			col = int(math.Round(float64(col-1)*f)) + 1
		}
		r = &row{}
		rows = append(rows, r)
		col = 0
	}
	for _, it := range items {
		if !it.fork {
			if col >= boardRowUnits {
				newRow(false)
			}
			r.tiles = append(r.tiles, boardPlaced{space: it.space, col: float64(col)})
			col++
			continue
		}
		if col+it.span > boardRowUnits && col > 0 {
			newRow(true)
		}
		r.fork = true
		for k, lane := range it.lanes {
			ln := float64(2*k - 1)
			m := len(lane)
			for i, s := range lane {
				c := float64(col) + (float64(i)+0.5)*float64(it.span)/float64(m) - 0.5
				if m == it.span {
					c = float64(col + i)
				}
				r.tiles = append(r.tiles, boardPlaced{space: s, col: c, lane: ln})
			}
			first := float64(col)
			if m > 0 {
				first = float64(col) + 0.5*float64(it.span)/float64(m) - 0.5
				if m == it.span {
					first = float64(col)
				}
			}
			r.signs = append(r.signs, struct {
				col  float64
				lane float64
				text string
			}{first, ln, it.names[k]})
		}
		col += it.span
	}

	// Rows from top to bottom; each row is as tall as it needs to be.
	ext := func(rw *row) float64 {
		if rw.fork {
			return boardLane + boardTileH/2 + boardSignH + 6
		}
		return boardTileH / 2
	}
	y := 0.0
	for i, rw := range rows {
		if len(rw.tiles) == 0 {
			continue
		}
		if i > 0 {
			y += ext(rw)
		}
		dir := 1
		if i%2 == 1 {
			dir = -1
		}
		l.RowDir = append(l.RowDir, dir)
		xOf := func(c float64) float64 {
			if dir > 0 {
				return c * boardUnit
			}
			return float64(boardRowUnits-1)*boardUnit - c*boardUnit
		}
		for _, t := range rw.tiles {
			l.Pos[t.space] = anim.Point{X: xOf(t.col), Y: y + t.lane*boardLane}
			placed[t.space] = true
		}
		for _, s := range rw.signs {
			sy := y + s.lane*(boardLane+boardTileH/2+boardSignH/2+2)
			x := xOf(s.col)
			if dir > 0 {
				l.Signs = append(l.Signs, boardSign{X: x - boardTileW/2, Y: sy, Text: s.text})
			} else {
				l.Signs = append(l.Signs, boardSign{X: x + boardTileW/2, Y: sy, Text: s.text, Right: true})
			}
		}
		y += ext(rw) + boardRowGap
	}

	// The dead end hangs beside its space, wherever there is room.
	if spurTo >= 0 {
		l.Spur = [2]int{spurFrom, spurTo}
		p := l.Pos[spurFrom]
		cands := []anim.Point{
			{X: p.X, Y: p.Y + boardTileH + 30}, {X: p.X, Y: p.Y - boardTileH - 30},
			{X: p.X + boardUnit, Y: p.Y + boardTileH + 30}, {X: p.X - boardUnit, Y: p.Y + boardTileH + 30},
			{X: p.X + boardUnit, Y: p.Y - boardTileH - 30}, {X: p.X - boardUnit, Y: p.Y - boardTileH - 30},
		}
		done := false
		for _, c := range cands {
			if !boardOverlapsAny(l.Pos, placed, c, 12) {
				l.Pos[spurTo], placed[spurTo], done = c, true, true
				break
			}
		}
		if !done {
			l.Pos[spurTo] = anim.Point{X: p.X, Y: y + boardTileH/2}
			placed[spurTo] = true
		}
	}
	// Anything the walk missed (a board this layout does not know) goes in
	// a last row, so that every space is at least drawn.
	for i := range placed {
		if !placed[i] {
			l.Pos[i] = anim.Point{X: float64(i%boardRowUnits) * boardUnit, Y: y + boardTileH*2}
			placed[i] = true
		}
	}

	g := b.Graph
	for i := 0; i < g.Len(); i++ {
		for w := 0; w < g.Ways(i); w++ {
			j := g.Next(i, w)
			if i == spurFrom && j == spurTo {
				continue
			}
			l.Links = append(l.Links, [2]int{i, j})
		}
	}
	l.MinX, l.MinY = math.Inf(1), math.Inf(1)
	l.MaxX, l.MaxY = math.Inf(-1), math.Inf(-1)
	for _, p := range l.Pos {
		l.MinX = math.Min(l.MinX, p.X-boardTileW/2)
		l.MaxX = math.Max(l.MaxX, p.X+boardTileW/2)
		l.MinY = math.Min(l.MinY, p.Y-boardTileH/2)
		l.MaxY = math.Max(l.MaxY, p.Y+boardTileH/2)
	}
	for _, s := range l.Signs {
		l.MinY = math.Min(l.MinY, s.Y-boardSignH/2)
		l.MaxY = math.Max(l.MaxY, s.Y+boardSignH/2)
	}
	l.MinX -= boardMargin
	l.MinY -= boardMargin
	l.MaxX += boardMargin
	l.MaxY += boardMargin
	l.Label = make([]ui.Rect, n)
	for i, p := range l.Pos {
		l.Label[i] = boardLabelRect(b.Spaces[i].Label, boardTileRect(p, 1), 1)
	}
	return l
}

// boardTileRect is the tile of a space centred at p, at scale s.
func boardTileRect(p anim.Point, s float64) ui.Rect {
	return ui.R(p.X-boardTileW*s/2, p.Y-boardTileH*s/2, boardTileW*s, boardTileH*s)
}

// carSlot is where the k-th of n cars sharing a space stands (its
// centre) and its size against a lone car's: side by side under the
// space's label, overhanging the tile's bottom edge rather than covering
// a word, and smaller when many share the space or the label is tall.
func (l *boardLayout) carSlot(space, k, n int) (anim.Point, float64) {
	p := l.Pos[space]
	n = max(n, 1)
	top := l.Label[space].Y + l.Label[space].H + boardCarGap
	room := p.Y + boardTileH/2 + boardCarBelow - top
	across := (boardTileW - 2*boardCarGap - float64(n-1)*boardCarGap) / float64(n)
	sc := min(1, room/boardCarH, across/boardCarW)
	step := boardCarW*sc + boardCarGap
	x := p.X + (float64(k)-float64(n-1)/2)*step
	return anim.Point{X: x, Y: top + boardCarH*sc/2}, sc
}

// boardCarRect is a car's body centred at p at size sc, in world
// coordinates at zoom 1.
func boardCarRect(p anim.Point, sc float64) ui.Rect {
	w, h := boardCarW*sc, boardCarH*sc
	return ui.R(p.X-w/2, p.Y-h/2, w, h)
}

// boardOverlapsAny reports whether a tile at c (grown by pad) would overlap
// a placed tile.
func boardOverlapsAny(pos []anim.Point, placed []bool, c anim.Point, pad float64) bool {
	for i, p := range pos {
		if placed[i] && math.Abs(p.X-c.X) < boardTileW+pad && math.Abs(p.Y-c.Y) < boardTileH+pad {
			return true
		}
	}
	return false
}

var boardLayouts = map[*life.Board]*boardLayout{}

// boardLayoutFor caches the layout of each board (boards are shared values).
func boardLayoutFor(b *life.Board) *boardLayout {
	if l, ok := boardLayouts[b]; ok {
		return l
	}
	l := layoutBoard(b)
	boardLayouts[b] = l
	return l
}
