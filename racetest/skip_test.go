package racetest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/input"
)

// "Play until my turn" on the table: during the computers' turns its button
// is offered; pressing it (or F) plays them at once, up to the person's next
// decision, with the log grown and a summary shown, and stops there: the
// person's decision waits for them.
func TestTablePlaysUntilMyTurn(t *testing.T) {
	for _, how := range []string{"button", "key"} {
		t.Run(how, func(t *testing.T) {
			th := newTableHarness(t, 1)
			sc := th.sc
			personNext := func() bool {
				d, ok := th.m.Decision()
				return ok && !th.m.IsComputer(int(d.Seat))
			}
			// Answer the person's first decisions until the computers play.
			for range 2000 {
				if _, shown := sc.Skip(); shown {
					break
				}
				if len(th.queue) == 0 && personNext() && !sc.Playing() {
					th.key(input.KeyNext) // the first button, then press it
					th.key(input.KeyConfirm)
				}
				require.NoError(t, th.app.Update())
			}
			btn, shown := sc.Skip()
			require.True(t, shown, "the button is offered during a computer's turn")
			assert.GreaterOrEqual(t, btn.Rect.H, 44.0)
			turn, shownLog := th.m.G.Turn(), sc.LogShown()
			if how == "button" {
				th.tap(btn.Rect.Center())
			} else {
				th.key(input.KeyFast)
			}
			require.True(t, th.run(t, 5, personNext), "the person's next decision within a few ticks")
			assert.Greater(t, th.m.G.Turn(), turn, "the computers' turns were played")
			assert.Greater(t, sc.LogShown(), shownLog, "the log shows what happened")
			assert.Equal(t, len(th.m.Log), sc.LogShown(), "all of it")
			msg, toast := th.app.Toast()
			assert.True(t, toast && strings.HasPrefix(msg, "While you waited"), "a summary: %q", msg)
			_, shown = sc.Skip()
			assert.False(t, shown, "no button on the person's decision")

			applied := sc.Applied
			th.run(t, 120, never)
			assert.Equal(t, applied, sc.Applied, "it stops at the person's decision: nothing answered")
			assert.True(t, personNext())
		})
	}
}

// "Play until my turn" is offered only while a computer's turn is on
// screen: not while the person's own move still plays, even when the
// engine has already passed the turn to a computer.
func TestTableSkipOnlyDuringComputersTurns(t *testing.T) {
	th := newTableHarness(t, 1)
	sc := th.sc
	own, offered := 0, 0
	for range 3000 {
		d, ok := th.m.Decision()
		if len(th.queue) == 0 && ok && !th.m.IsComputer(int(d.Seat)) && !sc.Playing() {
			th.key(input.KeyNext)
			th.key(input.KeyConfirm)
		}
		require.NoError(t, th.app.Update())
		_, shown := sc.Skip()
		if sc.ShownActive() == 0 && sc.Playing() {
			own++
			require.False(t, shown, "no skip while the person's own turn plays")
		}
		if shown {
			offered++
		}
	}
	assert.Positive(t, own, "the person's turns played")
	assert.Positive(t, offered, "and the skip was offered on the computers'")
}
