package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/saves"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// sceneHarness runs any scene in an App with scripted input, no window.
type sceneHarness struct {
	app   *game.App
	queue []input.Sample
}

func newSceneHarness(t *testing.T, first game.Scene, w, h int) *sceneHarness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d}`, anim.SpeedInstant))))
	hn := &sceneHarness{}
	hn.app = game.NewApp(first, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(hn.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := hn.queue[0]
		hn.queue = hn.queue[1:]
		return s
	}})
	hn.app.Layout(w, h)
	hn.ticks(t, 1)
	return hn
}

func (hn *sceneHarness) ticks(t *testing.T, n int) {
	for range n {
		require.NoError(t, hn.app.Update())
	}
}

func (hn *sceneHarness) key(t *testing.T, k input.Key) {
	hn.queue = append(hn.queue, input.Sample{Keys: k, Focused: true}, input.Sample{Focused: true})
	hn.ticks(t, 2)
}

func (hn *sceneHarness) tap(t *testing.T, r ui.Rect) {
	x, y := r.Center()
	hn.queue = append(hn.queue,
		input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
		input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
	hn.ticks(t, 2)
}

func freshHash(t *testing.T, s *replayScene, n int) uint64 {
	t.Helper()
	m, err := match.Rebuild(s.v.R, n)
	require.NoError(t, err)
	return m.G.Hash()
}

// The viewer by keys, taps and the timeline: what the board shows is the
// game after exactly those actions, at a desktop and a phone size.
func TestReplayViewerControlsShowTheGameAsItStood(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		s := shotReplay("life", 4, 5)
		hn := newSceneHarness(t, s, size[0], size[1])
		at := func(n int, what string) {
			t.Helper()
			require.Equal(t, n, s.v.Pos(), what)
			require.Equal(t, freshHash(t, s, n), s.b.Shown().G.Hash(), "%s: the board shows the game after %d actions", what, n)
			require.Equal(t, s.v.M.Log, s.b.LogLines(), "%s: the log as it stood", what)
		}
		at(0, "start")
		hn.key(t, input.KeyRight)
		hn.key(t, input.KeyRight)
		at(2, "two steps by key")
		hn.key(t, input.KeyLeft)
		at(1, "one back by key")
		hn.tap(t, s.btnStep.Rect)
		hn.tap(t, s.btnStep.Rect)
		at(3, "two steps by tap")
		hn.tap(t, s.btnStepBack.Rect)
		at(2, "one back by tap")
		hn.key(t, input.KeyDown)
		require.Equal(t, s.v.TurnStart(1), s.v.Pos(), "down: the next turn")
		hn.tap(t, s.btnNextTurn.Rect)
		require.Equal(t, s.v.TurnStart(2), s.v.Pos(), "the next turn by tap")
		at(s.v.TurnStart(2), "turn 3")
		hn.tap(t, s.btnPrevTurn.Rect)
		at(s.v.TurnStart(1), "back a turn")
		// The timeline: a tap three quarters along.
		sl := s.slider
		hn.tap(t, ui.R(sl.X+sl.W*0.75-1, sl.Y, 2, sl.H))
		want := s.sliderPos(sl.X + sl.W*0.75)
		assert.InDelta(t, float64(s.v.Len())*0.75, float64(want), float64(s.v.Len())/50)
		at(want, "timeline")
		// Play: the game moves on by itself; space pauses.
		hn.key(t, input.KeyConfirm)
		require.True(t, s.playing)
		hn.ticks(t, 60)
		require.Greater(t, s.v.Pos(), want, "playing moves on")
		hn.key(t, input.KeyConfirm)
		require.False(t, s.playing)
		p := s.v.Pos()
		hn.ticks(t, 30)
		at(p, "paused")
		// Speed cycles.
		hn.tap(t, s.btnSpeed.Rect)
		assert.Equal(t, "×2", s.btnSpeed.Label)
		// Escape goes back.
		hn.key(t, input.KeyBack)
		hn.ticks(t, 30)
		_, isList := hn.app.Scene().(*replaysScene)
		assert.True(t, isList, "Escape: back to the list")
	}
}

// Choosing a bad file in the list says why and leaves the list on screen.
func TestReplaysListRefusesABadFileAndStays(t *testing.T) {
	lib := &saves.Library{B: &saves.Mem{}}
	old := library
	UseLibrary(lib)
	defer UseLibrary(old)
	m := shotMatch("life-duel", 2, 9)
	require.NoError(t, lib.Archive("b-good", m.Save()))
	require.NoError(t, lib.Archive("a-bad", []byte(`{"format": 1, "ruleset": "life"`)))
	s := newReplays()
	hn := newSceneHarness(t, s, 1280, 720)
	require.Len(t, s.entries, 2)
	require.Equal(t, "a-bad", s.entries[1].ID, "newest first")
	hn.tap(t, s.rows[1].Rect)
	hn.ticks(t, 5)
	msg, shown := hn.app.Toast()
	require.True(t, shown)
	assert.Contains(t, msg, "truncated")
	assert.Same(t, s, hn.app.Scene(), "the screen is unchanged")
	hn.tap(t, s.rows[0].Rect)
	hn.ticks(t, 30)
	_, viewing := hn.app.Scene().(*replayScene)
	assert.True(t, viewing, "a good file opens the viewer")
}

// A finished game lands in the list; an unfinished one is there to
// continue, exactly where it stood.
func TestGamesAreRecordedAndContinue(t *testing.T) {
	lib := &saves.Library{B: &saves.Mem{}}
	old := library
	UseLibrary(lib)
	defer UseLibrary(old)
	seats := []match.Seat{{Name: "A", Computer: true}, {Name: "B", Computer: true, Colour: 1}}
	m, err := match.New(match.Setup{Ruleset: "life-duel", Seats: seats, Seed: 4})
	require.NoError(t, err)
	NewBoard(m, PlayOptions{})
	for range 30 {
		require.NoError(t, m.StepComputer())
	}
	require.True(t, savedRunning())
	sc, err := NewContinue(PlayOptions{})
	require.NoError(t, err)
	shown := sc.(game.HookScene).HookInfo().Match
	require.Equal(t, m.G.Hash(), shown.G.Hash(), "continued exactly where it stood")
	require.Equal(t, m.Log, shown.Log)
	require.NoError(t, m.PlayOut())
	assert.False(t, savedRunning(), "a finished game is not offered to continue")
	list, err := lib.List()
	require.NoError(t, err)
	require.Len(t, list, 1)
	assert.True(t, list[0].Over)
	assert.Equal(t, "life-duel", list[0].Ruleset)
}

// The line under the timeline (turn and action) lies between the knob's
// foot and every button, at every size, the bar in one row or two: on a
// phone held sideways it ran behind the buttons.
func TestReplayInfoLineClearsTheButtons(t *testing.T) {
	for _, size := range [][2]int{{844, 390}, {1280, 720}, {1024, 600}, {2560, 1440}, {320, 240}, {390, 844}} {
		s := shotReplay("million", 4, 5)
		newSceneHarness(t, s, size[0], size[1])
		_, th := ui.Measure("Replay · turn 45 of 89", ui.Face(ui.SizeSmall+1, true))
		line := ui.R(s.panel.X, s.infoY()-th/2, s.panel.W, th)
		knobFoot := s.slider.Y + s.slider.H/2 + replayKnobR
		assert.GreaterOrEqual(t, line.Y, knobFoot, "%v: under the knob", size)
		for _, b := range s.buttons {
			assert.False(t, line.Overlaps(b.Rect), "%v: the line %v clear of %q %v", size, line, b.Label, b.Rect)
		}
	}
}
