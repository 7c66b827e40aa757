package million

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// deedTile is one small title deed in the list: tap it to open it.
type deedTile struct {
	ui.Target
	prop int
}

// deedLine is a line of the list: a colour set's header (tile nil), or
// one of its deeds; where it is: its page, and its place on that page.
type deedLine struct {
	group int
	cont  bool // a header again, where a set goes on in a new column
	tile  *deedTile
	page  int
	rect  ui.Rect
}

// deedsSheet is the title deeds of one seat (all public), grouped by
// colour set; a tap on one opens it: price, rent ladder with the rent due
// now highlighted, house cost, mortgage value. On the person's own full
// sets a Build control puts up one building, evenly (the engine chooses
// where); where building is not possible the set's line says why. The
// Property Agent's supply of houses and hotels is always in the footer.
type deedsSheet struct {
	frame
	m      *match.Match
	person int
	seat   int // whose deeds are shown
	v      million.View
	builds [million.NGroups]*ui.Button // the person's legal builds, else nil
	acts   [million.NGroups]engine.Action
	detail int // the deed open, -1 for the list
	// seek is a set whose page the list turns to once laid out, -1 none.
	seek int
	// seatBtn switches whose deeds are shown; back goes from a deed to the
	// list.
	seatBtn, back *ui.Button
	tiles         []*deedTile
	lines         []deedLine
}

func newDeedsSheet(m *match.Match, person int, legal []engine.Action) *deedsSheet {
	s := &deedsSheet{frame: newFrame(), m: m, person: person, seat: person, detail: -1, seek: -1,
		seatBtn: ui.NewButton(ui.Rect{}, ""), back: ui.NewButton(ui.Rect{}, "◄ All deeds")}
	s.v = *m.G.View(person).(*million.View)
	for _, a := range legal {
		if a.Kind == million.ABuild && a.Arg >= 0 && int(a.Arg) < million.NGroups {
			s.acts[a.Arg] = a
			s.builds[a.Arg] = ui.NewButton(ui.Rect{}, buildLabel(&s.v, int(a.Arg)))
		}
	}
	s.seatBtn.TextSize, s.back.TextSize = ui.SizeBody, ui.SizeBody
	s.show(person)
	return s
}

// show switches the list to seat's deeds.
func (s *deedsSheet) show(seat int) {
	s.seat = seat
	s.seatBtn.Label = s.m.G.Name(seat) + "'s deeds ►"
	s.tiles = s.tiles[:0]
	for gr := range million.Groups {
		for _, p := range million.Groups[gr].Props {
			if int(s.v.Owners[p]) == seat {
				s.tiles = append(s.tiles, &deedTile{prop: int(p)})
			}
		}
	}
	if s.detail >= 0 && int(s.v.Owners[s.detail]) != seat {
		s.detail = -1
	}
}

// nextSeat is the seat after the one shown that is still in the game.
func (s *deedsSheet) nextSeat() int {
	for k := 1; k <= s.v.Seats; k++ {
		if t := (s.seat + k) % s.v.Seats; !s.v.Players[t].Out {
			return t
		}
	}
	return s.seat
}

// open opens property p's deed (-1: back to the list), on the page
// that holds it.
func (s *deedsSheet) open(p int) {
	s.detail = p
	if p >= 0 && int(s.v.Owners[p]) != s.seat {
		s.show(int(s.v.Owners[p]))
		s.detail = p
	}
	s.place(s.rect)
}

// The list's columns' least width, and its line height.
const (
	colMinW = 230.0
	lineH   = sheetRowH + 6
)

func (s *deedsSheet) place(area ui.Rect) {
	s.lay(area)
	h := s.header
	s.seatBtn.Rect = ui.R(h.X, h.Y, h.W-closeBtnW-sheetPad, h.H)
	s.back.Rect = s.seatBtn.Rect
	for _, t := range s.tiles {
		t.Rect = ui.Rect{}
	}
	for _, b := range s.builds {
		if b != nil {
			b.Rect = ui.Rect{}
		}
	}
	if s.detail >= 0 {
		s.setPages(1)
		if b := s.builds[million.Props[s.detail].Group]; b != nil {
			sw, _ := ui.Measure("Houses 32 of 32", ui.Face(deedSmallT, true))
			b.Rect = s.buildRect(s.footer, int(million.Props[s.detail].Group), sw+sheetPad+4)
		}
		return
	}
	s.layList()
	if s.seek >= 0 {
		for _, ln := range s.lines {
			if ln.group == s.seek && ln.tile == nil && !ln.cont {
				s.page = ln.page
			}
		}
		s.seek = -1
		s.layList()
	}
	for _, ln := range s.pageLines() {
		switch {
		case ln.tile != nil:
			ln.tile.Rect = ln.rect
		case !ln.cont && s.seat == s.person && s.builds[ln.group] != nil:
			nw, _ := ui.Measure(million.Groups[ln.group].Name, ui.Face(ui.SizeSmall, true))
			s.builds[ln.group].Rect = s.buildRect(ln.rect, ln.group, 32+nw+sheetPad)
		}
	}
}

// layList lays the list out: each set's header over its deeds, in
// columns as wide as the body holds, column by column, page by page; a
// header never ends a column.
func (s *deedsSheet) layList() {
	cols := max(1, int((s.body.W+sheetPad)/(colMinW+sheetPad)))
	cw := (s.body.W - float64(cols-1)*sheetPad) / float64(cols)
	per := max(2, int((s.body.H+6)/lineH))
	s.lines = s.lines[:0]
	page, col, row := 0, 0, 0
	next := func() {
		row = 0
		if col++; col == cols {
			col, page = 0, page+1
		}
	}
	for k, t := range s.tiles {
		gr := int(million.Props[t.prop].Group)
		first := k == 0 || int(million.Props[s.tiles[k-1].prop].Group) != gr
		if first && row > 0 && row+2 > per {
			next()
		}
		if n := len(s.groupTiles(gr)); first && row > 0 && row+1+n > per && n < per && col+1 < cols {
			next() // the whole set fits in the next column
		}
		if first || row == 0 {
			// A set's header; again, marked cont, atop a column it goes on in.
			s.lines = append(s.lines, deedLine{group: gr, cont: !first, page: page, rect: s.lineRect(col, row, cw)})
			row++
		}
		s.lines = append(s.lines, deedLine{group: gr, tile: t, page: page, rect: s.lineRect(col, row, cw)})
		if row++; row == per && k+1 < len(s.tiles) {
			next()
		}
	}
	n := 1
	if len(s.lines) > 0 {
		n = s.lines[len(s.lines)-1].page + 1
	}
	s.setPages(n)
}

// groupTiles are the shown seat's deeds of group gr.
func (s *deedsSheet) groupTiles(gr int) []*deedTile {
	var out []*deedTile
	for _, t := range s.tiles {
		if int(million.Props[t.prop].Group) == gr {
			out = append(out, t)
		}
	}
	return out
}

func (s *deedsSheet) lineRect(col, row int, cw float64) ui.Rect {
	return ui.R(s.body.X+float64(col)*(cw+sheetPad), s.body.Y+float64(row)*lineH, cw, sheetRowH)
}

// pageLines are the lines on the page shown.
func (s *deedsSheet) pageLines() []deedLine {
	var out []deedLine
	for _, ln := range s.lines {
		if ln.page == s.page {
			out = append(out, ln)
		}
	}
	return out
}

// buildRect is the Build control's place at the right of row r, clear
// of the left words on it; its label short where the room is.
func (s *deedsSheet) buildRect(r ui.Rect, gr int, left float64) ui.Rect {
	w := min(220, max(110, r.W-left))
	b := s.builds[gr]
	b.TextSize = ui.SizeSmall + 2
	b.Label = buildLabel(&s.v, gr)
	if lw, _ := ui.Measure(b.Label, ui.Face(ui.SizeSmall, true)); lw > w-16 {
		b.Label = "Build " + short(million.Groups[gr].House)
	}
	return ui.R(r.X+r.W-w, r.Y, w, sheetRowH)
}

// controls: the header's, the deeds and Build controls in reading order,
// then Close and the page buttons.
func (s *deedsSheet) controls() []ui.Focusable {
	out := []ui.Focusable{s.seatBtn}
	if s.detail >= 0 {
		out = []ui.Focusable{s.back}
		if b := s.builds[million.Props[s.detail].Group]; b != nil {
			out = append(out, b)
		}
		return append(out, s.close)
	}
	for _, ln := range s.pageLines() {
		if ln.tile != nil {
			out = append(out, ln.tile)
		} else if b := s.builds[ln.group]; b != nil && !ln.cont && s.seat == s.person {
			out = append(out, b)
		}
	}
	return append(out, s.frame.controls()...)
}

func (s *deedsSheet) update(in *input.Intents) (engine.Action, bool, bool) {
	if s.detail >= 0 {
		if s.back.Update(in) {
			s.open(-1)
			return engine.Action{}, false, false
		}
		if gr := million.Props[s.detail].Group; s.builds[gr] != nil && s.builds[gr].Update(in) {
			return s.acts[gr], true, false
		}
		return engine.Action{}, false, s.close.Update(in)
	}
	closed, turned := s.frame.update(in)
	if turned {
		s.place(s.rect)
		return engine.Action{}, false, false
	}
	if s.seatBtn.Update(in) {
		s.show(s.nextSeat())
		s.page = 0
		s.place(s.rect)
		return engine.Action{}, false, false
	}
	for _, ln := range s.pageLines() {
		if b := s.builds[ln.group]; ln.tile == nil && !ln.cont && b != nil && s.seat == s.person && b.Update(in) {
			return s.acts[ln.group], true, false
		}
		if ln.tile != nil && ln.tile.Update(in) {
			s.open(ln.tile.prop)
			return engine.Action{}, false, false
		}
	}
	return engine.Action{}, false, closed
}

func (s *deedsSheet) draw(dst *ebiten.Image) {
	s.drawBack(dst)
	if s.detail >= 0 {
		s.back.Draw(dst)
		s.drawDeed(dst, s.body, s.detail)
		s.drawDetailFooter(dst)
		s.close.Draw(dst)
		return
	}
	s.seatBtn.Color = seatButtonColour(s.m, s.seat)
	s.seatBtn.Draw(dst)
	if len(s.tiles) == 0 {
		ui.DrawFitted(dst, s.m.G.Name(s.seat)+" owns no property", s.body.X+s.body.W/2, s.body.Y+s.body.H/2, s.body.W, ui.SizeBody, ui.ColTextMuted)
	}
	for _, ln := range s.pageLines() {
		if ln.tile == nil {
			s.drawSetLine(dst, ln.rect, ln.group, ln.cont)
		} else {
			s.drawTile(dst, ln.tile)
		}
	}
	s.drawSupply(dst, s.footerLeft())
	s.drawButtons(dst)
}
