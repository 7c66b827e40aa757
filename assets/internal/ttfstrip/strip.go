// Package ttfstrip removes a TrueType font's hinting programs (the
// instructions inside its glyphs and the fpgm, prep, cvt and gasp tables)
// and its glyphs' names.
// golang.org/x/image's sfnt never runs them, and they are almost half of a
// Go font's bytes, so the game embeds its fonts without them (a smaller
// download in the browser). Outlines, advances, the character map and the
// metrics are kept byte for byte.
package ttfstrip

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// dropped are the tables only a hinting interpreter reads.
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "gasp": true}

var be = binary.BigEndian

type table struct {
	tag  string
	data []byte
}

// Strip returns ttf without its hinting programs and glyph names.
func Strip(ttf []byte) ([]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("ttfstrip: too short for a font")
	}
	n := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("ttfstrip: table directory cut short")
	}
	byTag := map[string][]byte{}
	var tags []string
	for i := range n {
		r := ttf[12+16*i:]
		tag := string(r[:4])
		off, size := int(be.Uint32(r[8:])), int(be.Uint32(r[12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, fmt.Errorf("ttfstrip: table %q outside the file", tag)
		}
		byTag[tag] = ttf[off : off+size]
		tags = append(tags, tag)
	}
	for _, t := range []string{"head", "maxp", "loca", "glyf"} {
		if byTag[t] == nil {
			return nil, fmt.Errorf("ttfstrip: no %s table", t)
		}
	}
	glyf, loca, err := stripGlyphs(byTag)
	if err != nil {
		return nil, err
	}
	head := append([]byte(nil), byTag["head"]...)
	if len(head) < 54 {
		return nil, errors.New("ttfstrip: head table too short")
	}
	be.PutUint16(head[50:], 1) // long loca offsets
	be.PutUint32(head[8:], 0)  // checkSumAdjustment, set at the end
	maxp := append([]byte(nil), byTag["maxp"]...)
	if len(maxp) >= 32 {
		// No twilight zone, storage, function or instruction definitions,
		// stack or instructions any more.
		for _, off := range []int{16, 18, 20, 22, 24, 26} {
			be.PutUint16(maxp[off:], 0)
		}
	}
	var out []table
	for _, tag := range tags {
		switch {
		case dropped[tag]:
		case tag == "glyf":
			out = append(out, table{tag, glyf})
		case tag == "loca":
			out = append(out, table{tag, loca})
		case tag == "head":
			out = append(out, table{tag, head})
		case tag == "maxp":
			out = append(out, table{tag, maxp})
		case tag == "post" && len(byTag[tag]) >= 32:
			// Version 3: the same header without the glyphs' names, which
			// only font editors read.
			post := append([]byte(nil), byTag[tag][:32]...)
			be.PutUint32(post, 0x00030000)
			out = append(out, table{tag, post})
		default:
			out = append(out, table{tag, byTag[tag]})
		}
	}
	return assemble(ttf[:4], out), nil
}

// stripGlyphs rewrites glyf without instructions, and its loca (long).
func stripGlyphs(byTag map[string][]byte) (glyf, loca []byte, err error) {
	head, maxp, oldLoca, oldGlyf := byTag["head"], byTag["maxp"], byTag["loca"], byTag["glyf"]
	if len(head) < 54 || len(maxp) < 6 {
		return nil, nil, errors.New("ttfstrip: head or maxp too short")
	}
	long := be.Uint16(head[50:]) == 1
	ng := int(be.Uint16(maxp[4:]))
	at := func(i int) (int, error) {
		if long {
			if len(oldLoca) < 4*i+4 {
				return 0, errors.New("ttfstrip: loca too short")
			}
			return int(be.Uint32(oldLoca[4*i:])), nil
		}
		if len(oldLoca) < 2*i+2 {
			return 0, errors.New("ttfstrip: loca too short")
		}
		return 2 * int(be.Uint16(oldLoca[2*i:])), nil
	}
	loca = make([]byte, 4*(ng+1))
	for g := range ng {
		s, err := at(g)
		if err != nil {
			return nil, nil, err
		}
		e, err := at(g + 1)
		if err != nil {
			return nil, nil, err
		}
		if s > e || e > len(oldGlyf) {
			return nil, nil, fmt.Errorf("ttfstrip: glyph %d outside glyf", g)
		}
		if e > s {
			ng, err := stripGlyph(oldGlyf[s:e])
			if err != nil {
				return nil, nil, fmt.Errorf("ttfstrip: glyph %d: %w", g, err)
			}
			glyf = append(glyf, ng...)
			for len(glyf)%4 != 0 {
				glyf = append(glyf, 0)
			}
		}
		be.PutUint32(loca[4*(g+1):], uint32(len(glyf)))
	}
	return glyf, loca, nil
}

// Composite glyph flags.
const (
	argsAreWords    = 0x0001
	haveScale       = 0x0008
	moreComponents  = 0x0020
	haveXYScale     = 0x0040
	haveTwoByTwo    = 0x0080
	haveInstruction = 0x0100
)

func stripGlyph(g []byte) ([]byte, error) {
	if len(g) < 10 {
		return nil, errors.New("header cut short")
	}
	nc := int(int16(be.Uint16(g)))
	if nc >= 0 {
		p := 10 + 2*nc
		if len(g) < p+2 {
			return nil, errors.New("contours cut short")
		}
		il := int(be.Uint16(g[p:]))
		if len(g) < p+2+il {
			return nil, errors.New("instructions cut short")
		}
		out := append([]byte(nil), g[:p]...)
		out = append(out, 0, 0)
		return append(out, g[p+2+il:]...), nil
	}
	out := append([]byte(nil), g[:10]...)
	p := 10
	for {
		if len(g) < p+4 {
			return nil, errors.New("component cut short")
		}
		flags := be.Uint16(g[p:])
		size := 4 + 2
		if flags&argsAreWords != 0 {
			size = 4 + 4
		}
		switch {
		case flags&haveScale != 0:
			size += 2
		case flags&haveXYScale != 0:
			size += 4
		case flags&haveTwoByTwo != 0:
			size += 8
		}
		if len(g) < p+size {
			return nil, errors.New("component cut short")
		}
		c := append([]byte(nil), g[p:p+size]...)
		be.PutUint16(c, flags&^haveInstruction)
		out = append(out, c...)
		p += size
		if flags&moreComponents == 0 {
			return out, nil
		}
	}
}

// assemble writes a font file of tables, sorted by tag, with their
// checksums and the head table's checkSumAdjustment.
func assemble(version []byte, tables []table) []byte {
	sort.Slice(tables, func(i, j int) bool { return tables[i].tag < tables[j].tag })
	n := len(tables)
	es := 0
	for 1<<(es+1) <= n {
		es++
	}
	out := make([]byte, 12+16*n)
	copy(out, version)
	be.PutUint16(out[4:], uint16(n))
	be.PutUint16(out[6:], uint16(16<<es))
	be.PutUint16(out[8:], uint16(es))
	be.PutUint16(out[10:], uint16(16*n-16<<es))
	headAt := -1
	for i, t := range tables {
		r := out[12+16*i:]
		copy(r, t.tag)
		be.PutUint32(r[4:], checksum(t.data))
		be.PutUint32(r[8:], uint32(len(out)))
		be.PutUint32(r[12:], uint32(len(t.data)))
		if t.tag == "head" {
			headAt = len(out)
		}
		out = append(out, t.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	if headAt >= 0 {
		be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

func checksum(b []byte) uint32 {
	var s uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		s += be.Uint32(w[:])
	}
	return s
}
