package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine/broke"
	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// harness runs Go For Broke on the table in an App with scripted input,
// without a window.
type harness struct {
	app   *shell.App
	sc    *table.Scene
	m     *match.Match
	queue []input.Sample
}

// newHarness is a game of four computers from seed at speed sp.
func newHarness(t *testing.T, seed uint64, sp anim.Speed) *harness {
	return newHarnessWith(t, seed, sp, presenter{})
}

// newHarnessWith is newHarness with presenter p.
func newHarnessWith(t *testing.T, seed uint64, sp anim.Speed, p table.Presenter) *harness {
	seats := make([]match.Seat, 4)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: broke.ID, Seed: seed, Seats: seats})
	require.NoError(t, err)
	h := &harness{m: m, sc: table.New(m, table.PlayOptions{}, p)}
	st := &shell.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":true,"animSpeed":%d}`, sp))))
	h.app = shell.NewApp(h.sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(h.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := h.queue[0]
		h.queue = h.queue[1:]
		return s
	}})
	h.app.Layout(1280, 720)
	return h
}

func (h *harness) key(k input.Key) { h.queue = append(h.queue, input.KeySamples(k)...) }
