package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/catalog"
)

// The cheap playout finishes every ruleset's games by the rules (not the
// turn cap), with the invariants holding, so a search scores real endings.
func TestPlayoutsFinishByTheRules(t *testing.T) {
	for _, r := range catalog.List() {
		p := ai.NewPlayout(7)
		for i := 0; i < 20; i++ {
			g, err := r.New(engine.Setup{Seats: benchSeats(r), Seed: uint64(i) + 100})
			require.NoError(t, err)
			p.Run(g)
			require.True(t, g.Over(), "%s game %d did not end", r.ID, i)
			res := g.Result()
			assert.False(t, res.Capped, "%s game %d ended by the turn cap", r.ID, i)
			assert.GreaterOrEqual(t, res.Winners, 1)
			if c, ok := g.(engine.Checker); ok {
				require.NoError(t, c.CheckInvariants(), "%s game %d", r.ID, i)
			}
		}
	}
}

// A playout allocates nothing: quiet games record no events, and the
// policy reuses its buffers.
func TestPlayoutAllocatesNothing(t *testing.T) {
	for _, r := range catalog.List() {
		var games []engine.Game
		for i := 0; i < 12; i++ {
			g, err := r.New(engine.Setup{Seats: benchSeats(r), Seed: uint64(i)})
			require.NoError(t, err)
			games = append(games, g)
		}
		p := ai.NewPlayout(1)
		n := 0
		allocs := testing.AllocsPerRun(10, func() {
			p.Run(games[n])
			n++
		})
		assert.Zero(t, allocs, "%s: allocations per playout", r.ID)
	}
}

// Every ruleset offers the three levels, and hard@N sets the budget.
func TestEveryRulesetHasTheLevels(t *testing.T) {
	for _, r := range catalog.List() {
		for _, k := range []string{ai.Easy, ai.Normal, ai.Hard, "hard@16"} {
			p, err := catalog.NewPlayer(r.ID, k, 1)
			require.NoError(t, err, "%s %s", r.ID, k)
			_, searches := p.(engine.Searcher)
			assert.Equal(t, k == ai.Hard || k == "hard@16", searches, "%s %s", r.ID, k)
		}
		_, err := catalog.NewPlayer(r.ID, "hard@0", 1)
		assert.Error(t, err)
	}
}
