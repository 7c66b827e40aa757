// Package gambler plays Gambler (Parker Brothers, 1977): everyone starts
// with $100, and the first to hold $1,000 with no IOU wins. The board, the
// 24 Fortune cards and the Lottery tickets are designed here from the rule
// sheet (seeds/004) and the `gambler` rulings; the rules are a value type
// implementing engine.Game, in the shape of engine/broke.
package gambler

import "wheeloffate/engine"

// Kind is what a space does when a pawn comes to rest on it.
type Kind uint8

const (
	KStart   Kind = iota // $100 on landing or passing
	KPay                 // pay Amount to the Bank
	KCollect             // collect Amount from the Bank
	KFortune             // draw a Fortune card
	KLottery             // hold a Lottery, if anyone holds tickets
	KSweep               // hold a Sweepstakes
	KRaces               // Off to the Races: one Horse Race
	KDouble              // Daily Double: two races with the same cards
	KTax                 // pay Amount percent of one's cash to the Bank, in whole $10s
)

// Space is one space of the loop.
type Space struct {
	Kind   Kind
	Label  string // for the log and the board listing
	Short  string // for the board's tile
	Amount int64  // what a pay-in or pay-out space moves
}

// The board's landmarks: a loop of Len spaces walked clockwise, Start at 0.
const (
	Start = 0
	Len   = 36
)

func pay(label, short string, amt int64) Space {
	return Space{Kind: KPay, Label: label, Short: short, Amount: amt}
}

func collect(label, short string, amt int64) Space {
	return Space{Kind: KCollect, Label: label, Short: short, Amount: amt}
}

func tax(label, short string, pct int64) Space {
	return Space{Kind: KTax, Label: label, Short: short, Amount: pct}
}

// TaxDue is what a tax space of pct percent takes from cash: whole $10s,
// rounded down.
func TaxDue(cash, pct int64) int64 { return cash * pct / 100 / 10 * 10 }

var fortune = Space{Kind: KFortune, Label: "Fortune", Short: "Fortune"}

// Spaces is the loop, clockwise from Start. The events are spread so that a
// lap of about nine throws meets each kind once or twice; the pay-in spaces
// outweigh the pay-out ones, because the Sweepstakes pays out far more than
// its entry fees and the game must last (the Balance section of the rulings:
// a median of 25–60 turns per player).
var Spaces = [Len]Space{
	{Kind: KStart, Label: "Start: collect $100", Short: "START"}, // 0
	pay("Parking ticket: pay $40", "Parking $40", 40),            // 1
	fortune, // 2
	{Kind: KRaces, Label: "Off to the Races", Short: "Off to the Races"}, // 3
	pay("Bar tab: pay $50", "Bar tab $50", 50),                           // 4
	collect("Tips: collect $20", "Tips +$20", 20),                        // 5
	{Kind: KLottery, Label: "Lottery", Short: "Lottery"},                 // 6
	pay("Taxi home: pay $60", "Taxi $60", 60),                            // 7
	fortune, // 8
	pay("Dentist: pay $50", "Dentist $50", 50),                    // 9
	pay("Tip the doorman: pay $40", "Doorman $40", 40),            // 10
	{Kind: KSweep, Label: "Sweepstakes", Short: "Sweep-stakes"},   // 11
	tax("Income tax: pay 30% of your cash", "Income tax 30%", 30), // 12
	fortune, // 13
	pay("Dinner out: pay $50", "Dinner $50", 50),                  // 14
	{Kind: KDouble, Label: "Daily Double", Short: "Daily Double"}, // 15
	pay("Doctor's bill: pay $60", "Doctor $60", 60),               // 16
	collect("Payday: collect $30", "Payday +$30", 30),             // 17
	pay("Theatre tickets: pay $50", "Theatre $50", 50),            // 18
	pay("Gas bill: pay $40", "Gas $40", 40),                       // 19
	tax("Luxury tax: pay 30% of your cash", "Luxury tax 30%", 30), // 20
	fortune, // 21
	pay("Poker night: pay $50", "Poker $50", 50),                         // 22
	{Kind: KRaces, Label: "Off to the Races", Short: "Off to the Races"}, // 23
	pay("Phone bill: pay $70", "Phone $70", 70),                          // 24
	fortune, // 25
	pay("New hat: pay $40", "New hat $40", 40),                       // 26
	pay("Gym fees: pay $40", "Gym $40", 40),                          // 27
	pay("Lost wallet: pay $60", "Lost wallet $60", 60),               // 28
	tax("Stock market crash: pay 30% of your cash", "Crash 30%", 30), // 29
	fortune, // 30
	pay("Club dues: pay $60", "Club dues $60", 60),  // 31
	collect("Bingo: collect $40", "Bingo +$40", 40), // 32
	fortune, // 33
	pay("Laundry: pay $50", "Laundry $50", 50),      // 34
	pay("Weekend away: pay $40", "Weekend $40", 40), // 35
}

// Board is the loop as an engine.Graph: every space leads to the next, the
// last back to Start.
var Board = func() *engine.Graph {
	next := make([][]int, Len)
	for i := range next {
		next[i] = []int{(i + 1) % Len}
	}
	g, err := engine.NewGraph(next)
	if err != nil {
		panic(err) // the board is compiled in: a broken one is a bug
	}
	return g
}()
