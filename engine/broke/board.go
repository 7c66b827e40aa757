// Package broke plays Go For Broke, "the game of spend a million": everyone
// starts with $1,000,000, and the first player who cannot complete a payment
// the rules demand wins. The board, the cards and the spinners are designed
// here from the rule sheet (seeds/002) and the `broke` rulings; the rules are
// a value type implementing engine.Game, in the shape of engine/life.
package broke

import "wheeloffate/engine"

// Kind is what a space does when a pawn comes to rest on it.
type Kind uint8

const (
	KStart     Kind = iota
	KSpend          // take a Spend card
	KReceive        // take a Receive card
	KHotel          // a Hotel for sale (price and rent in Space)
	KTax            // pay Amount to the Bank
	KJunction       // the road to the Poor House leaves here: $1,000 into the pot on passing
	KEntrance       // the way into an area (Arg: the area)
	KGoPoor         // go to the Poor House
	KGoCasino       // go to the Casino
	KSide           // the side road back from the Poor House: nothing happens
	KPoorHouse      // the Poor House itself
	KArea           // inside an area (Arg: the area)
)

// The three areas.
const (
	StockMarket = iota
	RaceTrack
	Casino
	nAreas
)

// Space is one space of the board.
type Space struct {
	Kind   Kind
	Label  string
	Main   bool  // on the main path: collisions happen here only
	Arg    int8  // the area of an entrance or area space
	Price  int64 // a Hotel's price
	Rent   int64 // a Hotel's rent
	Amount int64 // what a tax space takes
}

// The board's landmarks. The main path is spaces 0..MainLen-1 clockwise, the
// last leading back to START. The Poor House and its side road come after it,
// then the three areas. Nothing walks into the Poor House or an area: a pawn
// is put there (sent, or visiting), and walks out along its one way.
const (
	MainLen   = 40
	Start     = 0
	Junction  = 10 // the road to the Poor House
	PoorHouse = 40
	sideFirst = 41
	sideLast  = 44
	sideJoin  = 11 // the side road rejoins the main path just past the junction
	areaFirst = 45 // StockMarket, RaceTrack, Casino: 45, 46, 47
	nSpaces   = 48
)

// entrance is each area's entrance on the main path.
var entrance = [nAreas]int{StockMarket: 5, RaceTrack: 17, Casino: 27}

// AreaSpace is where a pawn visiting area stands.
func AreaSpace(area int) int { return areaFirst + area }

// Entrance is area's entrance on the main path.
func Entrance(area int) int { return entrance[area] }

// hotel builds a Hotel space.
func hotel(name string, price, rent int64) Space {
	return Space{Kind: KHotel, Label: name, Main: true, Price: price, Rent: rent}
}

var (
	spend   = Space{Kind: KSpend, Label: "Spend", Main: true}
	receive = Space{Kind: KReceive, Label: "Receive", Main: true}
)

// Spaces is the board. The prices rise round the board; a Hotel's rent is a
// tenth of its price. An opponent lands on a given space about one turn in
// seven, so over a game of some 40 turns each opponent pays about 57% of
// the price back in rent: with one opponent buying gets rid of money, with
// four it brings more in than it cost. For a player who wants to lose
// money it is a real choice (a price paid is gone; every rent collected is
// a step back from broke).
var Spaces = func() []Space {
	s := []Space{
		{Kind: KStart, Label: "START", Main: true}, // 0
		spend,                               // 1
		hotel("Seaside Inn", 40_000, 4_000), // 2
		receive,                             // 3
		spend,                               // 4
		{Kind: KEntrance, Label: "Stock Market", Main: true, Arg: StockMarket}, // 5
		spend,                               // 6
		hotel("Motor Lodge", 60_000, 6_000), // 7
		receive,                             // 8
		{Kind: KTax, Label: "Income Tax: pay $30,000", Main: true, Amount: 30_000}, // 9
		{Kind: KJunction, Label: "Road to the Poor House", Main: true},             // 10
		spend, // 11
		hotel("Grand Central Hotel", 80_000, 8_000), // 12
		receive, // 13
		spend,   // 14
		{Kind: KGoPoor, Label: "Go to the Poor House", Main: true}, // 15
		spend, // 16
		{Kind: KEntrance, Label: "Race Track", Main: true, Arg: RaceTrack}, // 17
		hotel("Derby Arms", 100_000, 10_000),                               // 18
		receive,                                                            // 19
		spend,                                                              // 20
		{Kind: KTax, Label: "Yacht Club dues: pay $40,000", Main: true, Amount: 40_000}, // 21
		spend,                                    // 22
		hotel("Mountain Lodge", 120_000, 12_000), // 23
		receive,                                  // 24
		spend,                                    // 25
		{Kind: KGoCasino, Label: "Go to the Casino", Main: true},    // 26
		{Kind: KEntrance, Label: "Casino", Main: true, Arg: Casino}, // 27
		hotel("Desert Palace", 150_000, 15_000),                     // 28
		spend,                                                       // 29
		receive,                                                     // 30
		spend,                                                       // 31
		hotel("Riviera Towers", 200_000, 20_000),                    // 32
		{Kind: KTax, Label: "Charity Ball: pay $50,000", Main: true, Amount: 50_000}, // 33
		spend,                                   // 34
		receive,                                 // 35
		hotel("Royal Crown", 250_000, 25_000),   // 36
		spend,                                   // 37
		receive,                                 // 38
		spend,                                   // 39
		{Kind: KPoorHouse, Label: "Poor House"}, // 40
	}
	for i := sideFirst; i <= sideLast; i++ {
		s = append(s, Space{Kind: KSide, Label: "Side road"})
	}
	s = append(s,
		Space{Kind: KArea, Label: "Stock Market", Arg: StockMarket},
		Space{Kind: KArea, Label: "Race Track", Arg: RaceTrack},
		Space{Kind: KArea, Label: "Casino", Arg: Casino},
	)
	return s
}()

// Board is the road as an engine.Graph: the main loop, the side road from
// the Poor House back to the main path, and one way out of each area, from
// just past its entrance (the next turn "moves out" of the area from there).
var Board = func() *engine.Graph {
	next := make([][]int, nSpaces)
	for i := 0; i < MainLen; i++ {
		next[i] = []int{(i + 1) % MainLen}
	}
	next[PoorHouse] = []int{sideFirst}
	for i := sideFirst; i < sideLast; i++ {
		next[i] = []int{i + 1}
	}
	next[sideLast] = []int{sideJoin}
	for a := 0; a < nAreas; a++ {
		next[AreaSpace(a)] = []int{entrance[a] + 1}
	}
	g, err := engine.NewGraph(next)
	if err != nil {
		panic(err) // the board is compiled in: a broken one is a bug
	}
	return g
}()
