// Package gambler is Gambler's screens: its presenter, which puts the loop
// of 36 spaces on the ruleset-neutral table, where every decision (tickets,
// the doubles choice, a Sweepstakes marker, the shaker, the race die, an
// IOU) is made on the table's default panel. Only this package and
// engine/catalog import the Gambler rules outside engine/gambler.
package gambler

import (
	"fmt"
	"image/color"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

func init() { table.Register(gambler.ID, presenter{}) }

type presenter struct{ table.Base }

// The lid is a felt-table red: the game is a night of gambling.
func (presenter) Lid() color.RGBA { return color.RGBA{0xa8, 0x24, 0x2c, 0xff} }

// Space colours by kind, so events, payments and taxes read at a glance.
var kindColour = map[gambler.Kind]color.RGBA{
	gambler.KStart:   {0xff, 0xf1, 0x9a, 0xff},
	gambler.KPay:     {0xf2, 0xb8, 0xa8, 0xff},
	gambler.KCollect: {0xb9, 0xe4, 0xb0, 0xff},
	gambler.KTax:     {0xe0, 0x8a, 0x80, 0xff},
	gambler.KFortune: {0xd8, 0xb4, 0xe0, 0xff},
	gambler.KLottery: {0xf5, 0xd3, 0x7a, 0xff},
	gambler.KSweep:   {0x8f, 0xb4, 0xea, 0xff},
	gambler.KRaces:   {0xb8, 0xd0, 0xf2, 0xff},
	gambler.KDouble:  {0xb8, 0xd0, 0xf2, 0xff},
}

// Geometry is the loop as the table lays a loop out, each tile with its
// short words (the engine's label says it at length, for the log).
func (presenter) Geometry(engine.Game) *table.Geometry {
	labels := make([]string, gambler.Len)
	colours := make([]color.RGBA, gambler.Len)
	for i, sp := range gambler.Spaces {
		labels[i], colours[i] = sp.Short, kindColour[sp.Kind]
	}
	return table.LoopGeometry(gambler.Board, labels, colours)
}

// Pawn: a seat that is out has left the board.
func (presenter) Pawn(ev engine.View, seat int) int {
	v := ev.(*gambler.View)
	if v.Players[seat].Out {
		return -1
	}
	return int(v.Players[seat].Pos)
}

// SeatLines: the IOU first (it is what stops a seat winning), with the cash
// in hand (the table's figure is the seat's worth, the IOU's $200 taken
// off), then the tickets (their numbers for the view's own seat only: they
// lie face down) and the Horse Race card dealt.
func (presenter) SeatLines(ev engine.View, seat int) []string {
	v := ev.(*gambler.View)
	p := &v.Players[seat]
	if p.Out {
		return []string{"out of the game"}
	}
	var lines []string
	if p.IOU {
		lines = append(lines, "IOU, cash "+engine.Money(v.Cash[seat]))
	}
	switch n := v.TicketCount[seat]; {
	case n == 0:
		lines = append(lines, "no tickets")
	case seat == v.Seat:
		var nums []string
		p.Tickets.Each(func(c uint8) { nums = append(nums, gambler.Tickets[c].String()) })
		lines = append(lines, "tickets "+strings.Join(nums, " "))
	case n == 1:
		lines = append(lines, "1 ticket")
	default:
		lines = append(lines, fmt.Sprintf("%d tickets", n))
	}
	if p.Horse > 0 {
		lines = append(lines, fmt.Sprintf("horse %d", p.Horse))
	}
	return lines
}

// Cue: an IOU taken or repaid, a seat going out, the shaker and the race
// are shown in a banner and heard, so nobody misses them.
func (presenter) Cue(g engine.Game, e engine.Event) (table.Cue, bool) {
	switch e.Kind {
	case gambler.EvIOU:
		return table.Cue{Banner: iouBanner(g, e), Sound: sound.Toll, HasSound: true, Wait: 50}, true
	case gambler.EvRepay:
		return table.Cue{Banner: iouBanner(g, e), Sound: sound.Collect, HasSound: true, Wait: 50}, true
	case gambler.EvOut:
		return table.Cue{Sound: sound.Revenge, HasSound: true, Wait: 60}, true
	case gambler.EvShaker:
		return table.Cue{Banner: "The shaker: " + gambler.DiceString(gambler.Unpack(e.Amount)), Sound: sound.Whoosh, HasSound: true, Wait: 60}, true
	case gambler.EvBetWin, gambler.EvTicketShown:
		return table.Cue{Sound: sound.Collect, HasSound: e.Amount > 0, Wait: 30}, true
	case gambler.EvRace:
		return table.Cue{Sound: sound.Whoosh, HasSound: true, Wait: 45}, true
	case gambler.EvCard:
		return table.Cue{Sound: sound.Card, HasSound: true, Wait: 45}, true
	case gambler.EvSweep, gambler.EvRaceCall, gambler.EvLottery:
		return table.Cue{Wait: 30}, true
	}
	return table.Cue{}, false
}

// Rules is the in-game menu's rules page.
func (presenter) Rules(engine.Ruleset) []string {
	return []string{
		"Everyone starts with $100. The first to hold $1,000 with no IOU wins.",
		"At the start of your turn you may buy Lottery tickets at $10 (three at most). Roll two dice and move clockwise; Start pays $100 on landing or passing.",
		"Doubles on the first roll: no move. Roll again for $500 on doubles, or hold a Sweepstakes: everyone pays $10, places a marker, and six dice are shaken.",
		"Lottery: $50 for each ticket whose two numbers both show. Horse Race: everyone pays $20 and is dealt a horse; one die picks the winner of $80 (twice at the Daily Double).",
		"Take a $200 IOU at any decision, repay it with $20 interest. Holding one, you cannot win; unable to pay while holding one, you are out.",
	}
}

// iouBanner says an IOU taken or repaid on the status line, with what it
// means for the seat: holding one, it cannot win.
func iouBanner(g engine.Game, e engine.Event) string {
	who := g.Name(int(e.Seat))
	switch {
	case e.Kind == gambler.EvRepay:
		return fmt.Sprintf("IOU repaid: %s pays %s and may win again", who, engine.Money(e.Amount))
	case e.Arg == 1:
		return fmt.Sprintf("IOU: %s is short and borrows %s from the Bank", who, engine.Money(e.Amount))
	}
	return fmt.Sprintf("IOU: %s borrows %s and cannot win until it is repaid", who, engine.Money(e.Amount))
}
