package million

import "wheeloffate/engine"

// Event kinds: the engine's shared ones, then Make a Million's own.
const (
	EvTurn     = engine.EvTurn     // Seat's turn begins
	EvGameOver = engine.EvGameOver // the game ended: Seat the winner (-1 at the turn cap)
	EvTransfer = engine.EvTransfer // Amount from account Seat to account Other, reason Arg
	EvStep     = engine.EvStep     // Seat's mover moved from Arg to Arg2
	EvBack     = engine.EvBack     // Seat's mover moved back from Arg to Arg2
	EvJump     = engine.EvJump     // Seat's mover was put from Arg on Arg2
	EvRoll     = engine.EvRoll     // Seat threw Arg on Arg2 dice to move
)

const (
	EvFirst     = engine.EvRuleset + iota // Seat goes first
	EvRollOff                             // Seat threw Arg in the roll-off (Arg2 1 on a re-throw)
	EvFaces                               // the dice showed Arg and Arg2 (Other: what for, a Throw* value)
	EvUpgrade                             // Seat's mover became Arg (0..2: 1-star, 3-star, 5-star)
	EvFortune                             // Seat turned over Fortune card Arg on property Arg2: use now
	EvKeep                                // Seat turned over a Fortune card on property Arg2 and keeps it face down
	EvUseCard                             // Seat used kept Fortune card Arg
	EvLifestyle                           // Seat drew Millionaire Lifestyle card Arg
	EvChance                              // Seat drew Chance card Arg
	EvNoLuck                              // Seat's roll Arg was under Arg2: the card pays nothing
	EvBuy                                 // Seat bought property Arg for Amount
	EvAuction                             // the auction of property Arg begins (Seat: the lander, or the seat that went out)
	EvBid                                 // Seat bids Amount for property Arg
	EvPass                                // Seat passes in the auction of property Arg
	EvWon                                 // Seat won the auction of property Arg for Amount
	EvUnsold                              // nobody bid for property Arg: it stays unowned
	EvRent                                // Seat owes Other Amount rent for property Arg
	EvNoRent                              // Seat used a card to pay no rent on property Arg
	EvJail                                // Seat goes to Jail
	EvJailOut                             // Seat leaves Jail (Arg: a JailWay)
	EvJailStay                            // Seat stays in Jail (Arg: turns spent)
	EvBuild                               // Seat built on property Arg: now level Arg2 (5: a hotel)
	EvSell                                // Seat sold a building on property Arg: now level Arg2; Amount received
	EvMortgage                            // Seat mortgaged property Arg for Amount
	EvRepay                               // Seat repaid the mortgage on property Arg: Amount
	EvShort                               // Seat cannot pay Amount to Other yet: raise the cash
	EvOut                                 // Seat is out; what it owned goes to Other (-1: the Bank)
	EvPropose                             // Seat proposed a deal to Other (Arg: the round, 0 first)
	EvAccept                              // Seat accepted Other's deal
	EvRefuse                              // Seat refused Other's deal: reason Arg
	EvCounter                             // Seat answers Other's deal with an offer of its own
	EvCancel                              // Seat withdrew its deal to Other
	EvTrade                               // property Arg passed from Seat to Other in a deal
	EvCardTrade                           // a kept card passed from Seat to Other in a deal
	EvMillion                             // Seat holds Amount in cash: a million
)

// What dice were thrown for (EvFaces' Other).
const (
	ThrowMove = iota
	ThrowRollOff
	ThrowCard
)

// How a seat left Jail (EvJailOut's Arg).
const (
	JailDouble = iota
	JailCard
	JailPaid
	JailServed
)

// Reasons for transfers.
const (
	RSalary int16 = iota
	RUpgrade
	RBuy
	RAuction
	RRent
	RCard
	RJail
	RBuild
	RSell
	RMortgage
	RRepay
	RDeal
	ROut
)

func (g *Game) emit(kind uint16, seat, other int, arg, arg2 int16, amt int64) {
	if g.quiet {
		return
	}
	g.events = append(g.events, engine.Event{Kind: kind, Seat: int8(seat), Other: int8(other), Arg: arg, Arg2: arg2, Amount: amt})
}

// transfer moves money that is there to move, and checks the win: the
// first to hold a million in cash wins, after any transfer.
func (g *Game) transfer(from, to engine.Account, amt int64, reason int16) {
	if amt <= 0 || g.over {
		return
	}
	g.must(g.led.Move(from, to, amt))
	g.emit(EvTransfer, int(from), int(to), reason, 0, amt)
	if to >= 0 && g.led.Cash[to] >= Goal {
		g.emit(EvMillion, int(to), -1, 0, 0, g.led.Cash[to])
		g.finish(int(to))
	}
}

// Quiet implements engine.Quieter: while on, Apply records no events, for a
// look-ahead's games that nobody watches.
func (g *Game) Quiet(on bool) { g.quiet = on }
