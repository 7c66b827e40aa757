package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine"
	"wheeloffate/game/ui"
)

// boardView maps board units to the screen: the whole board fitted and
// centred in the board rectangle with room for a tile round every space.
// A board wider than tall is turned a quarter (clockwise, so a clockwise
// road stays clockwise) to fill a viewport taller than wide, and back.
type boardView struct {
	scale, ox, oy, tile float64
	turn                bool
	maxY                float64
}

func (s *Scene) view() boardView {
	r := s.lay.board
	minX, minY, maxX, maxY := s.geo.Bounds()
	v := boardView{turn: (maxX-minX > maxY-minY) != (r.W > r.H), maxY: maxY}
	if v.turn {
		// After the turn, x is maxY-y and y is x.
		minX, minY, maxX, maxY = 0, minX, maxY-minY, maxX
	}
	step := s.geo.Step()
	bw, bh := maxX-minX+step, maxY-minY+step
	k := math.Min(r.W/bw, r.H/bh)
	v.scale, v.tile = k, math.Max(16, step*k*0.92)
	v.ox = r.X + (r.W-(maxX-minX)*k)/2 - minX*k
	v.oy = r.Y + (r.H-(maxY-minY)*k)/2 - minY*k
	return v
}

func (v boardView) at(x, y float64) (float64, float64) {
	if v.turn {
		x, y = v.maxY-y, x
	}
	return v.ox + x*v.scale, v.oy + y*v.scale
}

// boardCache is the board drawn once per size: links and tiles never move.
type boardCache struct {
	img *ebiten.Image
	lay layout
}

func (s *Scene) drawBoard(dst *ebiten.Image) {
	r := s.lay.board
	ui.FillRoundRect(dst, r, 14, ui.Darken(ui.ColBackground, 0.15))
	if s.geo == nil || len(s.geo.Spaces) == 0 {
		return
	}
	c := &s.cache
	if c.img == nil || c.lay != s.lay {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(int(math.Ceil(s.lay.w)), int(math.Ceil(s.lay.h)))
		c.lay = s.lay
		s.renderBoard(c.img)
	}
	dst.DrawImage(c.img, nil)
}

// renderBoard draws the links and the labelled tiles (once per size).
func (s *Scene) renderBoard(dst *ebiten.Image) {
	v := s.view()
	for k, l := range s.geo.Links {
		a, b := s.geo.Spaces[l[0]], s.geo.Spaces[l[1]]
		ax, ay := v.at(a.X, a.Y)
		bx, by := v.at(b.X, b.Y)
		vector.StrokeLine(dst, float32(ax), float32(ay), float32(bx), float32(by), float32(math.Max(3, v.tile*0.12)), color.RGBA{0xe8, 0xd8, 0xb0, 0xff}, true)
		if k%16 == 15 {
			ui.FlushPaths(dst)
		}
	}
	ui.FlushPaths(dst)
	for _, sp := range s.geo.Spaces {
		x, y := v.at(sp.X, sp.Y)
		t := ui.R(x-v.tile/2, y-v.tile/2, v.tile, v.tile)
		ui.FillRoundRect(dst, t, v.tile*0.15, sp.Colour)
		ui.StrokeRoundRect(dst, t, v.tile*0.15, 1.5, ui.ColPanelEdge)
		f, lines, lh := tileLabel(sp.Label, v.tile)
		for i, ln := range lines {
			ui.DrawText(dst, ln, f, x, t.Y+4+lh/2+float64(i)*lh, ui.AlignCenter, ui.AlignCenter, ui.ColText)
		}
	}
}

func (s *Scene) drawPawns(dst *ebiten.Image) {
	if s.geo == nil {
		return
	}
	v := s.view()
	r := math.Max(6, v.tile*0.16)
	for i := 0; i < s.n; i++ {
		x, y, ok := s.pawnAt(i)
		if !ok {
			continue
		}
		px, py := v.at(x, y)
		// Pawns sit along the bottom of the tile, so the label stays readable.
		px += (float64(i) - float64(s.n-1)/2) * r * 1.6
		py += v.tile/2 - r - 2
		ui.FillCircle(dst, px, py+1.5, r, color.RGBA{0, 0, 0, 0x55})
		ui.FillCircle(dst, px, py, r, s.colour(i))
		if i == s.active {
			ui.StrokeRoundRect(dst, ui.R(px-r-2, py-r-2, 2*r+4, 2*r+4), r+2, 2, ui.ColFocus)
		}
	}
}

// colour is a seat's pawn colour, as chosen in setup.
func (s *Scene) colour(seat int) color.RGBA {
	if seat < len(s.m.Setup.Seats) {
		return ui.CarColor(s.m.Setup.Seats[seat].Colour)
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
		compact := s.lay.compactSeats()
		st := seatTextFor(r, SeatLabel(s.m.G.Name(i), s.m.IsComputer(i), compact), engine.Money(s.money[i]), s.lines[i], compact)
		ui.DrawText(dst, st.name, st.nameFace, r.X+30, r.Y+18, ui.AlignStart, ui.AlignCenter, ui.ColText)
		if st.money != "" {
			ui.DrawText(dst, st.money, st.big, r.X+r.W-10, r.Y+18, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		}
		ui.DrawText(dst, st.line, st.small, r.X+10, r.Y+42, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	}
}

// seatText is a seat panel's words as drawn: the name (and the money
// beside it) on the first line, the seat's lines on the second.
type seatText struct {
	name, money, line    string
	nameFace, big, small *text.GoTextFace
}

// seatTextFor lays out a seat panel r: the name with the money at its
// right, and the seat's lines under them. A panel too narrow for a name
// beside the money (two columns of panels on a phone held sideways) gives
// the name the first line, in smaller type if need be, and puts the money
// first on the second.
func seatTextFor(r ui.Rect, name, money string, lines []string, small bool) seatText {
	size := float64(ui.SizeBody)
	if small {
		size = ui.SizeSmall
	}
	st := seatText{big: ui.Face(size, true), small: ui.Face(size-2, false), money: money}
	line := strings.Join(lines, " · ")
	mw, _ := ui.Measure(money, st.big)
	nw, _ := ui.Measure(name, st.big)
	room := r.W - 40
	if nw > room-mw-8 {
		st.money, line = "", strings.TrimSuffix(money+" · "+line, " · ")
	} else {
		room -= mw + 8
	}
	st.nameFace = ui.FitFace(name, room, size, true)
	st.name = ui.Ellipsize(name, st.nameFace, room)
	st.line = ui.Ellipsize(line, st.small, r.W-20)
	return st
}

func (s *Scene) drawLog(dst *ebiten.Image) {
	r := s.lay.log
	if r.H < 30 {
		return
	}
	ui.FillRoundRect(dst, r, 10, ui.Darken(ui.ColBackground, 0.3))
	f := ui.Face(ui.SizeSmall, false)
	lh := f.Size * 1.3
	y := r.Y + r.H - 8
	for i := s.logShown - 1; i >= 0 && y-lh >= r.Y+4; i-- {
		lines := ui.Wrap(s.m.Log[i], f, r.W-16)
		for k := len(lines) - 1; k >= 0 && y-lh >= r.Y+4; k-- {
			ui.DrawText(dst, lines[k], f, r.X+8, y-lh/2, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
			y -= lh
		}
	}
}

func (s *Scene) draw(dst *ebiten.Image) {
	dst.Fill(ui.ColBackground)
	s.drawBoard(dst)
	s.drawPawns(dst)
	s.stage.draw(dst, s.lay.board)
	s.drawSeats(dst)
	s.drawLog(dst)
	// The status line: what is happening now, one voice.
	ui.FillRoundRect(dst, s.lay.top, 0, ui.Darken(ui.ColBackground, 0.35))
	st := s.Status()
	// The line stays centred, clear of the ☰ button at the right end; with
	// "Play until my turn" beside it, centred in the room left of both.
	cx, tw := s.lay.w/2, s.lay.w-2*(s.lay.w-s.lay.menuBtn().X)-16
	if s.skipShown() {
		cx, tw = s.lay.statusBeside()
	}
	f := ui.FitFace(st, tw, ui.SizeBody, true)
	ui.DrawText(dst, ui.Ellipsize(st, f, tw), f, cx, topBarH/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	if !s.viewOnly {
		s.menuBtn.Draw(dst)
	}
	if s.skipShown() {
		s.skipBtn.Draw(dst)
	}
	if s.panel != nil && !s.Playing() && s.passTo < 0 {
		s.panel.Draw(dst)
	}
	for _, ft := range s.floats.Items() {
		c := ft.Color
		c.A = uint8(255 * ft.Alpha())
		ui.DrawText(dst, ft.Text, ui.Face(ui.SizeBody, true), ft.X, ft.Y-ft.YOffset(), ui.AlignCenter, ui.AlignCenter, c)
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

// tileLabel lays a space's name out on its tile: whole words, in type from
// 14 down to 6 points as the tile allows (a phone's tiles are small), cut
// with "…" only if even the smallest does not hold it.
func tileLabel(label string, tile float64) (*text.GoTextFace, []string, float64) {
	return ui.FitLabel(label, math.Round(math.Min(14, math.Max(9, tile*0.22))), 6, false, tile-6, tile-8, 1.15)
}
