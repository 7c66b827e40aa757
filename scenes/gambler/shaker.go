package gambler

import (
	"fmt"
	"image/color"
	"strings"

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

// Holds after a shaker event, in ticks at 1x: long enough to see a marker
// go down, the dice at rest, a space light up, a ticket turned.
const (
	markerHold = 24
	restHold   = 24
	winHold    = 40
	ticketHold = 30
)

// shaker is the Dice Shaker over the board. A Sweepstakes opens it: the
// twelve betting spaces round the handle, each seat's marker put down as
// its EvMarker is played, the dice shaken in the cup and poured into the
// handle's six places on the engine's values (EvShaker), then the winning
// spaces lit (EvBetWin). A Lottery opens it with the tickets instead:
// each turned face up (EvTicketShown) with its numbers found among the
// dice lit. The prizes float to the seats as the table shows each
// transfer; the stage closes when the turn passes.
type shaker struct {
	m       *match.Match
	lottery bool
	caller  int

	markers [engine.MaxSeats]int8 // the betting space of each seat's marker shown, -1
	lit     [gambler.NBets]bool   // the spaces shown winning
	nowin   bool                  // the Sweepstakes shown won by nobody
	tickets []shownTicket

	throwShow
	idle    *ui.DiceView // the shaker standing, before a throw
	values  [6]int8      // the dice shown at rest, 0 before
	pending [6]int8      // the values the dice in motion come to rest on
	throws  uint64

	board ui.Rect
	lay   shakerLayout
	body  ui.Rect
}

// shownTicket is a Lottery ticket turned face up.
type shownTicket struct {
	seat, id int
	wins     bool
}

func newShaker(m *match.Match) *shaker {
	s := &shaker{m: m}
	s.settled = s.settle
	s.clear()
	return s
}

// clear empties the shaker for a new Sweepstakes or Lottery.
func (s *shaker) clear() {
	s.Finish()
	for i := range s.markers {
		s.markers[i] = -1
	}
	s.lit = [gambler.NBets]bool{}
	s.nowin = false
	s.tickets = s.tickets[:0]
	s.dice, s.view = nil, nil
	s.values = [6]int8{}
}

// Event implements table.Stage.
func (s *shaker) Event(ctx *game.Context, _ engine.Game, e engine.Event, now bool) bool {
	return s.event(table.StageSounds(ctx, now), e)
}

// event shows e, its sounds through play (nil: at rest at once, silent).
func (s *shaker) event(play func(sound.ID), e engine.Event) bool {
	switch e.Kind {
	case gambler.EvTurn, gambler.EvGameOver:
		s.close()
		return false
	case gambler.EvSweep:
		s.clear()
		s.open, s.lottery, s.caller = true, false, int(e.Seat)
		return false
	case gambler.EvLottery:
		s.clear()
		s.open, s.lottery, s.caller = true, true, int(e.Seat)
		return false
	}
	if !s.open {
		return false
	}
	hold := func(n int, id sound.ID) {
		if play != nil {
			s.hold = n
			play(id)
		}
	}
	switch e.Kind {
	case gambler.EvMarker:
		if seat := int(e.Seat); seat >= 0 && seat < len(s.markers) {
			s.markers[seat] = int8(e.Arg)
		}
		hold(markerHold, sound.Card)
	case gambler.EvShaker:
		s.throw(play, gambler.Unpack(e.Amount))
	case gambler.EvBetWin:
		s.settle()
		if b := int(e.Arg); b >= 0 && b < gambler.NBets {
			s.lit[b] = true
		}
		hold(winHold, sound.Collect)
	case gambler.EvNoBetWin:
		s.settle()
		s.nowin = true
		hold(winHold, sound.Revenge)
	case gambler.EvTicketShown:
		s.settle()
		s.tickets = append(s.tickets, shownTicket{seat: int(e.Seat), id: int(e.Arg), wins: e.Arg2 == 1})
		if e.Arg2 == 1 {
			hold(ticketHold, sound.Collect)
		} else {
			hold(ticketHold, sound.Card)
		}
	default:
		return false
	}
	return true
}

// throw shakes the six dice in the cup and pours them into the handle,
// to come to rest on vals.
func (s *shaker) throw(play func(sound.ID), vals [6]int8) {
	s.throws++
	faces := make([]int, 6)
	for i, v := range vals {
		faces[i] = int(v)
	}
	s.values = [6]int8{}
	lay := s.lay
	if lay.unit == 0 {
		lay = layShaker(ui.R(0, 0, shakerW, shakerH), true) // not yet drawn
	}
	d, err := anim.NewDice(faces, lay.diceOptions(0x5a4e+s.throws))
	if err != nil {
		// Faces off a die: the engine and the screen disagree. Show the
		// values at rest rather than nothing.
		s.dice, s.view, s.values = nil, nil, vals
		return
	}
	s.dice, s.view = d, ui.NewDiceView(d)
	s.pending = vals
	if s.lay.unit > 0 {
		s.view.SetPlace(s.lay.diceRect())
	}
	if play == nil {
		s.settle()
		return
	}
	play(sound.Whoosh)
}

// settle puts the dice at rest and shows their values.
func (s *shaker) settle() {
	if s.dice != nil {
		s.dice.Skip()
		s.values = s.pending
	}
}

// Update implements table.Stage.
func (s *shaker) Update(ctx *game.Context) { s.update(ctx.Speed(), ctx.Play) }

func (s *shaker) update(sp anim.Speed, play func(sound.ID)) {
	s.run(sp, play, func(bool) int {
		s.values = s.pending
		return restHold
	})
}

// Decide implements table.Stage: a person's marker is put down on the
// shaker's spaces themselves.
func (s *shaker) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if !s.open || s.lottery || d.Kind != gambler.DMarker {
		return nil
	}
	return newMarkerPick(s, m, d)
}

// place lays the shaker out over the board.
func (s *shaker) place(board ui.Rect) {
	if board == s.board && s.lay.unit > 0 {
		return
	}
	s.board = board
	pad := max(4, min(board.W, board.H)*0.02)
	th := max(22, min(40, (board.H-2*pad)*0.1))
	s.body = ui.R(board.X+2*pad, board.Y+pad+4+th, board.W-4*pad, board.H-2*pad-4-th-pad)
	s.lay = layShaker(s.body, true)
	s.idle = nil
	if s.view == nil {
		return
	}
	if _, h, _ := s.dice.Table(); h != s.lay.h {
		// The handle moved in the throw's unit (a new screen size): the
		// dice are laid in its new places, at rest.
		s.settle()
		if d, err := anim.NewDice(s.dice.Targets(), s.lay.diceOptions(0x5a4e+s.throws)); err == nil {
			d.Skip()
			s.dice, s.view = d, ui.NewDiceView(d)
		}
	}
	s.view.SetPlace(s.lay.diceRect())
}

// title is the shaker's title line.
func (s *shaker) title() string {
	who := s.m.G.Name(s.caller)
	if s.lottery {
		return "Lottery: " + who + " shakes"
	}
	return "Sweepstakes: " + who + "'s call"
}

// Draw implements table.Stage.
func (s *shaker) Draw(dst *ebiten.Image, board ui.Rect) {
	s.place(board)
	feltTitle(dst, board, s.title())
	if s.lottery {
		s.drawTickets(dst)
	} else {
		for b := range gambler.NBets {
			s.drawSpace(dst, s.lay.spaces[b], b)
		}
	}
	s.drawHandle(dst, s.lay)
	if s.view == nil && s.values[0] == 0 {
		// Before the throw the shaker stands by the handle.
		if s.idle == nil {
			if d, err := anim.NewDice([]int{1, 1, 1, 1, 1, 1}, s.lay.diceOptions(0)); err == nil {
				s.idle = ui.NewDiceView(d)
			}
		}
		if s.idle != nil {
			s.idle.SetPlace(s.lay.diceRect())
			s.idle.Draw(dst)
		}
	}
	if s.view != nil {
		s.view.Draw(dst)
	} else if s.values[0] > 0 {
		for i, v := range s.values {
			cx, cy := s.lay.slots[i].Center()
			ui.DrawDie(dst, int(v), cx, cy, s.lay.unit*dieSize, 0)
		}
	}
	s.drawCaption(dst)
}

// drawHandle draws the shaker's handle with its six numbered places.
func (s *shaker) drawHandle(dst *ebiten.Image, l shakerLayout) {
	r := min(l.handle.H/2, 14)
	ui.FillRoundRect(dst, l.handle, r, ui.Darken(colFelt, 0.45))
	ui.StrokeRoundRect(dst, l.handle, r, 2, colFeltEdge)
	for i, sl := range l.slots {
		ui.FillRoundRect(dst, sl, 6, ui.Darken(colFelt, 0.25))
		if s.values[0] == 0 {
			cx, cy := sl.Center()
			ui.DrawFitted(dst, fmt.Sprint(i+1), cx, cy, sl.W, sl.H*0.45, colCellEdge)
		}
	}
}

// drawSpace draws betting space b in r: its name, prize and chance, lit
// gold when shown winning, with the marker on it if one is.
func (s *shaker) drawSpace(dst *ebiten.Image, r ui.Rect, b int) {
	fill, edge, text := colCell, colCellEdge, ui.ColTextLight
	if s.lit[b] {
		fill, edge, text = colGold, ui.ColTextLight, ui.ColText
	}
	ui.FillRoundRect(dst, r, min(8, r.H/5), fill)
	ui.StrokeRoundRect(dst, r, min(8, r.H/5), 2, edge)
	spaceWords(dst, r, b, text)
	for seat, mk := range s.markers {
		if int(mk) == b {
			drawMarker(dst, r, table.SeatColour(s.m, seat), s.m.G.Name(seat))
		}
	}
}

// spaceWords writes a space's name and prize (and its chance, where there
// is room) in r.
func spaceWords(dst *ebiten.Image, r ui.Rect, b int, col color.RGBA) {
	cx := r.X + r.W/2
	name, prize := spaceName(b), engine.Money(gambler.Prize(b))
	lines := []string{name, prize}
	if r.H >= 66 {
		lines = append(lines, chance(b))
	}
	lh := r.H / float64(len(lines)+1)
	size := min(ui.SizeBody, lh*0.95)
	for i, l := range lines {
		y := r.Y + lh*(float64(i)+1)
		if f := ui.FitFace(l, r.W-6, size, true); i == 0 && ui.Advance(l, f) > r.W-6 {
			// A long name (Straight) in a narrow space: smaller still,
			// whole rather than cut.
			f = ui.Face(max(8, ui.FaceSize(f)*(r.W-6)/ui.Advance(l, f)), true)
			ui.DrawText(dst, l, f, cx, y, ui.AlignCenter, ui.AlignCenter, col)
			continue
		}
		ui.DrawFitted(dst, l, cx, y, r.W-6, size, col)
	}
}

// spaceName is a betting space's name on the shaker.
func spaceName(b int) string { return strings.ReplaceAll(gambler.BetNames[b], "Split ", "") }

// chance is betting space b's chance to pay, in whole percent.
func chance(b int) string {
	return fmt.Sprintf("%d%%", (gambler.BetOdds[b]*100+23328)/46656)
}

// drawMarker draws a seat's marker on a space: a disc of its colour on
// the space's top right corner, clear of its words, with its initial, and
// the space's edge in the seat's colour.
func drawMarker(dst *ebiten.Image, r ui.Rect, col color.RGBA, name string) {
	ui.StrokeRoundRect(dst, r, min(8, r.H/5), 4, col)
	rad := max(6, min(r.W, r.H)*0.17)
	cx, cy := r.X+r.W-rad*0.35, r.Y+rad*0.35
	ui.FillCircle(dst, cx, cy, rad+2, ui.ColTextLight)
	ui.FillCircle(dst, cx, cy, rad, col)
	if initial := []rune(strings.TrimSpace(name)); len(initial) > 0 {
		ui.DrawFitted(dst, string(initial[0]), cx, cy, rad*1.6, rad*1.3, ui.ColTextLight)
	}
}

// drawTickets draws the Lottery's tickets turned so far, each in its
// holder's colour, the numbers found among the dice lit.
func (s *shaker) drawTickets(dst *ebiten.Image) {
	places := s.lay.tickets(len(s.tickets))
	for i, t := range s.tickets {
		r := places[i]
		fill := colCell
		if t.wins {
			fill = colGold
		}
		ui.FillRoundRect(dst, r, min(8, r.H/5), fill)
		ui.StrokeRoundRect(dst, r, min(8, r.H/5), 3, table.SeatColour(s.m, t.seat))
		tk := gambler.Tickets[t.id]
		for k, n := range []int8{tk.Lo, tk.Hi} {
			col := ui.ColTextLight
			if t.wins {
				col = ui.ColText
			} else if s.shows(n) {
				col = colGold
			}
			x := r.X + r.W*(0.3+0.4*float64(k))
			ui.DrawFitted(dst, fmt.Sprint(n), x, r.Y+r.H*0.4, r.W*0.45, r.H*0.45, col)
		}
		ui.DrawFitted(dst, s.m.G.Name(t.seat), r.X+r.W/2, r.Y+r.H*0.8, r.W-4, r.H*0.22, ui.ColTextLight)
	}
}

// shows reports whether value n lies among the dice shown.
func (s *shaker) shows(n int8) bool {
	for _, v := range s.values {
		if v == n {
			return true
		}
	}
	return false
}

// drawCaption says the outcome under the shaker, once it is shown.
func (s *shaker) drawCaption(dst *ebiten.Image) {
	var say string
	switch {
	case s.nowin:
		say = "No marker wins: the Bank keeps the entries"
	case s.lottery && s.values[0] > 0 && len(s.tickets) == 0:
		say = "The tickets are turned up"
	}
	if say == "" {
		return
	}
	a := s.lay.area
	y := min(s.body.Y+s.body.H-10, a.Y+a.H+14)
	ui.DrawFitted(dst, say, s.body.X+s.body.W/2, y, s.body.W, ui.SizeBody, colGold)
}
