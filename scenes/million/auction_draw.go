package million

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The auction's colours: a saleroom's dark green baize with the lid's gold.
var (
	colRoom     = color.RGBA{0x1c, 0x3a, 0x2e, 0xf6}
	colRoomEdge = color.RGBA{0xc9, 0x9a, 0x2e, 0xff}
	colGoldText = color.RGBA{0xff, 0xd8, 0x6a, 0xff}
	colRoomRow  = color.RGBA{0x2a, 0x52, 0x42, 0xff}
	colRoomDim  = color.RGBA{0xa8, 0xb8, 0xb0, 0xff}
)

// auctionArea is where the auction is drawn on a board: its middle, or
// the whole board where the middle is too small to read.
func auctionArea(board ui.Rect) ui.Rect {
	mid := boardMiddle(board)
	if mid.W < 200 || mid.H < 190 {
		return board.Inset(4)
	}
	return mid
}

// auctionParts is the auction's layout in its area.
type auctionParts struct {
	area, title, deed, band, high, seats, hist ui.Rect
	rowH                                       float64
}

func auctionLayout(area ui.Rect, seats int) auctionParts {
	p := auctionParts{area: area}
	in := area.Inset(8)
	p.title = ui.R(in.X, in.Y, in.W, 24)
	body := ui.R(in.X, in.Y+28, in.W, in.H-28)
	if body.W >= 330 && body.H >= 230 {
		// The whole deed at the left, the bidding at the right.
		dw := min(200, body.W*0.42)
		p.deed = ui.R(body.X, body.Y, dw, min(body.H, dw*1.45))
		body = ui.R(body.X+dw+10, body.Y, body.W-dw-10, body.H)
	} else {
		p.band = ui.R(body.X, body.Y, body.W, 30)
		body = ui.R(body.X, body.Y+36, body.W, body.H-36)
	}
	p.high = ui.R(body.X, body.Y, body.W, min(58, max(40, body.H*0.2)))
	p.rowH = max(18, min(28, (body.H-p.high.H-8)*0.55/float64(seats)))
	p.seats = ui.R(body.X, p.high.Y+p.high.H+6, body.W, p.rowH*float64(seats))
	top := p.seats.Y + p.seats.H + 6
	p.hist = ui.R(body.X, top, body.W, max(0, body.Y+body.H-top))
	return p
}

// Draw implements table.Stage.
func (a *auctionStage) Draw(dst *ebiten.Image, board ui.Rect) {
	a.board = board
	if !a.open {
		return
	}
	area := auctionArea(board)
	if s := a.show; s != nil && s.e.Kind == million.EvAuction && s.t < s.dur {
		// The saleroom opens from the property's middle.
		k := 0.6 + 0.4*easeOut(float64(s.t)/float64(s.dur))
		cx, cy := area.Center()
		area = ui.R(cx-area.W*k/2, cy-area.H*k/2, area.W*k, area.H*k)
	}
	p := auctionLayout(area, a.seats)
	ui.FillRoundRect(dst, area, 12, colRoom)
	ui.StrokeRoundRect(dst, area, 12, 3, colRoomEdge)
	title := "AUCTION"
	if a.lander >= 0 && a.lander < a.seats {
		title = "AUCTION · put up by " + a.m.G.Name(a.lander)
	}
	ui.DrawFitted(dst, title, p.title.X+p.title.W/2, p.title.Y+p.title.H/2, p.title.W, ui.SizeSmall, colGoldText)
	if p.deed.W > 0 {
		drawDeed(dst, p.deed, a.prop)
	} else {
		drawDeedBand(dst, p.band, a.prop)
	}
	a.drawHigh(dst, p.high)
	a.drawSeats(dst, p)
	a.drawHistory(dst, p.hist)
	if a.sold || a.unsold || (a.show != nil && a.show.e.Kind == million.EvWon) {
		a.drawGavel(dst, area)
	}
}

// drawHigh is the high bid and its bidder, popping as a bid lands.
func (a *auctionStage) drawHigh(dst *ebiten.Image, r ui.Rect) {
	ui.FillRoundRect(dst, r, 8, colRoomRow)
	if a.bidder < 0 {
		ui.DrawFitted(dst, "No bids yet: from "+kMoney(million.BidMin), r.X+r.W/2, r.Y+r.H/2, r.W-12, ui.SizeBody, colRoomDim)
		return
	}
	size := math.Min(ui.SizeTitle+4, r.H*0.5)
	if s := a.show; s != nil && s.e.Kind == million.EvBid && s.landed && s.dur > s.land {
		// The new bid lands big and settles.
		f := float64(s.t-s.land) / float64(s.dur-s.land)
		size *= 1 + 0.3*(1-easeOut(math.Min(1, f)))
	}
	col := table.SeatColour(a.m, a.bidder)
	ui.FillCircle(dst, r.X+16, r.Y+r.H/2, 7, col)
	name := a.m.G.Name(a.bidder)
	nameW := r.W * 0.4
	ui.DrawFitted(dst, name, r.X+28+nameW/2, r.Y+r.H/2, nameW, ui.SizeBody, ui.ColTextLight)
	amt := engine.Money(a.high)
	ui.DrawFitted(dst, amt, r.X+r.W*0.72, r.Y+r.H/2, r.W*0.5, size, colGoldText)
}

// stateWords say a seat's part in the auction.
var stateWords = [...]string{bidIn: "bidding", bidPassed: "passed", bidBroke: "out: cash", bidGone: "out of the game"}

// drawSeats is a row per seat: its colour, name, part and cash, the high
// bidder's row lit and a seat raising its paddle marked.
func (a *auctionStage) drawSeats(dst *ebiten.Image, p auctionParts) {
	f := ui.FitFace("Margaret out of the game $1,000,000", p.seats.W, math.Min(ui.SizeSmall, p.rowH*0.62), false)
	for s := 0; s < a.seats; s++ {
		r := ui.R(p.seats.X, p.seats.Y+float64(s)*p.rowH, p.seats.W, p.rowH-2)
		word, ink := stateWords[a.state[s]], ui.ColTextLight
		if a.state[s] != bidIn {
			ink = colRoomDim
		}
		if s == a.bidder {
			ui.FillRoundRect(dst, r, 5, ui.Darken(colRoomEdge, 0.35))
			word = "high bidder"
		}
		if sh := a.show; sh != nil && int(sh.e.Seat) == s && !sh.landed && sh.t < sh.dur {
			switch sh.e.Kind {
			case million.EvBid:
				// The paddle going up: the row lights as it rises.
				k := float64(sh.t) / float64(max(1, sh.land))
				ui.FillRoundRect(dst, r, 5, color.RGBA{0xff, 0xd8, 0x6a, uint8(40 + 120*k)})
				word = "raises…"
			case million.EvPass:
				word = "passes…"
			}
		}
		col := table.SeatColour(a.m, s)
		ui.FillCircle(dst, r.X+9, r.Y+r.H/2, math.Min(6, r.H/3), col)
		name := ui.Ellipsize(a.m.G.Name(s), f, r.W*0.34)
		ui.DrawText(dst, name, f, r.X+20, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ink)
		ui.DrawText(dst, word, f, r.X+20+r.W*0.36, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ink)
		if a.state[s] != bidGone {
			ui.DrawText(dst, kMoney(a.cash[s]), f, r.X+r.W-4, r.Y+r.H/2, ui.AlignEnd, ui.AlignCenter, ink)
		}
	}
}

// drawHistory lists the bids, newest first, as many as fit.
func (a *auctionStage) drawHistory(dst *ebiten.Image, r ui.Rect) {
	if r.H < 16 || len(a.history) == 0 {
		return
	}
	f := ui.Face(ui.SizeSmall-2, false)
	_, lh := ui.Measure("Ag", f)
	lh += 2
	ui.DrawText(dst, "Bids", ui.Face(ui.SizeSmall-2, true), r.X, r.Y+lh/2, ui.AlignStart, ui.AlignCenter, colGoldText)
	rows := int((r.H - lh) / lh)
	for i := 0; i < rows && i < len(a.history); i++ {
		b := a.history[len(a.history)-1-i]
		y := r.Y + lh*(float64(i)+1.5)
		ui.FillCircle(dst, r.X+6, y, 4, table.SeatColour(a.m, b.seat))
		ink := colRoomDim
		if i == 0 {
			ink = ui.ColTextLight
		}
		ui.DrawText(dst, ui.Ellipsize(a.m.G.Name(b.seat), f, r.W*0.55), f, r.X+16, y, ui.AlignStart, ui.AlignCenter, ink)
		ui.DrawText(dst, engine.Money(b.amount), f, r.X+r.W-4, y, ui.AlignEnd, ui.AlignCenter, ink)
	}
	if more := len(a.history) - rows; more > 0 && rows > 0 {
		ui.DrawText(dst, fmt.Sprintf("+%d earlier", more), f, r.X+r.W-4, r.Y+lh/2, ui.AlignEnd, ui.AlignCenter, colRoomDim)
	}
}

// drawGavel dims the saleroom, then the gavel falls on its block and
// "Sold to Ben for $46,000" (or "No bids: unsold") grows across it.
func (a *auctionStage) drawGavel(dst *ebiten.Image, area ui.Rect) {
	s := a.show
	k := 1.0 // the gavel's fall: 0 raised, 1 on the block
	grow := 1.0
	if s != nil && s.e.Kind == million.EvWon && s.t < s.dur {
		k = math.Min(1, float64(s.t)/float64(max(1, s.land)))
		grow = 0
		if s.landed {
			grow = easeOut(math.Min(1, float64(s.t-s.land)/18))
		}
	}
	ui.FillRoundRect(dst, area, 12, color.RGBA{0, 0, 0, uint8(0x30 + 0x60*k)})
	cx, cy := area.Center()
	size := math.Min(area.W, area.H)
	if a.sold {
		// The gavel from the right, its head striking the block.
		gy := cy + size*0.18
		head := size * 0.16
		block := ui.R(cx-size*0.2, gy+head/2, size*0.3, size*0.07)
		ui.FillRoundRect(dst, block, 4, color.RGBA{0x7a, 0x4a, 0x22, 0xff})
		ui.StrokeRoundRect(dst, block, 4, 2, colRoomEdge)
		ang := -1.0 * (1 - k) // radians: raised, then down
		// The hand holds the handle's end still; the head swings about it.
		px, py := block.X+block.W/2+size*0.36, gy
		hx, hy := px-math.Cos(ang)*size*0.36, py+math.Sin(ang)*size*0.36
		vector.StrokeLine(dst, float32(px), float32(py), float32(hx), float32(hy), float32(size*0.03), color.RGBA{0xb0, 0x74, 0x3a, 0xff}, true)
		nx, ny := math.Sin(ang)*head/2, math.Cos(ang)*head/2
		vector.StrokeLine(dst, float32(hx-nx), float32(hy-ny), float32(hx+nx), float32(hy+ny), float32(size*0.09), color.RGBA{0x8a, 0x52, 0x24, 0xff}, true)
		vector.StrokeLine(dst, float32(hx-nx*0.8), float32(hy-ny*0.8), float32(hx+nx*0.8), float32(hy+ny*0.8), float32(size*0.02), colRoomEdge, true)
		ui.FlushPaths(dst)
	}
	if grow <= 0 {
		return
	}
	say := "No bids: unsold"
	if a.sold {
		say = fmt.Sprintf("Sold to %s for %s", a.m.G.Name(a.bidder), engine.Money(a.high))
	}
	h := math.Max(34, size*0.2) * grow
	rib := ui.R(area.X+6, cy-size*0.16-h/2, area.W-12, h)
	ui.FillRoundRect(dst, rib, 8, colRoomEdge)
	ui.StrokeRoundRect(dst, rib, 8, 3, ui.ColTextLight)
	tx := rib.X + 8
	if a.sold && a.bidder >= 0 {
		// The buyer's colour at the ribbon's end.
		ui.FillCircle(dst, rib.X+8+h*0.25, rib.Y+rib.H/2, h*0.22, table.SeatColour(a.m, a.bidder))
		tx += h * 0.5
	}
	ui.DrawFitted(dst, say, (tx+rib.X+rib.W-8)/2, rib.Y+rib.H/2, rib.X+rib.W-8-tx, math.Min(ui.SizeTitle, h*0.45), ui.ColText)
}

// easeOut eases t in [0,1] out.
func easeOut(t float64) float64 { return 1 - (1-t)*(1-t) }
