//go:build xvfb

package game

import (
	"runtime/debug"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/sound"
)

// A program the browser's loader started at its quicker-to-start pace
// (GOGC=400, with the loader's mark) collects at Go's default pace once
// the first frame is drawn, not before; a pace a person chose stays, 400
// too.
func TestCollectorPaceAfterTheFirstFrame(t *testing.T) {
	prev := debug.SetGCPercent(100)
	defer debug.SetGCPercent(prev)
	for _, c := range []struct {
		env, mark  string
		start, end int
	}{{"400", "1", 400, 100}, {"250", "", 250, 250}, {"400", "", 400, 400}} {
		t.Setenv("GOGC", c.env)
		t.Setenv(startGCMark, c.mark)
		debug.SetGCPercent(c.start)
		a := NewApp(&recScene{}, Options{Store: failStore{}, Sound: sound.ModeOff, Sampler: (&script{}).next})
		w, h := a.Layout(1280, 720)
		screen := ebiten.NewImage(w, h)
		require.NoError(t, a.Update())
		assert.Equal(t, c.start, debug.SetGCPercent(c.start), "GOGC=%s: before the first frame", c.env)
		a.Draw(screen)
		assert.Equal(t, c.end, debug.SetGCPercent(c.end), "GOGC=%s: after the first frame", c.env)
		a.Draw(screen)
		assert.Equal(t, c.end, debug.SetGCPercent(c.end), "GOGC=%s: after the second frame", c.env)
		screen.Deallocate()
	}
}
