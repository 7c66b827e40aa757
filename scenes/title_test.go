package scenes

import (
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
		assert.GreaterOrEqual(t, l.Title.Face.Size, float64(ui.SizeTitle-6), "%s: the name stays big", name)
	}
}

var sizes = [][2]int{{1280, 720}, {390, 844}, {800, 600}, {1920, 1080}, {720, 1280}, {2400, 400}}

func TestMenuLayoutsFitEveryScreen(t *testing.T) {
	for _, sz := range sizes {
		w, h := game.LogicalSize(sz[0], sz[1])
		fw, fh := float64(w), float64(h)
		name := func(s string) string { return s + " " + string(rune('0'+sz[0]/1000)) }

		ti := newTitle()
		ti.layout(fw, fh)
		rs := []ui.Rect{ti.settings.Rect, ti.replays.Rect}
		if ti.quit != nil {
			rs = append(rs, ti.quit.Rect)
		}
		if ti.cont != nil {
			rs = append(rs, ti.cont.Rect)
		}
		for _, b := range ti.boxes {
			rs = append(rs, b.Rect)
		}
		checkTargets(t, name("title"), fw, fh, rs)
		checkTitleBoxes(t, name("title"), ti)
		_, _, r := ti.view.Center()
		assert.Greater(t, r, 40.0)

		st := newSettings(NewTitle())
		st.layout(fw, fh)
		checkTargets(t, name("settings"), fw, fh, []ui.Rect{st.sound.Rect, st.volume.Rect, st.speed.Rect, st.bets.Rect, st.done.Rect})
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
			checkTargets(t, name("setup "+id), fw, fh, rs)
			tw, _ := ui.Measure(su.panel.Title, su.panel.TitleFace())
			assert.LessOrEqual(t, tw, su.panel.Rect.W-32, "%s: the panel's title %q overflows", name("setup "+id), su.panel.Title)
		}
	}
}

func TestTitleByKeyboardOpensSetup(t *testing.T) {
	ti := newTitle()
	app, in := newTestApp(t, ti, 1280, 720)
	in.key(input.KeyDown) // focus the first game
	in.key(input.KeyDown) // the second
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
	require.Len(t, gs, 2)
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
			assert.NotEmpty(t, l.Sub.S, "%dx%d, %s: the edition line is shown", sz[0], sz[1], id)
			if other, ok := seen[shown]; ok {
				assert.Fail(t, "two boxes read alike", "%dx%d: %s and %s both show %q", sz[0], sz[1], other, id, shown)
			}
			seen[shown] = id
		}
	}
}
