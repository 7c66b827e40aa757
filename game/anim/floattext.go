package anim

import "image/color"

// Default look of floating money text.
const (
	DefaultFloatLife = 75 // ticks at 1x
	DefaultFloatRise = 60 // logical pixels
)

// FloatText is a label such as "+$5,000" that pops in at a point, rises and
// fades out. Draw it at (X, Y+YOffset()) scaled by Scale() with Alpha().
type FloatText struct {
	Text  string
	X, Y  float64
	Color color.RGBA
	Life  int     // ticks at 1x; <= 0 means DefaultFloatLife
	Rise  float64 // pixels risen over the life; 0 means DefaultFloatRise

	age int
}

func (f *FloatText) life() int {
	if f.Life <= 0 {
		return DefaultFloatLife
	}
	return f.Life
}

func (f *FloatText) progress() float64 { return clamp01(float64(f.age) / float64(f.life())) }

// Update ages the text by n ticks and reports whether it is still visible.
func (f *FloatText) Update(n int) bool {
	f.age += n
	return !f.Done()
}

// Done reports whether the text has faded out.
func (f *FloatText) Done() bool { return f.age >= f.life() }

// YOffset is how far the text has risen (negative: up the screen).
func (f *FloatText) YOffset() float64 {
	r := f.Rise
	if r == 0 {
		r = DefaultFloatRise
	}
	return -r * OutCubic(f.progress())
}

// Alpha stays opaque for the first half, then fades to 0.
func (f *FloatText) Alpha() float64 {
	p := f.progress()
	if p < 0.5 {
		return 1
	}
	return 1 - InQuad((p-0.5)*2)
}

// Scale pops the text in with a slight overshoot over its first tenth.
func (f *FloatText) Scale() float64 {
	return 0.6 + 0.4*OutBack(f.progress()*10)
}

// FloatLayer owns the floating texts on screen.
type FloatLayer struct {
	Speed Speed
	items []*FloatText
}

// Add shows a new floating text.
func (l *FloatLayer) Add(f *FloatText) {
	if l.Speed.Instant() {
		// Instant play still shows the amount briefly: money changes are the
		// one thing a fast player must not miss.
		f.age = f.life() / 2
	}
	l.items = append(l.items, f)
}

// Update ages every text and drops the faded ones.
func (l *FloatLayer) Update() {
	n := max(1, l.Speed.Ticks())
	kept := l.items[:0]
	for _, f := range l.items {
		if f.Update(n) {
			kept = append(kept, f)
		}
	}
	clear(l.items[len(kept):])
	l.items = kept
}

// Items returns the visible texts, oldest first.
func (l *FloatLayer) Items() []*FloatText { return l.items }

// Clear removes every text (e.g. when the player skips).
func (l *FloatLayer) Clear() { l.items = l.items[:0] }
