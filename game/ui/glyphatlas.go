package ui

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Glyphs are rasterised on the CPU into shared atlas pages and uploaded a
// rectangle at a time, before the text that needs them is drawn: an
// image a glyph (some 150 in the title's first frame) cost an image's
// making and an upload each, and every upload ended the draw batch. A
// page's CPU copy is its coverage alone (a glyph is white): a quarter of
// the bytes to clear and to write a glyph into, made into premultiplied
// white only for the rectangle uploaded.

// glyphPageSize is a page's width and height: a screen of text fits a
// page or two.
const glyphPageSize = 512

// glyphPage is one atlas page: its coverage on the CPU, where the next
// glyph goes (shelves of glyphs, left to right, top to bottom, a pixel
// apart), and the part drawn into since the last upload.
type glyphPage struct {
	img        *ebiten.Image
	pix        *image.Alpha
	x, y, rowH int             // the next glyph's left edge, the shelf's top and height
	dirty      image.Rectangle // not uploaded yet
}

var (
	glyphAtlasMu sync.Mutex
	glyphPages   []*glyphPage // every page, to upload
	glyphOpen    *glyphPage   // the page being filled
)

// glyphSlot finds room for a w×h glyph, has draw draw its coverage there
// (clear, its bounds the glyph's place on the page), and returns the page
// and the place, on the GPU after the next uploadGlyphs. A glyph larger
// than a page gets a page of its own size.
func glyphSlot(w, h int, draw func(*image.Alpha)) (*glyphPage, image.Rectangle) {
	glyphAtlasMu.Lock()
	defer glyphAtlasMu.Unlock()
	p := glyphOpen
	switch {
	case w > glyphPageSize || h > glyphPageSize:
		p = newGlyphPage(w, h)
	case p != nil && p.x+w > glyphPageSize:
		p.x, p.y, p.rowH = 0, p.y+p.rowH+1, 0 // the next shelf
	}
	if p == nil || p.y+h > p.pix.Bounds().Dy() {
		p = newGlyphPage(glyphPageSize, glyphPageSize)
		glyphOpen = p
	}
	r := image.Rect(p.x, p.y, p.x+w, p.y+h)
	p.x += w + 1
	p.rowH = max(p.rowH, h)
	p.dirty = p.dirty.Union(r)
	draw(p.pix.SubImage(r).(*image.Alpha))
	return p, r
}

// newGlyphPage makes a page w×h; glyphAtlasMu is held.
func newGlyphPage(w, h int) *glyphPage {
	p := &glyphPage{img: ebiten.NewImage(w, h), pix: image.NewAlpha(image.Rect(0, 0, w, h))}
	glyphPages = append(glyphPages, p)
	return p
}

// uploadGlyphs writes the part of every page drawn into since the last
// upload: the glyphs drawn next are on the GPU.
func uploadGlyphs() {
	glyphAtlasMu.Lock()
	defer glyphAtlasMu.Unlock()
	for _, p := range glyphPages {
		p.upload()
	}
}

// upload writes the rectangle of p drawn into since the last upload, as
// premultiplied white: most often the few glyphs a label added to a
// shelf, not the shelf's whole width. A page no glyph will go to any more
// (full, or a large glyph's own) then lets its CPU copy go: the GPU's is
// the page. glyphAtlasMu is held.
func (p *glyphPage) upload() {
	d := p.dirty
	if p.pix == nil || d.Empty() {
		return
	}
	n := 4 * d.Dx() * d.Dy()
	if cap(glyphUpload) < n {
		glyphUpload = make([]byte, n)
	}
	rgba := glyphUpload[:n]
	clear(rgba)
	// No calls in the loop: the browser build does not inline the game's.
	for y, i := d.Min.Y, 0; y < d.Max.Y; y, i = y+1, i+4*d.Dx() {
		row := rgba[i : i+4*d.Dx()]
		for x, a := range p.pix.Pix[p.pix.PixOffset(d.Min.X, y):][:d.Dx()] {
			if a != 0 {
				q := row[4*x : 4*x+4 : 4*x+4]
				q[0], q[1], q[2], q[3] = a, a, a, a
			}
		}
	}
	p.img.SubImage(d).(*ebiten.Image).WritePixels(rgba) // Ebitengine copies them
	p.dirty = image.Rectangle{}
	if p != glyphOpen {
		p.pix = nil
	}
}

// glyphUpload is upload's buffer, kept between uploads (glyphAtlasMu is
// held).
var glyphUpload []byte

// drawGlyphs draws glyphs as DrawImage would draw each (op's GeoM after the
// glyph's offset, its colour scale, the nearest filter) with one
// DrawTriangles for each run of glyphs on one page: a DrawImage a glyph
// was half the time text took to draw in a browser.
func drawGlyphs(dst *ebiten.Image, glyphs []glyphImage, op *TextOptions) {
	if len(glyphs) == 0 {
		return
	}
	glyphAtlasMu.Lock()
	defer glyphAtlasMu.Unlock()
	cr, cg, cb, ca := op.ColorScale.R(), op.ColorScale.G(), op.ColorScale.B(), op.ColorScale.A()
	tri := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	vs, is := glyphVerts[:0], glyphIndices[:0]
	var g ebiten.GeoM
	for i, gl := range glyphs {
		// The quad's corners, worked out as DrawImage works them out.
		g.Reset()
		g.Translate(float64(gl.dx), float64(gl.dy))
		g.Concat(op.GeoM)
		a, b, c, d := float32(g.Element(0, 0)), float32(g.Element(0, 1)), float32(g.Element(1, 0)), float32(g.Element(1, 1))
		tx, ty := float32(g.Element(0, 2)), float32(g.Element(1, 2))
		sx0, sy0 := float32(gl.src.Min.X), float32(gl.src.Min.Y)
		sx1, sy1 := float32(gl.src.Max.X), float32(gl.src.Max.Y)
		w, h := sx1-sx0, sy1-sy0
		ax, by, cx, dy := a*w, b*h, c*w, d*h
		n := uint16(len(vs))
		vs = append(vs,
			ebiten.Vertex{DstX: pixelEdge(tx), DstY: pixelEdge(ty), SrcX: sx0, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: pixelEdge(ax + tx), DstY: pixelEdge(cx + ty), SrcX: sx1, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: pixelEdge(by + tx), DstY: pixelEdge(dy + ty), SrcX: sx0, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: pixelEdge(ax + by + tx), DstY: pixelEdge(cx + dy + ty), SrcX: sx1, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
		)
		is = append(is, n, n+1, n+2, n+1, n+2, n+3)
		// A run ends at the last glyph, a change of page, or a full buffer.
		if i == len(glyphs)-1 || glyphs[i+1].page != gl.page || len(vs) >= 4*1024 {
			dst.DrawTriangles(vs, is, gl.page.img, tri)
			vs, is = vs[:0], is[:0]
		}
	}
	glyphVerts, glyphIndices = vs, is
}

// glyphVerts and glyphIndices are drawGlyphs' buffers, kept between calls
// (glyphAtlasMu is held).
var (
	glyphVerts   []ebiten.Vertex
	glyphIndices []uint16
)

// pixelEdge moves a quad's corner as DrawImage moves it, off a pixel's
// centre to the nearest sixteenth of 0, 5, 11 or 16 (Ebitengine's
// adjustDestinationPixel): turned text then samples the same texels.
func pixelEdge(x float32) float32 {
	ix := float32(int(x))
	if x < 0 && x != ix {
		ix--
	}
	switch frac := x - ix; {
	case frac < 3.0/16:
		return ix
	case frac < 8.0/16:
		return ix + 5.0/16
	case frac < 13.0/16:
		return ix + 11.0/16
	default:
		return ix + 1
	}
}
