package life

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine/life"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Print colours of the spaces: on the dark road each space's label is in its
// colour, under a stripe of the same colour; black-print spaces (START,
// Millionaire Acres, the Poor Farm) are light tiles with black print.
var (
	// boardPrint is each colour's stripe and ink.
	boardPrint = map[life.Colour]struct{ stripe, ink color.RGBA }{
		life.White:  {color.RGBA{0xe8, 0xe8, 0xe8, 0xff}, color.RGBA{0xf6, 0xf6, 0xf6, 0xff}},
		life.Yellow: {color.RGBA{0xff, 0xcc, 0x00, 0xff}, color.RGBA{0xff, 0xdc, 0x4a, 0xff}},
		life.Green:  {color.RGBA{0x2e, 0xb0, 0x55, 0xff}, color.RGBA{0x6c, 0xe6, 0x94, 0xff}},
		life.Red:    {color.RGBA{0xe0, 0x3c, 0x2e, 0xff}, color.RGBA{0xff, 0x86, 0x78, 0xff}},
		life.Blue:   {color.RGBA{0x2a, 0x7d, 0xf0, 0xff}, color.RGBA{0x86, 0xc2, 0xff, 0xff}},
		life.Black:  {color.RGBA{0x22, 0x22, 0x22, 0xff}, color.RGBA{0x1a, 0x1a, 0x1a, 0xff}},
	}
	boardTile     = color.RGBA{0x2b, 0x2c, 0x31, 0xff}
	boardTileEdge = color.RGBA{0x12, 0x12, 0x14, 0xff}
	boardRoad     = color.RGBA{0x4a, 0x4a, 0x50, 0xff}
	boardCream    = color.RGBA{0xfb, 0xf3, 0xe0, 0xff}
	boardTable    = color.RGBA{0x1a, 0x44, 0x35, 0xff}
)

// layout places the viewport, panels, log and decision bar for the screen.
func (b *boardScene) layout(w, h float64) {
	if w == b.w && h == b.h {
		return
	}
	first := b.w == 0
	b.w, b.h = w, h
	b.portrait = h > w
	if b.portrait {
		b.vp = ui.R(0, 0, w, math.Round(h*0.45))
		b.decR = ui.R(8, h-176, w-16, 168)
	} else {
		rc := math.Min(430, math.Round(w*0.34))
		b.vp = ui.R(0, 0, w-rc, h)
		// A replay's controls on a narrow board go in two rows, as in
		// portrait, and need a portrait bar's height.
		bh := 150.0
		if b.reserveBar && b.vp.W < 600 {
			bh = 168
		}
		b.decR = ui.R(b.vp.X+16, b.vp.H-16-bh, b.vp.W-32, bh)
	}
	b.fitHUD()
	bx := b.vp.X + b.vp.W - 8
	// The ☰ button at the right end, the camera's buttons left of it (a
	// narrower Follow and closer together on a narrow board, to leave the
	// turn pill its room: turnPill shortens its words to what is left).
	// A replay's view has no menu: the camera keeps the corner.
	fw, gap := 100.0, 8.0
	if b.vp.W < 600 {
		fw, gap = 68, 6
	}
	if b.menuBtn != nil && b.menu != nil {
		b.menuBtn.Rect = ui.R(bx-48, b.vp.Y+8, 48, 44)
		bx -= 48 + gap
	}
	// "Play until my turn" goes under the turn pill, at the left: the
	// wheel and its note take the right of the board. It has its words
	// when the board is wide.
	sw := table.SkipWidth(b.vp.W >= 700)
	b.skipBtn.Rect = ui.R(b.vp.X+8, b.vp.Y+8+44+8, sw, 44)
	b.btnCenter.Rect = ui.R(bx-fw, b.vp.Y+8, fw, 44)
	b.btnIn.Rect = ui.R(bx-fw-gap-44, b.vp.Y+8, 44, 44)
	b.btnOut.Rect = ui.R(bx-fw-2*gap-88, b.vp.Y+8, 44, 44)
	b.passBtn.Rect = ui.R(w/2-140, h/2+60, 280, 64)
	b.placeWheel(true)
	if first {
		b.zoom = b.defaultZoom()
	}
	if b.hud != nil {
		b.hud.Deallocate()
		b.hud = nil
	}
	b.hudDirty = true
	b.decKey.seat = -2 // relayout the decision's buttons
}

// The wheel's note (what a spin is for, or the person's prompt to spin)
// sits under the top bar and above the wheel, never over its pointer.
const (
	boardNoteTop = 56.0 // from the viewport's top: below the turn pill and the camera buttons
	boardNoteGap = 4.0  // between the note and the wheel's halo
	// boardWheelHalo is how far the dark disc under the wheel reaches past
	// its rim. The fixed pointer (1.08 r + 3 above the centre, see
	// ui.WheelView) stays inside it for any radius the board uses.
	boardWheelHalo = 26.0
)

// boardNoteH is the height of the wheel's note at its largest.
func boardNoteH() float64 {
	_, th := ui.Measure("Ag", ui.Face(ui.SizeBody, true))
	return th + 14
}

// placeWheel puts the wheel in the free part of the viewport: between the
// note's place under the top bar and the decision bar (landscape) or the
// viewport's bottom (portrait), at its right, so that the car whose spin
// it is stands in view at its left (the camera's freeView). With no bar
// (a computer's spin; the bar is only up for the person's own) it takes
// the viewport's whole height.
func (b *boardScene) placeWheel(bar bool) {
	top := b.vp.Y + boardNoteTop + boardNoteH() + boardNoteGap
	bottom, maxR := b.decR.Y-8, b.vp.W*0.3
	if _, beside := b.spinBeside(); (!bar || beside) && !b.reserveBar {
		bottom = b.vp.Y + b.vp.H - 8
	}
	if b.portrait {
		bottom, maxR = b.vp.Y+b.vp.H-4, b.vp.W*0.27
	}
	r := math.Min(maxR, (bottom-top)/2-boardWheelHalo)
	b.wview.SetPlace(b.vp.X+b.vp.W-8-boardWheelHalo-r, (top+bottom)/2, r)
}

// spinBeside reports whether the person's spin bar stands beside the wheel
// rather than under it, and the bar's width then: on a short landscape
// screen, where a bar under the wheel would leave it a thumbnail, if the
// board is wide enough to hold both.
func (b *boardScene) spinBeside() (float64, bool) {
	if !b.dec.wheel || !b.compact() || b.reserveBar {
		return 0, false
	}
	top := b.vp.Y + boardNoteTop + boardNoteH() + boardNoteGap
	r := math.Min(b.vp.W*0.3, (b.vp.Y+b.vp.H-8-top)/2-boardWheelHalo)
	w := b.vp.W - 8 - 2*(r+boardWheelHalo) - 8 - 16
	return w, w >= boardBesideMinW
}

// boardBesideMinW is the narrowest spin bar beside the wheel: its prompt
// in three lines at most.
const boardBesideMinW = 240.0

// boardCentreIn is the left of a box w wide centred on cx, moved as
// little as needed to lie inside r (8 from its sides).
func boardCentreIn(cx, w float64, r ui.Rect) float64 {
	return math.Max(r.X+8, math.Min(r.X+r.W-8-w, cx-w/2))
}

// wheelHalo is the dark disc drawn under the wheel, as a rect: the wheel
// with its pointer lies inside.
func (b *boardScene) wheelHalo() ui.Rect {
	cx, cy, r := b.wview.Center()
	hr := r + boardWheelHalo
	return ui.R(cx-hr, cy-hr, 2*hr, 2*hr)
}

// wheelNoteRect is where note is drawn: right above the wheel's halo, and
// never higher than boardNoteTop.
func (b *boardScene) wheelNoteRect(note string) (ui.Rect, *ui.TextFace) {
	f := ui.FitFace(note, b.vp.W-40, ui.SizeBody, true)
	tw, th := ui.Measure(note, f)
	cx, _, _ := b.wview.Center()
	h := th + 14
	y := math.Max(b.vp.Y+boardNoteTop, b.wheelHalo().Y-boardNoteGap-h)
	return ui.R(boardCentreIn(cx, tw+28, b.vp), y, tw+28, h), f
}

// boardLogMin is the least height the log keeps in landscape: with many
// seats the panels switch to their compact type rather than take it.
const boardLogMin = 140.0

// fitHUD sizes the seat panels to their content as drawn (every seat's
// panel as tall as the tallest needs) and gives the log the rest (fitLog).
// In landscape the panels use the compact type when the full one would
// leave the log less than boardLogMin.
func (b *boardScene) fitHUD() {
	if b.w == 0 {
		return
	}
	if b.portrait {
		b.seatCompact, b.seatMini = true, false
		cw := (b.w - 12 - 6) / 2
		b.seatH = b.seatNeed(cw)
		rows := (b.n + 1) / 2
		b.panelsR = ui.R(6, b.vp.H+6, b.w-12, float64(rows)*(b.seatH+6)-6)
	} else {
		pw := b.w - b.vp.W - 16
		b.seatCompact, b.seatMini = false, false
		b.seatH = b.seatNeed(pw)
		if float64(b.n)*(b.seatH+6) > b.h-16-boardLogMin {
			b.seatCompact = true
			b.seatH = b.seatNeed(pw)
		}
		// Still taller than the screen (a small window, six seats on a
		// phone held sideways): each panel keeps its first two lines.
		if float64(b.n)*(b.seatH+6)-6 > b.h-16 {
			b.seatMini = true
			b.seatH = b.seatNeed(pw)
		}
		b.panelsR = ui.R(b.vp.W+8, 8, pw, float64(b.n)*(b.seatH+6)-6)
	}
	b.hudDirty = true
	b.fitLog()
}

// fitLog gives the log the room under the seat panels: in portrait down to
// the decision bar when one is up (always, for the replay's controls), or
// to the screen's bottom. It marks the HUD for redrawing when that moved.
func (b *boardScene) fitLog() {
	if b.w == 0 {
		return
	}
	var r ui.Rect
	if b.portrait {
		top := b.panelsR.Y + b.panelsR.H + 6
		bottom := b.h - 6
		if b.reserveBar || b.barShown() {
			bottom = b.decR.Y - 6
		}
		r = ui.R(6, top, b.w-12, bottom-top)
	} else {
		top := b.panelsR.Y + b.panelsR.H + 8
		r = ui.R(b.panelsR.X, top, b.panelsR.W, b.h-top-8)
	}
	if r != b.logR {
		b.logR = r
		b.hudDirty = true
	}
}

// seatRect is a seat's panel on the screen.
func (b *boardScene) seatRect(i int) ui.Rect {
	if b.w == 0 {
		return ui.Rect{}
	}
	if b.portrait {
		cw := (b.panelsR.W - 6) / 2
		return ui.R(b.panelsR.X+float64(i%2)*(cw+6), b.panelsR.Y+float64(i/2)*(b.seatH+6), cw, b.seatH)
	}
	return ui.R(b.panelsR.X, b.panelsR.Y+float64(i)*(b.seatH+6), b.panelsR.W, b.seatH)
}

// renderBoard draws the whole road once into an offscreen picture.
func (b *boardScene) renderBoard() {
	l := b.lay
	b.boardScale = math.Min(1, 4000/math.Max(l.Width(), l.Height()))
	s := b.boardScale
	img := ebiten.NewImage(int(math.Ceil(l.Width()*s)), int(math.Ceil(l.Height()*s)))
	tx := func(x float64) float32 { return float32((x - l.MinX) * s) }
	ty := func(y float64) float32 { return float32((y - l.MinY) * s) }
	ui.FillRoundRect(img, ui.R(0, 0, l.Width()*s, l.Height()*s), 40*s, boardTable)
	// The road under the tiles.
	// In batches: one batch of every road would grow the vector package's
	// stencil atlas to many screens for the rest of the game (ui.FlushPaths).
	for i, ln := range l.Links {
		a, c := l.Pos[ln[0]], l.Pos[ln[1]]
		vector.StrokeLine(img, tx(a.X), ty(a.Y), tx(c.X), ty(c.Y), float32(30*s), boardRoad, true)
		if i%16 == 15 {
			ui.FlushPaths(img)
		}
	}
	ui.FlushPaths(img)
	for i, ln := range l.Links {
		a, c := l.Pos[ln[0]], l.Pos[ln[1]]
		boardDashes(img, tx(a.X), ty(a.Y), tx(c.X), ty(c.Y), float32(3*s), color.RGBA{0xd8, 0xc0, 0x60, 0xff})
		if i%8 == 7 {
			ui.FlushPaths(img)
		}
	}
	if l.Spur[0] >= 0 {
		a, c := l.Pos[l.Spur[0]], l.Pos[l.Spur[1]]
		boardDashes(img, tx(a.X), ty(a.Y), tx(c.X), ty(c.Y), float32(8*s), boardRoad)
		ui.FlushPaths(img)
	}
	bd := b.ed.Board()
	for i, sp := range bd.Spaces {
		p := l.Pos[i]
		r := ui.R(float64(tx(p.X-boardTileW/2)), float64(ty(p.Y-boardTileH/2)), boardTileW*s, boardTileH*s)
		boardDrawTile(img, r, sp, s)
	}
	for _, sg := range l.Signs {
		f := ui.Face(18*s, true)
		txt := strings.ToUpper(sg.Text) + " ›"
		if sg.Right {
			txt = "‹ " + strings.ToUpper(sg.Text)
		}
		tw, th := ui.Measure(txt, f)
		x := float64(tx(sg.X))
		if sg.Right {
			x -= tw
		}
		y := float64(ty(sg.Y))
		ui.FillRoundRect(img, ui.R(x-10*s, y-th/2-5*s, tw+20*s, th+10*s), 8*s, color.RGBA{0xf2, 0xa9, 0x1d, 0xff})
		ui.DrawText(img, txt, f, x, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	b.boardImg = img
}

// boardDashes draws a dashed line.
func boardDashes(img *ebiten.Image, x0, y0, x1, y1, w float32, c color.RGBA) {
	d := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
	if d < 1 {
		return
	}
	const dash, gap = 10, 10
	for t := float32(0); t < d; t += dash + gap {
		e := min(t+dash, d)
		vector.StrokeLine(img, x0+(x1-x0)*t/d, y0+(y1-y0)*t/d, x0+(x1-x0)*e/d, y0+(y1-y0)*e/d, w, c, true)
	}
}

// boardDrawTile draws one space.
func boardDrawTile(img *ebiten.Image, r ui.Rect, sp life.Space, s float64) {
	fill, ink := boardTile, boardPrint[sp.Colour].ink
	if sp.Colour == life.Black {
		fill = boardCream
	}
	ui.FillRoundRect(img, ui.R(r.X+2*s, r.Y+4*s, r.W, r.H), 10*s, color.RGBA{0, 0, 0, 0x60})
	ui.FillRoundRect(img, r, 10*s, fill)
	stripe := boardPrint[sp.Colour].stripe
	ui.FillRoundRect(img, ui.R(r.X, r.Y, r.W, 12*s), 6*s, stripe)
	ui.FillRoundRect(img, ui.R(r.X, r.Y+6*s, r.W, 6*s), 0, stripe)
	ui.StrokeRoundRect(img, r, 10*s, 2*s, boardTileEdge)
	f, lines, lh := boardTileText(sp.Label, r, s)
	top := boardLabelTop(r, s, len(lines), lh)
	cx := r.X + r.W/2
	for k, ln := range lines {
		ui.DrawText(img, ln, f, cx, top+float64(k)*lh, ui.AlignCenter, ui.AlignStart, ink)
	}
}

// boardTileText fits a space's label to its tile r (drawn at scale s):
// wrapped under the stripe at the largest size from 14 (15 for labels in
// capitals) down to 11 whose lines fit, the lines drawn at that same size
// lh apart. A label too long even at 11 keeps the lines that fit, the last
// ending in "…".
func boardTileText(label string, r ui.Rect, s float64) (*ui.TextFace, []string, float64) {
	bold := strings.ToUpper(label) == label
	size := 14.0
	if bold {
		size = 15
	}
	return ui.FitLabel(label, size*s, 11*s, bold, r.W-12*s, r.H-18*s, boardLineSpacing)
}

// boardLineSpacing is how far apart a label's lines are, against the
// height of a line of its type.
const boardLineSpacing = 0.92

// boardLabelTop is the top of a label of n lines lh apart on tile r at
// scale s: the lines are centred in the tile under its stripe.
func boardLabelTop(r ui.Rect, s float64, n int, lh float64) float64 {
	return r.Y + 12*s + (r.H-12*s-float64(n)*lh)/2
}

// boardLabelRect is the box round a space's label as boardDrawTile prints
// it on tile r at scale s.
func boardLabelRect(label string, r ui.Rect, s float64) ui.Rect {
	f, lines, lh := boardTileText(label, r, s)
	w := 0.0
	for _, ln := range lines {
		lw, _ := ui.Measure(ln, f)
		w = max(w, lw)
	}
	// The last line's letters reach a whole line's height down.
	h := float64(len(lines)-1)*lh + lh/boardLineSpacing
	return ui.R(r.X+r.W/2-w/2, boardLabelTop(r, s, len(lines), lh), w, h)
}

// drawBoard draws the cached road through the camera.
func (b *boardScene) drawBoard(screen *ebiten.Image) {
	if b.boardImg == nil {
		b.renderBoard()
	}
	vp := screen.SubImage(b.vp.Pixels()).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	if b.zoom == 1 && b.boardScale == 1 {
		op.Filter = ebiten.FilterNearest
	}
	op.GeoM.Scale(b.zoom/b.boardScale, b.zoom/b.boardScale)
	x, y := b.toScreen(b.lay.MinX, b.lay.MinY)
	if op.Filter == ebiten.FilterNearest {
		x, y = math.Round(x), math.Round(y)
	}
	op.GeoM.Translate(x, y)
	vp.DrawImage(b.boardImg, op)
}

// CoversScreen implements game.Opaque: Draw paints every pixel, the
// board's own where it is opaque and the background around it
// (fillAround), so the app does not fill the whole screen first. A
// software renderer (a browser without a GPU) pays for every pixel
// drawn: that fill, under a board that covers most of the screen, cost a
// tenth of the frames while the wheel spins.
func (b *boardScene) CoversScreen(w, h int) bool { return true }

// fillAround fills with the background what the board does not cover:
// the screen outside the board's opaque inside, which is the board
// image's rectangle within the viewport, less a band along its edges
// (a filtered edge is part transparent) and its rounded corners.
func (b *boardScene) fillAround(screen *ebiten.Image) {
	if b.passTo >= 0 {
		screen.Fill(ui.ColBackground)
		return
	}
	if b.boardImg == nil {
		b.renderBoard()
	}
	bd := screen.Bounds()
	sw, sh := float64(bd.Dx()), float64(bd.Dy())
	sc := b.zoom / b.boardScale
	x, y := b.toScreen(b.lay.MinX, b.lay.MinY)
	ib := b.boardImg.Bounds()
	// A linearly filtered edge is part transparent over about a source
	// pixel and a half.
	edge := max(2, math.Ceil(1.5*sc)+1)
	in, ok := ui.R(x, y, float64(ib.Dx())*sc, float64(ib.Dy())*sc).Inset(edge).Intersect(b.vp)
	if !ok {
		screen.Fill(ui.ColBackground)
		return
	}
	in = ui.R(math.Ceil(in.X), math.Ceil(in.Y), math.Floor(in.X+in.W)-math.Ceil(in.X), math.Floor(in.Y+in.H)-math.Ceil(in.Y))
	fill := func(r ui.Rect) {
		if r, ok := r.Intersect(ui.R(0, 0, sw, sh)); ok {
			screen.SubImage(r.Pixels()).(*ebiten.Image).Fill(ui.ColBackground)
		}
	}
	fill(ui.R(0, 0, sw, in.Y))                      // above
	fill(ui.R(0, in.Y+in.H, sw, sh-in.Y-in.H))      // below
	fill(ui.R(0, in.Y, in.X, in.H))                 // left
	fill(ui.R(in.X+in.W, in.Y, sw-in.X-in.W, in.H)) // right
	c := math.Ceil(40*b.zoom) + 2                   // the corners' radius on screen
	for _, cx := range []float64{in.X, in.X + in.W - c} {
		for _, cy := range []float64{in.Y, in.Y + in.H - c} {
			fill(ui.R(cx, cy, c, c))
		}
	}
}

// drawCars draws every car with its pegs.
func (b *boardScene) drawCars(screen *ebiten.Image) {
	vp := screen.SubImage(b.vp.Pixels()).(*ebiten.Image)
	for pass := 0; pass < 2; pass++ {
		for i := 0; i < b.n; i++ {
			moving := b.mover != nil && b.moverSeat == i
			if (pass == 1) != moving { // the moving car on top
				continue
			}
			p, sc := b.carPos(i), 1.0
			if !moving {
				p, sc = b.carSpot(i, b.dispPos[i])
			}
			x, y := b.toScreen(p.X, p.Y)
			lift := 0.0
			if moving {
				lift = b.mover.Lift() * 12 * b.zoom
			}
			b.drawCar(vp, i, x, y-lift, sc, i == b.active && !b.playingMove())
		}
	}
}

func (b *boardScene) playingMove() bool { return b.mover != nil }

// drawCar draws a car seen from above at size sc (carSlot): body in the
// seat's colour, the driver's peg, the spouse's, and a peg per child.
// Zoomed far out it keeps a least size, to stay in sight.
func (b *boardScene) drawCar(dst *ebiten.Image, seat int, x, y, sc float64, active bool) {
	z := math.Max(b.zoom, 0.55) * sc
	w, h := boardCarW*z, boardCarH*z
	c := ui.CarColor(b.seatColour(seat))
	if active {
		ui.FillCircle(dst, x, y, 24*z, color.RGBA{0xff, 0xff, 0xff, 0x50}) // a rim round the car, short of the label
	}
	r := ui.R(x-w/2, y-h/2, w, h)
	ui.FillRoundRect(dst, ui.R(r.X+2*z, r.Y+3*z, r.W, r.H), 7*z, color.RGBA{0, 0, 0, 0x70})
	ui.FillRoundRect(dst, r, 7*z, c)
	ui.StrokeRoundRect(dst, r, 7*z, 2, color.RGBA{0xff, 0xff, 0xff, 0xff})
	// Windscreen.
	ui.FillRoundRect(dst, ui.R(r.X+4*z, r.Y+4*z, w-8*z, 5*z), 2*z, color.RGBA{0xcf, 0xe8, 0xff, 0xff})
	pr := 3.6 * z
	p := b.seatGame(seat).Player(seat)
	ui.FillCircle(dst, x-5*z, r.Y+14*z, pr, color.RGBA{0x30, 0x7d, 0xe0, 0xff})
	if p.Married {
		ui.FillCircle(dst, x+5*z, r.Y+14*z, pr, color.RGBA{0xff, 0x80, 0xb0, 0xff})
	}
	k := 0
	kid := func(col color.RGBA) {
		row, cc := k/2, k%2
		if row < 3 {
			ui.FillCircle(dst, x-5*z+float64(cc)*10*z, r.Y+23*z+float64(row)*7*z, pr*0.8, col)
		}
		k++
	}
	for range int(p.Boys) {
		kid(color.RGBA{0x7f, 0xbf, 0xff, 0xff})
	}
	for range int(p.Girls) {
		kid(color.RGBA{0xff, 0xb0, 0xd0, 0xff})
	}
}

func (b *boardScene) seatColour(i int) int {
	if i < len(b.m.Setup.Seats) {
		return b.m.Setup.Seats[i].Colour
	}
	return i
}

// drawTopBar shows whose turn it is, the latest headline and the camera buttons.
func (b *boardScene) drawTopBar(screen *ebiten.Image) {
	r, txt, f, seat := b.turnPill()
	tx := r.X + 40
	if seat < 0 {
		tx = r.X + 20
	}
	ui.FillRoundRect(screen, r, 20, color.RGBA{0x10, 0x10, 0x10, 0xc0})
	if seat >= 0 {
		ui.FillCircle(screen, r.X+22, r.Y+20, 9, ui.CarColor(b.seatColour(seat)))
	}
	ui.DrawText(screen, txt, f, tx, r.Y+20, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
	b.btnCenter.Draw(screen)
	b.btnIn.Draw(screen)
	b.btnOut.Draw(screen)
	if b.skipShown() {
		b.skipBtn.Draw(screen)
	}
}

// voiceBand is the span of the board the status message is centred in
// (away from the wheel): the viewport's, less "Play until my turn" at its
// left when that is offered.
func (b *boardScene) voiceBand() (x, w float64) {
	x = b.vp.X + 10
	if b.skipShown() {
		x = b.skipBtn.Rect.X + b.skipBtn.Rect.W + 8
	}
	return x, b.vp.X + b.vp.W - 10 - x
}

// turnPill is the top bar's pill left of the camera's buttons: its place,
// its words and their face, and the seat whose colour it shows (-1 none).
// Where the whole line does not fit in readable type (a phone, a small
// window) it says only the turn, which the marked seat panel completes,
// and at worst it is cut short: it never runs under the buttons.
func (b *boardScene) turnPill() (ui.Rect, string, *ui.TextFace, int) {
	txt, seat := b.turnText()
	pad := 52.0 // the car's dot and the pill's ends
	if seat < 0 {
		pad = 40
	}
	room := b.btnOut.Rect.X - 8 - (b.vp.X + 10) - pad
	f := ui.FitFace(txt, room, ui.SizeBody, true)
	if turn, _, ok := strings.Cut(txt, " · "); ok && (ui.FaceSize(f) < ui.SizeSmall || ui.Advance(txt, f) > room) {
		txt = turn
		f = ui.FitFace(txt, room, ui.SizeBody, true)
	}
	txt = ui.Ellipsize(txt, f, room)
	tw, _ := ui.Measure(txt, f)
	return ui.R(b.vp.X+10, b.vp.Y+10, tw+pad, 40), txt, f, seat
}

// turnText is the top bar's words, and the seat whose car colour goes
// beside them: whose turn it is, or "Game over" and no seat.
func (b *boardScene) turnText() (string, int) {
	if b.active < 0 || b.g.Over() && !b.playing() {
		return "Game over", -1
	}
	return fmt.Sprintf("Turn %d · %s", b.dispTurn+1, b.g.Name(b.active)), b.active
}

// statusOnScreen is the status message drawn over the board: the voice's,
// when it has one (a slice, so tests can count what is drawn).
func (b *boardScene) statusOnScreen() []table.Message {
	if m, ok := b.voice.Current(); ok {
		return []table.Message{m}
	}
	return nil
}

// drawVoice draws the status message under the top bar: over the wheel
// when it is up, in one line where its note goes, else in up to two.
func (b *boardScene) drawVoice(screen *ebiten.Image) {
	for _, m := range b.statusOnScreen() {
		// Premultiplied colours, faded together as the message fades.
		a := b.voice.Alpha()
		fade := func(c color.RGBA) color.RGBA {
			return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
		}
		bg, ink := fade(color.RGBA{0x10, 0x10, 0x10, 0xd0}), fade(ui.ColTextLight)
		if b.wheelDrawn() {
			nr, f := b.wheelNoteRect(m.Text)
			ui.FillRoundRect(screen, nr, 12, bg)
			ui.DrawText(screen, m.Text, f, nr.X+nr.W/2, nr.Y+nr.H/2, ui.AlignCenter, ui.AlignCenter, ink)
			continue
		}
		// Clear of "Play until my turn" when it is offered.
		bx, bw := b.voiceBand()
		f, room := ui.Face(ui.SizeBody, true), bw-40
		lines := ui.Wrap(m.Text, f, room)
		if len(lines) > 2 {
			lines[1] = ui.Ellipsize(strings.Join(lines[1:], " "), f, room)
			lines = lines[:2]
		}
		_, lh := ui.Measure("Ag", f)
		w := 0.0
		for _, ln := range lines {
			lw, _ := ui.Measure(ln, f)
			w = max(w, lw)
		}
		cx := bx + bw/2
		r := ui.R(cx-w/2-14, b.vp.Y+boardNoteTop, w+28, float64(len(lines))*lh+14)
		ui.FillRoundRect(screen, r, 12, bg)
		for k, ln := range lines {
			ui.DrawText(screen, ln, f, cx, r.Y+7+float64(k)*lh, ui.AlignCenter, ui.AlignStart, ink)
		}
	}
}

// wheelUp reports whether the wheel is on screen: a spin plays, or the
// person's spin is offered.
func (b *boardScene) wheelUp() bool {
	return b.wheelShown || b.dec.wheel && b.decisionShown()
}

// drawWheel draws the wheel over the board, with the bets riding on it
// (what the spin is for is the voice's, drawVoice).
func (b *boardScene) drawWheel(screen *ebiten.Image) {
	cx, cy, r := b.wview.Center()
	ui.FillCircle(screen, cx, cy, r+boardWheelHalo, color.RGBA{0, 0, 0, 0x70})
	b.wview.Draw(screen)
	if b.wheelHold && b.wheel.Done() {
		num := fmt.Sprint(b.wheel.Target())
		f := ui.Face(ui.SizeHuge, true)
		ui.FillCircle(screen, cx, cy, 40, color.RGBA{0xfb, 0xf3, 0xe0, 0xff})
		ui.DrawText(screen, num, f, cx, cy, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	}
	if s := b.betsLine(); s != "" {
		r, f := b.betsRect(s)
		ui.FillRoundRect(screen, r, 8, color.RGBA{0x10, 0x10, 0x10, 0xc0})
		ui.DrawText(screen, s, f, r.X+10, r.Y+5, ui.AlignStart, ui.AlignStart, ui.ColTextLight)
	}
}

// betsLine lists the bets on the Number Board for this spin, "" if none.
func (b *boardScene) betsLine() string {
	var lines []string
	for i := 0; i < b.n; i++ {
		for k := 0; k < 2; k++ {
			if b.betAmts[i][k] > 0 {
				lines = append(lines, fmt.Sprintf("%s: %s on %d", b.g.Name(i), ui.Money(b.betAmts[i][k]), b.betNums[i][k]))
			}
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return "Bets: " + strings.Join(lines, " · ")
}

// betsRect is where the bets line goes: under the wheel, or over its
// lower rim when the board's foot or the person's bar leaves no room below.
func (b *boardScene) betsRect(s string) (ui.Rect, *ui.TextFace) {
	cx, cy, r := b.wview.Center()
	f := ui.FitFace(s, b.vp.W-40, ui.SizeSmall, false)
	tw, th := ui.Measure(s, f)
	x := boardCentreIn(cx, tw+20, b.vp)
	limit := b.vp.Y + b.vp.H - 6
	if b.barShown() && b.decR.Overlaps(ui.R(x, b.decR.Y, tw+20, 1)) {
		limit = math.Min(limit, b.decR.Y-6)
	}
	return ui.R(x, math.Min(cy+r+18, limit-th-10), tw+20, th+10), f
}

// drawPass is the hot-seat screen between two people's turns.
func (b *boardScene) drawPass(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x14, 0x2e, 0x25, 0xff})
	name := b.g.Name(b.passTo)
	cx := b.w / 2
	ui.FillCircle(screen, cx, b.h/2-120, 34, ui.CarColor(b.seatColour(b.passTo)))
	f := ui.FitFace("Pass the device to "+name, b.w-40, ui.SizeTitle+4, true)
	ui.DrawText(screen, "Pass the device to "+name, f, cx, b.h/2-40, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	ui.DrawWrapped(screen, "Others look away: "+name+"'s cards and choices are next.", ui.Face(ui.SizeBody, false), 20, b.h/2, b.w-40, ui.AlignCenter, color.RGBA{0xdd, 0xdd, 0xdd, 0xff})
	b.passBtn.Label = "I'm " + name + ": continue"
	b.passBtn.Draw(screen)
}

// drawHUD draws the seat panels and the log from their cache.
func (b *boardScene) drawHUD(screen *ebiten.Image) {
	if b.hud == nil {
		b.hud = ebiten.NewImage(int(b.w), int(b.h))
		b.hudDirty = true
	}
	if b.hudDirty {
		b.fitHUD()
		b.hud.Clear()
		b.renderHUD(b.hud)
		b.hudDirty = false
	}
	// Only the strip beside (or under) the road holds panels: drawing the
	// whole transparent overlay would be one more full-screen pass a frame.
	strip := ui.R(b.vp.W, 0, b.w-b.vp.W, b.h)
	if b.portrait {
		strip = ui.R(0, b.vp.H, b.w, b.h-b.vp.H)
	}
	sr := strip.Pixels()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(sr.Min.X), float64(sr.Min.Y)) // a sub-image is drawn from the origin
	screen.DrawImage(b.hud.SubImage(sr).(*ebiten.Image), op)
}

// renderHUD draws the seat panels and the log.
func (b *boardScene) renderHUD(dst *ebiten.Image) {
	if !b.portrait {
		ui.FillRoundRect(dst, ui.R(b.vp.W, 0, b.w-b.vp.W, b.h), 0, color.RGBA{0x17, 0x3a, 0x2e, 0xff})
	} else {
		ui.FillRoundRect(dst, ui.R(0, b.vp.H, b.w, b.h-b.vp.H), 0, color.RGBA{0x17, 0x3a, 0x2e, 0xff})
	}
	for i := 0; i < b.n; i++ {
		b.renderSeat(dst, i, b.seatRect(i))
	}
	b.renderLog(dst)
}

// boardSeatText is what a seat's panel says, laid out for its width: the
// same numbers measure the panel (seatNeed) and draw it (renderSeat).
type boardSeatText struct {
	small  float64
	sf, cf *ui.TextFace  // the small lines; the name and cash
	lh, ch float64       // their line heights
	career string        // the career and salary
	notes  string        // notes and debt, or ""
	mini   bool          // the name, cash and career only (seatMini)
	family boardSeatLine // with the insurance and stock badges
	cards  boardSeatLine // with the privilege and place badges
}

// boardSeatLine is a line of a seat's panel with badges at its right: its
// text wrapped beside them, or under nothing when a word would not fit
// there, with the badges then on a line of their own below.
type boardSeatLine struct {
	text      []string
	tags      []string
	tagsBelow bool
	color     color.RGBA
}

// lines is how many lines it takes.
func (l *boardSeatLine) lines() int {
	if l.tagsBelow {
		return len(l.text) + 1
	}
	return len(l.text)
}

// boardSeatLineFor wraps s beside tags in a panel w wide (the text starts
// 16 in, the badges end 10 in, with 6 between), never cutting a word.
func boardSeatLineFor(s string, tags []string, f *ui.TextFace, badge, w float64, c color.RGBA) boardSeatLine {
	l := boardSeatLine{tags: tags, color: c}
	full := w - 16 - 10
	if len(tags) > 0 {
		room := full - boardBadgesW(tags, badge) - 6
		if room > 0 {
			l.text = ui.Wrap(s, f, room)
			if strings.Join(l.text, " ") == strings.Join(strings.Fields(s), " ") {
				return l
			}
		}
		l.tagsBelow = true
	}
	l.text = ui.Wrap(s, f, full)
	return l
}

// height is the panel's height for this text: the name, the career, the
// family's and the cards' lines, padded.
func (t *boardSeatText) height() float64 {
	if t.mini {
		return 6 + t.ch + 4 + t.lh + 6
	}
	return 6 + t.ch + 4 + (t.lh + 2) + float64(t.family.lines())*t.lh + 2 + float64(t.cards.lines())*t.lh + 6
}

// boardSeatWords is what a seat's panel says besides its name and cash:
// the career line, the notes and debt, the family with its insurance and
// stock badges, the cards with the privilege and place badges.
type boardSeatWords struct {
	career, notes string
	family        string
	badges        []string
	cards         string
	tags          []string
	hand          bool // the cards line shows the hand (this screen's person)
}

// boardSeatWordsOf is what seat i's panel says when it shows g: hand says
// the screen may show the seat's cards, compact asks for the short wording.
func boardSeatWordsOf(g *life.Game, i int, hand, compact bool) boardSeatWords {
	p := g.Player(i)
	w := boardSeatWords{career: g.CareerName(i), hand: hand}
	if p.Salary > 0 {
		w.career += " · " + ui.Money(p.Salary)
	}
	if p.Notes > 0 {
		w.notes = fmt.Sprintf("%d note%s", p.Notes, boardPlural(int(p.Notes)))
	}
	if p.Debt > 0 {
		w.notes = strings.TrimPrefix(w.notes+" · debt "+ui.Money(p.Debt), " · ")
	}

	w.family = "Single"
	if p.Married {
		w.family = "Married"
	}
	if k := p.Children(); k > 0 {
		w.family += fmt.Sprintf(", %d child%s", k, map[bool]string{true: "", false: "ren"}[k == 1])
	}
	if p.Auto {
		w.badges = append(w.badges, "Auto")
	}
	if p.Life {
		w.badges = append(w.badges, "Life")
	}
	if p.Fire {
		w.badges = append(w.badges, "Fire")
	}
	if p.Stock {
		w.badges = append(w.badges, "Stock")
	}

	if num, holder := g.LuckyNumber(); holder == i {
		w.tags = append(w.tags, fmt.Sprintf("Lucky %d", num))
	}
	if g.TollHolder() == i {
		w.tags = append(w.tags, "Toll")
	}
	switch p.Where {
	case life.InAcres:
		w.tags = append(w.tags, "Acres")
	case life.AtPoorFarm:
		w.tags = append(w.tags, "Poor Farm")
	}
	w.cards = fmt.Sprintf("%d Share the Wealth card%s", p.Hand.Total(), boardPlural(p.Hand.Total()))
	if compact {
		w.cards = fmt.Sprintf("%d card%s", p.Hand.Total(), boardPlural(p.Hand.Total()))
	}
	if hand {
		w.cards = fmt.Sprintf("Cards: Collect %d · Pay %d · Exempt %d", p.Hand[life.CardCollect], p.Hand[life.CardPay], p.Hand[life.CardExempt])
	}
	return w
}

// seatWords is what seat i's panel says now.
func (b *boardScene) seatWords(i int) boardSeatWords {
	return boardSeatWordsOf(b.seatGame(i), i, i == b.viewer && b.passTo < 0, b.seatCompact)
}

// seatText lays out seat i's panel text for a panel w wide.
func (b *boardScene) seatText(i int, w float64) boardSeatText {
	t := boardSeatText{small: 15, mini: b.seatMini}
	big := 19.0
	if b.seatCompact {
		t.small, big = 13, 15
	}
	t.sf, t.cf = ui.Face(t.small, false), ui.Face(big, true)
	_, t.lh = ui.Measure("Ag", t.sf)
	_, t.ch = ui.Measure("Ag", t.cf)
	sw := b.seatWords(i)
	t.career, t.notes = sw.career, sw.notes
	if note := table.LevelNote(b.m, i); note != "" && b.seatCompact {
		t.career = note + " · " + t.career // no room beside the name: first on the next line
	}
	t.family = boardSeatLineFor(sw.family, sw.badges, t.sf, t.small-2, w, ui.ColText)
	cc := ui.ColTextMuted
	if sw.hand {
		cc = color.RGBA{0x6a, 0x2a, 0x90, 0xff}
	}
	t.cards = boardSeatLineFor(sw.cards, sw.tags, t.sf, t.small-2, w, cc)
	return t
}

// seatNeed is the height of the tallest seat panel at width w.
func (b *boardScene) seatNeed(w float64) float64 {
	need := 0.0
	for i := 0; i < b.n; i++ {
		t := b.seatText(i, w)
		need = max(need, t.height())
	}
	return math.Ceil(need)
}

// seatName is seat i's name as its panel shows it: "(computer)" and the
// level beside it where the panel has room (a phone's panel has the level
// first on the line under it, seatText).
func (b *boardScene) seatName(i int) string {
	name := table.SeatLabel(b.g.Name(i), b.m.IsComputer(i), b.seatCompact)
	if note := table.LevelNote(b.m, i); note != "" && !b.seatCompact {
		name += " · " + note
	}
	return name
}

// renderSeat draws one seat's panel.
func (b *boardScene) renderSeat(dst *ebiten.Image, i int, r ui.Rect) {
	col := ui.CarColor(b.seatColour(i))
	fill := ui.ColPanel
	if i == b.active {
		fill = color.RGBA{0xff, 0xf8, 0xd8, 0xff}
	}
	ui.FillRoundRect(dst, r, 10, fill)
	ui.FillRoundRect(dst, ui.R(r.X, r.Y, 8, r.H), 4, col)
	if i == b.active {
		ui.StrokeRoundRect(dst, r.Inset(-1), 11, 3, col)
	}
	st := b.seatText(i, r.W)
	sf, lh := st.sf, st.lh
	x := r.X + 16
	right := r.X + r.W - 10
	y := r.Y + 6
	cash := ui.Money(b.dispCash[i])
	cw, _ := ui.Measure(cash, st.cf)
	ch := st.ch
	cc := color.RGBA{0x1d, 0x7a, 0x3a, 0xff}
	if b.dispCash[i] < 0 {
		cc = ui.ColMoneyOut
	}
	ui.DrawText(dst, cash, st.cf, right, y, ui.AlignEnd, ui.AlignStart, cc)
	name := b.seatName(i)
	nx := x
	if i == b.active {
		ui.FillTriangleRight(dst, ui.R(x, y+ch*0.2, ch*0.55, ch*0.6), col)
		nx += ch*0.55 + 6
	}
	nf := ui.FitFace(name, right-nx-cw-10, ui.FaceSize(st.cf), true)
	// Cut short rather than run under the cash on a narrow panel.
	ui.DrawText(dst, ui.Ellipsize(name, nf, right-nx-cw-10), nf, nx, y, ui.AlignStart, ui.AlignStart, ui.ColText)
	y += ch + 4

	// Career and salary; notes and debt.
	career, notes := st.career, st.notes
	if notes != "" {
		nw, _ := ui.Measure(notes, sf)
		ui.DrawText(dst, notes, sf, right, y, ui.AlignEnd, ui.AlignStart, ui.ColMoneyOut)
		right2 := right - nw - 8
		ui.DrawText(dst, ui.Ellipsize(career, sf, right2-x), sf, x, y, ui.AlignStart, ui.AlignStart, ui.ColText)
	} else {
		ui.DrawText(dst, ui.Ellipsize(career, sf, right-x), sf, x, y, ui.AlignStart, ui.AlignStart, ui.ColText)
	}
	y += lh + 2
	if st.mini {
		return
	}

	// Family, then the cards, each with its badges.
	y = b.drawSeatLine(dst, &st.family, x, right, y, st, color.RGBA{0x1e, 0x6f, 0xd9, 0xff}) + 2
	b.drawSeatLine(dst, &st.cards, x, right, y, st, color.RGBA{0x8a, 0x5a, 0x12, 0xff})
}

// drawSeatLine draws a line of a seat's panel from y, its badges in bg at
// the right, and returns the y under it.
func (b *boardScene) drawSeatLine(dst *ebiten.Image, l *boardSeatLine, x, right, y float64, st boardSeatText, bg color.RGBA) float64 {
	ty := y
	if l.tagsBelow {
		ty = y + float64(len(l.text))*st.lh
	}
	b.drawBadges(dst, l.tags, right, ty, st.small-2, bg)
	for k, ln := range l.text {
		ui.DrawText(dst, ln, st.sf, x, y+float64(k)*st.lh, ui.AlignStart, ui.AlignStart, l.color)
	}
	return y + float64(l.lines())*st.lh
}

// boardBadgesW is how much of a line drawBadges takes for tags in a face
// of size, with the gap it leaves before them.
func boardBadgesW(tags []string, size float64) float64 {
	f := ui.Face(size, true)
	w := 0.0
	for _, t := range tags {
		tw, _ := ui.Measure(t, f)
		w += tw + 10 + 4
	}
	return w
}

// drawBadges draws small labels right-aligned ending at right; it returns
// the x where they begin.
func (b *boardScene) drawBadges(dst *ebiten.Image, tags []string, right, y, size float64, bg color.RGBA) float64 {
	f := ui.Face(size, true)
	x := right
	for k := len(tags) - 1; k >= 0; k-- {
		tw, th := ui.Measure(tags[k], f)
		r := ui.R(x-tw-10, y, tw+10, th+2)
		ui.FillRoundRect(dst, r, 5, bg)
		ui.DrawText(dst, tags[k], f, r.X+5, r.Y+1, ui.AlignStart, ui.AlignStart, ui.ColTextLight)
		x = r.X - 4
	}
	return x
}

// renderLog draws the log, newest line at the bottom.
func (b *boardScene) renderLog(dst *ebiten.Image) {
	r := b.logR
	if r.H < 30 {
		return
	}
	ui.FillRoundRect(dst, r, 10, color.RGBA{0x0f, 0x2a, 0x21, 0xff})
	ui.StrokeRoundRect(dst, r, 10, 1.5, color.RGBA{0x3a, 0x6a, 0x58, 0xff})
	size := 15.0
	if b.portrait {
		size = 13
	}
	f := ui.Face(size, false)
	_, lh := ui.Measure("Ag", f)
	lh = math.Ceil(lh * 0.95)
	rows := int((r.H - 12) / lh)
	if rows <= 0 {
		return
	}
	end := b.logShown - b.logScroll
	var wrapped []string
	for k := end - 1; k >= 0 && len(wrapped) < rows; k-- {
		ls := ui.Wrap(b.m.Log[k], f, r.W-20)
		for j := len(ls) - 1; j >= 0 && len(wrapped) < rows; j-- {
			ind := ""
			if j > 0 {
				ind = "  "
			}
			wrapped = append(wrapped, ind+ls[j])
		}
	}
	y := r.Y + r.H - 6 - lh
	for k, s := range wrapped {
		c := color.RGBA{0xd8, 0xe8, 0xe0, 0xff}
		if k == 0 && b.logScroll == 0 {
			c = ui.ColTextLight
		}
		if strings.HasPrefix(s, "—") {
			c = color.RGBA{0xf2, 0xc1, 0x4e, 0xff}
		}
		ui.DrawText(dst, s, f, r.X+10, y, ui.AlignStart, ui.AlignStart, c)
		y -= lh
	}
	if b.logScroll > 0 {
		ui.DrawText(dst, fmt.Sprintf("▼ %d newer", b.logScroll), ui.Face(12, true), r.X+r.W-10, r.Y+r.H-4, ui.AlignEnd, ui.AlignEnd, ui.ColSelected)
	}
}

func boardPlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
