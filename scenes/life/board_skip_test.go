package life

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/catalog"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// untilSkipOffered answers the person's decisions sensibly until "Play
// until my turn" is offered during a computer's turn, and reports whether it was.
func untilSkipOffered(t *testing.T, hn *boardHarness, cond func() bool) bool {
	p, err := catalog.NewPlayer("life", catalog.Sensible, 3)
	require.NoError(t, err)
	for range 20000 {
		if hn.b.skipShown() && cond() {
			return true
		}
		answerSensibly(hn, p)
		require.NoError(t, hn.app.Update())
	}
	return false
}

// "Play until my turn" during a computer's turn plays every computer turn
// (the person's side bets passed as no bet) up to the person's next
// decision within a few ticks: the log shows all that happened, a line
// sums it up, and the decision waits for the person.
func TestBoardPlaysUntilMyTurn(t *testing.T) {
	for _, tc := range []struct {
		how  string
		size [2]int
	}{{"button", [2]int{1280, 720}}, {"key", [2]int{1280, 720}}, {"button", [2]int{400, 866}}} {
		t.Run(fmt.Sprintf("%s/%dx%d", tc.how, tc.size[0], tc.size[1]), func(t *testing.T) {
			m := boardMatch("life", 4, 8, []int{0})
			b := newBoardScene(m, table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.Speed1x, tc.size[0], tc.size[1])
			// Well into the game, while a computer's wheel turns.
			require.True(t, untilSkipOffered(t, hn, func() bool { return b.g.Turn() > 6 && b.spinActive && b.active != 0 }))
			turn, shown, acts := b.g.Turn(), b.logShown, b.PersonActs
			if tc.how == "button" {
				hn.tap(b.skipBtn.Rect.Center())
			} else {
				hn.key(input.KeyFast)
			}
			require.True(t, hn.run(t, 5, b.decisionShown), "the person's decision within a few ticks")
			d, _ := m.Decision()
			assert.NotEqual(t, life.DBet, d.Kind, "side bets were passed on the way")
			assert.Equal(t, 0, b.g.Active(), "the person's own turn")
			assert.Greater(t, b.g.Turn(), turn, "the computers' turns were played")
			assert.Greater(t, b.logShown, shown, "the log grew")
			assert.Equal(t, len(m.Log), b.logShown, "and shows all that happened")
			msg, ok := hn.app.Toast()
			assert.True(t, ok && strings.HasPrefix(msg, "While you waited ("), "a summary: %q", msg)
			t.Logf("summary: %s", msg)
			assert.False(t, b.skipShown(), "no button at the person's decision")

			acts = b.PersonActs
			applied := b.Applied
			hn.run(t, 120, never)
			assert.Equal(t, acts, b.PersonActs, "the decision is not answered for the person")
			assert.Equal(t, applied, b.Applied, "nothing else is played")
			assert.True(t, b.decisionShown(), "the decision waits")
		})
	}
}

// A tap or Space during a computer's turn skips to the end of what is
// playing, and never answers the person's decision that follows: however
// fast the player taps, the prompt that comes up waits for a tap begun
// after it appeared.
func TestBoardSkippingNeverAnswersThePerson(t *testing.T) {
	m := boardMatch("life", 4, 6, []int{0})
	b := newBoardScene(m, table.PlayOptions{})
	hn := newBoardHarness(t, b, anim.Speed1x, 1280, 720)
	p, err := catalog.NewPlayer("life", catalog.Sensible, 5)
	require.NoError(t, err)
	prompts, skips := 0, 0
	for tick := 0; tick < 40000 && prompts < 30; tick++ {
		if b.decisionShown() && b.dec.moment == nil { // the person's own decisions; optional ones lapse
			// Let the taps in flight land, then check nothing was chosen.
			acts := b.PersonActs
			hn.run(t, 10, never)
			require.Equal(t, acts, b.PersonActs, "prompt %d: the skipping taps chose nothing", prompts)
			require.True(t, b.decisionShown())
			prompts++
			require.True(t, answerSensibly(hn, p))
			hn.run(t, 5, func() bool { return b.PersonActs > acts })
			continue
		}
		if len(hn.queue) == 0 && b.playing() && b.active != 0 {
			// By turns Space and a slow tap (held a few ticks, as a finger
			// does) on the wheel or where the person's buttons come up.
			x, y, _ := b.wview.Center()
			if skips%4 == 1 {
				x, y = b.decR.X+b.decR.W/2, b.decR.Y+b.decR.H-30
			}
			if skips%2 == 0 {
				hn.key(input.KeyConfirm)
			} else {
				down := input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true}
				hn.queue = append(hn.queue, down, down, down, down, input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
			}
			skips++
		}
		require.NoError(t, hn.app.Update())
	}
	assert.Equal(t, 30, prompts)
	assert.Greater(t, skips, 30, "the computers' turns were skipped")
	t.Logf("%d skips, %d prompts, turn %d", skips, prompts, b.g.Turn())
}

// "Play until my turn" sits in the top bar during a computer's turn,
// finger-sized and inside the board's viewport, clear of the camera's
// buttons, the ☰, the turn pill, the status message's band, the wheel
// and its note, the decision bar, the seat panels and the log.
func TestBoardSkipButtonFits(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}} {
		w, h := game.LogicalSize(win[0], win[1])
		name := fmt.Sprintf("%dx%d", w, h)
		t.Run(name, func(t *testing.T) {
			b := newBoardScene(boardMatch("life", 4, 8, []int{0}), table.PlayOptions{})
			hn := newBoardHarness(t, b, anim.Speed1x, w, h)
			require.True(t, untilSkipOffered(t, hn, func() bool { return b.spinActive && b.active != 0 }), "a computer spins")
			r := b.skipBtn.Rect
			assert.GreaterOrEqual(t, r.H, float64(ui.MinHit))
			assert.GreaterOrEqual(t, r.W, float64(ui.MinHit))
			assert.True(t, b.vp.Holds(r), "inside the viewport %+v: %+v", b.vp, r)
			others := map[string]ui.Rect{
				"☰": b.menuBtn.Rect, "Follow": b.btnCenter.Rect, "+": b.btnIn.Rect, "−": b.btnOut.Rect,
				"turn pill":    ui.R(b.vp.X+10, b.vp.Y+10, b.btnOut.Rect.X-12-b.vp.X-10, 40),
				"voice band":   voiceBandRect(b),
				"decision bar": b.decR,
				"seat panels":  b.panelsR,
				"log":          b.logR,
			}
			for _, m := range b.statusOnScreen() {
				note, _ := b.wheelNoteRect(m.Text)
				others["wheel note "+m.Text] = note
			}
			// The wheel's halo is a disc: no point of the button lies in it.
			cx, cy, wr := b.wview.Center()
			nx, ny := max(r.X, min(cx, r.X+r.W)), max(r.Y, min(cy, r.Y+r.H))
			assert.Greater(t, math.Hypot(nx-cx, ny-cy), wr+boardWheelHalo, "the button %+v lies on the wheel", r)
			for what, o := range others {
				assert.False(t, r.Overlaps(o), "the button %+v overlaps the %s %+v", r, what, o)
			}
		})
	}
}

// voiceBandRect is where a two-line status message may lie.
func voiceBandRect(b *boardScene) ui.Rect {
	x, w := b.voiceBand()
	return ui.R(x, b.vp.Y+58, w, 68)
}
