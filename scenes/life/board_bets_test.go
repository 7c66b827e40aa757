package life

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/scenes/table"
)

// Side bets, Collect cards and Exemptions are optional choices asked out of
// turn: on the board they come as a compact bar with a moment that passes
// by itself, never as a question the game waits for.

// outOfTurnState finds a computer match stopped at a decision of kind that
// is not the active seat's own.
func outOfTurnState(t *testing.T, kind uint8) boardReachState {
	for _, rs := range []string{"life", "life-duel"} {
		n := map[string]int{"life": 4, "life-duel": 2}[rs]
		for seed := uint64(1); seed <= 60; seed++ {
			m := boardMatch(rs, n, seed, nil)
			for k := 0; k < 5000; k++ {
				d, ok := m.Decision()
				if !ok {
					break
				}
				if d.Kind == kind && int(d.Seat) != m.G.Active() {
					return boardReachState{rs, n, seed, append([]engine.Action(nil), m.Actions...), int(d.Seat)}
				}
				require.NoError(t, m.StepComputer())
			}
		}
	}
	t.Fatalf("no game reaches decision %d out of turn", kind)
	return boardReachState{}
}

// boardAt is the board at st, its deciding seat played by a person, with
// the decision on screen.
func boardAt(t *testing.T, st boardReachState, speed anim.Speed, w, h int) (*boardScene, *boardHarness) {
	b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
	hn := newBoardHarness(t, b, speed, w, h)
	require.True(t, hn.run(t, 20, b.decisionShown), "the decision is offered")
	return b, hn
}

// Left alone, a side bet, a Collect card and an Exemption each pass after
// their moment (about two seconds at 1x) into the engine's Lapse action:
// no bet, keep the card, use the Exemption. The bar sits at the foot of the
// board, not over its middle.
func TestBoardOptionalChoicesLapseOutOfTurn(t *testing.T) {
	for _, kind := range []uint8{life.DBet, life.DCollectCard, life.DExempt} {
		b, hn := boardAt(t, outOfTurnState(t, kind), anim.Speed1x, 1280, 720)
		d, _ := b.m.Decision()
		want, ok := b.g.Lapse(d)
		require.True(t, ok)
		assert.False(t, b.dec.modal, "decision %d: no panel over the board", kind)
		_, cy := b.vp.Center()
		assert.Greater(t, b.decR.Y, cy, "decision %d: the bar leaves the board's middle free", kind)
		acts := len(b.m.Actions)
		hn.run(t, table.MomentTicks-10, never)
		assert.Equal(t, acts, len(b.m.Actions), "decision %d: the moment still runs", kind)
		assert.True(t, b.decisionShown(), "decision %d: the bar is up", kind)
		hn.run(t, 20, never)
		require.Greater(t, len(b.m.Actions), acts, "decision %d: the moment passed by itself", kind)
		assert.Equal(t, want, b.m.Actions[acts], "decision %d: into its lapse", kind)
		assert.Equal(t, 1, b.Lapsed)
		assert.Zero(t, b.PersonActs, "the person did nothing")
	}
}

// A number picked holds the moment; the stake steps through the chips;
// Bet places the bet.
func TestBoardSideBetBarPlacesABet(t *testing.T) {
	st := outOfTurnState(t, life.DBet)
	b, hn := boardAt(t, st, anim.Speed1x, 1280, 720)
	require.Len(t, b.dec.choices, 13, "ten numbers, the stake, Bet, No bet")
	hn.tapButton(b.dec.choices[6])
	hn.run(t, 5, never)
	require.Equal(t, 7, b.selNum)
	acts := len(b.m.Actions)
	hn.run(t, 2*table.MomentTicks, never)
	assert.Equal(t, acts, len(b.m.Actions), "touched, the moment waits")
	stake := b.dec.choices[10]
	assert.Equal(t, "Stake $1,000", stake.btn.Label)
	hn.tapButton(stake)
	hn.run(t, 5, never)
	assert.Equal(t, "Stake $2,000", b.dec.choices[10].btn.Label)
	hn.tapButton(b.dec.choices[11])
	require.True(t, hn.run(t, 10, func() bool { return len(b.m.Actions) > acts }))
	nums, amts := b.g.Bets(st.seat)
	assert.Equal(t, 7, nums[0])
	assert.Equal(t, int64(2000), amts[0])
	assert.Zero(t, b.Lapsed)
}

// With the odds advisor on, each number's tile shows the figure of its
// bet: every tile stands for the bet of the stake shown on its number, and
// follows the stake when it steps on.
func TestBoardSideBetTilesLeadToTheirBet(t *testing.T) {
	st := outOfTurnState(t, life.DBet)
	b, hn := boardAt(t, st, anim.Speed1x, 1280, 720)
	check := func(stake int64) {
		t.Helper()
		for i := range 10 {
			ch := b.dec.choices[i]
			want := engine.Action{}
			for _, l := range b.m.Legal() {
				if l.Kind == life.ABet && int(l.Arg) == i+1 && l.Amount == stake {
					want = l
				}
			}
			assert.Equal(t, want != engine.Action{}, ch.leadsOK, "tile %d at stake %d", i+1, stake)
			assert.Equal(t, want, ch.leads, "tile %d at stake %d", i+1, stake)
		}
	}
	check(1000)
	hn.tapButton(b.dec.choices[6])
	hn.run(t, 5, never)
	check(1000)
	hn.tapButton(b.dec.choices[10]) // the stake steps on
	hn.run(t, 5, never)
	require.Equal(t, "Stake $2,000", b.dec.choices[10].btn.Label)
	check(2000)
}

// Escape in the bar is "No bet", at once; it opens no menu.
func TestBoardSideBetEscapeIsNoBet(t *testing.T) {
	st := outOfTurnState(t, life.DBet)
	b, hn := boardAt(t, st, anim.Speed1x, 1280, 720)
	acts := len(b.m.Actions)
	hn.key(input.KeyBack)
	hn.run(t, 3, never)
	require.Greater(t, len(b.m.Actions), acts, "Escape answered")
	assert.Equal(t, engine.Action{Seat: int8(st.seat), Kind: life.ADone}, b.m.Actions[acts])
	assert.False(t, b.menu.IsOpen())
	assert.Zero(t, b.Lapsed)
}

// The bar's controls are on the screen, finger-sized and apart, at a small
// window's, a phone's both ways and a desktop's size, and leave the board's
// middle (all of the board in portrait) uncovered.
func TestBoardSideBetBarFits(t *testing.T) {
	st := outOfTurnState(t, life.DBet)
	for _, sz := range [][2]int{{533, 400}, {400, 866}, {866, 400}, {1280, 720}} {
		for _, picked := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d picked %v", sz[0], sz[1], picked)
			b, hn := boardAt(t, st, anim.Speed1x, sz[0], sz[1])
			if picked {
				b.selNum = 4
				require.True(t, hn.run(t, 3, func() bool { return b.decKey.sub == b.subKey() }), name)
			}
			require.False(t, b.dec.modal, name)
			checkBoardDecisionFits(t, b, name)
			_, cy := b.vp.Center()
			if b.portrait {
				cy = b.vp.Y + b.vp.H
			}
			assert.GreaterOrEqual(t, b.decR.Y, cy, "%s: the bar %+v leaves the board's middle", name, b.decR)
		}
	}
}

// A person plays a whole game with three computers answering only their own
// turns: no side bet, Collect card or Exemption ever waits for them, none
// comes as a panel over the board, and the game reaches the results.
func TestBoardGameNeedsNoAnswerOutOfTurn(t *testing.T) {
	for _, speed := range []anim.Speed{anim.SpeedInstant, anim.Speed4x} {
		m := boardMatch("life", 4, 31, []int{0})
		b := newBoardScene(m, table.PlayOptions{})
		hn := newBoardHarness(t, b, speed, 1280, 720)
		outOfTurn := map[uint8]int{}
		for tick := 0; tick < 400000 && hn.app.Scene() == game.Scene(b); tick++ {
			d, ok := m.Decision()
			own := ok && !m.IsComputer(int(d.Seat)) && int(d.Seat) == m.G.Active()
			if ok && !m.IsComputer(int(d.Seat)) && !own && b.decisionShown() {
				outOfTurn[d.Kind]++
				require.False(t, b.dec.modal, "%v: decision %d out of turn is no panel", speed, d.Kind)
			}
			if own && len(hn.queue) == 0 {
				answerWith(hn, byMouse)
			}
			require.NoError(t, hn.app.Update())
		}
		require.True(t, m.G.Over(), "%v: the game ends", speed)
		_, onResults := hn.app.Scene().(*resultsStub)
		assert.True(t, onResults, "%v: the results follow", speed)
		assert.Positive(t, b.Lapsed, "%v: choices out of turn passed by themselves", speed)
		t.Logf("%v: %d lapsed, %d person actions, out-of-turn decisions shown (ticks) %v", speed, b.Lapsed, b.PersonActs, outOfTurn)
	}
}

// Only the active seat's own decisions "think": a computer's side bet or
// card out of turn is made at once, with no thinking sign.
func TestBoardComputersThinkOnlyOnTheirTurn(t *testing.T) {
	m := boardMatch("life", 4, 5, nil)
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	outOfTurn, thought := 0, 0
	for tick := 0; tick < 6000 && !m.G.Over(); tick++ {
		if d, ok := m.Decision(); ok && int(d.Seat) != m.G.Active() && !b.playing() {
			outOfTurn++
		}
		require.NoError(t, hn.app.Update())
		if b.thinking > 0 {
			thought++
			require.Equal(t, b.g.Active(), b.thinkingSeat, "tick %d: only the active seat thinks", tick)
		}
	}
	assert.Positive(t, outOfTurn, "computers were asked out of turn")
	assert.Positive(t, thought, "the active seat still thinks")
}

// When people share the device, an optional choice of one who does not hold
// it does not take the device: its moment runs on the pass screen and, left
// alone, the choice lapses there.
func TestBoardHotSeatOptionalChoiceLapsesOnThePassScreen(t *testing.T) {
	m := boardMatch("life", 3, 9, []int{0, 1})
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	optionalPass := func() bool {
		d, ok := m.Decision()
		_, optional := table.Lapse(m, d)
		return b.passTo >= 0 && ok && optional && int(d.Seat) == b.passTo
	}
	for tick := 0; tick < 40000 && !optionalPass(); tick++ {
		if len(hn.queue) == 0 && !b.playing() {
			if b.passTo >= 0 {
				hn.key(input.KeyConfirm)
			} else if d, ok := m.Decision(); ok && !m.IsComputer(int(d.Seat)) && int(d.Seat) == m.G.Active() {
				answerWith(hn, byKeyboard)
			}
		}
		require.NoError(t, hn.app.Update())
	}
	require.True(t, optionalPass(), "a pass screen for an optional choice comes up")
	d, _ := m.Decision()
	want, _ := b.g.Lapse(d)
	viewer, acts := b.viewer, len(m.Actions)
	hn.run(t, table.MomentTicks+10, func() bool { return len(m.Actions) > acts })
	require.Greater(t, len(m.Actions), acts, "the choice passed on the pass screen")
	assert.Equal(t, want, m.Actions[acts])
	assert.Equal(t, viewer, b.viewer, "the device stayed where it was")
	assert.Equal(t, 1, b.Lapsed)
}
