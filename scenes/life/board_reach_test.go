package life

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// boardReachState is a game stopped at a decision of one kind.
type boardReachState struct {
	ruleset string
	n       int
	seed    uint64
	acts    []engine.Action
	seat    int
}

// boardReachStates finds, for every decision kind a person can face on
// Life's board, a computer match stopped at it.
func boardReachStates(t *testing.T) map[uint8]boardReachState {
	kinds := []uint8{life.DRoad, life.DCareer, life.DBet, life.DSpin, life.DFork, life.DBuy, life.DMarket,
		life.DSpeculate, life.DRevenge, life.DCollectCard, life.DPayCard, life.DExempt, life.DReckon}
	out := map[uint8]boardReachState{}
	for _, rs := range []string{"life", "life-duel"} {
		for seed := uint64(1); seed <= 40 && len(out) < len(kinds); seed++ {
			n := 4
			if rs == "life-duel" {
				n = 2
			}
			m := boardMatch(rs, n, seed, nil)
			for k := 0; k < 5000; k++ {
				d, ok := m.Decision()
				if !ok {
					break
				}
				if _, have := out[d.Kind]; !have {
					out[d.Kind] = boardReachState{rs, n, seed, append([]engine.Action(nil), m.Actions...), int(d.Seat)}
				}
				require.NoError(t, m.StepComputer())
			}
		}
	}
	for _, k := range kinds {
		require.Contains(t, out, k, "a state with decision %d", k)
	}
	return out
}

// Every panel of Life's board, for every decision kind (and the casino's
// and retire's second steps, a number picked), lies inside the screen at a
// phone's sizes as well as a desktop's: every control is on screen, at
// least 44 logical pixels tall, apart from the others, and the prompt is
// whole, above them.
func TestBoardDecisionsFitEveryScreen(t *testing.T) {
	states := boardReachStates(t)
	for _, sz := range boardReachSizes {
		for _, kind := range slices.Sorted(maps.Keys(states)) {
			st := states[kind]
			for _, step := range []string{"", "picked"} {
				if step != "" && kind != life.DBet && kind != life.DSpeculate && kind != life.DReckon && kind != life.DRevenge {
					continue
				}
				name := fmt.Sprintf("%dx%d %s decision %d %s", sz[0], sz[1], st.ruleset, kind, step)
				b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
				hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
				require.True(t, hn.run(t, 20, b.decisionShown), name)
				if step != "" {
					switch kind {
					case life.DSpeculate:
						b.specSel = [2]int{3, 7}
					case life.DRevenge:
						b.revT = (st.seat + 1) % st.n
					default:
						b.selNum = 4
					}
					require.True(t, hn.run(t, 3, func() bool { return b.decKey.sub == b.subKey() }), name)
				}
				checkBoardDecisionFits(t, b, name)
			}
		}
	}
}

func checkBoardDecisionFits(t *testing.T, b *boardScene, name string) {
	screen := ui.R(0, 0, b.w, b.h)
	panel := b.decR
	if b.dec.modal {
		panel = b.dec.modalR
	}
	assert.True(t, screen.Holds(panel), "%s: the panel %+v is on the screen", name, panel)
	require.NotEmpty(t, b.dec.choices, name)
	for i, c := range b.dec.choices {
		r := c.btn.Rect
		assert.True(t, panel.Holds(r), "%s: %q %+v lies inside its panel %+v", name, c.btn.Label, r, panel)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: %q is tall enough to touch", name, c.btn.Label)
		for _, o := range b.dec.choices[i+1:] {
			assert.False(t, r.HitRect().Overlaps(o.btn.Rect.HitRect()), "%s: %q %+v and %q %+v overlap", name, c.btn.Label, r, o.btn.Label, o.btn.Rect)
		}
		assert.False(t, r.Overlaps(b.dec.promptR), "%s: %q %+v covers the prompt %+v", name, c.btn.Label, r, b.dec.promptR)
	}
	pr := b.dec.promptR
	assert.True(t, panel.Holds(pr), "%s: the prompt %+v inside its panel %+v", name, pr, panel)
	require.NotNil(t, b.dec.promptF, "%s: the prompt's face", name)
	assert.LessOrEqual(t, ui.WrappedHeight(b.dec.prompt, b.dec.promptF, pr.W), pr.H+0.5, "%s: the prompt %q is whole", name, b.dec.prompt)
}

// The retire shot's game late on, in a 320x240 window: the seat panels'
// badges leave a line narrower than a letter, which used to wrap for ever
// (the program grew without end). It lays out, and its panel fits.
func TestBoardRetireLaysOutInASmallWindow(t *testing.T) {
	b := boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon))
	hn := newBoardHarness(t, b, anim.Speed1x, 320, 240)
	require.True(t, hn.run(t, 20, b.decisionShown))
	checkBoardDecisionFits(t, b, "retire shot at 320x240")
}

// boardReachSizes are the window sizes the board's reach tests walk: a
// small window, a phone upright and sideways, a desktop and a large
// monitor (drawn at the logical sizes game.LogicalSize gives them).
var boardReachSizes = [][2]int{{320, 240}, {390, 844}, {844, 390}, {1280, 720}, {2560, 1440}}

// boardControl is a control on the board's screen, by name.
type boardControl struct {
	name string
	r    ui.Rect
}

// boardControlsShown lists the controls a player can use on the board now:
// the camera's buttons and the ☰ button unless a modal panel lies over
// them, and the person's decision's buttons.
func boardControlsShown(b *boardScene) []boardControl {
	var out []boardControl
	if !b.cameraCovered() {
		out = append(out, boardControl{"−", b.btnOut.Rect}, boardControl{"+", b.btnIn.Rect}, boardControl{"Follow", b.btnCenter.Rect})
	}
	if b.menu != nil && !b.menuCovered() {
		out = append(out, boardControl{"☰", b.menuBtn.Rect})
	}
	if b.decisionShown() {
		for _, c := range b.dec.choices {
			out = append(out, boardControl{c.btn.Label, c.btn.Rect})
		}
	}
	return out
}

// checkBoardControls: every control shown is on the screen, finger-sized
// and apart from the others; none lies over the turn pill (bar a modal
// panel's, which covers the pill); the decision bar keeps clear of the top
// bar; every seat panel is on the screen.
func checkBoardControls(t *testing.T, b *boardScene, name string) {
	t.Helper()
	screen := ui.R(0, 0, b.w, b.h)
	pill, _, _, _ := b.turnPill()
	assert.True(t, screen.Holds(pill), "%s: the turn pill %+v is on the screen", name, pill)
	cs := boardControlsShown(b)
	modal := b.decisionShown() && b.dec.modal
	for i, c := range cs {
		assert.True(t, screen.Holds(c.r.HitRect()), "%s: %q %+v is on the screen", name, c.name, c.r)
		assert.GreaterOrEqual(t, c.r.H, float64(ui.MinHit), "%s: %q %+v is tall enough to touch", name, c.name, c.r)
		if !modal {
			assert.False(t, c.r.Overlaps(pill), "%s: %q %+v lies over the turn pill %+v", name, c.name, c.r, pill)
		}
		for _, o := range cs[i+1:] {
			assert.False(t, c.r.HitRect().Overlaps(o.r.HitRect()), "%s: %q %+v and %q %+v overlap", name, c.name, c.r, o.name, o.r)
		}
	}
	if b.barShown() {
		for _, r := range []ui.Rect{pill, b.btnOut.Rect, b.btnIn.Rect, b.btnCenter.Rect, b.menuBtn.Rect} {
			assert.False(t, b.decR.Overlaps(r), "%s: the decision bar %+v lies over the top bar's %+v", name, b.decR, r)
		}
	}
	for i := 0; i < b.n; i++ {
		assert.True(t, screen.Holds(b.seatRect(i)), "%s: seat %d's panel %+v is on the screen", name, i, b.seatRect(i))
	}
}

// boardMainChoice is a decision's main action: its first button that can
// be used (Spin, the short way, a career, a number to bet on, retiring).
func boardMainChoice(t *testing.T, b *boardScene, name string) int {
	for i, c := range b.dec.choices {
		if !c.btn.Disabled {
			return i
		}
	}
	require.Fail(t, "a usable button", name)
	return -1
}

// press uses control i of the decision by one input method: a finger's
// tap, a mouse click, or Tab to it and Enter.
func (hn *boardHarness) press(t *testing.T, i int, how inputMethod, name string) {
	b := hn.b
	c := b.dec.choices[i]
	switch how {
	case byTouch:
		hn.fingerTap(c.btn.Rect.Center())
	case byMouse:
		hn.tapButton(c)
	default:
		for k := 0; k <= len(b.dec.choices) && b.focus.Index() != i; k++ {
			hn.key(input.KeyNext)
			hn.run(t, 3, func() bool { return true })
		}
		require.Equal(t, i, b.focus.Index(), "%s: Tab reaches %q", name, c.btn.Label)
		hn.key(input.KeyConfirm)
	}
	hn.run(t, 4, func() bool { return false })
}

// Every panel of life and life-duel, at every size: each decision's
// controls, the camera's and the ☰ button are on the screen, finger-sized,
// apart and clear of the turn pill, the seat panels fit, and the main action
// answers a finger, a mouse and the keyboard.
func TestBoardEveryControlOnScreenAndReachable(t *testing.T) {
	states := boardReachStates(t)
	for _, sz := range boardReachSizes {
		for _, kind := range slices.Sorted(maps.Keys(states)) {
			st := states[kind]
			for _, how := range []inputMethod{byTouch, byMouse, byKeyboard} {
				name := fmt.Sprintf("%dx%d %s decision %d by %s", sz[0], sz[1], st.ruleset, kind, how)
				b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
				hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
				require.True(t, hn.run(t, 20, b.decisionShown), name)
				if how == byTouch {
					checkBoardControls(t, b, name)
				}
				i := boardMainChoice(t, b, name)
				acts, sub := b.PersonActs, b.subKey()
				hn.press(t, i, how, name)
				assert.True(t, b.PersonActs > acts || b.subKey() != sub, "%s: %q answers", name, b.dec.choices[i].btn.Label)
			}
		}
	}
}

// The in-game menu from the board, at every size: the ☰ button opens it
// to a finger and a mouse, Escape opens it from the keys; its controls lie
// on the screen, finger-sized and apart, the rules page's Back too, and
// Resume closes it by each input.
func TestBoardMenuReachableAtEverySize(t *testing.T) {
	st := boardReachStates(t)[life.DSpin]
	for _, sz := range boardReachSizes {
		for _, how := range []inputMethod{byTouch, byMouse, byKeyboard} {
			name := fmt.Sprintf("%dx%d menu by %s", sz[0], sz[1], how)
			b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
			require.True(t, hn.run(t, 20, b.decisionShown), name)
			x, y := b.menuBtn.Rect.Center()
			switch how {
			case byTouch:
				hn.fingerTap(x, y)
			case byMouse:
				hn.tap(x, y)
			default:
				hn.key(input.KeyBack)
			}
			hn.run(t, 4, func() bool { return false })
			require.True(t, b.menu.IsOpen(), "%s: the menu opens", name)
			screen := ui.R(0, 0, b.w, b.h)
			cs := b.menu.Controls()
			for i, r := range cs {
				assert.True(t, screen.Holds(r), "%s: control %d %+v on the screen", name, i, r)
				assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: control %d %+v tall enough", name, i, r)
				for _, o := range cs[i+1:] {
					assert.False(t, r.HitRect().Overlaps(o.HitRect()), "%s: controls %+v and %+v overlap", name, r, o)
				}
			}
			resume := cs[0]
			switch how {
			case byTouch:
				hn.fingerTap(resume.Center())
			case byMouse:
				hn.tap(resume.Center())
			default:
				hn.key(input.KeyNext)
				hn.key(input.KeyConfirm)
			}
			hn.run(t, 6, func() bool { return false })
			assert.False(t, b.menu.IsOpen(), "%s: Resume closes it", name)
			assert.True(t, b.decisionShown(), "%s: the decision is still up", name)
		}
	}
}

// The hot-seat screen between two people's turns, at every size: its
// Continue button is on the screen and finger-sized, and a finger, a mouse
// or a key passes it.
func TestBoardPassScreenReachableAtEverySize(t *testing.T) {
	for _, sz := range boardReachSizes {
		for _, how := range []inputMethod{byTouch, byMouse, byKeyboard} {
			name := fmt.Sprintf("%dx%d pass screen by %s", sz[0], sz[1], how)
			b := newBoardScene(boardMatch("life", 3, 5, []int{0, 2}), table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.SpeedInstant, sz[0], sz[1])
			require.True(t, hn.run(t, 2000, func() bool { return b.passTo >= 0 }), "%s: the pass screen comes up", name)
			to := b.passTo
			r := b.passBtn.Rect
			assert.True(t, ui.R(0, 0, b.w, b.h).Holds(r), "%s: Continue %+v is on the screen", name, r)
			assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: Continue is tall enough", name)
			switch how {
			case byTouch:
				hn.fingerTap(r.Center())
			case byMouse:
				hn.tap(r.Center())
			default:
				hn.key(input.KeyConfirm)
			}
			hn.run(t, 4, func() bool { return false })
			assert.Equal(t, to, b.viewer, "%s: the screen is passed to its player", name)
		}
	}
}
