//go:build xvfb

package ui

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/math/fixed"
)

// titleGlyphs are the glyphs the title screens rasterise (its first frame's
// and its variants' at 1280x720, logged once from the game): by face, each
// rune with the sub-pixel offset of its glyph's top-left corner.
var titleGlyphs = []struct {
	size  float64
	bold  bool
	glyph string // rune:x,y ...
}{
	{72, true, "87:56,62 104:13,31 101:39,33 108:48,31 32:0,0 111:39,33 102:53,39 70:5,62 97:27,33 116:31,41"},
	{23.04, false, "67:20,59 108:47,15 97:4,33 115:20,33 105:40,8 99:62,33 32:0,0 109:47,33 111:62,33 110:47,33 101:62,33 121:14,50 98:47,15 114:47,33 100:62,15 103:3,33"},
	{28, true, "67:6,17 104:2,26 111:1,41 115:44,41 101:1,41 32:0,0 97:60,41 103:6,41 109:2,41 71:6,17 98:2,26 108:54,26 114:23,41"},
	{24, true, "84:30,42 104:47,32 101:56,54 32:0,0 71:60,14 97:52,54 109:47,54 111:56,54 102:39,13 76:2,42 105:40,32 70:2,42 114:2,54 66:2,42 107:47,32"},
	{16, true, "49:27,9 57:40,9 54:26,9 48:40,9 32:0,0 99:37,14 108:4,42 97:35,14 115:62,14 105:5,42 50:39,9 116:21,30 111:37,14 112:10,14 121:13,27 101:37,14 114:23,14 84:20,28 119:31,27 45:52,39 100:40,42 110:10,14 104:10,42 103:40,14 109:10,14 102:26,30 53:8,28 55:57,28 52:16,28"},
	{18, false, "67:1,43 111:48,16 108:23,8 101:48,16 103:52,16 32:0,0 114:23,16 98:23,8 117:16,29 115:1,16 105:17,52 110:23,16 44:49,53 80:30,63 97:53,16 121:11,29 68:29,63 100:48,8 116:14,19 104:23,8 102:17,58 82:29,63 99:48,16 107:23,8 46:49,47 89:17,63 109:23,16 112:23,16 58:49,22"},
	{20, true, "80:44,35 108:20,37 97:43,2 121:16,18 32:0,0 8250:41,19"},
	{14, false, "83:53,40 116:11,57 97:42,26 114:3,26 32:0,0 119:5,37 105:63,48 104:3,13 109:3,26 108:3,13 111:38,26 110:3,26 58:24,32 101:38,26 102:14,2 115:51,26 99:38,26 112:3,26 121:8,37 46:24,16 67:51,40 44:24,20 82:8,56 84:9,56 107:3,13 77:8,56 36:54,2 49:28,40 48:35,40 73:54,56 79:41,40 85:9,56 76:8,56 72:8,56 70:20,56 98:3,13 117:62,37 100:38,13 103:41,26 118:8,37 71:41,40"},
	{22, true, "77:55,6 97:47,60 107:38,2 101:51,60 32:0,0 105:31,2 108:29,2 111:51,60 110:38,60 82:55,6 112:38,60 121:17,13 115:21,60 83:36,45 101:19,60 116:61,34 105:63,2 110:6,60 103:23,60 115:53,60 81:23,45 117:62,13"},
	{47.52, true, "49:14,51 50:50,51 51:11,51 52:46,42 53:22,42 54:13,51 55:40,42 56:0,51 57:53,51 48:55,51"},
	{20, false, "84:45,35 104:0,37 105:58,22 115:41,10 32:32,0 108:0,37 110:0,10 107:0,37 39:13,37 114:0,10 101:22,10 112:0,10 97:27,10 121:44,25 99:22,10 111:22,10 116:48,63 98:0,37 119:39,25 58:29,18 100:22,37 109:0,10 103:26,10 54:21,11 52:51,35 117:57,25 89:19,35 111:54,10 117:25,25 114:32,10 32:0,0 115:9,10 97:59,10 118:12,25 101:54,10 100:54,37 103:58,10 109:32,10 99:54,10 108:32,37 110:32,10 116:16,63 98:32,37 44:61,38 105:26,22 119:7,25 112:32,10 46:61,31 83:11,12"},
}

// BenchmarkRasteriseTitleGlyphs makes the title's glyphs as its first frame
// makes them, from fresh faces (no outline or glyph cached) into a fresh
// atlas, and uploads them, a face's at a time.
// A browser build compiles the game without inlining; run it so:
// -gcflags=wheeloffate/...=-l (docs/PERFORMANCE.md).
func BenchmarkRasteriseTitleGlyphs(b *testing.B) {
	type glyph struct {
		face int
		r    rune
		x    fixed.Int26_6 // the origin, whose glyph's corner is at the logged offset
	}
	var glyphs []glyph
	for i, tf := range titleGlyphs {
		f := Face(tf.size, tf.bold)
		for _, g := range strings.Fields(tf.glyph) {
			r, xy, _ := strings.Cut(g, ":")
			xs, _, _ := strings.Cut(xy, ",")
			n, _ := strconv.Atoi(r)
			x, _ := strconv.Atoi(xs)
			bounds, _, _ := f.face.GlyphBounds(rune(n))
			glyphs = append(glyphs, glyph{i, rune(n), fixed.Int26_6(x) - bounds.Min.X})
		}
	}
	pages, open := glyphPages, glyphOpen
	defer func() { glyphPages, glyphOpen = pages, open }()
	faces := make([]*TextFace, len(titleGlyphs))
	inked := 0
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		for i, tf := range titleGlyphs {
			faces[i] = newFace(tf.size, tf.bold)
		}
		glyphPages, glyphOpen = nil, nil
		b.StartTimer()
		inked = 0
		for i, g := range glyphs {
			f := faces[g.face]
			f.mu.Lock()
			if f.glyph(g.r, g.x, 0).page != nil {
				inked++
			}
			f.mu.Unlock()
			if i == len(glyphs)-1 || glyphs[i+1].face != g.face {
				uploadGlyphs() // as DrawWith uploads a label's new glyphs
			}
		}
		b.StopTimer()
		for _, p := range glyphPages {
			p.img.Deallocate()
		}
		b.StartTimer()
	}
	if inked < len(glyphs)*3/4 {
		b.Fatalf("%d of %d glyphs have ink", inked, len(glyphs))
	}
}
