package scenes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/ui"
)

// reachSizes are the window sizes issue 12 asks every screen to work at: a
// small window, a phone upright and sideways, a desktop and a large
// monitor (drawn at the logical sizes game.LogicalSize gives them).
var reachSizes = [][2]int{{320, 240}, {390, 844}, {844, 390}, {1280, 720}, {2560, 1440}}

// The shell's screens for life and life-duel at the five sizes: the title,
// the settings, the setup at every seat count, the past games and the
// replay viewer's controls all lie on the screen, finger-sized and apart.
func TestShellScreensFitTheFiveSizes(t *testing.T) {
	for _, sz := range reachSizes {
		lw, lh := game.LogicalSize(sz[0], sz[1])
		w, h := float64(lw), float64(lh)
		at := fmt.Sprintf("at %dx%d", sz[0], sz[1])

		ti := newTitle()
		ti.layout(w, h)
		checkTitle(t, "title "+at, w, h, ti)

		st := newSettings(NewTitle())
		st.layout(w, h)
		checkTargets(t, "settings "+at, w, h, []ui.Rect{st.sound.Rect, st.volume.Rect, st.speed.Rect, st.bets.Rect, st.advisor.Rect, st.done.Rect})
		for _, c := range []*ui.Choice{st.volume, st.speed} {
			rs := c.OptionRects()
			for i, r := range rs {
				assert.True(t, c.Rect.Holds(r.Inset(3)), "settings %s: %s's option %d %+v inside its row %+v", at, c.Label, i, r, c.Rect)
				for _, o := range rs[i+1:] {
					assert.False(t, r.Overlaps(o), "settings %s: %s's options %+v and %+v overlap", at, c.Label, r, o)
				}
			}
		}

		for _, id := range []string{"life", "life-duel"} {
			su := newSetup(id)
			for {
				su.rebuild()
				su.layout(w, h)
				checkSetup(t, fmt.Sprintf("setup %s, %d seats, %s", id, len(su.plan.Seats), at), w, h, su)
				if !su.plan.Add() {
					break
				}
				su.w = 0 // lay out afresh
			}
		}

		for _, g := range []struct {
			id string
			n  int
		}{{"life", 4}, {"life", 6}, {"life-duel", 2}} {
			name := fmt.Sprintf("replay viewer %s %d %s", g.id, g.n, at)
			sc, err := NewReplay(shotMatch(g.id, g.n, 5).Rec.R.Bytes(), nil)
			require.NoError(t, err)
			rs := sc.(*replayScene)
			rs.layout(w, h)
			var rects []ui.Rect
			for _, b := range []*ui.Button{rs.btnBack, rs.btnPrevTurn, rs.btnStepBack, rs.btnPlay, rs.btnStep, rs.btnNextTurn, rs.btnSpeed, rs.btnExport, rs.btnShare} {
				if b != nil {
					rects = append(rects, b.Rect.HitRect())
				}
			}
			rects = append(rects, rs.slider)
			checkTargets(t, name, w, h, append(rects, rs.b.Controls()[:3]...))
			for _, r := range rects {
				assert.True(t, rs.panel.Holds(r), "%s: %+v inside the controls' panel %+v", name, r, rs.panel)
			}
		}
	}
}
