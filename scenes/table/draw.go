package table

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

func (s *Scene) view() BoardView { return ViewBoard(s.geo, s.lay.board) }

// boardCache is the board drawn once per size: links and tiles never move.
// It is kept for the screen's size and the board's place, not the whole
// layout: the seat panels growing into the log leave the board as it is.
type boardCache struct {
	img   *ebiten.Image
	w, h  float64
	board ui.Rect
	// short: the tiles show the spaces' short labels (TileLabels).
	short bool
}

func (s *Scene) drawBoard(dst *ebiten.Image) {
	r := s.lay.board
	ui.FillRoundRect(dst, r, 14, ui.Darken(ui.ColBackground, 0.15))
	if s.geo == nil || len(s.geo.Spaces) == 0 {
		return
	}
	c := &s.cache
	if c.img == nil || c.w != s.lay.w || c.h != s.lay.h || c.board != s.lay.board {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(int(math.Ceil(s.lay.w)), int(math.Ceil(s.lay.h)))
		c.w, c.h, c.board = s.lay.w, s.lay.h, s.lay.board
		s.renderBoard(c.img)
	}
	dst.DrawImage(c.img, nil)
}

// renderBoard draws the links and the labelled tiles (once per size).
func (s *Scene) renderBoard(dst *ebiten.Image) {
	v := s.view()
	for k, l := range s.geo.Links {
		a, b := s.geo.Spaces[l[0]], s.geo.Spaces[l[1]]
		ax, ay := v.At(a.X, a.Y)
		bx, by := v.At(b.X, b.Y)
		vector.StrokeLine(dst, float32(ax), float32(ay), float32(bx), float32(by), float32(math.Max(3, v.tile()*0.12)), color.RGBA{0xe8, 0xd8, 0xb0, 0xff}, true)
		if k%16 == 15 {
			ui.FlushPaths(dst)
		}
	}
	ui.FlushPaths(dst)
	labels, short := TileLabels(s.geo, v)
	s.cache.short = short
	for i, sp := range s.geo.Spaces {
		t := v.Tile(sp.X, sp.Y)
		ui.FillRoundRect(dst, t, v.tile()*0.15, sp.Colour)
		ui.StrokeRoundRect(dst, t, v.tile()*0.15, 1.5, ui.ColPanelEdge)
		labels[i].Draw(dst, t, ui.ColText)
	}
}

func (s *Scene) drawPawns(dst *ebiten.Image) {
	if s.geo == nil {
		return
	}
	v := s.view()
	r := pawnRadius(v.tile())
	for i := 0; i < s.n; i++ {
		x, y, ok := s.pawnAt(i)
		if !ok {
			continue
		}
		px, py := v.At(x, y)
		// Pawns sit along the bottom of the tile, so the label stays readable.
		px += (float64(i) - float64(s.n-1)/2) * r * 1.6
		py += v.TileH/2 - r - 2
		ui.FillCircle(dst, px, py+1.5, r, color.RGBA{0, 0, 0, 0x55})
		ui.FillCircle(dst, px, py, r, s.colour(i))
		if pm, ok := s.marks.(PawnMarker); ok {
			pm.DrawPawn(dst, i, px, py, r)
		}
		if i == s.active {
			ui.StrokeRoundRect(dst, ui.R(px-r-2, py-r-2, 2*r+4, 2*r+4), r+2, 2, ui.ColFocus)
		}
	}
}

// colour is a seat's pawn colour, as chosen in setup.
func (s *Scene) colour(seat int) color.RGBA { return SeatColour(s.m, seat) }

// SeatColour is a seat's colour as chosen in setup (its pawn and panel):
// a stage's chips and markers use it so they match.
func SeatColour(m *match.Match, seat int) color.RGBA {
	if m != nil && seat >= 0 && seat < len(m.Setup.Seats) {
		return ui.CarColor(m.Setup.Seats[seat].Colour)
	}
	return ui.CarColor(seat)
}

func (s *Scene) drawSeats(dst *ebiten.Image) {
	for i := 0; i < s.n; i++ {
		r := s.lay.seat(i)
		fill := ui.ColPanel
		if i == s.active {
			fill = ui.Lighten(ui.ColSelected, 0.55)
		}
		ui.FillRoundRect(dst, r, 10, fill)
		ui.StrokeRoundRect(dst, r, 10, 2, s.colour(i))
		ui.FillCircle(dst, r.X+16, r.Y+18, 8, s.colour(i))
		st := s.seatText(i)
		ui.DrawText(dst, st.name, st.nameFace, r.X+30, r.Y+18, ui.AlignStart, ui.AlignCenter, ui.ColText)
		if st.money != "" {
			ui.DrawText(dst, st.money, st.big, r.X+r.W-10, r.Y+18, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		}
		for k, row := range st.rows {
			if k == len(st.rows)-1 {
				row = st.lastRow(s.seatTick)
			}
			ui.DrawText(dst, row, st.small, r.X+10, r.Y+st.rowsY+float64(k)*st.rowH, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
		}
		st.drawTurnDots(dst, r, s.seatTick)
	}
}

// Turn dots: a panel whose last row shows its lines in turn ends that row
// with a dot a turn, the one showing filled, as a carousel does: the
// player sees that the row changes and that there is more to come. More
// turns than maxTurnDots show as "2/7" in the same place, so the room
// stays bounded (a narrower row could need more turns, and more room).
// Where the room would split a line, a thin bar in the margin says it.
const (
	turnDotR    = 2.5
	turnDotGap  = 8 // from one dot's centre to the next's
	maxTurnDots = 5
)

// colTurnDim is the turns not showing: the dots' and the bar's track.
var colTurnDim = ui.Lighten(ui.ColTextMuted, 0.55)

// turnDotsW is the room n turns' dots (or count, in f) take at the last
// row's right end, with the gap before them.
func turnDotsW(n int, f *ui.TextFace) float64 {
	switch {
	case n < 2:
		return 0
	case n > maxTurnDots:
		// No less than five dots: a count narrower than the dots could
		// give back a turn, and the dots would then lack their room.
		return max(ui.Advance(turnCount(n, n), f)+6, turnDotsW(maxTurnDots, f))
	}
	return float64(n-1)*turnDotGap + 2*turnDotR + 6
}

// fitsBeside reports whether every turn fits in w in f, beside the dots.
func fitsBeside(turns []string, f *ui.TextFace, w float64) bool {
	for _, t := range turns {
		if ui.Advance(t, f) > w {
			return false
		}
	}
	return true
}

// turnCount is "2/7": turn k of n.
func turnCount(k, n int) string { return fmt.Sprintf("%d/%d", k, n) }

// drawTurnDots draws the last row's turn dots in panel r at tick.
func (st seatText) drawTurnDots(dst *ebiten.Image, r ui.Rect, tick uint64) {
	n := len(st.turns)
	if n < 2 || len(st.rows) == 0 {
		return
	}
	y := r.Y + st.rowsY + float64(len(st.rows)-1)*st.rowH
	on := int(tick / turnTicks % uint64(n))
	if !st.dots {
		// No room beside the turns: a thin bar in the panel's margin, as
		// tall as the row, its thumb the turn showing, as a scroll bar.
		track := ui.R(r.X+r.W-7, y-st.rowH/2, 3, st.rowH)
		ui.FillRoundRect(dst, track, 1.5, colTurnDim)
		ui.FillRoundRect(dst, ui.R(track.X, track.Y+track.H*float64(on)/float64(n), track.W, track.H/float64(n)), 1.5, ui.ColTextMuted)
		return
	}
	if n > maxTurnDots {
		ui.DrawText(dst, turnCount(on+1, n), st.small, r.X+r.W-10, y, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
		return
	}
	for j := range n {
		x := r.X + r.W - 10 - turnDotR - float64(n-1-j)*turnDotGap
		c := colTurnDim
		if j == on {
			c = ui.ColTextMuted
		}
		ui.FillCircle(dst, x, y, turnDotR, c)
	}
}

// seatText is seat i's panel's words, laid out for its panel now (refit
// lays them out when they or the screen change).
func (s *Scene) seatText(i int) seatText { return s.fit.texts[i] }

// seatTextIn is seat i's panel's words, laid out for its panel in l.
func (s *Scene) seatTextIn(l layout, i int) seatText {
	compact := l.compactSeats()
	lines := s.lines[i]
	if note := SeatNote(s.m, i); note != "" {
		lines = append([]string{note}, lines...)
	}
	return seatTextFor(l.seat(i), SeatLabel(s.m.G.Name(i), s.m.IsComputer(i), compact), engine.Money(s.money[i]), lines, compact)
}

// seatText is a seat panel's words as drawn: the name (and the money
// beside it) on the first line, the seat's lines in the rows under them.
type seatText struct {
	name, money          string
	rows                 []string
	rowH                 float64 // the distance between rows
	rowsY                float64 // the first row's centre below the panel's top
	nameFace, big, small *ui.TextFace
	// turns: where the lines are more than the rows hold, what the last
	// row shows in turn, a row's worth at a time (turnTicks each).
	turns []string
	// dots: the last row ends with a dot a turn (drawTurnDots); without,
	// turns have a thin bar in the margin.
	dots bool
	// cut: some of the lines lost their end to "…" or lie below the
	// panel's foot; nameCut: the name lost its end to "…" (a long name
	// loses it at every height: the panels do not grow for it).
	cut, nameCut bool
}

// turnTicks is how long a seat panel's last row shows each of its turns:
// time to read a row of it.
const turnTicks = 150

// lastRow is the panel's last row as shown at tick: its turn then.
func (st seatText) lastRow(tick uint64) string {
	if len(st.turns) < 2 {
		return st.rows[len(st.rows)-1]
	}
	return st.turns[tick/turnTicks%uint64(len(st.turns))]
}

// seatTextFor lays out a seat panel r: the name with the money at its
// right, and the seat's lines under them, in as many rows as the panel is
// tall enough for (a line goes whole to the next row rather than losing
// its end). A wide panel's rows take a smaller type, no smaller than the
// theme's small size, where that puts every line in them at once. Lines
// the rows still cannot hold take turns in the last row, whole, rather
// than being cut. A panel too narrow for a name beside the money (two
// columns of panels on a phone held sideways) gives the name the first
// line, in smaller type if need be, and puts the money first under it.
func seatTextFor(r ui.Rect, name, money string, lines []string, small bool) seatText {
	size := float64(ui.SizeBody)
	rowSizes := []float64{ui.SizeBody - 2, ui.SizeSmall}
	if small {
		size, rowSizes = ui.SizeSmall, []float64{ui.SizeSmall - 2}
	}
	st := seatText{big: ui.Face(size, true), money: money}
	mw, _ := ui.Measure(money, st.big)
	nw, _ := ui.Measure(name, st.big)
	room := r.W - 40
	if nw > room-mw-8 {
		st.money, lines = "", append([]string{money}, lines...)
	} else {
		room -= mw + 8
	}
	st.nameFace = ui.FitFace(name, room, size, true)
	st.name = ui.Ellipsize(name, st.nameFace, room)
	// The rows start under the name, closer in the small type.
	st.rowsY = 42
	if small {
		st.rowsY = 38
	}
	var cut bool
	for _, rs := range rowSizes {
		st.small = ui.Face(rs, false)
		_, lh := ui.Measure("Ag", st.small)
		st.rowH = lh * 0.85
		n := 1 + max(0, int((r.H-st.rowsY-st.rowH/2-2)/st.rowH))
		var split int
		st.rows, st.turns, cut, split = packRows(lines, st.small, r.W-20, r.W-20, n)
		st.dots = false
		if st.turns != nil {
			// The last row's turns leave room for their dots (a narrower
			// last row may need more turns, and so more room), unless
			// that would split a line that was whole: the turns then go
			// without.
			rows, turns, c, sp := st.rows, st.turns, cut, split
			for dots := 0; len(turns) > dots; {
				dots = len(turns)
				rows, turns, c, sp = packRows(lines, st.small, r.W-20, r.W-20-turnDotsW(dots, st.small), n)
			}
			if sp <= split && (!c || cut) && fitsBeside(turns, st.small, r.W-20-turnDotsW(len(turns), st.small)) {
				st.rows, st.turns, cut, st.dots = rows, turns, c, true
			}
		}
		if st.turns == nil {
			break
		}
	}
	st.nameCut = st.name != name
	st.cut = cut || st.rowsY+float64(len(st.rows)-1)*st.rowH+st.rowH/2 > r.H
	return st
}

// packRows puts items, joined by " · ", into at most n rows no wider than
// w, the last row and its turns no wider than lastW: an item that does not
// fit the rest of a row starts the next one, and one too wide for a row of
// its own goes on over the rows it needs, broken between words. Rows the
// last one cannot hold are its turns (nil when it holds them all), the
// first of them its row. cut reports whether a word too wide for a row was
// broken, split how many items went on over more than one row.
func packRows(items []string, f *ui.TextFace, w, lastW float64, n int) (rows, turns []string, cut bool, split int) {
	var packed []string
	cur := ""
	// room is the width of the row being filled.
	room := func() float64 {
		if len(packed) >= n-1 {
			return lastW
		}
		return w
	}
	for _, it := range items {
		if it == "" {
			continue
		}
		if cur != "" {
			if tw, _ := ui.Measure(cur+" · "+it, f); tw <= room() {
				cur += " · " + it
				continue
			}
			packed = append(packed, cur)
			cur = ""
		}
		// it starts a row: whole, or over the rows it needs, the narrower
		// way where its pieces reach the last row.
		if tw, _ := ui.Measure(it, f); tw <= room() {
			cur = it
			continue
		}
		parts := ui.Wrap(it, f, room())
		if len(packed)+len(parts) > n-1 && lastW < room() {
			parts = ui.Wrap(it, f, lastW)
		}
		split++
		cut = cut || strings.Join(parts, " ") != it
		packed = append(packed, parts[:len(parts)-1]...)
		cur = parts[len(parts)-1]
	}
	if cur != "" || len(packed) == 0 {
		packed = append(packed, cur)
	}
	if len(packed) <= n {
		return packed, nil, cut, split
	}
	return packed[:n], packed[n-1:], cut, split
}

func (s *Scene) drawLog(dst *ebiten.Image) {
	r := s.lay.log
	if r.H < 30 {
		return
	}
	ui.FillRoundRect(dst, r, 10, ui.Darken(ui.ColBackground, 0.3))
	f := ui.Face(ui.SizeSmall, false)
	lh := ui.FaceSize(f) * 1.3
	y := r.Y + r.H - 8
	for i := s.logShown - 1; i >= 0 && y-lh >= r.Y+4; i-- {
		lines := ui.Wrap(s.m.Log[i], f, r.W-16)
		// An older line shows whole or not at all: its last words alone,
		// at the top of the pane, would read as a line of their own.
		if i < s.logShown-1 && y-lh*float64(len(lines)) < r.Y+4 {
			break
		}
		for k := len(lines) - 1; k >= 0 && y-lh >= r.Y+4; k-- {
			ui.DrawText(dst, lines[k], f, r.X+8, y-lh/2, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
			y -= lh
		}
	}
}

// statusRect is the status line's room in the top bar: centred, clear of
// the ☰ button at the right end; with "Play until my turn" beside it,
// centred in the room left of both.
func (s *Scene) statusRect() ui.Rect {
	cx, tw := s.lay.w/2, s.lay.w-2*(s.lay.w-s.lay.menuBtn().X)-16
	if s.skipShown() {
		cx, tw = s.lay.statusBeside()
	}
	return ui.R(cx-tw/2, 0, tw, topBarH)
}

func (s *Scene) draw(dst *ebiten.Image) {
	dst.Fill(ui.ColBackground)
	s.drawBoard(dst)
	if s.marks != nil && s.geo != nil {
		s.marks.Draw(dst, BoardMarks{View: s.view(), Geo: s.geo, Rect: s.lay.board, Short: s.cache.short, Seat: s.colour})
	}
	s.drawPawns(dst)
	s.drawSeats(dst)
	advising := s.panel != nil && !s.Playing() && s.passTo < 0
	if advising {
		// From the stage on: a stage's table (the Casino's) is a card its
		// options' badges keep to (OfferCard).
		s.adv.BeginDraw()
	}
	s.stage.draw(dst, s.lay.board, s.lay.seat)
	s.drawLog(dst)
	// The status line: what is happening now, one voice.
	ui.FillRoundRect(dst, s.lay.top, 0, ui.Darken(ui.ColBackground, 0.35))
	st := s.Status()
	sr := s.statusRect()
	f := ui.FitFace(st, sr.W, ui.SizeBody, true)
	ui.DrawText(dst, ui.Ellipsize(st, f, sr.W), f, sr.X+sr.W/2, topBarH/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	// It says what is happening: a notice goes elsewhere.
	ui.KeepClear(sr)
	if !s.viewOnly {
		s.menuBtn.Draw(dst)
	}
	if s.skipShown() {
		s.skipBtn.Draw(dst)
	}
	// The money floats rise from the seat panels, under the decision
	// panel: a stage's panel that lies over the seats (a grid of numbers
	// on a small screen) is not written over.
	for _, ft := range s.floats.Items() {
		c := ft.Color
		c.A = uint8(255 * ft.Alpha())
		ui.DrawText(dst, ft.Text, ui.Face(ui.SizeBody, true), ft.X, ft.Y-ft.YOffset(), ui.AlignCenter, ui.AlignCenter, c)
	}
	if advising {
		s.panel.Draw(dst)
		s.adv.Draw(dst) // the odds on the options the panel offered
	}
	if s.passTo >= 0 {
		ui.FillRoundRect(dst, ui.R(0, 0, s.lay.w, s.lay.h), 0, color.RGBA{0, 0, 0, 0xc0})
		msg := "Pass the device to " + s.m.G.Name(s.passTo)
		fm := ui.FitFace(msg, s.lay.w-40, 30, true)
		ui.DrawText(dst, msg, fm, s.lay.w/2, s.lay.h/2-30, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
		s.passBtn.Draw(dst)
		s.moments.DrawPass(dst, s.passBtn.Rect, ui.ColSelected)
	}
	s.menu.Draw(dst)
}
