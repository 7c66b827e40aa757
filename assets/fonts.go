// Package assets holds the game's embedded resources. The fonts are the Go
// fonts (BSD licence, in their name tables) that golang.org/x/image ships,
// without their hinting programs, which nothing here runs (fonts/, written
// by gen_fonts.go); nothing is downloaded or read from disk at run time.
//
// They are parsed with golang.org/x/image/font/opentype, not text/v2's
// GoTextFaceSource: the UI's labels are Latin and the Go fonts have no
// kerning or ligature tables, so a shaping engine would change nothing on
// screen, and leaving it out of the build saves about a fifth of the
// browser's download (docs/PERFORMANCE.md).
package assets

import (
	_ "embed"
	"sync"

	"golang.org/x/image/font/opentype"
)

//go:generate go run gen_fonts.go

var (
	//go:embed fonts/Go-Regular.ttf
	regularTTF []byte
	//go:embed fonts/Go-Bold.ttf
	boldTTF []byte
)

var (
	regularOnce, boldOnce sync.Once
	regular, bold         *opentype.Font
)

// Regular returns the regular UI font, parsed on first use and shared.
func Regular() *opentype.Font {
	regularOnce.Do(func() { regular = mustParse(regularTTF) })
	return regular
}

// Bold returns the bold UI font, parsed on first use and shared.
func Bold() *opentype.Font {
	boldOnce.Do(func() { bold = mustParse(boldTTF) })
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
func RegularTTF() []byte { return regularTTF }

// BoldTTF returns the bold font file.
func BoldTTF() []byte { return boldTTF }
