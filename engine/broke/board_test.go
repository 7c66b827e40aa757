package broke

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The board is what the rulings ask for: a clockwise main path of 36–44
// spaces back to START, the Poor House road on it, a side road of 3–6
// spaces back, the three entrances, Hotels with price and rent, Spend and
// Receive spaces and a few instruction spaces.
func TestBoardShape(t *testing.T) {
	require.Len(t, Spaces, nSpaces)
	require.Equal(t, nSpaces, Board.Len())
	require.GreaterOrEqual(t, MainLen, 36)
	require.LessOrEqual(t, MainLen, 44)
	for i := 0; i < MainLen; i++ {
		assert.True(t, Spaces[i].Main, "space %d is on the main path", i)
		assert.Equal(t, (i+1)%MainLen, Board.Next(i, 0), "space %d leads clockwise", i)
		assert.Equal(t, 1, Board.Ways(i), "space %d has one way on", i)
	}
	assert.Equal(t, KStart, Spaces[Start].Kind)
	assert.Equal(t, KJunction, Spaces[Junction].Kind)
	assert.Equal(t, KPoorHouse, Spaces[PoorHouse].Kind)

	// The side road: from the Poor House to the main path, past the junction.
	side := 0
	sp := Board.Next(PoorHouse, 0)
	for ; !Spaces[sp].Main; sp = Board.Next(sp, 0) {
		assert.Equal(t, KSide, Spaces[sp].Kind)
		side++
	}
	assert.GreaterOrEqual(t, side, 3)
	assert.LessOrEqual(t, side, 6)
	assert.Equal(t, Junction+1, sp, "the side road rejoins just past the junction")

	kinds := map[Kind]int{}
	for i := 0; i < MainLen; i++ {
		kinds[Spaces[i].Kind]++
		if Spaces[i].Kind == KHotel {
			assert.Positive(t, Spaces[i].Price, "hotel %d", i)
			assert.Positive(t, Spaces[i].Rent, "hotel %d", i)
			assert.Less(t, Spaces[i].Rent, Spaces[i].Price, "hotel %d", i)
		}
	}
	assert.Equal(t, 3, kinds[KEntrance])
	for a := 0; a < nAreas; a++ {
		e := Entrance(a)
		assert.Equal(t, KEntrance, Spaces[e].Kind)
		assert.Equal(t, int8(a), Spaces[e].Arg)
		assert.Equal(t, KArea, Spaces[AreaSpace(a)].Kind)
		assert.Equal(t, e+1, Board.Next(AreaSpace(a), 0), "a visit moves out from the entrance")
	}
	assert.GreaterOrEqual(t, kinds[KHotel], 6)
	assert.GreaterOrEqual(t, kinds[KSpend], 10)
	assert.GreaterOrEqual(t, kinds[KReceive], 6)
	assert.GreaterOrEqual(t, kinds[KTax]+kinds[KGoPoor]+kinds[KGoCasino], 3)
}

// 54 Spend and 54 Receive cards, with 3 of each stock in each deck, trips
// to the areas on Spend and to the Poor House on Receive.
func TestDecks(t *testing.T) {
	for d := range 2 {
		cards := Cards(d)
		require.Len(t, cards, 54)
		var stocks [nStocks]int
		for _, c := range cards {
			require.NotEmpty(t, c.Text)
			switch c.Kind {
			case CStock:
				stocks[c.Arg]++
			case CPay, CPayEach:
				assert.Equal(t, SpendDeck, d, c.Text)
				assert.Positive(t, c.Amount, c.Text)
			case CCollect, CGoPoor:
				assert.Equal(t, ReceiveDeck, d, c.Text)
			case CGoArea:
				assert.Equal(t, SpendDeck, d, c.Text)
			}
		}
		assert.Equal(t, [nStocks]int{3, 3, 3}, stocks)
	}
}

// The rulings: the slot machine keeps an edge (a pull pays back less than
// its $5,000), and the sensible player's averages follow the tables.
func TestChanceTables(t *testing.T) {
	ret := SlotReturn()
	assert.Less(t, ret, float64(SlotStake))
	assert.InDelta(t, 4790, ret, 1)
	assert.InDelta(t, -10588, casinoEV, 1)
	assert.InDelta(t, -6000, raceEV, 0.1)
	assert.InDelta(t, 714.3, stockEV, 0.1)
	total := 0
	for _, w := range HorseWeights {
		total += w
	}
	assert.Equal(t, []int{4, 3, 2, 1}, HorseWeights)
	assert.Equal(t, 10, total)
}

// The board listing names every space, card and table.
func TestBoardMarkdown(t *testing.T) {
	md := BoardMarkdown()
	for _, want := range []string{"Poor House", "Riviera Towers", "$200,000", "Extra Dividend",
		"cherry, cherry, lemon", "Oil stock: pay $100,000", "Oil stock: free", "| 4 | 1 | $10,000 |"} {
		assert.True(t, strings.Contains(md, want), "the listing has %q", want)
	}
	_, spaces, _ := strings.Cut(md, "## Spaces")
	spaces, _, _ = strings.Cut(spaces, "## Spend cards")
	// One row a space, under a header row and its rule.
	assert.Equal(t, nSpaces+2, strings.Count(spaces, "\n| "))
}

// docs/boards/broke.md is exactly what `wheeloffate board -ruleset broke`
// prints, so the published board is the one the engine plays. Regenerate
// with: go run . board -ruleset broke > docs/boards/broke.md
func TestBrokeBoardDocUpToDate(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "docs", "boards", ID+".md"))
	require.NoError(t, err, "docs/boards/broke.md is missing")
	assert.Equal(t, string(want), BoardMarkdown(),
		"docs/boards/broke.md is out of date: run `go run . board -ruleset broke > docs/boards/broke.md`")
}
