package table

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// An exact chance in the words a player reads at a glance.
func TestOneIn(t *testing.T) {
	for p, want := range map[float64]string{
		1.0 / 6: "1 in 6", 1.0 / 36: "1 in 36", 5.0 / 36: "1 in 7.2", 0.1: "1 in 10",
		0.4: "40%", 0.5: "50%", 0: "never", 1: "always",
	} {
		assert.Equal(t, want, OneIn(p), "%v", p)
	}
}

// A badge's words, longest first: the estimate, then the exact figure as
// the ruleset gives it, each shorter form keeping the chance to win.
func TestBadgeTexts(t *testing.T) {
	est := ai.Estimate{Rate: 0.342, Half: 0.031, Playouts: 400}
	bet := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 1.0 / 6, Expect: -83.3}}
	assert.Equal(t, []string{
		"Win 34% ±4 · pays 1 in 6 · expect −$83", "Win 34% ±4 · pays 1 in 6 · −$83",
		"34% ±4 · pays 1 in 6 · −$83", "34% ±4 · pays 1 in 6", "Win 34% ±4", "34% ±4", "34%±4", "34%",
	}, BadgeTexts(bet))
	fair := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 0.1, Expect: 0}}
	assert.Equal(t, "Win 34% ±4 · pays 1 in 10 · expect $0", BadgeTexts(fair)[0], "a fair bet says so")
	tycoon := Figure{Estimate: est, Ready: true, HasExact: true, Exact: engine.Chance{Pays: 0.1, WinsGame: true}}
	assert.Equal(t, "Win 34% ±4 · wins the game 1 in 10", BadgeTexts(tycoon)[0])
	assert.Equal(t, []string{"Win 34% ±4", "34% ±4", "34%±4", "34%"}, BadgeTexts(Figure{Estimate: est, Ready: true}))
	assert.Equal(t, []string{"Win …", "…"}, BadgeTexts(Figure{Estimate: ai.Estimate{Playouts: 3}}), "no figure before its playouts")
}
