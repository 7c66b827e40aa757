package scenes

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// The title with more games than Life's two: Go For Broke, Gambler, Make a
// Million, a stand-in for the one to come if there is one (those of the
// "title-five" shot) and a sixth with a long name, no edition and a long
// blurb. catalog.Register is for the whole test binary,
// so they are registered once, here, and every other title test takes
// whatever number of games it finds.
var titleSixOnce sync.Once

func registerTitleSix(t *testing.T) []titleGame {
	t.Helper()
	titleSixOnce.Do(func() {
		registerShotRulesets()
		require.NoError(t, catalog.Register(&engine.Ruleset{
			ID: "test-easy-money", Name: "Easy Money", MinSeats: 2, MaxSeats: 6, DefaultSeats: 4, Version: 1,
			Blurb: "Roll, buy the Barber Shop and the Ice Company, collect from everyone who lands there, and keep going until only one player has any money left.",
			New:   func(engine.Setup) (engine.Game, error) { return nil, fmt.Errorf("a test ruleset") },
		}))
	})
	gs := titleGames()
	require.Len(t, gs, 6)
	return gs
}

// titleSizes are the window sizes the title is checked at: the menus'
// sizes, the smallest window, a phone on its side, and a large desktop,
// plus near-square windows, where the name, the wheel and one column of
// boxes no longer fit side by side.
func titleSizes() [][2]int {
	return append(append([][2]int(nil), sizes...), [][2]int{{320, 240}, {844, 390}, {2560, 1440}, {400, 400}, {500, 400}}...)
}

func TestTitleLaysOutOneToSixGames(t *testing.T) {
	all := registerTitleSix(t)
	for _, sz := range titleSizes() {
		w, h := game.LogicalSize(sz[0], sz[1])
		fw, fh := float64(w), float64(h)
		for n := 1; n <= len(all); n++ {
			ti := newTitleWith(all[:n])
			ti.layout(fw, fh)
			checkTitle(t, fmt.Sprintf("%dx%d, %d games", sz[0], sz[1], n), fw, fh, ti)
			// With a game to continue, and in a browser (no Quit).
			ti = newTitleWith(all[:n])
			ti.cont, ti.quit = ui.NewButton(ui.Rect{}, "Continue"), nil
			ti.layout(fw, fh)
			checkTitle(t, fmt.Sprintf("%dx%d, %d games, Continue, no Quit", sz[0], sz[1], n), fw, fh, ti)
			ti = newTitleWith(all[:n])
			ti.cont = ui.NewButton(ui.Rect{}, "Continue")
			ti.layout(fw, fh)
			checkTitle(t, fmt.Sprintf("%dx%d, %d games, Continue", sz[0], sz[1], n), fw, fh, ti)
		}
		// And as the catalog lists them, through newTitle.
		ti := newTitle()
		ti.layout(fw, fh)
		require.Len(t, ti.boxes, 6)
		checkTitle(t, fmt.Sprintf("%dx%d, the catalog", sz[0], sz[1]), fw, fh, ti)
	}
}

// The two Life boxes have the same name; their small lines tell them apart
// at every size.
func TestTitleTellsEditionsApart(t *testing.T) {
	all := registerTitleSix(t)
	for _, sz := range titleSizes() {
		w, h := game.LogicalSize(sz[0], sz[1])
		for _, n := range []int{2, 5, 6} {
			ti := newTitleWith(all[:n])
			ti.layout(float64(w), float64(h))
			var subs []string
			for i, b := range ti.boxes[:2] {
				require.Equal(t, "The Game of Life", ti.games[i].Title)
				subs = append(subs, titleBoxFor(b.Rect, ti.games[i]).Sub.S)
			}
			assert.Equal(t, []string{"1960 classic", "Two-player edition"}, subs, "%v, %d games", sz, n)
		}
	}
}

// titleSetupFor is the ruleset of the setup screen app is on, or "".
func titleSetupFor(app *game.App) string {
	if su, ok := app.Scene().(*Setup); ok {
		return su.plan.Info.ID
	}
	return ""
}

// Every box is reached by the arrow keys and by Tab, scrolled into view
// when the focus lands on it, and opened by Enter.
func TestTitleKeyboardReachesEveryBox(t *testing.T) {
	registerTitleSix(t)
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {400, 400}} {
		for target := range 6 {
			for _, arrows := range []bool{true, false} {
				name := fmt.Sprintf("%v, box %d, arrows %v", sz, target, arrows)
				ti := newTitle()
				app, in := newTestApp(t, ti, sz[0], sz[1])
				for step := 0; ti.focus.Index() != target; step++ {
					require.Less(t, step, 12, "%s: the focus never got there", name)
					k := input.KeyNext
					if cur := ti.focus.Index(); arrows && cur >= 0 {
						require.Less(t, cur, len(ti.boxes), "%s: the arrows left the boxes", name)
						// Towards the target: to its column, then along it.
						cx, cy := ti.boxes[cur].Rect.Center()
						tx, ty := ti.boxes[target].Rect.Center()
						switch {
						case tx > cx+1:
							k = input.KeyRight
						case tx < cx-1:
							k = input.KeyLeft
						case ty > cy:
							k = input.KeyDown
						default:
							k = input.KeyUp
						}
					} else if arrows {
						k = input.KeyDown // the first arrow focuses the first box
					}
					in.key(k)
					run(t, app, 2)
					if i := ti.focus.Index(); i >= 0 && i < len(ti.boxes) {
						assert.True(t, ti.inView(i), "%s: the focused box %d is out of view", name, i)
					}
				}
				in.key(input.KeyConfirm)
				run(t, app, 3+30)
				assert.Equal(t, ti.games[target].Info.ID, titleSetupFor(app), name)
			}
		}
	}
}

// drag moves the pointer from (x, y) by dy in steps, then holds still
// before letting go, so the shelf does not glide.
func (s *scripted) drag(x, y, dy float64) {
	down := func(y float64) input.Sample {
		return input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true}
	}
	s.samples = append(s.samples, down(y))
	for i := 1; i <= 8; i++ {
		s.samples = append(s.samples, down(y+dy*float64(i)/8))
	}
	for range 15 {
		s.samples = append(s.samples, down(y+dy))
	}
	s.samples = append(s.samples, input.Sample{MouseX: x, MouseY: y + dy, MouseIn: true, Focused: true})
}

// Every box is reached by dragging the shelf and tapped open.
func TestTitleTouchReachesEveryBox(t *testing.T) {
	registerTitleSix(t)
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {400, 400}} {
		for target := range 6 {
			name := fmt.Sprintf("%v, box %d", sz, target)
			ti := newTitle()
			app, in := newTestApp(t, ti, sz[0], sz[1])
			for step := 0; !ti.inView(target); step++ {
				require.Less(t, step, 12, "%s: dragging never brought it into view", name)
				// As far as it takes (the shelf may be little taller than
				// a box), up to nearly half the shelf at a time.
				cx, cy := ti.shelf.Center()
				b, s := ti.boxes[target].Rect, ti.shelf
				if b.Y < s.Y {
					dy := max(2*input.TapSlop, min(s.H*0.4, s.Y-b.Y+2))
					in.drag(cx, cy-dy/2, dy) // down: the boxes above come into view
				} else {
					dy := max(2*input.TapSlop, min(s.H*0.4, b.Y+b.H-(s.Y+s.H)+2))
					in.drag(cx, cy+dy/2, -dy)
				}
				run(t, app, len(in.samples)+1)
			}
			in.tap(ti.boxes[target].Rect.Center())
			run(t, app, 3+30)
			assert.Equal(t, ti.games[target].Info.ID, titleSetupFor(app), name)
		}
	}
}

// A flick glides and stops at the end; the mouse wheel over the shelf
// scrolls it.
func TestTitleShelfGlidesAndWheels(t *testing.T) {
	registerTitleSix(t)
	ti := newTitle()
	app, in := newTestApp(t, ti, 390, 844)
	require.True(t, ti.scrolls(), "six games do not fit a phone at once")
	cx, cy := ti.shelf.Center()
	for i := range 5 {
		in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: cy - float64(i)*40, MouseIn: true, MouseDown: true, Focused: true})
	}
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: cy - 160, MouseIn: true, Focused: true})
	run(t, app, 6)
	after := ti.sc.Offset
	run(t, app, 120)
	assert.Greater(t, ti.sc.Offset, after, "a flick glides on")
	assert.Equal(t, ti.sc.Max, ti.sc.Offset, "and stops at the end")
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: cy, MouseIn: true, WheelY: 2, Focused: true})
	run(t, app, 2)
	assert.InDelta(t, ti.sc.Max-2*ui.ScrollWheelStep, ti.sc.Offset, 0.5, "two notches up show the boxes above")
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: ti.replays.Rect.Y + 10, MouseIn: true, WheelY: 2, Focused: true})
	run(t, app, 2)
	assert.InDelta(t, ti.sc.Max-2*ui.ScrollWheelStep, ti.sc.Offset, 0.5, "the wheel elsewhere leaves the shelf be")
}

// A box scrolled half out of view is not tapped through the button (or the
// wheel) its hidden part lies over: the button gets the tap.
func TestTitleHiddenBoxPartTakesNoTap(t *testing.T) {
	registerTitleSix(t)
	ti := newTitle()
	app, in := newTestApp(t, ti, 390, 844)
	require.True(t, ti.scrolls())
	under := -1
	for i, b := range ti.boxes {
		if b.Rect.Overlaps(ti.replays.Rect) {
			under = i
		}
	}
	require.GreaterOrEqual(t, under, 0, "a box's hidden part lies over Replays: the case this is about")
	in.tap(ti.replays.Rect.Center())
	run(t, app, 3+30)
	_, ok := app.Scene().(*replaysScene)
	assert.True(t, ok, "Replays opened, got %T", app.Scene())
	// The browser hook and the toasts see only the part in view.
	ti = newTitle()
	ti.layout(400, 866)
	for _, d := range ti.HookControls() {
		assert.True(t, ti.clip().Holds(d.Rect), "%s: %+v", d.Label, d.Rect)
	}
}

// A blurb longer than any box holds still gets a box, on screen and
// reachable, with as much of the blurb as fits: all of it where the screen
// is wide enough, else lines ending in an ellipsis.
func TestTitleOverlongBlurbEllipsized(t *testing.T) {
	gs := titleGames()[:2]
	long := gs[1]
	long.Desc = strings.Repeat("Spin the wheel, pay the bank and collect from the others. ", 12)
	for _, sz := range titleSizes() {
		w, h := game.LogicalSize(sz[0], sz[1])
		ti := newTitleWith([]titleGame{gs[0], long})
		ti.layout(float64(w), float64(h))
		ti.reveal(1)
		require.True(t, ti.inView(1), "%v", sz)
		assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(ti.boxes[1].Rect), "%v", sz)
		l := titleBoxFor(ti.boxes[1].Rect, long)
		require.NotEmpty(t, l.Desc, "%v: %+v", sz, ti.boxes[1].Rect)
		last := l.Desc[len(l.Desc)-1]
		assert.True(t, l.Fits || strings.HasSuffix(last.S, "…"), "%v: %+v", sz, l.Desc)
		assert.True(t, ti.boxes[1].Rect.Holds(last.Rect), "%v", sz)
	}
}
