package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// shown is a shaker event offered to a stage: the event and the engine's
// view just after its action (so a test can ask the engine about it).
type shown struct {
	e    engine.Event
	dice [6]int8 // the engine's shaker dice after the action
}

// events plays four computers from seed until n events of kind opening a
// show have been played, and returns every event in order.
func playUntil(t *testing.T, seed uint64, open uint16, n int) (*match.Match, []shown) {
	t.Helper()
	m := startShot(4, seed, false)
	var out []shown
	var v gambler.View
	for k := 0; k < 20000 && !m.G.Over(); k++ {
		a, err := m.ComputerAction()
		require.NoError(t, err)
		evs, err := m.Apply(a)
		require.NoError(t, err)
		m.G.(*gambler.Game).ViewFor(0, &v)
		for _, e := range evs {
			out = append(out, shown{e: e, dice: v.Dice})
		}
		if count(eventsOf(out), open) >= n && count(evs, gambler.EvTurn) > 0 {
			return m, out
		}
	}
	t.Fatalf("seed %d: no %d shows of kind %d", seed, n, open)
	return nil, nil
}

func eventsOf(s []shown) []engine.Event {
	out := make([]engine.Event, len(s))
	for i, x := range s {
		out[i] = x.e
	}
	return out
}

// sounds collects the sounds a stage plays.
type sounds []sound.ID

func (s *sounds) play(id sound.ID) { *s = append(*s, id) }

// runOut updates a stage at sp until it is no longer busy, at most limit
// ticks, and returns how many it took.
func runOut(t *testing.T, busy func() bool, update func(), limit int) int {
	t.Helper()
	n := 0
	for ; busy() && n < limit; n++ {
		update()
	}
	require.False(t, busy(), "the show ends within %d ticks", limit)
	return n
}

// Every Sweepstakes played at 1x: the markers appear one by one as their
// events play, each seat's on the space it chose and never before; the
// six dice tumble from the shaker and come to rest in the handle's six
// places, position 1 first, on the engine's values, which the shaker shows
// only once they rest; the spaces lit are exactly those the engine paid,
// each a space with a marker that wins with those dice.
func TestShakerSweepstakesShownAsTheEnginePlaysIt(t *testing.T) {
	m, evs := playUntil(t, 5, gambler.EvSweep, 4)
	s := newShaker(m)
	s.place(ui.R(0, 0, 900, 560))
	var snd sounds
	var placed [engine.MaxSeats]int8
	var paid [gambler.NBets]bool
	sweepsSeen, throws := 0, 0
	for _, x := range evs {
		e := x.e
		if e.Kind == gambler.EvSweep {
			sweepsSeen++
			placed, paid = [engine.MaxSeats]int8{-1, -1, -1, -1, -1, -1}, [gambler.NBets]bool{}
		}
		taken := s.event(snd.play, e)
		switch e.Kind {
		case gambler.EvTransfer, gambler.EvTurn, gambler.EvSweep:
			assert.False(t, taken, "the table shows %d itself", e.Kind)
		case gambler.EvMarker:
			require.True(t, taken)
			placed[e.Seat] = int8(e.Arg)
		case gambler.EvShaker:
			require.True(t, taken)
			if e.Arg != gambler.ForSweep {
				continue
			}
			throws++
			require.NotNil(t, s.dice)
			assert.Equal(t, [6]int8{}, s.values, "no value shown while the dice are in the shaker")
			want := gambler.Unpack(e.Amount)
			assert.Equal(t, x.dice, want, "the event carries the engine's dice")
			ticks := runOut(t, s.Busy, func() {
				s.update(anim.Speed1x, snd.play)
				if !s.dice.Done() {
					assert.Equal(t, [6]int8{}, s.values, "a value shown before the dice rest")
				}
			}, 2000)
			assert.Greater(t, ticks, 60, "the dice were shaken and poured, not dropped in place")
			assert.Equal(t, want, s.values, "the shaker shows the engine's values")
			for i := range 6 {
				assert.Equal(t, int(want[i]), s.dice.Rest(i).Face, "die %d rests on the engine's value", i+1)
				x, y := s.view.ScreenPos(anim.Point{X: s.dice.Rest(i).X, Y: s.dice.Rest(i).Y})
				cx, cy := s.lay.slots[i].Center()
				assert.InDelta(t, cx, x, 0.5, "die %d in the handle's place %d", i+1, i+1)
				assert.InDelta(t, cy, y, 0.5)
			}
		case gambler.EvBetWin:
			require.True(t, taken)
			paid[e.Arg] = true
			assert.True(t, gambler.BetWins(int(e.Arg), s.values), "a lit space wins with the dice shown")
			assert.Equal(t, placed[e.Seat], int8(e.Arg), "the winner's marker is on the space lit")
		}
		runOut(t, s.Busy, func() { s.update(anim.Speed1x, snd.play) }, 2000)
		if s.open && !s.lottery {
			assert.Equal(t, placed, s.markers, "after %v the markers shown are those placed so far", e)
			assert.Equal(t, paid, s.lit, "after %v the spaces lit are those the engine paid", e)
		}
	}
	assert.GreaterOrEqual(t, sweepsSeen, 4)
	assert.GreaterOrEqual(t, throws, 4)
	assert.Contains(t, snd, sndRattle, "the dice rattled in the shaker")
	assert.Contains(t, snd, sndLand, "and landed")
	assert.False(t, s.Open(), "the shaker closed when the turn passed")
}

// The Lottery: each ticket is turned face up as the engine shows it, in
// its holder's colour, and lit when it wins; a ticket lit wins with the
// dice shown, and none is shown before the dice rest.
func TestShakerLotteryTurnsTheTicketsAfterTheDice(t *testing.T) {
	m, evs := playUntil(t, 7, gambler.EvLottery, 2)
	s := newShaker(m)
	lotteries := 0
	for _, x := range evs {
		e := x.e
		if e.Kind == gambler.EvLottery {
			lotteries++
		}
		s.event(func(sound.ID) {}, e)
		if e.Kind == gambler.EvShaker && e.Arg == gambler.ForLottery {
			assert.Empty(t, s.tickets, "no ticket turned before the shake")
			for s.Busy() {
				s.update(anim.Speed2x, func(sound.ID) {})
				if s.dice != nil && !s.dice.Done() {
					assert.Empty(t, s.tickets)
				}
			}
		}
		if e.Kind == gambler.EvTicketShown {
			got := s.tickets[len(s.tickets)-1]
			assert.Equal(t, int(e.Seat), got.seat)
			assert.Equal(t, gambler.Tickets[e.Arg].Wins(s.values), got.wins, "ticket %v lit exactly when both its numbers show", gambler.Tickets[e.Arg])
			assert.Equal(t, e.Arg2 == 1, got.wins, "lit as the engine paid")
		}
		s.Finish()
	}
	assert.GreaterOrEqual(t, lotteries, 2)
}

// The Horse Race: each card appears by its holder as it is dealt, the die
// rests on the engine's number, and the result is shown only then; the
// Daily Double keeps both races' results with the same cards.
func TestRaceShowsTheEngineDieAfterItRests(t *testing.T) {
	m, evs := playUntil(t, 9, gambler.EvRaceCall, 6)
	r := newRace(m)
	r.place(ui.R(0, 0, 700, 500))
	doubles := 0
	var dealt [7]int
	for _, x := range evs {
		e := x.e
		taken := r.event(func(sound.ID) {}, e)
		switch e.Kind {
		case gambler.EvRaceCall:
			dealt = [7]int{-1, -1, -1, -1, -1, -1, -1}
			if e.Arg == 2 {
				doubles++
			}
		case gambler.EvDealt:
			require.True(t, taken)
			dealt[e.Arg] = int(e.Seat)
			assert.Equal(t, dealt, r.holder, "the cards shown are those dealt so far")
		case gambler.EvRace:
			require.True(t, taken)
			before := len(r.results)
			for r.dice != nil && !r.dice.Done() {
				assert.Len(t, r.results, before, "the race's result shown before the die rests")
				r.update(anim.Speed1x, func(sound.ID) {})
			}
			require.Len(t, r.results, before+1)
			got := r.results[before]
			assert.Equal(t, int(e.Arg), r.dice.Rest(0).Face, "the die rests on the engine's number")
			assert.Equal(t, int(e.Other), got.holder)
			if got.holder >= 0 {
				assert.Equal(t, got.holder, r.holder[got.die], "the winner holds the horse the die shows")
			}
			assert.Equal(t, int(e.Arg2), len(r.results), "race %d of the call", e.Arg2)
		}
		r.Finish()
	}
	assert.Positive(t, doubles, "a Daily Double was run")
}
