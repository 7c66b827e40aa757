package broke

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// stagedPresenter is Go For Broke's presenter whose stages a test holds.
type stagedPresenter struct {
	presenter
	race   *raceStage
	market *marketStage
}

func (p *stagedPresenter) Stages(m *match.Match) []table.Stage {
	p.race, p.market = newRaceStage(m).(*raceStage), newMarketStage(m).(*marketStage)
	return []table.Stage{p.race, p.market}
}

// harness runs a match on the table in an App with scripted input, without
// a window (Update only).
type harness struct {
	app   *game.App
	sc    *table.Scene
	m     *match.Match
	p     *stagedPresenter
	queue []input.Sample
}

func newHarness(t testing.TB, m *match.Match, speed anim.Speed, w, h int) *harness {
	st := &game.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d,"askSideBets":true}`, speed))))
	hn := &harness{m: m, p: &stagedPresenter{}}
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
func (hn *harness) run(t testing.TB, n int, cond func() bool) bool {
	for range n {
		require.NoError(t, hn.app.Update())
		if len(hn.queue) == 0 && cond() {
			return true
		}
	}
	return false
}

func (hn *harness) tap(x, y float64) { hn.queue = append(hn.queue, input.ClickSamples(x, y)...) }

func (hn *harness) key(k input.Key) { hn.queue = append(hn.queue, input.KeySamples(k)...) }

// raceMatch is a game of four computers (seat 0 a person if person) from
// seed, played up to a Race Track bet: seat's, or anyone's (-1).
func raceMatch(seed uint64, seat int, person bool) *match.Match {
	return shotMatchAt(4, seed, 0, isBet(seat), person)
}

var _ = broke.ID
