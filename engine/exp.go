package engine

import "math"

// expNeg is e^x for x <= 0, the same to the last bit on every platform.
// math.Exp is not: it is assembly on amd64 and arm64 (and on amd64 takes
// another path on CPUs with FMA) but Go in the browser, so a search scored
// through it could choose differently natively and in a page from the same
// seed. Here x is reduced by ln 2 to |r| <= ln2/2 and e^r summed by Horner
// from its Taylor series to r^13 (error below 1e-15, far below the float32
// the searches keep); every product is rounded explicitly (float64(...)),
// which the language forbids the compiler to fuse into an FMA.
func expNeg(x float64) float64 {
	if x < -745 || math.IsNaN(x) {
		return 0
	}
	if x > 0 {
		x = 0 // callers pass differences from the top score
	}
	k := math.Floor(float64(x*(1/math.Ln2)) + 0.5)
	// ln 2 in two parts (as math/exp.go splits it): k*ln2Hi is exact, so
	// the reduction loses nothing for any k a softmax meets.
	const ln2Hi, ln2Lo = 6.93147180369123816490e-01, 1.90821492927058770002e-10
	r := float64(x-float64(k*ln2Hi)) - float64(k*ln2Lo)
	p := 1.0
	for i := 13; i >= 1; i-- {
		p = 1 + float64(float64(r*p)/float64(i))
	}
	return math.Ldexp(p, int(k))
}
