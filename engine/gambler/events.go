package gambler

import "wheeloffate/engine"

// Event kinds: the engine's shared ones, then Gambler's own.
const (
	EvTurn     = engine.EvTurn     // Seat's turn begins
	EvGameOver = engine.EvGameOver // the game ended: Arg a Why value, Seat the (first) winner, Arg2 how many share the win
	EvTransfer = engine.EvTransfer // Amount from account Seat to account Other, reason Arg
	EvStep     = engine.EvStep     // Seat's pawn moved from Arg to Arg2
	EvRoll     = engine.EvRoll     // Seat threw Arg on Arg2 dice to move
)

const (
	EvFirst        = engine.EvRuleset + iota // Seat goes first
	EvRollOff                                // Seat threw Arg in the roll-off (Arg2 1 on a re-throw among the tied)
	EvFaces                                  // the two dice showed Arg and Arg2 (Other: a Throw value)
	EvDoubles                                // Seat threw doubles (Arg each) on the first roll: no move
	EvDoublesAgain                           // Seat's roll for doubles: Arg the double hit (0: missed), Amount paid
	EvTicket                                 // Seat bought a Lottery ticket, face down, for Amount
	EvCard                                   // Seat drew Fortune card Arg
	EvSweep                                  // Seat calls a Sweepstakes
	EvMarker                                 // Seat placed its marker on betting space Arg
	EvShaker                                 // Seat shook the Dice Shaker for Arg (ForSweep, ForLottery): Amount the six dice as digits, position 1 first
	EvBetWin                                 // Seat's marker on betting space Arg wins Amount
	EvNoBetWin                               // no marker won the Sweepstakes
	EvLottery                                // Seat landed on the Lottery and holds it
	EvNoLottery                              // Seat landed on the Lottery, but nobody holds a ticket
	EvTicketShown                            // Seat's ticket Arg is turned up: Arg2 1 if it wins, Amount paid
	EvTicketsBack                            // every ticket went back to the deck, shuffled
	EvRaceCall                               // Seat calls a Horse Race (Arg 1) or the Daily Double (Arg 2)
	EvDealt                                  // Seat was dealt Horse Race card Arg
	EvRace                                   // race Arg2 (1, 2): the die shows Arg; Other the holder of that card, -1 for none
	EvIOU                                    // Seat took an IOU: $200 (Arg 1: forced by a payment it could not make)
	EvRepay                                  // Seat repaid its IOU with interest (Arg 1: at once, to win)
	EvOut                                    // Seat could not pay Amount with an IOU held: out of the game
)

// What the two dice were thrown for (EvFaces' Other).
const (
	ThrowMove = iota
	ThrowAgain
	ThrowRollOff
)

// Reasons for transfers.
const (
	RStart      int16 = iota // Start's $100
	RSpace                   // a pay-in or pay-out space
	RCard                    // a Fortune card
	RTicket                  // a Lottery ticket bought
	RDoubles                 // doubles again: $500
	RSweepFee                // a Sweepstakes entry
	RSweepPrize              // a Sweepstakes prize
	RLottery                 // a winning Lottery ticket
	RRaceFee                 // a Horse Race entry
	RRacePrize               // a Horse Race prize
	RIOU                     // an IOU taken
	RRepay                   // an IOU repaid with interest
	ROut                     // what a seat held when it went out
)

func (g *Game) emit(kind uint16, seat, other int, arg, arg2 int16, amt int64) {
	if g.quiet {
		return
	}
	g.events = append(g.events, engine.Event{Kind: kind, Seat: int8(seat), Other: int8(other), Arg: arg, Arg2: arg2, Amount: amt})
}

// pay moves money the rules allow for certain (cash in hand was checked,
// or the Bank pays); money into a seat is a payment after which the win is
// checked.
func (g *Game) pay(from, to engine.Account, amt int64, reason int16) {
	if amt <= 0 {
		return
	}
	g.must(g.led.Move(from, to, amt))
	g.emit(EvTransfer, int(from), int(to), reason, 0, amt)
	if to >= 0 {
		g.checkWin()
	}
}

// collect pays seat from the Bank.
func (g *Game) collect(seat int, amt int64, reason int16) {
	g.pay(engine.Bank, engine.Account(seat), amt, reason)
}

// demand is a payment the rules require of seat. Short of cash with no IOU
// held, it takes one first (rulings); short of cash with an IOU held, the
// seat is out. It reports whether the seat paid.
func (g *Game) demand(seat int, to engine.Account, amt int64, reason int16) bool {
	if g.led.Cash[seat] < amt && !g.pl[seat].IOU {
		g.takeIOU(seat, true)
	}
	if g.led.Cash[seat] < amt {
		g.goOut(seat, amt)
		return false
	}
	g.pay(engine.Account(seat), to, amt, reason)
	return true
}

// takeIOU: the Bank issues an IOU card and $200.
func (g *Game) takeIOU(seat int, forced bool) {
	g.pl[seat].IOU = true
	g.emit(EvIOU, seat, -1, b2i(forced), 0, IOUAmount)
	g.pay(engine.Bank, engine.Account(seat), IOUAmount, RIOU)
}

// repay pays the IOU back with its $20 interest.
func (g *Game) repay(seat int, toWin bool) {
	g.pl[seat].IOU = false
	g.emit(EvRepay, seat, -1, b2i(toWin), 0, IOUAmount+IOUInterest)
	g.pay(engine.Account(seat), engine.Bank, IOUAmount+IOUInterest, RRepay)
}

// goOut: a seat that must pay and cannot, holding an IOU, is out of the
// game; what it still holds goes to the Bank (its tickets to the deck),
// and its pawn leaves the board. The last seat still in wins.
func (g *Game) goOut(seat int, owed int64) {
	p := &g.pl[seat]
	g.emit(EvOut, seat, -1, 0, 0, owed)
	g.pay(engine.Account(seat), engine.Bank, g.led.Cash[seat], ROut)
	p.Tickets.Each(func(c uint8) { g.decks[TicketDeck].PutBottom(c) })
	p.Tickets = engine.Cards{}
	p.Out, p.IOU, p.Marker = true, false, -1
	var buf [engine.MaxSeats]int
	if in := g.inFrom(0, buf[:0]); len(in) == 1 {
		g.finish(1<<in[0], WhyLast)
	}
}

func b2i(b bool) int16 {
	if b {
		return 1
	}
	return 0
}

// die throws one die: a scripted face if a test set one, else the
// generator's.
func (g *Game) die() int { return g.script.Die(&g.rng) }

// Script makes the next dice come up as vals, in order, each taken by the
// next die thrown (the two dice, the shaker's six, the race die). It is for
// rule tests; a scripted game is still deterministic, and its hash includes
// the script.
func (g *Game) Script(vals ...int) { g.script.Add(vals...) }

// Quiet implements engine.Quieter: while on, Apply records no events, for a
// look-ahead's games that nobody watches.
func (g *Game) Quiet(on bool) { g.quiet = on }
