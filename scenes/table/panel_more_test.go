package table

import (
	"testing"

	"wheeloffate/engine"
	"wheeloffate/game/ui"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
)

// The panel's page arrows are drawn in the buttons' font (bold), not as
// the empty boxes of glyphs it does not have.
func TestPanelPageArrowsAreInTheFont(t *testing.T) {
	f, err := sfnt.Parse(gobold.TTF)
	require.NoError(t, err)
	var buf sfnt.Buffer
	for _, s := range []string{prevLabel, nextLabel} {
		for _, r := range s {
			i, err := f.GlyphIndex(&buf, r)
			require.NoError(t, err)
			assert.NotZero(t, i, "the bold Go font has no %q: the page button would draw a box", r)
		}
	}
}

// On a phone held upright, three choices whose words each fill a row (a
// throw, a ticket, an IOU) all show on one page, still finger-sized: an
// IOU offered at every decision does not hide behind the page arrows.
func TestPanelKeepsThreeLongChoicesOnOnePageOnAPhone(t *testing.T) {
	p := &Panel{prompt: "Ana, buy a ticket ($10) or throw the dice"}
	for i, l := range []string{"throw the dice", "buy a Lottery ticket", "Take an IOU ($200)"} {
		p.legal = append(p.legal, engine.Action{Kind: uint8(i)})
		p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, l))
	}
	p.prev, p.next, p.focus = ui.NewButton(ui.Rect{}, prevLabel), ui.NewButton(ui.Rect{}, nextLabel), ui.NewFocus()
	l := layoutFor(400, 866, 4)
	p.Place(ui.R(0, 0, 400, 866), l.dec)
	require.Len(t, p.pages, 1, "every choice on one page")
	for _, b := range p.buttons {
		assert.True(t, l.dec.Holds(b.Rect), "%q inside the bar", b.Label)
		assert.GreaterOrEqual(t, b.Rect.H, float64(ui.MinHit), "%q finger-sized", b.Label)
	}
}

// On a phone held sideways the bar beside the board is short: the prompt
// gives up lines (the status line says it whole) before a choice goes to
// another page, and a page holds as many choices as fit, not one (the
// lottery's "buy a Lottery ticket" hid two pages away behind a
// three-line prompt).
func TestPanelPromptGivesUpLinesBeforeChoicesGoToPages(t *testing.T) {
	for _, n := range []int{2, 3} {
		p := &Panel{prompt: "Ana, buy a ticket ($10) or throw the dice"}
		for i, l := range []string{"throw the dice", "buy a Lottery ticket", "Take an IOU ($200)"}[:n] {
			p.legal = append(p.legal, engine.Action{Kind: uint8(i)})
			p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, l))
		}
		p.prev, p.next, p.focus = ui.NewButton(ui.Rect{}, prevLabel), ui.NewButton(ui.Rect{}, nextLabel), ui.NewFocus()
		l := layoutFor(866, 400, 4)
		p.Place(ui.R(0, 0, 866, 400), l.dec)
		require.Less(t, l.dec.H, 160.0, "a short bar beside the board")
		pages := len(p.pages)
		if n == 2 {
			assert.Equal(t, 1, pages, "two choices on one page")
		} else {
			assert.LessOrEqual(t, pages, 2, "three choices on at most two pages")
		}
		for _, pg := range p.pages[:pages-1] {
			assert.GreaterOrEqual(t, pg[1]-pg[0], 2, "%d choices: a full page holds two", n)
		}
		assert.GreaterOrEqual(t, ui.FaceSize(p.face), float64(ui.SizeSmall), "the prompt legible")
		for _, b := range p.buttons[p.pages[0][0]:p.pages[0][1]] {
			assert.True(t, l.dec.Holds(b.Rect), "%q inside the bar", b.Label)
			assert.GreaterOrEqual(t, b.Rect.H, float64(ui.MinHit), "%q finger-sized", b.Label)
		}
	}
}
