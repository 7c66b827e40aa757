package broke

import "wheeloffate/engine"

// Sensible is the computer player that plays to lose money: at every choice
// it takes the way that costs its seat the most by expected value (money
// paid is good, money received is bad), and near broke it seeks the
// required payments that may end the game in its favour. It reads only its
// seat's View.
type Sensible struct{ salt uint64 }

// NewSensible returns a sensible player.
func NewSensible(seed uint64) *Sensible { return &Sensible{salt: seed ^ 0xb20c3} }

// The average outcome of each game of chance for its player, in dollars
// (negative: money lost, which is what this player wants). A test checks
// them against the tables.
var (
	// The Casino: the slot's stake less its return, Roulette's stake less
	// 1/36 of $150,000, and the dice thrown until a one: 25/11 paying
	// throws of $8,000 on average, then 10/11 of $10,000 or 1/11 of $50,000.
	casinoEV = -float64(SlotStake) + SlotReturn() - RouletteStake + RouletteWin/36.0 +
		(-25.0/11*8000 + 10.0/11*DiceOne + 1.0/11*DiceTwoOnes)
	// The Race Track: $10,000 on horse 1, which pays back the stake 4 times in 10.
	raceEV = -0.6 * BetMax
	// One stock card at the Stock Market: +$5,000 or −$10,000 one time in
	// seven each, +$10,000 on the Extra Dividend.
	stockEV = (MarketUpPay - MarketDownCost + MarketDividend) / 7.0
)

// cardEV is a deck's average card for seats players, not counting the
// trips to an area (their worth depends on the position).
func cardEV(deck, seats int) float64 {
	var sum float64
	for _, c := range Cards(deck) {
		switch c.Kind {
		case CPay:
			sum -= float64(c.Amount)
		case CPayEach:
			sum -= float64(c.Amount) * float64(seats-1)
		case CCollect:
			sum += float64(c.Amount)
		case CStock:
			if deck == SpendDeck {
				sum -= StockPrice
			}
		case CGoArea:
			sum += casinoEV
		}
	}
	return sum / deckSize
}

// Choose implements engine.Player.
func (ai *Sensible) Choose(ev engine.View, legal []engine.Action) engine.Action {
	v, ok := ev.(*View)
	if !ok {
		return legal[0]
	}
	find := func(kind uint8, arg int16) (engine.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind && (arg < 0 || a.Arg == arg) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	pick := func(kind uint8) engine.Action {
		if a, ok := find(kind, -1); ok {
			return a
		}
		return legal[0]
	}
	s := v.Seat
	switch v.Decision.Kind {
	case DVisit:
		if ai.visitWorth(v) {
			return pick(AVisit)
		}
		return pick(APass)
	case DBuy:
		sp := &Spaces[v.Players[s].Pos]
		if float64(sp.Price) > ai.rentAhead(v, sp.Rent) {
			return pick(ABuy)
		}
		return pick(APass)
	case DBet, DSideBet:
		// Horse 1 loses 60 cents on the dollar, horse 2 40, horses 3 and 4
		// break even: the most on the worst horse left.
		var best engine.Action
		for _, a := range legal {
			if a.Kind == ABet && (best.Kind == 0 || a.Arg < best.Arg || a.Arg == best.Arg && a.Amount > best.Amount) {
				best = a
			}
		}
		if best.Kind != 0 && best.Arg <= 2 {
			return best
		}
		return pick(APass)
	case DRoulette:
		// Every number is as good: one from the view, so a resumed game
		// and a re-dealt one choose alike.
		r := engine.NewRNG(v.Hash() ^ ai.salt)
		return pick1(legal, APick, int16(r.Wheel(36)))
	case DDice:
		// Each further throw loses $1,389 on average (25/36 of $8,000
		// paid against 10/36 of $10,000 and 1/36 of $50,000 received).
		return pick(AThrow)
	}
	return legal[0]
}

func pick1(legal []engine.Action, kind uint8, arg int16) engine.Action {
	for _, a := range legal {
		if a.Kind == kind && a.Arg == arg {
			return a
		}
	}
	return legal[0]
}

// turnsLeft guesses how many rounds the game has left: the poorest seat
// loses some $25,000 a turn.
func turnsLeft(v *View) float64 {
	least := v.Cash[0]
	for i := 1; i < v.Seats; i++ {
		least = min(least, v.Cash[i])
	}
	return float64(least) / 25_000
}

// rentAhead is the rent a Hotel would bring in for the rest of the game:
// each opponent lands on a given space about one turn in seven.
func (ai *Sensible) rentAhead(v *View, rent int64) float64 {
	return float64(rent) * float64(v.Seats-1) * turnsLeft(v) / 7
}

// visitWorth compares the area's average with the rest of the move: the
// space it would land on, the Poor House road it would pass and the pawns
// it would hit. Near broke the Casino's required stakes are a chance to
// win at once, so it always goes in.
func (ai *Sensible) visitWorth(v *View) bool {
	s := v.Seat
	p := &v.Players[s]
	area := int(Spaces[p.Pos].Arg)
	cash := v.Cash[s]
	var visit float64
	switch area {
	case Casino:
		if cash < 2*(SlotStake+RouletteStake) {
			return true
		}
		visit = casinoEV
	case RaceTrack:
		if cash >= BetMin {
			visit = raceEV * float64(min(cash, BetMax)) / BetMax
		}
	case StockMarket:
		visit = stockEV * float64(p.StockCount())
	}
	at := int(p.Pos)
	var on float64
	for k := 0; k < v.MoveLeft; k++ {
		at = Board.Next(at, 0)
		if Spaces[at].Kind == KJunction {
			on -= PoorHouseFee
		}
	}
	sp := &Spaces[at]
	for i := 0; i < v.Seats; i++ {
		if i != s && int(v.Players[i].Pos) == at && sp.Main {
			on -= CollisionFee
		}
	}
	switch sp.Kind {
	case KSpend:
		on += cardEV(SpendDeck, v.Seats)
	case KReceive:
		on += cardEV(ReceiveDeck, v.Seats)
	case KTax:
		on -= float64(sp.Amount)
	case KHotel:
		switch o := int(v.Owners[at]); {
		case o >= 0 && o != s:
			on -= float64(sp.Rent)
		case o < 0 && p.Hotel < 0 && cash >= sp.Price:
			on -= max(0, float64(sp.Price)-ai.rentAhead(v, sp.Rent))
		}
	case KGoPoor:
		on += float64(v.Pot)
	case KGoCasino:
		on += casinoEV
	}
	return visit < on
}
