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

// Spaces is the loop, clockwise from Start. The events are spread round it;
// the pay-in spaces outweigh the pay-out ones. Half the game's wins come
// from the sheet's $500 for doubles thrown twice, which from $500 up is the
// win at once: so seven tax spaces take a share of one's cash, holding back
// a player on the way to $1,000 far more than one near broke (a share never
// puts anyone out). The shares and the fixed amounts are tuned with the
// simulator (the Balance section of the rulings: a median of 25–60 turns
// per player; docs/RULES.md has the figures).
var Spaces = [Len]Space{
	{Kind: KStart, Label: "Start: collect $100", Short: "START"}, // 0
	pay("Parking ticket: pay $30", "Parking $30", 30),            // 1
	fortune, // 2
	{Kind: KRaces, Label: "Off to the Races", Short: "Off to the Races"}, // 3
	pay("Bar tab: pay $40", "Bar tab $40", 40),                           // 4
	collect("Tips: collect $20", "Tips +$20", 20),                        // 5
	{Kind: KLottery, Label: "Lottery", Short: "Lottery"},                 // 6
	tax("Gambling debts: pay 60% of your cash", "Debts 60%", 60),         // 7
	fortune, // 8
	pay("Dentist: pay $40", "Dentist $40", 40),                    // 9
	pay("Tip the doorman: pay $30", "Doorman $30", 30),            // 10
	{Kind: KSweep, Label: "Sweepstakes", Short: "Sweep stakes"},   // 11
	tax("Income tax: pay 60% of your cash", "Income tax 60%", 60), // 12
	fortune, // 13
	pay("Dinner out: pay $40", "Dinner $40", 40),                   // 14
	{Kind: KDouble, Label: "Daily Double", Short: "Daily Double"},  // 15
	tax("Hospital bill: pay 60% of your cash", "Hospital 60%", 60), // 16
	collect("Payday: collect $30", "Payday +$30", 30),              // 17
	pay("Theatre tickets: pay $40", "Theatre $40", 40),             // 18
	pay("Gas bill: pay $30", "Gas $30", 30),                        // 19
	tax("Luxury tax: pay 60% of your cash", "Luxury tax 60%", 60),  // 20
	fortune, // 21
	pay("Poker night: pay $40", "Poker $40", 40),                         // 22
	{Kind: KRaces, Label: "Off to the Races", Short: "Off to the Races"}, // 23
	tax("Bad investment: pay 60% of your cash", "Bad deal 60%", 60),      // 24
	fortune, // 25
	pay("New hat: pay $30", "New hat $30", 30),                       // 26
	pay("Gym fees: pay $30", "Gym $30", 30),                          // 27
	tax("Pickpocket: pay 60% of your cash", "Robbed 60%", 60),        // 28
	tax("Stock market crash: pay 60% of your cash", "Crash 60%", 60), // 29
	fortune, // 30
	pay("Club dues: pay $50", "Club dues $50", 50),  // 31
	collect("Bingo: collect $40", "Bingo +$40", 40), // 32
	fortune, // 33
	pay("Laundry: pay $40", "Laundry $40", 40),      // 34
	pay("Weekend away: pay $30", "Weekend $30", 30), // 35
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
