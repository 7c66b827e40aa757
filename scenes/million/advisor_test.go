package million

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// advise runs an advisor on m's decision for ticks ticks by a clock that
// moves 50 µs a reading (so every run makes the same playouts), and
// returns each legal action's figure.
func advise(t *testing.T, m *match.Match, ticks int) map[engine.Action]table.Figure {
	t.Helper()
	clock := time.Unix(0, 0)
	a := table.Advisor{Now: func() time.Time { clock = clock.Add(50 * time.Microsecond); return clock }}
	for range ticks {
		a.Update(true, m, 0)
	}
	out := map[engine.Action]table.Figure{}
	for _, act := range m.G.Legal(0, nil) {
		f, ok := a.Figure(act)
		require.True(t, ok)
		require.True(t, f.Ready, "%v has a figure", act)
		out[act] = f
	}
	return out
}

// Make a Million's advisor never learns what Margaret cannot see: her
// turn's figures are the same when the decks' order and the dice to come
// are re-dealt (engine.Determinize), and the same again for the same game.
func TestAdvisorFiguresIgnoreWhatIsHidden(t *testing.T) {
	m, ok := turnMatch(shotNames, 4, 3, func(_ *million.Game, d engine.Decision) bool { return d.Kind == million.DTurn })
	require.True(t, ok)
	first := advise(t, m, 8)
	require.GreaterOrEqual(t, len(first), 1)
	assert.Equal(t, first, advise(t, m, 8), "the same game, the same figures")

	hidden := *m
	hidden.G = engine.Determinize(m.G, 0, 0xbeef)
	require.NotEqual(t, m.G.Hash(), hidden.G.Hash(), "the decks and the dice differ")
	require.Equal(t, m.G.View(0).Hash(), hidden.G.View(0).Hash(), "Margaret's view does not")
	assert.Equal(t, first, advise(t, &hidden, 8), "what Margaret cannot see changes no figure")
}
