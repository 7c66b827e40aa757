package engine

import "strconv"

// Money formats dollars the way the boards print them: $1,250,000, -$500.
func Money(v int64) string {
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	d := strconv.FormatUint(u, 10)
	b := make([]byte, 0, len(d)+len(d)/3+2)
	if neg {
		b = append(b, '-')
	}
	b = append(b, '$')
	for i := 0; i < len(d); i++ {
		if i > 0 && (len(d)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, d[i])
	}
	return string(b)
}
