package ui

import (
	"cmp"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
)

// dieImages are a die's six faces and its shadow, rendered once for one
// size in pixels: drawing a die is then one textured quad, turned and
// scaled, never a path.
type dieImages struct {
	face   [7]*ebiten.Image // 1..6
	shadow *ebiten.Image
	blur   int
}

var (
	dieCache = map[int]*dieImages{}
	cupCache = map[int]*ebiten.Image{}
)

// dieSizePx clamps a die's size to what the caches hold.
func dieSizePx(size float64) int { return max(6, min(256, int(math.Ceil(size)))) }

// diceAt returns the die images for dice of px pixels, rendering them on
// first use.
func diceAt(px int) *dieImages {
	if d, ok := dieCache[px]; ok {
		return d
	}
	d := &dieImages{blur: max(2, px/8)}
	for f := 1; f <= 6; f++ {
		d.face[f] = ebiten.NewImage(px, px)
		d.face[f].WritePixels(dieFacePixels(f, px))
	}
	n := px + 2*d.blur
	d.shadow = ebiten.NewImage(n, n)
	d.shadow.WritePixels(dieShadowPixels(px, d.blur))
	dieCache[px] = d
	return d
}

// cupAt returns the cup image for dice of px pixels.
func cupAt(px int) *ebiten.Image {
	if c, ok := cupCache[px]; ok {
		return c
	}
	pix, w, h := cupPixels(float64(px))
	c := ebiten.NewImage(w, h)
	c.WritePixels(pix)
	cupCache[px] = c
	return c
}

// DrawDie draws a die showing face (1..6) at rest, centred at (cx, cy),
// size pixels wide, turned by angle radians: a roll's result in a panel or
// a log line. It draws nothing for a face out of range.
func DrawDie(dst *ebiten.Image, face int, cx, cy, size, angle float64) {
	if face < 1 || face > 6 || !(size > 0) {
		return
	}
	drawDie(dst, diceAt(dieSizePx(size)), anim.DiePose{X: cx, Y: cy, Angle: angle, Face: face}, size)
}

// drawDie draws a die and its shadow at pose p (in pixels), size pixels wide.
// A die in the air is drawn larger and lifted, its shadow further off.
func drawDie(dst *ebiten.Image, imgs *dieImages, p anim.DiePose, size float64) {
	px := float64(imgs.face[1].Bounds().Dx())
	lift := 1 + 0.3*p.Z
	off := 0.08*size + 0.45*p.Z*size // the light is at the top left

	sh := float64(imgs.shadow.Bounds().Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-sh/2, -sh/2)
	op.GeoM.Rotate(p.Angle)
	op.GeoM.Scale(size/px*(1+0.1*p.Z), size/px*(1+0.1*p.Z))
	op.GeoM.Translate(p.X+off, p.Y+off)
	op.ColorScale.ScaleAlpha(float32(1 / (1 + p.Z)))
	dst.DrawImage(imgs.shadow, op)

	op = &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-px/2, -px/2)
	op.GeoM.Rotate(p.Angle)
	op.GeoM.Scale(size/px*lift, size/px*lift)
	op.GeoM.Translate(p.X, p.Y-0.25*p.Z*size)
	dst.DrawImage(imgs.face[p.Face], op)
}

// DiceView draws an anim.Dice: its table mapped into a rectangle of the
// screen, the dice tumbling over it with their shadows, and the cup.
type DiceView struct {
	Dice *anim.Dice

	rect   Rect
	scale  float64 // pixels per table unit
	ox, oy float64 // where the table's origin is drawn
	poses  []anim.DiePose
	order  []int // dice drawn lowest first
}

// NewDiceView returns a view of d.
func NewDiceView(d *anim.Dice) *DiceView { return &DiceView{Dice: d} }

// SetPlace maps the dice's table into r, as large as fits, centred.
func (v *DiceView) SetPlace(r Rect) {
	w, h, _ := v.Dice.Table()
	v.rect = r
	v.scale = min(r.W/w, r.H/h)
	v.ox = r.X + (r.W-w*v.scale)/2
	v.oy = r.Y + (r.H-h*v.scale)/2
}

// Rect returns where the view was placed.
func (v *DiceView) Rect() Rect { return v.rect }

// ScreenPos returns where a point of the table is drawn.
func (v *DiceView) ScreenPos(p anim.Point) (x, y float64) {
	return v.ox + p.X*v.scale, v.oy + p.Y*v.scale
}

// DieSize returns a die's side on screen, in pixels.
func (v *DiceView) DieSize() float64 {
	_, _, s := v.Dice.Table()
	return s * v.scale
}

// Draw draws the cup, then the dice out of it, lowest first.
func (v *DiceView) Draw(dst *ebiten.Image) {
	size := v.DieSize()
	px := dieSizePx(size)
	if c, ok := v.Dice.Cup(); ok {
		img := cupAt(px)
		_, _, baseY := cupSize(float64(px))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(img.Bounds().Dx())/2, -baseY)
		op.GeoM.Rotate(c.Angle)
		op.GeoM.Scale(size/float64(px), size/float64(px))
		x, y := v.ScreenPos(anim.Point{X: c.X, Y: c.Y})
		op.GeoM.Translate(x, y)
		dst.DrawImage(img, op)
	}
	v.poses, v.order = v.poses[:0], v.order[:0]
	for i := range v.Dice.Len() {
		v.poses = append(v.poses, v.Dice.Die(i))
		v.order = append(v.order, i)
	}
	slices.SortStableFunc(v.order, func(a, b int) int { return cmp.Compare(v.poses[a].Z, v.poses[b].Z) })
	imgs := diceAt(px)
	for _, i := range v.order {
		p := v.poses[i]
		if p.Held {
			continue
		}
		p.X, p.Y = v.ScreenPos(anim.Point{X: p.X, Y: p.Y})
		drawDie(dst, imgs, p, size)
	}
}
