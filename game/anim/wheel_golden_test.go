package anim

import (
	"fmt"
	"hash/fnv"
	"math"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The Life wheel spins exactly as it did before wheels took their segments
// as data: same rest angles, same ticks, same peg clicks, so replays look
// the same and the board's screenshots do not change. The goldens were
// computed by the 10-segment code that preceded WheelSpec, on amd64.
func TestLifeWheelSpinsAsBefore(t *testing.T) {
	golden := []struct {
		start, flick  float64
		target        int
		speed         Speed
		rest          uint64 // math.Float64bits of the rest angle
		ticks, clicks int
	}{
		{0, 0, 1, Speed1x, 0x4018893e93715898, 251, 39},
		{0, 0, 10, Speed1x, 0x3fd01709de985f40, 225, 30},
		{1.3, 7, 4, Speed1x, 0x401087524e95c644, 206, 24},
		{2.9, 40, 7, Speed2x, 0x4001c6e9ad055490, 156, 69},
		{5.5, 12, 3, Speed4x, 0x4012fcfb6a111f40, 56, 29},
		{0.31, 0, 6, SpeedInstant, 0x4006569becd201c8, 1, 34},
		{4, 3, 9, Speed1x, 0x3ff1125044196120, 209, 25},
		{6.1, 500, 2, Speed1x, 0x401619a013126d20, 311, 69},
	}
	for _, g := range golden {
		w := NewWheel()
		w.Speed = g.speed
		w.SetAngle(g.start)
		w.Spin(g.target, g.flick)
		ticks, clicks := 0, 0
		for !w.Done() {
			clicks += w.Update()
			ticks++
		}
		name := fmt.Sprintf("start %v flick %v target %d speed %v", g.start, g.flick, g.target, g.speed)
		assert.Equal(t, g.target, w.Number(), name)
		assert.Equal(t, g.ticks, ticks, name)
		assert.Equal(t, g.clicks, clicks, name)
		want := math.Float64frombits(g.rest)
		if runtime.GOARCH == "amd64" {
			assert.Equal(t, want, w.Angle(), name)
		} else {
			// Other compilers may fuse x*y+z into one rounding.
			assert.InDelta(t, want, w.Angle(), 1e-12, name)
		}
	}

	// 1200 spins in a row at every speed, every tick's angle and clicks.
	h, exact := fnv.New64a(), fnv.New64a()
	for _, sp := range Speeds {
		w := NewWheel()
		w.Speed = sp
		for i := range 300 {
			if i%11 == 0 {
				w.SetAngle(float64(i) * 0.0837)
			}
			w.Spin(1+(i*7)%10, []float64{0, 4, 9, 15, 25, 60}[i%6])
			for !w.Done() {
				p := w.Update()
				fmt.Fprintf(h, "%d %.6f|", p, w.Angle())
				fmt.Fprintf(exact, "%d %x|", p, math.Float64bits(w.Angle()))
			}
			fmt.Fprintf(h, "%d %d %.6f;", w.Number(), w.Segment(), w.Angle())
			fmt.Fprintf(exact, "%d %d %x;", w.Number(), w.Segment(), math.Float64bits(w.Angle()))
		}
	}
	assert.Equal(t, uint64(0x987fe341c4644b1d), h.Sum64(), "angles to 1e-6, clicks and numbers of every tick")
	if runtime.GOARCH == "amd64" {
		assert.Equal(t, uint64(0x556388cfe88b5333), exact.Sum64(), "every tick's angle bit for bit")
	}
}
