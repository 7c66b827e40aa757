// Package ebitentest runs tests that need a real Ebitengine (ReadPixels,
// image.At, shaders) inside a running game loop, as Ebitengine's own
// internal/testing does.
//
// Such tests need a display, so they live in files tagged xvfb:
//
//	//go:build xvfb
//
//	func TestMain(m *testing.M) { ebitentest.Main(m) }
//
// and run with
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go test -tags xvfb ./game/...
//
// A plain `go test ./...` compiles none of them and runs only pure logic.
package ebitentest

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct {
	m    *testing.M
	code int
	ran  bool
}

// Update runs the whole test suite inside the first tick: while it runs,
// the graphics driver is initialised and ReadPixels works.
func (g *game) Update() error {
	if !g.ran {
		g.ran = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}

func (*game) Draw(*ebiten.Image) {}

func (*game) Layout(int, int) (int, int) { return 320, 240 }

// Main starts Ebitengine, runs m inside it and exits with m's code. Without
// a display it fails loudly rather than skipping: a tagged test run that
// can't draw must not pass.
func Main(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("ebitentest")
	// Tests must not wait for vsync or be throttled when unfocused.
	ebiten.SetVsyncEnabled(false)
	ebiten.SetRunnableOnUnfocused(true)
	g := &game{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "ebitentest: cannot start Ebitengine (run under xvfb-run?):", err)
		os.Exit(2)
	}
	os.Exit(g.code)
}
