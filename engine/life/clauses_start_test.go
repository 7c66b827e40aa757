package life

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Scenario tests, one or more per clause of the 1960 rule sheet
// (seeds/001_a4e8a890dd6dac73.txt). docs/RULES.md maps each clause to them.

func TestClassicBoardLandmarks(t *testing.T) {
	b := Classic.Board()
	kinds := map[int]Kind{
		spStart: KStart, spSellEncyc: KCollect, spSuit: KPay, spFender: KPay, spSalesWin: KCollect,
		spTuition: KPay, spDoctor: KProfession, spLawyer: KProfession, spJalopy: KPay, spTeacher: KProfession,
		spGradParty: KPay, spDegree: KDegree, spPayDay1: KPayDay, spRent: KPay, spLifeIns: KInsurance,
		spQuiz: KCollect, spRevenge1: KRevenge, spLucky1: KLucky, spPayDay2: KPayDay, spMarry: KMarry,
		spHoneymoon: KPay, spFireIns: KInsurance, spBabyBoy1: KBaby, spStock: KStock, spPayDay3: KPayDay,
		spKitchenFire: KPay, spMarket1: KMarket, spFork2: KPayDay, spRanchBuy: KPay, spRanchTwins: KBaby,
		spBowling: KCollect, spJoin2: KMarket, spBridgeA: KBridge, spBridgeB: KBridge, spPayDayToll: KPayDay,
		spBabyBoy2: KBaby, spRevenge3: KRevenge, spLucky3: KLucky, spIncomeTax: KTax, spPayDay6: KPayDay,
		spFork3: KPayDay, spRetireGift: KCollect, spReckon: KReckon, spLane: KScenic, spHills: KScenic,
		spAcres: KAcres, spPoorFarm: KPoorFarm,
	}
	for at, k := range kinds {
		assert.Equal(t, k, b.Spaces[at].Kind, "space %d %q", at, b.Spaces[at].Label)
	}
	assert.Equal(t, spAcres, b.Acres)
	assert.Equal(t, spPoorFarm, b.PoorFarm)
	assert.Equal(t, spReckon, b.Reckon)
	assert.Equal(t, spMarry, b.Marry)
	assert.Equal(t, [2]string{"Business", "College"}, b.ForkRoads[0])
	assert.Len(t, b.ForkRoads, 3, "the College/Business fork and two later forks")
}

// The sheet's colours: white, green, red, blue (START and the ends are black).
func TestClassicSpaceColoursAsTheSheetNamesThem(t *testing.T) {
	for i, sp := range Classic.Board().Spaces {
		switch sp.Kind {
		case KCollect, KPay, KProfession, KBaby, KLucky:
			assert.Equal(t, White, sp.Colour, "space %d %q", i, sp.Label)
		case KRevenge:
			assert.Equal(t, Green, sp.Colour, "space %d", i)
		case KPayDay, KTax, KDegree, KMarry, KReckon, KBridge:
			assert.Equal(t, Red, sp.Colour, "space %d", i)
		case KInsurance, KStock, KMarket:
			assert.Equal(t, Blue, sp.Colour, "space %d", i)
		}
	}
}

// TO START: $2,000 each (four $500 bills), one Share the Wealth card each,
// the rest face down; the Banker starts with over $7,500,000.
func TestStartCashCardAndBank(t *testing.T) {
	for n := 2; n <= 6; n++ {
		g, err := New(Classic, Options{Seats: n, Seed: uint64(n)})
		require.NoError(t, err)
		for i := 0; i < n; i++ {
			assert.Equal(t, int64(2000), g.Cash(i))
			assert.Equal(t, 1, g.Player(i).Hand.Total(), "one Share the Wealth card each")
			assert.Equal(t, RoadUnset, g.Player(i).Road)
			assert.Equal(t, int16(spStart), g.Player(i).Pos)
		}
		assert.Equal(t, 30-n, g.deck.Len(), "30 cards less one dealt to each seat")
		assert.Equal(t, int64(7_500_000-2000*n), g.Ledger().Bank)
	}
	_, err := New(Classic, Options{Seats: 1})
	assert.Error(t, err, "two to six players")
	_, err = New(Classic, Options{Seats: 7})
	assert.Error(t, err)
}

// The deck is 12 Collect, 12 Pay and 6 Exemption cards.
func TestShareTheWealthDeckMakeUp(t *testing.T) {
	g, err := New(Classic, Options{Seats: 2, Seed: 1})
	require.NoError(t, err)
	var by [3]int
	for i := 0; i < 2; i++ {
		for k := 0; k < 3; k++ {
			by[k] += int(g.pl[i].Hand[k])
		}
	}
	d := g.deck
	for d.Len() > 0 {
		c, _ := d.Draw()
		by[c]++
	}
	assert.Equal(t, [3]int{12, 12, 6}, by)
}

// PLAYING THE GAME: high number starts first (ties spin again).
func TestHighestSpinGoesFirst(t *testing.T) {
	g := newTest(t, 4)
	g.ScriptSpins(3, 9, 9, 2, 4, 7) // seats 2 and 3 tie on 9; then 4 against 7
	assert.Equal(t, int8(2), g.spinOff(0b1111, -1))

	for seed := uint64(1); seed <= 40; seed++ {
		g, err := New(Classic, Options{Seats: 4, Seed: seed})
		require.NoError(t, err)
		var first [4]int
		k := 0
		for _, e := range g.events {
			if e.Kind == EvSpinOff && k < 4 {
				first[e.Seat] = int(e.Arg)
				k++
			}
		}
		fe := eventOf(t, g.events, EvFirst)
		assert.Equal(t, int(fe.Seat), g.Active())
		for s := 0; s < 4; s++ {
			assert.LessOrEqual(t, first[s], first[fe.Seat], "seed %d: the first player spun highest", seed)
		}
		assert.Equal(t, engine.Decision{Seat: fe.Seat, Kind: DRoad}, g.Decision())
	}
}

// Others take turns going clockwise; players home are skipped.
func TestTurnsGoClockwise(t *testing.T) {
	g := newTest(t, 4)
	place(g, 2, spAcres)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, 1, g.Active())
	spinAs(t, g, 1, 1)
	assert.Equal(t, 3, g.Active(), "seat 3 in Millionaire Acres is skipped")
	spinAs(t, g, 3, 1)
	assert.Equal(t, 0, g.Active())
}

// The first player at START decides whether to buy AUTO INSURANCE; it waives
// the auto penalties.
func TestAutoInsuranceBoughtAtStart(t *testing.T) {
	g := newTest(t, 2)
	begin(t, g, 0)
	require.True(t, legalHas(g, 0, ABuyAuto, 0, 0))
	act(t, g, 0, ABuyAuto, 0, 0)
	assert.True(t, g.Player(0).Auto)
	assert.Equal(t, int64(1000), g.Cash(0), "auto insurance costs $1,000")
	assert.False(t, legalHas(g, 0, ABuyAuto, 0, 0), "one policy of each kind")
	ev := spinAs(t, g, 0, 3)
	assert.Equal(t, int16(spFender), g.Player(0).Pos)
	assert.Equal(t, 1, count(ev, EvInsured))
	assert.Equal(t, int64(1000), g.Cash(0))

	// Off START the policy is not offered at the spin.
	spinAs(t, g, 1, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	assert.False(t, legalHas(g, 0, ABuyAuto, 0, 0))

	// Uninsured, the same space costs $5,000.
	g = newTest(t, 2)
	begin(t, g, 0)
	ev = spinAs(t, g, 0, 3)
	assert.Equal(t, int64(5000), paid(ev, acct(0), engine.Bank, RSpace))
}

// PAY DAY 1: before the first spin, choose Business ($5,000) or College.
func TestRoadChosenBeforeFirstSpin(t *testing.T) {
	g, err := New(Classic, Options{Seats: 2, Seed: 3, NoBets: [6]bool{true, true}})
	require.NoError(t, err)
	a := g.Active()
	require.Equal(t, engine.Decision{Seat: int8(a), Kind: DRoad}, g.Decision())
	refuse(t, g, a, ASpin, 0, 0)
	act(t, g, a, AChoose, int16(RoadLong), 0)
	assert.Equal(t, int64(0), g.Player(a).Salary, "College: the salary comes from the space landed on")
	spinAs(t, g, a, 1)
	assert.Equal(t, int16(spTuition), g.Player(a).Pos, "College is the turn to the right")
	b := 1 - a
	require.Equal(t, engine.Decision{Seat: int8(b), Kind: DRoad}, g.Decision())
	act(t, g, b, AChoose, int16(RoadShort), 0)
	assert.Equal(t, int64(5000), g.Player(b).Salary, "Business pays $5,000")
	spinAs(t, g, b, 1)
	assert.Equal(t, int16(spSellEncyc), g.Player(b).Pos)
	assert.Equal(t, "Business", Classic.Board().Spaces[spSellEncyc].Road)
	// The choice is made once: the next turn starts with a spin.
	assert.Equal(t, engine.Decision{Seat: int8(a), Kind: DSpin}, g.Decision())
}

func college(g *Game, s int) {
	p := &g.pl[s]
	p.Road, p.StartWay, p.Salary, p.Profession, p.Degree = RoadLong, int8(RoadLong), 0, 0, false
}

// The profession landed on is yours throughout the game; passing one does
// not count, and a later one does not replace it.
func TestProfessionFirstLandedSticks(t *testing.T) {
	g := newTest(t, 2)
	college(g, 0)
	college(g, 1)
	setCash(t, g, 0, 20000)
	setCash(t, g, 1, 20000)
	begin(t, g, 0)
	spinAs(t, g, 0, 2)
	assert.Equal(t, int16(spDoctor), g.Player(0).Pos)
	assert.Equal(t, int64(20000), g.Player(0).Salary)
	spinAs(t, g, 1, 3) // passes the Doctor, lands on the fraternity
	assert.Equal(t, int64(0), g.Player(1).Salary, "passing a profession does not give it")
	spinAs(t, g, 0, 2)
	assert.Equal(t, int16(spLawyer), g.Player(0).Pos)
	assert.Equal(t, int64(20000), g.Player(0).Salary, "once a doctor, always a doctor")
	assert.Equal(t, "Doctor", g.CareerName(0))
}

// Bachelor's Degree (red): $6,000 when passed or landed on without a profession.
func TestBachelorsDegreeOnPassOrLand(t *testing.T) {
	g := newTest(t, 2)
	college(g, 0)
	college(g, 1)
	setCash(t, g, 0, 20000)
	setCash(t, g, 1, 20000)
	place(g, 0, spGradParty)
	place(g, 1, spTeacher-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, int16(spDegree), g.Player(0).Pos)
	assert.Equal(t, int64(6000), g.Player(0).Salary, "landed")
	ev := spinAs(t, g, 1, 5) // passes Teacher, the Degree and Pay Day; lands on Rent
	assert.Equal(t, int16(spRent), g.Player(1).Pos)
	assert.Equal(t, int64(6000), g.Player(1).Salary, "passed")
	assert.Equal(t, int64(6000), paid(ev, engine.Bank, acct(1), RSalary))
}

// "If you already have a higher salary as a Doctor, Lawyer, etc. you
// continue on with that salary."
func TestBachelorsDegreeKeepsHigherProfession(t *testing.T) {
	g := newTest(t, 2)
	college(g, 0)
	g.pl[0].Profession, g.pl[0].Salary, g.pl[0].Degree = spDoctor, 20000, true
	place(g, 0, spGradParty)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 2)
	assert.Equal(t, int64(20000), g.Player(0).Salary)
	assert.Equal(t, int64(20000), paid(ev, engine.Bank, acct(0), RSalary))
	assert.Zero(t, count(ev, EvProfession))
}

// WHITE SPACES: the reward or penalty takes place only on landing.
func TestWhiteSpacesOnlyOnLanding(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 10000)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 4) // passes +2,000, -1,000, -5,000; lands on +5,000
	assert.Equal(t, int16(spSalesWin), g.Player(0).Pos)
	assert.Equal(t, int64(15000), g.Cash(0))
	assert.Equal(t, int64(5000), paid(ev, engine.Bank, acct(0), RSpace))
	assert.Zero(t, paid(ev, acct(0), engine.Bank, RSpace))
}

// Insurance waives the white penalty it names: auto, fire, life.
func TestInsuranceWaivesNamedPenalty(t *testing.T) {
	cases := []struct {
		name string
		from int
		set  func(*Player)
	}{
		{"auto", spFender - 1, func(p *Player) { p.Auto = true }},
		{"fire", spKitchenFire - 1, func(p *Player) { p.Fire = true }},
		{"life", spRevenge3, func(p *Player) { p.Life = true }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newTest(t, 2)
			setCash(t, g, 0, 100000)
			place(g, 0, c.from)
			c.set(&g.pl[0])
			begin(t, g, 0)
			ev := spinAs(t, g, 0, 1)
			assert.Equal(t, 1, count(ev, EvInsured))
			assert.Equal(t, int64(100000), g.Cash(0))
			g2 := newTest(t, 2)
			setCash(t, g2, 0, 100000)
			place(g2, 0, c.from)
			begin(t, g2, 0)
			ev = spinAs(t, g2, 0, 1)
			assert.Equal(t, Classic.Board().Spaces[c.from+1].Amount, paid(ev, acct(0), engine.Bank, RSpace))
		})
	}
}

// RED SPACES: take place whether you land in or pass them.
func TestRedSpacesOnPassOrLand(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 50000)
	setCash(t, g, 1, 50000)
	place(g, 0, spLucky3)
	place(g, 1, spLucky3-1)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int16(spIncomeTax), g.Player(0).Pos)
	assert.Equal(t, int64(10000), paid(ev, acct(0), engine.Bank, RSpace), "landed on Income Tax")
	ev = spinAs(t, g, 1, 3) // Lucky Day (passed, white: nothing), Income Tax (occupied, passed), Pay Day
	assert.Equal(t, int16(spPayDay6), g.Player(1).Pos)
	assert.Equal(t, int64(10000), paid(ev, acct(1), engine.Bank, RSpace), "passed Income Tax")
	assert.Zero(t, paid(ev, engine.Bank, acct(1), RLuckyDay), "Lucky Day is white: passing does nothing")
}

// BLUE SPACES: on landing or passing you may take the option or let it go.
func TestBlueOptionOnPassOrLand(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 20000)
	setCash(t, g, 1, 20000)
	place(g, 0, spRent)
	place(g, 1, spHoneymoon)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 0, Kind: DBuy}, g.Decision(), "landed on Buy Life Insurance")
	act(t, g, 0, ABuy, 0, 0)
	assert.True(t, g.Player(0).Life)
	assert.Equal(t, int64(15000), g.Cash(0), "life insurance costs $5,000")

	spinAs(t, g, 1, 2)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DBuy}, g.Decision(), "passing Buy Fire Insurance")
	assert.Equal(t, int16(spFireIns), g.Player(1).Pos)
	act(t, g, 1, APass, 0, 0)
	assert.False(t, g.Player(1).Fire)
	assert.Equal(t, int16(spBabyBoy1), g.Player(1).Pos, "the move goes on after letting it go")
}

// Only ONE stock certificate and one of EACH KIND of insurance policy.
func TestOnlyOneStockAndOneOfEachPolicy(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 200000)
	setCash(t, g, 1, 200000)
	g.pl[0].Life = true
	g.pl[1].Stock = true
	place(g, 0, spRent)
	place(g, 1, spBabyBoy1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision(), "no second life policy offered")
	spinAs(t, g, 1, 1)
	assert.Equal(t, int16(spStock), g.Player(1).Pos)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision(), "no second stock offered")

	g = newTest(t, 2)
	setCash(t, g, 0, 200000)
	place(g, 0, spBabyBoy1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, DBuy, g.Decision().Kind)
	act(t, g, 0, ABuy, 0, 0)
	assert.True(t, g.Player(0).Stock)
	assert.Equal(t, int64(150000), g.Cash(0), "stock costs $50,000")
}

// Purchases are options, not obligations: bought from cash in hand, never
// borrowed for.
func TestPurchasesNeedCashInHand(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 4000)
	setCash(t, g, 1, 49000)
	place(g, 0, spRent)
	place(g, 1, spBabyBoy1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, DSpin, g.Decision().Kind, "$4,000 cannot buy $5,000 of life insurance")
	spinAs(t, g, 1, 1)
	assert.Equal(t, DSpin, g.Decision().Kind, "$49,000 cannot buy the $50,000 stock")
	assert.Zero(t, g.Player(0).Notes)
	assert.Zero(t, g.Player(1).Notes)
	assert.False(t, g.Player(0).Life)
	assert.False(t, g.Player(1).Stock)
}

// PAY DAY: collect the salary on passing or landing, automatically.
func TestPayDaySalaryOnPassOrLand(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Salary = 8000
	g.pl[1].Salary = 8000
	place(g, 0, spPayDay1-13) // the last Business space
	place(g, 1, spPayDay1-13)
	require.Equal(t, spPayDay1, Classic.Board().Graph.Next(spPayDay1-13, 0))
	setCash(t, g, 0, 10000)
	setCash(t, g, 1, 10000)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int64(8000), paid(ev, engine.Bank, acct(0), RSalary), "landed")
	ev = spinAs(t, g, 1, 2)
	assert.Equal(t, int64(8000), paid(ev, engine.Bank, acct(1), RSalary), "passed")
	assert.Equal(t, int16(spRent), g.Player(1).Pos)
}

// PAY DAY 2: $500 interest per $20,000 note, after receiving the salary.
func TestPayDayInterestAfterSalary(t *testing.T) {
	g := newTest(t, 2)
	place(g, 0, spPayDay1-13)
	setCash(t, g, 0, 0)
	g.pl[0].Notes = 3
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 2)
	iSal, iInt := -1, -1
	for i, e := range ev {
		if e.Kind == EvTransfer && e.Arg == RSalary {
			iSal = i
		}
		if e.Kind == EvTransfer && e.Arg == RInterest {
			iInt = i
			assert.Equal(t, int64(1500), e.Amount)
		}
	}
	require.True(t, iSal >= 0 && iInt >= 0)
	assert.Less(t, iSal, iInt, "interest is paid after the salary")
	assert.Equal(t, int16(3), g.Player(0).Notes, "paid from the salary: no new note")
}

// SHARE THE WEALTH: a card is drawn when landing on Pay Day by exact count,
// not when passing.
func TestShareTheWealthDrawnOnExactPayDay(t *testing.T) {
	g := newTest(t, 2)
	place(g, 0, spPayDay1-13)
	place(g, 1, spPayDay1-13)
	begin(t, g, 0)
	left := g.deck.Len()
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, 1, count(ev, EvCardDrawn))
	assert.Equal(t, 1, g.Player(0).Hand.Total())
	assert.Equal(t, left-1, g.deck.Len())
	ev = spinAs(t, g, 1, 3)
	assert.Zero(t, count(ev, EvCardDrawn), "passing Pay Day draws nothing")
	assert.Zero(t, g.Player(1).Hand.Total())
}

// COLLECT CARD: given to an opponent who lands in a white space collecting
// $10,000 or more; he gives the giver half; the card goes under the pile.
func TestCollectCardTakesHalf(t *testing.T) {
	g := newTest(t, 3)
	g.pl[1].Hand[CardCollect] = 1
	setCash(t, g, 0, 0)
	place(g, 0, spQuiz-1)
	g.pl[0].Life = true // no Buy Life decision to pass
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DCollectCard}, g.Decision())
	left := g.deck.Len()
	ev := act(t, g, 1, AGive, 0, 0)
	assert.Equal(t, int64(10000), paid(ev, acct(0), acct(1), RCard), "half of $20,000")
	assert.Equal(t, int64(10000), g.Cash(0))
	assert.Zero(t, g.Player(1).Hand[CardCollect])
	assert.Equal(t, left+1, g.deck.Len(), "the card goes to the bottom of the pile")
	assert.Equal(t, uint8(CardCollect), g.deck.Cards[(int(g.deck.Head)+g.deck.Len()-1)%engine.DeckCap])
}

// Only on collecting $10,000 or more, and the holder may decline.
func TestCollectCardThreshold(t *testing.T) {
	g := newTest(t, 2)
	g.pl[1].Hand[CardCollect] = 1
	begin(t, g, 0)
	spinAs(t, g, 0, 1) // Sell encyclopedias: $2,000
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision(), "under $10,000: no card")

	g = newTest(t, 2)
	g.pl[1].Hand[CardCollect] = 1
	place(g, 0, spBowling-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1) // bowling trophy: exactly $10,000
	require.Equal(t, engine.Decision{Seat: 1, Kind: DCollectCard}, g.Decision())
	ev := act(t, g, 1, APass, 0, 0)
	assert.Zero(t, paid(ev, acct(0), acct(1), RCard))
	assert.Equal(t, uint8(1), g.Player(1).Hand[CardCollect], "kept for later")
}

// "A card may not be given to a player landing in a LUCKY DAY space, or to
// one PLAYING THE MARKET."
func TestNoCardOnLuckyDayOrMarket(t *testing.T) {
	g := newTest(t, 2)
	g.pl[1].Hand[CardCollect] = 1
	place(g, 0, spLucky1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpeculate}, g.Decision())

	g = newTest(t, 2)
	g.pl[1].Hand[CardCollect] = 1
	g.pl[0].Stock = true
	place(g, 0, spMarket1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, DMarket, g.Decision().Kind)
	act(t, g, 0, APlay, 0, 0)
	ev := spinAs(t, g, 0, 9)
	assert.Equal(t, int64(50000), paid(ev, engine.Bank, acct(0), RMarket))
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision(), "no Collect card on the market")
}

// PAY CARD: the holder landing on a white space demanding $5,000 or more
// makes an opponent pay him half of it.
func TestPayCardMakesOpponentPayHalf(t *testing.T) {
	g := newTest(t, 3)
	g.pl[0].Hand[CardPay] = 1
	g.pl[0].Married = true
	setCash(t, g, 0, 10000)
	setCash(t, g, 2, 10000)
	place(g, 0, spMarry)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 1)
	assert.Equal(t, int64(5000), paid(ev, acct(0), engine.Bank, RSpace))
	require.Equal(t, engine.Decision{Seat: 0, Kind: DPayCard}, g.Decision())
	assert.True(t, legalHas(g, 0, AGive, 1, 0))
	assert.True(t, legalHas(g, 0, AGive, 2, 0))
	assert.False(t, legalHas(g, 0, AGive, 0, 0), "not on oneself")
	ev = act(t, g, 0, AGive, 2, 0)
	assert.Equal(t, int64(2500), paid(ev, acct(2), acct(0), RCard))
	assert.Zero(t, g.Player(0).Hand[CardPay])
}

// No Pay card under $5,000, when insurance waives the payment, or on a red
// space.
func TestPayCardThreshold(t *testing.T) {
	for _, c := range []struct {
		name string
		from int
		auto bool
	}{{"rent $2,000", spRent - 1, false}, {"insured", spFender - 1, true}, {"red Income Tax", spLucky3, false}} {
		t.Run(c.name, func(t *testing.T) {
			g := newTest(t, 2)
			g.pl[0].Hand[CardPay] = 1
			g.pl[0].Auto = c.auto
			setCash(t, g, 0, 50000)
			place(g, 0, c.from)
			begin(t, g, 0)
			spinAs(t, g, 0, 1)
			assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision())
		})
	}
}

// EXEMPTION: the target may ignore a Collect or Pay card; both cards go back.
func TestExemptionCardIgnoresCard(t *testing.T) {
	for _, use := range []bool{true, false} {
		g := newTest(t, 2)
		g.pl[1].Hand[CardCollect] = 1
		g.pl[0].Hand[CardExempt] = 1
		g.pl[0].Life = true
		place(g, 0, spQuiz-1)
		begin(t, g, 0)
		spinAs(t, g, 0, 1)
		act(t, g, 1, AGive, 0, 0)
		require.Equal(t, engine.Decision{Seat: 0, Kind: DExempt}, g.Decision())
		left := g.deck.Len()
		if use {
			ev := act(t, g, 0, AUse, 0, 0)
			assert.Zero(t, paid(ev, acct(0), acct(1), RCard))
			assert.Zero(t, g.Player(0).Hand[CardExempt])
			assert.Equal(t, left+2, g.deck.Len(), "the Exemption and the card return to the pile")
		} else {
			ev := act(t, g, 0, APass, 0, 0)
			assert.Equal(t, int64(10000), paid(ev, acct(0), acct(1), RCard))
			assert.Equal(t, uint8(1), g.Player(0).Hand[CardExempt])
		}
	}

	// Against a Pay card too.
	g := payCardOnAnExemption(t)
	ev := act(t, g, 1, AUse, 0, 0)
	assert.Zero(t, paid(ev, acct(1), acct(0), RCard))
}

// ONLY ONE CARD may be given to an opponent in a turn; when several wish to,
// they spin and the highest gives (the spin-off is automatic).
func TestOneCardPerTurnSpinOffHighestGives(t *testing.T) {
	g := newTest(t, 4)
	g.pl[1].Hand[CardCollect] = 1
	g.pl[2].Hand[CardCollect] = 1
	g.pl[0].Life = true
	// Seat 3 holds the Lucky Number 8: tie-break spins showing it cost nothing.
	place(g, 3, spAcres)
	g.luckyNum, g.luckyHolder, g.pl[3].Lucky = 8, 3, true
	place(g, 0, spQuiz-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DCollectCard}, g.Decision())
	act(t, g, 1, AGive, 0, 0)
	require.Equal(t, engine.Decision{Seat: 2, Kind: DCollectCard}, g.Decision())
	g.ScriptSpins(5, 5, 3, 8) // a tie on 5, then seat 1 spins 3 and seat 2 spins 8
	ev := act(t, g, 2, AGive, 0, 0)
	assert.Equal(t, 4, count(ev, EvSpinOff))
	assert.Equal(t, 1, count(ev, EvCardGiven), "only one card")
	gv := eventOf(t, ev, EvCardGiven)
	assert.Equal(t, int8(2), gv.Seat, "the highest spin gives")
	assert.Equal(t, int64(10000), paid(ev, acct(0), acct(2), RCard))
	assert.Zero(t, paid(ev, acct(0), acct(1), RCard))
	assert.Zero(t, paid(ev, acct(2), acct(3), RLuckyFee), "tie-break spins do not pay the Lucky Number")
	assert.Equal(t, uint8(1), g.Player(1).Hand[CardCollect], "the other taker keeps the card")

	// A seat that already had a card this turn cannot be given another.
	g = newTest(t, 3)
	g.pl[0].Hand[CardPay] = 1
	g.pl[0].Married = true
	place(g, 0, spMarry)
	begin(t, g, 0)
	g.pl[1].CardHit = true // as if a card had been played on seat 1 earlier this turn
	spinAs(t, g, 0, 1)
	require.Equal(t, DPayCard, g.Decision().Kind)
	assert.False(t, legalHas(g, 0, AGive, 1, 0))
	assert.True(t, legalHas(g, 0, AGive, 2, 0))
}

// The spin-off's log: the first round decides (who goes first, who plays a
// Collect card); only a re-spin among the tied is a tie-break.
func TestSpinOffLogCallsOnlyReSpinsATieBreak(t *testing.T) {
	g := newTest(t, 3)
	words := func() []string {
		var out []string
		for _, e := range g.events {
			if e.Kind == EvSpinOff {
				out = append(out, g.Describe(e))
			}
		}
		g.events = g.events[:0]
		return out
	}

	g.events = g.events[:0]
	g.ScriptSpins(9, 4, 7) // no tie
	require.Equal(t, int8(0), g.spinOff(0b111, -1))
	assert.Equal(t, []string{
		"Player 1 spins 9 to see who goes first",
		"Player 2 spins 4 to see who goes first",
		"Player 3 spins 7 to see who goes first",
	}, words())

	g.ScriptSpins(9, 4, 9, 2, 6) // seats 0 and 2 tie on 9, then 2 against 6
	require.Equal(t, int8(2), g.spinOff(0b111, -1))
	assert.Equal(t, []string{
		"Player 1 spins 9 to see who goes first",
		"Player 2 spins 4 to see who goes first",
		"Player 3 spins 9 to see who goes first",
		"Player 1 spins 2 to break a tie",
		"Player 3 spins 6 to break a tie",
	}, words())

	g.ScriptSpins(5, 3) // two givers for seat 2's card, no tie
	require.Equal(t, int8(0), g.spinOff(0b011, 2))
	assert.Equal(t, []string{
		"Player 1 spins 5 to see who plays a Collect card on Player 3",
		"Player 2 spins 3 to see who plays a Collect card on Player 3",
	}, words())

	// A whole game's start: the first round is never called a tie-break.
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(Classic, Options{Seats: 4, Seed: seed})
		require.NoError(t, err)
		k := 0
		for _, e := range g.events {
			if e.Kind == EvSpinOff && k < 4 {
				assert.NotContains(t, g.Describe(e), "tie", "seed %d: the first round of spins", seed)
				k++
			}
		}
	}
}

// payCardOnAnExemption is a 2-seat game where seat 0, on its turn, has just
// given seat 1 a Pay card (a wedding's) and seat 1, holding an Exemption,
// is asked whether to show it.
func payCardOnAnExemption(t *testing.T) *Game {
	t.Helper()
	g := newTest(t, 2)
	g.pl[0].Hand[CardPay] = 1
	g.pl[1].Hand[CardExempt] = 1
	g.pl[0].Married = true
	place(g, 0, spMarry)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, AGive, 1, 0)
	require.Equal(t, engine.Decision{Seat: 1, Kind: DExempt}, g.Decision(), "out of turn: seat 0 is active")
	return g
}
