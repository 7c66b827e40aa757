// Command wheeloffate plays five classic money board games. With no
// subcommand it opens the game window; sim, play and replay run headless.
package main

import (
	"fmt"
	"os"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "wheeloffate:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if ok, err := subcommand(args); ok {
		return err
	}
	return window(args)
}
