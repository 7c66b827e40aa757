// Package scenes holds one file (or a few) per screen: title, settings,
// setup, board (with the casino and the retire decision), results. Every
// scene implements game.Scene.
package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/scenes/table"
)

// PlayOptions are how the window was started.
type PlayOptions = table.PlayOptions

// Shot is a scene in a representative state, for `make shots`.
type Shot struct {
	Name string
	// Make builds the scene; Ticks is how many updates to run before the
	// picture is taken (so animations settle).
	Make  func() game.Scene
	Ticks int
}

var shots []Shot

// addShot registers a scene for `make shots`; scene files call it from init.
func addShot(name string, ticks int, make func() game.Scene) {
	shots = append(shots, Shot{Name: name, Make: make, Ticks: ticks})
}

// Shots lists every registered scene.
func Shots() []Shot { return shots }

var _ = ebiten.Termination
