package ui

import "image/color"

// CarColors are the players' car colours, indexed by match.Seat.Colour:
// six hues far apart, each dark enough to carry white text and bright
// enough to stand out on the green baize.
var CarColors = [6]color.RGBA{
	{0xd6, 0x2d, 0x20, 0xff}, // red
	{0x1c, 0x5f, 0xc9, 0xff}, // blue
	{0xe0, 0x9a, 0x00, 0xff}, // yellow
	{0x7b, 0x3f, 0xb5, 0xff}, // purple
	{0xf2, 0x6b, 0x9c, 0xff}, // pink
	{0x12, 0x9c, 0x8f, 0xff}, // teal
}

// CarColorNames name CarColors, for labels and screen readers.
var CarColorNames = [6]string{"Red", "Blue", "Yellow", "Purple", "Pink", "Teal"}

// CarColor returns car colour i, wrapping out-of-range indexes.
func CarColor(i int) color.RGBA {
	n := len(CarColors)
	return CarColors[((i%n)+n)%n]
}
