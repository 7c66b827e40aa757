package racetest

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// titleScene stands in for the title screen the menu quits to.
type titleScene struct{}

func (*titleScene) Update(*shell.Context) error { return nil }
func (*titleScene) Draw(*ebiten.Image)          {}

// tableHarness runs the race on the table in an App with scripted input,
// without a window.
type tableHarness struct {
	app   *shell.App
	sc    *table.Scene
	m     *match.Match
	queue []input.Sample
}

func newTableHarness(t *testing.T, persons int) *tableHarness {
	return newTableHarnessWith(t, persons, presenter{})
}

// newTableHarnessWith is newTableHarness with presenter p.
func newTableHarnessWith(t *testing.T, persons int, p table.Presenter) *tableHarness {
	return newTableHarnessAdvised(t, persons, p, false)
}

// newTableHarnessAdvised is newTableHarnessWith with the odds advisor's
// setting as advisor says.
func newTableHarnessAdvised(t *testing.T, persons int, p table.Presenter, advisor bool) *tableHarness {
	seats := []match.Seat{{Name: "Ana", Colour: 0}, {Name: "Computer 1", Colour: 1}, {Name: "Computer 2", Colour: 2}}
	for i := persons; i < len(seats); i++ {
		seats[i].Computer = true
	}
	m, err := match.New(match.Setup{Ruleset: Rules.ID, Seed: 7, Seats: seats})
	require.NoError(t, err)
	th := &tableHarness{m: m, sc: table.New(m, table.PlayOptions{}, p)}
	st := &shell.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":true,"animSpeed":%d,"askSideBets":true,"advisor":%t}`, anim.Speed1x, advisor))))
	th.app = shell.NewApp(th.sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(th.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := th.queue[0]
		th.queue = th.queue[1:]
		return s
	}})
	th.app.Layout(1280, 720)
	return th
}

// run updates n times, or until the input is used and cond holds.
func (th *tableHarness) run(t *testing.T, n int, cond func() bool) bool {
	for range n {
		require.NoError(t, th.app.Update())
		if len(th.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

func (th *tableHarness) tap(x, y float64) { th.queue = append(th.queue, input.ClickSamples(x, y)...) }

func (th *tableHarness) key(k input.Key) { th.queue = append(th.queue, input.KeySamples(k)...) }

func never() bool { return false }

// Escape and the ☰ button open the table's menu; while it is open 300
// ticks apply nothing in a game of computers and show nothing new, and
// once it is closed the game goes on.
func TestTableMenuPausesTheGame(t *testing.T) {
	th := newTableHarness(t, 0)
	sc := th.sc
	require.True(t, th.run(t, 600, func() bool { return sc.Applied > 0 }), "a computer acts")
	_, btn := sc.Menu()
	for i, open := range []func(){func() { th.key(input.KeyBack) }, func() { th.tap(btn.Rect.Center()) }} {
		open()
		require.True(t, th.run(t, 5, sc.MenuOpen), "way %d opens the menu", i)
		applied, actions, shown, playing := sc.Applied, len(th.m.Actions), sc.LogShown(), sc.Playing()
		th.run(t, 300, never)
		assert.Equal(t, applied, sc.Applied, "way %d: no action while the menu is open", i)
		assert.Equal(t, actions, len(th.m.Actions), "way %d: the match is unchanged", i)
		assert.Equal(t, shown, sc.LogShown(), "way %d: the log shows nothing new", i)
		assert.Equal(t, playing, sc.Playing(), "way %d: the playback waits", i)
		if i == 0 {
			th.key(input.KeyBack)
		} else { // the keyboard: Down reaches Resume, Enter presses it
			th.key(input.KeyDown)
			th.key(input.KeyConfirm)
		}
		require.True(t, th.run(t, 5, func() bool { return !sc.MenuOpen() }), "way %d: the menu closes", i)
	}
	applied := sc.Applied
	th.run(t, 600, func() bool { return sc.Applied > applied })
	assert.Greater(t, sc.Applied, applied, "the game goes on")
}

// The table's menu changes the settings, shows the generic rules of a
// ruleset without its own, and quits to the title.
func TestTableMenuControls(t *testing.T) {
	saved := table.Title
	defer func() { table.Title = saved }()
	title := &titleScene{}
	table.Title = func() shell.Scene { return title }

	th := newTableHarness(t, 1)
	th.key(input.KeyBack)
	require.True(t, th.run(t, 5, th.sc.MenuOpen))
	menu, _ := th.sc.Menu()
	th.tap(menu.Speed.OptionRects()[3].Center())
	th.tap(menu.Sound.Rect.Center())
	th.tap(menu.Bets.Rect.Center())
	th.run(t, 10, never)
	st := th.app.Settings()
	assert.Equal(t, anim.SpeedInstant, st.AnimSpeed)
	assert.False(t, st.Sound)
	assert.False(t, st.AskSideBets)
	th.tap(menu.Bets.Rect.Center())
	th.run(t, 4, never)
	assert.True(t, th.app.Settings().AskSideBets, "side bets back on")

	th.tap(menu.RulesButton.Rect.Center())
	require.True(t, th.run(t, 5, menu.ShowingRules))
	assert.Contains(t, menu.Rules()[0], Rules.Name+": "+Rules.Blurb, "the generic page from the descriptor")
	th.tap(menu.Back.Rect.Center())
	require.True(t, th.run(t, 5, func() bool { return !menu.ShowingRules() && menu.IsOpen() }))

	th.tap(menu.Quit.Rect.Center())
	require.True(t, th.run(t, 60, func() bool { return th.app.Scene() == shell.Scene(title) }), "quit goes to the title")
}
