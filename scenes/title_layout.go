package scenes

import (
	"math"
	"slices"

	"wheeloffate/game/ui"
)

// The title's layout, for any screen and from one to six games. The game
// boxes stand on a shelf: a grid of one or two columns beside the name and
// the wheel (landscape) or under them (portrait). When the screen cannot
// show every box whole with all of its text, the shelf scrolls (a drag, the
// mouse wheel, or moving the keyboard focus: see title_shelf.go) and the
// buttons stay where they are, under it.

const (
	titleGap     = 16.0  // between boxes, and between the shelf and the buttons
	titleMaxBox  = 150.0 // a box grows no taller
	titleBtnH    = 56.0
	titleLeftMin = 200.0 // the landscape column of the name and the wheel, at its narrowest
	titleWheelR  = 40.0  // the smallest wheel worth drawing
)

// titleShelf is one way of putting the boxes on the screen.
type titleShelf struct {
	x, cw   float64 // the boxes' column: left edge and width
	top0    float64 // the shelf's highest top
	heading bool    // "Choose a game" over the boxes
	cols    int
	bh      float64 // every box's height
	oneRow  bool    // the buttons in one row (landscape)
	fits    bool    // every box in view without scrolling
	inView  float64 // boxes in view at once, when it scrolls
	invalid bool    // a box this narrow cannot show its text
}

// boxHeights returns, for boxes colW wide, the least height at which every
// box shows all of its text (need; +Inf when some cannot) and the height
// at which it shows it at its largest (comf: at most titleMaxBox, never
// below need).
//
// The layout asks again for the widths it tries with and without the
// heading, so the answers are kept for the layout's length.
//
// A box gets a whole width (setShelf), so the heights are those of colW's
// whole part.
func (t *Title) boxHeights(colW float64) (need, comf float64) {
	colW = math.Floor(colW)
	if hs, ok := t.heights[colW]; ok {
		return hs[0], hs[1]
	}
	for _, g := range t.games {
		n, c := titleBoxHeights(colW, g)
		need, comf = max(need, n), max(comf, c)
	}
	comf = max(need, min(comf, titleMaxBox))
	t.heights[colW] = [2]float64{need, comf}
	return need, comf
}

// minBoxW is the narrowest column every box fits.
func (t *Title) minBoxW() float64 {
	w := 0.0
	for _, g := range t.games {
		w = max(w, titleBoxMinW(g))
	}
	return w
}

func titleRows(n, cols int) int { return (n + cols - 1) / cols }

func (t *Title) layout(w, h float64) {
	if w == t.w && h == t.h {
		return
	}
	t.w, t.h = w, h
	t.wheelOn, t.heading = true, false
	t.heights = map[float64][2]float64{}
	t.landscape = w >= h && w >= titleLeftMin+t.minBoxW()+48
	if t.landscape {
		t.layoutLandscape(w, h)
	} else {
		t.layoutPortrait(w, h)
	}
	t.scrollBy(0)
}

// landscapeShelf evaluates the boxes in cols columns of cw at x, under the
// heading or without it, and above the buttons.
func (t *Title) landscapeShelf(w, h, x, cw float64, cols int, heading bool) titleShelf {
	top0 := 24.0
	if heading {
		top0 = h * 0.2
	}
	s := titleShelf{x: x, cw: cw, top0: top0, heading: heading, cols: cols}
	rows := float64(titleRows(len(t.games), cols))
	need, comf := t.boxHeights((cw - titleGap*float64(cols-1)) / float64(cols))
	if math.IsInf(need, 1) {
		s.invalid = true
		return s
	}
	// The height each box gets when the rows share what the buttons
	// leave: two rows of buttons, else one when that lets the text grow.
	fill := func(oneRow bool) float64 {
		return min(titleMaxBox, (h-16-top0-titleButtons(oneRow)-titleGap*(rows-1))/rows)
	}
	s.bh = fill(false)
	if one := fill(true); s.bh < comf && one > s.bh {
		s.bh, s.oneRow = one, true
	}
	if s.fits = s.bh >= need; s.fits {
		return s
	}
	// It scrolls: the buttons in one row for a taller shelf, and the boxes
	// small enough that two rows show at once where the text allows.
	s.oneRow = true
	shelfH := h - 16 - top0 - titleButtons(true)
	s.bh = max(need, min(comf, (shelfH-titleGap)/2))
	s.inView = float64(cols) * (shelfH + titleGap) / (s.bh + titleGap)
	s.invalid = s.bh > shelfH // a box taller than the shelf could never be seen whole
	return s
}

// titleButtons is the height the buttons take under the shelf.
func titleButtons(oneRow bool) float64 {
	if oneRow {
		return titleGap + 8 + titleBtnH
	}
	return titleGap + 8 + titleBtnH + 16 + titleBtnH
}

func (t *Title) layoutLandscape(w, h float64) {
	n := len(t.games)
	// The boxes take the right half, under a heading; without the heading
	// when that makes room (unless a toast needs the band it leaves), and
	// wider when their columns need it (the name and the wheel make do
	// with less); two columns when there are more than three. The first
	// shelf that shows every box whole wins; else the one that shows the
	// most at once.
	x0, cw0 := w*0.48, w*0.52-48
	pref := 1
	if n > 3 {
		pref = 2
	}
	headings := []bool{true, false}
	if t.toastRoom {
		headings = headings[:1]
	}
	// The shelves are tried in that order, each laid out only when no
	// shelf before it showed every box whole (laying one out measures
	// every box's text at a dozen heights: the first tick in a browser).
	s := titleShelf{invalid: true}
	best := -1.0
	try := func(c titleShelf) bool {
		switch {
		case c.invalid:
		case c.fits:
			s, best = c, math.Inf(1)
		case c.inView > best:
			s, best = c, c.inView
		}
		return math.IsInf(best, 1)
	}
shelves:
	for _, cols := range []int{pref, 3 - pref} {
		for _, heading := range headings {
			if try(t.landscapeShelf(w, h, x0, cw0, cols, heading)) {
				break shelves
			}
		}
		need := float64(cols)*t.minBoxW() + titleGap*float64(cols-1)
		if cw := min(need, w-24-titleLeftMin); cw > cw0 {
			for _, heading := range headings {
				if try(t.landscapeShelf(w, h, w-24-cw, cw, cols, heading)) {
					break shelves
				}
			}
		}
	}
	if s.invalid {
		// Not reached: the landscape layout is only used where one
		// column of the narrowest boxes fits beside the wheel.
		t.landscape = false
		t.layoutPortrait(w, h)
		return
	}
	x, cw, top0 := s.x, s.cw, s.top0
	t.heading = s.heading
	// The name fits its column, left of the boxes.
	// (An even size: those are written out, titleNameWidth.)
	t.titleSz = min(72, 2*math.Floor(w/28))
	for t.titleSz > 24 {
		if titleNameWidth(t.titleSz) <= x-0.04*w-32 {
			break
		}
		t.titleSz -= 2
	}
	t.titleY = h * 0.12
	t.titleX = x * 0.26 / 0.48
	t.view.SetPlace(t.titleX, h*0.58, min(h*0.3, w*0.19, (x-24)/2.3))
	rows := titleRows(n, s.cols)
	content := float64(rows)*s.bh + titleGap*float64(rows-1)
	var shelf ui.Rect
	if s.fits {
		// The boxes and buttons, centred on the wheel.
		block := content + titleButtons(s.oneRow)
		top := min(max(top0, h*0.58-block/2+20), h-16-block)
		shelf = ui.R(x, top, cw, content)
	} else {
		shelf = ui.R(x, top0, cw, h-16-top0-titleButtons(true))
	}
	t.setShelf(shelf, s.cols, s.bh)
	by := shelf.Y + shelf.H + titleGap + 8
	if s.oneRow {
		t.placeButtonRow(x, by, cw)
		return
	}
	t.placeRecords(x, by, cw)
	t.placeSettings(x, by+titleBtnH+16, cw)
}

// layoutPortrait: the name, the wheel, the shelf and the buttons, top to
// bottom. The wheel takes what the boxes leave, down to titleWheelR;
// below that the shelf scrolls, with the wheel as big as it can be while
// two and a half rows of boxes show, so the half says there is more.
func (t *Title) layoutPortrait(w, h float64) {
	n := len(t.games)
	t.titleSz = min(52, w/8, h/9)
	t.titleY = max(h*0.065, t.titleSz*0.7) // its top on screen, however short the screen
	t.titleX = w / 2
	top := t.titleY + t.titleSz*0.72 + 20
	x, cw := 20.0, w-40
	cols := 1
	if n > 3 && cw >= 2*t.minBoxW()+titleGap {
		cols = 2
	}
	need, comf := t.boxHeights((cw - titleGap*float64(cols-1)) / float64(cols))
	// A blurb too long for any box: the tallest box, and its last line
	// ends in an ellipsis.
	need = min(need, titleBoxMaxH)
	bh := max(need, min(140, comf))
	rows := titleRows(n, cols)
	content := float64(rows)*bh + titleGap*float64(rows-1)
	oneRow := false
	bottom := h - 24 - titleBtnH - 12 - titleBtnH - 20 // the shelf's lowest edge
	// On a short screen (a square window) the buttons go in one row.
	if bottom-top-2*titleWheelR-40 < min(content, bh+titleGap) {
		oneRow = true
		bottom = h - 24 - titleBtnH - 20
	}
	if bh > bottom-top {
		// Not even one box fits whole with all of its text: the box the
		// screen holds, its text ending in an ellipsis.
		bh = bottom - top
		content = float64(rows)*bh + titleGap*float64(rows-1)
	}
	r, pad := min(w*0.36, (bottom-top-content-titleGap-36)/2), 0.0
	if r < titleWheelR {
		// It scrolls: the boxes are drawn a little past the shelf's edge
		// (titleClipPad), so the wheel keeps that much further off.
		pad = titleClipPad
		r = min(w*0.36, (bottom-top-40-pad-2.5*(bh+titleGap))/2)
	}
	if r < titleWheelR {
		r = min(titleWheelR, (bottom-top-40-pad-bh-titleGap)/2)
	}
	y := top
	if r < titleWheelR {
		t.wheelOn = false // no room for a wheel worth the name: the boxes come first
	} else {
		t.view.SetPlace(w/2, top+18+r, r)
		y = top + 2*r + 40 + pad
	}
	t.setShelf(ui.R(x, y, cw, min(content, bottom-y)), cols, bh)
	by := h - 24 - titleBtnH
	if oneRow {
		t.placeButtonRow(x, by, cw)
		return
	}
	t.placeRecords(x, by-titleBtnH-12, cw)
	t.placeSettings(x, by, cw)
}

// setShelf puts the boxes in cols columns of boxes bh tall, row by row,
// from the top of shelf; the shelf scrolls when they reach below it.
//
// Everything is on whole pixels: the boxes draw crisp, and scrolling one
// into view lands it exactly on the shelf's edge.
func (t *Title) setShelf(shelf ui.Rect, cols int, bh float64) {
	shelf = ui.R(math.Round(shelf.X), math.Round(shelf.Y), math.Floor(shelf.W), math.Floor(shelf.H))
	t.shelf, t.cols = shelf, cols
	bh = math.Floor(bh)
	colW := math.Floor((shelf.W - titleGap*float64(cols-1)) / float64(cols))
	t.home = t.home[:0]
	bottom := shelf.Y
	for i := range t.boxes {
		r := ui.R(shelf.X+float64(i%cols)*(colW+titleGap), shelf.Y+float64(i/cols)*(bh+titleGap), colW, bh)
		t.home = append(t.home, r)
		bottom = r.Y + r.H
	}
	t.sc.View, t.sc.Pad = shelf, titleClipPad
	t.sc.SetContent(bottom - shelf.Y)
}

// placeRecords puts Continue (when there is a game to continue) and
// Replays side by side in a row of width cw.
func (t *Title) placeRecords(x, y, cw float64) { placeRow(x, y, cw, 16, t.cont, t.replays) }

// placeSettings puts Settings and Quit side by side (Settings alone where
// there is no quitting).
func (t *Title) placeSettings(x, y, cw float64) { placeRow(x, y, cw, 16, t.settings, t.quit) }

// placeButtonRow puts Continue (when there is a game to continue), Replays,
// Settings and Quit (where there is quitting) side by side in one row.
func (t *Title) placeButtonRow(x, y, cw float64) {
	placeRow(x, y, cw, 12, t.cont, t.replays, t.settings, t.quit)
}

// placeRow puts the buttons that are there (nil ones are left out) side
// by side in a row of width cw, gap apart.
func placeRow(x, y, cw, gap float64, buttons ...*ui.Button) {
	row := slices.DeleteFunc(buttons, func(b *ui.Button) bool { return b == nil })
	for i, r := range ui.R(x, y, cw, titleBtnH).SplitH(len(row), gap) {
		row[i].Rect = r
	}
}
