package scenes

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/ui"
)

// The title keeps everything but the wheel in one picture, its layer: the
// backdrop, the name, the boxes and the buttons, painted again only when
// one of them changes (a hover, a press, the focus ring, a scroll, a new
// layout). A frame is then the wheel over the layer, and while the screen
// still holds the last frame (game.Retained) only the wheel's square is
// put back from the layer and the wheel drawn over it. In a browser
// without a GPU every pixel drawn costs CPU: the title drew the backdrop,
// five boxes and the buttons every frame, a full screen and more.
//
// The layer is the frame less the wheel, pixel for pixel, as long as
// nothing the title draws after the wheel reaches under it; where it
// would (wheelClear), the title draws every frame whole.

// ScreenKept implements game.Retained: the app's word, for the next Draw,
// on whether the screen still holds the title's last frame.
func (t *Title) ScreenKept(kept bool) { t.kept = kept }

// layerKey appends to dst what the layer's pixels depend on: the layout
// (a function of the screen's size and of the toast's band), the shelf's
// scroll, and each box's and button's state.
func (t *Title) layerKey(dst []float64) []float64 {
	room := 0.0
	if t.toastRoom {
		room = 1
	}
	dst = append(dst, t.w, t.h, room, t.sc.Offset)
	for _, b := range t.boxes {
		dst = append(dst, titleCtlKey(b))
	}
	for _, b := range t.btns {
		if b != nil {
			dst = append(dst, titleCtlKey(&b.Target))
		}
	}
	return dst
}

// titleCtlKey is what a box's or a button's pixels depend on besides its
// place: its state, its focus ring, whether it is disabled.
func titleCtlKey(b *ui.Target) float64 {
	k := 4 * float64(b.State())
	if ui.RingShown(b) {
		k++
	}
	if b.Disabled {
		k += 2
	}
	return k
}

// Draw implements game.Scene.
func (t *Title) Draw(screen *ebiten.Image) {
	if t.drawOpening(screen) {
		t.kept = false
		return
	}
	kept := t.kept
	t.kept = false
	t.keys = t.layerKey(t.keys[:0])
	fresh := t.layer != nil && slices.Equal(t.keys, t.layerAt)
	// A change (a hover, a scroll) is drawn whole at once; the layer is
	// painted again once a frame sees nothing change, so that a drag of
	// the shelf does not paint the layer every frame as well.
	stable := slices.Equal(t.keys, t.lastAt)
	t.lastAt = append(t.lastAt[:0], t.keys...)
	var reach ui.Rect // nothing moves without a wheel
	if t.wheelOn {
		reach = t.view.Reach()
	}
	if t.wheelOn && !t.wheelClear(reach) || !fresh && !stable {
		t.drawUnder(screen)
		if t.wheelOn {
			t.view.Draw(screen)
		}
		t.drawOver(screen, true)
		t.fromLayer = false
		return
	}
	if !fresh {
		if t.layer == nil || t.layer.Bounds() != t.screenRect() {
			if t.layer != nil {
				t.layer.Deallocate() // a full screen of texture per size otherwise, until Go collects it
			}
			t.layer = t.screenImage()
		}
		// The backdrop is opaque: every pixel of the layer is painted again.
		t.drawUnder(t.layer)
		t.drawOver(t.layer, false)
		t.layerAt = append(t.layerAt[:0], t.keys...)
		kept = false
	}
	if kept && t.fromLayer && reach == t.reach {
		// Only the wheel moved: put back what is under it.
		if t.wheelOn {
			sub := t.layer.SubImage(reach.Pixels()).(*ebiten.Image) // clipped to the layer
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(sub.Bounds().Min.X), float64(sub.Bounds().Min.Y))
			screen.DrawImage(sub, op)
		}
	} else {
		screen.DrawImage(t.layer, nil)
	}
	if t.wheelOn {
		t.view.Draw(screen)
	}
	// The buttons are in the layer: the frame's controls are recorded as
	// a whole frame records them, in the same order.
	t.recordButtons()
	t.fromLayer, t.reach = true, reach
}

// wheelClear reports whether nothing drawn after the wheel (the heading,
// the boxes with their shadows and rings, the scroll bar, the buttons)
// reaches into reach, the wheel's square: then the layer under the wheel
// is the frame.
func (t *Title) wheelClear(reach ui.Rect) bool {
	const pad = 10 // shadows, a pressed control's sinking, focus rings
	// The boxes lie on the shelf (or are clipped to it), the scroll bar
	// is right of it, the heading over it.
	s := t.shelf
	if reach.Overlaps(ui.R(s.X-pad, s.Y-pad, s.W+12+2*pad, s.H+2*pad)) {
		return false
	}
	if t.heading {
		w, h := ui.Measure(titleHeading, ui.Face(ui.SizeTitle, true))
		if reach.Overlaps(ui.R(s.X-pad, s.Y-30-h/2-pad, w+2*pad, h+2*pad)) {
			return false
		}
	}
	for _, b := range t.btns {
		if b != nil && reach.Overlaps(b.Rect.Inset(-pad)) {
			return false
		}
	}
	return true
}

// screenRect is the title's screen as an image rectangle.
func (t *Title) screenRect() image.Rectangle {
	return image.Rect(0, 0, max(1, int(math.Ceil(t.w))), max(1, int(math.Ceil(t.h))))
}

// screenImage is a new image the size of the screen, a texture of its own
// as the screen is: drawn into at its origin, it gets the screen's very
// pixels (on a shared atlas a linear filter's samples can land a level
// apart).
func (t *Title) screenImage() *ebiten.Image {
	return ebiten.NewImageWithOptions(t.screenRect(), &ebiten.NewImageOptions{Unmanaged: true})
}

// OnLeave implements game.Leaver: the layer, the backdrop and the
// opening's parts are a screen of texture each, freed with the title
// rather than when Go collects it.
func (t *Title) OnLeave(*game.Context) {
	t.endOpening()
	for _, img := range []**ebiten.Image{&t.layer, &t.backdrop} {
		if *img != nil {
			(*img).Deallocate()
			*img = nil
		}
	}
	t.layerAt = t.layerAt[:0]
}
