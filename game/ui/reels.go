package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
)

// Reel colours: a red cabinet with chrome trim round cream reel windows.
var (
	colCabinet = color.RGBA{0x9c, 0x1b, 0x1b, 0xff}
	colChrome  = color.RGBA{0xd8, 0xd8, 0xe0, 0xff}
	colReel    = color.RGBA{0xfb, 0xf7, 0xee, 0xff}
	colPayline = color.RGBA{0xd0, 0x20, 0x20, 0xff}
)

// ReelsView draws an anim.Reels as a slot machine's face: a window of
// three rows per reel, the middle one on the payline. Each symbol is drawn
// once per size into a cached image (symbolImage); a frame only blits
// them, clipped to the windows, and a cached shading strip makes the reels
// look round.
type ReelsView struct {
	Reels *anim.Reels
	// Lit lights the payline gold: the spin won.
	Lit bool

	rect    Rect
	windows []Rect
	rowH    float64
	symPx   [2]int // the symbols' cached image size, width and height
}

// NewReelsView returns a view of r.
func NewReelsView(r *anim.Reels) *ReelsView { return &ReelsView{Reels: r} }

// SetPlace fits the machine's face into r, as large as fits, centred.
func (v *ReelsView) SetPlace(r Rect) {
	n := float64(v.Reels.Len())
	pad := max(6, min(r.W, r.H)*0.04)
	gap := pad * 0.6
	// A reel is a little wider than a row is tall, and three rows tall.
	cw := (r.W - 2*pad - (n-1)*gap) / n
	rowH := min(cw*0.8, (r.H-2*pad)/3)
	cw = min(cw, rowH*1.3)
	w := n*cw + (n-1)*gap + 2*pad
	h := 3*rowH + 2*pad
	v.rect = R(r.X+(r.W-w)/2, r.Y+(r.H-h)/2, w, h)
	v.rowH = rowH
	v.windows = v.windows[:0]
	for i := range v.Reels.Len() {
		v.windows = append(v.windows, R(v.rect.X+pad+float64(i)*(cw+gap), v.rect.Y+pad, cw, 3*rowH))
	}
	v.symPx = [2]int{int(math.Ceil(cw * 0.86)), int(math.Ceil(rowH * 0.86))}
}

// Rect returns the machine's face as placed.
func (v *ReelsView) Rect() Rect { return v.rect }

// Window returns reel i's window.
func (v *ReelsView) Window(i int) Rect { return v.windows[i] }

// PaylineY returns the payline's height on the screen.
func (v *ReelsView) PaylineY() float64 { return v.rect.Y + v.rect.H/2 }

// Draw draws the cabinet, the reels at their positions, the payline and,
// round each reel that has stopped in a spin, a light.
func (v *ReelsView) Draw(dst *ebiten.Image) {
	if len(v.windows) == 0 {
		return
	}
	Record(Drawn{Kind: "reels", Rect: v.rect})
	r := v.Reels
	FillRoundRect(dst, v.rect, v.rowH*0.18, colCabinet)
	StrokeRoundRect(dst, v.rect, v.rowH*0.18, max(2, v.rowH*0.04), colChrome)
	shade := reelShade()
	spun := r.Targets() != nil
	for i, w := range v.windows {
		FillRoundRect(dst, w, 4, colReel)
		clip := dst.SubImage(image.Rect(int(w.X), int(w.Y), int(math.Ceil(w.X+w.W)), int(math.Ceil(w.Y+w.H)))).(*ebiten.Image)
		v.drawStrip(clip, i, w)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(w.W, w.H/float64(shade.Bounds().Dy()))
		op.GeoM.Translate(w.X, w.Y)
		dst.DrawImage(shade, op)
		if spun && r.Stopped(i) {
			StrokeRoundRect(dst, w.Inset(-3), 6, max(3, v.rowH*0.05), ColFocus)
		}
	}
	// The payline: a thin bar across every window, gold when it pays.
	y := v.PaylineY()
	th, c := max(2, v.rowH*0.03), colPayline
	if v.Lit {
		th, c = max(4, v.rowH*0.07), ColFocus
	}
	FillRoundRect(dst, R(v.rect.X+2, y-th/2, v.rect.W-4, th), th/2, c)
}

// drawStrip draws reel i's symbols around its position into its window
// (dst is already clipped to it); a fast reel's symbols are stretched and
// faded into a blur.
func (v *ReelsView) drawStrip(dst *ebiten.Image, i int, w Rect) {
	r := v.Reels
	strip := r.Strip(i)
	n := len(strip)
	p := r.Position(i)
	speed := math.Abs(r.Velocity(i))
	stretch := 1 + min(0.5, speed*0.8)
	cy := w.Y + w.H/2
	base := int(math.Floor(p))
	for j := base - 2; j <= base+2; j++ {
		y := cy + (p-float64(j))*v.rowH
		if y < w.Y-v.rowH || y > w.Y+w.H+v.rowH {
			continue
		}
		img := symbolImage(r.Symbols()[strip[((j%n)+n)%n]], v.symPx[0], v.symPx[1])
		sw, sh := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(1, stretch)
		// On whole pixels, so a symbol at rest is as sharp as its image.
		op.GeoM.Translate(math.Round(w.X+w.W/2-sw/2), math.Round(y-sh*stretch/2))
		if speed > 0.1 {
			op.ColorScale.ScaleAlpha(float32(1 - min(0.45, speed*0.6)))
		}
		dst.DrawImage(img, op)
	}
}

// reelShade is a one-pixel-wide strip, dark at the ends and clear in the
// middle, stretched over a window so the reel looks like a turning drum.
var reelShadeImg *ebiten.Image

func reelShade() *ebiten.Image {
	if reelShadeImg != nil {
		return reelShadeImg
	}
	const h = 64
	pix := make([]byte, 4*h)
	for y := range h {
		d := math.Abs((float64(y)+0.5)/h*2 - 1) // 0 middle, 1 ends
		a := byte(math.Round(150 * math.Pow(d, 3)))
		pix[4*y+3] = a // black, premultiplied
	}
	reelShadeImg = ebiten.NewImage(1, h)
	reelShadeImg.WritePixels(pix)
	return reelShadeImg
}
