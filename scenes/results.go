package scenes

import (
	"fmt"
	"image/color"
	"io"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// resultsOut is where an autoplay run reports that it reached the results
// (one line, for scripts and tests).
var resultsOut io.Writer = os.Stdout

// resultsAutoplayTicks is how long an autoplay run shows the results
// before the program exits.
const resultsAutoplayTicks = 30

var (
	resultsGold  = color.RGBA{0xe0, 0xa8, 0x10, 0xff}
	resultsGrid  = color.RGBA{0xd8, 0xcc, 0xb0, 0xff}
	resultsZero  = color.RGBA{0x8a, 0x6a, 0x3c, 0xff}
	resultsCardW = color.RGBA{0xfb, 0xf3, 0xe0, 0xff}
)

// A result card: the header (place, car, name, career) takes
// resultsCardTop, the count one line each, the total resultsCardFoot.
const (
	resultsCardTop  = 66.0
	resultsCardFoot = 40.0
)

// resultsCardKind is how much a result card says: on a short screen the
// cards drop the count's lines, then shrink to one line each.
type resultsCardKind int

const (
	resultsCardFull    resultsCardKind = iota // header, the count line by line, total
	resultsCardCompact                        // header and total
	resultsCardLine                           // place, car, name and total on one line
)

// resultsLineH is a one-line card's height.
const resultsLineH = 40.0

// Results is the end of a game: the ranking, each player's final count
// line by line, and a chart of everyone's net worth turn by turn.
type Results struct {
	m      *match.Match
	o      PlayOptions
	rows   []resultsRow
	reason string
	again  *ui.Button
	title  *ui.Button
	focus  *ui.Focus
	cards  []ui.Rect
	chart  ui.Panel
	legend ui.Rect // empty: no legend (the cards' cars are the key)
	scale  chartScale
	kind   resultsCardKind
	short  bool // a short landscape screen: smaller heading, cards beside the chart
	w, h   float64
	ticks  int
	told   bool
}

// NewResults is the results scene of a finished match.
func NewResults(m *match.Match, o PlayOptions) game.Scene { return newResults(m, o) }

func newResults(m *match.Match, o PlayOptions) *Results {
	r := &Results{m: m, o: o, rows: resultsRows(m), reason: resultsReason(m.G.Result().Reason)}
	r.again = ui.NewButton(ui.Rect{}, "Play again")
	r.again.Color = setupColStart
	r.title = ui.NewButton(ui.Rect{}, "Title")
	r.title.Color = setupColQuiet
	r.focus = ui.NewFocus(r.again, r.title)
	return r
}

// OnEnter implements game.Enterer.
func (r *Results) OnEnter(ctx *game.Context) {
	r.layout(ctx.Width, ctx.Height)
	ctx.Play(sound.Collect)
}

// cardLines is the most count lines any player has.
func (r *Results) cardLines() int {
	n := 1
	for _, row := range r.rows {
		n = max(n, len(row.Lines))
	}
	return n
}

// cardNeed is the height a card of kind k needs.
func (r *Results) cardNeed(k resultsCardKind, lineH float64) float64 {
	switch k {
	case resultsCardLine:
		return resultsLineH
	case resultsCardCompact:
		return resultsCardTop + resultsCardFoot
	}
	return resultsCardTop + float64(r.cardLines())*lineH + resultsCardFoot + 8
}

func (r *Results) layout(w, h float64) {
	if w == r.w && h == r.h {
		return
	}
	r.w, r.h = w, h
	r.legend = ui.Rect{}
	r.kind, r.short = resultsCardFull, false
	n := len(r.rows)
	cols := min(2, n)
	nrows := (n + cols - 1) / cols
	lineH := 22.0
	gap := 14.0
	full := r.cardNeed(resultsCardFull, lineH)
	// The roomy landscape layouts need the cards whole, a chart one can
	// read and (up to four players) the legend beside it over the buttons.
	roomy := w >= h && (n <= 4 && h-24-(104+full+20) >= 180 && h-24-(104+full+20)-2*56-32 >= float64(n)*34 ||
		n > 4 && (h-104-24-gap*float64(nrows-1))/float64(nrows) >= full)
	var area, chart ui.Rect
	if w >= h && !roomy {
		r.layoutShort(w, h)
		return
	}
	if w >= h && n <= 4 {
		// Up to four players: their cards in a row, the chart below with
		// the buttons at its side.
		top := 104.0
		cols, nrows = n, 1
		cardH := resultsCardTop + float64(r.cardLines())*lineH + resultsCardFoot + 8
		cw := min(360, (w-48-gap*float64(n-1))/float64(n))
		aw := cw*float64(n) + gap*float64(n-1)
		area = ui.R((w-aw)/2, top, aw, cardH)
		bw := 220.0
		chart = ui.R(24, top+cardH+20, w-48-bw-20, h-24-(top+cardH+20))
		r.legend = ui.R(w-24-bw, chart.Y, bw, chart.H-2*56-16-16)
		r.again.Rect = ui.R(w-24-bw, h-24-56-16-56, bw, 56)
		r.title.Rect = ui.R(w-24-bw, h-24-56, bw, 56)
	} else if w >= h {
		top := 104.0
		area = ui.R(24, top, w*0.55-24, h-top-24)
		chart = ui.R(w*0.55+16, top, w*0.45-40, h-top-24-56-20)
		bw := (chart.W - 16) / 2
		r.again.Rect = ui.R(chart.X, h-24-56, bw, 56)
		r.title.Rect = ui.R(chart.X+bw+16, h-24-56, bw, 56)
	} else {
		lineH, gap = 20, 10
		top := 96.0
		cardH := resultsCardTop + float64(r.cardLines())*lineH + resultsCardFoot
		area = ui.R(12, top, w-24, float64(nrows)*(cardH+gap)-gap)
		bot := h - 16 - 56
		chart = ui.R(12, area.Y+area.H+gap, w-24, bot-16-(area.Y+area.H+gap))
		bw := (w - 24 - 12) / 2
		r.again.Rect = ui.R(12, bot, bw, 56)
		r.title.Rect = ui.R(12+bw+12, bot, bw, 56)
	}
	cardH := min(full, (area.H-gap*float64(nrows-1))/float64(nrows))
	r.placeCards(area, cols, cardH, gap)
	r.placeChart(chart)
}

// layoutShort lays out a short landscape screen (a phone held sideways, a
// small window): a smaller heading, the chart with the buttons under it on
// the right, the cards on the left as much of a card as fits: whole, then
// without the count's lines, then one line each.
func (r *Results) layoutShort(w, h float64) {
	r.short = true
	n := len(r.rows)
	top := 96.0
	rw := min(400, max(200, w*0.4))
	rx := w - 16 - rw
	bottom := h - 16 - 56
	r.again.Rect = ui.R(rx, bottom, (rw-12)/2, 56)
	r.title.Rect = ui.R(rx+(rw-12)/2+12, bottom, (rw-12)/2, 56)
	area := ui.R(16, top, rx-32, h-16-top)
	minW := map[resultsCardKind]float64{resultsCardFull: 200, resultsCardCompact: 180, resultsCardLine: 200}
	for _, k := range []resultsCardKind{resultsCardFull, resultsCardCompact, resultsCardLine} {
		gap := 14.0
		if k == resultsCardLine {
			gap = 6
		}
		need := r.cardNeed(k, 22)
		for cols := 1; cols <= min(n, 3); cols++ {
			cw := (area.W - gap*float64(cols-1)) / float64(cols)
			rows := (n + cols - 1) / cols
			if cw >= minW[k] && float64(rows)*(need+gap)-gap <= area.H || k == resultsCardLine && cols == min(n, 2) {
				r.kind = k
				r.placeCards(area, cols, min(need, (area.H-gap*float64(rows-1))/float64(rows)), gap)
				r.placeChart(ui.R(rx, top, rw, bottom-12-top))
				return
			}
		}
	}
}

// placeCards lays the cards out in area, cols abreast, each cardH tall.
func (r *Results) placeCards(area ui.Rect, cols int, cardH, gap float64) {
	cw := (area.W - gap*float64(cols-1)) / float64(cols)
	r.cards = r.cards[:0]
	for i := range r.rows {
		c, rw := i%cols, i/cols
		r.cards = append(r.cards, ui.R(area.X+float64(c)*(cw+gap), area.Y+float64(rw)*(cardH+gap), cw, cardH))
	}
}

// placeChart puts the chart's panel and scale in rect.
func (r *Results) placeChart(chart ui.Rect) {
	r.chart = ui.Panel{Rect: chart, Title: "Net worth, turn by turn"}
	in := r.chart.Content()
	// Room for the value labels on the left and the turn labels below.
	r.scale = newChartScale(r.m.Worth, ui.R(in.X+64, in.Y+8, in.W-64-12, in.H-8-28))
}

// Update implements game.Scene.
func (r *Results) Update(ctx *game.Context) error {
	r.layout(ctx.Width, ctx.Height)
	r.ticks++
	if r.o.Autoplay {
		if !r.told {
			r.told = true
			fmt.Fprintln(resultsOut, r.summary())
		}
		if r.ticks >= resultsAutoplayTicks {
			return ebiten.Termination
		}
		return nil
	}
	in := ctx.Input
	if in.Consume(input.KeyBack) {
		ctx.Switch(NewTitle())
		return nil
	}
	r.focus.Update(in)
	if r.again.Update(in) {
		ctx.Play(sound.Button)
		s := r.m.Setup
		s.Seats = append([]match.Seat(nil), s.Seats...)
		s.Seed = newSeed()
		m, err := match.New(s)
		if err != nil {
			ctx.Toast("Cannot start: " + err.Error())
			return nil
		}
		ctx.Switch(NewBoard(m, r.o))
		return nil
	}
	if r.title.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(NewTitle())
	}
	return nil
}

// summary is the one line an autoplay run prints.
func (r *Results) summary() string {
	var parts []string
	for _, row := range r.rows {
		parts = append(parts, fmt.Sprintf("%s %s %s", resultsPlace(row.Place, row.Shared), row.Name, ui.Money(row.Total)))
	}
	return fmt.Sprintf("results: %s, %d turns, %s; %s", r.m.Setup.Ruleset, r.m.G.Turn(), strings.TrimSuffix(r.reason, "."), strings.Join(parts, ", "))
}

// Draw implements game.Scene.
func (r *Results) Draw(screen *ebiten.Image) {
	portrait := r.h > r.w
	tsz := r.titleSize()
	// A toast (the table's last words, say) goes clear of the headline.
	ui.KeepClear(r.headline())
	cx := r.w / 2
	menuTextShadowed(screen, "Final count", tsz, cx, 22+tsz/2, ui.AlignCenter, color.RGBA{0xff, 0xd4, 0x00, 0xff})
	sub := r.reason
	if win := r.winnerLine(); win != "" && !r.m.G.Result().NamesWinner {
		sub = win + " " + sub
	}
	f := ui.FitFace(sub, r.w-32, ui.SizeBody, false)
	ui.DrawText(screen, sub, f, cx, 30+tsz+16, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	for i, row := range r.rows {
		r.drawCard(screen, r.cards[i], row, portrait)
	}
	r.drawChart(screen)
	r.drawLegend(screen)
	r.again.Draw(screen)
	r.title.Draw(screen)
}

// titleSize is the headline's type size: smaller upright and on a short
// screen.
func (r *Results) titleSize() float64 {
	if r.h > r.w || r.short {
		return 30
	}
	return 40
}

// headline is where "Final count" and the line under it (who won, and
// why the game ended) are drawn.
func (r *Results) headline() ui.Rect {
	tsz := r.titleSize()
	return ui.R(16, 8, r.w-32, 30+tsz+16+ui.SizeBody-8)
}

// winnerLine names the winner(s): "Ann wins!", "Ann and Bob share first place!".
func (r *Results) winnerLine() string {
	if w := winnersPhrase(r.rows); w != "" {
		return w + "!"
	}
	return ""
}

func (r *Results) drawCard(dst *ebiten.Image, c ui.Rect, row resultsRow, portrait bool) {
	win := row.Place == 1
	ui.FillRoundRect(dst, ui.R(c.X+2, c.Y+4, c.W, c.H), 12, color.RGBA{0, 0, 0, 0x40})
	ui.FillRoundRect(dst, c, 12, resultsCardW)
	edge, ew := ui.ColPanelEdge, 1.5
	if win {
		edge, ew = resultsGold, 4
	}
	ui.StrokeRoundRect(dst, c, 12, ew, edge)
	pad := 12.0
	small, body := ui.SizeSmall-1.0, ui.SizeBody-2.0
	lineH := 22.0
	if portrait {
		pad, small, body, lineH = 9, ui.SizeSmall-2, ui.SizeSmall, 20
	}
	// Header: place badge, car, name (and on a one-line card the total).
	hy := c.Y + 21
	if r.kind == resultsCardLine {
		hy = c.Y + c.H/2
	}
	badge := ui.Face(body, true)
	bw, _ := ui.Measure(menuOrdinal(row.Place), badge)
	bc := color.RGBA{0x6b, 0x6b, 0x6b, 0xff}
	if win {
		bc = resultsGold
	}
	br := ui.R(c.X+pad, hy-13, bw+16, 26)
	ui.FillRoundRect(dst, br, 13, bc)
	ui.DrawText(dst, menuOrdinal(row.Place), badge, br.X+br.W/2, hy, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	carW := 34.0
	if portrait {
		carW = 26
	}
	menuDrawCar(dst, br.X+br.W+8+carW/2, hy, carW, ui.CarColor(row.Colour))
	nx := br.X + br.W + 16 + carW
	tf := ui.Face(body, true)
	if r.kind == resultsCardLine {
		total := ui.Money(row.Total)
		tw, _ := ui.Measure(total, tf)
		ui.DrawText(dst, total, tf, c.X+c.W-pad, hy, ui.AlignEnd, ui.AlignCenter, ui.ColText)
		nf := ui.FitFace(row.Name, c.X+c.W-pad-tw-10-nx, body+2, true)
		ui.DrawText(dst, ui.Ellipsize(row.Name, nf, c.X+c.W-pad-tw-10-nx), nf, nx, hy, ui.AlignStart, ui.AlignCenter, ui.ColText)
		return
	}
	nf := ui.FitFace(row.Name, c.X+c.W-pad-nx, body+2, true)
	ui.DrawText(dst, row.Name, nf, nx, hy, ui.AlignStart, ui.AlignCenter, ui.ColText)
	sub := row.Career
	if row.Shared {
		sub = "Shared " + menuOrdinal(row.Place) + " · " + sub
	}
	sf := ui.Face(small, false)
	ui.DrawText(dst, ui.Ellipsize(sub, sf, c.W-2*pad), sf, c.X+pad, hy+25, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	// The count, line by line.
	lf := ui.Face(small+1, false)
	y := c.Y + resultsCardTop + lineH/2 - 4
	lines := row.Lines
	if r.kind != resultsCardFull {
		lines = nil
	}
	for _, l := range lines {
		amt := ui.Money(l.Amount)
		col := ui.ColText
		if l.Amount < 0 {
			col = ui.ColMoneyOut
		} else if l.Label != "Cash" {
			amt = "+" + amt
		}
		label := l.Label
		aw, _ := ui.Measure(amt, lf)
		if lw, _ := ui.Measure(label, lf); lw+aw+10 > c.W-2*pad && l.Label == "Life insurance" {
			label = "Insurance"
		}
		ui.DrawText(dst, label, lf, c.X+pad, y, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, amt, lf, c.X+c.W-pad, y, ui.AlignEnd, ui.AlignCenter, col)
		y += lineH
	}
	ty := c.Y + c.H - 20
	ui.FillRoundRect(dst, ui.R(c.X+pad, ty-16.5, c.W-2*pad, 1), 0, ui.ColPanelEdge)
	ui.DrawText(dst, "Total", tf, c.X+pad, ty, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, ui.Money(row.Total), tf, c.X+c.W-pad, ty, ui.AlignEnd, ui.AlignCenter, ui.ColText)
}

func (r *Results) drawChart(dst *ebiten.Image) {
	r.chart.Draw(dst)
	sc := r.scale
	lf := ui.Face(ui.SizeSmall-2, false)
	for _, v := range sc.Ticks() {
		_, y := sc.Point(0, v)
		col := resultsGrid
		if v == 0 {
			col = resultsZero
		}
		ui.FillRoundRect(dst, ui.R(sc.Rect.X, y-0.5, sc.Rect.W, 1), 0, col)
		ui.DrawText(dst, resultsShortMoney(v), lf, sc.Rect.X-8, y, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
	}
	by := sc.Rect.Y + sc.Rect.H + 14
	ui.DrawText(dst, "Start", lf, sc.Rect.X, by, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	if sc.Turns > 1 {
		ui.DrawText(dst, fmt.Sprintf("Turn %d", r.m.G.Turn()), lf, sc.Rect.X+sc.Rect.W, by, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
	}
	worth := r.m.Worth
	if len(worth) == 0 {
		return
	}
	// Draw the winners last, so their lines are on top.
	for k := len(r.rows) - 1; k >= 0; k-- {
		seat := r.rows[k].Seat
		var p vector.Path
		for t, row := range worth {
			x, y := sc.Point(t, row[seat])
			if t == 0 {
				p.MoveTo(float32(x), float32(y))
			} else {
				p.LineTo(float32(x), float32(y))
			}
		}
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(ui.CarColor(r.rows[k].Colour))
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: 2.5, LineJoin: vector.LineJoinRound}, op)
		x, y := sc.Point(len(worth)-1, worth[len(worth)-1][seat])
		ui.FillCircle(dst, x, y, 5, ui.CarColor(r.rows[k].Colour))
	}
}

// drawLegend keys the chart's lines to the players, in ranking order.
func (r *Results) drawLegend(dst *ebiten.Image) {
	if r.legend.W == 0 {
		return
	}
	f := ui.Face(ui.SizeBody-2, true)
	y := r.legend.Y + 12
	for _, row := range r.rows {
		c := ui.CarColor(row.Colour)
		ui.FillRoundRect(dst, ui.R(r.legend.X, y-2, 28, 4), 2, c)
		ui.FillCircle(dst, r.legend.X+28, y, 5, c)
		ui.DrawText(dst, ui.Ellipsize(row.Name, f, r.legend.W-44), f, r.legend.X+44, y, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
		y += 34
	}
}
