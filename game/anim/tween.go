package anim

// Tween interpolates a value from From to To over Duration ticks (at 1x).
// The zero Tween is done and holds 0.
type Tween struct {
	From, To float64
	Duration int  // ticks at 1x; <= 0 means it is done at once
	Ease     Ease // nil means Linear
	Speed    Speed

	tick int
}

// NewTween returns a tween that starts at its From value.
func NewTween(from, to float64, duration int, ease Ease) *Tween {
	return &Tween{From: from, To: to, Duration: duration, Ease: ease}
}

// Update advances the tween one tick at its Speed and reports whether it is done.
func (t *Tween) Update() bool {
	if t.Done() {
		return true
	}
	n := t.Speed.Ticks()
	if n == 0 {
		t.Skip()
		return true
	}
	t.tick += n
	if t.tick > t.Duration {
		t.tick = t.Duration
	}
	return t.Done()
}

// Progress returns the linear progress in [0,1].
func (t *Tween) Progress() float64 {
	if t.Duration <= 0 {
		return 1
	}
	return clamp01(float64(t.tick) / float64(t.Duration))
}

// Value returns the current eased value.
func (t *Tween) Value() float64 {
	e := t.Ease
	if e == nil {
		e = Linear
	}
	return Lerp(t.From, t.To, e(t.Progress()))
}

// Done reports whether the tween reached its end.
func (t *Tween) Done() bool { return t.tick >= t.Duration }

// Skip jumps to the end value.
func (t *Tween) Skip() {
	if t.Duration > 0 {
		t.tick = t.Duration
	}
}

// Reset restarts the tween from its From value.
func (t *Tween) Reset() { t.tick = 0 }
