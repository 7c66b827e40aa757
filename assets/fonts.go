// Package assets holds the game's embedded resources. The fonts are the Go
// fonts (BSD licence) that golang.org/x/image ships as Go source, so nothing
// is downloaded or read from disk at run time.
//
// They are parsed with golang.org/x/image/font/opentype, not text/v2's
// GoTextFaceSource: the UI's labels are Latin and the Go fonts have no
// kerning or ligature tables, so a shaping engine would change nothing on
// screen, and leaving it out of the build saves about a fifth of the
// browser's download (docs/PERFORMANCE.md).
package assets

import (
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

var (
	regularOnce, boldOnce sync.Once
	regular, bold         *opentype.Font
)

// Regular returns the regular UI font, parsed on first use and shared.
func Regular() *opentype.Font {
	regularOnce.Do(func() { regular = mustParse(goregular.TTF) })
	return regular
}

// Bold returns the bold UI font, parsed on first use and shared.
func Bold() *opentype.Font {
	boldOnce.Do(func() { bold = mustParse(gobold.TTF) })
	return bold
}

func mustParse(ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		// The fonts are compiled in; failing to parse them is a build defect.
		panic("assets: parsing embedded font: " + err.Error())
	}
	return f
}

// RegularTTF and BoldTTF are the raw font files, for tools that rasterise
// text outside Ebitengine (tests, icon generation).
func RegularTTF() []byte { return goregular.TTF }

// BoldTTF returns the bold font file.
func BoldTTF() []byte { return gobold.TTF }
