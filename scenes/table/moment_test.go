package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// runMoment ticks a moment until it lapses and says how long that took.
func runMoment(t *testing.T, m *Moment, in *input.Intents) int {
	for tick := 1; tick <= 1000; tick++ {
		if m.Update(in, anim.Speed1x, ui.R(0, 0, 100, 40)) {
			return tick
		}
	}
	require.Fail(t, "the moment never lapsed")
	return 0
}

// A person who lets their side bets pass waits 1.5 s for each of the first
// few, then less for the next; the bar still shows, and once they take a
// moment up (a press on the bar) the next is long again. A moment lapses
// once: ticking it on does not count it again.
func TestMomentShortensForAPlayerWhoLetsThemPass(t *testing.T) {
	var p Patience
	in := &input.Intents{}
	var lens []int
	for k := 0; k < 5; k++ {
		lens = append(lens, runMoment(t, p.Start(in), in))
	}
	assert.Equal(t, []int{MomentTicks, MomentTicks, MomentTicks, MomentShortTicks, MomentShortTicks}, lens)

	m := p.Start(in)
	assert.Equal(t, 1.0, m.Left(), "a new moment's bar is full")
	in.Press, in.Down, in.X, in.Y = in.Press+1, true, 50, 20
	assert.False(t, m.Update(in, anim.Speed1x, ui.R(0, 0, 100, 40)), "a press on the bar holds it")
	in.Down = false
	for k := 0; k < 200; k++ {
		require.False(t, m.Update(in, anim.Speed1x, ui.R(0, 0, 100, 40)), "a held moment never lapses")
	}
	assert.True(t, m.Held())
	assert.Equal(t, MomentTicks, runMoment(t, p.Start(in), in), "after one taken up, the next is long again")

	m = p.Start(in)
	runMoment(t, m, in)
	assert.True(t, m.Update(in, anim.Speed1x, ui.R(0, 0, 100, 40)), "a lapsed moment stays lapsed")
	assert.Equal(t, 2, p.ignored, "and counts once")
}
