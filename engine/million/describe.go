package million

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

var reasonWords = [...]string{RSalary: "salary", RUpgrade: "an upgrade", RBuy: "a property", RAuction: "an auction",
	RRent: "rent", RCard: "a card", RJail: "Jail", RBuild: "a building", RSell: "a building sold", RMortgage: "a mortgage",
	RRepay: "a mortgage repaid", RDeal: "a deal", ROut: "going out"}

// RefusalWords say why a deal was refused.
var RefusalWords = [nRefusals]string{RefuseNone: "no thanks", RefuseNotEnough: "not enough",
	RefuseKeepSet: "it breaks my set", RefuseGivesSet: "it gives you a set",
	RefuseMillion: "it hands you the million", RefuseKeepCash: "I need my cash"}

var jailWays = [...]string{JailDouble: "rolled a double", JailCard: "used a Get out of Jail free card",
	JailPaid: "paid $50,000", JailServed: "served three turns and pays $50,000"}

// Describe implements engine.Game.
func (g *Game) Describe(e engine.Event) string {
	who := g.Name(int(e.Seat))
	other := g.Name(int(e.Other))
	prop := func() string {
		if e.Arg >= 0 && int(e.Arg) < NProps {
			return Props[e.Arg].Name
		}
		return "?"
	}
	m := engine.Money
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("%s's turn", who)
	case EvGameOver:
		if e.Seat < 0 {
			return "the turn limit was reached"
		}
		if e.Amount >= Goal {
			return fmt.Sprintf("%s holds %s: %s wins!", who, m(e.Amount), who)
		}
		return fmt.Sprintf("%s is the last player left and wins", who)
	case EvTransfer:
		r := ""
		if int(e.Arg) < len(reasonWords) {
			r = " for " + reasonWords[e.Arg]
		}
		return fmt.Sprintf("%s paid %s to %s%s", g.Name(int(e.Seat)), m(e.Amount), other, r)
	case EvStep, EvBack:
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
	case EvUpgrade:
		return fmt.Sprintf("%s upgrades to the %s mover", who, StarNames[e.Arg])
	case EvFortune:
		return fmt.Sprintf("%s turns over a Fortune card: %s", who, Fortune[e.Arg].Text)
	case EvKeep:
		return fmt.Sprintf("%s turns over a Fortune card on %s and keeps it face down", who, Props[e.Arg2].Name)
	case EvUseCard:
		return fmt.Sprintf("%s uses a kept card: %s", who, Fortune[e.Arg].Text)
	case EvLifestyle:
		return fmt.Sprintf("%s takes a Millionaire Lifestyle card: %s", who, cardLine(&Lifestyle[e.Arg]))
	case EvChance:
		return fmt.Sprintf("%s takes a Chance card: %s", who, cardLine(&Chance[e.Arg]))
	case EvNoLuck:
		return fmt.Sprintf("%s rolled %d, needed %d: nothing this time", who, e.Arg, e.Arg2)
	case EvBuy:
		return fmt.Sprintf("%s bought %s for %s", who, prop(), m(e.Amount))
	case EvAuction:
		return fmt.Sprintf("%s goes up for auction", prop())
	case EvBid:
		return fmt.Sprintf("%s bids %s", who, m(e.Amount))
	case EvPass:
		return fmt.Sprintf("%s passes", who)
	case EvWon:
		return fmt.Sprintf("%s wins the auction for %s at %s", who, prop(), m(e.Amount))
	case EvUnsold:
		return fmt.Sprintf("nobody bids: %s stays unowned", prop())
	case EvRent:
		return fmt.Sprintf("%s owes %s %s rent for %s", who, other, m(e.Amount), prop())
	case EvNoRent:
		return fmt.Sprintf("%s pays no rent on %s", who, prop())
	case EvJail:
		return fmt.Sprintf("%s goes to Jail", who)
	case EvJailOut:
		return fmt.Sprintf("%s leaves Jail: %s", who, jailWays[e.Arg])
	case EvJailStay:
		return fmt.Sprintf("%s stays in Jail (turn %d of %d)", who, e.Arg, JailTurns)
	case EvBuild:
		if e.Arg2 == HotelLevel {
			return fmt.Sprintf("%s builds a hotel on %s", who, prop())
		}
		return fmt.Sprintf("%s builds a house on %s (%d)", who, prop(), e.Arg2)
	case EvSell:
		return fmt.Sprintf("%s sells a building on %s for %s", who, prop(), m(e.Amount))
	case EvMortgage:
		return fmt.Sprintf("%s mortgages %s for %s", who, prop(), m(e.Amount))
	case EvRepay:
		return fmt.Sprintf("%s repays the mortgage on %s", who, prop())
	case EvShort:
		return fmt.Sprintf("%s cannot pay %s yet and must raise the cash", who, m(e.Amount))
	case EvOut:
		return fmt.Sprintf("%s is out: everything goes to %s", who, other)
	case EvPropose:
		return fmt.Sprintf("%s offers %s a deal", who, other)
	case EvAccept:
		return fmt.Sprintf("%s accepts %s's deal", who, other)
	case EvRefuse:
		r := ""
		if e.Arg >= 0 && int(e.Arg) < nRefusals {
			r = RefusalWords[e.Arg]
		}
		// The reason is the refuser's own words to the proposer ("it gives
		// you a set"), so the log quotes them.
		return fmt.Sprintf("%s refuses %s's deal: “%s”", who, other, r)
	case EvCounter:
		return fmt.Sprintf("%s answers %s with a counteroffer", who, other)
	case EvCancel:
		return fmt.Sprintf("%s withdraws the deal", who)
	case EvTrade:
		return fmt.Sprintf("%s passes from %s to %s", prop(), who, other)
	case EvCardTrade:
		return fmt.Sprintf("a kept card passes from %s to %s", who, other)
	case EvMillion:
		return fmt.Sprintf("%s has made a million!", who)
	}
	return ""
}

// cardLine puts a Lifestyle or Chance card into words with its outcomes.
func cardLine(c *Card) string {
	m := engine.Money
	switch c.Kind {
	case CStars:
		if c.Stars[0] < 0 {
			return fmt.Sprintf("%s: pay %s / %s / %s", c.Text, m(-c.Stars[0]), m(-c.Stars[1]), m(-c.Stars[2]))
		}
		return fmt.Sprintf("%s: collect %s / %s / %s", c.Text, m(c.Stars[0]), m(c.Stars[1]), m(c.Stars[2]))
	case CRoll:
		var parts []string
		for i := range c.Stars {
			parts = append(parts, fmt.Sprintf("%s roll %d–12 for %s", StarNames[i], c.Need[i], m(c.Stars[i])))
		}
		return c.Text + ": " + strings.Join(parts, "; ")
	}
	return c.Text
}

// Lines implements engine.Game: one line per event worth reading (the steps
// and the dice faces are for the screens).
func (g *Game) Lines(events []engine.Event) []string {
	return engine.DescribeLines(events, g.Describe, EvStep, EvBack, EvFaces, EvJump)
}

// ActionString implements engine.Game.
func (g *Game) ActionString(a engine.Action) string {
	m := engine.Money
	prop := func() string {
		if a.Arg >= 0 && int(a.Arg) < NProps {
			return Props[a.Arg].Name
		}
		return "?"
	}
	group := func() string {
		if a.Arg >= 0 && int(a.Arg) < NGroups {
			return Groups[a.Arg].Name
		}
		return "?"
	}
	switch a.Kind {
	case ARoll:
		if a.Seat >= 0 && int(a.Seat) < g.opts.Seats && g.pl[a.Seat].Jail >= 0 {
			return "roll for a double"
		}
		return "throw the dice"
	case APayJail:
		return "pay " + m(JailFee) + " to leave Jail"
	case AUseCard:
		if a.Seat >= 0 && int(a.Seat) < g.opts.Seats && int(a.Arg) < g.held[a.Seat].Len() && a.Arg >= 0 {
			return "use: " + Fortune[g.slotCard(int(a.Seat), int(a.Arg))].Text
		}
		return "use a kept card"
	case ABuild:
		if a.Arg >= 0 && int(a.Arg) < NGroups {
			return fmt.Sprintf("build on the %s set (%s)", group(), m(Groups[a.Arg].House))
		}
		return "build"
	case ARepay:
		if a.Arg >= 0 && int(a.Arg) < NProps {
			return fmt.Sprintf("repay the mortgage on %s (%s)", prop(), m(Props[a.Arg].Mortgage))
		}
		return "repay a mortgage"
	case ADeal:
		return "make a deal with " + g.Name(int(a.Arg))
	case AUpgrade:
		return "upgrade the mover for " + m(UpgradeFee)
	case ANo:
		return g.noWords()
	case ABuy:
		return "buy it"
	case ABid:
		return "raise " + m(a.Amount)
	case ASell:
		if a.Arg >= 0 && int(a.Arg) < NGroups {
			return fmt.Sprintf("sell a building on the %s set for %s", group(), m(Groups[a.Arg].House/2))
		}
		return "sell a building"
	case AMortgage:
		if a.Arg >= 0 && int(a.Arg) < NProps {
			return fmt.Sprintf("mortgage %s for %s", prop(), m(Props[a.Arg].Mortgage))
		}
		return "mortgage a property"
	case AGiveUp:
		return "give up"
	case AProp:
		switch {
		case a.Arg < 0 || int(a.Arg) >= NProps:
			return "a property"
		case g.deal.Props&(1<<a.Arg) != 0:
			return "take " + prop() + " out"
		case g.owner[a.Arg] == g.deal.From:
			return "offer " + prop()
		}
		return "ask for " + prop()
	case AGiveCard:
		if g.deal.GiveSlots&(1<<(a.Arg&7)) != 0 {
			return fmt.Sprintf("keep my kept card %d", a.Arg+1)
		}
		return fmt.Sprintf("offer my kept card %d", a.Arg+1)
	case ATakeCard:
		if g.deal.TakeSlots&(1<<(a.Arg&7)) != 0 {
			return fmt.Sprintf("leave their kept card %d", a.Arg+1)
		}
		return fmt.Sprintf("ask for their kept card %d", a.Arg+1)
	case AGiveCash:
		return "give " + m(a.Amount) + " more"
	case ATakeCash:
		return "ask " + m(a.Amount) + " more"
	case AClearCash:
		return "no cash"
	case APropose:
		return "propose the deal"
	case ACancel:
		return "cancel"
	case AAccept:
		return "accept"
	case ARefuse:
		if a.Arg >= 0 && int(a.Arg) < nRefusals {
			return "refuse: " + RefusalWords[a.Arg]
		}
		return "refuse"
	case ACounter:
		return "counter"
	}
	return fmt.Sprintf("action %d", a.Kind)
}

// noWords is what ANo means at the pending decision.
func (g *Game) noWords() string {
	switch g.dec.Kind {
	case DUpgrade:
		return "keep the mover"
	case DBuy:
		return "auction it"
	case DBid:
		return "pass"
	case DRent:
		return "pay the rent"
	}
	return "done"
}

// Prompt implements engine.Game.
func (g *Game) Prompt(d engine.Decision) string {
	m := engine.Money
	s := int(d.Seat)
	if s < 0 || s >= g.opts.Seats {
		return ""
	}
	switch d.Kind {
	case DTurn:
		if g.pl[s].Jail >= 0 {
			return "in Jail: roll for a double, pay, or use a card"
		}
		return "throw the dice to move"
	case DUpgrade:
		st := g.pl[s].Star
		return fmt.Sprintf("GO: collect %s, or upgrade to %s and collect %s", m(Salary[st]), StarNames[st+1], m(Salary[st]-UpgradeFee))
	case DBuy:
		p := PropAt(int(g.pl[s].Pos))
		return fmt.Sprintf("buy %s for %s, or auction it", Props[p].Name, m(Props[p].Price))
	case DBid:
		a := &g.auc
		if a.Bidder < 0 {
			return fmt.Sprintf("auction of %s: bid from %s, or pass", Props[a.Prop].Name, m(BidMin))
		}
		return fmt.Sprintf("auction of %s: %s bids %s; raise or pass", Props[a.Prop].Name, g.Name(int(a.Bidder)), m(a.High))
	case DRent:
		return "rent is due: pay it, or use a card to pay none"
	case DRaise:
		return fmt.Sprintf("raise %s: sell, mortgage or deal", m(g.debt.Amount-g.led.Cash[s]))
	case DOffer:
		if g.deal.Empty() {
			return "a deal with " + g.Name(int(g.deal.To)) + ": add what each side gives"
		}
		return "your offer: " + g.DealWords() + "; propose it, or change it"
	case DAnswer:
		return fmt.Sprintf("%s offers %s", g.Name(int(g.deal.From)), g.DealWords())
	case DBetween:
		return "between turns: build, or done"
	}
	return ""
}

// DealWords puts the deal on the table into words from its proposer's
// side: "Motor Drive and $60,000 for Castle View". Kept cards are counted,
// not named: they are face down.
func (g *Game) DealWords() string {
	d := &g.deal
	side := func(owner int8, cash int64, slots uint8) string {
		var parts []string
		for p := 0; p < NProps; p++ {
			if d.Props&(1<<p) != 0 && g.owner[p] == owner {
				name := Props[p].Name
				if g.Mortgaged(p) {
					name += " (mortgaged)"
				}
				parts = append(parts, name)
			}
		}
		switch n := popcount8(slots); n {
		case 0:
		case 1:
			parts = append(parts, "a kept card")
		default:
			parts = append(parts, fmt.Sprintf("%d kept cards", n))
		}
		if cash > 0 {
			parts = append(parts, engine.Money(cash))
		}
		if len(parts) == 0 {
			return "nothing"
		}
		if len(parts) == 1 {
			return parts[0]
		}
		return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
	}
	return side(d.From, d.GiveCash, d.GiveSlots) + " for " + side(d.To, d.TakeCash, d.TakeSlots)
}

func popcount8(b uint8) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}
