package broke

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// casinoHarness runs a scene in the App, as the window does, with
// scripted input.
type casinoHarness struct {
	app   *game.App
	queue []input.Sample
}

func newCasinoHarness(t *testing.T, sc game.Scene, sp anim.Speed) *casinoHarness {
	return newCasinoHarnessAt(t, sc, sp, 1280, 720)
}

// newCasinoHarnessAt runs sc in a window of w×h.
func newCasinoHarnessAt(t *testing.T, sc game.Scene, sp anim.Speed, winW, winH int) *casinoHarness {
	h := &casinoHarness{}
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":true,"animSpeed":%d,"askSideBets":true}`, sp))))
	h.app = game.NewApp(sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(h.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := h.queue[0]
		h.queue = h.queue[1:]
		return s
	}})
	h.app.Layout(winW, winH)
	return h
}

// count is how many of lines contain any of words.
func count(lines []string, words ...string) int {
	n := 0
	for _, l := range lines {
		for _, w := range words {
			if strings.Contains(l, w) {
				n++
				break
			}
		}
	}
	return n
}

// A whole Casino visit played by a person at 1x, tick by tick, through
// the table: she picks 17 with a click and spins, throws the dice again
// once and then stops by the keyboard. Nothing is told before it is
// shown: no payout in the log or on the status line before the reels have
// stopped, no wheel's number before the wheel rests, no dice result before
// the dice lie still; the reels rest on the engine's symbols; the Casino
// closes when the turn passes.
func TestCasinoVisitNothingToldBeforeItLands(t *testing.T) {
	s := newCasinoShot(func(*casinoShot) bool { return true })
	h := newCasinoHarness(t, s, anim.Speed1x)
	c, m := s.c, s.m
	base := len(m.Log) // the lines of the game before her visit
	diceChoices, opened, spun := 0, false, false
	var reels []int
	// How long each show was seen moving before its result was told: a
	// result that cut its animation short would be told early too.
	reelTicks, diceTicks, rolled := 0, 0, 0
	wasTold := false
	for tick := 0; tick < 6000; tick++ {
		require.NoError(t, h.app.Update())
		if c.Open() {
			opened = true
		}
		q, _ := s.Playback()
		for _, e := range q {
			if e.Kind == broke.EvReel && len(reels) < 3 {
				reels = append(reels, int(e.Arg))
			}
		}
		shown := m.Log[base:max(base, s.LogShown())]
		status := s.Status()
		slotDone := c.slot.told && c.slot.reels.Done()
		for k := range 3 {
			if count(shown, fmt.Sprintf("reel %d:", k+1)) > 0 {
				assert.True(t, c.slot.reels.Stopped(k), "tick %d: reel %d logged before it stops", tick, k+1)
			}
		}
		if c.slot.reels.Velocity(0) != 0 || c.slot.reels.Velocity(2) != 0 {
			reelTicks++
		}
		if c.slot.told {
			assert.Greater(t, reelTicks, 100, "tick %d: the pay line lit before the reels ran their course", tick)
		}
		if c.dice.dice != nil && !c.dice.dice.Done() {
			diceTicks++
		}
		if c.dice.told && !wasTold {
			rolled++
			assert.Greater(t, diceTicks, 60*rolled, "tick %d: the dice's result before they were shaken and poured", tick)
		}
		wasTold = c.dice.told
		if !slotDone && c.game == gameSlot {
			assert.Zero(t, count(shown, "Slot Machine pays"), "tick %d: the payout logged before the reels stop", tick)
			assert.NotContains(t, status, "Slot Machine pays", "tick %d: the payout said before the reels stop", tick)
		}
		if c.roul.wheel.Spinning() {
			spun = true
			assert.Zero(t, count(shown, "the wheel stops on"), "tick %d: the number logged while the wheel turns", tick)
			assert.NotContains(t, status, "the wheel stops on", "tick %d", tick)
			assert.Zero(t, c.roul.lands)
		}
		if c.dice.dice != nil && !c.dice.dice.Done() {
			assert.False(t, c.dice.told, "tick %d: the dice's result before they rest", tick)
			assert.Less(t, count(shown, "no ones:", "a one:", "two ones:"), int(c.dice.throws), "tick %d: this throw's result logged while the dice roll", tick)
		}
		if !s.Playing() && len(h.queue) == 0 {
			if d, ok := m.Decision(); ok && d.Seat == 0 {
				switch d.Kind {
				case broke.DRoulette:
					if c.pick != nil && c.pick.armed >= armTicks {
						h.queue = append(h.queue, input.ClickSamples(c.pick.cells[16].Rect.Center())...)
						h.queue = append(h.queue, input.ClickSamples(c.pick.spin.Rect.Center())...)
					}
				case broke.DDice:
					diceChoices++
					keys := []input.Key{input.KeyNext} // Throw again
					if diceChoices > 1 {
						keys = append(keys, input.KeyNext) // Stop
					}
					for _, k := range append(keys, input.KeyConfirm) {
						h.queue = append(h.queue, input.KeySamples(k)...)
					}
				}
			}
		}
		if opened && !c.Open() {
			break
		}
	}
	require.True(t, opened, "the Casino opened")
	assert.False(t, c.Open(), "the Casino closed when the turn passed")
	assert.True(t, spun, "the wheel spun")
	assert.Positive(t, diceChoices, "she chose to throw again or stop")
	assert.Greater(t, c.dice.throws, uint64(1), "and threw again")
	require.Len(t, reels, 3)
	for k, sym := range reels {
		assert.Equal(t, sym, c.slot.reels.Showing(k), "reel %d at rest on the engine's symbol", k+1)
	}
	assert.Contains(t, m.Log, "Margaret picked 17; the wheel stops on "+fmt.Sprint(c.roul.lands), "the wheel showed the engine's number")
	assert.NotZero(t, m.G.Active(), "the turn passed")
}

// A tap while the reels turn skips the Casino's show to rest at once: the
// reels on the engine's symbols, the pay line lit, nothing holding the
// game.
func TestCasinoTapSkipsToRest(t *testing.T) {
	s := newCasinoShot(func(s *casinoShot) bool { return s.c.slot.waiting == 0 && s.c.Busy() })
	h := newCasinoHarness(t, s, anim.Speed1x)
	require.NoError(t, h.app.Update())
	c := s.c
	require.True(t, c.Busy(), "the reels turn")
	q, _ := s.Playback()
	var reels []int
	for _, e := range q {
		if e.Kind == broke.EvReel {
			reels = append(reels, int(e.Arg))
		}
	}
	require.Len(t, reels, 3)
	h.queue = append(h.queue, input.ClickSamples(c.board.Center())...)
	for range 3 {
		require.NoError(t, h.app.Update())
	}
	assert.False(t, c.Busy(), "at rest")
	assert.True(t, c.slot.reels.Done())
	assert.True(t, c.slot.told, "the pay line lit")
	for k, sym := range reels {
		assert.Equal(t, sym, c.slot.reels.Showing(k), "reel %d", k+1)
	}
	assert.False(t, s.Playing(), "the playback went on to the end")
}

// At instant speed the Casino never holds the game: computers play
// through several visits with the stage never busy after a tick.
func TestCasinoInstantNeverHolds(t *testing.T) {
	seats := make([]match.Seat, 3)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: broke.ID, Seats: seats, Seed: 11})
	require.NoError(t, err)
	c := newCasino(m)
	sc := table.New(m, table.PlayOptions{}, stagedPresenter{c: c})
	h := newCasinoHarness(t, sc, anim.SpeedInstant)
	visits := 0
	for tick := 0; tick < 3000 && visits < 3 && !m.G.Over(); tick++ {
		require.NoError(t, h.app.Update())
		require.False(t, c.Busy(), "tick %d: the Casino holds the game at instant speed", tick)
		visits = count(m.Log, "visits the Casino")
	}
	require.NotNil(t, c.slot.reels.Targets(), "the Casino showed a pull")
	for k, sym := range c.slot.syms {
		assert.Equal(t, sym, c.slot.reels.Showing(k), "at rest on the last pull's reel %d", k+1)
	}
	assert.Positive(t, visits, "the computers went to the Casino")
}
