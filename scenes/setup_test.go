package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func lookup(t *testing.T, id string) *engine.Ruleset {
	t.Helper()
	in, err := catalog.Lookup(id)
	require.NoError(t, err)
	return in
}

func coloursUnique(t *testing.T, p *setupPlan) {
	t.Helper()
	seen := map[int]bool{}
	for _, s := range p.Seats {
		require.False(t, seen[s.Colour], "colour %d used twice in %+v", s.Colour, p.Seats)
		require.True(t, s.Colour >= 0 && s.Colour < len(ui.CarColors))
		seen[s.Colour] = true
	}
}

func TestSetupPlanDefaults(t *testing.T) {
	p := newSetupPlan(lookup(t, "life"), 0)
	require.Len(t, p.Seats, 4)
	assert.False(t, p.Seats[0].Computer, "seat 1 is the person")
	for _, s := range p.Seats[1:] {
		assert.True(t, s.Computer)
	}
	assert.Equal(t, []string{"Player 1", "Computer 1", "Computer 2", "Computer 3"}, names(p))
	coloursUnique(t, p)

	d := newSetupPlan(lookup(t, "life-duel"), 0)
	require.Len(t, d.Seats, 2, "the duel is exactly two seats")
	assert.Equal(t, []string{"Player 1", "Computer"}, names(d))
	assert.False(t, d.CanAdd())
	assert.False(t, d.CanRemove())
	assert.False(t, d.Add())
	assert.False(t, d.Remove(0))
	assert.Len(t, d.Seats, 2)
}

func names(p *setupPlan) []string {
	var out []string
	for _, s := range p.Seats {
		out = append(out, s.Name)
	}
	return out
}

func TestSetupPlanSeatBounds(t *testing.T) {
	p := newSetupPlan(lookup(t, "life"), 0)
	for p.Add() {
		coloursUnique(t, p)
	}
	assert.Len(t, p.Seats, 6, "life seats at most six")
	assert.False(t, p.CanAdd())
	for p.Remove(len(p.Seats) - 1) {
	}
	assert.Len(t, p.Seats, 2, "and at least two")
	assert.False(t, p.Remove(0))
	assert.False(t, p.Remove(-1))
	assert.False(t, p.Remove(9))

	// A plan asked for a silly size is clamped.
	assert.Len(t, newSetupPlan(lookup(t, "life"), 40).Seats, 6)
	assert.Len(t, newSetupPlan(lookup(t, "life-duel"), 5).Seats, 2)
}

func TestSetupPlanColoursStayUnique(t *testing.T) {
	p := newSetupPlan(lookup(t, "life"), 5)
	for i := range 200 {
		p.CycleColour(i%len(p.Seats), 1-2*(i%3%2))
		coloursUnique(t, p)
		if i%17 == 0 {
			p.Remove(i % len(p.Seats))
			p.Add()
		}
	}
	// With six seats every colour is taken: cycling keeps the seat's own.
	for p.Add() {
	}
	before := p.Seats[2].Colour
	p.CycleColour(2, 1)
	assert.Equal(t, before, p.Seats[2].Colour)
	coloursUnique(t, p)
}

func TestSetupPlanNamesAndKinds(t *testing.T) {
	p := newSetupPlan(lookup(t, "life"), 3)
	p.SetName(0, "  Ann ")
	p.ToggleComputer(1) // Computer 1 becomes a person
	assert.Equal(t, []string{"Ann", "Player 2", "Computer"}, names(p))
	p.ToggleComputer(0)
	assert.Equal(t, "Ann", p.Seats[0].Name, "a typed name stays")
	p.SetName(0, "")
	assert.Equal(t, "Computer 1", p.Seats[0].Name, "an emptied name goes back to the default")
	p.SetName(0, "\u200b\u200b")
	assert.Equal(t, "Computer 1", p.Seats[0].Name, "a name with nothing visible is no name, as the game would record it")
	p.SetName(0, "An\u0007n")
	assert.Equal(t, "Ann", p.Seats[0].Name, "control characters go")

	s := p.Setup(false, 42)
	assert.Equal(t, "life", s.Ruleset)
	assert.Equal(t, uint64(42), s.Seed)
	require.Len(t, s.Seats, 3)
	assert.Equal(t, []string{"no_bets"}, s.Seats[1].Options, "a person who does not want side bets is never asked")
	assert.Empty(t, s.Seats[0].Options, "computers decide for themselves")
	assert.Empty(t, p.Setup(true, 1).Seats[1].Options)
}

func TestSeedsFixedByCommandLine(t *testing.T) {
	UseSeed(7)
	assert.Equal(t, uint64(7), newSeed())
	assert.Equal(t, uint64(8), newSeed())
	seedMu.Lock()
	seedFixed = false
	seedMu.Unlock()
	assert.NotEqual(t, newSeed(), uint64(9))
}

// appWith runs a scene in an App with scripted input and no window.
type scripted struct{ samples []input.Sample }

func (s *scripted) next() input.Sample {
	if len(s.samples) == 0 {
		return input.Sample{Focused: true}
	}
	x := s.samples[0]
	s.samples = s.samples[1:]
	return x
}

func (s *scripted) tap(x, y float64) { s.samples = append(s.samples, input.ClickSamples(x, y)...) }

func (s *scripted) key(k input.Key) { s.samples = append(s.samples, input.KeySamples(k)...) }

func newTestApp(t *testing.T, sc game.Scene, w, h int) (*game.App, *scripted) {
	t.Helper()
	s := &scripted{}
	app := game.NewApp(sc, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: s.next})
	app.Layout(w, h)
	require.NoError(t, app.Update())
	return app, s
}

func run(t *testing.T, app *game.App, ticks int) {
	t.Helper()
	for range ticks {
		require.NoError(t, app.Update())
	}
}

func TestSetupSceneByTouch(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		sc := newSetup("life")
		app, in := newTestApp(t, sc, size[0], size[1])
		in.tap(sc.add.Rect.Center())
		run(t, app, 3)
		require.Len(t, sc.plan.Seats, 5, "Add a player (%v)", size)
		in.tap(sc.rows[4].remove.Rect.Center())
		run(t, app, 3)
		require.Len(t, sc.plan.Seats, 4)
		c := sc.plan.Seats[0].Colour
		in.tap(sc.rows[0].car.Rect.Center())
		run(t, app, 3)
		assert.NotEqual(t, c, sc.plan.Seats[0].Colour, "tapping the car changes its colour")
		coloursUnique(t, sc.plan)
		in.tap(sc.rows[1].kind.Rect.Center())
		run(t, app, 3)
		assert.False(t, sc.plan.Seats[1].Computer, "tapping Computer makes it a person")

		// Type a name: tap the field, type, Enter.
		var typed []menuTyping
		old := menuReadTyping
		menuReadTyping = func() menuTyping {
			if len(typed) == 0 {
				return menuTyping{}
			}
			x := typed[0]
			typed = typed[1:]
			return x
		}
		in.tap(sc.rows[0].name.Rect.Center())
		run(t, app, 3)
		require.Equal(t, 0, sc.editing)
		typed = []menuTyping{{Chars: []rune("Wendy")}, {Backspace: true}, {Chars: []rune(" S")}, {Enter: true}}
		// W, A, S, D are arrows to the input layer: while typing they must not move the focus.
		in.samples = append(in.samples, input.Sample{Keys: input.KeyUp | input.KeyConfirm, Focused: true})
		run(t, app, 5)
		menuReadTyping = old
		assert.Equal(t, -1, sc.editing)
		assert.Equal(t, "Wend S", sc.plan.Seats[0].Name)
		assert.Len(t, sc.plan.Seats, 4, "no key leaked to a button")
	}
}

func TestSetupSceneByKeyboard(t *testing.T) {
	sc := newSetup("life")
	app, in := newTestApp(t, sc, 1280, 720)
	// The first arrow focuses the first car; Down moves to the next row's car.
	in.key(input.KeyDown)
	in.key(input.KeyDown)
	in.key(input.KeyConfirm)
	run(t, app, 6)
	assert.NotEqual(t, 1, sc.plan.Seats[1].Colour, "Enter on the second car changed its colour")
	coloursUnique(t, sc.plan)
	in.key(input.KeyBack)
	run(t, app, 30)
	_, ok := app.Scene().(*Title)
	assert.True(t, ok, "Escape goes back to the title, got %T", app.Scene())
}

func TestQuickStartChecksArguments(t *testing.T) {
	_, err := NewQuickStart("life-duel", 3, PlayOptions{})
	assert.ErrorContains(t, err, "exactly 2")
	_, err = NewQuickStart("life", 7, PlayOptions{})
	assert.ErrorContains(t, err, "2 to 6")
	_, err = NewQuickStart("nope", 0, PlayOptions{})
	assert.Error(t, err)
	sc, err := NewQuickStart("life", 3, PlayOptions{Autoplay: true})
	require.NoError(t, err)
	q := sc.(*quickStart)
	require.Len(t, q.plan.Seats, 3)
	for _, s := range q.plan.Seats {
		assert.True(t, s.Computer, "autoplay: every seat a computer")
	}
	sc, err = NewQuickStart("life", 0, PlayOptions{})
	require.NoError(t, err)
	q = sc.(*quickStart)
	assert.Len(t, q.plan.Seats, 4)
	assert.False(t, q.plan.Seats[0].Computer, "seat 1 is a person")
}

// setupRowRects are the controls of row i.
func setupRowRects(su *Setup, i int) []ui.Rect {
	r := su.rows[i]
	rs := []ui.Rect{r.car.Rect, r.name.Rect, r.kind.Rect}
	if su.plan.Seats[i].Computer {
		rs = append(rs, r.level.Rect)
	}
	if !su.fixedSeats() {
		rs = append(rs, r.remove.Rect)
	}
	return rs
}

// checkSetup: every control of the setup screen is finger-sized, on screen,
// inside the panel and clear of the others, and the panel's title (the
// game's name and edition) fits its bar. When the rows scroll, their area
// and its scroll bar are on screen, in the panel and clear of the buttons,
// and each row in turn is scrolled wholly into view and checked with the
// buttons and the other rows in view.
func checkSetup(t *testing.T, name string, w, h float64, su *Setup) {
	t.Helper()
	var buttons []ui.Rect
	if !su.fixedSeats() {
		buttons = append(buttons, su.add.Rect)
	}
	buttons = append(buttons, su.back.Rect, su.start.Rect)
	check := func(name string, rs []ui.Rect) {
		t.Helper()
		checkTargets(t, name, w, h, rs)
		for i, r := range rs {
			assert.True(t, su.panel.Rect.Holds(r), "%s: control %d %+v outside the panel %+v", name, i, r, su.panel.Rect)
		}
	}
	assert.True(t, ui.R(0, 0, w, h).Holds(su.panel.Rect), "%s: the panel %+v is cut off by the screen", name, su.panel.Rect)
	if !su.sc.Scrolls() {
		var rs []ui.Rect
		for i := range su.rows {
			rs = append(rs, setupRowRects(su, i)...)
		}
		check(name, append(rs, buttons...))
	} else {
		clip, bar := su.sc.Clip(), su.sc.Bar()
		for _, a := range []ui.Rect{clip, bar} {
			assert.True(t, su.panel.Rect.Holds(a), "%s: the rows' area or its bar %+v outside the panel %+v", name, a, su.panel.Rect)
			for _, b := range buttons {
				assert.False(t, a.Overlaps(b), "%s: the rows' area or its bar %+v reaches a button %+v", name, a, b)
			}
		}
		assert.True(t, bar.X >= su.sc.View.X+su.sc.View.W, "%s: the scroll bar is beside the rows", name)
		for i := range su.rows {
			su.revealRow(i)
			rs := append([]ui.Rect(nil), buttons...)
			for j := range su.rows {
				in := true
				for _, r := range setupRowRects(su, j) {
					in = in && su.sc.Shows(r)
				}
				require.True(t, in || j != i, "%s: row %d cannot be scrolled into view", name, i)
				if in {
					rs = append(rs, setupRowRects(su, j)...)
				}
			}
			check(fmt.Sprintf("%s, scrolled to row %d", name, i), rs)
		}
		su.sc.ScrollBy(-su.sc.Offset)
		su.scrollRows()
	}
	assert.Equal(t, su.plan.Info.Title(), su.panel.Title, "%s: the panel says which game, and which edition", name)
	tw, _ := ui.Measure(su.panel.Title, su.panel.TitleFace())
	assert.LessOrEqual(t, tw, su.panel.Rect.W-32, "%s: the panel's title %q overflows", name, su.panel.Title)
}

// The setup screen lays out for a ruleset of any seat range within the
// engine's, at every seat count it allows, at every size; in the square
// 400×400, the smallest window, five or six rows and the buttons do not
// fit, so the rows scroll there (and only there).
func TestSetupLaysOutForEverySeatRange(t *testing.T) {
	ranges := [][2]int{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {2, 4}, {2, 5}, {2, 6}, {3, 6}, {1, 6}}
	for _, sr := range ranges {
		info := &engine.Ruleset{ID: "test-seats", Name: "Go For Broke", Edition: "with the Casino",
			MinSeats: sr[0], MaxSeats: sr[1], DefaultSeats: sr[0], Version: 1}
		for n := sr[0]; n <= sr[1]; n++ {
			for _, sz := range titleSizes() {
				w, h := game.LogicalSize(sz[0], sz[1])
				su := newSetupFor(info)
				for len(su.plan.Seats) < n && su.plan.Add() {
				}
				require.Len(t, su.plan.Seats, n)
				su.plan.SetName(n-1, "Maximilian Long") // a name as long as may be typed
				su.rebuild()
				su.layout(float64(w), float64(h))
				name := fmt.Sprintf("seats %d..%d, %d seats, %dx%d", sr[0], sr[1], n, sz[0], sz[1])
				checkSetup(t, name, float64(w), float64(h), su)
				// Only in the smallest windows, 400 tall: from three rows
				// and Add a player in the square one (two lines each),
				// from five in the others.
				scrolls := (sz == [2]int{400, 400} && (n >= 5 || n >= 3 && sr[0] != sr[1])) || ((sz == [2]int{500, 400} || sz == [2]int{320, 240}) && n >= 5)
				assert.Equal(t, scrolls, su.sc.Scrolls(), "%s: the rows scroll only where they do not fit", name)
			}
		}
	}
}

// The setup screen takes the game from the catalog's descriptor: its seat
// range, its usual number of seats, its name and edition.
func TestSetupTakesTheDescriptor(t *testing.T) {
	registerTitleSix(t)
	for _, id := range []string{"life", "life-duel", "broke", "gambler", "test-easy-money"} {
		info := lookup(t, id)
		su := newSetup(id)
		su.layout(1280, 720)
		assert.Equal(t, info, su.plan.Info)
		assert.Len(t, su.plan.Seats, info.DefaultSeats, "%s starts with its usual seats", id)
		assert.Equal(t, info.Title(), su.panel.Title, "%s: the panel's title", id)
		for su.plan.Add() {
		}
		assert.Len(t, su.plan.Seats, info.MaxSeats, "%s: seats up to its most", id)
		for su.plan.Remove(0) {
		}
		assert.Len(t, su.plan.Seats, info.MinSeats, "%s: and down to its fewest", id)
	}
	// Life's two editions say which is which.
	for id, want := range map[string]string{"life": "The Game of Life (1960 classic)", "life-duel": "The Game of Life (Two-player edition)"} {
		su := newSetup(id)
		su.layout(400, 866)
		assert.Equal(t, want, su.panel.Title)
	}
	// The command line's seat count is checked against the descriptor too.
	_, err := NewQuickStart("broke", 6, PlayOptions{})
	assert.ErrorContains(t, err, "2 to 5")
}

// sixSeats returns the setup of Life with six seats, in a w×h window.
func sixSeats(t *testing.T, w, h int) (*Setup, *game.App, *scripted) {
	t.Helper()
	sc := newSetup("life")
	for sc.plan.Add() {
	}
	sc.rebuild()
	app, in := newTestApp(t, sc, w, h)
	require.Len(t, sc.rows, 6)
	return sc, app, in
}

// In the smallest window six seats do not fit: the rows scroll under a
// finger. The last seat is dragged into view and its Person/Computer
// toggled; a tap on a button where a row's hidden part lies is the
// button's.
func TestSetupSixSeatsScrollByTouch(t *testing.T) {
	sc, app, in := sixSeats(t, 400, 400)
	require.True(t, sc.sc.Scrolls(), "six rows do not fit 400x400")
	last := sc.rows[5]
	require.False(t, sc.sc.Shows(last.kind.Rect), "the last row starts out of view")
	for step := 0; !sc.sc.Shows(last.kind.Rect); step++ {
		require.Less(t, step, 12, "dragging never brought the last row into view")
		cx, cy := sc.sc.View.Center()
		in.drag(cx, cy, -40) // up: the rows below come into view
		run(t, app, len(in.samples)+1)
	}
	require.True(t, sc.plan.Seats[5].Computer)
	in.tap(last.kind.Rect.Center())
	run(t, app, 3)
	assert.False(t, sc.plan.Seats[5].Computer, "the last seat's toggle, tapped, made it a person")
	assert.Equal(t, "Person", last.kind.Label)

	// Back at the top, a tap on Start, where the last row's hidden part
	// lies, starts the game: the row does not take it.
	sc, app, in = sixSeats(t, 400, 400)
	b, hidden, tx, ty := sc.start, -1, 0.0, 0.0
	for i, r := range sc.rows {
		for _, x := range []*ui.Button{sc.back, sc.start} {
			for _, c := range []ui.Rect{r.kind.Rect, r.level.Rect} {
				if hidden < 0 && !sc.sc.Shows(c) && c.Overlaps(x.Rect) {
					// A point on both the button and the row's hidden control.
					b, hidden, tx, ty = x, i, max(c.X, x.Rect.X)+4, max(c.Y, x.Rect.Y)+4
				}
			}
		}
	}
	require.GreaterOrEqual(t, hidden, 0, "a hidden row lies under Back or Start")
	in.tap(tx, ty)
	run(t, app, 3+30) // the tap, and the change of scene
	assert.True(t, sc.plan.Seats[hidden].Computer, "the hidden row took no tap")
	_, still := app.Scene().(*Setup)
	assert.False(t, still, "%s took the tap", b.Label)
}

// The mouse wheel over the rows scrolls them, and the keyboard focus
// scrolls the row it moves to into view: Tab to the last seat's toggle,
// Enter.
func TestSetupSixSeatsScrollByWheelAndKeyboard(t *testing.T) {
	sc, app, in := sixSeats(t, 400, 400)
	cx, cy := sc.sc.View.Center()
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: cy, MouseIn: true, WheelY: -1, Focused: true})
	run(t, app, 2)
	assert.InDelta(t, min(sc.sc.Max, ui.ScrollWheelStep), sc.sc.Offset, 0.5, "a notch down shows the rows below")
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: sc.back.Rect.Y + 10, MouseIn: true, WheelY: 1, Focused: true})
	run(t, app, 2)
	assert.InDelta(t, min(sc.sc.Max, ui.ScrollWheelStep), sc.sc.Offset, 0.5, "the wheel over the buttons leaves the rows be")
	in.samples = append(in.samples, input.Sample{MouseX: cx, MouseY: cy, MouseIn: true, WheelY: 3, Focused: true})
	run(t, app, 2)
	assert.Equal(t, 0.0, sc.sc.Offset, "notches up go back to the top")

	// Tab from nothing: car, name, toggle, level (a computer's), × of each
	// row in turn.
	for range 4 + 4*5 + 3 {
		in.key(input.KeyNext)
	}
	run(t, app, len(in.samples)+1)
	require.True(t, sc.rows[5].kind.Focused(), "Tab reached the last seat's toggle")
	assert.True(t, sc.sc.Shows(sc.rows[5].kind.Rect), "and scrolled it into view")
	in.key(input.KeyConfirm)
	run(t, app, 3)
	assert.False(t, sc.plan.Seats[5].Computer, "Enter toggled it")
	// Shift+Tab back up to the first row scrolls it back.
	for range 4*5 + 4 + 2 {
		in.key(input.KeyPrev)
	}
	run(t, app, len(in.samples)+1)
	require.True(t, sc.rows[0].car.Focused())
	assert.True(t, sc.sc.Shows(sc.rows[0].car.Rect), "the first row is back in view")
	// Down, car to car, to the last row, which comes into view.
	for range 5 {
		in.key(input.KeyDown)
	}
	run(t, app, len(in.samples)+1)
	require.True(t, sc.rows[5].car.Focused(), "Down went row by row to the last car")
	assert.True(t, sc.sc.Shows(sc.rows[5].car.Rect), "and scrolled it into view")
}

// forgetLevels makes the setup forget the levels chosen, now and after
// the test.
func forgetLevels(t *testing.T) {
	forget := func() {
		levelsMu.Lock()
		defer levelsMu.Unlock()
		clear(levels)
	}
	forget()
	t.Cleanup(forget)
}

// A computer seat's level: normal to start with, cycled easy, normal,
// hard; a person has none; the match gets it, and the ruleset's next
// setup starts from it.
func TestSetupPlanLevels(t *testing.T) {
	forgetLevels(t)
	p := newSetupPlan(lookup(t, "broke"), 3)
	for _, s := range p.Seats {
		assert.Equal(t, "normal", s.Level)
	}
	p.CycleLevel(1)
	assert.Equal(t, "hard", p.Seats[1].Level)
	p.CycleLevel(1)
	assert.Equal(t, "easy", p.Seats[1].Level)
	p.CycleLevel(0) // a person: nothing to cycle
	assert.Equal(t, "normal", p.Seats[0].Level)
	p.CycleLevel(2)
	s := p.Setup(true, 1)
	assert.Equal(t, []string{"", "easy", "hard"}, []string{s.Seats[0].Level, s.Seats[1].Level, s.Seats[2].Level})
	p.ToggleComputer(2)
	assert.Empty(t, p.Setup(true, 1).Seats[2].Level, "a person plays at no level")

	p.ToggleComputer(2)
	p.Remember()
	q := newSetupPlan(lookup(t, "broke"), 4)
	assert.Equal(t, []string{"normal", "easy", "hard", "normal"}, []string{q.Seats[0].Level, q.Seats[1].Level, q.Seats[2].Level, q.Seats[3].Level})
	assert.Equal(t, "normal", newSetupPlan(lookup(t, "gambler"), 3).Seats[1].Level, "each game its own")
}

// At every size, a computer seat's level button is tapped and reached by
// the keyboard; a person's row has none; Start plays the levels chosen, and
// the game's next setup starts from them.
func TestSetupLevelsByTouchAndKeyboard(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}} {
		forgetLevels(t)
		sc := newSetup("gambler")
		app, in := newTestApp(t, sc, sz[0], sz[1])
		w, h := game.LogicalSize(sz[0], sz[1])
		r1 := sc.rows[1].level
		require.False(t, r1.Disabled, "%v: a computer row has a level", sz)
		assert.True(t, sc.rows[0].level.Disabled, "%v: a person's row has none", sz)
		assert.Equal(t, "Normal", r1.Label)
		checkTargets(t, fmt.Sprint(sz), float64(w), float64(h), []ui.Rect{r1.Rect, sc.rows[1].kind.Rect, sc.rows[1].name.Rect})
		// Tab: the person's car, name, toggle and ×, then the computer's
		// car, name, toggle and level.
		for range 4 + 4 {
			in.key(input.KeyNext)
		}
		in.key(input.KeyConfirm)
		run(t, app, len(in.samples)+1)
		require.True(t, r1.Focused(), "%v: Tab reached the level", sz)
		assert.Equal(t, "hard", sc.plan.Seats[1].Level, "%v: Enter cycled it", sz)
		assert.Equal(t, "Hard", r1.Label)
		in.tap(r1.Rect.Center())
		run(t, app, 3)
		assert.Equal(t, "easy", sc.plan.Seats[1].Level, "%v: tapped", sz)
		in.tap(sc.start.Rect.Center())
		run(t, app, 3+30)
		b, ok := app.Scene().(*table.Scene)
		require.True(t, ok, "%v: Start opened the board, got %T", sz, app.Scene())
		m := b.HookInfo().Match
		assert.Equal(t, "easy", m.Setup.Seats[1].Level)
		assert.Equal(t, "easy", m.Rec.R.Seats[1].Level, "the replay records it")
		assert.Equal(t, "normal", m.Setup.Seats[2].Level)
		assert.Equal(t, "easy", newSetup("gambler").plan.Seats[1].Level, "%v: remembered for the next game", sz)
	}
}
