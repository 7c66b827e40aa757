package racetest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/scenes/table"
)

// untilPersonDares plays the race on the table, the person (seat 0) rolling
// with Space on their own turn and touching nothing else, until the person
// may dare out of turn.
func untilPersonDares(t *testing.T, th *tableHarness) {
	t.Helper()
	dares := func() bool {
		d, ok := th.m.Decision()
		return ok && d == engine.Decision{Seat: 0, Kind: dDare} && !th.sc.Playing()
	}
	for tick := 0; tick < 40000 && !dares(); tick++ {
		if d, ok := th.m.Decision(); ok && len(th.queue) == 0 && !th.sc.Playing() && d.Seat == 0 && d.Kind == dRoll {
			th.roll()
		}
		require.NoError(t, th.app.Update())
	}
	require.True(t, dares(), "the person may dare")
	th.run(t, 1, never) // the panel comes up
}

// roll answers the person's roll by keyboard: the first button, then Enter.
func (th *tableHarness) roll() {
	th.key(input.KeyRight)
	th.key(input.KeyConfirm)
}

// A person's dare on another seat's Chance is out of turn and optional: it
// does not stop the table. Its moment passes in about two seconds at 1x and
// the table applies the ruleset's lapse (no dare); Escape lets it pass at
// once; a press on the bar holds it until the person answers.
func TestTableOptionalChoiceLapses(t *testing.T) {
	th := newTableHarness(t, 1)
	untilPersonDares(t, th)
	acts := len(th.m.Actions)
	th.run(t, table.MomentTicks-10, never)
	assert.Equal(t, acts, len(th.m.Actions), "the moment is still running")
	th.run(t, 20, never)
	require.Greater(t, len(th.m.Actions), acts, "the moment passed by itself")
	assert.Equal(t, engine.Action{Seat: 0, Kind: aPass}, th.m.Actions[acts], "as no dare")
	assert.Equal(t, 1, th.sc.Lapsed)

	th = newTableHarness(t, 1)
	untilPersonDares(t, th)
	acts = len(th.m.Actions)
	th.key(input.KeyBack)
	th.run(t, 3, never)
	require.Greater(t, len(th.m.Actions), acts, "Escape lets it pass")
	assert.Equal(t, engine.Action{Seat: 0, Kind: aPass}, th.m.Actions[acts])
	assert.False(t, th.sc.MenuOpen(), "and opens no menu")
	assert.Zero(t, th.sc.Lapsed)

	th = newTableHarness(t, 1)
	untilPersonDares(t, th)
	acts = len(th.m.Actions)
	// A press on the bar's top edge, clear of its buttons.
	bar := th.sc.Bar()
	x, y := bar.X+bar.W/2, bar.Y+4
	th.queue = append(th.queue, input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true},
		input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
	th.run(t, 3*table.MomentTicks, never)
	assert.Equal(t, acts, len(th.m.Actions), "touched, the moment waits for an answer")
	assert.Zero(t, th.sc.Lapsed)
}

// The person plays a whole race answering only their own rolls: every dare
// offered to them lapses, and the game ends.
func TestTableGameNeedsNoAnswerOutOfTurn(t *testing.T) {
	th := newTableHarness(t, 1)
	for tick := 0; tick < 200000 && !th.m.G.Over(); tick++ {
		if d, ok := th.m.Decision(); ok && len(th.queue) == 0 && !th.sc.Playing() && d.Seat == 0 && d.Kind == dRoll {
			th.roll()
		}
		require.NoError(t, th.app.Update())
	}
	require.True(t, th.m.G.Over(), "the race ends")
	t.Logf("%d actions, %d turns, %d lapsed", len(th.m.Actions), th.m.G.Turn(), th.sc.Lapsed)
	assert.Positive(t, th.sc.Lapsed, "dares were offered and passed")
}

// Two people share the device: a dare of the one who does not hold it runs
// its moment on the pass screen and, left alone, lapses there.
func TestTableHotSeatDareLapsesOnThePassScreen(t *testing.T) {
	th := newTableHarness(t, 2)
	passDare := func() bool {
		d, ok := th.m.Decision()
		return ok && d.Kind == dDare && !th.m.IsComputer(int(d.Seat)) && strings.HasPrefix(th.sc.Status(), "Pass the device to "+th.m.G.Name(int(d.Seat)))
	}
	for tick := 0; tick < 40000 && !passDare(); tick++ {
		if d, ok := th.m.Decision(); ok && len(th.queue) == 0 && !th.sc.Playing() && !th.m.IsComputer(int(d.Seat)) && d.Kind == dRoll {
			if strings.HasPrefix(th.sc.Status(), "Pass the device") {
				th.key(input.KeyConfirm)
			} else {
				th.roll()
			}
		}
		require.NoError(t, th.app.Update())
	}
	require.True(t, passDare(), "a dare for the person without the device")
	d, _ := th.m.Decision()
	acts := len(th.m.Actions)
	th.run(t, table.MomentTicks+10, func() bool { return len(th.m.Actions) > acts })
	require.Greater(t, len(th.m.Actions), acts, "the dare passed on the pass screen")
	assert.Equal(t, engine.Action{Seat: d.Seat, Kind: aPass}, th.m.Actions[acts])
	assert.Equal(t, 1, th.sc.Lapsed)
}
