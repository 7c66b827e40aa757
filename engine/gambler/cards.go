package gambler

// CardKind is what a Fortune card tells its drawer to do.
type CardKind uint8

const (
	CCollect     CardKind = iota // collect Amount from the Bank
	CPay                         // pay Amount to the Bank
	CCollectEach                 // collect Amount from every other player still in
	CPayEach                     // pay Amount to every other player still in
	CSweep                       // hold a Sweepstakes
	CAdvance                     // advance to the next space of kind Arg (Start pays on the way)
)

// Card is one Fortune card.
type Card struct {
	Kind   CardKind
	Arg    Kind // the kind of space a CAdvance card goes to
	Amount int64
	Text   string
}

// FortuneCards are the 24 Fortune cards, designed: three Sweepstakes (the
// sheet's "appropriate Fortune Card"), five that send the pawn on to an
// event, and money both ways, a little more paid out than in, since the
// pay-in spaces already drain the table.
var FortuneCards = [...]Card{
	{Kind: CSweep, Text: "Hold a Sweepstakes!"},
	{Kind: CPay, Amount: 90, Text: "Lucky streak ends: pay $90"},
	{Kind: CPay, Amount: 100, Text: "Stock tip went wrong: pay $100"},
	{Kind: CAdvance, Arg: KStart, Text: "Advance to Start: collect $100"},
	{Kind: CAdvance, Arg: KStart, Text: "Take the express: advance to Start"},
	{Kind: CAdvance, Arg: KLottery, Text: "Advance to the next Lottery"},
	{Kind: CAdvance, Arg: KRaces, Text: "Advance to the next Off to the Races"},
	{Kind: CAdvance, Arg: KDouble, Text: "Advance to the Daily Double"},
	{Kind: CCollect, Amount: 20, Text: "Won a bet on the ball game: collect $20"},
	{Kind: CCollect, Amount: 30, Text: "Tax refund: collect $30"},
	{Kind: CCollect, Amount: 40, Text: "Crossword prize: collect $40"},
	{Kind: CCollect, Amount: 50, Text: "Raffle winner: collect $50"},
	{Kind: CCollect, Amount: 75, Text: "Bonus at work: collect $75"},
	{Kind: CCollect, Amount: 100, Text: "Inheritance: collect $100"},
	{Kind: CPay, Amount: 10, Text: "Lost your umbrella: pay $10"},
	{Kind: CPay, Amount: 20, Text: "Speeding ticket: pay $20"},
	{Kind: CPay, Amount: 30, Text: "Broken window: pay $30"},
	{Kind: CPay, Amount: 40, Text: "Vet's bill: pay $40"},
	{Kind: CPay, Amount: 50, Text: "Insurance premium: pay $50"},
	{Kind: CPay, Amount: 60, Text: "Roof leaks: pay $60"},
	{Kind: CPay, Amount: 80, Text: "Lost at the track: pay $80"},
	{Kind: CCollectEach, Amount: 10, Text: "Your birthday: collect $10 from every player"},
	{Kind: CPayEach, Amount: 10, Text: "Buy a round: pay $10 to every player"},
	{Kind: CPayEach, Amount: 20, Text: "Treat everyone to dinner: pay $20 to every player"},
}

// nFortune is the size of the Fortune deck (the sheet: 24 cards).
const nFortune = len(FortuneCards)

// Ticket is one Lottery ticket: two different die values, Lo < Hi.
type Ticket struct{ Lo, Hi int8 }

// Tickets are the 14 Lottery tickets: the 15 pairs of different die values
// less 1–6 (rulings), in a fixed order; a ticket's id is its index.
var Tickets = func() []Ticket {
	var out []Ticket
	for lo := int8(1); lo <= 6; lo++ {
		for hi := lo + 1; hi <= 6; hi++ {
			if lo == 1 && hi == 6 {
				continue
			}
			out = append(out, Ticket{lo, hi})
		}
	}
	return out
}()

// nTickets is the size of the Lottery deck.
const nTickets = 14

// Wins reports whether a ticket's two numbers both appear among the dice, in
// any order (sheet, Lottery 2).
func (t Ticket) Wins(dice [6]int8) bool {
	lo, hi := false, false
	for _, d := range dice {
		lo = lo || d == t.Lo
		hi = hi || d == t.Hi
	}
	return lo && hi
}

// The twelve Sweepstakes betting spaces: High Number positions 1–6, then
// the four Splits, the Straight and Pairs.
const (
	BetHigh1    = 0 // ..BetHigh1+5: the highest value lies in position 1..6
	BetSplit12  = 6
	BetSplit23  = 7
	BetSplit45  = 8
	BetSplit56  = 9
	BetStraight = 10
	BetPairs    = 11
	NBets       = 12
)

// Sweepstakes prizes (sheet, Sweepstakes Betting Positions and Prizes).
const (
	HighPrize     = 300
	SplitPrize    = 150
	StraightPrize = 450
	PairsPrize    = 200
)

// splitPos are the two positions (0-based) each Split covers.
var splitPos = [4][2]int{{0, 1}, {1, 2}, {3, 4}, {4, 5}}

// BetNames name the betting spaces.
var BetNames = [NBets]string{"High 1", "High 2", "High 3", "High 4", "High 5", "High 6",
	"Split 1–2", "Split 2–3", "Split 4–5", "Split 5–6", "Straight", "Pairs"}

// Prize is what betting space b pays its marker when it wins.
func Prize(b int) int64 {
	switch {
	case b < BetSplit12:
		return HighPrize
	case b < BetStraight:
		return SplitPrize
	case b == BetStraight:
		return StraightPrize
	}
	return PairsPrize
}

// BetWins reports whether betting space b wins with the six dice in the
// shaker's handle, positions 1..6 left to right.
func BetWins(b int, d [6]int8) bool {
	high := d[0]
	for _, v := range d {
		high = max(high, v)
	}
	switch {
	case b < BetSplit12:
		// Every position holding the highest value wins (sheet: ties all win).
		return d[b] == high
	case b < BetStraight:
		p := splitPos[b-BetSplit12]
		return d[p[0]] == high || d[p[1]] == high
	case b == BetStraight:
		// Three consecutive values in three adjacent positions, rising or
		// falling (3-4-5 or 3-2-1; 2-1-3-4 is not one).
		for i := 0; i+2 < 6; i++ {
			a, m, c := d[i], d[i+1], d[i+2]
			if m-a == 1 && c-m == 1 || a-m == 1 && m-c == 1 {
				return true
			}
		}
		return false
	}
	// Pairs: the same value twice in a row; more pairs pay no more.
	for i := 0; i+1 < 6; i++ {
		if d[i] == d[i+1] {
			return true
		}
	}
	return false
}

// BetOdds is each betting space's chance of winning, in 46,656ths (every
// throw of six dice counted once): the exact odds the sensible player
// weighs its marker by. Written out rather than counted at start, which
// took a tenth of a second before the browser's first frame;
// TestOddsAreTheCountOfEveryThrow counts them.
var BetOdds = [NBets]int{12201, 12201, 12201, 12201, 12201, 12201, 22127, 22127, 22127, 22127, 6118, 27906}

// TicketOdds is a ticket's chance of winning, in 46,656ths (every ticket
// has the same), counted by the same test.
var TicketOdds = 19502
