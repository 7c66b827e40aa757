package scenes

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
)

// The opening: the title a session starts on comes in rather than
// appearing whole. Its first frame is the felt and the turning wheel;
// then the name, the heading, each game's box and the buttons are dealt
// onto the felt one after another, each rising a few pixels as it fades
// in, in about half a second at 1×.
//
// It is also what lets a browser show the game at once. The first frame
// needs no text: laying out and rasterising the boxes' words, the largest
// part of the title's first frame, is done for the second, while the
// player already sees the wheel (docs/PERFORMANCE.md, issue 17).
//
// The parts are painted once, on a transparent image of their own, and
// each frame of the opening puts them over the backdrop with their alpha
// and rise. Anything the player does (a press, a key, a hover that
// changes a box) ends it at once, as does a new size; the Instant speed
// has none, and 2× and 4× play it faster.
type titleOpening struct {
	on    bool          // the opening is playing
	shown bool          // its first frame, the felt and the wheel, is drawn
	tick  int           // 1× ticks since that frame
	parts *ebiten.Image // the parts on transparent, while it plays
	at    []float64     // the layerKey the parts were painted at
	list  []titlePart   // the parts, worked out when they were painted
}

const (
	openFirst = 1  // ticks after the first frame before the name starts to fade in
	openStep  = 2  // ticks between one part's start and the next's
	openLen   = 12 // ticks a part takes to settle
	openRise  = 14 // pixels a part rises as it comes in
)

// titlePart is one part of the opening: where it is on the screen (and
// on the parts image), and whether the wheel is drawn over it.
type titlePart struct {
	at    ui.Rect
	under bool
}

// NewOpeningTitle returns the title a session starts on: it opens with
// the felt and the wheel, and deals its parts in.
func NewOpeningTitle() game.Scene {
	t := newTitle()
	t.open.on = true
	return t
}

// openingLen is how many 1× ticks the opening of n parts lasts.
func openingLen(n int) int { return openFirst + max(0, n-1)*openStep + openLen }

// openingPose is part i's alpha and how far below its place it is drawn,
// tick 1× ticks into the opening: an ease-out, so that each part arrives
// quickly and settles gently.
func openingPose(i, tick int) (alpha, drop float64) {
	p := float64(tick-openFirst-i*openStep) / openLen
	p = min(1, max(0, p))
	e := 1 - (1-p)*(1-p)*(1-p)
	return e, math.Round((1 - e) * openRise)
}

// updateOpening advances the opening by a tick, or ends it when the
// player does anything or the speed is Instant.
func (t *Title) updateOpening(ctx *game.Context, in *input.Intents) {
	if !t.open.on {
		return
	}
	_, _, tapped := in.Tap()
	if ctx.Speed().Instant() || in.Down || tapped || in.AnyKey() || in.Drag.Phase != input.DragNone || in.ZoomFactor() != 1 {
		t.endOpening()
		return
	}
	if t.open.shown {
		t.open.tick += ctx.Speed().Ticks()
	}
	if t.open.parts != nil && t.open.tick >= openingLen(len(t.open.list)) {
		t.endOpening()
	}
}

// endOpening ends the opening: from the next frame the title is drawn as
// it always is.
func (t *Title) endOpening() {
	t.open.on = false
	if t.open.parts != nil {
		t.open.parts.Deallocate()
		t.open.parts = nil
	}
}

// openingParts lists the parts in the order they come in: the name with
// its tagline, the heading, each box the shelf shows, then the buttons.
func (t *Title) openingParts() []titlePart {
	var parts []titlePart
	bounds := ui.R(0, 0, t.w, t.h)
	add := func(r ui.Rect, under bool) {
		if r, ok := r.Intersect(bounds); ok {
			px := r.Pixels()
			parts = append(parts, titlePart{at: ui.R(float64(px.Min.X), float64(px.Min.Y), float64(px.Dx()), float64(px.Dy())), under: under})
		}
	}
	// The name and the tagline, with the name's shadow, kept left of the
	// shelf where they stand beside it.
	nw, nh := ui.Measure(titleName, ui.Face(t.titleSz, true))
	tf := t.taglineFace()
	tw, th := ui.Measure(titleTagline, tf)
	off := math.Max(2, t.titleSz/16)
	half := max(nw, tw)/2 + off + 4
	top := t.titleY - nh/2 - 4
	name := ui.R(t.titleX-half, top, 2*half, t.titleY+t.titleSz*0.72+th/2+off+4-top)
	if t.landscape && name.X+name.W > t.shelf.X-4 {
		name.W = t.shelf.X - 4 - name.X
	}
	add(name, true)
	if t.heading {
		w, h := ui.Measure(titleHeading, ui.Face(ui.SizeTitle, true))
		add(ui.R(t.shelf.X-2, t.shelf.Y-30-h/2-2, w+4, h+4), false)
	}
	// The boxes the shelf shows, each with its shadow, as far as they are
	// drawn (a scrolling shelf's clip has a margin of its own); when the
	// shelf scrolls, up to its scroll bar, which comes in last of the shelf.
	clip := t.clip()
	if !t.scrolls() {
		clip = clip.Inset(-titleShadowPad)
	} else {
		bar := t.sc.Bar()
		clip.W = bar.X - clip.X
	}
	for _, b := range t.boxes {
		if r, ok := b.Rect.Inset(-titleShadowPad).Intersect(clip); ok && b.Rect.Overlaps(t.clip()) {
			add(r, false)
		}
	}
	if t.scrolls() {
		bar := t.sc.Bar()
		add(ui.R(bar.X, bar.Y-titleShadowPad, bar.W+titleShadowPad, bar.H+2*titleShadowPad), false)
	}
	for _, b := range t.btns {
		if b != nil {
			add(b.Rect.Inset(-titleButtonPad), false)
		}
	}
	return parts
}

// titleShadowPad is how far a box's shadow reaches past its rectangle,
// and titleButtonPad a button's: at most half the gap to its neighbour, so
// that no part holds a piece of another. (No focus ring is drawn during
// the opening: a key ends it.)
const (
	titleShadowPad = titleGap / 2 // boxes are titleGap apart; a shadow reaches 6 px
	titleButtonPad = 6            // buttons are 12 px apart; a shadow reaches 4 px
)

// drawOpening draws a frame of the opening and reports whether it did:
// false once the opening is over (or was ended), and the title draws as
// always.
func (t *Title) drawOpening(screen *ebiten.Image) bool {
	if !t.open.on {
		return false
	}
	if !t.open.shown {
		// The first frame: the felt and the wheel, no text at all.
		t.open.shown = true
		t.drawBackdrop(screen)
		if t.wheelOn {
			t.view.Draw(screen)
		}
		t.recordButtons()
		return true
	}
	t.keys = t.layerKey(t.keys[:0])
	if t.open.parts != nil && !slices.Equal(t.keys, t.open.at) {
		// A hover, the focus or a new size changed a part: the title
		// is drawn as it is from now on.
		t.endOpening()
		return false
	}
	if t.open.parts == nil {
		t.open.parts = t.screenImage()
		t.drawName(t.open.parts)
		t.drawOver(t.open.parts, false)
		t.open.at = append(t.open.at[:0], t.keys...)
		t.open.list = t.openingParts()
	}
	t.drawBackdrop(screen)
	parts := t.open.list
	for _, under := range [...]bool{true, false} {
		if !under && t.wheelOn {
			t.view.Draw(screen)
		}
		for i, p := range parts {
			if p.under != under {
				continue
			}
			alpha, drop := openingPose(i, t.open.tick)
			if alpha <= 0 {
				continue
			}
			sub := t.open.parts.SubImage(p.at.Pixels()).(*ebiten.Image)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(p.at.X, p.at.Y+drop)
			op.ColorScale.ScaleAlpha(float32(alpha))
			screen.DrawImage(sub, op)
		}
	}
	t.recordButtons()
	return true
}

// recordButtons records the buttons among the frame's controls, as a frame
// that draws them records them. They are recorded from the opening's first
// frame: they answer a click from then on, and what keeps clear of the
// controls (a toast) must keep clear of them before they are seen.
func (t *Title) recordButtons() {
	for _, b := range t.btns {
		if b != nil {
			ui.RecordButton(b)
		}
	}
}
