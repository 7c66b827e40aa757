package broke

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/sound"
)

// heard counts the sounds a show plays.
type heard map[sound.ID]int

func (h heard) play(id sound.ID) { h[id]++ }

// anyPull takes any Casino visit.
func anyPull([]engine.Event) bool { return true }

// casinoVisits are the events of Casino visits of seat 0 in seeded games,
// each the batch of the action that took it there.
func casinoVisits(t *testing.T, n int) [][]engine.Event {
	t.Helper()
	var out [][]engine.Event
	for seed := uint64(1); len(out) < n && seed < 200; seed += 7 {
		m, visit, ok := casinoMatch(3, seed, anyPull)
		if !ok {
			continue
		}
		ev, err := m.Apply(visit)
		require.NoError(t, err)
		out = append(out, ev)
	}
	require.Len(t, out, n, "seeded games reach the Casino")
	return out
}

// showEvents plays events on c as the table does: each taken event is
// shown until the stage is no longer busy, then two ticks pass (the table
// tells it, then starts the next). check runs every tick of an event's
// show. It returns the ticks each taken event held the playback.
func showEvents(t *testing.T, c *casino, sp anim.Speed, h heard, ev []engine.Event, check func(e engine.Event, busy bool)) []int {
	t.Helper()
	var held []int
	play := h.play
	if sp.Instant() {
		play = nil
	}
	for _, e := range ev {
		if !c.event(play, e) {
			continue
		}
		ticks := 0
		for c.Busy() {
			check(e, true)
			c.update(sp, h.play)
			ticks++
			require.Less(t, ticks, 2000, "event %d is shown forever", e.Kind)
		}
		check(e, false)
		held = append(held, ticks)
		c.update(sp, h.play)
		c.update(sp, h.play)
	}
	return held
}

// The Slot Machine's reels stop one after another, reel k on the symbol
// of the engine's k-th EvReel, each holding the playback until it has
// stopped (the last until it has settled), the reels to its right still
// turning; the pay line is lit, and said, only after the last has
// stopped; every speed shows the same stops, instant at once.
func TestCasinoReelsStopOnTheEnginesSymbolsInOrder(t *testing.T) {
	for _, sp := range anim.Speeds {
		for vi, ev := range casinoVisits(t, 4) {
			name := fmt.Sprintf("%v visit %d", sp, vi)
			c := newCasino(nil)
			h := heard{}
			var syms []int
			line := -2
			held := showEvents(t, c, sp, h, ev, func(e engine.Event, busy bool) {
				r := c.slot.reels
				switch e.Kind {
				case broke.EvReel:
					k := int(e.Arg2)
					assert.False(t, c.slot.told, "%s: nothing paid while reel %d turns", name, k+1)
					if busy {
						if k < 2 {
							assert.False(t, r.Stopped(k), "%s: reel %d holds the playback until it stops", name, k+1)
						} else {
							assert.False(t, r.Done(), "%s: the last reel until it settles", name)
						}
						return
					}
					assert.True(t, r.Stopped(k), name)
					assert.Equal(t, int(e.Arg), r.Showing(k), "%s: reel %d on the engine's symbol", name, k+1)
					for j := k + 1; j < 3; j++ {
						assert.True(t, r.Open(j), "%s: reel %d still turns when reel %d has stopped", name, j+1, k+1)
					}
					syms = append(syms, int(e.Arg))
				case broke.EvSlot:
					line = int(e.Arg)
					assert.True(t, r.Done())
					assert.True(t, c.slot.told)
					assert.Equal(t, line >= 0, c.slot.view.Lit, "%s: the pay line lit only for a win", name)
				}
			})
			require.Len(t, syms, 3, name)
			want, _ := broke.SlotPays([3]int8{int8(syms[0]), int8(syms[1]), int8(syms[2])})
			assert.Equal(t, want, line, "%s: the line lit is the one the reels show", name)
			for i, s := range syms {
				assert.Equal(t, s, c.slot.reels.Showing(i), "%s: reel %d at rest", name, i+1)
			}
			if sp.Instant() {
				for _, n := range held {
					assert.Zero(t, n, "%s: instant holds nothing", name)
				}
				assert.Empty(t, h, "%s: instant is silent", name)
				continue
			}
			assert.Greater(t, held[0], 40/sp.Ticks(), "%s: the first reel turns a while", name)
			assert.Equal(t, 3, h[sound.ReelStop], "%s: a clunk for each reel", name)
			assert.Positive(t, h[sound.ReelTick], "%s: the reels tick", name)
		}
	}
}

// The wheel lands on the engine's number whatever the flick (a computer's
// quick spin, a tap, weak, hard, backwards, nonsense), the chip on the
// pick; the number is shown only once the wheel rests, and a hit says the
// $150,000 win. A skip puts it at rest on the number.
func TestCasinoRouletteLandsOnTheEnginesNumber(t *testing.T) {
	c := newCasino(nil)
	h := heard{}
	for n := 1; n <= 36; n++ {
		for _, flick := range []float64{0, anim.DefaultFlick, 2.5, 9, 40, 500, -30, math.NaN(), math.Inf(1)} {
			c.roul.reset()
			c.roul.flick = flick
			pick := 1 + (n*7)%36
			c.roul.spin(h.play, pick, n)
			ticks := 0
			for c.roul.busy() {
				if c.roul.wheel.Spinning() {
					require.Zero(t, c.roul.lands, "number %d shown before the wheel rests", n)
				}
				c.roul.update(anim.Speed1x, h.play)
				ticks++
				require.Less(t, ticks, 3000)
			}
			assert.Equal(t, n, c.roul.wheel.Number(), "flick %v: lands on %d", flick, n)
			assert.Equal(t, n, c.roul.lands)
			if flick == 0 {
				assert.LessOrEqual(t, ticks, anim.QuickSpinTicks+rouletteHold+1, "a computer's spin is quick")
			}
		}
	}
	assert.Positive(t, h[sound.Ball], "the ball clicks over the frets")
	// A hit, and a skip.
	c.roul.reset()
	c.roul.spin(h.play, 17, 17)
	c.Finish()
	assert.False(t, c.Busy())
	assert.Equal(t, 17, c.roul.wheel.Number())
	assert.Equal(t, "Margaret picked 17", c.roul.caption("Margaret"))
}

// The dice are shaken in the cup and poured onto the engine's faces, at
// every speed; the result comes after, with the visit's running total.
func TestCasinoDiceLandOnTheEnginesFaces(t *testing.T) {
	for _, sp := range anim.Speeds {
		c := newCasino(nil)
		c.dice.place(c.body)
		h := heard{}
		var total int64
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				play := h.play
				if sp.Instant() {
					play = nil
				}
				c.dice.throw(play, a, b)
				require.NotNil(t, c.dice.dice)
				ticks := 0
				for c.dice.busy() {
					assert.False(t, c.dice.told, "no result while the dice roll")
					c.dice.update(sp, h.play)
					ticks++
					require.Less(t, ticks, 1000)
				}
				assert.Equal(t, a, c.dice.dice.Die(0).Face, "%v: die 1", sp)
				assert.Equal(t, b, c.dice.dice.Die(1).Face, "%v: die 2", sp)
				ones := 0
				for _, f := range []int{a, b} {
					if f == 1 {
						ones++
					}
				}
				if ones == 0 {
					total += int64(a+b) * 1000
				}
				c.dice.result(play, ones, int64(a+b)*1000)
				res, tot := c.dice.lines("Ben")
				switch ones {
				case 0:
					assert.Equal(t, "No ones: Ben pays "+engine.Money(int64(a+b)*1000), res)
				case 1:
					assert.Equal(t, "A one: +$10,000", res)
				default:
					assert.Equal(t, "Two ones: +$50,000", res)
				}
				assert.Equal(t, "Paid this visit: "+engine.Money(total), tot)
				c.dice.finish()
			}
		}
		if !sp.Instant() {
			assert.Positive(t, h[sound.DiceShake], "%v: the dice rattle in the cup", sp)
			assert.Positive(t, h[sound.DiceLand], "%v: and land on the felt", sp)
		}
	}
}
