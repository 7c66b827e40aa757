package million

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The five screen sizes a control must be on, as windows.
var turnSizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

var turnNames = []string{"Margaret", "Ben", "Chloe", "Dev"}

// findTurn is a match where Margaret (seat 0, a person) holds a decision
// that want accepts, from the first seed from 3 that gives one.
func findTurn(t testing.TB, want func(g *million.Game, d engine.Decision) bool) *match.Match {
	for seed := uint64(3); seed < 60; seed++ {
		if m, ok := turnMatch(turnNames, 4, seed, want); ok {
			return m
		}
	}
	t.Fatal("no seeded game reaches the decision")
	return nil
}

// drive runs a turn panel on its own with scripted input, placed where the
// table puts it on a window of the given size (table.PlayLayout).
type drive struct {
	t      testing.TB
	m      *match.Match
	u      *turnUI
	tr     input.Tracker
	screen ui.Rect
	bar    ui.Rect
}

func newDrive(t testing.TB, m *match.Match, ws [2]int) *drive {
	lw, lh := game.LogicalSize(ws[0], ws[1])
	dr := &drive{t: t, m: m, screen: ui.R(0, 0, float64(lw), float64(lh))}
	_, dr.bar = table.PlayLayout(dr.screen.W, dr.screen.H, m.G.Seats())
	dr.renew()
	return dr
}

// renew makes the panel for the match's decision, as the table does after
// every action, and lets its first ticks pass.
func (dr *drive) renew() {
	d, ok := dr.m.Decision()
	require.True(dr.t, ok)
	require.Contains(dr.t, []uint8{million.DTurn, million.DBetween}, d.Kind)
	dr.u = newTurnUI(dr.m, d).(*turnUI)
	dr.u.Place(dr.screen, dr.bar)
	for range armTicks {
		dr.feed(input.Sample{Focused: true})
	}
}

func (dr *drive) feed(ss ...input.Sample) (engine.Action, bool) {
	var got engine.Action
	var ok bool
	for _, s := range ss {
		in := dr.tr.Update(s)
		dr.u.Place(dr.screen, dr.bar)
		if a, done := dr.u.Update(&in); done {
			got, ok = a, true
		}
	}
	return got, ok
}

// press uses control c the given way: a mouse click, a touch, or Tab to
// it and Enter.
func (dr *drive) press(c ui.Focusable, way string) (engine.Action, bool) {
	x, y := c.Bounds().Center()
	switch way {
	case "touch":
		return dr.feed(input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true}, input.Sample{Focused: true})
	case "keys":
		for k := 0; k < 60 && dr.u.focus.Current() != c; k++ {
			dr.feed(input.KeySamples(input.KeyNext)...)
		}
		require.Equal(dr.t, c, dr.u.focus.Current(), "Tab reaches the control")
		return dr.feed(input.KeySamples(input.KeyConfirm)...)
	}
	return dr.feed(input.ClickSamples(x, y)...)
}

func (dr *drive) click(c ui.Focusable) (engine.Action, bool) { return dr.press(c, "mouse") }

// apply applies a to the match and makes the next panel.
func (dr *drive) apply(a engine.Action) {
	_, err := dr.m.Apply(a)
	require.NoError(dr.t, err)
	dr.renew()
}

// deeds is the open deeds sheet, or nil.
func (dr *drive) deeds() *deedsSheet {
	s, _ := dr.u.sheet.(*deedsSheet)
	return s
}

// barButtons are the bar's controls on its page.
func (dr *drive) barButtons() []ui.Focusable {
	var out []ui.Focusable
	for _, b := range dr.u.shown() {
		out = append(out, b)
	}
	if len(dr.u.btns) > dr.u.per {
		out = append(out, dr.u.more)
	}
	return out
}

// showEntry turns the bar's pages until b is on it.
func (dr *drive) showEntry(b *ui.Button, way string) {
	for k := 0; k < len(dr.u.btns) && b.Rect.W == 0; k++ {
		dr.press(dr.u.more, way)
	}
	require.Positive(dr.t, b.Rect.W, "the entry %q comes up on the bar", b.Label)
}

// richSet is a set Margaret may build on now with the cash for three
// buildings, -1 for none.
func richSet(g *million.Game) int {
	for _, a := range g.Legal(0, nil) {
		if a.Kind == million.ABuild && g.Cash(0) >= 3*million.Groups[a.Arg].House {
			return int(a.Arg)
		}
	}
	return -1
}
