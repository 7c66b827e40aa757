// Command demo runs game/demo's wheel scene in the full game shell (App,
// settings, sound, the browser hook). The browser measurements spin its
// wheel, and the browser shell tests can run against it (WEB_DIR=dist/web-demo)
// before the real scenes are wired into the game.
package main

import (
	"fmt"
	"os"

	"wheeloffate/game"
	"wheeloffate/game/demo"
	"wheeloffate/game/sound"
)

func main() {
	app := game.NewApp(demo.New(), game.Options{Sound: sound.ModeFromEnv()})
	if err := app.Run("Wheel of Fate (demo)"); err != nil {
		fmt.Fprintln(os.Stderr, "demo:", err)
		os.Exit(1)
	}
}
