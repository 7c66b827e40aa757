package ui

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Glyphs are rasterised on the CPU into shared atlas pages and uploaded a
// band of rows at a time, before the text that needs them is drawn: an
// image a glyph (some 150 in the title's first frame) cost an image's
// making and an upload each, and every upload ended the draw batch.

// glyphPageSize is a page's width and height: a screen of text fits a
// page or two.
const glyphPageSize = 512

// glyphPage is one atlas page: its pixels on the CPU, where the next glyph
// goes (shelves of glyphs, left to right, top to bottom, a pixel apart),
// and the rows written since the last upload.
type glyphPage struct {
	img           *ebiten.Image
	pix           *image.RGBA
	x, y, rowH    int // the next glyph's left edge, the shelf's top and height
	dirty0, dirty int // rows [dirty0, dirty) are not uploaded yet
}

var (
	glyphAtlasMu sync.Mutex
	glyphPages   []*glyphPage // every page, to upload
	glyphOpen    *glyphPage   // the page being filled
)

// glyphSlot finds room for a w×h glyph, has draw draw it into its pixels
// there (clear, its bounds the glyph's place on the page), and returns the
// page and the place, on the GPU after the next uploadGlyphs. A glyph
// larger than a page gets a page of its own size.
func glyphSlot(w, h int, draw func(*image.RGBA)) (*glyphPage, image.Rectangle) {
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
	if p.dirty0 >= p.dirty {
		p.dirty0, p.dirty = r.Min.Y, r.Max.Y
	}
	p.dirty0, p.dirty = min(p.dirty0, r.Min.Y), max(p.dirty, r.Max.Y)
	draw(p.pix.SubImage(r).(*image.RGBA))
	return p, r
}

// newGlyphPage makes a page w×h; glyphAtlasMu is held.
func newGlyphPage(w, h int) *glyphPage {
	p := &glyphPage{img: ebiten.NewImage(w, h), pix: image.NewRGBA(image.Rect(0, 0, w, h))}
	glyphPages = append(glyphPages, p)
	return p
}

// resetGlyphAtlas starts new pages for the glyphs rasterised from now on,
// after uploading what the old ones still lack: a glyph a face took from
// them just before keeps its pixels, and the pages stay for as long as a
// glyph points at them.
func resetGlyphAtlas() {
	glyphAtlasMu.Lock()
	defer glyphAtlasMu.Unlock()
	glyphOpen = nil // so that every page, once uploaded, lets its CPU copy go
	for _, p := range glyphPages {
		p.upload()
	}
	glyphPages = nil
}

// uploadGlyphs writes the rows of every page drawn into since the last
// upload: the glyphs drawn next are on the GPU.
func uploadGlyphs() {
	glyphAtlasMu.Lock()
	defer glyphAtlasMu.Unlock()
	for _, p := range glyphPages {
		p.upload()
	}
}

// upload writes p's new rows, whole rows wide: their pixels are one run.
// A page no glyph will go to any more (full, or a large glyph's own) then
// lets its CPU copy go: the GPU's is the page. glyphAtlasMu is held.
func (p *glyphPage) upload() {
	if p.pix == nil || p.dirty0 >= p.dirty {
		return
	}
	b := p.pix.Bounds()
	band := image.Rect(0, p.dirty0, b.Dx(), p.dirty)
	p.img.SubImage(band).(*ebiten.Image).WritePixels(p.pix.Pix[p.dirty0*p.pix.Stride : p.dirty*p.pix.Stride])
	p.dirty0, p.dirty = 0, 0
	if p != glyphOpen {
		p.pix = nil
	}
}

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
