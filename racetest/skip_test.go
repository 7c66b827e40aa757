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
			turn, applied, shownLog := th.m.G.Turn(), sc.Applied, sc.LogShown()
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

			applied = sc.Applied
			th.run(t, 120, never)
			assert.Equal(t, applied, sc.Applied, "it stops at the person's decision: nothing answered")
			assert.True(t, personNext())
		})
	}
}
