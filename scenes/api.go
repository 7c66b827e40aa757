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
type Shot = table.Shot

// addShot registers a scene for `make shots`; the shots files call it
// from shots_native.go's init (not in the browser build).
func addShot(name string, ticks int, make func() game.Scene) { table.AddShot(name, ticks, make) }

// Shots lists every registered scene: the shell's and every ruleset's.
func Shots() []Shot { return table.Shots() }

var _ = ebiten.Termination
