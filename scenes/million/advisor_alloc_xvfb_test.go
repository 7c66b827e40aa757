//go:build xvfb

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
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The odds advisor's badges are drawn every frame while it is on: once
// its figures are worked out, a frame's badges allocate nothing (their
// words are worked out once a figure, the frame's lists kept), so the
// advisor adds no garbage for the collector to stop the game for.
func TestAdvisorBadgesAllocateNothingAFrame(t *testing.T) {
	m := findTurn(t, func(g *million.Game, d engine.Decision) bool { return d.Kind == million.DTurn })
	sc := table.New(m, table.PlayOptions{}, presenter{})
	st := &shell.MemStore{}
	require.NoError(t, st.Save([]byte(fmt.Sprintf(`{"sound":false,"animSpeed":%d,"advisor":true}`, anim.Speed1x))))
	app := shell.NewApp(sc, shell.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
	app.Layout(1280, 720)
	for range 60 {
		require.NoError(t, app.Update())
	}
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	app.Draw(screen)
	adv := sc.Advisor()
	require.NotEmpty(t, adv.Shown, "the turn's options have their badges")
	// The frame's options again, as the panels offer them.
	card := ui.R(0, 0, 1280, 720)
	shown := append([]table.Badge(nil), adv.Shown...)
	frame := func() {
		adv.BeginDraw()
		table.OfferCard(card)
		for _, b := range shown {
			table.Offer(ui.R(b.Rect.X, b.Rect.Y-60, b.Rect.W, 50), b.Action)
		}
		adv.Draw(screen)
	}
	frame()
	require.Len(t, adv.Shown, len(shown), "each option offered has its badge")
	assert.Zero(t, testing.AllocsPerRun(20, frame), "allocations a frame of %d badges", len(shown))
}
