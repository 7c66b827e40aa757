package main

import (
	"os"

	"wheeloffate/cli"
)

// window opens the game. Until the window exists it plays a demo game
// headless and prints its log.
func window(args []string) error {
	return cli.Play(append([]string{"-players", "4", "-seed", "1"}, args...), os.Stdout)
}
