package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// Property indices used below (board order).
const (
	motorDrive    = 0 // space 1, brown
	gadgetWharf   = 1 // space 3, brown
	surfersCove   = 2 // space 4
	castleView    = 5 // space 9, pink
	paradise      = 21
	fortuneValley = 20
)

// M1: the 32 spaces with the rulings' facts.
func TestBoardFacts(t *testing.T) {
	require.Equal(t, NSpaces, Board.Len())
	for sp, k := range map[int]Kind{0: KGo, 8: KJail, 16: KParking, 24: KGoJail, 2: KLifestyle, 13: KLifestyle, 27: KLifestyle, 5: KChance, 18: KChance, 29: KChance} {
		assert.Equal(t, k, Spaces[sp].Kind, "space %d", sp)
	}
	props := 0
	for sp := range Spaces {
		assert.Equal(t, (sp+1)%NSpaces, Board.Next(sp, 0), "the board is one loop")
		if Spaces[sp].Kind == KProp {
			props++
		}
	}
	require.Equal(t, NProps, props)
	assert.Equal(t, "Motor Drive", Props[motorDrive].Name)
	assert.EqualValues(t, 5_000, Props[motorDrive].Price)
	assert.EqualValues(t, 200_000, Props[paradise].Price)
	assert.Equal(t, "Paradise Island", Spaces[31].Label)
	base := []int64{7, 15, 20, 25, 35, 40, 50, 65}
	for gr := range Groups {
		for _, p := range Groups[gr].Props {
			assert.Equal(t, base[gr]*1000, Props[p].Rent[0], "%s's base rent", Props[p].Name)
			assert.Equal(t, (Props[p].Price/2+999)/1000*1000, Props[p].Mortgage)
			for k := 1; k <= HotelLevel; k++ {
				assert.Greater(t, Props[p].Rent[k], Props[p].Rent[k-1], "the ladder climbs")
			}
		}
	}
	assert.Equal(t, [6]int64{65_000, 160_000, 250_000, 370_000, 430_000, 500_000}, Props[paradise].Rent, "the sheet's example ladder")
	assert.Len(t, Fortune, 22)
	assert.Len(t, Lifestyle, 14)
	assert.Len(t, Chance, 14)
}

// M2: $372k each, the 1-star mover on GO, a Fortune card face down on every
// property, and the highest roll goes first.
func TestSetUp(t *testing.T) {
	for n := MinSeats; n <= MaxSeats; n++ {
		g, err := New(Options{Seats: n, Seed: uint64(n)})
		require.NoError(t, err)
		require.NoError(t, g.CheckInvariants())
		var seen engine.Cards
		for p := range g.fortune {
			require.GreaterOrEqual(t, g.fortune[p], int8(0))
			seen.Add(uint8(g.fortune[p]))
		}
		assert.Equal(t, NFortune, seen.Len(), "every Fortune card on its own property")
		for s := 0; s < n; s++ {
			assert.EqualValues(t, StartCash, g.Cash(s))
			assert.Equal(t, Player{Pos: GoSpace, Star: 0, Jail: -1}, g.Player(s))
		}
		// The first player threw the highest in the last round of the roll-off.
		best, first := 0, -1
		for _, e := range g.LastEvents() {
			switch e.Kind {
			case EvRollOff:
				if e.Arg2 == 1 && best > 0 && first < 0 {
					best = 0 // a re-throw among the tied: only it counts
				}
				best = max(best, int(e.Arg))
			case EvFirst:
				first = int(e.Seat)
			}
		}
		last := map[int]int{}
		for _, e := range g.LastEvents() {
			if e.Kind == EvRollOff {
				last[int(e.Seat)] = int(e.Arg)
			}
		}
		for s, v := range last {
			if s != first {
				assert.LessOrEqual(t, v, last[first])
			}
		}
		assert.Equal(t, DTurn, g.Decision().Kind)
		assert.Equal(t, first, int(g.Decision().Seat))
	}
	_, err := New(Options{Seats: 5})
	assert.Error(t, err, "the sheet: 2-4 players")
}

// M3: GO, landed on or passed, pays the mover's salary, and offers one
// upgrade step for $50k out of it; never two steps; at 5-star it just pays.
func TestSalaryAndUpgradeAtGo(t *testing.T) {
	g := newTest(t, 2)
	fortuneOn(t, g, motorDrive, fortuneID(t, KeepJail)) // a harmless card where it lands
	at(g, 0, 28)
	roll(t, g, 3, 2) // 28 -> 29, 30, 31, GO, 1
	require.Equal(t, DUpgrade, g.dec.Kind, "passing GO stops for the upgrade")
	assert.EqualValues(t, GoSpace, g.pl[0].Pos)
	assert.EqualValues(t, StartCash, g.Cash(0))
	ev := act(t, g, AUpgrade, 0, 0)
	assert.EqualValues(t, 1, g.pl[0].Star, "1-star to 3-star, not to 5-star")
	assert.EqualValues(t, StartCash+Salary[0]-UpgradeFee, g.Cash(0))
	_, ok := has(ev, EvUpgrade, 0)
	assert.True(t, ok)
	assert.EqualValues(t, 1, g.pl[0].Pos, "the walk goes on after GO")
	assert.Equal(t, DBuy, g.dec.Kind)

	// Declining keeps the mover and pays the full salary.
	g = newTest(t, 2)
	at(g, 0, 30)
	noFortune(g, motorDrive)
	roll(t, g, 1, 2) // 30 -> 31, GO, 1
	cash := g.Cash(0)
	act(t, g, ANo, 0, 0)
	assert.EqualValues(t, 0, g.pl[0].Star)
	assert.Equal(t, cash+Salary[0], g.Cash(0))

	// At 3-star the salary is $200k and the next step is 5-star; at 5-star nobody asks.
	for star, want := range []int64{Salary[0], Salary[1], Salary[2]} {
		g = newTest(t, 2)
		g.pl[0].Star = int8(star)
		at(g, 0, 27)
		noFortune(g, paradise)
		roll(t, g, 3, 2) // 27 -> 28, 29, 30, 31, GO: landing counts
		if star < 2 {
			require.Equal(t, DUpgrade, g.dec.Kind)
			act(t, g, ANo, 0, 0)
		} else {
			assert.NotEqual(t, DUpgrade, g.dec.Kind, "no step above 5-star")
		}
		assert.Equal(t, StartCash+want, g.Cash(0), "salary at %s", StarNames[star])
	}
}

// M5: a use-now Fortune card: buy or auction first, then follow it.
func TestFortuneUseNowAfterBuying(t *testing.T) {
	g := newTest(t, 2)
	tax := 4 // Land tax: pay $50k
	require.Equal(t, CPay, Fortune[tax].Kind)
	fortuneOn(t, g, gadgetWharf, tax)
	ev := roll(t, g, 1, 2) // GO -> 3
	e, ok := has(ev, EvFortune, 0)
	require.True(t, ok, "the card is turned over on landing")
	assert.EqualValues(t, tax, e.Arg)
	assert.EqualValues(t, -1, g.fortune[gadgetWharf], "the card leaves the property")
	require.Equal(t, DBuy, g.dec.Kind, "buy or auction comes first")
	assert.EqualValues(t, StartCash, g.Cash(0), "the card waits for the purchase")
	act(t, g, ABuy, 0, 0)
	assert.Equal(t, int64(StartCash-5_000-50_000), g.Cash(0), "bought, then taxed")
	assert.Equal(t, 0, g.Owner(gadgetWharf))

	// A card that moves the mover waits for the auction too.
	g = newTest(t, 2)
	jail := 9
	require.Equal(t, CJail, Fortune[jail].Kind)
	fortuneOn(t, g, gadgetWharf, jail)
	roll(t, g, 1, 2)
	require.Equal(t, DBuy, g.dec.Kind)
	assert.EqualValues(t, 3, g.pl[0].Pos, "still on the property")
	act(t, g, ANo, 0, 0) // auction it
	act(t, g, ABid, 0, 1_000)
	act(t, g, ANo, 0, 0)
	assert.Equal(t, 1, g.Owner(gadgetWharf))
	assert.EqualValues(t, JailSpace, g.pl[0].Pos, "then to Jail")
	assert.EqualValues(t, 0, g.pl[0].Jail)
}

// M6: a keep-until-needed card is kept face down (only its holder sees
// it), the property is bought or auctioned as normal, and the card is used
// once, later, when its text allows.
func TestFortuneKeptFaceDown(t *testing.T) {
	g := newTest(t, 2)
	cash := 18
	require.Equal(t, KeepCash, Fortune[cash].Kind)
	fortuneOn(t, g, gadgetWharf, cash)
	ev := roll(t, g, 1, 2)
	e, ok := has(ev, EvKeep, 0)
	require.True(t, ok)
	assert.EqualValues(t, -1, e.Arg, "the log does not say which card")
	assert.True(t, g.held[0].Has(uint8(cash)))
	var mine, theirs View
	g.ViewFor(0, &mine)
	g.ViewFor(1, &theirs)
	assert.True(t, mine.Hand.Has(uint8(cash)))
	assert.Equal(t, 0, theirs.Hand.Len(), "another seat does not see it")
	assert.Equal(t, 1, theirs.HandCount[0], "only that it is there")
	assert.Zero(t, theirs.FortuneOn&(1<<gadgetWharf))
	assert.NotZero(t, theirs.FortuneOn&(1<<motorDrive), "face-down cards are shown as cards, not as what they say")
	require.Equal(t, DBuy, g.dec.Kind, "the property is bought or auctioned as normal")
	act(t, g, ABuy, 0, 0)
	untilTurn(t, g, 1)
	turn(g, 0)
	before := g.Cash(0)
	require.True(t, legal(g, AUseCard, 0, 0), "usable at any decision")
	act(t, g, AUseCard, 0, 0)
	assert.Equal(t, before+Fortune[cash].Stars[0], g.Cash(0))
	assert.False(t, g.held[0].Has(uint8(cash)), "used once")
	assert.True(t, g.used.Has(uint8(cash)))
	assert.False(t, legalKind(g, AUseCard))
}

// M7, M8: Lifestyle and Chance outcomes by the mover's stars, and by a
// roll of the dice (the sheet: at 3-star roll 8–12 to collect $150k).
func TestLifestyleByStarsAndRoll(t *testing.T) {
	villa := 0
	for star := 0; star < 3; star++ {
		g := newTest(t, 2)
		g.pl[0].Star = int8(star)
		onTop(t, &g.life, villa)
		roll(t, g, 1, 1) // GO -> 2, Millionaire Lifestyle
		assert.Equal(t, StartCash+Lifestyle[villa].Stars[star], g.Cash(0), "%s", StarNames[star])
	}
	movie := 10
	require.Equal(t, CRoll, Lifestyle[movie].Kind)
	require.EqualValues(t, 8, Lifestyle[movie].Need[1])
	require.EqualValues(t, 150_000, Lifestyle[movie].Stars[1])
	for _, c := range []struct {
		a, b int
		won  bool
	}{{4, 4, true}, {6, 6, true}, {3, 4, false}} {
		g := newTest(t, 2)
		g.pl[0].Star = 1
		onTop(t, &g.life, movie)
		g.Script(1, 1, c.a, c.b)
		ev := act(t, g, ARoll, 0, 0)
		_, miss := has(ev, EvNoLuck, 0)
		if c.won {
			assert.EqualValues(t, StartCash+150_000, g.Cash(0), "rolled %d", c.a+c.b)
		} else {
			assert.EqualValues(t, StartCash, g.Cash(0))
			assert.True(t, miss)
		}
	}
	// Chance: a fine by stars, and the card goes under the deck.
	fine := 7
	require.Equal(t, "Speeding fine", Chance[fine].Text)
	g := newTest(t, 2)
	g.pl[0].Star = 2
	onTop(t, &g.chance, fine)
	roll(t, g, 2, 3) // GO -> 5, Chance
	assert.Equal(t, StartCash+Chance[fine].Stars[2], g.Cash(0))
	assert.EqualValues(t, fine, g.chance.Cards[(int(g.chance.Head)+g.chance.Len()-1)%engine.DeckCap], "under the deck")
}

// M9: an unowned property is bought at its price; a seat without the price
// puts it up for auction.
func TestBuyAtPrice(t *testing.T) {
	g := newTest(t, 2)
	noFortune(g, surfersCove)
	roll(t, g, 2, 2) // GO -> 4
	require.Equal(t, DBuy, g.dec.Kind)
	ev := act(t, g, ABuy, 0, 0)
	assert.Equal(t, 0, g.Owner(surfersCove))
	assert.EqualValues(t, StartCash-15_000, g.Cash(0))
	_, ok := has(ev, EvBuy, 0)
	assert.True(t, ok)

	g = newTest(t, 2)
	noFortune(g, surfersCove)
	setCash(t, g, 0, 10_000)
	ev = roll(t, g, 2, 2)
	_, ok = has(ev, EvAuction, 0)
	assert.True(t, ok, "cannot buy: straight to auction")
	assert.Equal(t, DBid, g.dec.Kind)
}

// M10: declined, the property is auctioned: bids from $1k in steps that
// need the cash in hand, every seat (the lander and a seat in Jail too)
// asked from the lander's left, round and round; a pass is out.
func TestAuction(t *testing.T) {
	g := newTest(t, 3)
	noFortune(g, gadgetWharf)
	g.pl[2].Jail, g.pl[2].Pos = 1, JailSpace
	setCash(t, g, 1, 3_000)
	roll(t, g, 1, 2)
	act(t, g, ANo, 0, 0) // auction it
	var order []int
	next := func() {
		order = append(order, int(g.dec.Seat))
	}
	require.Equal(t, DBid, g.dec.Kind)
	next()
	assert.True(t, legal(g, ABid, 0, 1_000))
	assert.False(t, legal(g, ABid, 0, 5_000), "a bid needs the cash in hand")
	act(t, g, ABid, 0, 1_000) // seat 1: $1k
	next()
	act(t, g, ABid, 0, 5_000) // seat 2, in Jail: $6k
	next()
	ev := act(t, g, ABid, 0, 1_000) // seat 0, the lander: $7k
	e, passed := has(ev, EvPass, 1)
	require.True(t, passed, "seat 1 cannot raise to $8k with $3k: it is out")
	next()
	act(t, g, ABid, 0, 10_000) // seat 2: $17k
	next()
	ev = act(t, g, ANo, 0, 0) // seat 0 passes: only seat 2 is left
	assert.Equal(t, []int{1, 2, 0, 2, 0}, order, "from the lander's left, round and round, without those out")
	e, ok := has(ev, EvWon, 2)
	require.True(t, ok)
	assert.EqualValues(t, 17_000, e.Amount)
	assert.EqualValues(t, gadgetWharf, e.Arg)
	assert.Equal(t, 2, g.Owner(gadgetWharf))
	assert.EqualValues(t, StartCash-17_000, g.Cash(2))
}

// M11: if nobody bids at all, the property stays unowned and the turn ends.
func TestAuctionNobodyBids(t *testing.T) {
	g := newTest(t, 2)
	noFortune(g, gadgetWharf)
	roll(t, g, 1, 2)
	act(t, g, ANo, 0, 0)
	act(t, g, ANo, 0, 0) // seat 1
	ev := act(t, g, ANo, 0, 0)
	_, ok := has(ev, EvUnsold, -2)
	assert.True(t, ok)
	assert.Equal(t, -1, g.Owner(gadgetWharf))
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.EqualValues(t, 1, g.dec.Seat, "the turn ended")
}

// M12: rent: the base rent, twice it for a full set without buildings, the
// ladder with houses and a hotel, nothing on a mortgaged property; the
// owner collects from Jail.
func TestRent(t *testing.T) {
	g := newTest(t, 2)
	own(g, 1, castleView)
	assert.EqualValues(t, 20_000, g.Rent(castleView))
	own(g, 1, group(2)...)
	assert.EqualValues(t, 40_000, g.Rent(castleView), "a full set doubles")
	g.level[castleView], g.houses = 1, g.houses-1
	assert.EqualValues(t, Props[castleView].Rent[1], g.Rent(castleView))
	g.level[castleView], g.houses, g.hotels = HotelLevel, g.houses+1, g.hotels-1
	assert.EqualValues(t, Props[castleView].Rent[5], g.Rent(castleView))
	g.level[castleView], g.hotels = 0, g.hotels+1

	g.pl[1].Jail, g.pl[1].Pos = 0, JailSpace
	at(g, 0, 5)
	roll(t, g, 2, 2) // 5 -> 9, Castle View
	assert.EqualValues(t, StartCash-40_000, g.Cash(0))
	assert.EqualValues(t, StartCash+40_000, g.Cash(1), "rent is collected from Jail")

	g = newTest(t, 2)
	own(g, 1, castleView)
	g.mort |= 1 << castleView
	at(g, 0, 5)
	ev := roll(t, g, 2, 2)
	_, rent := has(ev, EvRent, 0)
	assert.False(t, rent, "no rent on a mortgaged property")
	assert.EqualValues(t, StartCash, g.Cash(0))
}

// M13: building on a full set, evenly, on one's turn or between turns; a
// hotel replaces four houses, which go back to the supply.
func TestBuildingEvenly(t *testing.T) {
	g := newTest(t, 2)
	pink := group(2)
	own(g, 0, pink[:2]...)
	assert.False(t, legal(g, ABuild, 2, 0), "not without the full set")
	own(g, 0, pink[2])
	g.mort |= 1 << pink[1]
	assert.False(t, legal(g, ABuild, 2, 0), "not with a mortgaged property in the set")
	g.mort = 0
	setCash(t, g, 0, 2_000_000)
	for k := 0; k < 3; k++ {
		act(t, g, ABuild, 2, 0)
	}
	for _, p := range pink {
		assert.EqualValues(t, 1, g.level[p], "one house on each before a second")
	}
	assert.EqualValues(t, SupplyHouses-3, g.houses)
	assert.EqualValues(t, 2_000_000-3*Groups[2].House, g.Cash(0))
	for k := 0; k < 9; k++ {
		act(t, g, ABuild, 2, 0)
	}
	assert.EqualValues(t, SupplyHouses-12, g.houses)
	act(t, g, ABuild, 2, 0)
	assert.EqualValues(t, HotelLevel, g.level[pink[0]])
	assert.EqualValues(t, SupplyHouses-8, g.houses, "the hotel gave four houses back")
	assert.EqualValues(t, SupplyHotels-1, g.hotels)
	act(t, g, ABuild, 2, 0)
	act(t, g, ABuild, 2, 0)
	assert.False(t, legal(g, ABuild, 2, 0), "nothing above a hotel")
}

// M13: the supply limits building: 32 houses, 12 hotels.
func TestSupplyLimits(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 3_000_000)
	for _, gr := range []int{4, 5, 6} { // red, yellow, green
		own(g, 1, group(gr)...)
	}
	own(g, 0, group(2)...)
	// Seat 1 holds 32 houses: 4, 4, 4 / 4, 4, 4 / 3, 3, 2.
	for i, p := range append(append(group(4), group(5)...), group(6)...) {
		l := int8(4)
		if i >= 6 {
			l = []int8{3, 3, 2}[i-6]
		}
		g.level[p] = l
		g.houses -= l
	}
	require.NoError(t, g.CheckInvariants())
	assert.False(t, legal(g, ABuild, 2, 0), "no house left in the supply")
}

// M13: a seat with a full set may build between turns; the active seat
// is asked last, after its move.
func TestBuildBetweenTurns(t *testing.T) {
	g := newTest(t, 3)
	own(g, 2, group(0)...)
	own(g, 0, group(1)...)
	noFortune(g, castleView)
	at(g, 0, 5)
	roll(t, g, 2, 2)
	act(t, g, ANo, 0, 0) // auction
	for g.dec.Kind == DBid {
		act(t, g, ANo, 0, 0)
	}
	require.Equal(t, DBetween, g.dec.Kind)
	require.EqualValues(t, 2, g.dec.Seat, "seat 1 has no set; seat 2 is asked")
	act(t, g, ABuild, 0, 0)
	assert.EqualValues(t, 1, g.level[Groups[0].Props[0]])
	act(t, g, ANo, 0, 0)
	require.Equal(t, DBetween, g.dec.Kind)
	require.EqualValues(t, 0, g.dec.Seat, "the active seat last")
	act(t, g, ANo, 0, 0)
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.EqualValues(t, 1, g.dec.Seat)
	a, ok := g.Lapse(engine.Decision{Seat: 1, Kind: DTurn})
	assert.False(t, ok, "a turn must be taken: %v", a)
}

// M14: Go to Jail: straight there, no salary, the turn over.
func TestGoToJail(t *testing.T) {
	g := newTest(t, 2)
	at(g, 0, 20)
	ev := roll(t, g, 2, 2) // 20 -> 24
	_, ok := has(ev, EvJail, 0)
	require.True(t, ok)
	assert.EqualValues(t, JailSpace, g.pl[0].Pos)
	assert.EqualValues(t, 0, g.pl[0].Jail)
	assert.EqualValues(t, StartCash, g.Cash(0), "no salary on the way")
	assert.EqualValues(t, 1, g.dec.Seat)
}

// M14: in Jail: a double frees and moves (and ends the turn); a failed
// roll stays; a card or $50k at the start of the turn frees, then a
// normal roll; after three turns, $50k then a normal turn.
func TestJailTurns(t *testing.T) {
	jailed := func() *Game {
		g := newTest(t, 2)
		g.pl[0].Jail, g.pl[0].Pos = 0, JailSpace
		for _, p := range []int{castleView, castleView + 1, castleView + 2, 8, 9} {
			noFortune(g, p)
		}
		return g
	}
	g := jailed()
	ev := roll(t, g, 1, 2)
	_, stay := has(ev, EvJailStay, 0)
	assert.True(t, stay)
	assert.EqualValues(t, JailSpace, g.pl[0].Pos)
	assert.EqualValues(t, 1, g.pl[0].Jail)

	g = jailed()
	roll(t, g, 2, 2)
	assert.EqualValues(t, -1, g.pl[0].Jail)
	assert.EqualValues(t, 12, g.pl[0].Pos, "the double's roll moves")
	act(t, g, ANo, 0, 0) // auction Adventure Park
	for g.dec.Kind == DBid {
		act(t, g, ANo, 0, 0)
	}
	assert.EqualValues(t, 1, g.dec.Seat, "then the turn ends: no extra roll")

	g = jailed()
	act(t, g, APayJail, 0, 0)
	assert.EqualValues(t, StartCash-JailFee, g.Cash(0))
	assert.EqualValues(t, -1, g.pl[0].Jail)
	roll(t, g, 1, 2)
	assert.EqualValues(t, 11, g.pl[0].Pos)

	g = jailed()
	give(t, g, 0, fortuneID(t, KeepJail))
	require.True(t, legal(g, AUseCard, 0, 0))
	act(t, g, AUseCard, 0, 0)
	assert.EqualValues(t, -1, g.pl[0].Jail)
	assert.EqualValues(t, StartCash, g.Cash(0))
	assert.True(t, g.used.Has(uint8(fortuneID(t, KeepJail))), "the card goes back to its pile")

	g = jailed()
	g.pl[0].Jail = JailTurns
	g.active = 1
	g.nops = 0
	g.push(op{kind: opEndTurn})
	g.dec = engine.Decision{Seat: -1}
	g.run()
	untilTurn(t, g, 0)
	assert.EqualValues(t, -1, g.pl[0].Jail, "after three turns")
	assert.EqualValues(t, StartCash-JailFee, g.Cash(0))
	assert.False(t, legalKind(g, APayJail), "a normal turn")
}

// M15: raising cash only when a payment cannot be met: sell buildings at
// half price evenly, mortgage, deal; the payment goes through as soon as
// the cash is there.
func TestRaiseCash(t *testing.T) {
	g := newTest(t, 2)
	pink := group(2)
	own(g, 0, pink...)
	own(g, 0, surfersCove)
	for _, p := range pink {
		g.level[p] = 2
		g.houses -= 2
	}
	g.level[pink[2]] = 1
	g.houses++
	assert.False(t, legalKind(g, AMortgage), "not while the seat can pay")
	assert.False(t, legalKind(g, ASell))
	own(g, 1, paradise, fortuneValley)
	g.level[paradise], g.level[fortuneValley], g.hotels = HotelLevel, HotelLevel, g.hotels-2
	setCash(t, g, 0, 100_000)
	at(g, 0, 26)
	ev := roll(t, g, 2, 3) // 26 -> 31: a hotel on Paradise Island, $500k
	_, short := has(ev, EvShort, 0)
	require.True(t, short)
	require.Equal(t, DRaise, g.dec.Kind)
	assert.True(t, legal(g, ASell, 2, 0))
	assert.True(t, legal(g, AMortgage, surfersCove, 0), "a property in a bare group")
	assert.False(t, legal(g, AMortgage, int16(pink[0]), 0), "buildings first")
	assert.False(t, legalKind(g, AGiveUp), "not while there is something to sell")
	act(t, g, ASell, 2, 0)
	assert.EqualValues(t, []int8{2, 1, 1}, []int8{g.level[pink[0]], g.level[pink[1]], g.level[pink[2]]}, "sold evenly, from the most")
	assert.EqualValues(t, 100_000+Groups[2].House/2, g.Cash(0), "at half price")
	for g.level[pink[0]] > 0 {
		act(t, g, ASell, 2, 0)
	}
	for _, p := range pink {
		act(t, g, AMortgage, int16(p), 0)
	}
	act(t, g, AMortgage, surfersCove, 0)
	assert.Equal(t, DRaise, g.dec.Kind, "still short")
	assert.True(t, legalKind(g, AGiveUp), "nothing left to sell or mortgage")
	assert.True(t, legalKind(g, ADeal), "but a deal may still raise it")
}

// M15: a hotel sold returns four houses onto its property.
func TestSellHotel(t *testing.T) {
	g := newTest(t, 2)
	brown := group(0)
	own(g, 0, brown...)
	g.level[brown[0]], g.level[brown[1]] = HotelLevel, 4
	g.hotels--
	g.houses -= 4
	g.debt = Debt{Seat: 0, To: -1, Amount: 10_000_000}
	g.setDec(0, DRaise)
	act(t, g, ASell, 0, 0)
	assert.EqualValues(t, 4, g.level[brown[0]])
	assert.EqualValues(t, SupplyHotels, g.hotels)
	assert.EqualValues(t, SupplyHouses-8, g.houses)
	assert.EqualValues(t, StartCash+Groups[0].House/2, g.Cash(0))
}

// M15: still short: out, and everything goes to the creditor; a mortgaged
// property stays mortgaged with its new owner.
func TestOutToCreditor(t *testing.T) {
	g := newTest(t, 3)
	own(g, 0, surfersCove)
	g.mort |= 1 << surfersCove
	give(t, g, 0, fortuneID(t, KeepCash)+1)
	own(g, 1, paradise, fortuneValley)
	setCash(t, g, 0, 20_000)
	at(g, 0, 26)
	roll(t, g, 2, 3) // Paradise Island: $130k, a full set
	require.Equal(t, DRaise, g.dec.Kind)
	act(t, g, AUseCard, 0, 0) // cash the kept card: $20k more, still short
	require.Equal(t, DRaise, g.dec.Kind)
	require.True(t, legalKind(g, AGiveUp))
	ev := act(t, g, AGiveUp, 0, 0)
	e, ok := has(ev, EvOut, 0)
	require.True(t, ok)
	assert.EqualValues(t, 1, e.Other)
	assert.True(t, g.pl[0].Out)
	assert.EqualValues(t, 0, g.Cash(0))
	assert.EqualValues(t, StartCash+40_000, g.Cash(1), "its cash to the creditor")
	assert.Equal(t, 1, g.Owner(surfersCove))
	assert.True(t, g.Mortgaged(surfersCove), "mortgaged properties change hands mortgaged")
	assert.False(t, g.Over())
	assert.EqualValues(t, 1, g.dec.Seat, "play goes on with the next seat")
}

// M15: with the Bank as creditor, the Bank auctions what the seat owned.
func TestOutToBank(t *testing.T) {
	g := newTest(t, 3)
	own(g, 0, surfersCove)
	g.mort |= 1 << surfersCove
	setCash(t, g, 0, 1_000)
	onTop(t, &g.life, 4) // Yacht maintenance: pay $40k at 1-star
	roll(t, g, 1, 1)
	require.Equal(t, DRaise, g.dec.Kind)
	require.True(t, legalKind(g, ADeal), "a property to sell to another seat")
	act(t, g, AGiveUp, 0, 0)
	assert.True(t, g.pl[0].Out)
	require.Equal(t, DBid, g.dec.Kind, "the Bank auctions Surfer's Cove")
	assert.EqualValues(t, surfersCove, g.auc.Prop)
	assert.False(t, g.Mortgaged(surfersCove), "cleared of its mortgage")
	act(t, g, ABid, 0, 1_000)
	act(t, g, ANo, 0, 0)
	assert.EqualValues(t, 1, g.Owner(surfersCove))
	assert.Equal(t, DTurn, g.dec.Kind)
}

// M16: a mortgage is repaid at the card's value.
func TestRepayMortgage(t *testing.T) {
	g := newTest(t, 2)
	own(g, 0, castleView)
	g.mort |= 1 << castleView
	require.True(t, legal(g, ARepay, castleView, 0))
	act(t, g, ARepay, castleView, 0)
	assert.False(t, g.Mortgaged(castleView))
	assert.EqualValues(t, StartCash-Props[castleView].Mortgage, g.Cash(0))
}

// M17: deals: properties, cash and kept cards both ways, proposed,
// accepted; at most one proposal to each seat a turn; the decision
// resumes after.
func TestDealAccepted(t *testing.T) {
	g := newTest(t, 3)
	own(g, 0, motorDrive)
	own(g, 1, castleView)
	g.mort |= 1 << castleView
	kc := fortuneID(t, KeepCash)
	give(t, g, 1, kc)
	act(t, g, ADeal, 1, 0)
	require.Equal(t, DOffer, g.dec.Kind)
	act(t, g, AProp, motorDrive, 0)
	act(t, g, AProp, castleView, 0)
	act(t, g, ATakeCard, 0, 0)
	act(t, g, AGiveCash, 0, 50_000)
	act(t, g, AGiveCash, 0, 10_000)
	ev := act(t, g, APropose, 0, 0)
	_, ok := has(ev, EvPropose, 0)
	require.True(t, ok)
	require.Equal(t, DAnswer, g.dec.Kind)
	require.EqualValues(t, 1, g.dec.Seat)
	act(t, g, AAccept, 0, 0)
	assert.Equal(t, 1, g.Owner(motorDrive))
	assert.Equal(t, 0, g.Owner(castleView))
	assert.True(t, g.Mortgaged(castleView), "it may stay mortgaged")
	assert.True(t, g.held[0].Has(uint8(kc)))
	assert.EqualValues(t, StartCash-60_000, g.Cash(0))
	assert.EqualValues(t, StartCash+60_000, g.Cash(1))
	assert.Equal(t, DTurn, g.dec.Kind, "the turn resumes")
	assert.EqualValues(t, 0, g.dec.Seat)
	assert.False(t, legal(g, ADeal, 1, 0), "one proposal to each seat a turn")
	assert.True(t, legal(g, ADeal, 2, 0))
}

// M17: a deal may be refused with a reason (remembered, so a computer does
// not repeat it unchanged) or countered: the offer comes back reversed,
// and counters run out.
func TestDealCounteredAndRefused(t *testing.T) {
	g := newTest(t, 2)
	own(g, 1, castleView)
	act(t, g, ADeal, 1, 0)
	act(t, g, AProp, castleView, 0)
	act(t, g, AGiveCash, 0, 10_000)
	act(t, g, APropose, 0, 0)
	ev := act(t, g, ACounter, 0, 0)
	_, ok := has(ev, EvCounter, 1)
	require.True(t, ok)
	require.Equal(t, DOffer, g.dec.Kind)
	require.EqualValues(t, 1, g.dec.Seat)
	assert.EqualValues(t, 10_000, g.deal.TakeCash, "the offer, reversed")
	act(t, g, ATakeCash, 0, 50_000)
	act(t, g, APropose, 0, 0)
	require.EqualValues(t, 0, g.dec.Seat)
	act(t, g, ACounter, 0, 0)
	act(t, g, APropose, 0, 0)
	assert.False(t, legalKind(g, ACounter), "two counters at most")
	ev = act(t, g, ARefuse, RefuseNotEnough, 0)
	e, ok := has(ev, EvRefuse, 1)
	require.True(t, ok)
	assert.EqualValues(t, RefuseNotEnough, e.Arg)
	assert.EqualValues(t, 1<<castleView, g.refused[0][1].Props)
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.Equal(t, 1, g.Owner(castleView))
	lapse, ok := g.Lapse(engine.Decision{Seat: 0, Kind: DTurn})
	assert.False(t, ok, "%v", lapse)
}

// M18: the win is checked after every transfer: passing GO with enough
// salary wins at once, mid-move.
func TestMillionWinsAtOnce(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, Goal-Salary[2])
	g.pl[0].Star = 2
	at(g, 0, 30)
	ev := roll(t, g, 3, 3)
	assert.True(t, g.Over())
	assert.EqualValues(t, GoSpace, g.pl[0].Pos, "the move stops where the million came")
	_, ok := has(ev, EvMillion, 0)
	assert.True(t, ok)
	r := g.Result()
	assert.EqualValues(t, 1, r.Places[0])
	assert.EqualValues(t, 2, r.Places[1])
	assert.False(t, r.Capped)

	// A deal's cash counts too.
	g = newTest(t, 2)
	setCash(t, g, 1, Goal-10_000)
	act(t, g, ADeal, 1, 0)
	act(t, g, AGiveCash, 0, 10_000)
	act(t, g, APropose, 0, 0)
	act(t, g, AAccept, 0, 0)
	assert.True(t, g.Over())
	assert.Equal(t, 1, g.Winner())
}

// M19: the last seat left wins.
func TestLastSeatLeftWins(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 0)
	onTop(t, &g.life, 4)
	roll(t, g, 1, 1)
	assert.True(t, g.Over(), "nothing to raise: out at once")
	assert.Equal(t, 1, g.Winner())
	assert.Contains(t, g.Result().Reason, "last player left")
}

// M20: no extra roll on doubles.
func TestNoExtraRollOnDoubles(t *testing.T) {
	g := newTest(t, 2)
	noFortune(g, 3)
	roll(t, g, 3, 3) // GO -> 6, Aqua Park Resort
	act(t, g, ABuy, 0, 0)
	assert.Equal(t, DTurn, g.dec.Kind)
	assert.EqualValues(t, 1, g.dec.Seat)
}

// M6, M17: a pay-no-rent card is offered when rent is due, and used once.
func TestNoRentCard(t *testing.T) {
	g := newTest(t, 2)
	give(t, g, 0, fortuneID(t, KeepNoRent))
	own(g, 1, castleView)
	at(g, 0, 5)
	roll(t, g, 2, 2)
	require.Equal(t, DRent, g.dec.Kind)
	ev := act(t, g, AUseCard, 0, 0)
	_, ok := has(ev, EvNoRent, 0)
	assert.True(t, ok)
	assert.EqualValues(t, StartCash, g.Cash(0))
	assert.EqualValues(t, StartCash, g.Cash(1))
	assert.Equal(t, 0, g.held[0].Len())
}

// M21: a seat may deal while it decides whether to buy; a deal that
// leaves it short of the price leaves only the auction.
func TestDealBeforeBuying(t *testing.T) {
	g := newTest(t, 2)
	own(g, 1, motorDrive)
	noFortune(g, paradise)
	setCash(t, g, 0, 250_000)
	at(g, 0, 26)
	roll(t, g, 2, 3) // Paradise Island, $200k
	require.Equal(t, DBuy, g.dec.Kind)
	act(t, g, ADeal, 1, 0)
	act(t, g, AProp, motorDrive, 0)
	act(t, g, AGiveCash, 0, 50_000)
	act(t, g, APropose, 0, 0)
	act(t, g, AAccept, 0, 0)
	require.Equal(t, DBuy, g.dec.Kind, "back to the purchase")
	assert.Equal(t, 0, g.Owner(motorDrive))
	assert.False(t, legal(g, ADeal, 1, 0), "one proposal to a seat a turn")
	act(t, g, ABuy, 0, 0)
	assert.Equal(t, 0, g.Owner(paradise))
	assert.EqualValues(t, 0, g.Cash(0))

	g = newTest(t, 2)
	own(g, 1, motorDrive)
	noFortune(g, paradise)
	setCash(t, g, 0, 250_000)
	at(g, 0, 26)
	roll(t, g, 2, 3)
	act(t, g, ADeal, 1, 0)
	act(t, g, AProp, motorDrive, 0)
	act(t, g, AGiveCash, 0, 100_000)
	act(t, g, APropose, 0, 0)
	act(t, g, AAccept, 0, 0)
	require.Equal(t, DBuy, g.dec.Kind)
	assert.False(t, legalKind(g, ABuy), "$150k left: only the auction")
	assert.True(t, legal(g, ANo, 0, 0))
}
