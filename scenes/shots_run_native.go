//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
)

// The shots tool's runner, native only: a browser cannot write files, and
// leaving it out leaves image/png's encoder and decoder out of the
// download.

// shotRunner is an ebiten.Game that runs every shot in turn in a fresh App
// and saves the screen after its ticks.
type shotRunner struct {
	shots []Shot
	out   string
	w, h  int // the window size the shots are taken for
	i     int
	app   *game.App
	tick  int
	err   error
	saved []string
}

func (r *shotRunner) Update() error {
	if r.err != nil {
		return r.err
	}
	if r.i >= len(r.shots) {
		return ebiten.Termination
	}
	if r.app == nil {
		idle := func() input.Sample { return input.Sample{Focused: true} }
		st := &game.MemStore{}
		if r.shots[r.i].Advised {
			set := game.DefaultSettings()
			set.Advisor = true
			if err := game.SaveSettings(st, set); err != nil {
				return err
			}
		}
		r.app = game.NewApp(r.shots[r.i].Make(), game.Options{Store: st, Sound: sound.ModeOff, Sampler: idle})
		r.app.Layout(r.w, r.h)
		r.tick = 0
	}
	if r.tick < r.shots[r.i].Ticks {
		r.tick++
		return r.app.Update()
	}
	return nil
}

func (r *shotRunner) Draw(screen *ebiten.Image) {
	if r.app == nil {
		return
	}
	r.app.Draw(screen)
	if r.tick < r.shots[r.i].Ticks {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	name := filepath.Join(r.out, fmt.Sprintf("%s-%dx%d.png", r.shots[r.i].Name, r.w, r.h))
	if err := savePNG(name, img); err != nil {
		r.err = err
		return
	}
	r.saved = append(r.saved, name)
	r.i++
	r.app = nil
}

func (r *shotRunner) Layout(int, int) (int, int) { return game.LogicalSize(r.w, r.h) }

func savePNG(name string, img image.Image) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// RunShots opens a window of w×h and writes a PNG of every registered
// scene whose name contains only (all of them when only is "") into dir as
// NAME-WxH.png (the logical screen, see game.LogicalSize). It returns the
// files written.
func RunShots(dir string, w, h int, only string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var list []Shot
	for _, s := range Shots() {
		if strings.Contains(s.Name, only) {
			list = append(list, s)
		}
	}
	if len(list) == 0 {
		return nil, fmt.Errorf("no shot's name contains %q", only)
	}
	r := &shotRunner{shots: list, out: dir, w: w, h: h}
	ebiten.SetWindowTitle("Wheel of Fate shots")
	ebiten.SetWindowSize(w, h)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(r); err != nil {
		return r.saved, err
	}
	return r.saved, r.err
}
