// Package assets holds the game's embedded resources. The fonts are the Go
// fonts (BSD licence) that golang.org/x/image ships as Go source, so nothing
// is downloaded or read from disk at run time.
package assets

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	regularOnce, boldOnce sync.Once
	regular, bold         *text.GoTextFaceSource
)

// Regular returns the regular UI font, parsed on first use and shared.
func Regular() *text.GoTextFaceSource {
	regularOnce.Do(func() { regular = mustParse(goregular.TTF) })
	return regular
}

// Bold returns the bold UI font, parsed on first use and shared.
func Bold() *text.GoTextFaceSource {
	boldOnce.Do(func() { bold = mustParse(gobold.TTF) })
	return bold
}

func mustParse(ttf []byte) *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		// The fonts are compiled in; failing to parse them is a build defect.
		panic("assets: parsing embedded font: " + err.Error())
	}
	return src
}

// RegularTTF and BoldTTF are the raw font files, for tools that rasterise
// text outside Ebitengine (tests, icon generation).
func RegularTTF() []byte { return goregular.TTF }

// BoldTTF returns the bold font file.
func BoldTTF() []byte { return gobold.TTF }
