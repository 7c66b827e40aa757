//go:build js

package main

// subcommand: a browser has no command line, so the build for it leaves the
// headless subcommands (and the shots tool) out, a smaller download.
func subcommand([]string) (bool, error) { return false, nil }
