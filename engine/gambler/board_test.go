package gambler

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The board the rulings ask for: a loop of 28–36 spaces with Start, a
// Lottery, a Sweepstakes, Off to the Races, the Daily Double, Fortune
// spaces, and pay-in and pay-out spaces; 24 Fortune cards; 14 tickets, no
// 1–6 among them.
func TestBoardAsTheRulingsSay(t *testing.T) {
	require.GreaterOrEqual(t, Len, 28)
	require.LessOrEqual(t, Len, 36)
	kinds := map[Kind]int{}
	for i := range Spaces {
		kinds[Spaces[i].Kind]++
		assert.Equal(t, (i+1)%Len, Board.Next(i, 0), "space %d leads on round the loop", i)
		assert.NotEmpty(t, Spaces[i].Label)
	}
	assert.Equal(t, 1, kinds[KStart])
	assert.Equal(t, KStart, Spaces[Start].Kind)
	for _, k := range []Kind{KLottery, KSweep, KRaces, KDouble, KFortune, KPay, KCollect, KTax} {
		assert.Positive(t, kinds[k], "a space of kind %s", kindNames[k])
	}
	assert.Len(t, FortuneCards, 24)
	assert.Len(t, Tickets, 14)
	seen := map[Ticket]bool{}
	for _, tk := range Tickets {
		assert.Less(t, tk.Lo, tk.Hi)
		assert.NotEqual(t, Ticket{1, 6}, tk)
		assert.False(t, seen[tk])
		seen[tk] = true
	}
	sweeps := 0
	for _, c := range FortuneCards {
		if c.Kind == CSweep {
			sweeps++
		}
	}
	assert.Positive(t, sweeps, "an appropriate Fortune card holds a Sweepstakes")
}

// The exact odds: a ticket wins when both its numbers show among six dice,
// 1 − 2(5/6)^6 + (4/6)^6 of the time; High Number positions are alike.
func TestOdds(t *testing.T) {
	assert.Equal(t, 46656-2*15625+4096, TicketOdds)
	for b := BetHigh1 + 1; b < BetHigh1+6; b++ {
		assert.Equal(t, BetOdds[BetHigh1], BetOdds[b])
	}
	assert.Greater(t, BetOdds[BetSplit12], BetOdds[BetHigh1], "a Split covers two positions")
}

// docs/boards/gambler.md is exactly what `wheeloffate board -ruleset
// gambler` prints. Regenerate with:
// go run . board -ruleset gambler > docs/boards/gambler.md
func TestGamblerBoardDocUpToDate(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "docs", "boards", ID+".md"))
	require.NoError(t, err, "docs/boards/gambler.md is missing")
	assert.Equal(t, string(want), BoardMarkdown(),
		"docs/boards/gambler.md is out of date: run `go run . board -ruleset gambler > docs/boards/gambler.md`")
	assert.True(t, strings.Contains(string(want), "Hold a Sweepstakes!"))
}
