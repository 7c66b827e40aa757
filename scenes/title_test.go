package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// checkTargets: every control is finger-sized, on screen, and no two overlap.
func checkTargets(t *testing.T, name string, w, h float64, rs []ui.Rect) {
	t.Helper()
	for i, r := range rs {
		assert.GreaterOrEqual(t, r.W, float64(ui.MinHit), "%s: control %d too narrow: %+v", name, i, r)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: control %d too short: %+v", name, i, r)
		assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= w && r.Y+r.H <= h, "%s: control %d off screen (%vx%v): %+v", name, i, w, h, r)
		for j := range i {
			o := rs[j]
			overlap := r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
			assert.False(t, overlap, "%s: controls %d and %d overlap: %+v %+v", name, j, i, o, r)
		}
	}
}

// checkTitleBoxes: every piece of text of a game box lies inside the box,
// in its band or its body, and no two overlap; the whole text is there.
func checkTitleBoxes(t *testing.T, name string, ti *Title) {
	t.Helper()
	for i, b := range ti.boxes {
		g := ti.games[i]
		l := titleBoxFor(b.Rect, g)
		body := ui.R(b.Rect.X, l.Band.Y+l.Band.H, b.Rect.W, b.Rect.H-l.Band.H)
		inBand := []titleBoxText{l.Title, l.Sub}
		inBody := append([]titleBoxText{l.Seats, l.Play}, l.Desc...)
		var all []titleBoxText
		for _, tt := range append(inBand, inBody...) {
			if tt.S != "" {
				all = append(all, tt)
			}
		}
		for _, tt := range inBand {
			assert.True(t, tt.S == "" || l.Band.Holds(tt.Rect), "%s, %s: %q %+v outside the band %+v", name, g.Info.ID, tt.S, tt.Rect, l.Band)
		}
		for _, tt := range inBody {
			assert.True(t, body.Holds(tt.Rect), "%s, %s: %q %+v outside the body %+v", name, g.Info.ID, tt.S, tt.Rect, body)
		}
		for j, a := range all {
			for _, c := range all[:j] {
				assert.False(t, a.Rect.Overlaps(c.Rect), "%s, %s: %q %+v over %q %+v", name, g.Info.ID, a.S, a.Rect, c.S, c.Rect)
			}
		}
		assert.True(t, l.Fits, "%s, %s: some of the text is left out: %+v", name, g.Info.ID, l)
		assert.Equal(t, g.Sub, l.Sub.S, "%s, %s: the small line (the edition) is shown", name, g.Info.ID)
		assert.GreaterOrEqual(t, ui.FaceSize(l.Title.Face), float64(ui.SizeTitle-6), "%s: the name stays big", name)
	}
}

// checkTitle checks the title laid out for a w×h screen: every control
// finger-sized, on screen and clear of the others (checkTargets), every box
// with all of its text (checkTitleBoxes), and the name, the heading and the
// wheel clear of the controls and of each other. When the shelf scrolls,
// each box in turn is scrolled into view and checked with the buttons, and
// the shelf itself must stay clear of them.
func checkTitle(t *testing.T, name string, w, h float64, ti *Title) {
	t.Helper()
	buttons := []ui.Rect{ti.settings.Rect, ti.replays.Rect}
	if ti.quit != nil {
		buttons = append(buttons, ti.quit.Rect)
	}
	if ti.cont != nil {
		buttons = append(buttons, ti.cont.Rect)
	}
	// What else is drawn: the name, the heading over the boxes, the wheel.
	var drawn []ui.Rect
	nw, nh := ui.Measure("Wheel of Fate", ui.Face(ti.titleSz, true))
	drawn = append(drawn, ui.R(ti.titleX-nw/2, ti.titleY-nh/2, nw, nh))
	tw, th := ui.Measure(titleTagline, ti.taglineFace())
	drawn = append(drawn, ui.R(ti.titleX-tw/2, ti.titleY+ti.titleSz*0.72-th/2, tw, th))
	if ti.heading {
		hw, hh := ui.Measure("Choose a game", ui.Face(ui.SizeTitle, true))
		drawn = append(drawn, ui.R(ti.shelf.X, ti.shelf.Y-30-hh/2, hw, hh))
	}
	if ti.wheelOn {
		cx, cy, r := ti.view.Center()
		assert.GreaterOrEqual(t, r, titleWheelR, "%s: the wheel is worth drawing", name)
		rim := r * 1.07
		drawn = append(drawn, ui.R(cx-rim, cy-rim, 2*rim, 2*rim))
	}
	screen := ui.R(0, 0, w, h)
	shelf := ti.shelf // where the boxes are drawn
	if ti.scrolls() {
		shelf = ti.clip()
	}
	for i, d := range drawn {
		assert.True(t, screen.Holds(d), "%s: drawing %d off screen: %+v", name, i, d)
		others := drawn[:i]
		if i == 1 {
			others = nil // the tagline sits under the name, inside its line height
		}
		for _, o := range append(append([]ui.Rect{shelf}, buttons...), others...) {
			assert.False(t, d.Overlaps(o), "%s: drawing %d %+v over %+v", name, i, d, o)
		}
	}
	if !ti.scrolls() {
		rs := append([]ui.Rect(nil), buttons...)
		for _, b := range ti.boxes {
			rs = append(rs, b.Rect)
		}
		checkTargets(t, name, w, h, rs)
	} else {
		assert.True(t, screen.Holds(ti.clip()), "%s: the shelf %+v is off screen", name, ti.clip())
		for _, b := range buttons {
			assert.False(t, ti.clip().Overlaps(b), "%s: the shelf %+v reaches a button %+v", name, ti.clip(), b)
		}
		for i := range ti.boxes {
			ti.reveal(i)
			require.True(t, ti.inView(i), "%s: box %d cannot be scrolled into view", name, i)
			rs := append([]ui.Rect(nil), buttons...)
			for j, b := range ti.boxes {
				if ti.inView(j) {
					rs = append(rs, b.Rect)
				}
			}
			checkTargets(t, fmt.Sprintf("%s, scrolled to box %d", name, i), w, h, rs)
		}
		ti.scrollBy(-ti.sc.Offset)
	}
	checkTitleBoxes(t, name, ti)
}

var sizes = [][2]int{{1280, 720}, {390, 844}, {800, 600}, {1920, 1080}, {720, 1280}, {2400, 400}}

func TestMenuLayoutsFitEveryScreen(t *testing.T) {
	for _, sz := range sizes {
		w, h := game.LogicalSize(sz[0], sz[1])
		fw, fh := float64(w), float64(h)
		name := func(s string) string { return s + " " + string(rune('0'+sz[0]/1000)) }

		ti := newTitle()
		ti.layout(fw, fh)
		checkTitle(t, name("title"), fw, fh, ti)

		st := newSettings(NewTitle())
		st.layout(fw, fh)
		checkTargets(t, name("settings"), fw, fh, []ui.Rect{st.sound.Rect, st.volume.Rect, st.speed.Rect, st.bets.Rect, st.advisor.Rect, st.done.Rect})
		for _, c := range []*ui.Choice{st.volume, st.speed} {
			for _, o := range c.OptionRects() {
				assert.GreaterOrEqual(t, o.W, float64(ui.MinHit))
				assert.LessOrEqual(t, o.X+o.W, fw)
			}
		}

		for _, id := range []string{"life", "life-duel"} {
			su := newSetup(id)
			for su.plan.Add() {
			}
			su.rebuild()
			su.layout(fw, fh)
			checkSetup(t, name("setup "+id), fw, fh, su)
		}
	}
}

func TestTitleByKeyboardOpensSetup(t *testing.T) {
	ti := newTitle()
	app, in := newTestApp(t, ti, 1280, 720)
	in.key(input.KeyDown) // focus the first game
	in.key(input.KeyNext) // the second (in one column or two: other tests add games)
	in.key(input.KeyConfirm)
	run(t, app, 6+30)
	su, ok := app.Scene().(*Setup)
	require.True(t, ok, "got %T", app.Scene())
	assert.Equal(t, "life-duel", su.plan.Info.ID)
}

func TestTitleByTouchOpensSettingsAndBack(t *testing.T) {
	ti := newTitle()
	app, in := newTestApp(t, ti, 390, 844)
	in.tap(ti.settings.Rect.Center())
	run(t, app, 3+30)
	st, ok := app.Scene().(*Settings)
	require.True(t, ok, "got %T", app.Scene())
	in.tap(st.done.Rect.Center())
	run(t, app, 3+30)
	_, ok = app.Scene().(*Title)
	assert.True(t, ok, "Done goes back, got %T", app.Scene())
}

func TestTitleListsPlayableGames(t *testing.T) {
	gs := titleGames()
	require.GreaterOrEqual(t, len(gs), 2, "Life's two editions (and any test rulesets after them)")
	assert.Equal(t, "life", gs[0].Info.ID)
	assert.Equal(t, "life-duel", gs[1].Info.ID)
	for _, g := range gs {
		assert.NotEmpty(t, g.Desc)
	}
	assert.Equal(t, "2 to 6 players", titleSeats(gs[0].Info))
	assert.Equal(t, "2 players", titleSeats(gs[1].Info))
}

// No two boxes on the title read alike: the name and small line as laid
// out (the small line is dropped where it does not fit) tell every game
// apart at every screen size, the two Game of Life editions included.
func TestTitleBoxesNameEachGameApart(t *testing.T) {
	for _, sz := range sizes {
		w, h := game.LogicalSize(sz[0], sz[1])
		ti := newTitle()
		ti.layout(float64(w), float64(h))
		seen := map[string]string{}
		for i, b := range ti.boxes {
			l := titleBoxFor(b.Rect, ti.games[i])
			shown := l.Title.S + " · " + l.Sub.S
			id := ti.games[i].Info.ID
			if ti.games[i].Info.Edition != "" {
				assert.NotEmpty(t, l.Sub.S, "%dx%d, %s: the edition line is shown", sz[0], sz[1], id)
			}
			if other, ok := seen[shown]; ok {
				assert.Fail(t, "two boxes read alike", "%dx%d: %s and %s both show %q", sz[0], sz[1], other, id, shown)
			}
			seen[shown] = id
		}
	}
}

// A box's least height is the least at which it shows all of its text:
// one pixel less does not (or no height up to titleBoxMaxH does), at every
// width from a phone's column to a monitor's, for every game.
func TestTitleBoxMinHIsTheLeast(t *testing.T) {
	ok := func(w, h float64, g titleGame) bool { return titleBoxFor(ui.R(0, 0, w, h), g).OK() }
	for _, g := range titleGames() {
		for w := 150.0; w <= 700; w += 23 {
			h := titleBoxMinH(w, g)
			if h > titleBoxMaxH {
				assert.False(t, ok(w, titleBoxMaxH, g), "%s at %v: no height fits, but %v does", g.Title, w, titleBoxMaxH)
				continue
			}
			assert.True(t, ok(w, h, g), "%s at %v: fits at %v", g.Title, w, h)
			assert.False(t, ok(w, h-1, g), "%s at %v: and not at %v", g.Title, w, h-1)
		}
	}
}

// Each part of the opening comes in after the one before it, rising into
// place as it grows opaque, and is in place, opaque, when the opening ends.
func TestTitleOpeningPoses(t *testing.T) {
	const n = 11 // the name, the heading, five boxes, Continue, Replays, Settings, Quit
	end := openingLen(n)
	for i := range n {
		a, d := openingPose(i, 0)
		assert.Zero(t, a, "part %d is not shown before the opening's first tick", i)
		assert.Equal(t, float64(openRise), d)
		prevA, prevD := a, d
		for tick := 1; tick <= end; tick++ {
			a, d := openingPose(i, tick)
			assert.GreaterOrEqual(t, a, prevA, "part %d fades in, never out (tick %d)", i, tick)
			assert.LessOrEqual(t, d, prevD, "part %d rises, never drops (tick %d)", i, tick)
			if i > 0 {
				before, _ := openingPose(i-1, tick)
				assert.GreaterOrEqual(t, before, a, "part %d is never ahead of part %d (tick %d)", i, i-1, tick)
			}
			prevA, prevD = a, d
		}
		assert.Equal(t, 1.0, prevA, "part %d is opaque at the end", i)
		assert.Zero(t, prevD, "part %d is in its place at the end", i)
	}
	assert.LessOrEqual(t, end, 35, "the opening is over in about half a second at 1×")
}
