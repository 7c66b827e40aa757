//go:build xvfb

package scenes

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// titleRun drives a title through an app, a tick and a frame at a time,
// on one screen as a window keeps it, and checks every frame against the
// title drawn whole.
type titleRun struct {
	t      *testing.T
	app    *game.App
	ti     *Title
	in     input.Sample // held from tick to tick
	keys   []input.Sample
	screen *ebiten.Image
	ref    *ebiten.Image // the title drawn whole
	w, h   int
	last   []byte // the last frame's pixels
}

func newTitleRun(t *testing.T, sc game.Scene, w, h int) *titleRun {
	ebiten.SetScreenClearedEveryFrame(false) // as the app's Run asks
	t.Cleanup(func() { ebiten.SetScreenClearedEveryFrame(true) })
	r := &titleRun{t: t, ti: sc.(*Title), in: input.Sample{Focused: true}}
	r.app = game.NewApp(sc, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: r.next})
	r.resize(w, h)
	return r
}

func (r *titleRun) next() input.Sample {
	if len(r.keys) > 0 {
		k := r.keys[0]
		r.keys = r.keys[1:]
		return k
	}
	return r.in
}

// resize gives the app a window of w×h and, as Ebitengine does, a new screen.
func (r *titleRun) resize(w, h int) {
	r.w, r.h = r.app.Layout(w, h)
	if r.screen != nil {
		r.screen.Deallocate()
		r.ref.Deallocate()
	}
	r.screen, r.ref = titleScreen(r.w, r.h), titleScreen(r.w, r.h)
	r.screen.Fill(color.RGBA{0xff, 0, 0xff, 0xff}) // what a new screen holds shows
}

// titleScreen is a screen as Ebitengine makes one: a texture of its own.
func titleScreen(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

func titlePixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	p := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(p)
	return p
}

// frame runs a tick and draws a frame, and checks it is the title drawn
// whole, pixel for pixel, with the same controls recorded, except under
// the toast. It returns whether the frame differs from the one before.
func (r *titleRun) frame(what string) (changed bool) {
	t := r.t
	t.Helper()
	require.NoError(t, r.app.Update())
	r.app.Draw(r.screen)
	ctls := ui.DrawnControls()

	// The title drawn whole, as it was before it kept a layer: every part
	// straight onto a new screen.
	ref := r.drawWhole(true)
	ui.EndFrame()
	wantCtls := ui.DrawnControls()
	got, want := titlePixels(r.screen), titlePixels(ref)
	assert.Equal(t, wantCtls, ctls, "%s: the controls recorded", what)

	toast, showing := r.app.ToastRect()
	bad := 0
	same := bytes.Equal(got, want)
	for i := 0; !same && i < len(got); i += 4 {
		x, y := float64(i/4%r.w), float64(i/4/r.w)
		if bytes.Equal(got[i:i+4], want[i:i+4]) || showing && toast.Inset(-2).Contains(x, y) {
			continue
		}
		if bad == 0 {
			t.Errorf("%s: pixel (%v, %v) is %v, drawn whole %v", what, x, y, got[i:i+4], want[i:i+4])
		}
		bad++
	}
	assert.Zero(t, bad, "%s: pixels unlike the title drawn whole", what)
	changed = !bytes.Equal(got, r.last)
	r.last = got
	return changed
}

// drawWhole draws the title whole on r.ref, every part straight onto
// it, recording its controls when record is set, and returns r.ref.
func (r *titleRun) drawWhole(record bool) *ebiten.Image {
	ref := r.ref
	ref.Clear()
	r.ti.drawUnder(ref)
	if r.ti.wheelOn {
		r.ti.view.Draw(ref)
	}
	r.ti.drawOver(ref, record)
	return ref
}

// frames runs n frames, checking each.
func (r *titleRun) frames(n int, what string) {
	r.t.Helper()
	for range n {
		r.frame(what)
	}
}

// The title keeps everything but the wheel in a layer and, while nothing
// else changes, repaints only the wheel's square. Every frame is still the
// title drawn whole, pixel for pixel and control for control: a hover, a
// press, a focus move, a scroll and a resize show in the very next frame.
func TestTitleFramesFromItsLayerAreTheTitleDrawnWhole(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	for _, size := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}} {
		r := newTitleRun(t, NewTitle(), size[0], size[1])
		ti := r.ti
		r.frames(8, "the first frames") // the wheel's face is made over five ticks
		require.True(t, ti.fromLayer, "%v: a frame from the layer", size)

		// Only the wheel's square is painted while nothing else changes.
		outside := ui.R(0, 0, 4, 4)
		if ti.wheelOn {
			require.False(t, ti.view.Reach().Overlaps(outside), "%v", size)
		}
		mark := ebiten.NewImage(4, 4)
		mark.Fill(color.RGBA{0, 0xff, 0, 0xff})
		r.screen.DrawImage(mark, nil)
		require.NoError(t, r.app.Update())
		r.app.Draw(r.screen)
		assert.Equal(t, []byte{0, 0xff, 0, 0xff}, titlePixels(r.screen)[:4], "%v: a frame repaints only what changed", size)
		r.resize(size[0], size[1]) // a new screen: drawn whole
		r.frame("a new screen")

		// A hover lights a box's lid at once, and goes at once.
		box := ti.boxes[0].Rect
		r.in = input.Sample{MouseX: box.X + box.W/2, MouseY: box.Y + box.H/2, MouseIn: true, Focused: true}
		assert.True(t, r.frame("a hover"), "%v: a hover shows in the next frame", size)
		r.frames(2, "hovering")
		r.in = input.Sample{MouseX: 1, MouseY: 1, MouseIn: true, Focused: true}
		assert.True(t, r.frame("the hover gone"), "%v: the hover goes in the next frame", size)
		r.frames(2, "after the hover")

		// A press sinks the Settings button; moving off it lets go.
		s := ti.settings.Rect
		r.in = input.Sample{MouseX: s.X + s.W/2, MouseY: s.Y + s.H/2, MouseIn: true, Focused: true}
		r.frames(2, "over Settings")
		r.in.MouseDown = true
		assert.True(t, r.frame("Settings pressed"), "%v: a press shows in the next frame", size)
		r.frames(2, "Settings held")
		r.in = input.Sample{MouseX: 1, MouseY: 1, MouseIn: true, Focused: true}
		r.frames(2, "Settings let go")

		// The keyboard focus ring, moved box to box; the shelf scrolls a
		// box the focus moves to into view.
		r.keys = input.KeySamples(input.KeyNext)
		assert.True(t, r.frame("the focus ring"), "%v: the ring shows in the next frame", size)
		r.frames(2, "the ring")
		for i := range len(ti.boxes) + 1 {
			r.keys = input.KeySamples(input.KeyDown)
			before := ti.focus.Index()
			changed := r.frame("the focus moved down")
			if ti.focus.Index() != before {
				assert.True(t, changed, "%v: focus move %d shows in the next frame", size, i)
			}
			r.frame("the focus moved")
		}
		if ti.scrolls() {
			// The mouse wheel over the shelf scrolls it: back up when the
			// focus took it down.
			v := ti.sc.View
			at, notch := ti.sc.Offset, 1.0
			if at == 0 {
				notch = -1
			}
			r.in = input.Sample{MouseX: v.X + v.W/2, MouseY: v.Y + v.H/2, MouseIn: true, Focused: true, WheelY: notch}
			assert.True(t, r.frame("scrolled by the wheel"), "%v: a scroll shows in the next frame", size)
			assert.NotEqual(t, at, ti.sc.Offset, "%v: the shelf scrolled", size)
			r.in.WheelY = 0
			r.frames(2, "scrolled")
		}

		// A resize: a new layout on a new screen, in the very next frame.
		r.resize(size[1], size[0])
		r.frame("resized")
		r.frames(2, "after the resize")
		r.screen.Deallocate()
	}
}

// A toast over the title comes and goes with nothing of it left behind:
// the frame after its last is the title drawn whole.
func TestTitleFramesAroundAToast(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		r := newTitleRun(t, NewTitleNote("A note."), size[0], size[1])
		r.frames(8, "the toast showing")
		_, showing := r.app.Toast()
		require.True(t, showing, "%v", size)
		for n := 0; showing; n++ {
			if n%16 == 0 {
				r.frame("the toast showing") // checked but for the toast's place
			} else {
				require.NoError(t, r.app.Update())
				r.app.Draw(r.screen)
			}
			_, showing = r.app.Toast()
		}
		r.frames(2, "the toast gone")
		r.screen.Deallocate()
	}
}
