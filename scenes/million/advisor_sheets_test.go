package million

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	shell "wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// With the odds advisor on, the turn's sheets show a figure by every
// choice they offer: each kept card usable now, each mortgage Margaret can
// repay, each seat she can deal with, each Build in her deeds; and none by
// a row she cannot choose.
func TestAdvisorBadgesOnTheTurnsSheets(t *testing.T) {
	cases := []struct {
		name  string
		sheet int
		kind  uint8
	}{
		{"cards", sheetCards, million.AUseCard},
		{"repay", sheetRepay, million.ARepay},
		{"deal", sheetDeal, million.ADeal},
		{"deeds", sheetDeeds, million.ABuild},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := findTurn(t, func(g *million.Game, d engine.Decision) bool {
				return (d.Kind == million.DTurn || d.Kind == million.DBetween) && hasKind(g, 0, c.kind)
			})
			want := map[engine.Action]bool{}
			for _, a := range m.G.Legal(0, nil) {
				if a.Kind == c.kind {
					want[a] = true
				}
			}
			require.NotEmpty(t, want)
			memo = turnMemo{m: m, acts: len(m.Actions) - 1, seat: 0, kind: c.sheet, shown: 0, detail: -1, seek: -1}
			sc := table.New(m, table.PlayOptions{}, presenter{})
			st := &shell.MemStore{}
			require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d,"advisor":true}`, anim.Speed1x))))
			app := shell.NewApp(sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
			app.Layout(1280, 720)
			for range 30 {
				require.NoError(t, app.Update())
			}
			screen := ebiten.NewImage(1280, 720)
			defer screen.Deallocate()
			app.Draw(screen)
			got := map[engine.Action]bool{}
			for _, b := range sc.Advisor().Shown {
				if b.Action.Kind == c.kind {
					got[b.Action] = true
				}
			}
			if c.sheet == sheetDeeds {
				// The deeds show a page at a time: its Builds are badged.
				assert.NotEmpty(t, got, "a Build on the deeds' page has its badge")
				for a := range got {
					assert.True(t, want[a], "%v is legal", a)
				}
				return
			}
			assert.Equal(t, want, got, "a badge for every choice the sheet offers, and only those")
		})
	}
}
