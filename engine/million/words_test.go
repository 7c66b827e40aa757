package million

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// Every event has its words for the log, every decision its prompt, and
// every legal action its name, over seeded games with random players (who
// reach every corner: deals, counters, raising cash, going out).
func TestWordsForEverything(t *testing.T) {
	seen := map[uint16]bool{}
	prompts := map[uint8]bool{}
	for i := 0; i < 12; i++ {
		g, err := New(Options{Seats: 2 + i%3, Seed: uint64(i) + 100})
		require.NoError(t, err)
		r := ai.NewRandom(uint64(i))
		for !g.Over() {
			d := g.Decision()
			p := g.Prompt(d)
			require.NotEmpty(t, p, "decision %d has a prompt", d.Kind)
			prompts[d.Kind] = true
			legal := g.Legal(int(d.Seat), nil)
			for _, a := range legal {
				require.False(t, strings.HasPrefix(g.ActionString(a), "action "), "action kind %d has a name", a.Kind)
			}
			ev, err := g.Apply(r.Choose(legal))
			require.NoError(t, err)
			for _, e := range ev {
				seen[e.Kind] = true
				require.NotEmpty(t, g.Describe(e), "event %d has words", e.Kind)
			}
		}
	}
	for _, k := range []uint16{EvBuy, EvAuction, EvBid, EvWon, EvRent, EvBuild, EvPropose, EvAccept, EvRefuse, EvCounter, EvFortune, EvKeep, EvLifestyle, EvChance, EvJail, EvUpgrade, EvMillion} {
		require.True(t, seen[k], "the games saw event %d", k)
	}
	for k := DTurn; k <= DBetween; k++ {
		require.True(t, prompts[k], "the games asked decision %d", k)
	}
}

// A deal's words say who gives what, cards counted, not named.
func TestDealWords(t *testing.T) {
	g := newTest(t, 2)
	own(g, 0, motorDrive)
	own(g, 1, castleView)
	g.mort |= 1 << castleView
	give(t, g, 1, fortuneID(t, KeepCash))
	act(t, g, ADeal, 1, 0)
	require.Equal(t, "ask for Castle View", g.ActionString(engine.Action{Seat: 0, Kind: AProp, Arg: castleView}))
	act(t, g, AProp, motorDrive, 0)
	act(t, g, AProp, castleView, 0)
	act(t, g, ATakeCard, 0, 0)
	act(t, g, AGiveCash, 0, 50_000)
	require.Equal(t, "take Castle View out", g.ActionString(engine.Action{Seat: 0, Kind: AProp, Arg: castleView}))
	require.Equal(t, "Motor Drive and $50,000 for Castle View (mortgaged) and a kept card", g.DealWords())
	act(t, g, APropose, 0, 0)
	require.Equal(t, "Player 1 offers Motor Drive and $50,000 for Castle View (mortgaged) and a kept card", g.Prompt(g.Decision()))
}

// A refusal's reason is the refuser's own words to the proposer, so the
// log quotes them: "it gives you a set" reads right only as speech.
func TestRefusalQuotesItsReason(t *testing.T) {
	g := newTest(t, 3)
	e := engine.Event{Kind: EvRefuse, Seat: 2, Other: 1, Arg: RefuseGivesSet}
	require.Equal(t, "Player 3 refuses Player 2's deal: “it gives you a set”", g.Describe(e))
}
