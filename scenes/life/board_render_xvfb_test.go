//go:build xvfb

package life

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"
	"wheeloffate/scenes/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
)

var boardSizes = [][2]int{{1280, 720}, {400, 866}}

// boardShotDir is where screenshots go: $WHEELOFFATE_SHOTS or a temp dir.
func boardShotDir(t testing.TB) string {
	if d := os.Getenv("WHEELOFFATE_SHOTS"); d != "" {
		require.NoError(t, os.MkdirAll(d, 0o755))
		return d
	}
	return t.TempDir()
}

func boardSave(t testing.TB, img *ebiten.Image, dir, name string) {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, rgba))
}

// boardDraw draws the App onto a fresh screen of its logical size.
func boardDraw(hn *boardHarness, w, h int) *ebiten.Image {
	lw, lh := hn.app.Layout(w, h)
	screen := ebiten.NewImage(lw, lh)
	hn.app.Draw(screen)
	return screen
}

func TestBoardShotsRender(t *testing.T) {
	dir := boardShotDir(t)
	names := map[string]bool{"board": true, "board-duel": true, "casino": true, "speculate": true, "retire": true, "spin": true, "spin-prompt": true, "pass-device": true}
	for _, s := range table.Shots() {
		if !names[s.Name] {
			continue
		}
		for _, sz := range boardSizes {
			b := s.Make().(*boardScene)
			hn := newBoardHarness(t, b, anim.Speed1x, sz[0], sz[1])
			for range s.Ticks {
				require.NoError(t, hn.app.Update())
			}
			screen := boardDraw(hn, sz[0], sz[1])
			// Something is drawn across the screen: not a blank background.
			distinct := map[[3]uint8]bool{}
			for y := 0; y < sz[1]; y += 23 {
				for x := 0; x < sz[0]; x += 17 {
					r, g, bb, _ := screen.At(x, y).RGBA()
					distinct[[3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bb >> 8)}] = true
				}
			}
			assert.Greater(t, len(distinct), 12, "%s %v draws something", s.Name, sz)
			boardSave(t, screen, dir, fmt.Sprintf("%s-%dx%d.png", s.Name, sz[0], sz[1]))
			screen.Deallocate()
		}
	}
	t.Logf("screenshots in %s", dir)
}

// Whole matches of computers, drawn as they play, at instant speed.
func TestBoardXvfbWholeMatches(t *testing.T) {
	for _, tc := range []struct {
		ruleset string
		n       int
	}{{"life", 4}, {"life-duel", 2}} {
		m := boardMatch(tc.ruleset, tc.n, 77, nil)
		b := newBoardScene(m, table.PlayOptions{Autoplay: true})
		hn := newBoardHarness(t, b, anim.SpeedInstant, 1280, 720)
		lw, lh := hn.app.Layout(1280, 720)
		screen := ebiten.NewImage(lw, lh)
		done := false
		for tick := 0; tick < 100000 && !done; tick++ {
			err := hn.app.Update()
			if err == ebiten.Termination {
				done = true
				break
			}
			require.NoError(t, err)
			if hn.app.Scene() != game.Scene(b) {
				done = true
			}
			if tick%5 == 0 {
				hn.app.Draw(screen)
			}
		}
		require.True(t, done, tc.ruleset)
		assert.True(t, m.G.Over())
		screen.Deallocate()
	}
}

// A person spins by flicking the wheel and chooses at a fork, with
// screenshots of the spin and the fork decision.
func TestBoardXvfbPersonFlickAndFork(t *testing.T) {
	dir := boardShotDir(t)
	for _, sz := range boardSizes {
		m := boardMatch("life", 3, 21, []int{0})
		b := newBoardScene(m, table.PlayOptions{})
		hn := newBoardHarness(t, b, anim.Speed4x, sz[0], sz[1])
		var forks, flicks int
		shotSpin, shotFork := false, false
		for tick := 0; tick < 100000 && (forks < 1 || flicks < 4); tick++ {
			if len(hn.queue) == 0 {
				d, _ := m.Decision()
				if d.Kind == life.DFork && !b.playing() && b.dec.active && b.dec.kind == life.DFork && !shotFork {
					shotFork = true
					s := boardDraw(hn, sz[0], sz[1])
					boardSave(t, s, dir, fmt.Sprintf("fork-%dx%d.png", sz[0], sz[1]))
					s.Deallocate()
				}
				if k, ok := boardAnswer(hn); ok {
					switch k {
					case life.DFork:
						forks++
					case life.DSpin:
						flicks++
					}
				}
			}
			require.NoError(t, hn.app.Update())
			if b.spinActive && b.wheel.Velocity() > 0 && b.wheel.Velocity() < 6 && !shotSpin && b.PersonActs > 2 {
				shotSpin = true
				s := boardDraw(hn, sz[0], sz[1])
				boardSave(t, s, dir, fmt.Sprintf("flick-spin-%dx%d.png", sz[0], sz[1]))
				s.Deallocate()
			}
			if tick%20 == 0 { // drawn as it plays, not every tick: software GL is slow
				s := boardDraw(hn, sz[0], sz[1])
				s.Deallocate()
			}
		}
		assert.Positive(t, forks, "%v chose at a fork", sz)
		assert.GreaterOrEqual(t, flicks, 4, "%v spun by flicking", sz)
		assert.True(t, shotFork && shotSpin, "%v: the fork and a flicked spin were drawn", sz)
	}
}

// BenchmarkBoardSpinTick measures the CPU time of one Update+Draw of the
// board scene while the wheel spins (GPU work excluded: it is flushed
// outside the timed part).
func BenchmarkBoardSpinTick(b *testing.B) {
	sc := boardShot("life", 4, 11, 40, nil, func(m *match.Match, d engine.Decision) bool {
		return d.Kind == life.DSpin && m.G.(*life.Game).SpinPurpose() == life.SMove
	})
	sc.shotSpin = true
	hn := newBoardHarness(b, sc, anim.Speed1x, 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	for range 20 { // warm the caches: board picture, HUD, glyphs
		require.NoError(b, hn.app.Update())
		hn.app.Draw(screen)
	}
	_ = screen.At(0, 0)
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !sc.wheel.Spinning() {
			sc.wheel.Spin(1+i%10, 20)
			sc.spinActive, sc.wheelShown = true, true
		}
		t0 := time.Now()
		if err := hn.app.Update(); err != nil {
			b.Fatal(err)
		}
		hn.app.Draw(screen)
		times = append(times, time.Since(t0))
		if i%30 == 29 {
			b.StopTimer()
			_ = screen.At(0, 0) // flush the queued GPU work
			b.StartTimer()
		}
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	pct := func(p float64) float64 {
		return float64(times[min(len(times)-1, int(p*float64(len(times))))]) / 1e6
	}
	b.ReportMetric(pct(0.5), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}
