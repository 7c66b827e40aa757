// Package million plays Make a Million (2012): the first player to hold
// $1,000,000 in cash wins. Properties carry a face-down Fortune card until
// someone lands there; movers are upgraded at GO from 1-star to 3-star to 5-star for a
// bigger salary and bigger Lifestyle and Chance outcomes; an unowned
// property is bought or auctioned; deals trade properties, cash and kept
// Fortune cards. The board facts come from the `million` rulings; the house
// ladders, mortgage values and the 50 cards are designed here and listed in
// docs/boards/million.md.
package million

import "wheeloffate/engine"

// Kind is what a space does when a mover comes to rest on it.
type Kind uint8

const (
	KGo Kind = iota
	KProp
	KLifestyle // take a Millionaire Lifestyle card
	KChance
	KJail // Jail / Just Visiting
	KParking
	KGoJail
)

// Space is one of the 32 spaces.
type Space struct {
	Kind  Kind
	Label string
	Prop  int8 // the property's index (0..21) for KProp, else -1
}

// Property is a title deed.
type Property struct {
	Name     string
	Space    int8
	Group    int8
	Price    int64
	Mortgage int64 // what the Bank lends on it, and what repays it
	// Rent is the ladder: [0] the base rent, [1..4] with 1..4 houses, [5]
	// with a hotel. A full set without buildings pays twice [0].
	Rent [6]int64
}

// Group is a colour set.
type Group struct {
	Name  string
	House int64 // a house's price, and a hotel's
	Props []int8
}

// The board's landmarks (rulings: corners at 0, 8, 16, 24).
const (
	NSpaces      = 32
	NProps       = 22
	NGroups      = 8
	GoSpace      = 0
	JailSpace    = 8
	ParkSpace    = 16
	ToJail       = 24
	SupplyHouses = 32
	SupplyHotels = 12
	HotelLevel   = 5 // a property's level: 0..4 houses, 5 a hotel
)

// Groups in board order, with the base rent the rulings give (7, 15, 20,
// 25, 35, 40, 50, 65 $k) and a designed house price.
var Groups = [NGroups]Group{
	{Name: "brown", House: 40_000},
	{Name: "light blue", House: 40_000},
	{Name: "pink", House: 75_000},
	{Name: "orange", House: 75_000},
	{Name: "red", House: 110_000},
	{Name: "yellow", House: 110_000},
	{Name: "green", House: 150_000},
	{Name: "dark blue", House: 150_000},
}

// ladders are each group's rents in $k: base, 1..4 houses, hotel. Dark
// blue's is the sheet's example (65, 160, 250, 370, 430); the others scale
// its steps to their base rent.
var ladders = [NGroups][6]int64{
	{7, 18, 27, 40, 46, 54},
	{15, 40, 60, 85, 100, 115},
	{20, 50, 75, 115, 130, 155},
	{25, 65, 95, 145, 165, 195},
	{35, 90, 135, 200, 230, 270},
	{40, 100, 155, 230, 265, 310},
	{50, 125, 195, 285, 330, 385},
	{65, 160, 250, 370, 430, 500},
}

// Spaces and Props are built once from the rulings' list.
var (
	Spaces [NSpaces]Space
	Props  [NProps]Property
	// Board is the loop the movers walk.
	Board *engine.Graph
)

func init() {
	type deed struct {
		space int
		name  string
		group int
		price int64
	}
	deeds := []deed{
		{1, "Motor Drive", 0, 5}, {3, "Gadget Wharf", 0, 5},
		{4, "Surfer's Cove", 1, 15}, {6, "Aqua Park Resort", 1, 15}, {7, "Lakeside Marina", 1, 20},
		{9, "Castle View", 2, 35}, {10, "Dream Avenue", 2, 35}, {11, "Palace Gardens", 2, 40},
		{12, "Adventure Park", 3, 55}, {14, "Themepark City", 3, 55}, {15, "Movie District", 3, 60},
		{17, "Style Square", 4, 80}, {19, "Party Plaza", 4, 80}, {20, "Showtime Boulevard", 4, 90},
		{21, "Sunshine Bay", 5, 115}, {22, "Bling Beach", 5, 115}, {23, "Yacht Harbor", 5, 120},
		{25, "Treetop Retreat", 6, 145}, {26, "Ski Mountain", 6, 145}, {28, "Diamond Hills", 6, 150},
		{30, "Fortune Valley", 7, 170}, {31, "Paradise Island", 7, 200},
	}
	for i := range Spaces {
		Spaces[i].Prop = -1
	}
	corner := map[int]Space{
		GoSpace: {Kind: KGo, Label: "GO"}, JailSpace: {Kind: KJail, Label: "Jail"},
		ParkSpace: {Kind: KParking, Label: "Free Parking"}, ToJail: {Kind: KGoJail, Label: "Go to Jail"},
		2: {Kind: KLifestyle, Label: "Millionaire Lifestyle"}, 13: {Kind: KLifestyle, Label: "Millionaire Lifestyle"},
		27: {Kind: KLifestyle, Label: "Millionaire Lifestyle"},
		5:  {Kind: KChance, Label: "Chance"}, 18: {Kind: KChance, Label: "Chance"}, 29: {Kind: KChance, Label: "Chance"},
	}
	for sp, s := range corner {
		s.Prop = -1
		Spaces[sp] = s
	}
	for i, d := range deeds {
		p := Property{Name: d.name, Space: int8(d.space), Group: int8(d.group), Price: d.price * 1000}
		// Half the price, rounded up to the thousand: a card's value.
		p.Mortgage = (p.Price/2 + 999) / 1000 * 1000
		for k, r := range ladders[d.group] {
			p.Rent[k] = r * 1000
		}
		Props[i] = p
		Spaces[d.space] = Space{Kind: KProp, Label: d.name, Prop: int8(i)}
		Groups[d.group].Props = append(Groups[d.group].Props, int8(i))
	}
	next := make([][]int, NSpaces)
	for i := range next {
		next[i] = []int{(i + 1) % NSpaces}
	}
	g, err := engine.NewGraph(next)
	if err != nil {
		panic("million: board: " + err.Error())
	}
	Board = g
}

// PropAt is the property on space sp, -1 for none.
func PropAt(sp int) int { return int(Spaces[sp].Prop) }
