package life

import (
	"fmt"
	"testing"
	"wheeloffate/scenes/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
)

// boardHarness runs a board scene in an App with scripted input, without a
// window (Update only).
type boardHarness struct {
	app   *game.App
	b     *boardScene
	queue []input.Sample
	idle  input.Sample
}

func newBoardHarness(t testing.TB, b *boardScene, speed anim.Speed, w, h int) *boardHarness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d,"askSideBets":true}`, speed))))
	hn := &boardHarness{b: b, idle: input.Sample{Focused: true}}
	hn.app = game.NewApp(b, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(hn.queue) == 0 {
			return hn.idle
		}
		s := hn.queue[0]
		hn.queue = hn.queue[1:]
		return s
	}})
	hn.app.Layout(w, h)
	require.NoError(t, hn.app.Update())
	return hn
}

func (hn *boardHarness) tap(x, y float64) { hn.queue = append(hn.queue, input.ClickSamples(x, y)...) }

func (hn *boardHarness) key(k input.Key) { hn.queue = append(hn.queue, input.KeySamples(k)...) }

// flick drags across the top of the wheel, left to right, and lets go.
func (hn *boardHarness) flick() {
	cx, cy, r := hn.b.wview.Center()
	y := cy - r*0.7
	x0 := cx - r*0.5
	hn.queue = append(hn.queue, input.Sample{MouseX: x0, MouseY: y, MouseIn: true, MouseDown: true, Focused: true})
	for i := 1; i <= 6; i++ {
		hn.queue = append(hn.queue, input.Sample{MouseX: x0 + float64(i)*r*0.18, MouseY: y, MouseIn: true, MouseDown: true, Focused: true})
	}
	hn.queue = append(hn.queue, input.Sample{MouseX: x0 + 6*r*0.18, MouseY: y, MouseIn: true, Focused: true})
}

func (hn *boardHarness) tapButton(c *boardChoice) {
	x, y := c.btn.Rect.Center()
	hn.tap(x, y)
}

// run updates until the queue of samples is used and cond holds, or n ticks.
func (hn *boardHarness) run(t testing.TB, n int, cond func() bool) bool {
	for i := 0; i < n; i++ {
		if err := hn.app.Update(); err == ebiten.Termination {
			return true
		} else {
			require.NoError(t, err)
		}
		if len(hn.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

func TestBoardPlaysWholeComputerMatchesToResults(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		n       int
		speed   anim.Speed
	}{{"life", 4, anim.SpeedInstant}, {"life-duel", 2, anim.SpeedInstant}, {"life", 3, anim.Speed4x}} {
		m := boardMatch(tc.ruleset, tc.n, 42, nil)
		b := newBoardScene(m, table.PlayOptions{Autoplay: true})
		hn := newBoardHarness(t, b, tc.speed, 1280, 720)
		ticks := 0
		done := hn.run(t, 400000, func() bool { ticks++; return hn.app.Scene() != game.Scene(b) })
		t.Logf("%s %d seats at %v: %d ticks, %d actions, %d turns", tc.ruleset, tc.n, tc.speed, ticks, b.Applied, m.G.Turn())
		require.True(t, done, "%s at %v reaches the results", tc.ruleset, tc.speed)
		assert.True(t, m.G.Over())
		assert.Equal(t, len(m.Log), b.logShown, "the board's log shows every line of the match's")
		for i := 0; i < tc.n; i++ {
			assert.Equal(t, m.G.(*life.Game).Cash(i), b.dispCash[i], "the panels end on the engine's cash")
		}
	}
}

func TestBoardSkipFlushesThePlayback(t *testing.T) {
	m := boardMatch("life", 4, 5, nil)
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	require.True(t, hn.run(t, 600, b.playing), "a computer acts after thinking")
	applied := b.Applied
	hn.key(input.KeyConfirm)
	hn.run(t, 2, func() bool { return true })
	assert.False(t, b.playing(), "Space skips to the end of the events")
	assert.Equal(t, applied, b.Applied, "skipping applies nothing")
}

// boardAnswer answers a person's pending decision with synthetic input: a
// flick for a spin, the short way at a fork, Acres at the reckoning, and
// the last (pass, keep, no bet) button otherwise. It returns the decision.
func boardAnswer(hn *boardHarness) (uint8, bool) {
	b := hn.b
	d, ok := b.m.Decision()
	if !ok || b.m.IsComputer(int(d.Seat)) || b.playing() || b.passTo >= 0 || !b.dec.active || b.dec.kind != d.Kind || len(b.dec.choices) == 0 {
		if b.passTo >= 0 {
			hn.tap(b.w/2, b.h/2)
		}
		return 0, false
	}
	switch d.Kind {
	case life.DSpin:
		hn.flick()
	case life.DRoad, life.DFork, life.DReckon:
		hn.tapButton(b.dec.choices[0])
	default:
		hn.tapButton(b.dec.choices[len(b.dec.choices)-1])
	}
	return d.Kind, true
}

func TestBoardPersonFlicksAndChoosesAFork(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {400, 866}} {
		m := boardMatch("life", 3, 21, []int{0})
		b := newBoardScene(m, table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed4x, size[0], size[1])
		seen := map[uint8]int{}
		var flicks int
		for tick := 0; tick < 200000 && !m.G.Over(); tick++ {
			if len(hn.queue) == 0 {
				if k, ok := boardAnswer(hn); ok {
					seen[k]++
					if k == life.DSpin {
						flicks++
					}
				}
			}
			require.NoError(t, hn.app.Update())
			if seen[life.DFork] > 0 && flicks > 10 && seen[life.DRoad] > 0 {
				break
			}
		}
		assert.Positive(t, seen[life.DRoad], "%v: chose a road at START", size)
		assert.Positive(t, seen[life.DFork], "%v: chose a way at a fork", size)
		assert.Greater(t, flicks, 10, "%v: spun by flicking", size)
		assert.Positive(t, b.PersonActs)
		// The flick span the wheel as fast as the finger moved: more than a tap's default turns.
		assert.GreaterOrEqual(t, anim.TurnsForFlick(b.lastFlick), anim.MinTurns)
	}
}

func TestBoardHotSeatPassesTheDevice(t *testing.T) {
	m := boardMatch("life", 3, 9, []int{0, 1})
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.SpeedInstant, 1280, 720)
	require.True(t, hn.run(t, 2000, func() bool { return b.passTo >= 0 }), "a pass screen comes up")
	who := b.passTo
	assert.Equal(t, -1, b.viewer, "nobody's cards show before the pass")
	hn.key(input.KeyConfirm)
	require.True(t, hn.run(t, 10, func() bool { return b.passTo < 0 }))
	assert.Equal(t, who, b.viewer)
	// Answer until the other person's decision needs the device passed.
	for tick := 0; tick < 20000; tick++ {
		if b.passTo >= 0 && b.passTo != who {
			break
		}
		if len(hn.queue) == 0 {
			boardAnswer(hn)
		}
		require.NoError(t, hn.app.Update())
	}
	assert.NotEqual(t, who, b.passTo, "the other person gets the device next")
	assert.GreaterOrEqual(t, b.passTo, 0)
}

func TestBoardShotsBuild(t *testing.T) {
	board := map[string]bool{"board": true, "board-duel": true, "casino": true, "speculate": true, "retire": true, "spin": true, "pass-device": true}
	for _, s := range table.Shots() {
		if !board[s.Name] {
			continue
		}
		sc := s.Make()
		if b, ok := sc.(*boardScene); ok {
			d, _ := b.m.Decision()
			t.Logf("%s: decision %d for seat %d (person %v)", s.Name, d.Kind, d.Seat, !b.m.IsComputer(int(d.Seat)))
			switch s.Name {
			case "casino":
				assert.Equal(t, life.DBet, d.Kind)
			case "retire":
				assert.Equal(t, life.DReckon, d.Kind)
			case "speculate":
				assert.Equal(t, life.DSpeculate, d.Kind)
			}
		}
	}
}

var _ = match.Seat{}
