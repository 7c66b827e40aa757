//go:build xvfb

package scenes

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// rawFrame runs a tick and draws a frame without comparing it with the
// title drawn whole, and returns its pixels.
func (r *titleRun) rawFrame() []byte {
	r.t.Helper()
	require.NoError(r.t, r.app.Update())
	r.app.Draw(r.screen)
	ui.EndFrame()
	r.last = titlePixels(r.screen)
	return r.last
}

// regionDiffers reports whether frame a differs from frame b, both w
// wide, anywhere inside r.
func regionDiffers(a, b []byte, w int, r ui.Rect) bool {
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		i, j := 4*(y*w+int(r.X)), 4*(y*w+int(r.X+r.W))
		if !bytes.Equal(a[i:j], b[i:j]) {
			return true
		}
	}
	return false
}

// The session's first title opens with the felt and the wheel and no
// text; its parts come in one after another, the name first and the
// buttons last; and it ends as the title drawn whole, with every part
// where the title draws it, to the pixel.
func TestTitleOpeningDealsItsPartsIn(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {500, 400}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			r := newTitleRun(t, NewOpeningTitle(), sz[0], sz[1])
			ti := r.ti
			first := r.rawFrame()
			require.True(t, ti.open.on && ti.open.shown, "the first frame is the opening's")

			// The first frame is the backdrop and the wheel, nothing else.
			ref := r.ref
			ref.Clear()
			ti.drawBackdrop(ref)
			if ti.wheelOn {
				ti.view.Draw(ref)
			}
			assert.True(t, bytes.Equal(titlePixels(ref), first), "the first frame is the felt and the wheel")
			felt := titlePixels(ref)

			// Every part comes in, in order: a box is never shown before
			// the box before it, and the name before all.
			parts := ti.openingParts()
			require.GreaterOrEqual(t, len(parts), 4, "the name, boxes and buttons")
			firstSeen := make([]int, len(parts))
			for k := range 1 + openingLen(len(parts)) {
				if !ti.open.on {
					break
				}
				p := r.rawFrame()
				for i, part := range parts {
					// A part comes in from a little below its place, over
					// the top of the part under it: its own top is left out.
					probe := ui.R(part.at.X, part.at.Y+openRise, part.at.W, part.at.H-openRise)
					if firstSeen[i] == 0 && regionDiffers(p, felt, r.w, probe) {
						firstSeen[i] = k + 1
					}
				}
			}
			assert.False(t, ti.open.on, "the opening ends by itself in %d ticks", openingLen(len(parts)))
			for i := range parts {
				assert.NotZero(t, firstSeen[i], "part %d (%+v) comes in", i, parts[i].at)
				if i > 0 {
					assert.LessOrEqual(t, firstSeen[i-1], firstSeen[i], "part %d (%+v) shows before part %d (%+v)", i, parts[i].at, i-1, parts[i-1].at)
				}
			}
			assert.Less(t, firstSeen[0], firstSeen[len(parts)-1], "the name before the last button")
			assert.Nil(t, ti.open.parts, "the parts' image is freed when the opening ends")

			// From then on the title is drawn as always.
			r.frames(3, "after the opening")
		})
	}
}

// Settled, the parts are the title drawn whole: nothing is missing from
// them and no two overlap (a shadow drawn twice would be darker).
func TestTitleOpeningSettledIsTheTitle(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {600, 600}, {500, 400}, {400, 400}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			r := newTitleRun(t, NewOpeningTitle(), sz[0], sz[1])
			r.rawFrame()
			r.rawFrame() // the parts are painted
			require.NotNil(t, r.ti.open.parts)
			r.ti.open.tick = 10 * openingLen(len(r.ti.openingParts()))
			r.app.Draw(r.screen)
			ui.EndFrame()
			got := titlePixels(r.screen)
			want := titlePixels(r.drawWhole(false))
			// Text and shadows put on a transparent image and then on
			// the felt round their alpha twice: a level at most.
			bad := 0
			for i := 0; i < len(got); i += 4 {
				far := false
				for c := range 4 {
					far = far || max(got[i+c], want[i+c])-min(got[i+c], want[i+c]) > 1
				}
				if far {
					if bad == 0 {
						t.Errorf("pixel (%d, %d) is %v settled, %v drawn whole", i/4%r.w, i/4/r.w, got[i:i+4], want[i:i+4])
					}
					bad++
				}
			}
			assert.Zero(t, bad, "pixels unlike the title drawn whole")

		})
	}
}

// Anything the player does ends the opening at once, and does what it
// does on the title: a click on a box during it opens that game's setup.
func TestTitleOpeningEndsOnInput(t *testing.T) {
	r := newTitleRun(t, NewOpeningTitle(), 1280, 720)
	r.rawFrame()
	r.rawFrame()
	require.True(t, r.ti.open.on)
	x, y := r.ti.boxes[0].Rect.Center()
	r.keys = []input.Sample{
		{Focused: true, MouseIn: true, MouseX: x, MouseY: y, MouseDown: true},
		{Focused: true, MouseIn: true, MouseX: x, MouseY: y},
	}
	require.NoError(t, r.app.Update())
	assert.False(t, r.ti.open.on, "a press ends the opening")
	r.app.Draw(r.screen)
	for range 30 {
		require.NoError(t, r.app.Update())
	}
	assert.Equal(t, r.ti.games[0].Info.ID, titleSetupFor(r.app), "the click opened the first game's setup")

	// Leaving the title mid-opening frees the parts' image with the rest.
	r = newTitleRun(t, NewOpeningTitle(), 1280, 720)
	r.rawFrame()
	r.rawFrame()
	require.NotNil(t, r.ti.open.parts)
	r.ti.OnLeave(nil)
	assert.Nil(t, r.ti.open.parts, "the parts' image is freed on leaving")
	assert.False(t, r.ti.open.on)

	// A key ends it too.
	r = newTitleRun(t, NewOpeningTitle(), 1280, 720)
	r.rawFrame()
	r.keys = []input.Sample{{Focused: true, Keys: input.KeyDown}}
	r.rawFrame()
	assert.False(t, r.ti.open.on, "a key ends the opening")
	r.frames(2, "after a key")
}

// At the Instant speed there is no opening: the first frame is the title.
func TestTitleOpeningNotAtInstantSpeed(t *testing.T) {
	st := &game.MemStore{}
	set := game.DefaultSettings()
	set.AnimSpeed = anim.SpeedInstant
	require.NoError(t, game.SaveSettings(st, set))
	sc := NewOpeningTitle()
	r := newTitleRun(t, sc, 1280, 720)
	r.app = game.NewApp(sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: r.next})
	r.resize(1280, 720)
	r.frame("the first frame at Instant speed")
	assert.False(t, r.ti.open.on)
}
