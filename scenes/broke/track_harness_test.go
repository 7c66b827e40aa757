package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// trackPresenter is Go For Broke's presenter whose stages a test holds.
type trackPresenter struct {
	presenter
	race   *raceStage
	market *marketStage
}

func (p *trackPresenter) Stages(m *match.Match) []table.Stage {
	p.race, p.market = newRaceStage(m).(*raceStage), newMarketStage(m).(*marketStage)
	return []table.Stage{p.race, p.market}
}

// trackHarness runs a match on the table in an App with scripted input, without
// a window (Update only).
type trackHarness struct {
	app   *game.App
	sc    *table.Scene
	m     *match.Match
	p     *trackPresenter
	queue []input.Sample
	// events are every event of the actions applied on the table, in
	// order (see step).
	events  []engine.Event
	applied int
	replay  *match.Match
}

func newTrackHarness(t testing.TB, m *match.Match, speed anim.Speed, w, h int) *trackHarness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d,"askSideBets":true}`, speed))))
	hn := &trackHarness{m: m, p: &trackPresenter{}}
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

// step updates once and keeps the events of the actions applied, which
// it replays on a copy of the match (at instant speed the table applies
// several in one tick).
func (hn *trackHarness) step(t testing.TB) {
	require.NoError(t, hn.app.Update())
	if hn.replay == nil {
		m, err := match.New(hn.m.Setup)
		require.NoError(t, err)
		hn.replay, hn.applied = m, 0
		for _, a := range hn.m.Actions[:len(hn.m.Actions)-hn.sc.Applied] {
			_, err := m.Apply(a)
			require.NoError(t, err)
		}
		hn.applied = len(m.Actions)
	}
	for ; hn.applied < len(hn.m.Actions); hn.applied++ {
		ev, err := hn.replay.Apply(hn.m.Actions[hn.applied])
		require.NoError(t, err)
		hn.events = append(hn.events, ev...)
	}
}

// run updates n times, or until the input is used and cond holds.
func (hn *trackHarness) run(t testing.TB, n int, cond func() bool) bool {
	for range n {
		hn.step(t)
		if len(hn.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

// last is the last event of kind applied, if any.
func (hn *trackHarness) last(kind uint16) (engine.Event, bool) {
	for i := len(hn.events) - 1; i >= 0; i-- {
		if hn.events[i].Kind == kind {
			return hn.events[i], true
		}
	}
	return engine.Event{}, false
}

func (hn *trackHarness) touch(x, y float64) {
	hn.queue = append(hn.queue,
		input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true},
		input.Sample{Focused: true})
}

func (hn *trackHarness) tap(x, y float64) { hn.queue = append(hn.queue, input.ClickSamples(x, y)...) }

func (hn *trackHarness) key(k input.Key) { hn.queue = append(hn.queue, input.KeySamples(k)...) }

// raceMatch is a game of four computers (seat 0 a person if person) from
// seed, played up to a Race Track bet: seat's, or anyone's (-1).
func raceMatch(seed uint64, seat int, person bool) *match.Match {
	return shotMatchAt(4, seed, 0, isBet(seat), person)
}

// The five screen sizes a control must be on, as windows.
var trackSizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

var _ = broke.ID
