package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// raiseAt is Margaret's first raise-cash decision after minActs actions of
// the seeded game; the seeds below were found by playing the computers,
// and the tests check they still show what they are used for.
func raiseAt(t *testing.T, seed uint64, minActs int) *match.Match {
	t.Helper()
	return raiseWhere(t, seed, minActs, "a raise", func(*million.Game) bool { return true })
}

// raiseWhere finds, from seed on, a game of four in which Margaret must
// raise cash, at least minActs actions in, in a position want accepts:
// the computers' play moves as they improve, so a case is looked for, not
// pinned to one seed.
func raiseWhere(t *testing.T, seed uint64, minActs int, what string, want func(*million.Game) bool) *match.Match {
	t.Helper()
	for s := seed; s < seed+120; s++ {
		m, ok := table.ShotMatchWhere(million.ID, shotNames, 4, s, minActs, func(g engine.Game, d engine.Decision) bool {
			return d.Kind == million.DRaise && want(g.(*million.Game))
		})
		if ok {
			return m
		}
	}
	require.Fail(t, "no seeded game asks Margaret to raise cash", "%s, from seed %d", what, seed)
	return nil
}

// manySteps: nine steps or more (more than a phone's page), some of which
// raise less than the shortfall. onlyDeals: nothing left but deals, so
// she may give up.
func manySteps(t *testing.T) *match.Match {
	return raiseWhere(t, 12, 40, "nine steps", func(g *million.Game) bool { return len(g.Legal(0, nil)) >= 9 })
}

func onlyDeals(t *testing.T) *match.Match {
	return raiseWhere(t, 1, 40, "only deals left", func(g *million.Game) bool {
		deals, giveUp := 0, false
		for _, a := range g.Legal(0, nil) {
			switch a.Kind {
			case million.ADeal:
				deals++
			case million.AGiveUp:
				giveUp = true
			default:
				return false
			}
		}
		return deals > 0 && giveUp
	})
}

func newRaise(t *testing.T, m *match.Match) *raiseUI {
	d, ok := m.Decision()
	require.True(t, ok)
	return newRaiseUI(m, d).(*raiseUI)
}

// Every legal step is listed (Give up apart), each with the cash the
// engine then pays: taken on a copy of the game, the cash grows by it
// (less the debt, when it covers the shortfall and the debt is paid). A
// building sells at half its price, a mortgage is the deed's value, and
// "covers it" is on exactly the steps that raise the whole shortfall.
func TestRaiseListAmountsAreWhatTheEnginePays(t *testing.T) {
	for _, m := range []*match.Match{manySteps(t), raiseAt(t, 13, 40), raiseAt(t, 6, 600), onlyDeals(t)} {
		g := m.G.(*million.Game)
		r := newRaise(t, m)
		owe := g.View(0).(*million.View).Debt.Amount
		assert.Equal(t, owe-g.Cash(0), r.short, "the shortfall")
		var legal []engine.Action
		for _, a := range g.Legal(0, nil) {
			if a.Kind != million.AGiveUp {
				legal = append(legal, a)
			}
		}
		var listed, covering, rest []engine.Action
		for i, row := range r.rows {
			if i > 0 && row.covers {
				assert.True(t, r.rows[i-1].covers, "the steps that cover it come first")
			}
			listed = append(listed, row.step.act)
			a := row.step.act
			if row.covers {
				covering = append(covering, a)
			} else {
				rest = append(rest, a)
			}
			c := g.Copy()
			_, err := c.Apply(a)
			require.NoError(t, err)
			got := c.Cash(0) - g.Cash(0)
			if d := c.Decision(); d.Kind != million.DRaise && a.Kind != million.ADeal {
				got += owe // the debt was paid out of it
			}
			if a.Kind == million.ADeal {
				assert.Zero(t, row.step.amount, "a deal's price is agreed later")
				continue
			}
			assert.Equal(t, got, row.step.amount, "%s: what the engine pays", row.step.words)
			assert.Equal(t, row.step.amount >= r.short, row.covers, "%s covers the shortfall", row.step.words)
			switch a.Kind {
			case million.AMortgage:
				assert.Equal(t, million.Props[a.Arg].Mortgage, row.step.amount)
			case million.ASell:
				if row.step.amount != million.Groups[a.Arg].House/2 {
					assert.Contains(t, row.step.words, "hotel", "only a hotel sells for more than half a house")
				}
			}
		}
		assert.ElementsMatch(t, legal, listed, "every legal step")
		assert.Equal(t, append(covering, rest...), listed)
		// Within each part, the engine's order.
		order := map[engine.Action]int{}
		for i, a := range legal {
			order[a] = i
		}
		for _, part := range [][]engine.Action{covering, rest} {
			for i := 1; i < len(part); i++ {
				assert.Less(t, order[part[i-1]], order[part[i]], "the engine's order")
			}
		}
	}
}

// After a step that does not cover the debt, the panel shows the
// shortfall less what the step raised, and the cash more.
func TestRaiseShortfallUpdatesAfterAStep(t *testing.T) {
	m := manySteps(t)
	hn := newHarness(t, m, anim.Speed1x, 1280, 720)
	r := panelOf[*raiseUI](t, hn)
	var pick *raiseRow
	for _, row := range r.onPage() {
		if row.step.amount > 0 && !row.covers {
			pick = row
			break
		}
	}
	require.NotNil(t, pick, "a step that raises part of the shortfall")
	hn.run(t, bidArmTicks, never)
	hn.press(t, "mouse", r.focus, pick)
	r2 := panelOf[*raiseUI](t, hn)
	require.NotSame(t, r, r2)
	assert.Equal(t, r.short-pick.step.amount, r2.short, "the shortfall left")
	assert.Equal(t, r.cash+pick.step.amount, r2.cash)
	assert.Len(t, r2.rows, len(r.rows)-1, "the step taken is gone")
}

// At each of the five sizes every step is reached, page by page where
// they do not fit, every control on the screen, finger-sized and apart,
// and the last step is taken by mouse, touch and keys.
func TestRaisePanelEveryControlEverywhere(t *testing.T) {
	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				m := manySteps(t)
				hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
				r := panelOf[*raiseUI](t, hn)
				screen := screenOf(ws)
				name := fmt.Sprintf("%v", ws)
				board, _ := table.PlayLayout(screen.W, screen.H, 4)
				assert.True(t, board.Holds(r.sheet), "%s: the list over the board", name)
				hn.run(t, bidArmTicks, never)
				seen := 0
				for page := 0; ; page++ {
					require.Equal(t, page, r.page, name)
					var ctrls []ui.Focusable
					for _, row := range r.onPage() {
						ctrls = append(ctrls, row)
						assert.True(t, r.list.Holds(row.Rect), "%s: row in the list", name)
					}
					seen += len(r.onPage())
					if r.pages() > 1 {
						ctrls = append(ctrls, r.prev, r.next)
					}
					checkControls(t, name, screen, ctrls)
					if page == r.pages()-1 {
						break
					}
					hn.press(t, way, r.focus, r.next)
				}
				assert.Equal(t, len(r.rows), seen, "%s: every step on some page", name)
				rows := r.onPage()
				last := rows[len(rows)-1]
				n := len(m.Actions)
				hn.press(t, way, r.focus, last)
				require.Greater(t, len(m.Actions), n, "the step was taken")
				assert.Equal(t, last.step.act, m.Actions[n])
			})
		}
	}
	// A phone's page holds fewer than nine steps: the test pages.
	assert.Greater(t, len(newRaise(t, manySteps(t)).rows), 6)
}

// Give up is offered only when the rules allow it, and asks again: No
// keeps the list, Yes gives up.
func TestRaiseGiveUpOnlyWhenLegalAndAsked(t *testing.T) {
	assert.Nil(t, newRaise(t, manySteps(t)).giveUp, "not while there is something to sell")
	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				m := onlyDeals(t)
				hn := newHarness(t, m, anim.Speed1x, ws[0], ws[1])
				r := panelOf[*raiseUI](t, hn)
				require.NotNil(t, r.giveUp, "only deals left: she may give up")
				for _, row := range r.rows {
					assert.Equal(t, million.ADeal, row.step.act.Kind)
				}
				screen := screenOf(ws)
				name := fmt.Sprintf("%v", ws)
				hn.run(t, bidArmTicks, never)
				checkControls(t, name, screen, []ui.Focusable{r.giveUp})
				n := len(m.Actions)
				hn.press(t, way, r.focus, r.giveUp)
				require.True(t, r.asking, "asked again")
				assert.Len(t, m.Actions, n, "not yet")
				checkControls(t, name, screen, []ui.Focusable{r.yes, r.no})
				hn.press(t, way, r.focus, r.no)
				require.False(t, r.asking)
				hn.press(t, way, r.focus, r.giveUp)
				hn.press(t, way, r.focus, r.yes)
				require.Greater(t, len(m.Actions), n)
				assert.Equal(t, million.AGiveUp, m.Actions[n].Kind)
				_, out := hn.last(million.EvOut)
				assert.True(t, out, "she is out")
			})
		}
	}
}
