package life

import (
	"fmt"
	"strings"

	"wheeloffate/engine"
)

// Name is a seat's name.
func (g *Game) Name(s int) string {
	if s < 0 || s >= g.opts.Seats {
		return "the Bank"
	}
	if n := g.opts.Names[s]; n != "" {
		return n
	}
	return fmt.Sprintf("Player %d", s+1)
}

// Money formats dollars the way the board prints them: $1,250,000.
func Money(v int64) string { return engine.Money(v) }

func (g *Game) account(a int8) string {
	switch engine.Account(a) {
	case engine.Bank:
		return "the Bank"
	case engine.Pot:
		return "the Number Board"
	}
	return g.Name(int(a))
}

// CareerName names a seat's salary source.
func (g *Game) CareerName(s int) string {
	p := &g.pl[s]
	ed := g.ed
	switch {
	case len(ed.CareersPlain) > 0 && p.Profession > 0:
		if p.Degree {
			return ed.CareersDegree[p.Profession-1].Name
		}
		return ed.CareersPlain[p.Profession-1].Name
	case p.Profession > 0:
		l := ed.Board().Spaces[p.Profession].Label
		if i := strings.Index(l, " $"); i > 0 {
			l = l[:i]
		}
		return strings.Title(strings.ToLower(l)) //nolint:staticcheck // ASCII labels
	case p.Degree:
		return "Bachelor's Degree"
	case p.Salary > 0:
		return "Business"
	}
	return "Student"
}

var purposeWords = [...]string{"to move", "for wedding presents", "for the honeymoon", "to speculate", "on the market", "for children", "as a Tycoon", "for a Lucky Number"}

var insuranceWords = [...]string{"stock", "auto insurance", "life insurance", "fire insurance"}

var cardWords = [...]string{"a Collect card", "a Pay card", "an Exemption card"}

var reasonWords = map[int16]string{
	RSalary: "salary", RInterest: "interest on notes", RPresents: "wedding presents", RGift: "a baby gift",
	RLuckyDay: "Lucky Day", RSpeculate: "speculation", RMarket: "the market", RBetWin: "a winning bet",
	RRevenge: "Revenge", RToll: "the bridge toll", RCard: "Share the Wealth", RChildren: "children at the reckoning",
	RSettle: "notes settled", RAcres: "the first-to-retire bonus", RLuckyFee: "the Lucky Number",
	RTycoon: "the Tycoon stake", RInsurance: "insurance", RStock: "stock", RBet: "a bet", RBetLost: "stakes cleared",
}

// Describe implements engine.Game. It never reveals a hidden card.
func (g *Game) Describe(e engine.Event) string {
	b := g.ed.Board()
	who := g.Name(int(e.Seat))
	space := func(i int16) string {
		if i < 0 || int(i) >= len(b.Spaces) {
			return "?"
		}
		return b.Spaces[i].Label
	}
	switch e.Kind {
	case EvFirst:
		return who + " spun highest and goes first"
	case EvSpinOff:
		// Only a re-spin among the tied breaks a tie; the first round decides.
		switch {
		case e.Arg2 > 0:
			return fmt.Sprintf("%s spins %d to break a tie", who, e.Arg)
		case e.Other >= 0:
			return fmt.Sprintf("%s spins %d to see who plays a Collect card on %s", who, e.Arg, g.Name(int(e.Other)))
		}
		return fmt.Sprintf("%s spins %d to see who goes first", who, e.Arg)
	case EvTurn:
		return fmt.Sprintf("— %s's turn —", who)
	case EvTaken:
		return fmt.Sprintf("%s: space taken (%s), on to the next open one", who, b.Spaces[e.Arg].Label)
	case EvRoad:
		roads := b.ForkRoads[0]
		return fmt.Sprintf("%s takes the %s road", who, roads[e.Arg])
	case EvSpin:
		return fmt.Sprintf("%s spins %d %s", who, e.Arg, purposeWords[e.Arg2])
	case EvStep:
		return fmt.Sprintf("%s moves to %s", who, space(e.Arg2))
	case EvBack:
		return fmt.Sprintf("%s goes back to %s", who, space(e.Arg2))
	case EvTransfer:
		why := reasonWords[e.Arg]
		if e.Arg == RSpace {
			why = space(e.Arg2)
		}
		switch {
		case engine.Account(e.Other) == engine.Pot:
			return fmt.Sprintf("%s stakes %s (%s)", g.account(e.Seat), Money(e.Amount), why)
		case engine.Account(e.Seat) == engine.Pot:
			return fmt.Sprintf("%s on the Number Board goes to the Bank", Money(e.Amount))
		case engine.Account(e.Seat) == engine.Bank:
			return fmt.Sprintf("%s collects %s (%s)", g.account(e.Other), Money(e.Amount), why)
		}
		return fmt.Sprintf("%s pays %s to %s (%s)", g.account(e.Seat), Money(e.Amount), g.account(e.Other), why)
	case EvBorrow:
		return fmt.Sprintf("%s borrows %s from the Bank (%d promissory note%s)", who, Money(e.Amount), e.Arg, plural(int(e.Arg)))
	case EvRepay:
		return fmt.Sprintf("%s repays a note of %s", who, Money(e.Amount))
	case EvInsured:
		return fmt.Sprintf("%s's %s saves %s", who, insuranceWords[e.Arg], Money(e.Amount))
	case EvBuy:
		return fmt.Sprintf("%s buys %s for %s", who, insuranceWords[e.Arg], Money(e.Amount))
	case EvProfession:
		return fmt.Sprintf("%s is now a %s earning %s", who, g.CareerName(int(e.Seat)), Money(e.Amount))
	case EvMarried:
		return who + " gets married!"
	case EvBaby:
		return fmt.Sprintf("%s has %s", who, babies(int(e.Arg), int(e.Arg2)))
	case EvCardDrawn:
		return who + " draws a Share the Wealth card"
	case EvCardGiven:
		return fmt.Sprintf("%s gives %s %s", who, g.Name(int(e.Other)), cardWords[e.Arg])
	case EvExempt:
		return fmt.Sprintf("%s shows an Exemption card to %s", who, g.Name(int(e.Other)))
	case EvBet:
		return fmt.Sprintf("%s bets %s on %d", who, Money(e.Amount), e.Arg)
	case EvRevenge:
		if e.Arg == 0 {
			return fmt.Sprintf("REVENGE! %s takes %s from %s", who, Money(e.Amount), g.Name(int(e.Other)))
		}
		return fmt.Sprintf("REVENGE! %s sends %s back %d spaces", who, g.Name(int(e.Other)), g.ed.RevengeSteps)
	case EvToll:
		if e.Other >= 0 && e.Other != e.Seat {
			return fmt.Sprintf("%s crosses the Toll Bridge (toll to %s)", who, g.Name(int(e.Other)))
		}
		return who + " crosses the Toll Bridge"
	case EvReckon:
		return fmt.Sprintf("%s reaches %s", who, space(e.Arg))
	case EvAcres:
		if e.Arg == 1 {
			return who + " is the first to reach Millionaire Acres!"
		}
		return who + " retires to Millionaire Acres"
	case EvLucky:
		return fmt.Sprintf("%s's Lucky Number is %d", who, e.Arg)
	case EvTycoonBet:
		return fmt.Sprintf("%s stakes everything (%s) on %d to become a Millionaire Tycoon", who, Money(e.Amount), e.Arg)
	case EvTycoonWin:
		return fmt.Sprintf("%d! %s is a MILLIONAIRE TYCOON and wins the game!", e.Arg, who)
	case EvPoorFarm:
		return who + " goes to the Poor Farm"
	case EvMarket:
		return who + " plays the market: " + [...]string{"down", "stable", "up"}[e.Arg+1]
	case EvSpeculate:
		return fmt.Sprintf("%s speculates on %d and %d", who, e.Arg, e.Arg2)
	case EvCareerOffer:
		list := g.ed.CareersPlain
		if e.Other == 1 {
			list = g.ed.CareersDegree
		}
		if int(e.Arg) < len(list) && int(e.Arg2) < len(list) {
			return fmt.Sprintf("%s may choose %s (%s) or %s (%s)", who, list[e.Arg].Name, Money(list[e.Arg].Salary), list[e.Arg2].Name, Money(list[e.Arg2].Salary))
		}
		return who + " is offered careers"
	case EvDebt:
		return fmt.Sprintf("%s cannot settle %s of notes: it stays as debt", who, Money(e.Amount))
	case EvGameOver:
		return "Game over: " + g.result.Reason
	}
	return fmt.Sprintf("event %d", e.Kind)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func babies(n, girls int) string {
	switch {
	case n == 1 && girls == 1:
		return "a baby girl"
	case n == 1:
		return "a baby boy"
	case n == 2:
		return "twins"
	}
	return fmt.Sprintf("%d children", n)
}

// ActionString implements engine.Game.
func (g *Game) ActionString(a engine.Action) string {
	who := g.Name(int(a.Seat))
	switch a.Kind {
	case ASpin:
		return who + ": spin"
	case ARepay:
		return who + ": repay a note"
	case ABuyAuto:
		return who + ": buy auto insurance"
	case AChoose:
		return fmt.Sprintf("%s: choose %d", who, a.Arg)
	case ABet:
		return fmt.Sprintf("%s: bet %s on %d", who, Money(a.Amount), a.Arg)
	case ADone:
		return who + ": no more bets"
	case ABuy:
		return who + ": buy"
	case APass:
		return who + ": pass"
	case APlay:
		return who + ": play the market"
	case ASpeculate:
		return fmt.Sprintf("%s: speculate on %d and %d", who, a.Arg>>4, a.Arg&15)
	case ACollect:
		return fmt.Sprintf("%s: take Revenge money from %s", who, g.Name(int(a.Arg)))
	case ASendBack:
		return fmt.Sprintf("%s: send %s back", who, g.Name(int(a.Arg)))
	case AGive:
		return fmt.Sprintf("%s: give a card", who)
	case AUse:
		return who + ": use an Exemption"
	case AAcres:
		return who + ": go on to Millionaire Acres"
	case ATycoon:
		return fmt.Sprintf("%s: stake everything on %d", who, a.Arg)
	}
	return fmt.Sprintf("%s: action %d", who, a.Kind)
}

// Lines puts a batch of events into log lines, one per event, except that a
// run of steps by one car reads as a single move.
func (g *Game) Lines(events []engine.Event) []string {
	var out []string
	for i := 0; i < len(events); i++ {
		e := events[i]
		if e.Kind == EvStep {
			// One line for a car's run of steps, then one for a taken
			// space it went on past (the run carries on through it).
			n, last, taken := 0, e, []engine.Event(nil)
			for j := i; j < len(events) && events[j].Seat == e.Seat && (events[j].Kind == EvStep || events[j].Kind == EvTaken); j++ {
				if events[j].Kind == EvStep {
					n, last = n+1, events[j]
				} else {
					taken = append(taken, events[j])
				}
				i = j
			}
			out = append(out, fmt.Sprintf("%s moves %d space%s to %s", g.Name(int(e.Seat)), n, plural(n), g.ed.Board().Spaces[last.Arg2].Label))
			for _, t := range taken {
				out = append(out, g.Describe(t))
			}
			continue
		}
		if e.Kind == EvTransfer && (e.Arg == RInsurance || e.Arg == RStock) {
			continue // the purchase line that follows says it
		}
		out = append(out, g.Describe(e))
	}
	return out
}
