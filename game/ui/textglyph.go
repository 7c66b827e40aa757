package ui

import (
	"image"
	"image/draw"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// A glyph's pixels are made here as opentype.Face.Glyph makes them, then
// written straight into its atlas slot. Going through the face and a
// font.Drawer loaded the rune's outline again for every sub-pixel offset
// (and once more to bound it), and blended its mask into the page through
// image/draw; this loads each outline once, keeps it, and copies the mask
// in one loop. The pixels are the same (TestGlyphOutlinesRasteriseAsTheFace).

// glyphOutline is a rune's outline at a face's size, unhinted as the face
// rasterises it (its advance alone is hinted), and the outline's bounds,
// which are the glyph's bounds (the face's GlyphBounds).
type glyphOutline struct {
	segs   sfnt.Segments
	bounds fixed.Rectangle26_6
	ink    bool // the face would draw it: its font maps the rune (or .notdef) without error
}

// outline is r's outline, loaded once (its segments kept in one slice a
// face, fewer allocations than one each). f.mu is held.
func (f *TextFace) outline(r rune) glyphOutline {
	if o, ok := f.outlines[r]; ok {
		return o
	}
	var o glyphOutline
	defer func() { f.outlines[r] = o }()
	x, err := f.font.GlyphIndex(&f.buf, r)
	if err != nil {
		// The face's GlyphBounds goes on with glyph 0 and its Glyph draws
		// nothing: the bounds of .notdef, no ink.
		x = 0
	}
	segs, lerr := f.font.LoadGlyph(&f.buf, x, f.ppem, nil)
	if lerr != nil {
		return o
	}
	// The buffer's segments are overwritten by the next load: a copy.
	if len(f.segs)+len(segs) > cap(f.segs) {
		f.segs = make(sfnt.Segments, 0, max(256, 2*len(segs)))
	}
	n := len(f.segs)
	f.segs = append(f.segs, segs...)
	o.segs = f.segs[n:len(f.segs):len(f.segs)]
	o.bounds = o.segs.Bounds()
	o.ink = err == nil
	return o
}

// glyphRast and glyphMask are the rasteriser and mask every glyph is made
// in, kept between glyphs (glyphAtlasMu is held while they are used).
var (
	glyphRast vector.Rasterizer
	glyphMask image.Alpha
)

// drawOutline draws o, its origin at dot, into dst (an atlas slot, clear)
// as font.Drawer draws the face's glyph there: white, premultiplied, its
// alpha the coverage. glyphAtlasMu is held.
func drawOutline(dst *image.RGBA, o *glyphOutline, dot fixed.Point26_6) {
	if !o.ink {
		return
	}
	// From here to the rasteriser's Draw, as opentype.Face.Glyph does it.
	b := o.bounds.Add(dot)
	dr := image.Rect(b.Min.X.Floor(), b.Min.Y.Floor(), b.Max.X.Ceil(), b.Max.Y.Ceil())
	w, h := dr.Dx(), dr.Dy()
	if w < 0 || h < 0 {
		return
	}
	biasX, biasY := dot.X-fixed.Int26_6(dr.Min.X<<6), dot.Y-fixed.Int26_6(dr.Min.Y<<6)
	if cap(glyphMask.Pix) < w*h {
		glyphMask.Pix = make([]uint8, 2*w*h)
	}
	glyphMask.Pix, glyphMask.Stride, glyphMask.Rect = glyphMask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	z := &glyphRast
	z.Reset(w, h)
	z.DrawOp = draw.Src
	pt := func(p fixed.Point26_6) (float32, float32) {
		return float32(p.X+biasX) / 64, float32(p.Y+biasY) / 64
	}
	for _, s := range o.segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			z.MoveTo(pt(s.Args[0]))
		case sfnt.SegmentOpLineTo:
			z.LineTo(pt(s.Args[0]))
		case sfnt.SegmentOpQuadTo:
			x0, y0 := pt(s.Args[0])
			x1, y1 := pt(s.Args[1])
			z.QuadTo(x0, y0, x1, y1)
		case sfnt.SegmentOpCubeTo:
			x0, y0 := pt(s.Args[0])
			x1, y1 := pt(s.Args[1])
			x2, y2 := pt(s.Args[2])
			z.CubeTo(x0, y0, x1, y1, x2, y2)
		}
	}
	z.Draw(&glyphMask, glyphMask.Rect, image.Opaque, image.Point{})
	// The mask over a clear page in white is the coverage in all four
	// channels (image/draw's drawGlyphOver): the mask's part inside dst.
	c := dr.Intersect(dst.Rect)
	for y := c.Min.Y; y < c.Max.Y; y++ {
		// No calls in the loop: the browser build does not inline the
		// game's. Clear pixels (most of a glyph's box) stay as they are.
		row := dst.Pix[dst.PixOffset(c.Min.X, y):][:4*c.Dx()]
		for x, a := range glyphMask.Pix[(y-dr.Min.Y)*w+c.Min.X-dr.Min.X:][:c.Dx()] {
			if a != 0 {
				q := row[4*x : 4*x+4 : 4*x+4]
				q[0], q[1], q[2], q[3] = a, a, a, a
			}
		}
	}
}
