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

// checkSetup: every control of the setup screen is finger-sized, on screen,
// inside the panel and clear of the others, and the panel's title (the
// game's name and edition) fits its bar.
func checkSetup(t *testing.T, name string, w, h float64, su *Setup) {
	t.Helper()
	var rs []ui.Rect
	for _, r := range su.rows {
		rs = append(rs, r.car.Rect, r.name.Rect, r.kind.Rect)
		if !su.fixedSeats() {
			rs = append(rs, r.remove.Rect)
		}
	}
	if !su.fixedSeats() {
		rs = append(rs, su.add.Rect)
	}
	rs = append(rs, su.back.Rect, su.start.Rect)
	checkTargets(t, name, w, h, rs)
	for i, r := range rs {
		assert.True(t, su.panel.Rect.Holds(r), "%s: control %d %+v outside the panel %+v", name, i, r, su.panel.Rect)
	}
	assert.Equal(t, su.plan.Info.Title(), su.panel.Title, "%s: the panel says which game, and which edition", name)
	tw, _ := ui.Measure(su.panel.Title, su.panel.TitleFace())
	assert.LessOrEqual(t, tw, su.panel.Rect.W-32, "%s: the panel's title %q overflows", name, su.panel.Title)
}

// The setup screen lays out for a ruleset of any seat range within the
// engine's, at every seat count it allows, at every size but the square
// 400×400, the smallest window, where six rows of 44 pixels and the
// buttons do not fit (the tightest layout is used there).
func TestSetupLaysOutForEverySeatRange(t *testing.T) {
	ranges := [][2]int{{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {2, 4}, {2, 5}, {2, 6}, {3, 6}, {1, 6}}
	for _, sr := range ranges {
		info := &engine.Ruleset{ID: "test-seats", Name: "Go For Broke", Edition: "with the Casino",
			MinSeats: sr[0], MaxSeats: sr[1], DefaultSeats: sr[0], Version: 1}
		for n := sr[0]; n <= sr[1]; n++ {
			for _, sz := range titleSizes() {
				if sz == [2]int{400, 400} && n > 5 {
					continue
				}
				w, h := game.LogicalSize(sz[0], sz[1])
				su := newSetupFor(info)
				for len(su.plan.Seats) < n && su.plan.Add() {
				}
				require.Len(t, su.plan.Seats, n)
				su.plan.SetName(n-1, "Maximilian Long") // a name as long as may be typed
				su.rebuild()
				su.layout(float64(w), float64(h))
				checkSetup(t, fmt.Sprintf("seats %d..%d, %d seats, %dx%d", sr[0], sr[1], n, sz[0], sz[1]), float64(w), float64(h), su)
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
