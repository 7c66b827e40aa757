package ui

import (
	"crypto/sha256"
	"fmt"
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
)

// testWheels are wheels of 2 to 64 segments, even and uneven.
func testWheels(t *testing.T) map[string]*anim.WheelSpec {
	t.Helper()
	must := func(s *anim.WheelSpec, err error) *anim.WheelSpec {
		require.NoError(t, err)
		return s
	}
	return map[string]*anim.WheelSpec{
		"coin":       must(anim.NumberWheel(2)),
		"six":        must(anim.NumberWheel(6)),
		"eleven":     must(anim.NumberWheel(11)),
		"life":       anim.LifeWheel,
		"roulette36": must(anim.RouletteWheel(0)),
		"roulette38": must(anim.RouletteWheel(2)),
		"sixty-four": must(anim.NumberWheel(64)),
		"racetrack":  must(anim.NewWheelSpec([]anim.Segment{{Value: 1, Width: 4}, {Value: 2, Width: 3}, {Value: 3, Width: 2}, {Value: 4, Width: 1}})),
		"reels": must(anim.NewWheelSpec([]anim.Segment{
			{Value: 1, Label: "Cherry"}, {Value: 2, Label: "Orange"}, {Value: 3, Label: "Lemon"}, {Value: 4, Label: "Plum"},
			{Value: 5, Label: "Bell"}, {Value: 6, Label: "Bar"}, {Value: 7, Label: "Cherry"}, {Value: 8, Label: "Orange"},
			{Value: 9, Label: "Lemon"}, {Value: 10, Label: "Plum"}, {Value: 11, Label: "Bell"}, {Value: 12, Label: "Bar"},
		})),
		"stocks": must(anim.NewWheelSpec([]anim.Segment{
			{Value: 1, Label: "Oil up"}, {Value: 2, Label: "Oil down", Width: 2}, {Value: 3, Label: "Steel up"},
			{Value: 4, Label: "Steel down", Width: 2}, {Value: 5, Label: "Extra Dividend", Width: 1.5},
		})),
	}
}

// The face has each segment's colour inside its span, clockwise from the
// top, the rim and pegs at the edge, a divider on every boundary, the hub at
// the centre and nothing outside the rim, for wheels of any segments.
func TestWheelFacePixels(t *testing.T) {
	const r = 300.0 // dividers 3.6 px wide, so a sampled pixel lies wholly on one
	size := int(math.Ceil(2*r)) + 4
	for name, spec := range testWheels(t) {
		pix := wheelFacePixels(spec, size, r)
		require.Len(t, pix, 4*size*size)
		c := float64(size) / 2
		at := func(a, radius float64) color.RGBA {
			a -= math.Pi / 2 // clockwise from the top
			x := int(c + radius*math.Cos(a))
			y := int(c + radius*math.Sin(a))
			i := 4 * (y*size + x)
			return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
		}
		for i := range spec.Len() {
			from, to := spec.Span(i)
			mid := (from + to) / 2
			assert.Equal(t, SegmentColor(spec, i), at(mid, r*0.5), "%s: segment %d in the middle of its span", name, i)
			assert.Equal(t, colPeg, at(from, r*0.97), "%s: peg %d on its boundary", name, i)
			assert.Equal(t, colRim, at(mid, r*0.96), "%s: rim outside segment %d", name, i)
			assert.Equal(t, colRim, at(from, r*0.5), "%s: divider %d", name, i)
		}
		assert.Equal(t, colRim, at(0, 0), "the hub's centre")
		assert.Equal(t, colHub, at(0.8, r*0.1), "the hub's face")
		assert.Zero(t, at(0.8, r+1.5).A, "nothing outside the rim")
		from, to := spec.Span(0)
		partial := false
		for d := r - 1.5; d <= r+1.5; d += 0.25 {
			a := at(from+0.3*(to-from), d).A // off the axes, where pixel centres sit on half pixels
			partial = partial || (a > 0 && a < 255)
		}
		assert.True(t, partial, "%s: the rim's edge is anti-aliased", name)
	}
}

// Segments without a colour of their own take the palette's, and no two
// neighbours share one, however many segments go round.
func TestSegmentColorsDifferFromNeighbours(t *testing.T) {
	for n := anim.MinSegments; n <= anim.MaxSegments; n++ {
		spec, err := anim.NumberWheel(n)
		require.NoError(t, err)
		for i := range n {
			assert.NotEqual(t, SegmentColor(spec, i), SegmentColor(spec, (i+1)%n), "%d segments: %d and the next", n, i)
		}
	}
	for i := range anim.Segments {
		assert.Equal(t, WheelColors[i], SegmentColor(anim.LifeWheel, i), "the Life wheel keeps its colours")
	}
	r, _ := anim.RouletteWheel(0)
	assert.Equal(t, anim.RouletteRed, SegmentColor(r, r.Index(32)), "a segment's own colour wins")
}

// Labels are set as the Life wheel's numbers were while they fit across
// their segment at that size; a roulette wheel's numbers shrink to fit
// across their narrow pockets, and a long word runs along the radius.
func TestWheelLabelLayout(t *testing.T) {
	for r := 40.0; r <= 600; r += 7 {
		for i := range anim.Segments {
			assert.Equal(t, wheelLabel{size: math.Max(10, r*0.22), dist: 0.68 * r}, layoutWheelLabels(anim.LifeWheel, r)[i], "Life at radius %v", r)
		}
	}
	wheels := testWheels(t)
	roulette := wheels["roulette36"]
	for i := range roulette.Len() {
		l := layoutWheelLabels(roulette, 200)[i]
		assert.False(t, l.radial, "roulette numbers read across the pocket")
		assert.GreaterOrEqual(t, l.size, 14.0, "a 36-pocket wheel of radius 200 still reads")
		assert.Less(t, l.size, 0.22*200, "and shrinks to fit")
		assert.Equal(t, layoutWheelLabels(roulette, 200)[0].size, l.size, "an even wheel's numbers share one size")
	}
	// A weighted spinner's wide segments keep their words large, though a
	// narrow one's must shrink. (Whether the words run across or along the
	// radius tips on half a pixel of width, so the margin is not tight.)
	spinner, err := anim.NewWheelSpec([]anim.Segment{
		{Value: 1, Label: "Oil up", Width: 3}, {Value: 2, Label: "Steel down", Width: 2},
		{Value: 3, Label: "Oil down", Width: 2}, {Value: 4, Label: "Steel up", Width: 3}, {Value: 5, Label: "Dividend", Width: 1},
	})
	require.NoError(t, err)
	lay := layoutWheelLabels(spinner, 136)
	assert.Greater(t, lay[0].size, 1.4*lay[4].size, "Oil up (3 wide) is set larger than Dividend (1 wide)")
	stocks := layoutWheelLabels(wheels["stocks"], 200)
	assert.False(t, stocks[0].radial, "the stock spinner's words fit across")
	assert.Greater(t, stocks[0].size, 20.0)
	reels := layoutWheelLabels(wheels["reels"], 200)
	assert.True(t, reels[0].radial, "long words in narrow segments run along the radius")
	assert.Greater(t, reels[0].size, 30.0, "and are larger so")
}

// The Life wheel's face is the very face it was before wheels took their
// segments as data: the hashes are of the 10-segment rasteriser's pixels.
func TestLifeWheelFaceAsBefore(t *testing.T) {
	for r, want := range map[float64]string{
		40:  "9bdc5146c0eb305c4d658d8df09b8eb2f4c374ee02baad8320863bf7066c6bde",
		151: "ea4592dadfdb24f832c707f4598ffd03321a4cf15e7b0a49a32e1890954b23b5",
		300: "8ba251e3a0a8fbb80bac6ba3bd40bc0178f190f36df72a6efd7ef7c43c8f9d60",
	} {
		size := int(math.Ceil(2*r)) + 4
		assert.Equal(t, want, fmt.Sprintf("%x", sha256.Sum256(wheelFacePixels(anim.LifeWheel, size, r))), "radius %v", r)
	}
}
