//go:build !js

package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"wheeloffate/scenes"
)

// shots is the hidden `wheeloffate shots -out DIR -size WxH [-only NAME]` tool: a PNG of
// every scene, for `make shots`.
func shots(args []string) error {
	fs := flag.NewFlagSet("shots", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("out", "shots", "directory")
	size := fs.String("size", "1280x720", "window size WxH")
	only := fs.String("only", "", "only the shots whose name contains this")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("shots: %w", err)
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w <= 0 || h <= 0 {
		return fmt.Errorf("shots: -size %q: want WxH, e.g. 1280x720", *size)
	}
	files, err := scenes.RunShots(*out, w, h, *only)
	for _, f := range files {
		fmt.Fprintln(os.Stdout, f)
	}
	return err
}
