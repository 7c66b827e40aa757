package gambler

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The odds written out in cards.go are the count over every throw of six
// dice: each betting space's winning throws, and every ticket's.
func TestOddsAreTheCountOfEveryThrow(t *testing.T) {
	var bets [NBets]int
	tickets := make([]int, len(Tickets))
	var d [6]int8
	for n := 0; n < 46656; n++ {
		for k, x := 0, n; k < 6; k, x = k+1, x/6 {
			d[k] = int8(x%6) + 1
		}
		for b := range NBets {
			if BetWins(b, d) {
				bets[b]++
			}
		}
		for i, tk := range Tickets {
			if tk.Wins(d) {
				tickets[i]++
			}
		}
	}
	assert.Equal(t, bets, BetOdds)
	for i, n := range tickets {
		assert.Equal(t, n, TicketOdds, "ticket %d", i)
	}
}
