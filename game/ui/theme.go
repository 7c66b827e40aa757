package ui

import "image/color"

// The palette: a 1960 board-game look, cream board, saturated primaries.
var (
	ColBackground = color.RGBA{0x1f, 0x4e, 0x3d, 0xff} // green baize
	ColPanel      = color.RGBA{0xfb, 0xf3, 0xe0, 0xff} // cream card
	ColPanelEdge  = color.RGBA{0x8a, 0x6a, 0x3c, 0xff}
	ColTitleBar   = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	ColText       = color.RGBA{0x22, 0x22, 0x22, 0xff}
	ColTextLight  = color.RGBA{0xff, 0xff, 0xff, 0xff}
	ColTextMuted  = color.RGBA{0x6b, 0x6b, 0x6b, 0xff}
	ColButton     = color.RGBA{0x1e, 0x6f, 0xd9, 0xff}
	ColButtonHov  = color.RGBA{0x3a, 0x86, 0xee, 0xff}
	ColButtonDown = color.RGBA{0x15, 0x52, 0xa6, 0xff}
	ColDisabled   = color.RGBA{0xa8, 0xa8, 0xa8, 0xff}
	ColFocus      = color.RGBA{0xff, 0xc8, 0x2e, 0xff} // the keyboard focus ring
	ColSelected   = color.RGBA{0xf2, 0xa9, 0x1d, 0xff}
	ColToggleOn   = color.RGBA{0x2e, 0xa0, 0x4f, 0xff}
	ColToggleOff  = color.RGBA{0x9a, 0x9a, 0x9a, 0xff}
	ColMoneyIn    = color.RGBA{0x2e, 0xa0, 0x4f, 0xff}
	ColMoneyOut   = color.RGBA{0xd0, 0x3a, 0x2e, 0xff}
)

// Lighten mixes c towards white by f in [0,1].
func Lighten(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v) + (255-float64(v))*f) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// Darken mixes c towards black by f in [0,1].
func Darken(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v) * (1 - f)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}
