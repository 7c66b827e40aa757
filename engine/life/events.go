package life

import "wheeloffate/engine"

// Event kinds. The UI animates and sounds them; Describe puts them in words.
// The kinds every ruleset has are the engine's (the table follows turns,
// money and pawns by them); the rest are Life's own.
const (
	EvTurn     = engine.EvTurn     // Seat's turn begins
	EvSpin     = engine.EvSpin     // Seat spun Arg for purpose Arg2
	EvStep     = engine.EvStep     // Seat moved forward from Arg to Arg2
	EvBack     = engine.EvBack     // Seat moved back from Arg to Arg2
	EvTransfer = engine.EvTransfer // Amount from account Seat to account Other, reason Arg, space Arg2
	EvGameOver = engine.EvGameOver // Arg: reason 0 all home, 1 tycoon, 2 turn cap
)

const (
	EvFirst       = engine.EvRuleset + iota // Seat goes first
	EvSpinOff                               // Seat spun Arg in a spin-off: for Other's card (-1: to go first); Arg2 1 on a re-spin among the tied
	EvRoad                                  // Seat takes road Arg (RoadShort/RoadLong)
	EvBorrow                                // Seat borrowed Arg notes (Amount)
	EvRepay                                 // Seat repaid one note (Amount)
	EvInsured                               // Seat's insurance Arg saved Amount
	EvBuy                                   // Seat bought Arg: insurance kind, or 0 for stock
	EvProfession                            // Seat's salary becomes Amount (space or career Arg, degree Arg2)
	EvMarried                               // Seat married
	EvBaby                                  // Seat had Arg children (Arg2 girls among them)
	EvCardDrawn                             // Seat drew a Share the Wealth card (Arg: kind, hidden)
	EvCardGiven                             // Seat gave card Arg to Other
	EvExempt                                // Seat (Other) used an Exemption against Seat
	EvBet                                   // Seat bet Amount on Arg
	EvRevenge                               // Seat took Revenge on Other: Arg 0 money, 1 sent back
	EvToll                                  // Seat crossed the Toll Bridge (Other: toll holder or -1)
	EvReckon                                // Seat reached the Day of Reckoning / Retire
	EvAcres                                 // Seat reached Millionaire Acres (Arg 1 if first)
	EvLucky                                 // Seat's Lucky Number is Arg
	EvTycoonBet                             // Seat stakes Amount on Arg
	EvTycoonWin                             // Seat hit Arg: Millionaire Tycoon
	EvPoorFarm                              // Seat goes to the Poor Farm
	EvMarket                                // Seat played the market: Arg -1 down, 0 stable, 1 up
	EvSpeculate                             // Seat speculates on Arg and Arg2
	EvCareerOffer                           // Seat is offered careers Arg and Arg2 (Other 1: degree careers)
	EvDebt                                  // Seat could not settle Amount of notes: it stays as debt
	EvTaken                                 // Seat's count ended on Arg, which another car holds: it goes on to the next open space
)

// Reasons for transfers.
const (
	RSpace     int16 = iota // the space Arg2 demanded or paid it
	RSalary                 // Pay Day
	RInterest               // note interest at Pay Day
	RBorrow                 // a note from the Bank
	RRepay                  // a note repaid
	RPresents               // wedding presents
	RGift                   // baby gift
	RLuckyDay               // Lucky Day
	RSpeculate              // speculation stake or winnings
	RMarket                 // Play the Market
	RBet                    // a side bet staked
	RBetWin                 // a side bet won
	RBetLost                // stakes cleared to the Bank
	RRevenge                // Revenge
	RToll                   // bridge toll
	RCard                   // Share the Wealth
	RChildren               // Day of Reckoning: children
	RSettle                 // Day of Reckoning: notes settled
	RAcres                  // first to Millionaire Acres
	RLuckyFee               // Lucky Number fee
	RTycoon                 // Tycoon stake
	RInsurance              // insurance bought
	RStock                  // stock bought
)

func (g *Game) emit(e engine.Event) {
	if !g.quiet {
		g.events = append(g.events, e)
	}
}

func (g *Game) transferEv(from, to engine.Account, amt int64, reason int16, space int) {
	g.must(g.led.Move(from, to, amt))
	g.emit(engine.Event{Kind: EvTransfer, Seat: int8(from), Other: int8(to), Arg: reason, Arg2: int16(space), Amount: amt})
}

// demand makes seat pay amt, borrowing the fewest notes that cover it when
// cash falls short, as the rules demand payments always be met.
func (g *Game) demand(seat int, to engine.Account, amt int64, reason int16, space int) {
	g.demandBeside(seat, to, amt, 0, reason, space)
}

// demandBeside is demand for a seat part of whose cash, held, is spoken for
// (a Tycoon's stake on the board): the payment cannot come out of it, so
// notes are borrowed as though it were not in hand.
func (g *Game) demandBeside(seat int, to engine.Account, amt, held int64, reason int16, space int) {
	if amt <= 0 {
		return
	}
	if n := engine.NotesFor(amt, g.led.Cash[seat]-held, g.ed.NoteSize); n > 0 {
		g.borrow(seat, int(n))
	}
	g.transferEv(engine.Account(seat), to, amt, reason, space)
}

func (g *Game) borrow(seat, n int) {
	amt := int64(n) * g.ed.NoteSize
	g.must(g.led.Move(engine.Bank, engine.Account(seat), amt))
	g.pl[seat].Notes += int16(n)
	g.emit(engine.Event{Kind: EvBorrow, Seat: int8(seat), Other: -1, Arg: int16(n), Amount: amt})
}

// collectFromBank pays a seat from the Bank.
func (g *Game) collectFromBank(seat int, amt int64, reason int16, space int) {
	if amt > 0 {
		g.transferEv(engine.Bank, engine.Account(seat), amt, reason, space)
	}
}

// Quiet implements engine.Quieter: while on, Apply records no events, for a
// look-ahead's games that nobody watches.
func (g *Game) Quiet(on bool) { g.quiet = on }
