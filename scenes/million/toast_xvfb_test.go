//go:build xvfb

package million

import (
	"fmt"
	"strings"
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

// toasting is a shot's scene, which toasts msg at its next update.
type toasting struct {
	game.Scene
	msg string
}

func (s *toasting) Update(ctx *game.Context) error {
	if s.msg != "" {
		ctx.Toast(s.msg)
		s.msg = ""
	}
	return s.Scene.Update(ctx)
}

func (s *toasting) OnEnter(ctx *game.Context) {
	if e, ok := s.Scene.(game.Enterer); ok {
		e.OnEnter(ctx)
	}
}

// A notice that comes while a decision is up on the table keeps clear of
// the status line at the top as well as of the controls and the prompt,
// at every size, in every Make a Million shot of the table: at 1280x720,
// where a decision's buttons filled the bottom, it went over the status
// line, which nothing had told it to avoid.
func TestToastClearOfTheStatusLine(t *testing.T) {
	ui.RecordDrawn(true)
	defer ui.RecordDrawn(false)
	seen := 0
	for _, sh := range table.Shots() {
		if !strings.HasSuffix(sh.Name, "-million") {
			continue
		}
		for _, ws := range sizes {
			t.Run(fmt.Sprintf("%s %dx%d", sh.Name, ws[0], ws[1]), func(t *testing.T) {
				sc := &toasting{Scene: sh.Make()}
				st, ok := sc.Scene.(interface{ StatusRect() ui.Rect })
				if !ok {
					return // not the table
				}
				seen++
				app := game.NewApp(sc, game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
				w, h := app.Layout(ws[0], ws[1])
				for range sh.Ticks {
					require.NoError(t, app.Update())
				}
				sc.msg = "While you waited (3 turns): Ben −$150,000, Chloe −$447,000, Dev +$277,000."
				for range 3 {
					require.NoError(t, app.Update())
				}
				screen := ebiten.NewImage(w, h)
				defer screen.Deallocate()
				app.Draw(screen)
				toast, ok := app.ToastRect()
				require.True(t, ok, "the toast shows")
				status := st.StatusRect()
				assert.False(t, toast.Overlaps(status), "the toast %+v covers the status line %+v", toast, status)
				assert.True(t, ui.R(0, 0, float64(w), float64(h)).Holds(toast), "the toast %+v is on screen", toast)
			})
		}
	}
	assert.Positive(t, seen, "the shots of the table are there")
}
