package anim

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"sort"
	"strconv"
)

// Segment is one segment of a wheel: what its face shows and what landing on
// it means to the rules.
type Segment struct {
	Label string     // printed on the face; "" prints Value
	Value int        // what the segment stands for; each value once per wheel
	Color color.RGBA // the segment's colour; zero means the face's palette
	Width float64    // angular width relative to the others; 0 means 1
}

// The number of segments a wheel may have: a coin's two to a roulette
// wheel's 38 and beyond, while a segment stays wide enough to land in.
const (
	MinSegments = 2
	MaxSegments = 64

	// minShare is the smallest part of a turn one segment may span.
	minShare = 1.0 / 256
)

// Segments is the Life wheel's number of segments.
const Segments = 10

// LifeWheel is the Wheel of Fate of the Life games: the numbers 1 to 10,
// clockwise, in equal segments.
var LifeWheel = mustSpec(NumberWheel(Segments))

// WheelSpec is a wheel's face as data. Segment i spans the wheel-local angles
// Span(i), measured clockwise from the wheel's zero mark; pegs stand on the
// boundaries between segments. A spec never changes once made, so wheels and
// their views can share it.
type WheelSpec struct {
	segs  []Segment
	start []float64 // segment i spans [start[i], start[i+1]); start[n] = 2π
	// even wheels (all widths equal) find segments and pegs by one division,
	// as the 10-segment wheel always did, so its spins stay bit for bit.
	even bool
	unit float64 // 2π/n on an even wheel
}

// NewWheelSpec checks segs and returns the wheel they make, clockwise from
// the zero mark. It copies segs.
func NewWheelSpec(segs []Segment) (*WheelSpec, error) {
	n := len(segs)
	if n < MinSegments || n > MaxSegments {
		return nil, fmt.Errorf("a wheel has %d to %d segments, not %d", MinSegments, MaxSegments, n)
	}
	s := &WheelSpec{segs: make([]Segment, n), start: make([]float64, n+1), even: true}
	seen := make(map[int]bool, n)
	total := 0.0
	for i, g := range segs {
		if g.Width == 0 {
			g.Width = 1
		}
		if seen[g.Value] {
			return nil, fmt.Errorf("two segments of the wheel stand for %d", g.Value)
		}
		seen[g.Value] = true
		if !(g.Width > 0) || math.IsInf(g.Width, 0) {
			return nil, fmt.Errorf("segment %d of the wheel has width %v: widths are positive numbers", i+1, g.Width)
		}
		if g.Label == "" {
			g.Label = strconv.Itoa(g.Value)
		}
		s.segs[i] = g
		s.even = s.even && g.Width == s.segs[0].Width
		total += g.Width
	}
	if s.even {
		s.unit = 2 * math.Pi / float64(n)
	}
	cum := 0.0
	for i, g := range s.segs {
		if g.Width/total < minShare {
			return nil, fmt.Errorf("segment %d of the wheel is too narrow to land in (%.2f%% of a turn)", i+1, 100*g.Width/total)
		}
		if s.even {
			s.start[i] = float64(i) * s.unit
		} else {
			s.start[i] = 2 * math.Pi * cum / total
		}
		cum += g.Width
	}
	s.start[n] = 2 * math.Pi
	return s, nil
}

// NumberWheel returns a wheel of the numbers 1 to n in equal segments.
func NumberWheel(n int) (*WheelSpec, error) {
	if n < MinSegments || n > MaxSegments {
		return nil, fmt.Errorf("a wheel has %d to %d segments, not %d", MinSegments, MaxSegments, n)
	}
	segs := make([]Segment, n)
	for i := range segs {
		segs[i].Value = i + 1
	}
	return NewWheelSpec(segs)
}

// mustSpec is for the wheels defined in code, which a test builds.
func mustSpec(s *WheelSpec, err error) *WheelSpec {
	if err != nil {
		panic(errors.New("anim: " + err.Error()))
	}
	return s
}

// Len returns the number of segments.
func (s *WheelSpec) Len() int { return len(s.segs) }

// Segment returns segment i, its Label and Width filled in.
func (s *WheelSpec) Segment(i int) Segment { return s.segs[i] }

// Span returns the wheel-local angles segment i spans, clockwise from the
// zero mark: [from, to).
func (s *WheelSpec) Span(i int) (from, to float64) { return s.start[i], s.start[i+1] }

// Even reports whether all segments are as wide.
func (s *WheelSpec) Even() bool { return s.even }

// Index returns the segment that stands for value, or -1.
func (s *WheelSpec) Index(value int) int {
	for i, g := range s.segs {
		if g.Value == value {
			return i
		}
	}
	return -1
}

// SegmentAt returns the segment under the pointer when the wheel is rotated
// by angle.
func (s *WheelSpec) SegmentAt(angle float64) int { return s.LocalSegment(normAngle(-angle)) }

// LocalSegment returns the segment holding the wheel-local angle a in [0, 2π).
func (s *WheelSpec) LocalSegment(a float64) int {
	n := len(s.segs)
	if s.even {
		return max(0, min(n-1, int(math.Floor(a/s.unit))))
	}
	// The first segment that ends after a.
	return min(n-1, sort.Search(n, func(i int) bool { return s.start[i+1] > a }))
}

// restPoint is the wheel-local angle off the centre of segment i by off, a
// fraction of the segment.
func (s *WheelSpec) restPoint(i int, off float64) float64 {
	if s.even {
		return (float64(i) + 0.5 + off) * s.unit
	}
	return s.start[i] + (0.5+off)*(s.start[i+1]-s.start[i])
}

// pegIndex numbers the peg at or before the unwrapped angle a, counting the
// pegs passed turning from 0 to a: the difference of two is the pegs passed
// between them.
func (s *WheelSpec) pegIndex(a float64) float64 {
	if s.even {
		return math.Floor(a / s.unit)
	}
	turns := math.Floor(a / (2 * math.Pi))
	r := min(max(0, a-turns*2*math.Pi), math.Nextafter(2*math.Pi, 0))
	return turns*float64(len(s.segs)) + float64(s.LocalSegment(r))
}

// pegsBetween counts the pegs crossed turning from a to b.
func (s *WheelSpec) pegsBetween(a, b float64) int {
	return int(math.Abs(s.pegIndex(b) - s.pegIndex(a)))
}
