package anim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func testSpecs(t *testing.T) map[string]*WheelSpec {
	t.Helper()
	spec := func(segs []Segment) *WheelSpec {
		s, err := NewWheelSpec(segs)
		require.NoError(t, err)
		return s
	}
	number := func(n int) *WheelSpec {
		s, err := NumberWheel(n)
		require.NoError(t, err)
		return s
	}
	roulette := func(zeros int) *WheelSpec {
		s, err := RouletteWheel(zeros)
		require.NoError(t, err)
		return s
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var odd []Segment
	for i := range 13 {
		odd = append(odd, Segment{Value: i * 10, Width: 0.2 + rng.Float64()*3})
	}
	return map[string]*WheelSpec{
		"coin":       number(2),
		"six":        number(6),
		"life":       LifeWheel,
		"roulette36": roulette(0),
		"roulette37": roulette(1),
		"roulette38": roulette(2),
		"racetrack":  spec([]Segment{{Value: 1, Width: 4}, {Value: 2, Width: 3}, {Value: 3, Width: 2}, {Value: 4, Width: 1}}),
		"stocks":     spec([]Segment{{Value: 1, Label: "Oil up", Width: 1}, {Value: 2, Label: "Oil down", Width: 2}, {Value: 3, Label: "Steel up", Width: 1}, {Value: 4, Label: "Steel down", Width: 2}, {Value: 5, Label: "Extra Dividend", Width: 0.5}}),
		"uneven13":   spec(odd),
		"narrow":     spec([]Segment{{Value: 1, Width: 1}, {Value: 2, Width: 200}}),
		"sixty-four": number(64),
	}
}

// pegsCrossed counts, by brute force, the segment boundaries in (a, b].
func pegsCrossed(s *WheelSpec, a, b float64) int {
	n := 0
	for k := math.Floor(a/(2*math.Pi)) - 1; k <= math.Floor(b/(2*math.Pi))+1; k++ {
		for i := range s.Len() {
			from, _ := s.Span(i)
			if x := k*2*math.Pi + from; a < x && x <= b {
				n++
			}
		}
	}
	return n
}

// A wheel of any spec, even or not, comes to rest inside the target's
// segment, well clear of its pegs, having clicked once for every peg it
// passed, whatever the start, flick and speed.
func TestWheelOfAnySpecLandsOnTarget(t *testing.T) {
	for name, spec := range testSpecs(t) {
		rng := rand.New(rand.NewPCG(uint64(spec.Len()), 1960))
		for seed := range 300 {
			w := NewWheelOf(spec)
			w.Speed = Speeds[seed%len(Speeds)]
			w.SetAngle(rng.Float64() * 2 * math.Pi)
			target := spec.Segment(rng.IntN(spec.Len())).Value
			flick := []float64{0, 3, 10, 25, 80}[rng.IntN(5)]
			before := w.angle
			_, clicks := spinToRest(t, w, target, flick)
			msg := fmt.Sprintf("%s seed %d target %d flick %v", name, seed, target, flick)
			require.Equal(t, target, w.Number(), msg)
			require.Equal(t, pegsCrossed(spec, before, before+w.dist), clicks, msg)
			from, to := spec.Span(w.Segment())
			frac := (normAngle(-w.Angle()) - from) / (to - from)
			require.InDelta(t, 0.5, frac, jitterFraction+1e-9, "%s: clear of the pegs", msg)
		}
	}
}

func TestWheelSpecSpansFollowWidths(t *testing.T) {
	s := testSpecs(t)["racetrack"]
	assert.False(t, s.Even())
	prev := 0.0
	for i, share := range []float64{0.4, 0.3, 0.2, 0.1} {
		from, to := s.Span(i)
		assert.Equal(t, prev, from, "segments meet")
		assert.InDelta(t, share*2*math.Pi, to-from, 1e-12)
		assert.Equal(t, i, s.LocalSegment((from+to)/2))
		assert.Equal(t, i, s.SegmentAt(-(from+to)/2), "the pointer reads the segment turned under it")
		prev = to
	}
	assert.Equal(t, 2*math.Pi, prev, "the last segment closes the circle")
	assert.Equal(t, "3", s.Segment(2).Label, "an unlabelled segment shows its value")
	assert.Equal(t, 2, s.Index(3), "the third segment stands for 3")
	assert.Equal(t, -1, s.Index(9))

	// Equal widths of any size make the same wheel as widths of 1, spin for spin.
	wide := make([]Segment, Segments)
	for i := range wide {
		wide[i] = Segment{Value: i + 1, Width: 3}
	}
	ws, err := NewWheelSpec(wide)
	require.NoError(t, err)
	assert.True(t, ws.Even())
	a, b := NewWheelOf(ws), NewWheel()
	for _, n := range []int{4, 9, 1} {
		a.Spin(n, 12)
		b.Spin(n, 12)
		a.Skip()
		b.Skip()
		assert.Equal(t, b.Angle(), a.Angle())
	}
}

// Each roulette wheel holds its numbers once, red and black alternating
// round it, the zeros green.
func TestRouletteWheels(t *testing.T) {
	for zeros, n := range []int{36, 37, 38} {
		s, err := RouletteWheel(zeros)
		require.NoError(t, err)
		require.Equal(t, n, s.Len())
		reds := 0
		for v := range n {
			if zeros == 0 {
				v++ // 1..36
			}
			i := s.Index(v)
			require.GreaterOrEqual(t, i, 0, "%d pockets: %d is on the wheel", n, v)
			c := s.Segment(i).Color
			if c == RouletteRed {
				reds++
			}
			if c == RouletteGreen {
				continue
			}
			for _, j := range []int{(i + 1) % n, (i + n - 1) % n} {
				assert.NotEqual(t, c, s.Segment(j).Color, "%d pockets: %d's neighbours differ", n, v)
			}
		}
		assert.Equal(t, 18, reds)
		for _, red := range []int{1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36} {
			assert.Equal(t, RouletteRed, s.Segment(s.Index(red)).Color, "%d is red", red)
		}
	}
	s, _ := RouletteWheel(2)
	assert.Equal(t, "00", s.Segment(s.Index(37)).Label)
	_, err := RouletteWheel(3)
	assert.Error(t, err)
}

// A wheel that cannot be built is refused in one line, never by a panic.
func TestWheelSpecRefusesBadSegments(t *testing.T) {
	many := make([]Segment, MaxSegments+1)
	for i := range many {
		many[i].Value = i
	}
	for name, segs := range map[string][]Segment{
		"one":       {{Value: 1}},
		"none":      nil,
		"too many":  many,
		"twice":     {{Value: 1}, {Value: 2}, {Value: 1}},
		"negative":  {{Value: 1}, {Value: 2, Width: -1}},
		"NaN":       {{Value: 1}, {Value: 2, Width: math.NaN()}},
		"infinite":  {{Value: 1}, {Value: 2, Width: math.Inf(1)}},
		"too thin":  {{Value: 1, Width: 1000}, {Value: 2, Width: 1}},
		"overflows": {{Value: 1, Width: math.MaxFloat64}, {Value: 2, Width: math.MaxFloat64}},
	} {
		s, err := NewWheelSpec(segs)
		assert.Nil(t, s, name)
		if assert.Error(t, err, name) {
			assert.NotContains(t, err.Error(), "\n", name)
		}
	}
	for _, n := range []int{-1, 0, 1, 65} {
		_, err := NumberWheel(n)
		assert.Error(t, err, "NumberWheel(%d)", n)
	}
	w := NewWheelOf(testSpecs(t)["roulette36"])
	assert.Panics(t, func() { w.Spin(0, 0) }, "no zero on a 36-pocket wheel: the UI and the engine disagree")
	assert.True(t, strings.HasPrefix(NewWheelOf(nil).Spec().Segment(9).Label, "10"), "nil is the Life wheel")
}
