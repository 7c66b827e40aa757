package broke

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The Stock Market's pauses at 1x, in ticks: the opening bell, the word
// that nobody owns stock, and the result standing before the money floats
// from the panels.
const (
	marketIntro  = 30
	marketNone   = 70
	marketLinger = 50
)

var (
	marketFill = color.RGBA{0x1d, 0x2f, 0x52, 0xff}
	colUp      = color.RGBA{0x2e, 0xa0, 0x4f, 0xff}
	colDown    = color.RGBA{0xc8, 0x32, 0x28, 0xff}
	colExtra   = color.RGBA{0xf2, 0xb1, 0x0f, 0xff}
)

// marketSpec is the Stock Market spinner as the engine spins it: seven
// equal segments in MarketName's order, each stock's rise in green and
// fall in red, the Extra Dividend in gold.
var marketSpec = func() *anim.WheelSpec {
	segs := make([]anim.Segment, broke.MarketSpinner.Len())
	for i := range segs {
		segs[i] = anim.Segment{Label: marketLabel(i), Value: i, Color: marketColour(i)}
	}
	spec, err := anim.NewWheelSpec(segs)
	if err != nil {
		panic(err) // the segments are compiled in: a broken one is a bug
	}
	return spec
}()

// marketLabel is segment i's words on the spinner: "Oil ▲", "Oil ▼"...
func marketLabel(i int) string {
	if i == broke.MarketExtra {
		return "Extra Dividend"
	}
	arrow := "▲"
	if i%2 == 1 {
		arrow = "▼"
	}
	return broke.StockNames[i/2] + " " + arrow
}

func marketColour(i int) color.RGBA {
	switch {
	case i == broke.MarketExtra:
		return colExtra
	case i%2 == 0:
		return colUp
	}
	return colDown
}

// marketStage is the Stock Market: its spinner spun onto the engine's
// segment, and beside it each holder's stock and what the spin brings them
// (the table floats the money from their panels as it moves).
type marketStage struct {
	areaSounds
	m       *match.Match
	open    bool
	wheel   *anim.Wheel
	view    *ui.WheelView
	seg     int // the segment spun, -1 before the spin
	noStock bool
	landed  bool
	left    areaPause
	holders []stockHolding
}

// stockHolding is one holder's stock as the spin found it.
type stockHolding struct {
	seat   int
	stocks [3]uint8
}

func newMarketStage(m *match.Match) table.Stage {
	w := anim.NewWheelOf(marketSpec)
	return &marketStage{m: m, wheel: w, view: ui.NewWheelView(w), seg: -1}
}

func (s *marketStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	switch e.Kind {
	case engine.EvTurn:
		s.open = false
	case broke.EvVisit:
		s.open = e.Arg == broke.StockMarket
		if !s.open {
			return false
		}
		s.seg, s.noStock, s.landed, s.holders, s.left = -1, false, false, nil, 0
		if !now {
			s.left = marketIntro
		}
		s.play(ctx, now, sound.MarketBell)
		return true
	case broke.EvNoStock:
		if !s.open {
			return false
		}
		s.noStock = true
		if !now {
			s.left = marketNone
		}
		return true
	case broke.EvMarket:
		if e.Arg < 0 || int(e.Arg) >= marketSpec.Len() {
			return false
		}
		s.open, s.seg, s.landed = true, int(e.Arg), false
		s.holders = holdersOf(g)
		if int(e.Seat) >= 0 && s.m.IsComputer(int(e.Seat)) {
			s.wheel.SpinQuick(s.seg)
		} else {
			s.wheel.Spin(s.seg, 0)
		}
		s.play(ctx, now, sound.Whoosh)
		s.left = marketLinger
		if now {
			s.Finish()
		}
		return true
	}
	return false
}

// holdersOf is every seat stockHolding stock, from the game's public view (the
// market changes no one's stock, so it is as the spin found it).
func holdersOf(g engine.Game) []stockHolding {
	v, ok := g.View(0).(*broke.View)
	if !ok {
		return nil
	}
	var out []stockHolding
	for i := 0; i < v.Seats; i++ {
		if v.Players[i].StockCount() > 0 {
			out = append(out, stockHolding{i, v.Players[i].Stocks})
		}
	}
	return out
}

// marketGain is what segment seg brings a holder of stocks: the rules' sums.
func marketGain(seg int, stocks [3]uint8) int64 {
	switch {
	case seg == broke.MarketExtra:
		return broke.MarketDividend * int64(int(stocks[0])+int(stocks[1])+int(stocks[2]))
	case seg%2 == 0:
		return broke.MarketUpPay * int64(stocks[seg/2])
	}
	return -broke.MarketDownCost * int64(stocks[seg/2])
}

func (s *marketStage) Update(ctx *game.Context) {
	s.wheel.Speed = ctx.Speed()
	if s.wheel.Spinning() {
		if s.wheel.Update() > 0 && !ctx.Speed().Instant() {
			s.play(ctx, false, sound.Peg)
		}
		if s.wheel.Done() {
			s.landed = true
			s.play(ctx, ctx.Speed().Instant(), sound.Ticker)
		}
		return
	}
	s.left.run(ctx)
}

func (s *marketStage) Busy() bool { return s.wheel.Spinning() || s.left > 0 }

func (s *marketStage) Finish() {
	s.wheel.Skip()
	s.landed = s.seg >= 0
	s.left = 0
}

func (s *marketStage) Open() bool { return s.open }

// Now implements table.Narrator: the strip's line, what the market does.
func (s *marketStage) Now() string { return s.headline() }

func (s *marketStage) Reset() {
	s.open, s.seg, s.noStock, s.landed, s.holders, s.left = false, -1, false, false, nil, 0
	s.wheel.Skip()
}

func (s *marketStage) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }

// headline is the strip's line: what the market is doing.
func (s *marketStage) headline() string {
	switch {
	case s.noStock:
		return "Nobody owns stock: no spin"
	case s.landed && s.seg == broke.MarketExtra:
		return fmt.Sprintf("Extra Dividend: %s a share", engine.Money(broke.MarketDividend))
	case s.landed && s.seg%2 == 0:
		return fmt.Sprintf("%s up: %s a share", broke.StockNames[s.seg/2], engine.Money(broke.MarketUpPay))
	case s.landed:
		return fmt.Sprintf("%s down: %s a share", broke.StockNames[s.seg/2], engine.Money(broke.MarketDownCost))
	case s.seg >= 0:
		return "The market is moving…"
	}
	return "The opening bell"
}

func (s *marketStage) Draw(dst *ebiten.Image, board ui.Rect) {
	room := frameArea(dst, board, marketFill, "Stock Market", s.headline())
	// The spinner at the left and the holders beside it; on a tall board,
	// the spinner above them.
	var list ui.Rect
	var cx, cy, radius float64
	if room.W-room.H/2.25*2-40 >= 260 {
		radius = min(room.H/2.25, room.W*0.24)
		cx, cy = room.X+radius+12, room.Y+room.H/2+radius*0.06
		list = ui.R(cx+radius+20, room.Y+6, room.X+room.W-(cx+radius+20), room.H-12)
	} else {
		rows := float64(max(1, len(s.holders)))
		listH := min(room.H*0.4, rows*26+8)
		radius = min(room.W/2-8, (room.H-listH)/2.3)
		cx, cy = room.X+room.W/2, room.Y+radius*1.12+4
		list = ui.R(room.X+8, cy+radius+10, room.W-16, room.Y+room.H-(cy+radius+10))
	}
	s.view.SetPlace(cx, cy, radius)
	s.view.Draw(dst)
	list.H -= s.drawKey(dst, list)
	s.drawHolders(dst, list)
}

// drawKey writes what each kind of segment does along the bottom of r,
// when there is room under the holders, the one spun lit; it returns the
// height it took.
func (s *marketStage) drawKey(dst *ebiten.Image, r ui.Rect) float64 {
	lines := []struct {
		text string
		col  color.RGBA
		lit  bool
	}{
		{fmt.Sprintf("▲ a stock up: its holders get %s a share", engine.Money(broke.MarketUpPay)), colUp, s.landed && s.seg%2 == 0 && s.seg != broke.MarketExtra},
		{fmt.Sprintf("▼ a stock down: its holders pay %s a share", engine.Money(broke.MarketDownCost)), colDown, s.landed && s.seg%2 == 1},
		{fmt.Sprintf("Extra Dividend: %s a share of any stock", engine.Money(broke.MarketDividend)), colExtra, s.landed && s.seg == broke.MarketExtra},
	}
	f := ui.Face(ui.SizeSmall, false)
	lh := 26.0
	h := float64(len(lines))*lh + 8
	if r.H-h < float64(max(1, len(s.holders)))*30 {
		return 0
	}
	y := r.Y + r.H - h + 4
	for _, l := range lines {
		row := ui.R(r.X, y, r.W, lh-4)
		ink := ui.Lighten(ui.ColTextMuted, 0.5)
		if l.lit {
			ui.FillRoundRect(dst, row, 6, ui.Darken(l.col, 0.25))
			ink = ui.ColTextLight
		}
		ui.FillCircle(dst, row.X+10, row.Y+row.H/2, 5, l.col)
		ui.DrawText(dst, ui.Ellipsize(l.text, f, row.W-30), f, row.X+22, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ink)
		y += lh
	}
	return h
}

// drawHolders lists each holder: their colour and name, their stock, and
// once the spinner has landed what it brings them.
func (s *marketStage) drawHolders(dst *ebiten.Image, r ui.Rect) {
	if len(s.holders) == 0 || r.H < 20 || r.W < 60 {
		return
	}
	g := s.m.G
	rowH := math.Min(44, r.H/float64(len(s.holders)))
	f := ui.Face(math.Min(ui.SizeBody, math.Max(11, rowH*0.42)), true)
	fs := ui.Face(math.Min(ui.SizeSmall, math.Max(10, rowH*0.34)), false)
	for k, h := range s.holders {
		y := r.Y + float64(k)*rowH
		row := ui.R(r.X, y+2, r.W, rowH-4)
		ui.FillRoundRect(dst, row, 8, ui.Darken(marketFill, 0.35))
		ui.FillCircle(dst, row.X+row.H/2, row.Y+row.H/2, row.H*0.28, table.SeatColour(s.m, h.seat))
		var parts []string
		for st, n := range h.stocks {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", broke.StockNames[st], n))
			}
		}
		money, ink := "", ui.ColTextLight
		if s.landed {
			switch v := marketGain(s.seg, h.stocks); {
			case v > 0:
				money, ink = "+"+engine.Money(v), ui.Lighten(colUp, 0.3)
			case v < 0:
				money, ink = "−"+engine.Money(-v), ui.Lighten(colDown, 0.35)
			default:
				money, ink = "no change", ui.ColTextMuted
			}
		}
		mw, _ := ui.Measure(money, f)
		x := row.X + row.H + 2
		room := row.X + row.W - 8 - mw - 8 - x
		name := ui.Ellipsize(g.Name(h.seat), f, room*0.5)
		nw, _ := ui.Measure(name, f)
		ui.DrawText(dst, name, f, x, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
		stock := ui.Ellipsize(strings.Join(parts, ", "), fs, room-nw-10)
		ui.DrawText(dst, stock, fs, x+nw+10, row.Y+row.H/2, ui.AlignStart, ui.AlignCenter, ui.Lighten(ui.ColTextMuted, 0.5))
		if money != "" {
			ui.DrawText(dst, money, f, row.X+row.W-8, row.Y+row.H/2, ui.AlignEnd, ui.AlignCenter, ink)
		}
	}
}
