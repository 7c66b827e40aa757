package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The log's lines: every event with words, in order, but the quiet kinds.
func TestDescribeLinesLeavesOutQuietKinds(t *testing.T) {
	evs := []Event{{Kind: EvTurn, Seat: 0}, {Kind: EvStep}, {Kind: EvRoll, Arg: 7}, {Kind: EvJump}, {Kind: EvTransfer}}
	words := map[uint16]string{EvTurn: "Ana's turn", EvStep: "a step", EvRoll: "Ana threw 7", EvJump: "a jump"}
	got := DescribeLines(evs, func(e Event) string { return words[e.Kind] }, EvStep, EvJump)
	assert.Equal(t, []string{"Ana's turn", "Ana threw 7"}, got)
}
