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
	Len   = 32
)

func pay(label, short string, amt int64) Space {
	return Space{Kind: KPay, Label: label, Short: short, Amount: amt}
}

func collect(label, short string, amt int64) Space {
	return Space{Kind: KCollect, Label: label, Short: short, Amount: amt}
}

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
	pay("Tip the doorman: pay $40", "Doorman $40", 40),            // 9
	{Kind: KSweep, Label: "Sweepstakes", Short: "Sweep-stakes"},   // 10
	pay("Tailor: pay $80", "Tailor $80", 80),                      // 11
	fortune,                                                       // 12
	pay("Dinner out: pay $50", "Dinner $50", 50),                  // 13
	{Kind: KDouble, Label: "Daily Double", Short: "Daily Double"}, // 14
	pay("Doctor's bill: pay $60", "Doctor $60", 60),               // 15
	collect("Payday: collect $30", "Payday +$30", 30),             // 16
	{Kind: KLottery, Label: "Lottery", Short: "Lottery"},          // 17
	pay("Rent due: pay $100", "Rent $100", 100),                   // 18
	fortune, // 19
	pay("Poker night: pay $50", "Poker $50", 50),                         // 20
	{Kind: KRaces, Label: "Off to the Races", Short: "Off to the Races"}, // 21
	pay("Phone bill: pay $70", "Phone $70", 70),                          // 22
	fortune, // 23
	pay("New hat: pay $40", "New hat $40", 40),           // 24
	{Kind: KLottery, Label: "Lottery", Short: "Lottery"}, // 25
	pay("Car repairs: pay $90", "Repairs $90", 90),       // 26
	fortune, // 27
	pay("Club dues: pay $60", "Club dues $60", 60),  // 28
	collect("Bingo: collect $40", "Bingo +$40", 40), // 29
	fortune, // 30
	pay("Laundry: pay $50", "Laundry $50", 50), // 31
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
