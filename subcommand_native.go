//go:build !js

package main

import (
	"os"

	"wheeloffate/cli"
)

// subcommand runs a headless subcommand (sim, play, board, replay) and
// reports whether args named one.
func subcommand(args []string) (bool, error) {
	if len(args) == 0 {
		return false, nil
	}
	switch args[0] {
	case "sim":
		return true, cli.Sim(args[1:], os.Stdout)
	case "play":
		return true, cli.Play(args[1:], os.Stdout)
	case "board":
		return true, cli.Board(args[1:], os.Stdout)
	case "replay":
		return true, cli.Replay(args[1:], os.Stdout)
	}
	return false, nil
}
