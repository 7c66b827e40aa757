package broke

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The hard player's evaluation: in Go For Broke the poorer seat is the
// likelier winner, and the seats' chances sum to one.
func TestEvalFavoursThePoorerSeat(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 50_000)
	setCash(t, g, 1, 600_000)
	setCash(t, g, 2, 900_000)
	assert.Greater(t, g.Eval(0), g.Eval(1))
	assert.Greater(t, g.Eval(1), g.Eval(2))
	assert.Greater(t, g.Eval(0), 0.5, "$550,000 poorer than the next")
	assert.InDelta(t, 1, g.Eval(0)+g.Eval(1)+g.Eval(2), 1e-9)
}
