package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The highest throw goes first; the seats tied highest throw again, the
// others do not.
func TestRollOff(t *testing.T) {
	throws := []int{9, 11, 11, 4, 7, 10}
	k := 0
	var seen [][3]int
	first := RollOff(4, func() int { k++; return throws[k-1] }, func(s, n int, again bool) {
		a := 0
		if again {
			a = 1
		}
		seen = append(seen, [3]int{s, n, a})
	})
	assert.Equal(t, 2, first)
	assert.Equal(t, [][3]int{{0, 9, 0}, {1, 11, 0}, {2, 11, 0}, {3, 4, 0}, {1, 7, 1}, {2, 10, 1}}, seen)
}
