// Package anim holds the fixed-tick animation models of the game: easing
// curves, tweens, wheels of any segments (the Wheel of Fate, roulette,
// spinners), dice thrown or poured from a cup, slot-machine reels, a race
// of runners, the car moving along the road and the floating money texts.
//
// Everything here advances per Update call (one tick at 60 TPS), never by
// wall-clock time, so an animation is as deterministic as the rules and can
// be tested without a window.
package anim

import "math"

// TPS is the number of ticks per second Ebitengine runs Update at.
const TPS = 60

// Ease maps progress t in [0,1] to eased progress, with Ease(0)=0 and Ease(1)=1.
type Ease func(t float64) float64

// Linear is the identity ease.
func Linear(t float64) float64 { return clamp01(t) }

// InQuad accelerates from rest.
func InQuad(t float64) float64 { t = clamp01(t); return t * t }

// OutQuad decelerates to rest.
func OutQuad(t float64) float64 { t = clamp01(t); return t * (2 - t) }

// InOutQuad accelerates then decelerates.
func InOutQuad(t float64) float64 {
	t = clamp01(t)
	if t < 0.5 {
		return 2 * t * t
	}
	return -1 + (4-2*t)*t
}

// InOutCubic is a softer-edged InOutQuad; used for the car hops.
func InOutCubic(t float64) float64 {
	t = clamp01(t)
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := 2*t - 2
	return 1 + u*u*u/2
}

// OutCubic decelerates strongly to rest.
func OutCubic(t float64) float64 {
	t = clamp01(t)
	u := t - 1
	return 1 + u*u*u
}

// OutBack overshoots slightly and settles; used for pop-in effects.
func OutBack(t float64) float64 {
	t = clamp01(t)
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}

// InOutSine is a gentle sinusoidal ease.
func InOutSine(t float64) float64 {
	t = clamp01(t)
	return -(math.Cos(math.Pi*t) - 1) / 2
}

func clamp01(t float64) float64 {
	switch {
	case t < 0 || math.IsNaN(t):
		return 0
	case t > 1:
		return 1
	}
	return t
}

// Lerp interpolates linearly between a and b.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
