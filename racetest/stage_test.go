package racetest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	shell "wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// rollStage is a stage that shows every roll for stageTicks ticks at 1x and
// stays open until the next turn, deciding dares its own way meanwhile.
type rollStage struct {
	left, shown, instant, decided int
	open                          bool
}

const stageTicks = 40

func (r *rollStage) Event(ctx *shell.Context, _ engine.Game, e engine.Event, now bool) bool {
	switch e.Kind {
	case engine.EvTurn:
		r.open = false
	case engine.EvRoll:
		r.open, r.shown = true, r.shown+1
		r.left = stageTicks
		if now {
			r.left, r.instant = 0, r.instant+1
		}
		return true
	}
	return false
}

func (r *rollStage) Update(ctx *shell.Context) {
	if r.left > 0 {
		r.left = max(0, r.left-ctx.Speed().Ticks())
	}
}
func (r *rollStage) Busy() bool                        { return r.left > 0 }
func (r *rollStage) Finish()                           { r.left = 0 }
func (r *rollStage) Open() bool                        { return r.open }
func (r *rollStage) Draw(dst *ebiten.Image, b ui.Rect) {}
func (r *rollStage) Reset()                            { r.open, r.left = false, 0 }
func (r *rollStage) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if d.Kind != dDare {
		return nil
	}
	r.decided++
	return nil // the presenter's own panel still makes it
}

type stagedPresenter struct {
	presenter
	stage table.Stage
}

func (p stagedPresenter) Stages(*match.Match) []table.Stage { return []table.Stage{p.stage} }

// A stage holds the playback while it shows an event: the pawn does not
// move, the log does not gain the roll's line and the status line does not
// say it until the stage is done; then the table goes on. A tap skips the
// stage's show with everything after it.
func TestStageHoldsThePlaybackUntilShown(t *testing.T) {
	st := &rollStage{}
	th := newTableHarnessWith(t, 1, stagedPresenter{stage: st})
	sc, m := th.sc, th.m
	// Ana (seat 0) rolls.
	require.True(t, th.run(t, 400, func() bool { d, ok := m.Decision(); return ok && d.Seat == 0 && !sc.Playing() }))
	logBefore := sc.LogShown()
	th.key(input.KeyRight)
	th.key(input.KeyConfirm)
	require.True(t, th.run(t, 10, func() bool { return st.Busy() }), "the roll reaches the stage")
	held, k := sc.Playback()
	log := sc.LogShown()
	status := sc.Status()
	for i := 0; i < stageTicks-2; i++ {
		require.NoError(t, th.app.Update())
		_, k2 := sc.Playback()
		assert.Equal(t, k, k2, "tick %d: nothing after the staged event starts", i)
		assert.Equal(t, log, sc.LogShown(), "tick %d: the roll's line waits", i)
		assert.Equal(t, status, sc.Status(), "tick %d: the status line waits", i)
	}
	assert.Equal(t, logBefore, log, "no line of the roll while it is shown")
	require.True(t, th.run(t, 20, func() bool { return !st.Busy() && sc.LogShown() > log }), "the line comes once shown")
	assert.Equal(t, m.G.Describe(held[k-1]), sc.Status(), "the roll said once shown")
	_, k3 := sc.Playback()
	assert.GreaterOrEqual(t, k3, k, "the playback went on")

	// The next roll of a computer, skipped with a tap: shown at once.
	require.True(t, th.run(t, 4000, func() bool { return st.Busy() && m.G.Active() != 0 }))
	instant := st.instant
	th.tap(640, 360)
	require.True(t, th.run(t, 5, func() bool { return !sc.Playing() || st.instant > instant }))
	assert.False(t, st.Busy(), "the skipped show is at rest")
}

// While a stage is open it is asked first for a person's decision.
func TestOpenStageIsAskedForDecisions(t *testing.T) {
	st := &rollStage{}
	th := newTableHarnessWith(t, 3, stagedPresenter{stage: st})
	m := th.m
	for i := 0; i < 20000 && st.decided == 0; i++ {
		if d, ok := m.Decision(); ok && !th.sc.Playing() && len(th.queue) == 0 {
			_ = d
			th.key(input.KeyRight)
			th.key(input.KeyConfirm)
		}
		require.NoError(t, th.app.Update())
		if m.G.Over() {
			break
		}
	}
	assert.Positive(t, st.decided, "a dare came while the roll's stage was open")
	assert.Positive(t, daresOffered, "the presenter's panel made it when the stage gave none")
}

// narratingStage is a rollStage that says what it shows while it is busy.
type narratingStage struct{ rollStage }

const rolling = "The die is rolling…"

func (n *narratingStage) Now() string {
	if n.left > 0 {
		return rolling
	}
	return "" // at rest: the table says the event
}

// While the playback waits on a stage that narrates, the status line says
// what the stage shows now, not the last thing told (which is over); once
// the stage has shown its event, the event is told as ever.
func TestNarratingStageSpeaksWhileItShows(t *testing.T) {
	st := &narratingStage{}
	th := newTableHarnessWith(t, 1, stagedPresenter{stage: st})
	sc, m := th.sc, th.m
	require.True(t, th.run(t, 400, func() bool { d, ok := m.Decision(); return ok && d.Seat == 0 && !sc.Playing() }))
	th.key(input.KeyRight)
	th.key(input.KeyConfirm)
	require.True(t, th.run(t, 10, func() bool { return st.Busy() }), "the roll reaches the stage")
	held, k := sc.Playback()
	for i := 0; st.Busy(); i++ {
		assert.Equal(t, rolling, sc.Status(), "tick %d: the stage's words while it shows", i)
		require.NoError(t, th.app.Update())
	}
	require.True(t, th.run(t, 5, func() bool { return sc.Status() != rolling }))
	assert.Equal(t, m.G.Describe(held[k-1]), sc.Status(), "the roll said once shown")
}
