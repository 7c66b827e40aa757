package life

import (
	"testing"
	"wheeloffate/scenes/table"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
)

// A person plays a whole game to the results screen with one kind of input
// only: the mouse, the keyboard, or a finger. Each answer goes through the
// same input layer a real window feeds.

type inputMethod int

const (
	byMouse inputMethod = iota
	byKeyboard
	byTouch
)

func (m inputMethod) String() string { return [...]string{"mouse", "keyboard", "touch"}[m] }

// fingerTap holds a finger down for two ticks, as a real touch lasts.
func (hn *boardHarness) fingerTap(x, y float64) {
	t := []input.Touch{{ID: 7, X: x, Y: y}}
	hn.queue = append(hn.queue,
		input.Sample{Touches: t, Focused: true},
		input.Sample{Touches: t, Focused: true},
		input.Sample{Focused: true})
}

// fingerFlick drags a finger across the top of the wheel and lifts it.
func (hn *boardHarness) fingerFlick() {
	cx, cy, r := hn.b.wview.Center()
	y, x0 := cy-r*0.7, cx-r*0.5
	for i := 0; i <= 6; i++ {
		hn.queue = append(hn.queue, input.Sample{Touches: []input.Touch{{ID: 3, X: x0 + float64(i)*r*0.18, Y: y}}, Focused: true})
	}
	hn.queue = append(hn.queue, input.Sample{Focused: true})
}

// answerWith answers the person's pending decision by one input method: the
// short way at forks, Acres at the reckoning, the last button (pass, keep,
// no bet) otherwise; a spin is a flick, or Space on the keyboard.
func answerWith(hn *boardHarness, how inputMethod) (uint8, bool) {
	b := hn.b
	d, ok := b.m.Decision()
	if !ok || b.m.IsComputer(int(d.Seat)) || b.playing() || b.passTo >= 0 || !b.dec.active || b.dec.kind != d.Kind || len(b.dec.choices) == 0 {
		return 0, false
	}
	target := len(b.dec.choices) - 1
	switch d.Kind {
	case life.DSpin:
		switch how {
		case byMouse:
			hn.flick()
		case byTouch:
			hn.fingerFlick()
		default:
			hn.key(input.KeyConfirm)
		}
		return d.Kind, true
	case life.DRoad, life.DFork, life.DReckon:
		target = 0
	}
	c := b.dec.choices[target]
	switch how {
	case byMouse:
		hn.tapButton(c)
	case byTouch:
		x, y := c.btn.Rect.Center()
		hn.fingerTap(x, y)
	default:
		if b.focus.Index() == target {
			hn.key(input.KeyConfirm)
		} else {
			hn.key(input.KeyNext) // Tab to the next button; answered next time round
			return 0, false
		}
	}
	return d.Kind, true
}

func TestPersonPlaysToResultsWithEachInput(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		n       int
		size    [2]int
	}{{"life", 3, [2]int{1280, 720}}, {"life-duel", 2, [2]int{400, 866}}} {
		for _, how := range []inputMethod{byMouse, byKeyboard, byTouch} {
			t.Run(tc.ruleset+"/"+how.String(), func(t *testing.T) {
				m := boardMatch(tc.ruleset, tc.n, 31, []int{0})
				b := newBoardScene(m, table.PlayOptions{})
				hn := newBoardHarness(t, b, anim.SpeedInstant, tc.size[0], tc.size[1])
				seen := map[uint8]int{}
				for tick := 0; tick < 300000 && hn.app.Scene() == game.Scene(b); tick++ {
					if len(hn.queue) == 0 {
						if k, ok := answerWith(hn, how); ok {
							seen[k]++
						}
					}
					require.NoError(t, hn.app.Update())
				}
				require.True(t, m.G.Over(), "the game ends")
				_, onResults := hn.app.Scene().(*resultsStub)
				assert.True(t, onResults, "the results screen follows the board")
				assert.Positive(t, seen[life.DSpin], "spun the wheel")
				assert.Positive(t, seen[life.DRoad], "chose a road at START")
				assert.Positive(t, seen[life.DReckon], "made the retire decision")
				assert.Positive(t, b.PersonActs, "the person's actions were applied")
				t.Logf("%d person actions, decisions %v", b.PersonActs, seen)
			})
		}
	}
}
