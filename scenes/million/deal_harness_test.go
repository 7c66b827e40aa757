package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// dealPresenter is the presenter with its deal sheet and deal stage in a
// test's hands.
type dealPresenter struct {
	presenter
	ui    *dealUI
	stage *dealStage
}

func (p *dealPresenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	u := p.presenter.Decide(m, d)
	if du, ok := u.(*dealUI); ok {
		p.ui = du
	}
	return u
}

func (p *dealPresenter) Stages(m *match.Match) []table.Stage {
	st := p.presenter.Stages(m)
	for _, s := range st {
		if ds, ok := s.(*dealStage); ok {
			p.stage = ds
		}
	}
	return st
}

// dealHarness runs a match on the table in an App with scripted input,
// without a window (Update only).
type dealHarness struct {
	app   *game.App
	sc    *table.Scene
	m     *match.Match
	p     *dealPresenter
	queue []input.Sample
	ticks int
}

func newDealHarness(t testing.TB, m *match.Match, speed anim.Speed, w, h int) *dealHarness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d}`, speed))))
	hn := &dealHarness{m: m, p: &dealPresenter{}}
	hn.sc = table.New(m, table.PlayOptions{}, hn.p)
	hn.app = game.NewApp(hn.sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
		if len(hn.queue) == 0 {
			return input.Sample{Focused: true}
		}
		s := hn.queue[0]
		hn.queue = hn.queue[1:]
		return s
	}})
	hn.app.Layout(w, h)
	return hn
}

// run updates n times, or until the input is used and cond holds.
func (hn *dealHarness) run(t testing.TB, n int, cond func() bool) bool {
	for range n {
		require.NoError(t, hn.app.Update())
		hn.ticks++
		if len(hn.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

func (hn *dealHarness) tap(x, y float64) { hn.queue = append(hn.queue, input.ClickSamples(x, y)...) }

func (hn *dealHarness) touch(x, y float64) {
	hn.queue = append(hn.queue,
		input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true},
		input.Sample{Focused: true})
}

func (hn *dealHarness) key(k input.Key) { hn.queue = append(hn.queue, input.KeySamples(k)...) }

// lastAction is the match's last action, if any.
func (hn *dealHarness) lastAction() engine.Action {
	if len(hn.m.Actions) == 0 {
		return engine.Action{}
	}
	return hn.m.Actions[len(hn.m.Actions)-1]
}

// dealSizes are the five screen sizes a control must be on, as windows.
var dealSizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

func dealNever() bool { return false }
