package broke

import "wheeloffate/engine"

// Event kinds: the engine's shared ones, then Go For Broke's own.
const (
	EvTurn     = engine.EvTurn     // Seat's turn begins
	EvGameOver = engine.EvGameOver // Seat could not pay Amount for Arg (a transfer reason): the winner; Seat -1 at the turn cap
	EvTransfer = engine.EvTransfer // Amount from account Seat to account Other, reason Arg, space Arg2
	EvStep     = engine.EvStep     // Seat's pawn moved from Arg to Arg2
	EvJump     = engine.EvJump     // Seat's pawn was put from Arg on Arg2
	EvRoll     = engine.EvRoll     // Seat threw Arg on Arg2 dice to move
)

const (
	EvFirst     = engine.EvRuleset + iota // Seat goes first
	EvRollOff                             // Seat threw Arg in the roll-off (Arg2 1 on a re-throw among the tied)
	EvFaces                               // the dice showed Arg and Arg2 (Other: what for, a Throw* value)
	EvPassJunc                            // Seat passed the Poor House road
	EvVisit                               // Seat visits area Arg (Arg2 1: sent by a card or space)
	EvPoorHouse                           // Seat is sent to the Poor House and takes its pot (Amount)
	EvCard                                // Seat drew card Arg2 from deck Arg
	EvStock                               // Seat keeps a stock card Arg face up (Arg2: the deck)
	EvBuy                                 // Seat bought the Hotel on space Arg for Amount
	EvCollide                             // Seat came to rest on Other's space Arg: damages Amount
	EvNoStock                             // Seat visits the Stock Market while nobody owns stock: no spin
	EvMarket                              // Seat spun the Stock Market: segment Arg
	EvBet                                 // Seat bets Amount on horse Arg
	EvRace                                // horse Arg won the race Seat spun
	EvReel                                // Seat's reel Arg2 (0..2) stopped on symbol Arg
	EvSlot                                // Seat's pull paid line Arg (-1: nothing), Amount
	EvRoulette                            // Seat picked Arg, the wheel stopped on Arg2
	EvDice                                // Seat's Go For Broke throw: Arg ones (0, 1, 2), Amount its total
	EvBroke                               // Seat cannot pay Amount to Other for Arg (a transfer reason): that seat wins
)

// What dice were thrown for (EvFaces' Other).
const (
	ThrowMove = iota
	ThrowRollOff
	ThrowCasino
)

// Reasons for transfers.
const (
	RSpace     int16 = iota // a tax space
	RCard                   // a Spend or Receive card
	RJunction               // $1,000 into the Poor House pot
	RPoorHouse              // the pot taken
	RRent                   // a Hotel's rent
	RHotel                  // a Hotel bought
	RStock                  // a stock bought from the Spend deck
	RMarket                 // the Stock Market
	RBet                    // a Race Track stake
	RRace                   // a Race Track payout
	RSlot                   // the Slot Machine
	RRoulette               // Roulette
	RDice                   // Go For Broke dice
	RCollision              // collision damages
)

func (g *Game) emit(kind uint16, seat, other int, arg, arg2 int16, amt int64) {
	if g.quiet {
		return
	}
	g.events = append(g.events, engine.Event{Kind: kind, Seat: int8(seat), Other: int8(other), Arg: arg, Arg2: arg2, Amount: amt})
}

// transfer moves money the rules allow for certain (cash in hand was
// checked, or the Bank or pot pays).
func (g *Game) transfer(from, to engine.Account, amt int64, reason int16) {
	if amt <= 0 {
		return
	}
	g.must(g.led.Move(from, to, amt))
	g.emit(EvTransfer, int(from), int(to), reason, int16(g.pl[g.active].Pos), amt)
}

// demand is a payment the rules require of seat. A seat that cannot
// complete it pays nothing and wins at once (sheet, End of Game): demand
// reports false and the game is over.
func (g *Game) demand(seat int, to engine.Account, amt int64, reason int16) bool {
	if amt <= 0 {
		return true
	}
	if g.led.Cash[seat] < amt {
		g.emit(EvBroke, seat, int(to), reason, 0, amt)
		g.why = reason
		g.finish(seat, amt)
		return false
	}
	g.transfer(engine.Account(seat), to, amt, reason)
	return true
}

// collect pays seat from the Bank.
func (g *Game) collect(seat int, amt int64, reason int16) {
	g.transfer(engine.Bank, engine.Account(seat), amt, reason)
}

// Quiet implements engine.Quieter: while on, Apply records no events, for a
// look-ahead's games that nobody watches.
func (g *Game) Quiet(on bool) { g.quiet = on }
