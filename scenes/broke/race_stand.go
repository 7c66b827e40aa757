package broke

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/ui"
)

// grandstand is the stand behind the track where the board has room above
// it (a phone held upright): a striped awning over tiers of spectators. It
// is drawn once per size.
type grandstand struct {
	img  *ebiten.Image
	w, h int
}

var standColours = []color.RGBA{
	{0xe8, 0xd8, 0xc0, 0xff}, {0x30, 0x30, 0x38, 0xff}, {0xd0, 0x3a, 0x2e, 0xff}, {0x1e, 0x6f, 0xd9, 0xff},
	{0xf2, 0xb1, 0x0f, 0xff}, {0xf4, 0xf4, 0xf0, 0xff}, {0x7a, 0x4a, 0x26, 0xff}, {0x2e, 0xa0, 0x4f, 0xff},
}

func (g *grandstand) draw(dst *ebiten.Image, r ui.Rect) {
	w, h := int(r.W), int(r.H)
	if w < 40 || h < 30 {
		return
	}
	if g.img == nil || g.w != w || g.h != h {
		if g.img != nil {
			g.img.Deallocate()
		}
		g.img, g.w, g.h = renderStand(w, h), w, h
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(g.img, op)
}

func renderStand(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	fw, fh := float64(w), float64(h)
	awning := min(22, fh*0.18)
	// The tiers, a shade darker each row up.
	ui.FillRoundRect(img, ui.R(0, awning*0.6, fw, fh-awning*0.6), 6, color.RGBA{0x8a, 0x86, 0x80, 0xff})
	rowH := min(18, max(8, (fh-awning)/6))
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return seed
	}
	n := 0
	for y := fh - rowH/2 - 2; y > awning+rowH*0.3; y -= rowH {
		ui.FillRoundRect(img, ui.R(0, y+rowH*0.2, fw, 1.5), 0, color.RGBA{0x6a, 0x66, 0x60, 0xff})
		for x := rowH * 0.5; x < fw-rowH*0.3; x += rowH * 0.62 {
			c := standColours[next()%uint64(len(standColours))]
			jx := float64(next()%5) - 2
			// A spectator: shirt and head.
			ui.FillRoundRect(img, ui.R(x+jx-rowH*0.22, y-rowH*0.1, rowH*0.44, rowH*0.34), rowH*0.12, c)
			ui.FillCircle(img, x+jx, y-rowH*0.25, rowH*0.15, color.RGBA{0xe0, 0xb0, 0x88, 0xff})
			if n++; n%24 == 0 {
				ui.FlushPaths(img)
			}
		}
	}
	// The awning: red and white stripes with a scalloped edge.
	stripe := max(10, awning)
	for k, x := 0, 0.0; x < fw; k, x = k+1, x+stripe {
		c := color.RGBA{0xc0, 0x39, 0x2b, 0xff}
		if k%2 == 1 {
			c = color.RGBA{0xf4, 0xf4, 0xf0, 0xff}
		}
		ui.FillRoundRect(img, ui.R(x, 0, stripe, awning), 0, c)
		ui.FillCircle(img, x+stripe/2, awning, stripe/2, c)
	}
	ui.FlushPaths(img)
	return img
}
