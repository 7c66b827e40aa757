package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/input"
)

// A list taller than its view scrolls between its ends, and Reveal brings
// a part wholly into view, from below and from above.
func TestScrollerRevealsWithinItsEnds(t *testing.T) {
	s := Scroller{View: R(10, 100, 200, 200), Pad: 8}
	s.SetContent(500)
	require.True(t, s.Scrolls())
	assert.Equal(t, 300.0, s.Max)
	mid := R(10, 400, 200, 50) // a part, where it is not scrolled
	s.Reveal(mid)
	assert.Equal(t, 150.0, s.Offset, "no further than it takes")
	mid.Y -= s.Offset
	assert.True(t, s.Shows(mid), "in view: %+v", mid)
	last := R(10, 550, 200, 50)
	s.Reveal(last)
	assert.Equal(t, 300.0, s.Offset)
	first := R(10, 100, 200, 50)
	s.Reveal(first)
	assert.Equal(t, 0.0, s.Offset)
	s.ScrollBy(-40)
	assert.Equal(t, 0.0, s.Offset, "not past the top")
	s.ScrollBy(1e6)
	assert.Equal(t, 300.0, s.Offset, "not past the bottom")
	s.SetContent(150)
	assert.False(t, s.Scrolls(), "a list that fits does not scroll")
	assert.Equal(t, 0.0, s.Offset)
}

// What lies outside the clip (a part scrolled under a button) takes no
// tap, and the mouse wheel over the list scrolls it.
func TestScrollerClipsTapsAndWheels(t *testing.T) {
	s := Scroller{View: R(0, 100, 200, 200), Pad: 8}
	s.SetContent(600)
	in := s.Input(click(50, 350)) // below the clip
	_, _, ok := in.Tap()
	assert.False(t, ok, "a tap below the list is not the list's")
	in = s.Input(click(50, 200))
	x, y, ok := in.Tap()
	assert.True(t, ok && x == 50 && y == 200, "a tap in the list is")

	var tr input.Tracker
	wheel := tr.Update(input.Sample{MouseX: 50, MouseY: 200, MouseIn: true, WheelY: -2, Focused: true})
	s.Update(&wheel)
	assert.InDelta(t, 2*ScrollWheelStep, s.Offset, 0.5, "two notches down show what is below")
	wheel = tr.Update(input.Sample{MouseX: 50, MouseY: 400, MouseIn: true, WheelY: -2, Focused: true})
	s.Update(&wheel)
	assert.InDelta(t, 2*ScrollWheelStep, s.Offset, 0.5, "the wheel elsewhere leaves it be")
}

// While a scroller draws, the controls it holds are recorded as the part
// of them in its clip, and one wholly out of view not at all.
func TestScrollerClipsRecordedControls(t *testing.T) {
	RecordDrawn(true)
	defer RecordDrawn(false)
	clip := R(0, 100, 200, 200)
	setRecordClip(&clip)
	Record(Drawn{Kind: "button", Label: "half", Rect: R(10, 280, 100, 44)})
	Record(Drawn{Kind: "button", Label: "hidden", Rect: R(10, 320, 100, 44)})
	setRecordClip(nil)
	Record(Drawn{Kind: "button", Label: "Back", Rect: R(10, 320, 100, 44)})
	EndFrame()
	got := DrawnControls()
	require.Len(t, got, 2, "%+v", got)
	assert.Equal(t, R(10, 280, 100, 20), got[0].Rect, "the part in view")
	assert.Equal(t, "Back", got[1].Label, "drawn after the scroller, whole")
	assert.Equal(t, R(10, 320, 100, 44), got[1].Rect)
	EndFrame()
}
