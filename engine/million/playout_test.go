package million

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// The look-ahead's auctions sell the deed: played by the cheap playout
// policy alone, an auction ends with a bidder paying at least half the
// price and at most the price, not with the deed left unsold (which made a
// search value "auction it" as "nobody gets it").
func TestPlayoutAuctionSellsNearThePrice(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		g := newTest(t, 2)
		g.Quiet(true)
		p := group(3)[0]
		g.startAuction(p, 0)
		r := engine.NewRNG(seed)
		for g.dec.Kind == DBid {
			legal := g.Legal(int(g.dec.Seat), nil)
			_, err := g.Apply(g.PlayoutAction(g.dec, legal, &r))
			require.NoError(t, err)
		}
		require.GreaterOrEqual(t, int(g.owner[p]), 0, "seed %d: sold", seed)
		paid := StartCash - g.led.Cash[g.owner[p]]
		assert.GreaterOrEqual(t, paid, Props[p].Price/2, "seed %d", seed)
		assert.LessOrEqual(t, paid, Props[p].Price, "seed %d", seed)
	}
}
