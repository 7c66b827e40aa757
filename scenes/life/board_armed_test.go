package life

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/scenes/table"
)

// A prompt ignores a click begun before it appeared: the mouse pressed
// during the computer's turn, over the place where the person's button will
// be, and let go just after the prompt came up chooses nothing; a click
// begun after it does choose.
func TestBoardPromptIgnoresAClickBegunBefore(t *testing.T) {
	shown := func(b *boardScene) bool { return b.decisionShown() && len(b.dec.choices) > 0 }
	// Where the person's first prompt puts its last button (a pass, a
	// "No bet", the long way): the same match played once to find it.
	first := newBoardScene(boardMatch("life", 2, 4, []int{1}), table.PlayOptions{})
	hn := newBoardHarness(t, first, anim.Speed2x, 1280, 720)
	require.True(t, hn.run(t, 20000, func() bool { return shown(first) }), "the person's prompt comes up")
	x, y := first.dec.choices[len(first.dec.choices)-1].btn.Rect.Center()
	kind := first.dec.kind

	b := newBoardScene(boardMatch("life", 2, 4, []int{1}), table.PlayOptions{})
	hn = newBoardHarness(t, b, anim.Speed2x, 1280, 720)
	require.False(t, shown(b), "a computer moves first")
	hn.idle = input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true}
	require.True(t, hn.run(t, 20000, func() bool { return shown(b) }), "the prompt comes up with the mouse held")
	require.Equal(t, kind, b.dec.kind)
	hn.idle = input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true}
	hn.run(t, 5, func() bool { return false })
	assert.Zero(t, b.PersonActs, "the click begun during the computer's turn chose nothing")
	assert.True(t, shown(b), "the prompt is still up")
	assert.Zero(t, b.selNum)

	hn.tap(x, y)
	hn.run(t, 5, func() bool { return false })
	assert.Equal(t, 1, b.PersonActs, "a click begun after the prompt appeared chooses")
}

// A key held down from before the prompt does not confirm it.
func TestBoardPromptIgnoresAKeyPressedBefore(t *testing.T) {
	b := newBoardScene(boardMatch("life", 2, 4, []int{1}), table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed2x, 1280, 720)
	hn.idle = input.Sample{Keys: input.KeyConfirm, Focused: true}
	require.True(t, hn.run(t, 20000, func() bool { return b.decisionShown() }), "the prompt comes up with Space held")
	hn.run(t, 60, func() bool { return false })
	assert.Zero(t, b.PersonActs, "a key held from before confirms nothing")
}

// The hot-seat screen ignores a click begun before it appeared: the mouse
// held down during a computer's turn and let go once "Pass the device"
// is up passes nothing (the next player has not seen it yet); a click
// begun after it does.
func TestBoardPassScreenIgnoresAClickBegunBefore(t *testing.T) {
	seed := uint64(1)
	for ; seed < 40; seed++ { // a match a computer starts, so the screen comes later
		if d, ok := boardMatch("life", 3, seed, []int{1, 2}).Decision(); ok && d.Seat == 0 {
			break
		}
	}
	b := newBoardScene(boardMatch("life", 3, seed, []int{1, 2}), table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed2x, 1280, 720)
	require.Negative(t, b.passTo, "a computer moves first")
	x, y := b.passBtn.Rect.Center()
	hn.idle = input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true}
	require.True(t, hn.run(t, 20000, func() bool { return b.passTo >= 0 }), "the pass screen comes up with the mouse held")
	to := b.passTo
	hn.idle = input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true}
	hn.run(t, 5, func() bool { return false })
	assert.Equal(t, to, b.passTo, "the click begun before the screen passed nothing")

	hn.tap(x, y)
	hn.run(t, 5, func() bool { return false })
	assert.Negative(t, b.passTo, "a click begun after it passes the device")
	assert.Equal(t, to, b.viewer)
}

// A modal panel over the camera's buttons (the retire panel on a short
// screen) takes their taps: a tap on the panel where "+"
// lies under it does not zoom the board.
func TestBoardModalPanelTakesTheCameraButtonsTaps(t *testing.T) {
	states := boardReachStates(t)
	for _, kind := range []uint8{life.DReckon} {
		st := states[kind]
		b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed1x, 320, 240)
		require.True(t, hn.run(t, 20, b.decisionShown))
		require.True(t, b.dec.modal && b.dec.modalR.Overlaps(b.btnIn.Rect), "decision %d: the panel lies over the + button", kind)
		zoom := b.zoom
		hn.tap(b.btnIn.Rect.Center())
		hn.run(t, 5, func() bool { return false })
		assert.Equal(t, zoom, b.zoom, "decision %d: the board did not zoom", kind)
	}
}
