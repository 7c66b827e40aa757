//go:build xvfb

package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// In every scene shot with the odds advisor on, at a desktop's size and a
// phone's either way up, every badge lies on its option's card and none
// over words drawn before it (a
// prompt, a label, a figure): what to decide stays readable whatever the
// advisor adds (a badge hung over Go For Broke's race prompt cut its
// words, the prompt not being marked to keep clear).
func TestAdvisorBadgesKeepOffThePrompt(t *testing.T) {
	ui.RecordTexts(true)
	defer ui.RecordTexts(false)
	seen := 0
	for _, sh := range table.Shots() {
		if !sh.Advised {
			continue
		}
		for _, sz := range [][2]int{{1280, 720}, {390, 844}, {844, 390}} {
			at := fmt.Sprintf("%s at %dx%d", sh.Name, sz[0], sz[1])
			st := &game.MemStore{}
			set := game.DefaultSettings()
			set.Advisor = true
			require.NoError(t, game.SaveSettings(st, set))
			sc := sh.Make()
			app := game.NewApp(sc, game.Options{Store: st, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
			lw, lh := game.LogicalSize(sz[0], sz[1])
			app.Layout(lw, lh)
			screen := ebiten.NewImage(lw, lh)
			for range sh.Ticks {
				// As the shots tool runs them: a frame drawn each tick.
				require.NoError(t, app.Update(), at)
				app.Draw(screen)
			}
			texts := ui.DrawnTexts()
			adv, ok := sc.(interface{ Advisor() *table.Advisor })
			require.True(t, ok, "%s: a scene with an advisor", at)
			for _, b := range adv.Advisor().Shown {
				seen++
				// On its card whole: a badge past the card's edge lies over
				// whatever is beside it (Life's "No bet" under its bar).
				assert.True(t, b.Card.Holds(b.Rect), "%s: %v's badge %q at %+v leaves its card %+v", at, b.Action, b.Text, b.Rect, b.Card)
				for _, w := range texts {
					if w.On != screen {
						// A cached layer's words, in its own pixels. (Words a
						// layer drew in an earlier frame are not seen here.)
						continue
					}
					if w.Seq < b.CardTexts {
						continue // under the card the option sits on
					}
					if w.Text == b.Text && b.Rect.Holds(w.Rect.Inset(1)) {
						continue // its own words
					}
					c, over := b.Rect.Intersect(w.Rect)
					assert.False(t, over && c.W > 1 && c.H > 2, "%s: %v's badge %q at %+v over %q at %+v (card %+v after %d texts; text %d)", at, b.Action, b.Text, b.Rect, w.Text, w.Rect, b.Card, b.CardTexts, w.Seq)
				}
			}
			screen.Deallocate()
		}
	}
	require.Greater(t, seen, 20, "the advised shots show badges")
}
