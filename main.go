// Command wheeloffate plays five classic money board games. With no
// subcommand it opens the game window; sim, play and replay run headless.
package main

import (
	"fmt"
	"os"

	"wheeloffate/cli"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "wheeloffate:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) > 0 {
		switch args[0] {
		case "sim":
			return cli.Sim(args[1:], os.Stdout)
		case "play":
			return cli.Play(args[1:], os.Stdout)
		case "board":
			return cli.Board(args[1:], os.Stdout)
		case "replay":
			return cli.Replay(args[1:], os.Stdout)
		}
	}
	return window(args)
}
