package million

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/boards/million.md is exactly what `wheeloffate board -ruleset
// million` prints, so the published board is the one the engine plays.
// Regenerate with: go run . board -ruleset million > docs/boards/million.md
func TestMillionBoardDocUpToDate(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "docs", "boards", ID+".md"))
	require.NoError(t, err, "docs/boards/million.md is missing")
	assert.Equal(t, string(want), BoardMarkdown(),
		"docs/boards/million.md is out of date: run `go run . board -ruleset million > docs/boards/million.md`")
}

// The listing has every space, every title deed with its ladder and
// mortgage value, and all 50 cards.
func TestBoardListingComplete(t *testing.T) {
	md := BoardMarkdown()
	for _, pr := range Props {
		assert.Contains(t, md, "| "+pr.Name+" | ")
	}
	assert.Contains(t, md, "| Paradise Island | $200,000 | $150,000 | $65,000 | $160,000 | $250,000 | $370,000 | $430,000 | $500,000 | $100,000 |")
	for _, deck := range [][]Card{Fortune[:], Lifestyle[:], Chance[:]} {
		for i := range deck {
			assert.Contains(t, md, deck[i].Text)
		}
	}
	_, cards, _ := strings.Cut(md, "## Fortune cards")
	assert.Equal(t, NFortune+NLifestyle+NChance+3*2, strings.Count(cards, "\n| "), "a row a card under three headers")
}
