package ui

import (
	"image/color"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"wheeloffate/assets"
)

// Text sizes in logical pixels used across the scenes.
const (
	SizeSmall  = 16
	SizeBody   = 20
	SizeButton = 22
	SizeTitle  = 28
	SizeHuge   = 48
)

type faceKey struct {
	size float64
	bold bool
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*TextFace{}
)

// faceLimit is how many faces Face keeps. Sizes worked out from the layout
// (a wheel's labels from its radius, a label fitted to its box) differ with
// every window size, so a player dragging a window's edge would otherwise
// add faces, and their glyphs to the atlas, for as long as they dragged. A
// screen uses a dozen or two; every screen of every game at one window size
// 74 (1280×720) to 147 (390×844, more labels fitted to narrow boxes), by
// the shots tool.
const faceLimit = 160

// Face returns the shared Go font face of the given size. Faces are cached:
// each keeps its own glyph images, so reusing them keeps drawing cheap. The
// Go fonts have no kerning or ligatures, so nothing is lost by not shaping.
// Past faceLimit faces the cache starts again (forgetFaces).
func Face(size float64, bold bool) *TextFace {
	facesMu.Lock()
	defer facesMu.Unlock()
	k := faceKey{size, bold}
	if f, ok := faces[k]; ok {
		return f
	}
	if len(faces) >= faceLimit {
		forgetFaces()
	}
	f := newFace(size, bold)
	faces[k] = f
	return f
}

// forgetFaces empties the face cache and starts the glyph atlas afresh: the
// faces it held forget their glyphs, so no face points into the old pages,
// which go (with their GPU memory) once nothing draws from them. A face a
// scene still holds keeps working and draws its glyphs again as it needs
// them; the next Face of its size is a new one. facesMu is held.
func forgetFaces() {
	for _, f := range faces {
		f.forgetGlyphs()
	}
	clear(faces)
	resetGlyphAtlas()
}

// newFace makes the Go font face of the given size, with empty caches.
func newFace(size float64, bold bool) *TextFace {
	src, ttf := assets.Regular(), assets.RegularTTF()
	if bold {
		src, ttf = assets.Bold(), assets.BoldTTF()
	}
	// opentype.NewFace only fails on a nil font; the fonts are compiled in.
	opt := &opentype.FaceOptions{Size: max(size, 0), DPI: 72, Hinting: font.HintingFull}
	hinted, _ := opentype.NewFace(src, opt)
	opt.Hinting = font.HintingNone
	plain, _ := opentype.NewFace(src, opt)
	m := plain.Metrics()
	// The size in 26.6 pixels a em, worked out as opentype.NewFace does.
	ppem := fixed.Int26_6(0.5 + (opt.Size * opt.DPI * 64 / 72))
	return newTextFace(crisp{hinted, m}, src, ppem, size, m, hasKerning(ttf))
}

// hasKerning reports whether an OpenType font has a table x/image's sfnt
// kerns by ("kern", or "GPOS" for the kerning it reads there): without
// either its Kern is 0 for every pair. It reads the table directory at the
// start of the file; an unreadable one counts as kerning (asking is then
// only slower).
func hasKerning(ttf []byte) bool {
	if len(ttf) < 12 {
		return true
	}
	n := int(ttf[4])<<8 | int(ttf[5])
	if len(ttf) < 12+16*n {
		return true
	}
	for i := range n {
		switch string(ttf[12+16*i : 16+16*i]) {
		case "kern", "GPOS":
			return true
		}
	}
	return false
}

// crisp is a hinted face, whose glyphs advance by whole pixels so that
// each starts on a pixel and small type stays sharp, reporting the unhinted
// line metrics: hinting rounds the ascent and descent up, a pixel or two
// more on every line, which would push rows off a phone's screen.
type crisp struct {
	font.Face
	m font.Metrics
}

func (c crisp) Metrics() font.Metrics { return c.m }

// FaceSize is the size in logical pixels f was made at by Face.
func FaceSize(f *TextFace) float64 { return f.size }

// FitFace returns the largest face no bigger than size (and no smaller than
// SizeSmall-4) in which s fits in width: labels shrink rather than overflow
// narrow portrait buttons.
func FitFace(s string, width, size float64, bold bool) *TextFace {
	f := Face(size, bold)
	for size > SizeSmall-4 && Advance(s, f) > width {
		size -= 2
		f = Face(size, bold)
	}
	return f
}

// lineSpacing is the distance between baselines for a face.
func lineSpacing(f *TextFace) float64 {
	return (f.ascent + f.descent + f.lineGap) * 1.15
}

// Measure returns the size of s (which may hold newlines) in face f.
func Measure(s string, f *TextFace) (w, h float64) {
	return measure(s, f, lineSpacing(f))
}

// DrawText draws s with its anchor (x, y) aligned as h (horizontally) and v
// (vertically); e.g. AlignCenter, AlignCenter centres it on the point.
func DrawText(dst *ebiten.Image, s string, f *TextFace, x, y float64, h, v Align, clr color.Color) {
	op := &TextOptions{LineSpacing: lineSpacing(f), PrimaryAlign: h, SecondaryAlign: v}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	DrawWith(dst, s, f, op)
}

// Ellipsize shortens s, ending it in "…", until it fits width in face f
// (a separator left dangling before the "…" goes too); s itself when it
// fits.
func Ellipsize(s string, f *TextFace, width float64) string {
	if Advance(s, f) <= width {
		return s
	}
	rs := []rune(s)
	for len(rs) > 0 && Advance(string(rs)+"…", f) > width {
		rs = rs[:len(rs)-1]
	}
	return strings.TrimRight(string(rs), " ·") + "…"
}

// SentenceCase is s with its first letter a capital, as a button's
// words start ("throw the dice", as the log says it, is "Throw the dice"
// on its button).
func SentenceCase(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if u := unicode.ToTitle(r); u != r && r != utf8.RuneError {
		return string(u) + s[n:]
	}
	return s
}

// Wrap breaks s into lines no wider than width, at spaces where possible
// and inside over-long words otherwise. Explicit newlines are kept.
//
// Scenes wrap their texts every frame (the table's log, the panels), so a
// line is a slice of s wherever its words lie one space apart there (the
// usual case): only the list of lines is allocated, not a string a word.
func Wrap(s string, f *TextFace, width float64) []string {
	var lines []string
	fits := func(t string) bool { return Advance(t, f) <= width }
	// Without kerning a line is as wide as its words and the spaces
	// between them, so a longer line is measured by adding the next word
	// to the width so far, not by measuring it all again: the title wraps
	// text by the thousand before its first frame.
	space := f.advance(" ")
	for rest, more := s, true; more; {
		var para string
		para, rest, more = strings.Cut(rest, "\n")
		// The line so far is cur, para[ls:le] when tight (its words one
		// space apart in para).
		cur, curW := "", fixed.Int26_6(0)
		ls, le, tight := 0, 0, false
		words := false
		for ws, we := nextField(para, 0); ws < we; ws, we = nextField(para, we) {
			words = true
			w := para[ws:we]
			cand, candTight := w, true
			if cur != "" {
				if candTight = tight && ws == le+1 && para[le] == ' '; candTight {
					cand = para[ls:we]
				} else {
					cand = cur + " " + w
				}
			}
			var ok bool
			var candW fixed.Int26_6
			if f.kerns {
				ok = fits(cand)
			} else {
				candW = f.advance(w)
				if cur != "" {
					candW += curW + space
				}
				ok = fix2f(candW) <= width
			}
			if ok {
				if cur == "" {
					ls = ws
				}
				cur, curW, le, tight = cand, candW, we, candTight
				continue
			}
			if cur != "" {
				lines = append(lines, cur)
			}
			// A single word wider than the line is cut by runes, down to
			// one rune a line: a rune wider than the line stays whole (cut
			// further, it would never get shorter).
			for n := utf8.RuneCountInString(w); n > 1 && !fits(w); n = utf8.RuneCountInString(w) {
				_, sz := utf8.DecodeLastRuneInString(w)
				cut := len(w) - sz
				for n--; n > 1 && !fits(w[:cut]); n-- {
					_, sz = utf8.DecodeLastRuneInString(w[:cut])
					cut -= sz
				}
				lines = append(lines, w[:cut])
				w = w[cut:]
			}
			cur, curW, ls, le, tight = w, f.advance(w), we-len(w), we, true
		}
		if !words {
			lines = append(lines, "")
			continue
		}
		lines = append(lines, cur)
	}
	return lines
}

// nextField is where the first word of s at or after byte i starts and
// ends, words being separated by white space as strings.Fields separates
// them; start == end when there is none.
func nextField(s string, i int) (start, end int) {
	for i < len(s) {
		r, sz := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += sz
	}
	start = i
	for i < len(s) {
		r, sz := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			break
		}
		i += sz
	}
	return start, i
}

// WrappedHeight is the height DrawWrapped uses for s, so that a layout
// can leave exactly that much room.
func WrappedHeight(s string, f *TextFace, width float64) float64 {
	return float64(len(Wrap(s, f, width))) * lineSpacing(f)
}

// DrawWrapped draws s wrapped to width starting at (x, y) (top-left) and
// returns the height used.
func DrawWrapped(dst *ebiten.Image, s string, f *TextFace, x, y, width float64, h Align, clr color.Color) float64 {
	lines := Wrap(s, f, width)
	ls := lineSpacing(f)
	ax := x
	switch h {
	case AlignCenter:
		ax = x + width/2
	case AlignEnd:
		ax = x + width
	}
	for i, l := range lines {
		DrawText(dst, l, f, ax, y+float64(i)*ls, h, AlignStart, clr)
	}
	return float64(len(lines)) * ls
}

// FitLabel lays a label out in a w×h box, as a board's space shows its
// name: wrapped at words, in the largest size from size down to minSize
// (by whole points) at which its lines fit the height and no word has to
// be cut; at minSize, the lines that fit, the last one ending in "…". lh
// is the distance between lines: the type's line height times spacing.
func FitLabel(label string, size, minSize float64, bold bool, w, h, spacing float64) (f *TextFace, lines []string, lh float64) {
	words := strings.Fields(label)
	for ; ; size-- {
		f = Face(size, bold)
		lines = Wrap(label, f, w)
		_, lh = Measure("Ag", f)
		lh *= spacing
		if wholeWords(words, f, w) && float64(len(lines))*lh <= h || size-1 < minSize {
			break
		}
	}
	if float64(len(lines))*lh <= h && wholeWords(words, f, w) {
		return f, lines, lh
	}
	// Even the smallest type is too big: a word wider than the box loses
	// its end, not its middle, and lines past the height go.
	for i, wd := range words {
		if Advance(wd, f) > w {
			words[i] = Ellipsize(wd+"…", f, w)
		}
	}
	lines = Wrap(strings.Join(words, " "), f, w)
	if float64(len(lines))*lh <= h {
		return f, lines, lh
	}
	keep := max(1, int(h/lh))
	lines = lines[:keep]
	lines[keep-1] = Ellipsize(lines[keep-1]+"…", f, w)
	return f, lines, lh
}

// wholeWords reports whether every word fits a line w wide in f.
func wholeWords(words []string, f *TextFace, w float64) bool {
	for _, wd := range words {
		if Advance(wd, f) > w {
			return false
		}
	}
	return true
}

// DrawFitted draws s centred on (x, y) in bold type of size points, or
// smaller so that it fits w (cut with "…" if even the smallest does not);
// nothing where there is no room at all. The stages' titles and results
// use it.
func DrawFitted(dst *ebiten.Image, s string, x, y, w, size float64, col color.Color) {
	if w <= 4 || size < 4 {
		return
	}
	f := FitFace(s, w, size, true)
	DrawText(dst, Ellipsize(s, f, w), f, x, y, AlignCenter, AlignCenter, col)
}
