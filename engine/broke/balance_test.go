package broke

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
)

// balance plays seeded games of sensible players and returns each seat's
// share of the wins and every game's turns per player, sorted.
func balance(t *testing.T, seats, games int) (wins []float64, turns []float64) {
	t.Helper()
	wins = make([]float64, seats)
	for i := 0; i < games; i++ {
		g, err := New(Options{Seats: seats, Seed: uint64(i)*7919 + 3})
		require.NoError(t, err)
		var ps []engine.Player
		for s := 0; s < seats; s++ {
			ps = append(ps, NewSensible(uint64(i*seats+s)))
		}
		for n := 0; !g.Over(); n++ {
			require.Less(t, n, 200_000, "game %d does not end", i)
			d := g.Pending(nil)[0]
			_, err := g.Apply(ps[d.Seat].Choose(g.View(int(d.Seat)), g.Legal(int(d.Seat), nil)))
			require.NoError(t, err)
		}
		require.False(t, g.Result().Capped, "game %d hit the turn cap", i)
		wins[g.Winner()] += 1 / float64(games)
		turns = append(turns, float64(g.Turn())/float64(seats))
	}
	slices.Sort(turns)
	return wins, turns
}

// The Balance section of the rulings, with the sensible player: every seat
// within 3 points of fair, and the median game 25–60 turns per player. With
// 2,000 games one standard error of a 25% rate is about 1 point, so the
// band is three of them; the seeds are fixed, so the test is not flaky.
func TestBalance(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	for _, seats := range []int{2, 4, 5} {
		wins, turns := balance(t, seats, games)
		median := turns[len(turns)/2]
		t.Logf("%d seats, %d games: wins by seat %.3f, turns per player median %.1f (10%% %.1f, 90%% %.1f, max %.1f)",
			seats, len(turns), wins, median, turns[len(turns)/10], turns[len(turns)*9/10], turns[len(turns)-1])
		fair := 1 / float64(seats)
		for s, w := range wins {
			require.InDelta(t, fair, w, 0.03, "seat %d of %d", s+1, seats)
		}
		require.GreaterOrEqual(t, median, 25.0, "%d seats", seats)
		require.LessOrEqual(t, median, 60.0, "%d seats", seats)
	}
}
