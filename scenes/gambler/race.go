package gambler

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Holds after a race event, in ticks at 1x.
const (
	dealHold = 14
	wonHold  = 48
)

// The race die's table, in die sizes.
const raceTableW, raceTableH = 6.0, 2.4

// race is the Horse Race over the board: the six horse cards, each dealt
// face up to its seat as EvDealt is played, then the die thrown (EvRace)
// and, once it rests, the winning horse lit with its holder. The Daily
// Double is two races with the same cards, both results kept in view.
type race struct {
	m      *match.Match
	races  int // 1, or 2 for the Daily Double
	caller int
	holder [7]int // the seat each horse (1..6) was shown dealt to, -1

	throwShow
	throws  uint64
	pending raceResult // the race whose die is in motion
	results []raceResult

	board       ui.Rect
	cards       [7]ui.Rect
	table, says ui.Rect
}

// raceResult is one race shown run: the die, the horse's holder (-1).
type raceResult struct{ die, holder, n int }

func newRace(m *match.Match) *race {
	r := &race{m: m}
	r.settled = r.settle
	r.clear()
	return r
}

func (r *race) clear() {
	r.Finish()
	for i := range r.holder {
		r.holder[i] = -1
	}
	r.dice, r.view, r.results = nil, nil, r.results[:0]
}

// Event implements table.Stage.
func (r *race) Event(ctx *game.Context, _ engine.Game, e engine.Event, now bool) bool {
	return r.event(table.StageSounds(ctx, now), e)
}

func (r *race) event(play func(sound.ID), e engine.Event) bool {
	switch e.Kind {
	case gambler.EvTurn, gambler.EvGameOver:
		r.close()
		return false
	case gambler.EvRaceCall:
		r.clear()
		r.open, r.races, r.caller = true, int(e.Arg), int(e.Seat)
		return false
	}
	if !r.open {
		return false
	}
	switch e.Kind {
	case gambler.EvDealt:
		if h := int(e.Arg); h >= 1 && h <= 6 {
			r.holder[h] = int(e.Seat)
		}
		if play != nil {
			r.hold = dealHold
			play(sound.Card)
		}
	case gambler.EvRace:
		r.settle()
		r.throw(play, raceResult{die: int(e.Arg), holder: int(e.Other), n: int(e.Arg2)})
	default:
		return false
	}
	return true
}

// throw rolls the race die onto res.die.
func (r *race) throw(play func(sound.ID), res raceResult) {
	r.throws++
	r.pending = res
	d, err := anim.NewDice([]int{res.die}, anim.DiceOptions{Seed: 0x4a5e + r.throws, W: raceTableW, H: raceTableH, Size: 1, Row: true})
	if err != nil {
		r.dice, r.view = nil, nil
		r.results = append(r.results, res)
		return
	}
	r.dice, r.view = d, ui.NewDiceView(d)
	if r.table.W > 0 {
		r.view.SetPlace(r.table)
	}
	if play == nil {
		r.settle()
		return
	}
	play(sound.Whoosh)
}

// settle puts the die in motion at rest and shows its race's result.
func (r *race) settle() {
	if r.dice != nil && r.pending.die > 0 {
		r.dice.Skip()
		r.results = append(r.results, r.pending)
		r.pending = raceResult{}
	}
}

// Update implements table.Stage.
func (r *race) Update(ctx *game.Context) { r.update(ctx.Speed(), ctx.Play) }

func (r *race) update(sp anim.Speed, play func(sound.ID)) {
	r.run(sp, play, func(live bool) int {
		if live && r.pending.holder >= 0 {
			play(sound.Collect)
		}
		r.settle()
		return wonHold
	})
}

// Decide implements table.Stage: the race die is thrown from the panel.
func (r *race) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }

// place lays the race out: the six cards in a row, the die's table and
// the results under them.
func (r *race) place(board ui.Rect) {
	if board == r.board && r.cards[1].W > 0 {
		return
	}
	r.board = board
	pad := max(4, min(board.W, board.H)*0.02)
	th := max(22, min(40, (board.H-2*pad)*0.1))
	body := ui.R(board.X+2*pad, board.Y+pad+4+th, board.W-4*pad, board.H-2*pad-4-th-pad)
	cw := body.W / 6
	ch := min(body.H*0.5, cw*1.4)
	for h := 1; h <= 6; h++ {
		r.cards[h] = ui.R(body.X+float64(h-1)*cw+3, body.Y, cw-6, ch)
	}
	rest := ui.R(body.X, body.Y+ch+6, body.W, body.H-ch-6)
	r.table = ui.R(rest.X+rest.W*0.3, rest.Y, rest.W*0.4, min(rest.H*0.55, rest.W*0.4*raceTableH/raceTableW))
	r.says = ui.R(rest.X, r.table.Y+r.table.H, rest.W, rest.Y+rest.H-(r.table.Y+r.table.H))
	if r.view != nil {
		r.view.SetPlace(r.table)
	}
}

// Draw implements table.Stage.
func (r *race) Draw(dst *ebiten.Image, board ui.Rect) {
	r.place(board)
	title := "Off to the Races"
	if r.races == 2 {
		title = "Daily Double: two races"
	}
	feltTitle(dst, board, title+" — "+r.m.G.Name(r.caller))
	for h := 1; h <= 6; h++ {
		r.drawCard(dst, h)
	}
	ui.FillRoundRect(dst, r.table, 10, ui.Darken(colFelt, 0.3))
	if r.view != nil {
		r.view.Draw(dst)
	}
	lh := min(ui.SizeTitle*1.3, r.says.H/2)
	for i, res := range r.results {
		ui.DrawFitted(dst, r.sayResult(res), r.says.X+r.says.W/2, r.says.Y+lh*(float64(i)+0.5), r.says.W, min(ui.SizeBody, lh*0.8), colGold)
	}
}

// drawCard draws horse h's card: face up in its holder's colour, lit gold
// when it has won a race shown.
func (r *race) drawCard(dst *ebiten.Image, h int) {
	c := r.cards[h]
	seat := r.holder[h]
	fill := ui.Darken(colCell, 0.2)
	for _, res := range r.results {
		if res.die == h {
			fill = colGold
		}
	}
	rad := min(8, c.W/6)
	ui.FillRoundRect(dst, c, rad, fill)
	edge := colCellEdge
	if seat >= 0 {
		edge = table.SeatColour(r.m, seat)
	}
	ui.StrokeRoundRect(dst, c, rad, 3, edge)
	text := ui.ColTextLight
	if fill == colGold {
		text = ui.ColText
	}
	ui.DrawFitted(dst, "Horse", c.X+c.W/2, c.Y+c.H*0.16, c.W-6, min(ui.SizeSmall, c.H*0.14), text)
	ui.DrawFitted(dst, fmt.Sprint(h), c.X+c.W/2, c.Y+c.H*0.45, c.W-6, min(ui.SizeHuge, c.H*0.38), text)
	who := "no one"
	if seat >= 0 {
		who = r.m.G.Name(seat)
	}
	ui.DrawFitted(dst, who, c.X+c.W/2, c.Y+c.H*0.8, c.W-6, min(ui.SizeSmall, c.H*0.16), text)
}

// sayResult is a race's result in words.
func (r *race) sayResult(res raceResult) string {
	lead := fmt.Sprintf("Horse %d wins", res.die)
	if r.races == 2 {
		lead = fmt.Sprintf("Race %d: horse %d", res.n, res.die)
	}
	if res.holder < 0 {
		return lead + ": nobody holds it"
	}
	return fmt.Sprintf("%s: %s +%s", lead, r.m.G.Name(res.holder), engine.Money(gambler.RacePrize))
}
