package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The summary of skipped turns names the turns and each seat's money that
// changed, in one short line.
func TestWaitedSummary(t *testing.T) {
	names := []string{"Ana", "Computer 1", "Computer 2", "Computer 3"}
	before := []int64{10000, 20000, 5000, 0}
	assert.Equal(t, "While you waited (3 turns): Computer 1 +$5,000, Computer 2 −$12,000.",
		WaitedSummary(names, before, []int64{10000, 25000, -7000, 0}, 3))
	assert.Equal(t, "While you waited (1 turn): no money changed hands.", WaitedSummary(names, before, before, 1))
	assert.Equal(t, "While you waited: Ana +$1,000.", WaitedSummary(names, before, []int64{11000, 20000, 5000, 0}, 0))
}
