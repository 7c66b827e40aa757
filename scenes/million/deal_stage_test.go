package million

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
)

// dealStageMatch is a game stopped just before a computer proposes a deal
// that another computer answers with kind.
func dealStageMatch(t testing.TB, kind uint8) *match.Match {
	for seed := uint64(3); seed < 60; seed++ {
		if m, ok := dealBeforeAnswer(seed, kind); ok {
			return m
		}
	}
	require.Fail(t, "no seed has the deal", "answer kind %d", kind)
	return nil
}

// indexOf is the index of the first action of kind from start, -1 none.
func indexOf(acts []engine.Action, start int, kind uint8) int {
	for i := start; i < len(acts); i++ {
		if acts[i].Kind == kind {
			return i
		}
	}
	return -1
}

// At 1x, tick by tick: the terms are on show for their time before the
// answer is even made, the answer (with the reason, in the engine's
// words) shows only once it is made, for its time, and the status line
// says only what is on show.
func TestDealStageShowsNothingEarly(t *testing.T) {
	m := dealStageMatch(t, million.ARefuse)
	start := len(m.Actions)
	hn := newDealHarness(t, m, anim.Speed1x, 1280, 720)
	termsTicks, answerTicks := 0, 0
	var reason int16 = -1
	for k := 0; k < 900; k++ {
		hn.run(t, 1, never)
		st := hn.p.stage
		prop := indexOf(m.Actions, start, million.APropose)
		ref := -1
		if prop >= 0 {
			ref = indexOf(m.Actions, prop, million.ARefuse)
		}
		if prop < 0 {
			assert.False(t, st.Open(), "tick %d: nothing on show before the proposal", k)
		}
		if ref < 0 {
			assert.Empty(t, st.answer, "tick %d: no answer before it is made", k)
			assert.NotContains(t, st.Now(), "refuses", "tick %d", k)
			if st.Busy() {
				termsTicks++
			}
			continue
		}
		reason = m.Actions[ref].Arg
		if st.Busy() {
			require.Equal(t, dealAnswer, st.phase)
			assert.Equal(t, st.answer, st.Now(), "the status line says the answer")
			answerTicks++
		}
		if answerTicks > 0 && !st.Busy() {
			break
		}
	}
	require.GreaterOrEqual(t, reason, int16(0), "the deal was refused")
	assert.GreaterOrEqual(t, termsTicks, dealShowTicks-1, "the terms were on show for their time before the answer")
	assert.GreaterOrEqual(t, answerTicks, dealAnswerTicks-1, "the answer was on show for its time")
	assert.True(t, strings.HasSuffix(hn.p.stage.answer, "refuses: "+million.RefusalWords[reason]), "%q gives the reason", hn.p.stage.answer)
}

// A tap while the terms are on show skips them: the stage lets the
// playback go at once.
func TestDealStageTapSkips(t *testing.T) {
	m := dealStageMatch(t, million.ARefuse)
	hn := newDealHarness(t, m, anim.Speed1x, 1280, 720)
	require.True(t, hn.run(t, 200, func() bool { return hn.p.stage.Busy() }), "the terms come up")
	hn.run(t, 5, never)
	require.True(t, hn.p.stage.Busy())
	hn.tap(300, 300)
	hn.run(t, 2, never)
	assert.False(t, hn.p.stage.Busy(), "a tap skipped the terms")
	assert.True(t, hn.run(t, 40, func() bool { return hn.p.stage.answer != "" }), "the answer follows without waiting out the terms")
}

// At instant speed the stage never holds the playback: the proposal, the
// answer and the properties passing are all over within a few ticks.
func TestDealStageInstantNeverHolds(t *testing.T) {
	for _, kind := range []uint8{million.ARefuse, million.AAccept} {
		m := dealStageMatch(t, kind)
		start := len(m.Actions)
		hn := newDealHarness(t, m, anim.SpeedInstant, 1280, 720)
		for k := 0; k < 6; k++ {
			hn.run(t, 1, never)
			assert.False(t, hn.p.stage.Busy(), "tick %d: the stage holds nothing at instant speed", k)
		}
		assert.GreaterOrEqual(t, indexOf(m.Actions, start, kind), 0, "the answer was made at once")
	}
}

// An accepted deal: the acceptance shows first, then each property
// passes from its owner to its new owner, never before the deal is
// accepted, and ends in the new owner's hands.
func TestDealStagePassesThePropertiesAfterTheAcceptance(t *testing.T) {
	m := dealStageMatch(t, million.AAccept)
	start := len(m.Actions)
	hn := newDealHarness(t, m, anim.Speed1x, 1280, 720)
	accepted, passed := false, map[int]int{}
	for k := 0; k < 1500; k++ {
		hn.run(t, 1, never)
		st := hn.p.stage
		acc := indexOf(m.Actions, start, million.AAccept) >= 0
		if st.Busy() && st.phase == dealAnswer && strings.Contains(st.answer, "accepts") {
			require.True(t, acc, "tick %d: no acceptance shown before it is made", k)
			accepted = true
		}
		if st.Busy() && st.phase == dealPass {
			require.True(t, accepted, "tick %d: nothing passes before the acceptance is shown", k)
			if st.prop >= 0 {
				passed[st.prop] = st.pass[1]
			}
		}
		if accepted && !st.Open() && len(passed) > 0 {
			break
		}
	}
	require.True(t, accepted)
	require.NotEmpty(t, passed, "a property passed")
	v := m.G.View(0).(*million.View)
	for p, to := range passed {
		assert.Equal(t, to, int(v.Owners[p]), "%s went to its new owner", million.Props[p].Name)
	}
}
