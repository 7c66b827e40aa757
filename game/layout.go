package game

import "math"

// Logical screen size rules. The shorter side of the logical screen follows
// the window's, clamped to [MinShortSide, MaxShortSide], and the longer side
// follows the window's aspect ratio up to MaxAspect. So 1280×720 is drawn 1:1,
// a big monitor scales 1280×720 up, and a 390×844 phone gets a 400×866
// portrait screen whose 44-pixel hit areas stay finger-sized, rather than a
// shrunken desktop layout.
const (
	MaxShortSide = 720
	MinShortSide = 400
	MaxAspect    = 2.4
)

// LogicalSize returns the logical screen size for a window of outside size
// w×h (device-independent pixels). It accepts any input, including zero,
// negative and absurd sizes, and always returns a usable size.
func LogicalSize(w, h int) (int, int) {
	if w <= 0 || h <= 0 {
		return 1280, 720
	}
	long, short := float64(max(w, h)), float64(min(w, h))
	ratio := math.Min(long/short, MaxAspect)
	s := math.Max(MinShortSide, math.Min(MaxShortSide, short))
	l := math.Round(s * ratio)
	if w >= h {
		return int(l), int(s)
	}
	return int(s), int(l)
}
