package life

import "sync"

// Career is a job with a salary (duel edition).
type Career struct {
	Name   string
	Salary int64
}

// Edition is everything that differs between the classic game and the duel
// as data: the board, the prices, the thresholds, which colours count for
// Share the Wealth cards, and the few switches for rules that really differ.
type Edition struct {
	ID       string
	Name     string
	MinSeats int
	MaxSeats int
	// board builds the edition's board once, on first use: a board is
	// about 120 spaces laid out by code, and the browser's first frame
	// (the title) needs none of it.
	board          func() *Board
	StartCash      int64
	BusinessSalary int64 // classic: salary on the Business road
	DegreeSalary   int64 // classic: Bachelor's Degree
	AutoPrice      int64
	LifePrice      int64
	FirePrice      int64
	StockPrice     int64
	StockValue     int64 // at the final count
	LifeValue      int64 // cash value of life insurance at the final count
	NoteSize       int64
	NoteInterest   int64 // per note at each Pay Day
	NoteSettle     int64 // per note at the Day of Reckoning / Retire
	ChildBonus     int64 // per child at the Day of Reckoning / Retire
	GiftSingle     int64 // from each opponent for one child
	GiftMany       int64 // from each opponent for twins or more
	BetCap         int64
	BetPayout      int64 // multiple of the stake
	LuckyDay       int64
	SpeculateWin   int64
	MarketDown     int64
	MarketUp       int64
	RevengeAmount  int64
	RevengeSteps   int
	TollAmount     int64
	AcresBonus     int64
	LuckyFee       int64
	CollectCardMin int64
	PayCardMin     int64
	// CardColours are the colours of spaces on which Collect and Pay cards
	// may be played; PayDayCards lets a Collect card be played on a salary
	// collected by landing on a Pay Day (duel: green spaces).
	CardColours  []Colour
	PayDayCards  bool
	Presents     [11]int64 // by number spun 1..10
	CardsCollect int
	CardsPay     int
	CardsExempt  int
	// Careers: the duel's career cards, without and with a degree. Empty for
	// the classic game, whose College road lands on professions.
	CareersPlain  []Career
	CareersDegree []Career
	TurnCap       int
}

// Classic is the 1960 Game of Life.
var Classic = &Edition{
	ID: "life", Name: "The Game of Life (1960)", MinSeats: 2, MaxSeats: 6,
	board:     sync.OnceValue(classicBoard),
	StartCash: 2000, BusinessSalary: 5000, DegreeSalary: 6000,
	AutoPrice: 1000, LifePrice: 5000, FirePrice: 5000,
	StockPrice: 50000, StockValue: 50000, LifeValue: 3000,
	NoteSize: 20000, NoteInterest: 500, NoteSettle: 25000,
	ChildBonus: 20000, GiftSingle: 500, GiftMany: 1000,
	BetCap: 20000, BetPayout: 10,
	LuckyDay: 10000, SpeculateWin: 150000,
	MarketDown: 25000, MarketUp: 50000,
	RevengeAmount: 100000, RevengeSteps: 10,
	TollAmount: 20000, AcresBonus: 100000, LuckyFee: 10000,
	CollectCardMin: 10000, PayCardMin: 5000,
	CardColours:  []Colour{White},
	Presents:     [11]int64{0, 1000, 1000, 1000, 500, 500, 500, 0, 0, 0, 0},
	CardsCollect: 12, CardsPay: 12, CardsExempt: 6,
	TurnCap: 2000,
}

// Board is the edition's board, built on its first use.
func (e *Edition) Board() *Board { return e.board() }

// Editions lists the rulesets this package plays, by id.
var Editions = map[string]*Edition{}

func init() {
	Editions[Classic.ID] = Classic
}

// Duel is the two-player computer edition: the computer is the Banker and,
// by default, the opponent. Its own amounts are those its sheet names; where
// it is silent the classic rule applies with money ten times larger.
var Duel = duelEdition()

func duelEdition() *Edition {
	e := *Classic
	e.ID, e.Name = "life-duel", "The Game of Life: Two-Player Edition"
	e.MinSeats, e.MaxSeats = 2, 2
	e.board = sync.OnceValue(duelBoard)
	e.BusinessSalary, e.DegreeSalary = 0, 0
	// Auto insurance is bought at START, before the first spin, from the
	// $2,000 every player starts with (which the sheet does not scale), so
	// it keeps the classic $1,000 price; at $10,000 no one could buy it.
	e.AutoPrice, e.LifePrice, e.FirePrice = 1000, 100000, 50000
	e.LifeValue = 300000
	e.TollAmount = 200000
	e.CollectCardMin, e.PayCardMin = 100000, 20000
	e.CardColours = []Colour{Yellow, Green}
	e.PayDayCards = true
	e.Presents = [11]int64{0, 1000, 1000, 1000, 500, 500, 500, 0, 0, 0, 0}
	e.CareersPlain = []Career{
		{"Hairstylist", 70000}, {"Mechanic", 80000}, {"Salesperson", 90000},
		{"Police Officer", 100000}, {"Entertainer", 110000}, {"Athlete", 130000},
	}
	e.CareersDegree = []Career{
		{"Teacher", 90000}, {"Accountant", 110000}, {"Scientist", 120000},
		{"Engineer", 130000}, {"Lawyer", 150000}, {"Doctor", 180000},
	}
	return &e
}

func init() {
	Editions[Duel.ID] = Duel
}
