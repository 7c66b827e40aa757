//go:build xvfb

package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// BenchmarkTitleFirstFrame is the title's first Update and Draw through an
// app, as a browser's first frame runs them: the layout, the quick wheel
// face, the backdrop, the boxes and the text. Each run has a window of its
// own size (a landscape one near 1280×720), so that nothing sized to the
// screen (the backdrop's circles, the wheel's face, the lids' mini wheels)
// is left over from the run before; the text's glyphs are, once the first
// run drew them. "flushed" also waits for the GPU's share (in a browser
// without a GPU, the software WebGL's): the frame read back.
func BenchmarkTitleFirstFrame(b *testing.B) {
	for _, flush := range []bool{false, true} {
		name := "queued"
		if flush {
			name = "flushed"
		}
		b.Run(name, func(b *testing.B) {
			b.StopTimer()
			for i := -1; i < b.N; i++ { // the run -1, untimed, draws the text's glyphs
				w, h := 1180+((i+1)*37)%200, 660+((i+1)*23)%120
				for _, img := range titleMinis {
					img.Deallocate()
				}
				titleMinis = map[int]*ebiten.Image{}
				screen := titleScreen(w, h)
				if i >= 0 {
					b.StartTimer()
				}
				app := game.NewApp(newTitle(), game.Options{Store: &game.MemStore{}, Sound: sound.ModeOff, Sampler: func() input.Sample { return input.Sample{Focused: true} }})
				app.Layout(w, h)
				if err := app.Update(); err != nil {
					b.Fatal(err)
				}
				app.Draw(screen)
				if flush {
					_ = screen.At(0, 0)
				}
				b.StopTimer()
				screen.Deallocate()
			}
		})
	}
}
