package life

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/anim"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// boardReachState is a game stopped at a decision of one kind.
type boardReachState struct {
	ruleset string
	n       int
	seed    uint64
	acts    []engine.Action
	seat    int
}

// boardReachStates finds, for every decision kind a person can face on
// Life's board, a computer match stopped at it.
func boardReachStates(t *testing.T) map[uint8]boardReachState {
	kinds := []uint8{life.DRoad, life.DCareer, life.DBet, life.DSpin, life.DFork, life.DBuy, life.DMarket,
		life.DSpeculate, life.DRevenge, life.DCollectCard, life.DPayCard, life.DExempt, life.DReckon}
	out := map[uint8]boardReachState{}
	for _, rs := range []string{"life", "life-duel"} {
		for seed := uint64(1); seed <= 40 && len(out) < len(kinds); seed++ {
			n := 4
			if rs == "life-duel" {
				n = 2
			}
			m := boardMatch(rs, n, seed, nil)
			for k := 0; k < 5000; k++ {
				d, ok := m.Decision()
				if !ok {
					break
				}
				if _, have := out[d.Kind]; !have {
					out[d.Kind] = boardReachState{rs, n, seed, append([]engine.Action(nil), m.Actions...), int(d.Seat)}
				}
				require.NoError(t, m.StepComputer())
			}
		}
	}
	for _, k := range kinds {
		require.Contains(t, out, k, "a state with decision %d", k)
	}
	return out
}

// Every panel of Life's board, for every decision kind (and the casino's
// and retire's second steps, a number picked), lies inside the screen at a
// phone's sizes as well as a desktop's: every control is on screen, at
// least 44 logical pixels tall, apart from the others, and the prompt is
// whole, above them.
func TestBoardDecisionsFitEveryScreen(t *testing.T) {
	states := boardReachStates(t)
	for _, sz := range [][2]int{{320, 240}, {390, 844}, {844, 390}, {1280, 720}, {2560, 1440}} {
		for _, kind := range slices.Sorted(maps.Keys(states)) {
			st := states[kind]
			for _, step := range []string{"", "picked"} {
				if step != "" && kind != life.DBet && kind != life.DSpeculate && kind != life.DReckon && kind != life.DRevenge {
					continue
				}
				name := fmt.Sprintf("%dx%d %s decision %d %s", sz[0], sz[1], st.ruleset, kind, step)
				b := newBoardScene(boardReplay(st.ruleset, st.n, st.seed, st.acts, []int{st.seat}), table.PlayOptions{})
				hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
				require.True(t, hn.run(t, 20, b.decisionShown), name)
				if step != "" {
					switch kind {
					case life.DSpeculate:
						b.specSel = [2]int{3, 7}
					case life.DRevenge:
						b.revT = (st.seat + 1) % st.n
					default:
						b.selNum = 4
					}
					require.True(t, hn.run(t, 3, func() bool { return b.decKey.sub == b.subKey() }), name)
				}
				checkBoardDecisionFits(t, b, name)
			}
		}
	}
}

func checkBoardDecisionFits(t *testing.T, b *boardScene, name string) {
	screen := ui.R(0, 0, b.w, b.h)
	panel := b.decR
	if b.dec.modal {
		panel = b.dec.modalR
	}
	assert.True(t, screen.Holds(panel), "%s: the panel %+v is on the screen", name, panel)
	require.NotEmpty(t, b.dec.choices, name)
	for i, c := range b.dec.choices {
		r := c.btn.Rect
		assert.True(t, panel.Holds(r), "%s: %q %+v lies inside its panel %+v", name, c.btn.Label, r, panel)
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "%s: %q is tall enough to touch", name, c.btn.Label)
		for _, o := range b.dec.choices[i+1:] {
			assert.False(t, r.HitRect().Overlaps(o.btn.Rect.HitRect()), "%s: %q %+v and %q %+v overlap", name, c.btn.Label, r, o.btn.Label, o.btn.Rect)
		}
		assert.False(t, r.Overlaps(b.dec.promptR), "%s: %q %+v covers the prompt %+v", name, c.btn.Label, r, b.dec.promptR)
	}
	pr := b.dec.promptR
	assert.True(t, panel.Holds(pr), "%s: the prompt %+v inside its panel %+v", name, pr, panel)
	require.NotNil(t, b.dec.promptF, "%s: the prompt's face", name)
	assert.LessOrEqual(t, ui.WrappedHeight(b.dec.prompt, b.dec.promptF, pr.W), pr.H+0.5, "%s: the prompt %q is whole", name, b.dec.prompt)
}

// The retire shot's game late on, in a 320x240 window: the seat panels'
// badges leave a line narrower than a letter, which used to wrap for ever
// (the program grew without end). It lays out, and its panel fits.
func TestBoardRetireLaysOutInASmallWindow(t *testing.T) {
	b := boardShot("life", 4, 3, 6, nil, boardKindIs(life.DReckon))
	hn := newBoardHarness(t, b, anim.Speed1x, 320, 240)
	require.True(t, hn.run(t, 20, b.decisionShown))
	checkBoardDecisionFits(t, b, "retire shot at 320x240")
}
