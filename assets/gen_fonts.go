//go:build ignore

// gen_fonts writes fonts/*.ttf: the Go fonts from golang.org/x/image without
// their hinting programs (see internal/ttfstrip). Run by `go generate
// ./assets/`; fonts_test.go checks the files are what it writes.
package main

import (
	"log"
	"os"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"wheeloffate/assets/internal/ttfstrip"
)

func main() {
	for name, ttf := range map[string][]byte{"fonts/Go-Regular.ttf": goregular.TTF, "fonts/Go-Bold.ttf": gobold.TTF} {
		out, err := ttfstrip.Strip(ttf)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(name, out, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
