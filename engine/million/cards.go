package million

// CardKind is what a card does.
type CardKind uint8

const (
	CCollect     CardKind = iota // collect Amount
	CPay                         // pay Amount to the Bank
	CCollectEach                 // every other player pays Amount
	CPayEach                     // pay every other player Amount
	CAdvance                     // advance to space Arg (collecting at GO on the way)
	CMove                        // move Arg spaces: forward, or back when negative
	CJail                        // go to Jail
	CRepairs                     // pay Amount a house, Amount2 a hotel
	CPerProp                     // collect Amount for each property owned (pay, when negative)
	CUpgrade                     // upgrade the mover one step free (at 5-star: collect Amount)
	CLifestyle                   // take a Millionaire Lifestyle card
	CStars                       // collect Stars[level] (negative: pay)
	CRoll                        // roll two dice: Need[level] or more collects Stars[level]

	// Keep until needed (Fortune only).
	KeepJail    // get out of Jail free, at the start of a turn in Jail
	KeepNoRent  // pay no rent, once, when rent is due
	KeepCash    // collect Stars[level] at any time one holds a decision
	KeepUpgrade // upgrade the mover one step free, at any time one holds a decision
)

// Keep reports whether a card is kept until needed.
func (k CardKind) Keep() bool { return k >= KeepJail }

// Card is one card of the three decks.
type Card struct {
	Kind    CardKind
	Text    string
	Amount  int64
	Amount2 int64
	Arg     int8
	Stars   [3]int64 // by mover: 1-star, 3-star, 5-star
	Need    [3]int8  // the least roll of two dice that collects, by mover
}

// The three decks' sizes (the sheet's contents).
const (
	NFortune   = 22
	NLifestyle = 14
	NChance    = 14
)

func stars(a, b, c int64) [3]int64 { return [3]int64{a * 1000, b * 1000, c * 1000} }

// Fortune cards lie face down, one on every property, at the start: 14 to
// use now (after the property is bought or auctioned) and 8 to keep.
var Fortune = [NFortune]Card{
	{Kind: CPay, Text: "Stamp duty: pay $60k", Amount: 60_000},
	{Kind: CPay, Text: "Legal fees: pay $30k", Amount: 30_000},
	{Kind: CPerProp, Text: "Rental income: collect $15k for each property you own", Amount: 15_000},
	{Kind: CPerProp, Text: "Council rates: pay $10k for each property you own", Amount: -10_000},
	{Kind: CPay, Text: "Land tax: pay $50k", Amount: 50_000},
	{Kind: CPay, Text: "Surveyor's fees: pay $20k", Amount: 20_000},
	{Kind: CCollectEach, Text: "Housewarming: every other player pays you $20k", Amount: 20_000},
	{Kind: CPayEach, Text: "Street party: pay every other player $15k", Amount: 15_000},
	{Kind: CAdvance, Text: "Advance to GO", Arg: GoSpace},
	{Kind: CJail, Text: "Caught speeding in a sports car: go to Jail"},
	{Kind: CMove, Text: "Move forward 3 spaces", Arg: 3},
	{Kind: CRepairs, Text: "Renovations: pay $10k for each house and $40k for each hotel", Amount: 10_000, Amount2: 40_000},
	{Kind: CUpgrade, Text: "Promotion: upgrade your mover one step free (at 5-star collect $50k)", Amount: 50_000},
	{Kind: CLifestyle, Text: "Live it up: take a Millionaire Lifestyle card"},
	{Kind: KeepJail, Text: "Keep until needed: get out of Jail free"},
	{Kind: KeepJail, Text: "Keep until needed: get out of Jail free"},
	{Kind: KeepNoRent, Text: "Keep until needed: pay no rent, once"},
	{Kind: KeepNoRent, Text: "Keep until needed: pay no rent, once"},
	{Kind: KeepCash, Text: "Keep until needed: cash in an investment", Stars: stars(20, 40, 60)},
	{Kind: KeepCash, Text: "Keep until needed: cash in an investment", Stars: stars(20, 40, 60)},
	{Kind: KeepCash, Text: "Keep until needed: cash in a bond", Stars: stars(20, 40, 60)},
	{Kind: KeepUpgrade, Text: "Keep until needed: upgrade your mover one step free"},
}

// Lifestyle is the Millionaire Lifestyle deck: outcomes by mover, some by
// a roll of the dice (the sheet: at 3-star, roll 8–12 to collect $150k).
var Lifestyle = [NLifestyle]Card{
	{Kind: CStars, Text: "Your villa is rented out", Stars: stars(20, 40, 60)},
	{Kind: CStars, Text: "Bidding war at an art auction", Stars: stars(-30, -70, -120)},
	{Kind: CStars, Text: "Book deal", Stars: stars(20, 40, 60)},
	{Kind: CStars, Text: "Sponsorship deal", Stars: stars(20, 40, 60)},
	{Kind: CStars, Text: "Yacht maintenance", Stars: stars(-40, -80, -150)},
	{Kind: CStars, Text: "Private jet fuel", Stars: stars(-30, -75, -140)},
	{Kind: CStars, Text: "Charity gala", Stars: stars(-40, -90, -150)},
	{Kind: CStars, Text: "Designer wardrobe", Stars: stars(-20, -60, -120)},
	{Kind: CStars, Text: "Household staff wages", Stars: stars(-40, -80, -130)},
	{Kind: CStars, Text: "Mansion upkeep", Stars: stars(-50, -100, -160)},
	{Kind: CRoll, Text: "Movie premiere investment", Stars: stars(100, 150, 200), Need: [3]int8{10, 8, 6}},
	{Kind: CRoll, Text: "Your racehorse runs in the derby", Stars: stars(150, 200, 250), Need: [3]int8{11, 9, 7}},
	{Kind: CRoll, Text: "High-stakes poker night", Stars: stars(50, 75, 100), Need: [3]int8{8, 7, 6}},
	{Kind: CRoll, Text: "Charity lottery", Stars: stars(200, 250, 300), Need: [3]int8{12, 11, 10}},
}

// Chance is the Chance deck.
var Chance = [NChance]Card{
	{Kind: CAdvance, Text: "Advance to GO", Arg: GoSpace},
	{Kind: CJail, Text: "Go to Jail"},
	{Kind: CMove, Text: "Go back 3 spaces", Arg: -3},
	{Kind: CAdvance, Text: "Advance to Paradise Island", Arg: 31},
	{Kind: CAdvance, Text: "Advance to Style Square", Arg: 17},
	{Kind: CAdvance, Text: "Advance to Movie District", Arg: 15},
	{Kind: CStars, Text: "Tax audit", Stars: stars(-20, -40, -60)},
	{Kind: CStars, Text: "Speeding fine", Stars: stars(-20, -40, -60)},
	{Kind: CRepairs, Text: "Storm damage: pay $10k for each house and $40k for each hotel", Amount: 10_000, Amount2: 40_000},
	{Kind: CPayEach, Text: "Elected chair of the board: pay every other player $10k", Amount: 10_000},
	{Kind: CCollectEach, Text: "It's your birthday: every other player pays you $10k", Amount: 10_000},
	{Kind: CStars, Text: "Parking tickets", Stars: stars(-10, -20, -40)},
	{Kind: CStars, Text: "Supercar insurance", Stars: stars(-20, -40, -80)},
	{Kind: CStars, Text: "Luxury tax", Stars: stars(-25, -50, -100)},
}

// StarNames name the three movers.
var StarNames = [3]string{"1-star", "3-star", "5-star"}

// Salary is GO's salary by mover (rulings: $150k, $200k, $250k).
var Salary = [3]int64{150_000, 200_000, 250_000}
