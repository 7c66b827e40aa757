package broke

import (
	"fmt"

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

func (g *Game) account(a int8) string {
	if engine.Account(a) == poorPot {
		return "the Poor House"
	}
	return g.Name(int(a))
}

// AreaNames name the three areas.
var AreaNames = [nAreas]string{"the Stock Market", "the Race Track", "the Casino"}

// MarketName names a Stock Market segment.
func MarketName(seg int) string {
	switch {
	case seg == MarketExtra:
		return "Extra Dividend"
	case seg%2 == 0:
		return StockNames[seg/2] + " up"
	}
	return StockNames[seg/2] + " down"
}

var reasonWords = [...]string{RSpace: "the space", RCard: "a card", RJunction: "passing the Poor House road",
	RPoorHouse: "the Poor House pot", RRent: "rent", RHotel: "a Hotel", RStock: "stock", RMarket: "the Stock Market",
	RBet: "a bet", RRace: "the race", RSlot: "the Slot Machine", RRoulette: "Roulette", RDice: "Go For Broke dice",
	RCollision: "collision damages"}

// Describe implements engine.Game.
func (g *Game) Describe(e engine.Event) string {
	who := g.Name(int(e.Seat))
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("%s's turn", who)
	case EvGameOver:
		if e.Seat < 0 {
			return "the turn limit was reached"
		}
		return fmt.Sprintf("%s could not pay %s: %s wins!", who, engine.Money(e.Amount), who)
	case EvTransfer:
		r := ""
		if int(e.Arg) < len(reasonWords) {
			r = " for " + reasonWords[e.Arg]
		}
		return fmt.Sprintf("%s paid %s to %s%s", g.account(e.Seat), engine.Money(e.Amount), g.account(e.Other), r)
	case EvStep:
		return fmt.Sprintf("%s moved to %s", who, Spaces[e.Arg2].Label)
	case EvJump:
		return fmt.Sprintf("%s went to %s", who, Spaces[e.Arg2].Label)
	case EvRoll:
		return fmt.Sprintf("%s threw %d", who, e.Arg)
	case EvFirst:
		return fmt.Sprintf("%s goes first", who)
	case EvRollOff:
		if e.Arg2 > 0 {
			return fmt.Sprintf("%s threw %d again to break the tie", who, e.Arg)
		}
		return fmt.Sprintf("%s threw %d for the first turn", who, e.Arg)
	case EvFaces:
		return fmt.Sprintf("the dice show %d and %d", e.Arg, e.Arg2)
	case EvPassJunc:
		return fmt.Sprintf("%s passed the road to the Poor House", who)
	case EvVisit:
		return fmt.Sprintf("%s visits %s", who, AreaNames[e.Arg])
	case EvPoorHouse:
		return fmt.Sprintf("%s goes to the Poor House and takes its %s", who, engine.Money(e.Amount))
	case EvCard:
		deck := "Spend"
		if e.Arg == ReceiveDeck {
			deck = "Receive"
		}
		return fmt.Sprintf("%s drew a %s card: %s", who, deck, Cards(int(e.Arg))[e.Arg2].Text)
	case EvStock:
		return fmt.Sprintf("%s keeps %s %s stock card", who, [nStocks]string{"an", "a", "a"}[e.Arg], StockNames[e.Arg]) // an Oil, a Steel, a Utilities
	case EvBuy:
		return fmt.Sprintf("%s bought the %s for %s", who, Spaces[e.Arg].Label, engine.Money(e.Amount))
	case EvCollide:
		return fmt.Sprintf("%s hit %s's pawn: %s damages", who, g.Name(int(e.Other)), engine.Money(e.Amount))
	case EvNoStock:
		return "nobody owns stock: no spin"
	case EvMarket:
		return fmt.Sprintf("the Stock Market: %s", MarketName(int(e.Arg)))
	case EvBet:
		return fmt.Sprintf("%s bets %s on horse %d", who, engine.Money(e.Amount), e.Arg)
	case EvRace:
		return fmt.Sprintf("horse %d wins the race", e.Arg)
	case EvReel:
		return fmt.Sprintf("reel %d: %s", e.Arg2+1, SymbolNames[e.Arg])
	case EvSlot:
		if e.Arg < 0 {
			return "the Slot Machine pays nothing"
		}
		return fmt.Sprintf("the Slot Machine pays %s", engine.Money(e.Amount))
	case EvRoulette:
		return fmt.Sprintf("%s picked %d; the wheel stops on %d", who, e.Arg, e.Arg2)
	case EvDice:
		switch e.Arg {
		case 0:
			return fmt.Sprintf("no ones: %s pays %s", who, engine.Money(e.Amount))
		case 1:
			return fmt.Sprintf("a one: %s receives %s", who, engine.Money(DiceOne))
		}
		return fmt.Sprintf("two ones: %s receives %s", who, engine.Money(DiceTwoOnes))
	case EvBroke:
		return fmt.Sprintf("%s cannot pay %s", who, engine.Money(e.Amount))
	}
	return ""
}

// Lines implements engine.Game: one line per event worth reading (the steps
// and the dice faces are for the screens).
func (g *Game) Lines(events []engine.Event) []string {
	return engine.DescribeLines(events, g.Describe, EvStep, EvFaces, EvJump)
}

// ActionString implements engine.Game.
func (g *Game) ActionString(a engine.Action) string {
	switch a.Kind {
	case ARoll:
		return "throw the dice"
	case AVisit:
		return "visit"
	case APass:
		return "pass"
	case ABuy:
		return "buy the Hotel"
	case ABet:
		return fmt.Sprintf("bet %s on horse %d", engine.Money(a.Amount), a.Arg)
	case APick:
		return fmt.Sprintf("pick %d", a.Arg)
	case AThrow:
		return "throw again"
	case AStop:
		return "stop"
	}
	return fmt.Sprintf("action %d", a.Kind)
}

// Prompt implements engine.Game.
func (g *Game) Prompt(d engine.Decision) string {
	switch d.Kind {
	case DRoll:
		return "throw the dice to move"
	case DVisit:
		return fmt.Sprintf("visit %s, or go on", AreaNames[Spaces[g.pl[d.Seat].Pos].Arg])
	case DBuy:
		sp := &Spaces[g.pl[d.Seat].Pos]
		return fmt.Sprintf("buy the %s for %s (rent %s), or not", sp.Label, engine.Money(sp.Price), engine.Money(sp.Rent))
	case DBet:
		return "bet on a horse"
	case DSideBet:
		return fmt.Sprintf("bet on a horse other than %d, or pass", g.horse[g.active])
	case DRoulette:
		return "pick a number for Roulette"
	case DDice:
		return "throw the Go For Broke dice again, or stop"
	}
	return ""
}
