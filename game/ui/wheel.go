package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
)

// WheelColors are the Life wheel's segment colours, clockwise from segment
// 0: bright alternating primaries like the 1960 wheel, so neighbours always
// contrast. Other wheels' segments without a colour of their own take the
// same five in turn (SegmentColor).
var WheelColors = [anim.Segments]color.RGBA{
	{0xd6, 0x2d, 0x20, 0xff}, // red
	{0xff, 0xd4, 0x00, 0xff}, // yellow
	{0x1c, 0x5f, 0xc9, 0xff}, // blue
	{0xf5, 0x8a, 0x07, 0xff}, // orange
	{0x2b, 0x9a, 0x48, 0xff}, // green
	{0xd6, 0x2d, 0x20, 0xff}, // red
	{0xff, 0xd4, 0x00, 0xff}, // yellow
	{0x1c, 0x5f, 0xc9, 0xff}, // blue
	{0xf5, 0x8a, 0x07, 0xff}, // orange
	{0x2b, 0x9a, 0x48, 0xff}, // green
}

// SegmentColor returns the colour segment i of spec is painted: its own, or
// the palette's, never the same as a neighbour's.
func SegmentColor(spec *anim.WheelSpec, i int) color.RGBA {
	if c := spec.Segment(i).Color; c != (color.RGBA{}) {
		return c
	}
	const k = 5 // WheelColors repeats after five
	n := spec.Len()
	if i == n-1 && n%k == 1 && n > 1 {
		// Going round, the last would meet the first in the same red.
		return WheelColors[2]
	}
	return WheelColors[i%k]
}

var (
	colRim     = color.RGBA{0x30, 0x30, 0x30, 0xff}
	colPeg     = color.RGBA{0xf0, 0xf0, 0xf0, 0xff}
	colHub     = color.RGBA{0xfb, 0xf3, 0xe0, 0xff}
	colPointer = color.RGBA{0x22, 0x22, 0x22, 0xff}
)

// WheelView draws an anim.Wheel of any spec. The face (segments, labels, pegs) never
// changes, so it is rendered once into an offscreen image per radius and each
// frame only draws that image rotated: one textured quad instead of hundreds
// of path triangles and glyphs.
type WheelView struct {
	Wheel *anim.Wheel

	face     *ebiten.Image
	faceR    int     // the radius face is whole for; 0 for a quick face (Warm)
	faceAt   float64 // the radius face was drawn at
	faceSpec *anim.WheelSpec
	// job is the whole face Warm is rasterising, for jobSpec at jobR, rows
	// from jobRow on still to do.
	job      *faceRaster
	jobSpec  *anim.WheelSpec
	jobR     int
	jobRow   int
	shown    bool // face has been drawn (Warm slices only once the quick face was)
	pointer  *ebiten.Image
	pointerR int
	cx, cy   float64
	radius   float64
	grab     bool    // a drag that started on the wheel
	spinRate float64 // the drag's smoothed rate of turn, rad/s
}

// NewWheelView returns a view of w.
func NewWheelView(w *anim.Wheel) *WheelView { return &WheelView{Wheel: w} }

// SetPlace sets where the wheel is drawn and hit-tested.
func (v *WheelView) SetPlace(cx, cy, radius float64) {
	v.cx, v.cy, v.radius = cx, cy, max(8, radius)
}

// Contains reports whether (x, y) is on the wheel.
func (v *WheelView) Contains(x, y float64) bool {
	return math.Hypot(x-v.cx, y-v.cy) <= v.radius
}

// Gesture lets the player turn the resting wheel by dragging it and spin it
// by letting go (or by tapping it). It returns the flick in rad/s and true
// when the player released a spin: the caller asks the engine for the number
// and calls Wheel.Spin. It also returns the pegs passed while dragging.
func (v *WheelView) Gesture(in *input.Intents) (flick float64, spin bool, pegs int) {
	if v.Wheel.Spinning() {
		return 0, false, 0
	}
	d := in.Drag
	switch d.Phase {
	case input.DragStart:
		v.grab = v.Contains(d.StartX, d.StartY)
		v.spinRate = 0
		if v.grab {
			pegs = v.turn(d.StartX, d.StartY, d)
		}
	case input.DragMove:
		if v.grab {
			pegs = v.turn(d.X-d.DX, d.Y-d.DY, d)
		}
	case input.DragEnd:
		if v.grab {
			v.grab = false
			pegs = v.turn(d.X-d.DX, d.Y-d.DY, d)
			w := v.spinRate
			if d.VX == 0 && d.VY == 0 {
				w = 0 // held still before letting go
			}
			// The wheel only turns one way; a weak or backwards flick is
			// just put back without spinning.
			if w > 2 {
				return w, true, pegs
			}
		}
	case input.DragCancel:
		v.grab = false
	}
	if x, y, ok := in.Tap(); ok && v.Contains(x, y) {
		in.ConsumeTap()
		return 0, true, pegs
	}
	return 0, false, pegs
}

// turn turns the wheel with the pointer's movement from (fx, fy) to the
// drag's point, and follows the rate of turn. The rate is measured as an
// angle over time rather than from the pointer's straight-line velocity: a
// slow device sees a circling pointer as a few long chords, whose average
// direction points inwards and would read as a weak flick.
func (v *WheelView) turn(fx, fy float64, d input.Drag) (pegs int) {
	a := turnBetween(v.cx, v.cy, fx, fy, d.X, d.Y)
	if a == 0 {
		return 0
	}
	if d.DT > 0 {
		v.spinRate = 0.5*v.spinRate + 0.5*a/d.DT
	}
	return v.Wheel.Turn(a)
}

// turnBetween is the signed angle at (cx, cy) from point a to point b.
func turnBetween(cx, cy, ax, ay, bx, by float64) float64 {
	a := math.Atan2(ay-cy, ax-cx)
	b := math.Atan2(by-cy, bx-cx)
	d := b - a
	for d > math.Pi {
		d -= 2 * math.Pi
	}
	for d < -math.Pi {
		d += 2 * math.Pi
	}
	return d
}

// PointerTip returns the point where the pointer touches the rim.
func (v *WheelView) PointerTip() (x, y float64) { return v.cx, v.cy - v.radius*pointerTip }

// Draw draws the wheel, rotated to the model's angle, with the fixed pointer.
func (v *WheelView) Draw(dst *ebiten.Image) {
	Record(Drawn{Kind: "wheel", Rect: R(v.cx-v.radius, v.cy-v.radius, 2*v.radius, 2*v.radius)})
	r := int(math.Ceil(v.radius))
	spec := v.Wheel.Spec()
	if v.newFace(spec, r) {
		v.setFace(renderWheelFace(spec, float64(r)), spec, r, float64(r))
	}
	v.shown = true
	half := float64(v.face.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-half, -half)
	op.GeoM.Rotate(v.Wheel.Angle())
	op.GeoM.Scale(v.radius/v.faceAt, v.radius/v.faceAt)
	op.GeoM.Translate(v.cx, v.cy)
	dst.DrawImage(v.face, op)

	// The pointer doesn't turn: it is a second cached image. (The hub is
	// round and centred, so it is part of the rotating face.)
	if v.pointer == nil || v.pointerR != r {
		if v.pointer != nil {
			v.pointer.Deallocate()
		}
		v.pointer = renderPointer(float64(r))
		v.pointerR = r
	}
	pw := float64(v.pointer.Bounds().Dx())
	op = &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-pw/2, -pointerTop*float64(r)-pointerPad)
	op.GeoM.Scale(v.radius/float64(r), v.radius/float64(r))
	op.GeoM.Translate(v.cx, v.cy)
	dst.DrawImage(v.pointer, op)
}

// newFace reports whether Draw must make the whole face of spec at
// radius r first. A quick face (faceR 0) stays up until Warm has made the
// whole one.
func (v *WheelView) newFace(spec *anim.WheelSpec, r int) bool {
	return v.face == nil || v.faceSpec != spec || v.faceR != r && v.faceR != 0 && !v.warming(spec, r)
}

// Reach is the part of the screen the next Draw paints: the face turned
// any way, and the pointer. A scene that keeps the rest of its frame from
// one frame to the next puts back what is under Reach before each Draw.
func (v *WheelView) Reach() Rect {
	r := int(math.Ceil(v.radius))
	half, at := float64(wheelFaceSize(float64(r)))/2, float64(r)
	if !v.newFace(v.Wheel.Spec(), r) {
		half, at = float64(v.face.Bounds().Dx())/2, v.faceAt
	}
	// What the face holds is inside the circle the image's square bounds,
	// whichever way it turns; linear filtering reaches a pixel further.
	// The pointer is narrower than that circle and reaches above it.
	f := half*v.radius/at + 2
	top := min(v.cy-f, v.cy-(pointerTop*float64(r)+pointerPad)*v.radius/float64(r)-1)
	return R(v.cx-f, top, 2*f, v.cy+f-top)
}

// warmSlices is how many calls of Warm rasterise a whole face.
const warmSlices = 5

// Warm makes the face for the wheel's place a slice at a time, so that no
// frame waits for all of it (the title calls it every tick: its first
// frame in a browser waited a tenth of a second or more for the face).
// The first call makes a quick face at a third of the resolution, without
// labels, in GPU triangles (quickFace), which Draw shows scaled up; each
// later call, once that has been drawn, rasterises a fifth of the whole
// face, and the last one puts it in, labels and all. After a
// resize Draw shows the face of the last size meanwhile. Without Warm,
// Draw makes the whole face at once.
func (v *WheelView) Warm() {
	r := int(math.Ceil(v.radius))
	spec := v.Wheel.Spec()
	if v.face != nil && v.faceSpec == spec && v.faceR == r {
		v.job = nil
		return
	}
	if v.face == nil || v.faceSpec != spec {
		q := max(4, r/3)
		v.setFace(quickFace(spec, wheelFaceSize(float64(q)), float64(q)), spec, 0, float64(q))
		return
	}
	if !v.shown {
		// A frame may run several ticks: the first one waits for none of
		// the slices.
		return
	}
	size := wheelFaceSize(float64(r))
	if !v.warming(spec, r) {
		v.job, v.jobSpec, v.jobR, v.jobRow = newFaceRaster(spec, size, float64(r)), spec, r, 0
	}
	n := (size + warmSlices - 1) / warmSlices
	v.job.rows(v.jobRow, min(size, v.jobRow+n))
	v.jobRow += n
	if v.jobRow < size {
		return
	}
	img := ebiten.NewImage(size, size)
	img.WritePixels(v.job.pix)
	drawWheelLabels(img, spec, float64(size)/2, float64(r))
	v.setFace(img, spec, r, float64(r))
	v.job = nil
}

// warming reports whether Warm is making the face of spec at radius r.
func (v *WheelView) warming(spec *anim.WheelSpec, r int) bool {
	return v.job != nil && v.jobSpec == spec && v.jobR == r
}

// setFace shows img, the face of spec drawn at radius at (whole for radius
// r, or 0 for a quick face), instead of the face before.
func (v *WheelView) setFace(img *ebiten.Image, spec *anim.WheelSpec, r int, at float64) {
	if v.face != nil {
		v.face.Deallocate()
	}
	v.face, v.faceSpec, v.faceR, v.faceAt = img, spec, r, at
	v.shown = false
}

// Pointer geometry as fractions of the radius: the tip touches the face at
// 0.9 r above the centre, the base is 1.08 r above it.
const (
	pointerTip = 0.9
	pointerTop = 1.08
	pointerW   = 0.09
	pointerPad = 3 // pixels around the shape for its outline
)

// renderPointer draws the pointer with its base at the top of the image:
// a dark triangle with a light outline 2 px wide, rasterised on the CPU
// like the face (a vector path here was the title's first use of the
// vector package, whose shaders are then compiled).
func renderPointer(r float64) *ebiten.Image {
	w := int(math.Ceil(2*pointerW*r)) + 2*pointerPad
	h := int(math.Ceil((pointerTop-pointerTip)*r)) + 2*pointerPad
	img := ebiten.NewImage(w, h)
	cx := float64(w) / 2
	top := float64(pointerPad)
	tip := top + (pointerTop-pointerTip)*r
	hw := pointerW * r
	tri := [3][2]float64{{cx, tip}, {cx - hw, top}, {cx + hw, top}}
	pix := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			sd := triangleDistance(float64(x)+0.5, float64(y)+0.5, tri)
			var p premul
			p.over(colPointer, cover(sd))
			p.over(colPeg, cover(math.Abs(sd)-1))
			i := 4 * (y*w + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = p.bytes()
		}
	}
	img.WritePixels(pix)
	return img
}

// triangleDistance is the signed distance from (x, y) to the triangle t
// (negative inside): the distance to the nearest edge.
func triangleDistance(x, y float64, t [3][2]float64) float64 {
	d := math.Inf(1)
	inside := true
	for i := range 3 {
		ax, ay := t[i][0], t[i][1]
		bx, by := t[(i+1)%3][0], t[(i+1)%3][1]
		ex, ey := bx-ax, by-ay
		wx, wy := x-ax, y-ay
		k := max(0, min(1, (wx*ex+wy*ey)/(ex*ex+ey*ey)))
		d = min(d, math.Hypot(wx-ex*k, wy-ey*k))
		// The sides all turn the same way round a point inside.
		c := ex*wy - ey*wx
		cx := (t[(i+2)%3][0]-ax)*ey - (t[(i+2)%3][1]-ay)*ex
		if c*cx > 0 {
			inside = false
		}
	}
	if inside {
		return -d
	}
	return d
}

// renderWheelFace draws the static face of a wheel of spec, radius r,
// unrotated, centred in a square image.
func renderWheelFace(spec *anim.WheelSpec, r float64) *ebiten.Image {
	size := wheelFaceSize(r)
	img := ebiten.NewImage(size, size)
	img.WritePixels(wheelFacePixels(spec, size, r))
	drawWheelLabels(img, spec, float64(size)/2, r)
	return img
}

// wheelFaceSize is the side of the square image a face of radius r is
// drawn in.
func wheelFaceSize(r float64) int { return int(math.Ceil(2*r)) + 4 }

// Center returns where the wheel is placed: centre and radius.
func (v *WheelView) Center() (cx, cy, radius float64) { return v.cx, v.cy, v.radius }
