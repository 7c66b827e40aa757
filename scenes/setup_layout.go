package scenes

import (
	"math"

	"wheeloffate/game/ui"
)

// The setup screen's layout: one row per seat (car, name, Person or
// Computer, a computer's level, and × where seats can be removed), then
// Back, Add a player and Start. On a phone held upright a row is two lines:
// the name beside the car, Person or Computer and the level under it. A ruleset may have from one to six seats, so the rows are laid
// out the roomiest way the screen holds, trying tighter ones in turn.
//
// Where no way holds them all (six seats in the smallest window), the rows
// scroll in their own area, as a phone's list does, and Back, Add a player
// and Start stay on screen under it: shrinking the rows further would make
// them smaller than a finger, and a second page of seats would hide which
// colours the others took. A drag or the mouse wheel scrolls them, and the
// keyboard focus scrolls the row it moves to into view (ui.Scroller).

// setupMode is one way of laying the seats out.
type setupMode struct {
	rowH, gap float64
	cols      int
	addInFoot bool // Add a player between Back and Start, not under the seats
	compact   bool // the narrow row: a smaller car, Person/Computer and ×
	noHint    bool // no hint line over the seats
	// side: Add, Back and Start stacked right of the seats, for a screen
	// too short for the buttons under six rows.
	side bool
	// twoLines: the name on the row's first line, Person or Computer and
	// the level on its second (rowH holds both).
	twoLines bool
}

// setupNameMin is the narrowest a name field may be.
const setupNameMin = 96.0

// setupClipPad: the rows' shadows and focus rings reach this far past
// their area when it scrolls.
const setupClipPad = 8.0

// setupModes are the layouts to try, roomiest first: the first three are
// the screen's long-standing ones.
func setupModes(portrait bool) []setupMode {
	narrow := []setupMode{
		{rowH: 52, gap: 10, cols: 1, compact: true},
		{rowH: 48, gap: 8, cols: 1, addInFoot: true, compact: true},
		{rowH: 44, gap: 6, cols: 1, addInFoot: true, compact: true, noHint: true},
	}
	twoLines := []setupMode{
		{rowH: 100, gap: 10, cols: 1, compact: true, twoLines: true},
		{rowH: 96, gap: 8, cols: 1, addInFoot: true, compact: true, twoLines: true},
		{rowH: 92, gap: 6, cols: 1, addInFoot: true, compact: true, noHint: true, twoLines: true},
	}
	if portrait {
		return append([]setupMode{{rowH: 56, gap: 12, cols: 1}}, twoLines...)
	}
	return append([]setupMode{
		{rowH: 56, gap: 12, cols: 1},
		{rowH: 48, gap: 8, cols: 1, addInFoot: true},
		{rowH: 48, gap: 8, cols: 2, addInFoot: true},
		{rowH: 48, gap: 8, cols: 2, addInFoot: true, compact: true},
		{rowH: 44, gap: 6, cols: 1, compact: true, noHint: true, side: true},
	}, append(narrow, twoLines...)...) // two lines: a window too narrow for one
}

func (s *Setup) layout(w, h float64) {
	if w == s.w && h == s.h && !s.dirty {
		return
	}
	s.w, s.h, s.dirty = w, h, false
	modes := setupModes(h > w)
	for _, m := range modes {
		if ok, _ := s.place(w, h, m, false); ok {
			return
		}
	}
	// The rows scroll: in the mode that shows the most of them at once.
	best, most := -1, 0.0
	for i, m := range modes {
		if ok, shown := s.place(w, h, m, true); ok && shown > most {
			best, most = i, shown
		}
	}
	if best >= 0 {
		s.place(w, h, modes[best], true)
		return
	}
	// Nothing fits (a window smaller than any phone): the tightest, as
	// well as it goes.
	s.place(w, h, modes[len(modes)-1], false)
}

// place lays the screen out in mode m and reports whether it fits (the
// panel on screen and every name field wide enough) and how many rows are
// in view at once. With scroll, the rows' area may be shorter than the
// rows, down to one row, and they scroll in it.
func (s *Setup) place(w, h float64, m setupMode, scroll bool) (bool, float64) {
	n, fixed := len(s.rows), s.fixedSeats()
	portrait, side := h > w, m.side
	s.cramped = m.noHint
	per := (n + m.cols - 1) / m.cols
	pw := min(860, w-48)
	switch {
	case portrait:
		pw = w - 16
	case m.cols > 1:
		pw = min(1240, w-24)
	case side || m.compact:
		pw = min(860, w-16)
	}
	rowsH := float64(per)*(m.rowH+m.gap) - m.gap
	head := 44.0 + 16 + 44 // the title bar, padding, the hint line
	if m.noHint {
		head = 44 + 16 + 4
	}
	buttons := 2.0 // stacked beside the rows
	if !fixed {
		buttons = 3
	}
	panelH := func(rowsH float64) float64 { // the panel, for rows rowsH tall
		switch {
		case side:
			return head + max(rowsH, buttons*56+(buttons-1)*12) + 20
		case fixed || m.addInFoot:
			return head + rowsH + m.gap + 12 + 56 + 24
		default:
			return head + rowsH + m.gap + 52 + 16 + 12 + 56 + 24
		}
	}
	ph, viewH := panelH(rowsH), rowsH
	if scroll && ph > h-16 {
		// Whole pixels, so a row scrolled into view lands exactly on
		// the area's edge.
		viewH = math.Floor(rowsH - (ph - (h - 16)))
		ph = panelH(viewH)
	}
	s.panel = ui.Panel{Rect: ui.R((w-pw)/2, max(8, (h-ph)/2), pw, ph), Title: s.plan.Info.Title()}
	c := s.panel.Content()
	carW, kindW, levelW, remW, g := 76.0, 170.0, 120.0, 52.0, 12.0
	if m.compact {
		carW, kindW, levelW, remW, g = 50, 104, 84, 44, 6
	} else if m.cols > 1 {
		kindW, levelW = 130, 100
	}
	if fixed {
		remW = 0
	}
	rowsW, sideW := c.W, 0.0
	if side {
		sideW = min(220, max(120, c.W*0.26))
		rowsW -= sideW + 16
	}
	const colGap = 24.0
	colW := (rowsW - colGap*float64(m.cols-1)) / float64(m.cols)
	nameW := colW - carW - kindW - levelW - 3*g
	if m.twoLines {
		nameW = colW - carW - g
		kindW = (nameW - g) / 2
		levelW = nameW - g - kindW
	}
	if remW > 0 {
		nameW -= remW + g
	}
	lineH := m.rowH // a line of the row
	s.line2 = 0
	if m.twoLines {
		lineH = (m.rowH - 4) / 2
		s.line2 = lineH + 4
	}
	top := c.Y + head - 60 // the rows, under the hint line
	if viewH < rowsH {
		top = math.Round(top)
	}
	s.sc.View, s.sc.Pad = ui.R(c.X, top, rowsW, viewH), setupClipPad
	s.sc.SetContent(rowsH)
	s.rowTop = s.rowTop[:0]
	for i, r := range s.rows {
		x := c.X + float64(i/per)*(colW+colGap)
		y := top + float64(i%per)*(m.rowH+m.gap)
		s.rowTop = append(s.rowTop, y)
		r.car.Rect = ui.R(x, y, carW, m.rowH)
		x += carW + g
		r.name.Rect = ui.R(x, y, nameW, lineH)
		if m.twoLines {
			r.remove.Rect = ui.R(x+nameW+g, y, remW, lineH)
			r.kind.Rect = ui.R(x, y+s.line2, kindW, lineH)
			r.level.Rect = ui.R(x+kindW+g, y+s.line2, levelW, lineH)
			continue
		}
		x += nameW + g
		r.kind.Rect = ui.R(x, y, kindW, m.rowH)
		x += kindW + g
		r.level.Rect = ui.R(x, y, levelW, m.rowH)
		x += levelW + g
		r.remove.Rect = ui.R(x, y, remW, m.rowH)
	}
	s.scrollRows()
	fits := ph <= h-16 && nameW >= setupNameMin && viewH >= m.rowH
	by := s.panel.Rect.Y + s.panel.Rect.H - 56 - 20
	switch {
	case side:
		col := []*ui.Button{}
		if !fixed {
			col = append(col, s.add)
		}
		col = append(col, s.back, s.start)
		for i, b := range col {
			b.Rect = ui.R(c.X+c.W-sideW, top+float64(i)*(56+12), sideW, 56)
		}
	case m.addInFoot && !fixed:
		bw := min(220, (c.W-32)/3)
		s.back.Rect = ui.R(c.X, by, bw, 56)
		s.add.Rect = ui.R(c.X+(c.W-bw)/2, by, bw, 56)
		s.start.Rect = ui.R(c.X+c.W-bw, by, bw, 56)
	default:
		if !fixed {
			s.add.Rect = ui.R(c.X, top+viewH+m.gap+4, min(260, c.W), 52)
		}
		bw := min(220, (c.W-16)/2)
		s.back.Rect = ui.R(c.X, by, bw, 56)
		s.start.Rect = ui.R(c.X+c.W-bw, by, bw, 56)
	}
	return fits, float64(m.cols) * viewH / (m.rowH + m.gap)
}

// scrollRows puts each row where it is as the rows are scrolled.
func (s *Setup) scrollRows() {
	for i, r := range s.rows {
		y := s.rowTop[i] - s.sc.Offset
		r.car.Rect.Y, r.name.Rect.Y, r.remove.Rect.Y = y, y, y
		r.kind.Rect.Y, r.level.Rect.Y = y+s.line2, y+s.line2
	}
}

// revealRow scrolls row i wholly into view.
func (s *Setup) revealRow(i int) {
	r := s.rows[i].car.Rect
	r.Y = s.rowTop[i]
	s.sc.Reveal(r)
	s.scrollRows()
}
