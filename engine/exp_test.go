package engine

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// expNeg agrees with math.Exp to within 1e-15 of its value over
// the whole range a softmax uses, and gives fixed bits for fixed inputs:
// these constants were computed once; a platform on which they differ would
// score a hard player's look-aheads differently from this one.
func TestExpNeg(t *testing.T) {
	for x := -40.0; x <= 0; x += 0.0137 {
		want := math.Exp(x)
		require.InDelta(t, want, expNeg(x), 1e-15*want+1e-300, "x=%v", x)
	}
	require.Equal(t, 1.0, expNeg(0))
	require.Equal(t, 0.0, expNeg(-1000))
	require.Equal(t, 0.0, expNeg(math.NaN()))
	require.Equal(t, 1.0, expNeg(3), "positive arguments are clamped to 0")
	for x, bits := range map[float64]uint64{
		-1:       0x3fd78b56362cef38,
		-0.5:     0x3fe368b2fc6f960a,
		-7.25:    0x3f47455fe323fafe,
		-0.0001:  0x3fefff2e4b97d31d,
		-123.456: 0x34cda9fb9e4ee720,
	} {
		require.Equal(t, bits, math.Float64bits(expNeg(x)), "bits of expNeg(%v) = %#x", x, math.Float64bits(expNeg(x)))
	}
}
