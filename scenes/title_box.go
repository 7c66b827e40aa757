package scenes

import (
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/ui"
)

// A game box on the title is a board game's lid: a coloured band with a
// mini wheel, the name and a small line, then the description, how many
// play, and "Play ›". titleBoxFor measures every piece as it is drawn, so
// the text fits any box the layout makes: the name steps down a size or
// puts the small line under it, the description wraps and steps down
// through the sizes to the smallest, then loses its last lines.

// titleBoxText is one piece of text in a box: its top-left is Rect's.
type titleBoxText struct {
	S    string
	Face *ui.TextFace
	Rect ui.Rect // as measured
}

// titleBoxLayout is where a box's pieces go.
type titleBoxLayout struct {
	Band        ui.Rect
	WheelR      float64 // the mini wheel's radius, centred at WX, WY
	WX, WY      float64
	Title, Sub  titleBoxText // Sub.S is "" when there is no room for it
	Desc        []titleBoxText
	Seats, Play titleBoxText
	Fits        bool // all of the text is there: no small line or description line left out
}

// OK reports whether the box shows what the title asks of every box: all
// of its text, the name still big.
func (l titleBoxLayout) OK() bool { return l.Fits && ui.FaceSize(l.Title.Face) >= ui.SizeTitle-6 }

// titleBoxSizes are the description's sizes, largest first.
var titleBoxSizes = []float64{ui.SizeBody, 19, 18, 17, 16, 15, 14}

const (
	titleBoxPad  = 16.0 // the text's inset from the box's sides
	titleBoxFoot = 8.0  // under the footer line
)

// titleText measures s in f with its top-left at (x, y).
func titleText(s string, f *ui.TextFace, x, y float64) titleBoxText {
	w, h := ui.Measure(s, f)
	return titleBoxText{S: s, Face: f, Rect: ui.R(x, y, w, h)}
}

// titleBoxNeed is the height a box w wide needs to show all of g's text at
// its largest.
func titleBoxNeed(w float64, g titleGame) float64 {
	_, ph := ui.Measure("Play ›", ui.Face(ui.SizeBody, true))
	return 58 + 6 + ui.WrappedHeight(g.Desc, ui.Face(titleBoxSizes[0], false), w-2*titleBoxPad) + 4 + ph + titleBoxFoot
}

// titleBoxMaxH bounds the heights titleBoxMinH tries: a box taller than
// this would be a poster, not a lid.
const titleBoxMaxH = 320.0

// titleBoxMinH is the least height, to the pixel, at which a box w wide
// shows all of g's text (titleBoxLayout.OK), or +Inf when none up to
// titleBoxMaxH does. More height only ever gives the text more room (the
// band and the description grow with the box), so bisection finds it.
func titleBoxMinH(w float64, g titleGame) float64 {
	// Every height tried wraps the description to the same width: once a
	// size is enough (a layout wrapped it at up to seven sizes).
	wraps := &titleWraps{}
	ok := func(h float64) bool { return titleBoxWith(ui.R(0, 0, w, h), g, wraps).OK() }
	lo, hi := 40.0, titleBoxMaxH
	// The height the text needs at its largest splits the search first:
	// the answer is most often a little under it.
	if c := math.Ceil(titleBoxNeed(w, g)); c > lo && c < hi {
		if ok(c) {
			hi = c
		} else {
			lo = c
		}
	}
	if hi == titleBoxMaxH && !ok(titleBoxMaxH) {
		return math.Inf(1)
	}
	for hi-lo > 1 {
		mid := math.Floor((lo + hi) / 2)
		if ok(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// titleHeightStep is one step of a game's box heights by width: from the
// whole width W up to the next step's, the box needs Need (titleBoxMinH)
// and shows its text at its largest at Comf (titleBoxNeed).
type titleHeightStep struct {
	W          int
	Need, Comf float64
}

// The widths whose box heights are written out: every column the layout
// tries on a logical screen (game.MaxShortSide × game.MaxAspect wide at
// most; two columns beside the wheel on the narrowest landscape are a
// little over 100 wide).
const titleHeightsFrom, titleHeightsTo = 96, 1728

// titleNoHeight is a need no height meets: the text cannot fit that width.
var titleNoHeight = math.Inf(1)

// titleBoxHeights is titleBoxMinH and titleBoxNeed of g at w, a whole
// width: written out for the catalogue's games (title_box_known.go), so
// that laying the title out measures no text (a browser's first frame
// then needs no font), and measured for any other text.
func titleBoxHeights(w float64, g titleGame) (need, comf float64) {
	if steps, ok := titleBoxHeightsKnown[titleBoxHash(titleBoxKey(g))]; ok && w == math.Floor(w) && w >= titleHeightsFrom && w <= titleHeightsTo {
		if i := sort.Search(len(steps), func(i int) bool { return float64(steps[i].W) > w }) - 1; i >= 0 {
			return steps[i].Need, steps[i].Comf
		}
	}
	return titleBoxMinH(w, g), titleBoxNeed(w, g)
}

// titleName is the title's name, drawn large.
const titleName = "Wheel of Fate"

// titleNameWidth is the name's width in bold at size: written out for the
// even sizes the landscape layout tries (title_box_known.go), measured
// for any other.
func titleNameWidth(size float64) float64 {
	if w, ok := titleNameWidthKnown[size]; ok {
		return w
	}
	w, _ := ui.Measure(titleName, ui.Face(size, true))
	return w
}

// titleBoxMinWs caches titleBoxMinW by the box's text: it takes some
// hundred measured layouts, and the title is built each time it is shown.
var (
	titleBoxMinWMu sync.Mutex
	titleBoxMinWs  = map[string]float64{}
)

// titleBoxMinW is the narrowest box, to 4 pixels, that shows all of g's
// text at most titleMaxBox tall: the narrowest column the title gives a
// box.
func titleBoxMinW(g titleGame) float64 {
	key := titleBoxKey(g)
	if w, ok := titleBoxMinWKnown[titleBoxHash(key)]; ok {
		return w
	}
	titleBoxMinWMu.Lock()
	defer titleBoxMinWMu.Unlock()
	if w, ok := titleBoxMinWs[key]; ok {
		return w
	}
	// titleBoxMinH(w, g) <= titleMaxBox, asked directly: a box that fits
	// at some height fits at every greater one, and titleMaxBox is a whole
	// number like the heights titleBoxMinH tries, so one layout answers
	// what its search of eight would (the title is laid out before the
	// browser's first frame).
	ok := func(w float64) bool { return titleBoxFor(ui.R(0, 0, w, titleMaxBox), g).OK() }
	lo, hi := 120.0, 1200.0
	if ok(hi) {
		for hi-lo > 4 {
			mid := math.Floor((lo + hi) / 2)
			if ok(mid) {
				hi = mid
			} else {
				lo = mid
			}
		}
	}
	titleBoxMinWs[key] = hi
	return hi
}

// titleBoxKey is the text a box's least width depends on.
func titleBoxKey(g titleGame) string {
	return strings.Join([]string{g.Title, g.Sub, g.Desc, titleSeats(g.Info)}, "\x00")
}

// titleBoxHash is a 64-bit FNV-1a hash of key.
func titleBoxHash(key string) uint64 {
	h := uint64(14695981039346656037)
	for i := range len(key) {
		h = (h ^ uint64(key[i])) * 1099511628211
	}
	return h
}

// titleBoxFor lays out g's text in a box r.
func titleBoxFor(r ui.Rect, g titleGame) titleBoxLayout { return titleBoxWith(r, g, nil) }

// titleWraps keeps what a search of a box's heights measures again at
// every height, for one width and game: the description's lines and a
// line's heights by size, the name and small line by the band's height
// (one for every box over 138 px tall), the footer's measures.
type titleWraps struct {
	lines map[float64][]string
	lineH map[float64][2]float64 // WrappedHeight and Measure of "Ag"
	head  map[float64][2]titleBoxText
	foot  *titleBoxFooter
}

// titleBoxFooter is what the footer measures: "Play ›"'s face and size,
// the seats' face and size.
type titleBoxFooter struct {
	pf, cf         *ui.TextFace
	pw, ph, cw, ch float64
	seats          string
}

// wrap is ui.Wrap(s, f, width), from w when w has it (w may be nil).
func (w *titleWraps) wrap(s string, f *ui.TextFace, width float64) []string {
	if w == nil {
		return ui.Wrap(s, f, width)
	}
	if lines, ok := w.lines[ui.FaceSize(f)]; ok {
		return lines
	}
	lines := ui.Wrap(s, f, width)
	if w.lines == nil {
		w.lines = map[float64][]string{}
	}
	w.lines[ui.FaceSize(f)] = lines
	return lines
}

// lineHeights are a line's height in f as the description's sizes are
// chosen (WrappedHeight) and as its lines are laid (Measure).
func (w *titleWraps) lineHeights(f *ui.TextFace) (wrapped, measured float64) {
	if w != nil {
		if hs, ok := w.lineH[ui.FaceSize(f)]; ok {
			return hs[0], hs[1]
		}
	}
	wrapped = ui.WrappedHeight("Ag", f, math.Inf(1))
	_, measured = ui.Measure("Ag", f)
	if w != nil {
		if w.lineH == nil {
			w.lineH = map[float64][2]float64{}
		}
		w.lineH[ui.FaceSize(f)] = [2]float64{wrapped, measured}
	}
	return wrapped, measured
}

// titleBoxWith is titleBoxFor with what it measures kept in wraps (nil:
// nothing kept), which must be for boxes at (0, 0) as wide as r and g.
// With wraps, the description's lines are not measured (a search only
// asks whether the text fits: OK).
func titleBoxWith(r ui.Rect, g titleGame, wraps *titleWraps) titleBoxLayout {
	var l titleBoxLayout
	l.Band = ui.R(r.X, r.Y, r.W, min(58, r.H*0.42))
	band := l.Band
	if wraps != nil {
		if h, ok := wraps.head[band.H]; ok {
			l.Title, l.Sub = h[0], h[1]
		} else {
			l.Title, l.Sub = titleBoxHead(band, g)
			if wraps.head == nil {
				wraps.head = map[float64][2]titleBoxText{}
			}
			wraps.head[band.H] = [2]titleBoxText{l.Title, l.Sub}
		}
	} else {
		l.Title, l.Sub = titleBoxHead(band, g)
	}
	l.WheelR = band.H * 0.36
	l.WX, l.WY = band.X+14+l.WheelR, band.Y+band.H/2
	right := r.X + r.W - titleBoxPad
	// The footer: how many play, and "Play ›", on the box's last line.
	var ft titleBoxFooter
	if wraps != nil && wraps.foot != nil {
		ft = *wraps.foot
	} else {
		ft.pf = ui.Face(ui.SizeBody, true)
		ft.pw, ft.ph = ui.Measure("Play ›", ft.pf)
		ft.seats = titleSeats(g.Info)
		ft.cf = ui.FitFace(ft.seats, right-ft.pw-12-(r.X+titleBoxPad), ui.SizeSmall, true)
		ft.cw, ft.ch = ui.Measure(ft.seats, ft.cf)
		if wraps != nil {
			wraps.foot = &ft
		}
	}
	foot := r.Y + r.H - titleBoxFoot - ft.ph
	l.Play = titleBoxText{S: "Play ›", Face: ft.pf, Rect: ui.R(right-ft.pw, foot, ft.pw, ft.ph)}
	l.Seats = titleBoxText{S: ft.seats, Face: ft.cf, Rect: ui.R(r.X+titleBoxPad, foot+(ft.ph-ft.ch)/2, ft.cw, ft.ch)}
	// The description between the band and the footer.
	top := band.Y + band.H + 6
	room := foot - 4 - top
	width := r.W - 2*titleBoxPad
	var lines []string
	var df *ui.TextFace
	var lh float64
	for _, size := range titleBoxSizes {
		df = ui.Face(size, false)
		lines = wraps.wrap(g.Desc, df, width)
		// WrappedHeight of the lines, without wrapping them again (the
		// layout measures boxes by the hundred): one line's, times them.
		var wh float64
		wh, lh = wraps.lineHeights(df)
		if float64(len(lines))*wh <= room {
			break
		}
	}
	if keep := int(room / lh); keep < len(lines) {
		// Even the smallest size is too tall: as many lines as fit, the
		// last one ending in an ellipsis.
		lines = slices.Clone(lines[:max(0, keep)]) // wraps keeps the whole
		if keep > 0 {
			lines[keep-1] = ui.Ellipsize(lines[keep-1]+"…", df, width)
		}
	}
	for i, ln := range lines {
		if wraps != nil {
			l.Desc = append(l.Desc, titleBoxText{S: ln, Face: df, Rect: ui.R(r.X+titleBoxPad, top+float64(i)*lh, 0, 0)})
			continue
		}
		l.Desc = append(l.Desc, titleText(ln, df, r.X+titleBoxPad, top+float64(i)*lh))
	}
	l.Fits = (g.Sub == "" || l.Sub.S != "") && len(l.Desc) > 0 && strings.Join(lines, " ") == strings.Join(strings.Fields(g.Desc), " ")
	return l
}

// titleBoxHead lays out a box's name and small line in its band: side by
// side, the name a size or two smaller if need be; else the small line
// under the name; else the name alone.
func titleBoxHead(band ui.Rect, g titleGame) (title, sub titleBoxText) {
	wheelR := band.H * 0.36
	tx := band.X + 14 + wheelR + wheelR + 14 // as titleBoxWith places the wheel, to the bit
	right := band.X + band.W - titleBoxPad
	sf := ui.Face(ui.SizeSmall, true)
	sw, sh := ui.Measure(g.Sub, sf)
	for size := float64(ui.SizeTitle); size >= ui.SizeTitle-6; size -= 2 {
		f := ui.Face(size, true)
		tw, th := ui.Measure(g.Title, f)
		if tx+tw+24+sw <= right && th <= band.H {
			return titleText(g.Title, f, tx, band.Y+(band.H-th)/2), titleText(g.Sub, sf, right-sw, band.Y+(band.H-sh)/2)
		}
	}
	f := ui.FitFace(g.Title, right-tx, ui.SizeTitle-4, true)
	_, th := ui.Measure(g.Title, f)
	if th+sh <= band.H-4 && sw <= right-tx {
		top := band.Y + (band.H-th-sh)/2
		return titleText(g.Title, f, tx, top), titleText(g.Sub, sf, tx, top+th)
	}
	return titleText(g.Title, f, tx, band.Y+(band.H-th)/2), titleBoxText{Face: sf}
}

// boxLayout is game i's box laid out in r: the last one made for the box
// while its place is the same (laying a box out measures its text).
func (t *Title) boxLayout(i int, r ui.Rect) titleBoxLayout {
	if len(t.boxLays) != len(t.games) {
		t.boxLays = make([]titleBoxLaid, len(t.games))
	}
	if c := &t.boxLays[i]; !c.ok || c.r != r {
		*c = titleBoxLaid{r: r, l: titleBoxFor(r, t.games[i]), ok: true}
	}
	return t.boxLays[i].l
}

// titleBoxLaid is a box's layout and the place it was made for.
type titleBoxLaid struct {
	r  ui.Rect
	l  titleBoxLayout
	ok bool
}

// drawBox draws a game as a board game box lid: a coloured band with the
// name, the description, and how many play.
func (t *Title) drawBox(dst *ebiten.Image, i int) {
	b, g := t.boxes[i], t.games[i]
	r := b.Rect
	if b.State() == ui.StatePressed {
		r.Y += 2
	} else {
		ui.FillRoundRect(dst, ui.R(r.X+3, r.Y+6, r.W, r.H), 14, color.RGBA{0, 0, 0, 0x50})
	}
	lid := g.Lid
	if b.State() == ui.StateHover {
		lid = ui.Lighten(lid, 0.12)
	}
	l := t.boxLayout(i, r)
	ui.FillRoundRect(dst, r, 14, ui.ColPanel)
	band := l.Band
	ui.FillRoundRect(dst, band, 14, lid)
	ui.FillRoundRect(dst, ui.R(band.X, band.Y+band.H-14, band.W, 14), 0, lid)
	// A mini wheel on the lid's left, like the box art.
	mini := titleMiniWheel(l.WheelR)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.WX-float64(mini.Bounds().Dx())/2, l.WY-float64(mini.Bounds().Dy())/2)
	dst.DrawImage(mini, op)
	draw := func(tt titleBoxText, c color.Color) {
		if tt.S != "" {
			ui.DrawText(dst, tt.S, tt.Face, tt.Rect.X, tt.Rect.Y, ui.AlignStart, ui.AlignStart, c)
		}
	}
	draw(l.Title, ui.ColTextLight)
	draw(l.Sub, color.RGBA{0xff, 0xf0, 0xc0, 0xff})
	for _, d := range l.Desc {
		draw(d, ui.ColText)
	}
	draw(l.Seats, ui.ColTextMuted)
	draw(l.Play, lid)
	ui.StrokeRoundRect(dst, r, 14, 2, ui.ColPanelEdge)
	b.DrawRing(dst, 14)
}
