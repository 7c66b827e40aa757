package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine"
)

// The look-ahead plays as the sensible player: with cash to spare it buys a
// Lottery ticket before rolling, and holding an IOU it repays it first
// (the first-legal policy only ever rolled).
func TestPlayoutBuysTicketsAndRepays(t *testing.T) {
	g := newTest(t, 2)
	setCash(t, g, 0, 300)
	r := engine.NewRNG(1)
	d := g.Pending(nil)[0]
	assert.Equal(t, ATicket, g.PlayoutAction(d, g.Legal(0, nil), &r).Kind)
	g.pl[0].IOU = true
	assert.Equal(t, ARepay, g.PlayoutAction(d, g.Legal(0, nil), &r).Kind)
	setCash(t, g, 0, 50)
	g.pl[0].IOU = false
	assert.Equal(t, ARoll, g.PlayoutAction(d, g.Legal(0, nil), &r).Kind, "no cash to spare")
}
