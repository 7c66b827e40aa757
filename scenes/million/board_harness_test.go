package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine/million"
	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// boardHarness runs Make a Million on the table in an App with scripted input,
// without a window, with the stages where the tests can watch them.
type boardHarness struct {
	app   *shell.App
	sc    *table.Scene
	m     *match.Match
	queue []input.Sample
	dice  *diceStage
	card  *cardStage
	up    *upgradeStage
}

// watched is the presenter with the harness's own stages.
type watched struct {
	presenter
	st []table.Stage
}

func (p watched) Stages(*match.Match) []table.Stage { return p.st }

// newBoardHarness is a game of four computers from seed at speed sp, in a
// 1280x720 window.
func newBoardHarness(t *testing.T, seed uint64, sp anim.Speed) *boardHarness {
	seats := make([]match.Seat, 4)
	for i := range seats {
		seats[i] = match.Seat{Name: shotNames[i], Colour: i, Computer: true}
	}
	m, err := match.New(match.Setup{Ruleset: million.ID, Seed: seed, Seats: seats})
	require.NoError(t, err)
	h := &boardHarness{m: m, dice: &diceStage{}, card: &cardStage{}, up: &upgradeStage{m: m}}
	h.sc = table.New(m, table.PlayOptions{}, watched{st: []table.Stage{h.dice, h.card, h.up}})
	h.app = newAppWith(t, h.sc, sp, func() input.Sample {
		if len(h.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := h.queue[0]
		h.queue = h.queue[1:]
		return s
	})
	return h
}

// newApp runs scene sc at speed sp in a 1280x720 window, with no input.
func newApp(t *testing.T, sc shell.Scene, sp anim.Speed) *shell.App {
	return newAppWith(t, sc, sp, func() input.Sample { return input.Sample{Focused: true} })
}

func newAppWith(t *testing.T, sc shell.Scene, sp anim.Speed, sample func() input.Sample) *shell.App {
	st := &shell.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":true,"animSpeed":%d}`, sp))))
	app := shell.NewApp(sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: sample})
	app.Layout(1280, 720)
	return app
}

// busy reports whether one of the stages holds the playback.
func (h *boardHarness) busy() bool { return h.dice.Busy() || h.card.Busy() || h.up.Busy() }

func (h *boardHarness) tap() { h.queue = append(h.queue, input.ClickSamples(640, 300)...) }
