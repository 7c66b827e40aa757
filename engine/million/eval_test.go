package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The hard player's evaluation: more cash is a likelier win, deeds count
// for part of their price, a mortgage counts against them, and a seat that
// is out has no chance.
func TestEvalCountsCashAndDeeds(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 400_000)
	setCash(t, g, 1, 400_000)
	assert.InDelta(t, 0.5, g.Eval(0), 1e-9)
	own(g, 0, group(3)...)
	deeds := g.Eval(0)
	assert.Greater(t, deeds, 0.5, "the same cash and a set of deeds")
	g.mort |= 1 << group(3)[0]
	assert.Less(t, g.Eval(0), deeds, "a mortgage is owed")
	setCash(t, g, 1, 900_000)
	assert.Less(t, g.Eval(0), 0.5, "$500,000 behind in cash")
	assert.InDelta(t, 1, g.Eval(0)+g.Eval(1), 1e-9)
	g.pl[0].Out = true
	assert.Zero(t, g.Eval(0))
}
