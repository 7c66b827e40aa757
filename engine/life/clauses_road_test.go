package life

import (
	"fmt"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// GETTING MARRIED: you must stop at the church, whatever is left of the spin.
func TestGetMarriedMustStop(t *testing.T) {
	g := newTest(t, 2)
	place(g, 0, spLucky1)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 5)
	assert.Equal(t, int16(spMarry), g.Player(0).Pos, "stops at Get Married with 3 left")
	assert.True(t, g.Player(0).Married)
	assert.Equal(t, 1, count(ev, EvMarried))
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision())
	assert.Equal(t, SPresents, g.SpinPurpose(), "the next spin is for the presents")
}

// Presents from each opponent: 1–3 $1,000, 4–6 $500, 7–9 nothing (and, as
// ruled, 10 nothing). A player at the Poor Farm gives nothing.
func TestWeddingPresents(t *testing.T) {
	want := map[int]int64{1: 1000, 2: 1000, 3: 1000, 4: 500, 5: 500, 6: 500, 7: 0, 8: 0, 9: 0, 10: 0}
	for n := 1; n <= 10; n++ {
		g := newTest(t, 4)
		place(g, 0, spLucky1)
		place(g, 3, spPoorFarm)
		for s := 1; s < 4; s++ {
			setCash(t, g, s, 10000)
		}
		begin(t, g, 0)
		spinAs(t, g, 0, 5)
		ev := spinAs(t, g, 0, n)
		assert.Equal(t, want[n], paid(ev, acct(1), acct(0), RPresents), "spin %d", n)
		assert.Equal(t, want[n], paid(ev, acct(2), acct(0), RPresents), "spin %d", n)
		assert.Zero(t, paid(ev, acct(3), acct(0), RPresents), "the Poor Farm gives no presents")
		assert.Equal(t, SHoneymoon, g.SpinPurpose())
	}
}

// HONEYMOON: spin once more and advance that number of spaces.
func TestHoneymoonSpinMoves(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Fire = true // no Buy Fire Insurance stop on the way
	place(g, 0, spLucky1)
	begin(t, g, 0)
	spinAs(t, g, 0, 2)
	spinAs(t, g, 0, 8) // presents
	spinAs(t, g, 0, 4) // honeymoon
	assert.Equal(t, int16(spMarry+4), g.Player(0).Pos)
	assert.Equal(t, 1, g.Active(), "then the turn passes")
}

// There's a law against bigamy: Get Married happens once; a married player
// passes the church without stopping, even after being sent back.
func TestGetMarriedOnlyOnce(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Married = true
	g.pl[0].Fire = true
	place(g, 0, spLucky1)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 5)
	assert.Equal(t, int16(spBabyBoy1), g.Player(0).Pos, "passes the church")
	assert.Zero(t, count(ev, EvMarried))
	assert.Zero(t, paid(ev, acct(1), acct(0), RPresents))
}

// ADD A BABY: $500 from each opponent; twins $1,000 from each; more than
// four children are crowded in.
func TestBabyGiftsFromEachOpponent(t *testing.T) {
	cases := []struct {
		name      string
		from      int
		kids      int
		gift      int64
		hadBefore uint8
	}{
		{"boy", spFireIns, 1, 500, 0},
		{"twins", spRanchTwins - 1, 2, 1000, 0},
		{"fifth child", spFireIns, 1, 500, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newTest(t, 4)
			g.pl[0].Fire = true
			g.pl[0].Boys = c.hadBefore
			place(g, 0, c.from)
			place(g, 3, spPoorFarm)
			setCash(t, g, 1, 10000)
			setCash(t, g, 2, 10000)
			begin(t, g, 0)
			ev := spinAs(t, g, 0, 1)
			assert.Equal(t, c.kids+int(c.hadBefore), g.pl[0].Children())
			assert.Equal(t, c.gift, paid(ev, acct(1), acct(0), RGift))
			assert.Equal(t, c.gift, paid(ev, acct(2), acct(0), RGift))
			assert.Zero(t, paid(ev, acct(3), acct(0), RGift), "the Poor Farm pays no gifts")
		})
	}
}

// Babies come only on landing: passing a baby space adds nobody.
func TestBabyOnlyOnLanding(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Fire = true
	place(g, 0, spFireIns)
	begin(t, g, 0)
	spinAs(t, g, 0, 2)
	assert.Zero(t, g.pl[0].Children())
}

func takeRevenge(t *testing.T, g *Game, s int) {
	t.Helper()
	place(g, s, spRevenge1-1)
	begin(t, g, s)
	spinAs(t, g, s, 1)
	require.Equal(t, engine.Decision{Seat: int8(s), Kind: DRevenge}, g.Decision())
}

// MOVING BACK: count along the shortest route, paying no attention to the
// spaces passed or landed on.
func TestMovingBackShortestRouteIgnoresSpaces(t *testing.T) {
	g := newTest(t, 2)
	place(g, 1, spFireIns)
	setCash(t, g, 1, 1000)
	takeRevenge(t, g, 0)
	ev := act(t, g, 0, ASendBack, 1, 0)
	assert.Equal(t, int16(spPayDay1), g.Player(1).Pos, "10 back from Buy Fire Insurance")
	assert.Equal(t, int64(1000), g.Cash(1), "no Pay Day, Lucky Day or anything else going back")
	assert.Zero(t, count(ev, EvStep))
	back := eventOf(t, ev, EvBack)
	assert.Equal(t, int16(spFireIns), back.Arg)

	// From the first Pay Day the shortest way back is the Business road.
	gr := Classic.Board().Graph
	assert.Equal(t, spPayDay1-13, gr.Back(spPayDay1))
	// On the College road, back along the College road.
	assert.Equal(t, spTeacher, gr.Back(spGradParty))
}

// MOVING BACK 2: if the space is occupied, back to the first open one.
func TestMovingBackToFirstOpenSpace(t *testing.T) {
	g := newTest(t, 3)
	place(g, 1, spFireIns)
	place(g, 2, spPayDay1)
	takeRevenge(t, g, 0)
	act(t, g, 0, ASendBack, 1, 0)
	assert.Equal(t, int16(spPayDay1-13), g.Player(1).Pos)
}

// If the space you land in is occupied, move forward to the first open
// space (the occupied one is passed: white spaces do nothing).
func TestOccupiedSpaceMovesForward(t *testing.T) {
	g := newTest(t, 3)
	place(g, 1, spFender)
	place(g, 2, spSalesWin)
	begin(t, g, 0)
	ev := spinAs(t, g, 0, 3)
	assert.Equal(t, int16(spSalesWin+1), g.Player(0).Pos, "two occupied spaces: on to the first open")
	assert.Zero(t, paid(ev, engine.Bank, acct(0), RSpace), "the passed Sales contest pays nothing")
	assert.Equal(t, int64(2000), paid(ev, acct(0), engine.Bank, RSpace), "lands on Night school")
	// Each taken space it goes on past is said, where it is, after the
	// step onto it (the board says it when the car gets there).
	var taken []int16
	for k, e := range ev {
		if e.Kind == EvTaken {
			taken = append(taken, e.Arg)
			require.Positive(t, k)
			assert.Equal(t, EvStep, ev[k-1].Kind)
			assert.Equal(t, e.Arg, ev[k-1].Arg2, "after the step onto it")
		}
	}
	assert.Equal(t, []int16{spFender, spSalesWin}, taken)
	for _, sp := range taken {
		assert.Contains(t, g.Lines(ev), fmt.Sprintf("%s: space taken (%s), on to the next open one", g.Name(0), Classic.Board().Spaces[sp].Label))
	}
	// START, Get Married, the Day of Reckoning, Acres and the Poor Farm hold any number of cars.
	for _, i := range []int{spStart, spMarry, spReckon, spAcres, spPoorFarm} {
		assert.True(t, Classic.Board().holdsMany(i))
	}
}

// Penalties and rewards take place whenever you move forward, however many
// times you go over a stretch; sent back to START, you follow the Business
// road and your salary doesn't change.
func TestSentBackToStartTakesBusinessKeepsSalary(t *testing.T) {
	g := newTest(t, 2)
	college(g, 1)
	g.pl[1].Profession, g.pl[1].Salary, g.pl[1].Degree = spDoctor, 20000, true
	place(g, 1, spRent)
	takeRevenge(t, g, 0)
	act(t, g, 0, ASendBack, 1, 0)
	assert.Equal(t, int16(spStart), g.Player(1).Pos)
	spinAs(t, g, 1, 1)
	assert.Equal(t, int16(spSellEncyc), g.Player(1).Pos, "the Business road")
	assert.Equal(t, int64(20000), g.Player(1).Salary, "once a doctor, always a doctor")
	spinAs(t, g, 0, 1)
	ev := spinAs(t, g, 1, 5) // along Business again to the first Pay Day
	assert.Equal(t, int16(spPayDay1), g.Player(1).Pos)
	assert.Equal(t, int64(20000), paid(ev, engine.Bank, acct(1), RSalary), "Pay Day pays again")
}

// Ruling: a College student sent back to START before earning any salary
// takes the Business road and so the Business salary.
func TestStudentSentBackToStartGetsBusinessSalary(t *testing.T) {
	g := newTest(t, 2)
	college(g, 1)
	place(g, 1, spJalopy)
	takeRevenge(t, g, 0)
	act(t, g, 0, ASendBack, 1, 0)
	assert.Equal(t, int16(spStart), g.Player(1).Pos)
	assert.Equal(t, int64(5000), g.Player(1).Salary)
	spinAs(t, g, 1, 1)
	assert.Equal(t, "Business", Classic.Board().Spaces[g.Player(1).Pos].Road)
}

// REVENGE 1: collect $100,000 from any player you choose.
func TestRevengeCollect(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 2, 150000)
	takeRevenge(t, g, 0)
	ev := act(t, g, 0, ACollect, 2, 0)
	assert.Equal(t, int64(100000), paid(ev, acct(2), acct(0), RRevenge))
	assert.Equal(t, int64(50000), g.Cash(2))
}

// REVENGE 2 and the note: send back 10 spaces; a target who cannot pay the
// $100,000 goes back 10 instead (no borrowing).
func TestRevengeTargetWhoCannotPayGoesBack(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 1, 99000)
	place(g, 1, spFireIns)
	takeRevenge(t, g, 0)
	ev := act(t, g, 0, ACollect, 1, 0)
	assert.Zero(t, paid(ev, acct(1), acct(0), RRevenge))
	assert.Zero(t, count(ev, EvBorrow), "never borrowed for Revenge")
	assert.Zero(t, g.Player(1).Notes)
	assert.Equal(t, int64(99000), g.Cash(1))
	assert.Equal(t, int16(spPayDay1), g.Player(1).Pos)
	assert.Equal(t, int16(1), eventOf(t, ev, EvRevenge).Arg)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision(), "no changing one's mind: the turn is over")
}

// You cannot take Revenge on a player in Millionaire Acres (nor, as ruled,
// at the Poor Farm); with no one to take it on, nothing is asked.
func TestRevengeTargetsOnlyOnTheRoad(t *testing.T) {
	g := newTest(t, 4)
	place(g, 1, spAcres)
	place(g, 2, spPoorFarm)
	place(g, 3, spStart)
	takeRevenge(t, g, 0)
	for _, s := range []int16{1, 2} {
		assert.False(t, legalHas(g, 0, ACollect, s, 0))
		assert.False(t, legalHas(g, 0, ASendBack, s, 0))
	}
	assert.True(t, legalHas(g, 0, ACollect, 3, 0))
	assert.True(t, legalHas(g, 0, ASendBack, 3, 0))
	assert.False(t, legalHas(g, 0, ACollect, 0, 0), "not on oneself")
	assert.True(t, legalHas(g, 0, APass, 0, 0))

	g = newTest(t, 3)
	place(g, 1, spAcres)
	place(g, 2, spPoorFarm)
	place(g, 0, spRevenge1-1)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	assert.Equal(t, engine.Decision{Seat: 0, Kind: DSpin}, g.Decision(), "no one to take Revenge on")
}

// Green: Revenge is taken only by landing, not passing.
func TestRevengeOnlyOnLanding(t *testing.T) {
	g := newTest(t, 2)
	g.pl[0].Life = true
	place(g, 0, spQuiz-1)
	setCash(t, g, 0, 100000)
	begin(t, g, 0)
	spinAs(t, g, 0, 3)
	assert.Equal(t, int16(spRevenge1+1), g.Player(0).Pos)
	assert.Equal(t, engine.Decision{Seat: 1, Kind: DSpin}, g.Decision())
}

func crossBridgeAs(t *testing.T, g *Game, s int) []engine.Event {
	t.Helper()
	place(g, s, spJoin2-1) // Highway: bowling trophy
	begin(t, g, s)
	return spinAs(t, g, s, 4) // market (no stock), bridge, bridge, Pay Day
}

// TOLL BRIDGE: the first completely across collects $20,000 from each
// player who crosses after him.
func TestTollBridgeFirstAcrossCollects(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 1, 30000)
	ev := crossBridgeAs(t, g, 0)
	assert.Equal(t, 0, g.TollHolder())
	assert.Zero(t, paid(ev, acct(0), acct(0), RToll))
	place(g, 0, spRevenge3+1)
	ev = crossBridgeAs(t, g, 1)
	assert.Equal(t, int64(20000), paid(ev, acct(1), acct(0), RToll))
	place(g, 1, spRevenge3+2)
	place(g, 0, spAcres)        // a holder in Millionaire Acres still collects
	ev = crossBridgeAs(t, g, 2) // $2,000 cash: the toll is borrowed for
	assert.Equal(t, int64(20000), paid(ev, acct(2), acct(0), RToll))
	assert.Equal(t, 0, g.TollHolder())
}

// The privilege goes to the second across when the first goes to the Poor Farm.
func TestTollPrivilegePassesOnPoorFarm(t *testing.T) {
	g := newTest(t, 3)
	crossBridgeAs(t, g, 0)
	place(g, 0, spRevenge3+1)
	crossBridgeAs(t, g, 1)
	place(g, 1, spRevenge3+2)
	// Seat 0 goes to the Poor Farm by a lost Tycoon bet.
	place(g, 0, spRetireGift)
	begin(t, g, 0)
	spinAs(t, g, 0, 1)
	act(t, g, 0, ATycoon, 5, 0)
	spinAs(t, g, 0, 3)
	require.Equal(t, AtPoorFarm, g.Player(0).Where)
	assert.Equal(t, 1, g.TollHolder())
	ev := crossBridgeAs(t, g, 2)
	assert.Equal(t, int64(20000), paid(ev, acct(2), acct(1), RToll))
	assert.Zero(t, paid(ev, acct(2), acct(0), RToll))
}

// ... or when the first has to go back over the bridge through Revenge.
func TestTollPrivilegePassesWhenSentBackOverBridge(t *testing.T) {
	g := newTest(t, 3)
	crossBridgeAs(t, g, 0)
	place(g, 0, spBabyBoy2)
	crossBridgeAs(t, g, 1)
	place(g, 1, spRevenge3+2)
	place(g, 2, spRevenge3-1)
	begin(t, g, 2)
	spinAs(t, g, 2, 1)
	require.Equal(t, DRevenge, g.Decision().Kind)
	act(t, g, 2, ASendBack, 0, 0)
	require.Less(t, int(g.Player(0).Pos), spBridgeA)
	assert.Equal(t, 1, g.TollHolder())
	// Crossing again, seat 0 pays the new holder.
	ev := crossBridgeAs(t, g, 0)
	assert.Equal(t, int64(20000), paid(ev, acct(0), acct(1), RToll))
}

// Sent back onto the bridge itself, the holder is no longer completely
// across: the privilege passes on, and crossing again he pays the toll.
func TestTollPrivilegeLostWhenSentBackOntoTheBridge(t *testing.T) {
	for _, landing := range []int{spBridgeA, spBridgeB} {
		g := newTest(t, 3)
		crossBridgeAs(t, g, 0)
		place(g, 0, landing+10) // ten spaces on the road after the bridge
		crossBridgeAs(t, g, 1)
		place(g, 1, spRevenge3+2)
		place(g, 2, spRevenge3-1)
		begin(t, g, 2)
		spinAs(t, g, 2, 1)
		act(t, g, 2, ASendBack, 0, 0)
		require.Equal(t, int16(landing), g.Player(0).Pos)
		assert.Equal(t, 1, g.TollHolder(), "sent back onto space %d", landing)
		begin(t, g, 0)
		ev := spinAs(t, g, 0, spPayDayToll-landing)
		assert.Equal(t, int64(20000), paid(ev, acct(0), acct(1), RToll))
	}
}
