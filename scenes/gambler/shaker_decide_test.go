package gambler

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/gambler"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The five sizes every control must be on and finger-sized at.
var sizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

// atMarker is a game in which Margaret (seat 0, a person) must put her
// marker down with others already on the shaker, and its stages.
func atMarker(t *testing.T, seed uint64) (*match.Match, *shaker, engine.Decision) {
	t.Helper()
	cm, evs := findShow(seed, func(d engine.Decision, cur, _ []engine.Event) ([]engine.Event, bool) {
		return cur, d.Kind == gambler.DMarker && count(cur, gambler.EvMarker) >= 1
	})
	m, stages := personStages(cm, evs)
	d, ok := m.Decision()
	require.True(t, ok)
	require.Equal(t, uint8(gambler.DMarker), d.Kind)
	return m, stages[0].(*shaker), d
}

// driver feeds scripted samples to a decision UI through the input
// tracker, as the window does, a tick each.
type driver struct {
	tr  input.Tracker
	dui table.DecisionUI
}

func (dr *driver) run(samples ...input.Sample) (engine.Action, bool) {
	for _, s := range samples {
		in := dr.tr.Update(s)
		if a, ok := dr.dui.Update(&in); ok {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (dr *driver) idle(n int) {
	for range n {
		dr.run(input.Sample{Focused: true})
	}
}

func touchSamples(x, y float64) []input.Sample {
	return []input.Sample{{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true}, {Focused: true}}
}

// placedPick is Margaret's marker choice on a w×h window, placed where the
// table puts it.
func placedPick(t *testing.T, m *match.Match, s *shaker, d engine.Decision, w, h int) (*markerPick, ui.Rect) {
	lw, lh := game.LogicalSize(w, h)
	sc := table.New(m, table.PlayOptions{}, stagePresenter{stages: []table.Stage{s}})
	sc.Layout(float64(lw), float64(lh))
	screen := ui.R(0, 0, float64(lw), float64(lh))
	dui, ok := s.Decide(m, d).(*markerPick)
	require.True(t, ok, "the shaker makes the marker choice")
	dui.Place(screen, sc.Bar())
	return dui, screen
}

// The marker choice offers exactly the legal actions: every free betting
// space (none taken by a marker already down) and the IOU, each on the
// screen, at least a fingertip square, apart from the others, at five
// window sizes; each is chosen by a touch, a mouse click, and the keyboard
// (Tab to it, Enter).
func TestMarkerPickOffersTheLegalSpacesByTouchMouseAndKeys(t *testing.T) {
	m, s, d := atMarker(t, 11)
	legal := m.G.Legal(0, nil)
	var v gambler.View
	m.G.(*gambler.Game).ViewFor(0, &v)
	for _, sz := range sizes {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		p, screen := placedPick(t, m, s, d, sz[0], sz[1])
		offered := append(slices.Clone(p.acts), p.xacts...)
		assert.ElementsMatch(t, legal, offered, "%s: the choices are the legal actions", name)
		for _, b := range p.bets {
			assert.True(t, v.Free(b), "%s: %s is taken, yet offered", name, gambler.BetNames[b])
		}
		var rects []ui.Rect
		for _, sp := range p.spaces {
			rects = append(rects, sp.Rect)
		}
		for _, b := range p.extra {
			rects = append(rects, b.Rect)
		}
		for i, r := range rects {
			assert.GreaterOrEqual(t, r.W, float64(ui.MinHit), "%s: choice %d is narrower than a finger", name, i)
			assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: choice %d is shorter than a finger", name, i)
			assert.True(t, screen.Holds(r), "%s: choice %d %+v off the screen", name, i, r)
			for j := range i {
				assert.False(t, r.HitRect().Overlaps(rects[j].HitRect()), "%s: choices %d and %d overlap", name, j, i)
			}
		}
		for i := range offered {
			r := rects[i]
			for way, samples := range map[string][]input.Sample{
				"touch": touchSamples(r.Center()),
				"click": input.ClickSamples(r.Center()),
			} {
				p, _ := placedPick(t, m, s, d, sz[0], sz[1])
				dr := &driver{dui: p}
				dr.idle(armTicks)
				a, ok := dr.run(samples...)
				require.True(t, ok, "%s: a %s on choice %d chooses", name, way, i)
				assert.Equal(t, offered[i], a, "%s: a %s on choice %d", name, way, i)
			}
			p, _ := placedPick(t, m, s, d, sz[0], sz[1])
			dr := &driver{dui: p}
			dr.idle(armTicks)
			var keys []input.Sample
			for range i + 1 {
				keys = append(keys, input.KeySamples(input.KeyNext)...)
			}
			a, ok := dr.run(append(keys, input.KeySamples(input.KeyConfirm)...)...)
			require.True(t, ok, "%s: Tab ×%d and Enter choose", name, i+1)
			assert.Equal(t, offered[i], a, "%s: Tab ×%d and Enter", name, i+1)
		}
	}
}
