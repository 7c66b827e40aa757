package million

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/scenes/table"
)

// On the table itself, at each speed: the person opens the deeds, taps
// Build, the building's events play, and the deeds come back open at the
// same place, where a second tap builds again.
func TestBuildTwiceOnTheTable(t *testing.T) {
	for _, kind := range []uint8{million.DTurn, million.DBetween} {
		for _, sp := range []anim.Speed{anim.Speed1x, anim.SpeedInstant} {
			if kind == million.DBetween && sp.Instant() {
				continue // at instant speed a moment lapses at once (table.Moment)
			}
			t.Run(fmt.Sprint(kind, sp), func(t *testing.T) { buildTwice(t, kind, sp) })
		}
	}
}

// buildTwice builds twice through the deeds on the table at speed sp, the
// decision of the given kind. Between turns the choice has a moment (it
// lapses into "done" untouched): the person took it up with the first
// tap, and the second building's choice, brought back by their own answer,
// must wait for them however long they read the deeds.
func buildTwice(t *testing.T, kind uint8, sp anim.Speed) {
	{
		{
			memo.forget()
			// Between turns, one after another seat's turn: that is when
			// the choice has a moment.
			m := findTurn(t, func(g *million.Game, d engine.Decision) bool {
				return d.Kind == kind && richSet(g) >= 0 && (kind == million.DTurn || g.Active() != int(d.Seat))
			})
			_, timed := table.Lapse(m, m.G.(*million.Game).Decision())
			require.Equal(t, kind == million.DBetween, timed, "only the between-turns choice has a moment")
			g := m.G.(*million.Game)
			// Where the controls are: a panel of its own, at the same size.
			dr := newDrive(t, m, [2]int{1280, 720})
			deeds := dr.u.deeds.Rect
			dr.click(dr.u.deeds)
			gr := richSet(g)
			require.Positive(t, dr.deeds().builds[gr].Rect.W, "the set's Build control on the first page")
			build := dr.deeds().builds[gr].Rect
			memo.forget()

			st := &game.MemStore{}
			require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d}`, sp))))
			sc := table.New(m, table.PlayOptions{}, presenter{})
			var queue []input.Sample
			app := game.NewApp(sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample {
				if len(queue) == 0 {
					return input.Sample{Focused: true}
				}
				s := queue[0]
				queue = queue[1:]
				return s
			}})
			app.Layout(1280, 720)
			run := func(n int) {
				for range n {
					require.NoError(t, app.Update())
				}
			}
			level := func() int {
				n := 0
				for _, p := range million.Groups[gr].Props {
					n += g.Level(int(p))
				}
				return n
			}
			run(12) // the panel arms; between turns, its moment runs
			queue = append(queue, input.ClickSamples(deeds.Center())...)
			run(10)
			before, acts := level(), len(m.Actions)
			queue = append(queue, input.ClickSamples(build.Center())...)
			run(4)
			require.Equal(t, acts+1, len(m.Actions), "Build applied one action")
			assert.Equal(t, before+1, level(), "one building up")
			for k := 0; k < 600 && sc.Playing(); k++ {
				run(1)
			}
			require.False(t, sc.Playing())
			run(2 * table.MomentTicks) // reading the deeds, longer than a moment
			require.Equal(t, kind, g.Decision().Kind, "the choice is still the person's")
			queue = append(queue, input.ClickSamples(build.Center())...)
			run(4)
			assert.Equal(t, before+2, level(), "the deeds came back open: a second building")
		}
	}
}
