package gambler

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// harness runs a scene in the App, as the window does, with scripted
// input.
type harness struct {
	app   *game.App
	queue []input.Sample
}

func newHarness(t *testing.T, sc game.Scene, sp anim.Speed) *harness {
	h := &harness{}
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":true,"animSpeed":%d}`, sp))))
	h.app = game.NewApp(sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(h.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := h.queue[0]
		h.queue = h.queue[1:]
		return s
	}})
	h.app.Layout(1280, 720)
	return h
}

// beforeSweep is a game of four computers stopped just before the action
// that calls a Sweepstakes, on a table with a fresh shaker.
func beforeSweep(t *testing.T, seed uint64) (*table.Scene, *shaker, *match.Match) {
	t.Helper()
	cm, _ := findShow(seed, func(d engine.Decision, cur, _ []engine.Event) ([]engine.Event, bool) {
		return nil, true
	})
	// Play on until the next action calls one: then replay up to it.
	for k := 0; k < 20000; k++ {
		g := cm.G.Clone()
		a, err := cm.ComputerAction()
		require.NoError(t, err)
		evs, err := g.Apply(a)
		require.NoError(t, err)
		if count(evs, gambler.EvSweep) > 0 && count(evs, gambler.EvGameOver) == 0 {
			break
		}
		_, err = cm.Apply(a)
		require.NoError(t, err)
	}
	s := newShaker(cm)
	sc := table.New(cm, table.PlayOptions{}, stagePresenter{stages: []table.Stage{s, newRace(cm)}})
	return sc, s, cm
}

// A Sweepstakes played by computers at 1x, tick by tick, through the
// table: nothing of the throw is told (the status line, the log) before
// the dice rest in the handle; nobody's winnings before the spaces light.
func TestSweepstakesAtOneXTellsNothingBeforeTheDiceRest(t *testing.T) {
	sc, s, m := beforeSweep(t, 21)
	h := newHarness(t, sc, anim.Speed1x)
	base := len(m.Log)
	opened, shook, rolling := false, false, 0
	for tick := 0; tick < 20000; tick++ {
		require.NoError(t, h.app.Update())
		opened = opened || s.Open()
		shown := strings.Join(m.Log[base:max(base, sc.LogShown())], "\n")
		status := sc.Status()
		if s.dice != nil && !s.dice.Done() {
			shook = true
			rolling++
			for _, told := range []string{shown, status} {
				assert.NotContains(t, told, "shakes the shaker", "tick %d: the dice told while they tumble", tick)
				assert.NotContains(t, told, " wins $", "tick %d: a prize told while the dice tumble", tick)
				assert.NotContains(t, told, "The shaker:", "tick %d", tick)
			}
		}
		if opened && !s.Open() {
			break
		}
	}
	require.True(t, opened, "the shaker opened")
	require.True(t, shook, "the dice were shaken")
	assert.Greater(t, rolling, 60, "the throw played at 1x")
	assert.False(t, s.Open(), "the shaker closed when the turn passed")
	assert.Contains(t, strings.Join(m.Log[base:], "\n"), "shakes the shaker")
}

// A tap while the dice tumble skips the show to rest: the dice on the
// engine's values, the winning spaces lit, nothing holding the game.
func TestShakerTapSkipsToRest(t *testing.T) {
	sc, s, _ := beforeSweep(t, 21)
	h := newHarness(t, sc, anim.Speed1x)
	for tick := 0; tick < 20000 && (s.dice == nil || s.dice.Done()); tick++ {
		require.NoError(t, h.app.Update())
	}
	require.NotNil(t, s.dice, "the dice are shaken")
	require.True(t, s.Busy())
	want := s.pending
	h.queue = append(h.queue, input.ClickSamples(s.board.Center())...)
	for range 3 {
		require.NoError(t, h.app.Update())
	}
	assert.True(t, s.dice.Done(), "the dice at rest")
	assert.Equal(t, want, s.values, "on the engine's values")
	assert.False(t, sc.Playing(), "the playback went on to the end")
}

// At instant speed the stages never hold the game: computers play through
// several Sweepstakes, Lotteries and races with no stage busy after a
// tick, each ending at rest on the engine's dice.
func TestStagesInstantNeverHold(t *testing.T) {
	m := startShot(4, 13, false)
	s, r := newShaker(m), newRace(m)
	sc := table.New(m, table.PlayOptions{}, stagePresenter{stages: []table.Stage{s, r}})
	h := newHarness(t, sc, anim.SpeedInstant)
	var v gambler.View
	shakes := 0
	for tick := 0; tick < 10000 && shakes < 4 && !m.G.Over(); tick++ {
		require.NoError(t, h.app.Update())
		require.False(t, s.Busy(), "tick %d: the shaker holds the game at instant speed", tick)
		require.False(t, r.Busy(), "tick %d: the race holds the game at instant speed", tick)
		if s.dice != nil {
			m.G.(*gambler.Game).ViewFor(0, &v)
			assert.Equal(t, v.Dice, s.values, "tick %d: the shaker shows the engine's last throw", tick)
		}
		shakes = strings.Count(strings.Join(m.Log, "\n"), "shakes the shaker")
	}
	assert.GreaterOrEqual(t, shakes, 2, "the computers shook the shaker")
	assert.Contains(t, strings.Join(m.Log, "\n"), "wins race", "and ran a race")
}
