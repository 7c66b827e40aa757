package life

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/boards/<id>.md must be exactly what `wheeloffate board -ruleset <id>`
// prints. Regenerate with: go run . board -ruleset life > docs/boards/md
func TestBoardDocsUpToDate(t *testing.T) {
	checked := 0
	for id := range Editions {
		path := filepath.Join("..", "..", "docs", "boards", id+".md")
		want, err := os.ReadFile(path)
		if os.IsNotExist(err) && id != "life" {
			continue // only life's board doc is required here
		}
		require.NoError(t, err, "docs/boards/%s.md is missing", id)
		assert.Equal(t, string(want), BoardMarkdown(Editions[id]),
			"docs/boards/%s.md is out of date: run `go run . board -ruleset %s > docs/boards/%s.md`", id, id, id)
		checked++
	}
	assert.GreaterOrEqual(t, checked, 1)
}

// The board listing names every space, every fork and the prices.
func TestBoardListsEverySpaceForkAndPrice(t *testing.T) {
	md := BoardMarkdown(Classic)
	ed := Classic
	for i, sp := range ed.Board().Spaces {
		assert.Contains(t, md, fmt.Sprintf("| %d | %s | %s | %s |", i, sp.Road, sp.Colour, sp.Label))
	}
	for at, roads := range ed.Board().ForkRoads {
		for _, r := range roads {
			assert.Contains(t, md, fmt.Sprintf("| %d | %s |", at, r))
		}
	}
	for _, price := range []int64{ed.AutoPrice, ed.LifePrice, ed.FirePrice, ed.StockPrice, ed.LifeValue, ed.TollAmount} {
		assert.Contains(t, md, Money(price))
	}
	assert.Contains(t, md, "12 Collect, 12 Pay, 6 Exemption")
	// The longer way of each later fork holds greater rewards and penalties.
	assert.True(t, strings.Contains(md, "| 37 | Ranch Road |") && strings.Contains(md, "| 68 | Wall Street |"))
}

// In each fork after START, the longer way has more spaces and both larger
// white rewards and larger white penalties than the shorter way.
func TestClassicLongerWayGreaterRewardsAndPenalties(t *testing.T) {
	bd := Classic.Board()
	gr := bd.Graph
	for at := range bd.ForkRoads {
		join := joinOf(bd, at)
		require.GreaterOrEqual(t, join, 0)
		var n [2]int
		var plus, minus [2]int64
		for w := 0; w < 2; w++ {
			for i := gr.Next(at, w); i != join; i = gr.Next(i, 0) {
				n[w]++
				switch sp := bd.Spaces[i]; sp.Kind {
				case KCollect:
					plus[w] += sp.Amount
				case KPay, KTax:
					minus[w] += sp.Amount
				}
			}
		}
		assert.Greater(t, n[1], n[0], "fork at %d: way 1 is the longer", at)
		if at != 0 { // START: College's reward is the profession, not white money
			assert.Greater(t, plus[1], plus[0], "fork at %d: greater rewards", at)
		}
		assert.Greater(t, minus[1], minus[0], "fork at %d: greater penalties", at)
	}
}
