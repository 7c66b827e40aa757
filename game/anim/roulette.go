package anim

import (
	"fmt"
	"image/color"
)

// Roulette colours: red and black pockets, green zeros.
var (
	RouletteRed   = color.RGBA{0xc8, 0x1e, 0x1e, 0xff}
	RouletteBlack = color.RGBA{0x1c, 0x1c, 0x1c, 0xff}
	RouletteGreen = color.RGBA{0x0b, 0x7a, 0x3b, 0xff}
)

// The pockets clockwise from 0, as on the casino wheels; 37 is the
// American wheel's 00.
var (
	europeanPockets = []int{0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26}
	americanPockets = []int{0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, 37, 27, 10, 25, 29, 12, 8, 19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2}
)

// RouletteWheel returns a roulette wheel with zeros green pockets: 0 is Go
// For Broke's spinner of 1 to 36, 1 the European wheel (0), 2 the American
// (0 and 00, which stands for 37). Red and black alternate round the wheel.
func RouletteWheel(zeros int) (*WheelSpec, error) {
	var pockets []int
	switch zeros {
	case 0:
		pockets = europeanPockets[1:] // taking 0 out keeps red and black alternating
	case 1:
		pockets = europeanPockets
	case 2:
		pockets = americanPockets
	default:
		return nil, fmt.Errorf("a roulette wheel has 0, 1 or 2 zeros, not %d", zeros)
	}
	segs := make([]Segment, len(pockets))
	for i, p := range pockets {
		segs[i] = Segment{Value: p, Color: rouletteColor(p)}
		if p == 37 {
			segs[i].Label = "00"
		}
	}
	return NewWheelSpec(segs)
}

// rouletteColor is the colour of pocket p on every casino wheel.
func rouletteColor(p int) color.RGBA {
	switch {
	case p == 0 || p == 37:
		return RouletteGreen
	case p <= 10 || (p >= 19 && p <= 28):
		// Odd numbers are red from 1 to 10 and 19 to 28, black elsewhere.
		if p%2 == 1 {
			return RouletteRed
		}
		return RouletteBlack
	default:
		if p%2 == 0 {
			return RouletteRed
		}
		return RouletteBlack
	}
}
