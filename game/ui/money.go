package ui

import "strconv"

// Minus is the typographic minus sign used for negative amounts.
const Minus = "\u2212"

// Money formats dollars with thousands separators: $1,250,000 and −$500.
func Money(n int64) string {
	if n < 0 {
		return Minus + "$" + group(uabs(n))
	}
	return "$" + group(uint64(n))
}

// MoneyDelta formats a change of money with its sign: +$5,000, −$500, $0.
func MoneyDelta(n int64) string {
	if n > 0 {
		return "+" + Money(n)
	}
	return Money(n)
}

// uabs is |n| without overflow at math.MinInt64.
func uabs(n int64) uint64 {
	if n < 0 {
		return uint64(-(n + 1)) + 1
	}
	return uint64(n)
}

func group(u uint64) string {
	s := strconv.FormatUint(u, 10)
	if len(s) <= 3 {
		return s
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	pre := len(s) % 3
	if pre > 0 {
		out = append(out, s[:pre]...)
	}
	for i := pre; i < len(s); i += 3 {
		if len(out) > 0 {
			out = append(out, ',')
		}
		out = append(out, s[i:i+3]...)
	}
	return string(out)
}
