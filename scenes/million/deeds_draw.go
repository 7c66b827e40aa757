package million

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/million"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

var (
	deedWhite  = color.RGBA{0xff, 0xff, 0xff, 0xff}
	deedMuted  = color.RGBA{0xd8, 0xd4, 0xcc, 0xff}
	deedRed    = color.RGBA{0xb0, 0x2a, 0x20, 0xff}
	rungLit    = color.RGBA{0xf8, 0xd8, 0x80, 0xff}
	deedSmallT = 13.0
)

// seatButtonColour is a seat's colour, dark enough under white words.
func seatButtonColour(m *match.Match, seat int) color.RGBA {
	return ui.Darken(table.SeatColour(m, seat), 0.3)
}

// drawSetLine draws a colour set's header: its colour and name, and where
// it stands: a full set, how many of it are owned, or why the person
// cannot build on it now. The Build control, when there is one, is at its
// right.
func (s *deedsSheet) drawSetLine(dst *ebiten.Image, r ui.Rect, gr int, cont bool) {
	ui.FillRoundRect(dst, ui.R(r.X, r.Y+10, 24, 24), 6, groupColour[gr])
	ui.StrokeRoundRect(dst, ui.R(r.X, r.Y+10, 24, 24), 6, 1, ui.ColPanelEdge)
	name := million.Groups[gr].Name
	bf := ui.Face(ui.SizeSmall, true)
	nw, _ := ui.Measure(name, bf)
	ui.DrawText(dst, name, bf, r.X+32, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	right := r.X + r.W
	b := s.builds[gr]
	if b != nil && !cont && s.seat == s.person {
		right = b.Rect.X - sheetPad
		b.Draw(dst)
		table.Offer(b.Rect, s.acts[gr])
	}
	x := r.X + 32 + nw + 10
	// The set's name, and where it stands when that is said, are words
	// the odds advisor's badge (beside the Build control) keeps off.
	ui.KeepClear(ui.R(r.X+32, r.Y+r.H/2-10, nw, 20))
	if w := right - x; w > 20 {
		words, col := s.setWords(gr), ui.ColTextMuted
		if cont {
			words = "(continued)"
		}
		if b == nil && s.seat == s.person && ownsSet(&s.v, s.seat, gr) {
			col = deedRed // the reason a full set cannot be built on now
		}
		f := ui.Face(deedSmallT, false)
		// Beside a Build button "full set" only repeats what the button
		// says: left out rather than cut to "fu…" on a narrow phone, and
		// when the odds advisor's badge wants the room beside the button.
		repeats := b != nil && !cont
		if ww, _ := ui.Measure(words, f); (ww <= w || !repeats) && !(repeats && table.Advising()) {
			words = ui.Ellipsize(words, f, w)
			ui.DrawText(dst, words, f, x, r.Y+r.H/2, ui.AlignStart, ui.AlignCenter, col)
			ui.KeepClear(ui.R(x, r.Y+r.H/2-10, ui.Advance(words, f), 20))
		}
	}
}

// setWords is where a set stands for the seat shown: for the person, why
// it cannot be built on (or that it can); for another seat, whether it is
// full.
func (s *deedsSheet) setWords(gr int) string {
	if s.seat == s.person {
		if s.builds[gr] != nil {
			return "full set"
		}
		if why := whyNoBuild(&s.v, s.seat, gr); why != "" {
			return why
		}
		return "no building now"
	}
	n := 0
	for _, p := range million.Groups[gr].Props {
		if int(s.v.Owners[p]) == s.seat {
			n++
		}
	}
	if n == len(million.Groups[gr].Props) {
		return "full set"
	}
	return fmt.Sprintf("%d of %d", n, len(million.Groups[gr].Props))
}

// drawTile draws a small title deed: a band in its set's colour with its
// name, and under it its buildings (or "mortgaged") and the rent due now.
func (s *deedsSheet) drawTile(dst *ebiten.Image, t *deedTile) {
	ui.Record(ui.Drawn{Kind: "button", Label: million.Props[t.prop].Name, Rect: t.Rect.HitRect()})
	r := t.Rect
	mort := s.v.Mortgaged&(1<<t.prop) != 0
	fill := deedWhite
	switch t.State() {
	case ui.StateHover:
		fill = color.RGBA{0xff, 0xf6, 0xd8, 0xff}
	case ui.StatePressed:
		fill = color.RGBA{0xf0, 0xe0, 0xb8, 0xff}
	}
	ui.FillRoundRect(dst, r, 6, fill)
	band := groupColour[million.Props[t.prop].Group]
	if mort {
		band = deedMuted
	}
	ui.FillRoundRect(dst, ui.R(r.X, r.Y, r.W, 20), 6, band)
	ui.StrokeRoundRect(dst, r, 6, 1.5, ui.ColPanelEdge)
	name := million.Props[t.prop].Name
	nf := ui.FitFace(name, r.W-10, 14, true)
	ui.DrawText(dst, ui.Ellipsize(name, nf, r.W-10), nf, r.X+r.W/2, r.Y+10, ui.AlignCenter, ui.AlignCenter, ui.ColText)
	sub, col := levelWords(&s.v, t.prop), ui.ColTextMuted
	if k := rung(&s.v, t.prop); k >= 0 {
		sub += " · rent " + short(rungRent(t.prop, k))
	} else if mort {
		col = deedRed
	}
	sf := ui.FitFace(sub, r.W-10, 12, false)
	ui.DrawText(dst, ui.Ellipsize(sub, sf, r.W-10), sf, r.X+r.W/2, r.Y+32, ui.AlignCenter, ui.AlignCenter, col)
	t.DrawRing(dst, 6)
}

// drawDeed draws property p's title deed in r: its name on its set's
// colour; its price, building cost, mortgage value and state; its rent
// ladder with the rent due now lit. Two columns, or one where r is tall
// and narrow (a phone held upright).
func (s *deedsSheet) drawDeed(dst *ebiten.Image, r ui.Rect, p int) {
	pr := &million.Props[p]
	gr := int(pr.Group)
	mort := s.v.Mortgaged&(1<<p) != 0
	const nInfo = 5
	// As tall and wide as it needs, at the top of r, in the middle.
	oneCol := r.W < 440 && r.H-48 >= (nRungs+nInfo)*20
	rows := nRungs
	if oneCol {
		rows += nInfo
	}
	r.H = min(r.H, 48+float64(rows)*26)
	w := min(r.W, 620)
	r.X, r.W = r.X+(r.W-w)/2, w
	ui.FillRoundRect(dst, r, 10, deedWhite)
	bandH := min(36, max(26, r.H*0.14))
	band := groupColour[gr]
	if mort {
		band = deedMuted
	}
	ui.FillRoundRect(dst, ui.R(r.X, r.Y, r.W, bandH), 10, band)
	ui.StrokeRoundRect(dst, r, 10, 2, ui.ColPanelEdge)
	ui.DrawFitted(dst, pr.Name, r.X+r.W/2, r.Y+bandH/2, r.W-16, ui.SizeBody, ui.ColText)
	c := ui.R(r.X+10, r.Y+bandH+6, r.W-20, r.H-bandH-12)
	owner := "unowned"
	if o := int(s.v.Owners[p]); o >= 0 {
		owner = s.m.G.Name(o)
	}
	info := [nInfo][2]string{
		{"Price", short(pr.Price)},
		{"Building", short(million.Groups[gr].House)},
		{"Mortgage", short(pr.Mortgage)},
		{"Owner", owner},
		{"Now", levelWords(&s.v, p)},
	}
	ladder, info2 := c, c
	if oneCol {
		ih := c.H * float64(len(info)) / float64(nRungs+len(info))
		info2 = ui.R(c.X, c.Y, c.W, ih)
		ladder = ui.R(c.X, c.Y+ih, c.W, c.H-ih)
	} else {
		lw := c.W * 0.45
		info2 = ui.R(c.X, c.Y, lw-8, c.H)
		ladder = ui.R(c.X+lw, c.Y, c.W-lw, c.H)
	}
	rh := min(26, ladder.H/nRungs)
	// Type as large as the rows allow, and small enough that each row's
	// words and amount fit its column (a narrow sheet on a small phone).
	size := min(16, max(10, rh*0.66))
	for ; size > 10; size-- {
		fits := true
		for _, ln := range append(info[:3:3], [2]string{"4 houses", "$500k"}) {
			lw, _ := ui.Measure(ln[0], ui.Face(size, false))
			vw, _ := ui.Measure(ln[1], ui.Face(size, true))
			fits = fits && lw+vw+6 <= min(info2.W, ladder.W)
		}
		if fits {
			break
		}
	}
	f, bf := ui.Face(size, false), ui.Face(size, true)
	row := func(k int, area ui.Rect, n int, label, val string, lit bool, col color.RGBA) {
		h := min(26, area.H/float64(n))
		y := area.Y + float64(k)*h
		if lit {
			ui.FillRoundRect(dst, ui.R(area.X-4, y+1, area.W+8, h-2), 5, rungLit)
		}
		// The label whole; the amount or name loses its end if need be.
		lw, _ := ui.Measure(label, f)
		val = ui.Ellipsize(val, bf, area.W-lw-6)
		vw, _ := ui.Measure(val, bf)
		ui.DrawText(dst, ui.Ellipsize(label, f, area.W-vw-6), f, area.X, y+h/2, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
		ui.DrawText(dst, val, bf, area.X+area.W, y+h/2, ui.AlignEnd, ui.AlignCenter, col)
	}
	for k, ln := range info {
		col := ui.ColText
		if k == len(info)-1 && mort {
			col = deedRed
		}
		row(k, info2, len(info), ln[0], ln[1], false, col)
	}
	lit := rung(&s.v, p)
	for k := range nRungs {
		row(k, ladder, nRungs, rungNames[k], short(rungRent(p, k)), k == lit, ui.ColText)
	}
}

// drawDetailFooter draws an open deed's footer: the supply, and the
// Build control for its set or why there is none.
func (s *deedsSheet) drawDetailFooter(dst *ebiten.Image) {
	gr := int(million.Props[s.detail].Group)
	left := s.footer
	if b := s.builds[gr]; b != nil {
		b.Draw(dst)
		table.Offer(b.Rect, s.acts[gr])
		left.W = b.Rect.X - sheetPad - left.X
		s.drawSupply(dst, left)
		return
	}
	half := left.W * 0.42
	s.drawSupply(dst, ui.R(left.X, left.Y, half, left.H))
	if s.seat != s.person {
		return
	}
	why := whyNoBuild(&s.v, s.seat, gr)
	if why == "" {
		why = "no building now"
	}
	f := ui.Face(deedSmallT, false)
	x, w := left.X+half+sheetPad, left.W-half-sheetPad
	lines := ui.Wrap(why, f, w)
	if len(lines) > 2 {
		lines = append(lines[:1], ui.Ellipsize(lines[1]+" "+lines[2], f, w))
	}
	for i, ln := range lines {
		y := left.Y + left.H/2 + (float64(i)-float64(len(lines)-1)/2)*16
		ui.DrawText(dst, ln, f, x+w, y, ui.AlignEnd, ui.AlignCenter, deedRed)
	}
}

// drawSupply draws the Property Agent's houses and hotels left, in r.
func (s *deedsSheet) drawSupply(dst *ebiten.Image, r ui.Rect) {
	houses, hotels := supplyWords(&s.v)
	f := ui.Face(deedSmallT, true)
	ui.DrawText(dst, ui.Ellipsize(houses, f, r.W), f, r.X+4, r.Y+r.H/2-9, ui.AlignStart, ui.AlignCenter, ui.ColText)
	ui.DrawText(dst, ui.Ellipsize(hotels, f, r.W), f, r.X+4, r.Y+r.H/2+9, ui.AlignStart, ui.AlignCenter, ui.ColText)
}
