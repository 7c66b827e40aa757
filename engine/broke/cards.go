package broke

import "sync"

// CardKind is what a card tells its drawer to do.
type CardKind uint8

const (
	CPay     CardKind = iota // Spend: pay Amount to the Bank
	CPayEach                 // Spend: pay Amount to each opponent
	CCollect                 // Receive: collect Amount from the Bank
	CStock                   // a stock card (Arg: the stock), kept face up
	CGoArea                  // go to area Arg and play there at once
	CGoPoor                  // go to the Poor House
)

// The three stocks.
const (
	Oil = iota
	Steel
	Utilities
	nStocks
)

// StockNames name the stocks.
var StockNames = [nStocks]string{"Oil", "Steel", "Utilities"}

// Card is one Spend or Receive card.
type Card struct {
	Kind   CardKind
	Arg    int8
	Amount int64
	Text   string
}

// Decks.
const (
	SpendDeck = iota
	ReceiveDeck
)

// StockPrice is what a stock drawn from the Spend deck costs; from the
// Receive deck it is free.
const StockPrice = 100_000

// deckSize is the number of cards in each deck (the sheet: 54 and 54).
const deckSize = 54

func pay(text string, amt int64) Card  { return Card{Kind: CPay, Amount: amt, Text: text} }
func get(text string, amt int64) Card  { return Card{Kind: CCollect, Amount: amt, Text: text} }
func each(text string, amt int64) Card { return Card{Kind: CPayEach, Amount: amt, Text: text} }

// stocks are three of each stock, for either deck.
func stocks() []Card {
	var out []Card
	for s := int8(0); s < nStocks; s++ {
		for k := 0; k < 3; k++ {
			out = append(out, Card{Kind: CStock, Arg: s, Text: StockNames[s] + " stock"})
		}
	}
	return out
}

// spendCards is the Spend deck (red): 37 bills, 3 gifts to every opponent,
// 9 stocks at $100,000 and 5 trips to an area. Card ids are indexes.
func spendCards() []Card {
	c := []Card{
		pay("Buy a racehorse: pay $100,000", 100_000),
		pay("Buy a private island: pay $100,000", 100_000),
		pay("Buy a yacht: pay $80,000", 80_000),
		pay("Buy a yacht: pay $80,000", 80_000),
		pay("Buy an oil painting: pay $75,000", 75_000),
		pay("Round-the-world cruise: pay $60,000", 60_000),
		pay("Round-the-world cruise: pay $60,000", 60_000),
		pay("Buy a sports car: pay $50,000", 50_000),
		pay("Buy a sports car: pay $50,000", 50_000),
		pay("Buy a sports car: pay $50,000", 50_000),
		pay("Mink coat: pay $40,000", 40_000),
		pay("Mink coat: pay $40,000", 40_000),
		pay("Swimming pool: pay $40,000", 40_000),
		pay("Swimming pool: pay $40,000", 40_000),
		pay("Diamond ring: pay $35,000", 35_000),
		pay("Diamond ring: pay $35,000", 35_000),
		pay("Throw a ball: pay $30,000", 30_000),
		pay("Throw a ball: pay $30,000", 30_000),
		pay("Throw a ball: pay $30,000", 30_000),
		pay("Safari: pay $25,000", 25_000),
		pay("Safari: pay $25,000", 25_000),
		pay("Safari: pay $25,000", 25_000),
		pay("New wardrobe: pay $20,000", 20_000),
		pay("New wardrobe: pay $20,000", 20_000),
		pay("New wardrobe: pay $20,000", 20_000),
		pay("Ski holiday: pay $15,000", 15_000),
		pay("Ski holiday: pay $15,000", 15_000),
		pay("Ski holiday: pay $15,000", 15_000),
		pay("Dinner party: pay $10,000", 10_000),
		pay("Dinner party: pay $10,000", 10_000),
		pay("Dinner party: pay $10,000", 10_000),
		pay("Dinner party: pay $10,000", 10_000),
		pay("Tip the doorman: pay $5,000", 5_000),
		pay("Tip the doorman: pay $5,000", 5_000),
		pay("Tip the doorman: pay $5,000", 5_000),
		pay("Tip the doorman: pay $5,000", 5_000),
		pay("Parking fines: pay $5,000", 5_000),
		each("Treat your friends: pay each player $10,000", 10_000),
		each("Treat your friends: pay each player $10,000", 10_000),
		each("Birthday presents: pay each player $5,000", 5_000),
		{Kind: CGoArea, Arg: Casino, Text: "Go to the Casino"},
		{Kind: CGoArea, Arg: Casino, Text: "Go to the Casino"},
		{Kind: CGoArea, Arg: RaceTrack, Text: "Go to the Race Track"},
		{Kind: CGoArea, Arg: RaceTrack, Text: "Go to the Race Track"},
		{Kind: CGoArea, Arg: StockMarket, Text: "Go to the Stock Market"},
	}
	return append(c, stocks()...)
}

// receiveCards is the Receive deck (green): 40 windfalls, 9 free stocks and
// 5 trips to the Poor House, which take its pot.
func receiveCards() []Card {
	c := []Card{
		get("Rich uncle's legacy: collect $50,000", 50_000),
		get("Rich uncle's legacy: collect $50,000", 50_000),
		get("Win a lottery: collect $40,000", 40_000),
		get("Win a lottery: collect $40,000", 40_000),
		get("Tax refund: collect $30,000", 30_000),
		get("Tax refund: collect $30,000", 30_000),
		get("Tax refund: collect $30,000", 30_000),
		get("Bond matures: collect $25,000", 25_000),
		get("Bond matures: collect $25,000", 25_000),
		get("Bond matures: collect $25,000", 25_000),
		get("Royalties: collect $20,000", 20_000),
		get("Royalties: collect $20,000", 20_000),
		get("Royalties: collect $20,000", 20_000),
		get("Royalties: collect $20,000", 20_000),
		get("Quiz show prize: collect $15,000", 15_000),
		get("Quiz show prize: collect $15,000", 15_000),
		get("Quiz show prize: collect $15,000", 15_000),
		get("Quiz show prize: collect $15,000", 15_000),
		get("Insurance pays out: collect $10,000", 10_000),
		get("Insurance pays out: collect $10,000", 10_000),
		get("Insurance pays out: collect $10,000", 10_000),
		get("Insurance pays out: collect $10,000", 10_000),
		get("Insurance pays out: collect $10,000", 10_000),
		get("Interest on savings: collect $10,000", 10_000),
		get("Interest on savings: collect $10,000", 10_000),
		get("Interest on savings: collect $10,000", 10_000),
		get("Sell old furniture: collect $5,000", 5_000),
		get("Sell old furniture: collect $5,000", 5_000),
		get("Sell old furniture: collect $5,000", 5_000),
		get("Sell old furniture: collect $5,000", 5_000),
		get("Find a wallet: collect $5,000", 5_000),
		get("Find a wallet: collect $5,000", 5_000),
		get("Find a wallet: collect $5,000", 5_000),
		get("Find a wallet: collect $5,000", 5_000),
		get("Win a raffle: collect $2,000", 2_000),
		get("Win a raffle: collect $2,000", 2_000),
		get("Win a raffle: collect $2,000", 2_000),
		get("Win a raffle: collect $2,000", 2_000),
		get("Bank error: collect $1,000", 1_000),
		get("Bank error: collect $1,000", 1_000),
		{Kind: CGoPoor, Text: "Go to the Poor House"},
		{Kind: CGoPoor, Text: "Go to the Poor House"},
		{Kind: CGoPoor, Text: "Go to the Poor House"},
		{Kind: CGoPoor, Text: "Go to the Poor House"},
		{Kind: CGoPoor, Text: "Go to the Poor House"},
	}
	return append(c, stocks()...)
}

// decks are the two decks, built on first use: the browser's first frame
// (the title) needs neither.
var decks = sync.OnceValue(func() [2][]Card { return [2][]Card{spendCards(), receiveCards()} })

// Cards returns a deck's cards (SpendDeck or ReceiveDeck); the slice is
// shared and must not be changed.
func Cards(deck int) []Card {
	if deck == SpendDeck {
		return decks()[SpendDeck]
	}
	return decks()[ReceiveDeck]
}
