package life

import (
	"fmt"
	"testing"
	"wheeloffate/engine/life"
	"wheeloffate/game/ui"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/scenes/table"
)

// titleStub stands in for the title screen, which lives in scenes.
type titleStub struct{}

func (*titleStub) Update(*game.Context) error { return nil }
func (*titleStub) Draw(*ebiten.Image)         {}

// boardFrozen is what must not change while the menu is open: the actions
// applied, the events played, the car moving, the wheel, the computer's
// thinking and the log on screen.
type boardFrozen struct {
	applied, actions, qi, wait, thinking, logShown int
	said                                           []table.Message
	spinning                                       bool
	wheel                                          float64
	car                                            [2]float64
}

func freeze(b *boardScene) boardFrozen {
	p := b.carPos(max(0, b.active))
	return boardFrozen{b.Applied, len(b.m.Actions), b.qi, b.wait, b.thinking, b.logShown, b.statusOnScreen(),
		b.spinActive, b.wheel.Angle(), [2]float64{p.X, p.Y}}
}

// Escape and the ☰ button (by mouse and by finger) open the menu on Life's
// board; while it is open 300 ticks change nothing in a game of computers,
// and Escape or Resume carries the game on.
func TestBoardMenuPausesTheGame(t *testing.T) {
	m := boardMatch("life", 4, 5, nil)
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	require.True(t, hn.run(t, 600, b.playing), "a computer acts and its events play")

	open := []func(){
		func() { hn.key(input.KeyBack) },
		func() { hn.tap(b.menuBtn.Rect.Center()) },
		func() { hn.fingerTap(b.menuBtn.Rect.Center()) },
	}
	for i, how := range open {
		how()
		require.True(t, hn.run(t, 5, b.menu.IsOpen), "way %d opens the menu", i)
		before := freeze(b)
		hn.run(t, 300, never)
		assert.Equal(t, before, freeze(b), "way %d: nothing moves while the menu is open", i)
		if i%2 == 0 {
			hn.key(input.KeyBack)
		} else {
			hn.tap(b.menu.Resume.Rect.Center()) // Resume
		}
		require.True(t, hn.run(t, 5, func() bool { return !b.menu.IsOpen() }), "way %d: the menu closes", i)
	}
	applied := b.Applied
	hn.run(t, 600, func() bool { return b.Applied > applied })
	assert.Greater(t, b.Applied, applied, "the game goes on once the menu is closed")
}

// Each of the menu's controls does what it says: the speed, the sound and
// side bets change the settings, Rules shows the game's rules, and quit
// goes to the title with the game saved as it stood.
func TestBoardMenuControls(t *testing.T) {
	saved := table.Title
	defer func() { table.Title = saved }()
	title := &titleStub{}
	table.Title = func() game.Scene { return title }

	m := boardMatch("life", 3, 21, []int{0})
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 400, 866)
	hn.key(input.KeyBack)
	require.True(t, hn.run(t, 5, b.menu.IsOpen))
	menu := b.menu

	st := hn.app.Settings()
	require.True(t, st.AskSideBets)
	hn.tap(menu.Speed.OptionRects()[2].Center())
	hn.tap(menu.Sound.Rect.Center())
	hn.tap(menu.Bets.Rect.Center())
	hn.run(t, 10, never)
	st = hn.app.Settings()
	assert.Equal(t, anim.Speed4x, st.AnimSpeed, "the speed is 4×")
	assert.True(t, st.Sound, "the sound was off and is on")
	assert.False(t, st.AskSideBets, "side bets are off for new games")

	hn.tap(menu.RulesButton.Rect.Center())
	require.True(t, hn.run(t, 5, menu.ShowingRules))
	assert.Contains(t, menu.Rules()[0], "Spin the wheel", "Life's own rules, not the generic line")
	hn.key(input.KeyBack)
	require.True(t, hn.run(t, 5, func() bool { return !menu.ShowingRules() }))
	assert.True(t, menu.IsOpen(), "Escape on the rules goes back to the menu")

	actions := len(m.Actions)
	hn.tap(menu.Quit.Rect.Center())
	require.True(t, hn.run(t, 60, func() bool { return hn.app.Scene() == game.Scene(title) }), "quit goes to the title")
	assert.Equal(t, actions, len(m.Actions), "quitting plays nothing")
}

// The ☰ button is on the screen, finger-sized and clear of the camera's
// buttons at every size, and the turn pill keeps room for its words.
func TestBoardMenuButtonFits(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {533, 400}} {
		w, h := game.LogicalSize(win[0], win[1])
		b := newBoardScene(boardMatch("life", 4, 5, nil), table.PlayOptions{})
		b.layout(float64(w), float64(h))
		r := b.menuBtn.Rect
		name := fmt.Sprintf("%dx%d", win[0], win[1])
		assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(r), "%s: ☰ %+v off the screen", name, r)
		assert.GreaterOrEqual(t, min(r.W, r.H), float64(ui.MinHit), "%s: ☰ %+v", name, r)
		for _, o := range []*ui.Button{b.btnCenter, b.btnIn, b.btnOut} {
			assert.False(t, r.Overlaps(o.Rect), "%s: ☰ covers %s", name, o.Label)
			assert.GreaterOrEqual(t, o.Rect.X, b.vp.X+110, "%s: %s leaves the turn pill room", name, o.Label)
		}
	}
}

// The "board-menu" shot shows the menu open once the board has settled.
func TestBoardMenuShotOpensTheMenu(t *testing.T) {
	for _, s := range table.Shots() {
		if s.Name != "board-menu" {
			continue
		}
		b := s.Make().(*boardScene)
		hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
		hn.run(t, s.Ticks, never)
		assert.True(t, b.menu.IsOpen())
		return
	}
	t.Fatal("no board-menu shot")
}

func never() bool { return false }

// At the Day of Reckoning with a number picked, Escape first puts the
// number back (as it did before there was a menu); the next Escape opens
// the menu.
func TestBoardEscapeLeavesASubChoiceBeforeTheMenu(t *testing.T) {
	b := boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon))
	hn := newBoardHarness(t, b, anim.Speed4x, 1280, 720)
	require.True(t, hn.run(t, 600, b.decisionShown), "the reckoning is offered")
	b.selNum = 3 // a number picked to stake on
	hn.key(input.KeyBack)
	hn.run(t, 3, never)
	assert.Zero(t, b.selNum, "Escape put the number back")
	assert.False(t, b.menu.IsOpen(), "and did not open the menu")
	hn.key(input.KeyBack)
	require.True(t, hn.run(t, 5, b.menu.IsOpen), "the next Escape opens the menu")
}

// A modal panel that lies over the ☰ button (the retire decision on a phone
// held sideways) hides it: a tap on the panel's title where the button was
// opens nothing, and Escape still opens the menu.
func TestBoardMenuButtonHidesUnderAModalPanel(t *testing.T) {
	b := boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon))
	hn := newBoardHarness(t, b, anim.Speed4x, 844, 390)
	require.True(t, hn.run(t, 600, b.decisionShown), "the retire decision is offered")
	require.True(t, b.dec.modal && b.dec.modalR.Overlaps(b.menuBtn.Rect), "the panel lies over the button")
	x, y := b.menuBtn.Rect.Center()
	hn.tap(x, y)
	hn.run(t, 4, never)
	assert.False(t, b.menu.IsOpen(), "a tap on the panel does not open the menu")
	hn.key(input.KeyBack)
	require.True(t, hn.run(t, 5, b.menu.IsOpen), "Escape does")
}
