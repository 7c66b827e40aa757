package gambler

import (
	"fmt"
	"strings"

	"wheeloffate/engine"
)

// Name implements engine.Game.
func (g *Game) Name(s int) string {
	if s < 0 || s >= g.opts.Seats {
		return "the Bank"
	}
	if n := g.opts.Names[s]; n != "" {
		return n
	}
	return fmt.Sprintf("Player %d", s+1)
}

// Unpack turns an EvShaker's Amount back into the six dice, position 1
// first.
func Unpack(packed int64) (d [6]int8) {
	for k := 5; k >= 0; k-- {
		d[k] = int8(packed % 10)
		packed /= 10
	}
	return d
}

// DiceString writes six dice as the sheet does: "6-4-3-5-2-3".
func DiceString(d [6]int8) string {
	var b strings.Builder
	for k, v := range d {
		if k > 0 {
			b.WriteByte('-')
		}
		b.WriteByte('0' + byte(v))
	}
	return b.String()
}

// String writes a ticket as printed: "3-5".
func (t Ticket) String() string { return fmt.Sprintf("%d-%d", t.Lo, t.Hi) }

// reasonWords: Start pays for landing on it or passing it alike (the
// express card lands there), so it says "reaching".
var reasonWords = [...]string{RStart: "reaching Start", RSpace: "the space", RCard: "a Fortune card",
	RTicket: "a Lottery ticket", RDoubles: "doubles again", RSweepFee: "the Sweepstakes entry",
	RSweepPrize: "a Sweepstakes prize", RLottery: "a winning ticket", RRaceFee: "the Horse Race entry",
	RRacePrize: "the Horse Race", RIOU: "an IOU", RRepay: "the IOU and interest", ROut: "going out"}

// Describe implements engine.Game.
func (g *Game) Describe(e engine.Event) string {
	who := g.Name(int(e.Seat))
	m := engine.Money
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("%s's turn", who)
	case EvGameOver:
		switch e.Arg {
		case WhyWin:
			if e.Arg2 > 1 {
				return fmt.Sprintf("%d players reach %s at once with the same money and share the win!", e.Arg2, m(e.Amount))
			}
			return fmt.Sprintf("%s has %s with no IOU: %s wins!", who, m(e.Amount), who)
		case WhyLast:
			return fmt.Sprintf("%s is the last player still in: %s wins!", who, who)
		}
		return "the turn limit was reached"
	case EvTransfer:
		r := ""
		if int(e.Arg) < len(reasonWords) {
			r = " for " + reasonWords[e.Arg]
		}
		return fmt.Sprintf("%s paid %s to %s%s", g.Name(int(e.Seat)), m(e.Amount), g.Name(int(e.Other)), r)
	case EvStep:
		return fmt.Sprintf("%s moved to %s", who, Spaces[e.Arg2].Label)
	case EvRoll:
		return fmt.Sprintf("%s threw %d", who, e.Arg)
	case EvFirst:
		return fmt.Sprintf("%s threw highest and goes first", who)
	case EvRollOff:
		if e.Arg2 > 0 {
			return fmt.Sprintf("%s threw %d again to break the tie", who, e.Arg)
		}
		return fmt.Sprintf("%s threw %d for the first turn", who, e.Arg)
	case EvFaces:
		return fmt.Sprintf("the dice show %d and %d", e.Arg, e.Arg2)
	case EvDoubles:
		return fmt.Sprintf("%s threw double %ds: no move; roll for doubles again, or hold a Sweepstakes", who, e.Arg)
	case EvDoublesAgain:
		if e.Arg == 0 {
			return fmt.Sprintf("%s missed the doubles", who)
		}
		return fmt.Sprintf("%s threw double %ds again: the Bank pays %s", who, e.Arg, m(e.Amount))
	case EvTicket:
		return fmt.Sprintf("%s bought a Lottery ticket for %s", who, m(e.Amount))
	case EvCard:
		return fmt.Sprintf("%s drew a Fortune card: %s", who, FortuneCards[e.Arg].Text)
	case EvSweep:
		return fmt.Sprintf("%s holds a Sweepstakes! Everyone pays %s to enter", who, m(SweepFee))
	case EvMarker:
		return fmt.Sprintf("%s puts a marker on %s", who, BetNames[e.Arg])
	case EvShaker:
		what := "Sweepstakes"
		if e.Arg == ForLottery {
			what = "Lottery"
		}
		return fmt.Sprintf("%s shakes the shaker for the %s: %s", who, what, DiceString(Unpack(e.Amount)))
	case EvBetWin:
		return fmt.Sprintf("%s wins %s on %s", who, m(e.Amount), BetNames[e.Arg])
	case EvNoBetWin:
		return "no marker wins"
	case EvLottery:
		return fmt.Sprintf("%s landed on the Lottery: the tickets are drawn", who)
	case EvNoLottery:
		return "nobody holds a Lottery ticket: no Lottery"
	case EvTicketShown:
		if e.Arg2 == 1 {
			return fmt.Sprintf("%s's ticket %s wins %s", who, Tickets[e.Arg], m(e.Amount))
		}
		return fmt.Sprintf("%s's ticket %s loses", who, Tickets[e.Arg])
	case EvTicketsBack:
		return "every ticket goes back and the deck is shuffled"
	case EvRaceCall:
		if e.Arg == 2 {
			return fmt.Sprintf("%s calls the Daily Double: everyone pays %s, two races", who, m(RaceFee))
		}
		return fmt.Sprintf("%s is off to the races: everyone pays %s", who, m(RaceFee))
	case EvDealt:
		return fmt.Sprintf("%s is dealt horse %d", who, e.Arg)
	case EvRace:
		if e.Other < 0 {
			return fmt.Sprintf("horse %d wins race %d, but nobody holds it: the Bank keeps the fees", e.Arg, e.Arg2)
		}
		return fmt.Sprintf("horse %d wins race %d: %s wins %s", e.Arg, e.Arg2, g.Name(int(e.Other)), m(e.Amount))
	case EvIOU:
		if e.Arg == 1 {
			return fmt.Sprintf("%s must borrow: takes an IOU for %s", who, m(e.Amount))
		}
		return fmt.Sprintf("%s takes an IOU for %s", who, m(e.Amount))
	case EvRepay:
		if e.Arg == 1 {
			return fmt.Sprintf("%s repays the IOU at once with %s", who, m(e.Amount))
		}
		return fmt.Sprintf("%s repays the IOU with %s", who, m(e.Amount))
	case EvOut:
		return fmt.Sprintf("%s cannot pay %s and already holds an IOU: out of the game", who, m(e.Amount))
	}
	return ""
}

// Lines implements engine.Game: one line per event worth reading (the steps
// and the dice faces are for the screens).
func (g *Game) Lines(events []engine.Event) []string {
	return engine.DescribeLines(events, g.Describe, EvStep, EvFaces)
}

// ActionString implements engine.Game.
func (g *Game) ActionString(a engine.Action) string {
	switch a.Kind {
	case ARoll:
		return "throw the dice"
	case ATicket:
		return "buy a Lottery ticket"
	case AAgain:
		return "roll for doubles"
	case ASweep:
		return "hold a Sweepstakes"
	case APlace:
		if a.Arg >= 0 && a.Arg < NBets {
			// Short, with the prize: it is a button's words on the panel.
			return BetNames[a.Arg] + " " + engine.Money(Prize(int(a.Arg)))
		}
		return fmt.Sprintf("marker on space %d", a.Arg)
	case AShake:
		return "shake the shaker"
	case ARace:
		return "throw the race die"
	case ATake:
		// A button's words: what it brings and what it costs.
		return "Take an IOU (" + engine.Money(IOUAmount) + ")"
	case ARepay:
		return "Repay IOU (" + engine.Money(IOUAmount+IOUInterest) + ")"
	}
	return fmt.Sprintf("action %d", a.Kind)
}

// Prompt implements engine.Game.
func (g *Game) Prompt(d engine.Decision) string {
	switch d.Kind {
	case DRoll:
		if g.canBuy(int(d.Seat)) {
			return "buy a ticket ($10) or throw the dice"
		}
		return "throw the dice to move"
	case DDoubles:
		return "doubles! Roll again for $500 on doubles, or hold a Sweepstakes"
	case DMarker:
		return "place your Sweepstakes marker"
	case DShake:
		if g.shakeFor == ForLottery {
			return "shake the shaker for the Lottery"
		}
		return "shake the shaker for the Sweepstakes"
	case DRace:
		return fmt.Sprintf("throw the die for race %d", g.raceOf-g.races+1)
	}
	return ""
}
