package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The hard player's evaluation: the richer seat is the likelier winner, an
// IOU counts against its holder, and a seat that is out has no chance.
func TestEvalFavoursTheRicherSeat(t *testing.T) {
	g := newTest(t, 3)
	setCash(t, g, 0, 800)
	setCash(t, g, 1, 300)
	setCash(t, g, 2, 300)
	assert.Greater(t, g.Eval(0), g.Eval(1))
	assert.InDelta(t, g.Eval(1), g.Eval(2), 1e-9, "equal cash, equal chances")
	g.pl[2].IOU = true
	assert.Greater(t, g.Eval(1), g.Eval(2), "the IOU is owed")
	g.pl[1].Out = true
	assert.Zero(t, g.Eval(1))
	assert.InDelta(t, 1, g.Eval(0)+g.Eval(2), 1e-9)
}
