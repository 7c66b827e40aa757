package broke

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// runRace plays a game of computers from seed on the table at speed up to
// the end of its first race (the engine's EvRace applied and the stage at
// rest), and returns the race's event.
func runRace(t *testing.T, hn *trackHarness) engine.Event {
	t.Helper()
	var e engine.Event
	require.True(t, hn.run(t, 4000, func() bool {
		var ok bool
		e, ok = hn.last(broke.EvRace)
		return ok && hn.p.race.won > 0 && !hn.p.race.Busy()
	}), "the race is run and over")
	return e
}

// The horse the engine drew wins the race, every time: at every speed the
// race ends with it first past the line, every seat's bet riding on the
// horse it backed, the winners' chips saying what they take.
func TestRaceWinnerIsTheEnginesHorse(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4} {
		for _, sp := range anim.Speeds {
			t.Run(fmt.Sprintf("seed %d at %v", seed, sp), func(t *testing.T) {
				hn := newTrackHarness(t, raceMatch(seed, -1, false), sp, 1280, 720)
				e := runRace(t, hn)
				r := hn.p.race
				assert.Equal(t, int(e.Arg), r.won)
				assert.True(t, r.race.Done())
				assert.Equal(t, int(e.Arg)-1, r.race.Order()[0], "the engine's horse is first in the order")
				assert.Equal(t, 1, r.race.Place(int(e.Arg)-1), "and first past the line")
				assert.Contains(t, r.headline(), fmt.Sprintf("Horse %d wins", e.Arg))
				checkBets(t, hn)
			})
		}
	}
}

// checkBets: every bet the engine took rides on its horse as the bettor's
// chip, with its stake, or once the race is over, what it won.
func checkBets(t *testing.T, hn *trackHarness) {
	t.Helper()
	r, g := hn.p.race, hn.m.G
	chips := r.chips()
	bets := 0
	// The bets of the last race: from its visit to its running.
	end := len(hn.events) - 1
	for end >= 0 && hn.events[end].Kind != broke.EvRace {
		end--
	}
	start := end
	for start > 0 && !(hn.events[start].Kind == broke.EvVisit && hn.events[start].Arg == broke.RaceTrack) {
		start--
	}
	for _, e := range hn.events[start:max(start, end)] {
		if e.Kind != broke.EvBet {
			continue
		}
		bets++
		assert.Equal(t, raceBet{int(e.Arg), e.Amount}, r.bets[e.Seat], "%s's bet", g.Name(int(e.Seat)))
		want := engine.Money(e.Amount)
		if r.over() && int(e.Arg) == r.won {
			want = "+" + engine.Money(e.Amount*broke.HorsePays[e.Arg])
		}
		found := false
		for _, c := range chips[e.Arg-1] {
			found = found || (c.Name == g.Name(int(e.Seat)) && c.Amount == want && c.Color == table.SeatColour(hn.m, int(e.Seat)))
		}
		assert.True(t, found, "%s's chip %s rides horse %d: %v", g.Name(int(e.Seat)), want, e.Arg, chips)
	}
	assert.Positive(t, bets, "someone bet")
}

// A replay shows the same race: the order behind the winner is a function
// of the race alone.
func TestRaceIsTheSameOnReplay(t *testing.T) {
	var orders [2][]int
	for k := range orders {
		hn := newTrackHarness(t, raceMatch(2, -1, false), anim.Speed4x, 1280, 720)
		runRace(t, hn)
		orders[k] = append([]int(nil), hn.p.race.race.Order()...)
	}
	assert.Equal(t, orders[0], orders[1])
	for w := 1; w <= 4; w++ {
		o := raceOrder(w, 12345)
		assert.Equal(t, w-1, o[0])
		assert.ElementsMatch(t, []int{0, 1, 2, 3}, o)
	}
}

// Played at 1x tick by tick through the table, a Race Track visit tells
// nothing early: while the horses run no event after the race has started
// (no payout floats), neither the strip, the chips, the status line nor
// the log names the winner; it sounds like a race (the call to post as it
// opens, hooves, the crowd). Then the payouts follow.
func TestRaceTrackVisitShowsNothingEarly(t *testing.T) {
	hn := newTrackHarness(t, shotMatchAt(4, 3, 0, isVisit(broke.RaceTrack), false), anim.Speed1x, 1280, 720)
	r, sc := hn.p.race, hn.sc
	require.True(t, hn.run(t, 2000, func() bool { return r.Open() }), "the Race Track opens on the visit")
	require.True(t, hn.run(t, 2000, func() bool { return r.won > 0 }), "the race starts")
	q, k := sc.Playback()
	require.Equal(t, broke.EvRace, q[k-1].Kind, "the race is the event on show")
	race := q[k-1]
	winLine := hn.m.G.Describe(race)
	shown := func() int {
		n := 0
		for _, l := range hn.m.Log[:sc.LogShown()] {
			if l == winLine {
				n++
			}
		}
		return n
	}
	before := shown()
	ticks := 0
	for !r.race.Done() {
		_, k2 := sc.Playback()
		require.Equal(t, k, k2, "tick %d: nothing after the race starts while it runs", ticks)
		require.False(t, r.over(), "tick %d", ticks)
		require.NotContains(t, r.headline(), "wins", "tick %d", ticks)
		for _, cs := range r.chips() {
			for _, c := range cs {
				require.False(t, c.Dim || strings.HasPrefix(c.Amount, "+"), "tick %d: no chip tells the result", ticks)
			}
		}
		require.NotEqual(t, winLine, sc.Status(), "tick %d", ticks)
		require.Equal(t, r.headline(), sc.Status(), "tick %d: the status line says the race as it runs", ticks)
		require.Equal(t, before, shown(), "tick %d: the log waits", ticks)
		hn.step(t)
		ticks++
	}
	assert.Greater(t, ticks, 200, "the race is run at 1x, not skipped")
	for _, id := range []sound.ID{sound.Bugle, sound.Hooves, sound.Crowd} {
		assert.Positive(t, r.played[id], "%v heard", id)
	}
	require.True(t, hn.run(t, 400, func() bool { _, k2 := sc.Playback(); return k2 > k }), "the payouts follow")
	assert.Equal(t, before+1, shown(), "the race's line is told once it is over")
}

// A tap during the race skips it to rest: every horse past the line, the
// engine's first, and the table goes on.
func TestRaceTapSkipsToRest(t *testing.T) {
	hn := newTrackHarness(t, raceMatch(1, -1, false), anim.Speed1x, 1280, 720)
	r := hn.p.race
	require.True(t, hn.run(t, 2000, func() bool { return r.won > 0 && r.race.Position(0) > 0.1 }))
	require.False(t, r.race.Done())
	hn.tap(640, 300)
	require.True(t, hn.run(t, 3, func() bool { return r.race.Done() }), "the tap skips the race")
	assert.False(t, r.Busy())
	assert.Equal(t, 1, r.race.Place(r.won-1))
	for h := range 4 {
		assert.True(t, r.race.Finished(h), "horse %d is past the line", h+1)
	}
}

// At instant speed the Race Track and the Stock Market never hold the
// game: after every tick neither stage is busy, they show their results at
// rest, and they make no sound.
func TestInstantSpeedNeverHolds(t *testing.T) {
	for _, seed := range []uint64{1, 3} {
		hn := newTrackHarness(t, raceMatch(seed, -1, false), anim.SpeedInstant, 1280, 720)
		r, mk := hn.p.race, hn.p.market
		raced, marketed := false, false
		for i := 0; i < 1500 && !hn.m.G.Over(); i++ {
			hn.step(t)
			require.False(t, r.Busy(), "seed %d tick %d: the race holds the game", seed, i)
			require.False(t, mk.Busy(), "seed %d tick %d: the market holds the game", seed, i)
			if r.won > 0 {
				raced = true
				require.True(t, r.race.Done())
				require.Equal(t, 1, r.race.Place(r.won-1))
			}
			if mk.seg >= 0 {
				marketed = true
				require.Equal(t, mk.seg, mk.wheel.Number())
			}
		}
		assert.True(t, raced, "seed %d: a race was run", seed)
		assert.True(t, marketed, "seed %d: the market was spun", seed)
		assert.Empty(t, r.played, "no sound at instant speed")
		assert.Empty(t, mk.played, "no sound at instant speed")
	}
}
