package million

import (
	"strings"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
)

// The deal sheet's measures.
const (
	dealTopBar = 60.0 // the table's top bar (52) and its gap: the status line stays in view
	dealPad    = 10.0
	dealRowH   = 48.0
	dealGap    = 6.0
	dealLineH  = 26.0
	dealTwoCol = 600.0 // the list's width from which the sides stand side by side
)

// Place implements table.DecisionUI: the sheet covers the board and the
// panels below the top bar; the title on top, the buttons along the
// bottom, and between them the list (both sides and the summary, or the
// reasons to refuse), which scrolls where the screen is short.
func (u *dealUI) Place(screen, bar ui.Rect) {
	if bar == u.placed && screen == u.scr && u.foot == u.placedFoot {
		return
	}
	u.scr, u.bar, u.placed, u.placedFoot = screen, bar, bar, u.foot
	// The sheet stops short of the decision bar, where the buttons are (as
	// on every other decision, and where the table draws the time left to
	// answer, between the two): above the bar where it runs along the
	// bottom, left of it where it sits in the side column (a phone held
	// sideways, whose seat panels stay in view above it).
	top := screen.Y + dealTopBar
	if bar.W >= screen.W*0.8 {
		u.sheet = ui.R(screen.X+8, top, screen.W-16, bar.Y-14-top)
	} else {
		u.sheet = ui.R(screen.X+8, top, bar.X-16-screen.X, screen.Y+screen.H-8-top)
	}
	inner := u.sheet.Inset(dealPad)

	// The title: one line, or two of smaller type where it is long.
	fit := ui.FitFace(u.title, inner.W, ui.SizeBody, true)
	u.titleFace, u.titleLines = fit, []string{u.title}
	lh := dealLineH
	if ui.FaceSize(fit) < ui.SizeSmall {
		f := ui.Face(ui.SizeSmall, true)
		u.titleFace = f
		lines := ui.Wrap(u.title, f, inner.W)
		if len(lines) > 2 {
			lines = append(lines[:1:1], ui.Ellipsize(strings.Join(lines[1:], " "), f, inner.W))
		}
		u.titleLines = lines
		lh = 22
	}
	u.head = ui.R(inner.X, inner.Y, inner.W, float64(len(u.titleLines))*lh)

	// The buttons in the bar, at its right, each no wider than it needs
	// to be.
	foot := u.footer()
	bin := bar.Inset(dealPad)
	fw := min(bin.W, float64(len(foot))*200+float64(len(foot)-1)*8)
	// Beside the buttons, or over them where the bar is narrow and tall (a
	// phone held upright), the deal's worth to the person at a glance.
	// With the odds advisor on, the buttons keep their badges' room under
	// them, inside the bar.
	bf := u.foot
	by := bin.Y + (bin.H-dealRowH-bf)/2
	u.note = ui.R(bin.X, bin.Y, bin.W-fw-12, bin.H)
	if u.note.W < 140 && bin.H >= dealRowH+30+bf {
		by = bin.Y + bin.H - dealRowH - bf
		u.note = ui.R(bin.X, bin.Y, bin.W, bin.H-dealRowH-4-bf)
	}
	for i, r := range ui.R(bin.X+bin.W-fw, by, fw, dealRowH).SplitH(len(foot), 8) {
		foot[i].Rect = r
		foot[i].TextSize = min(ui.SizeButton, max(ui.SizeSmall, r.W/5))
	}
	ltop := u.head.Y + u.head.H + 6
	u.sc.View = ui.R(inner.X, ltop, inner.W-14, inner.Y+inner.H-ltop)
	u.sc.Pad = 4
	u.sc.Thumb = ui.ColPanelEdge
	u.texts = u.texts[:0]
	// Small deeds on a phone; larger where the sheet has the room.
	u.tileW, u.tileH = 112.0, 52.0
	if u.sc.View.H >= 360 && u.sc.View.W >= 900 {
		u.tileW, u.tileH = 150, 64
	}
	var h float64
	if u.refusing {
		h = u.placeReasons()
	} else {
		h = u.placeSides()
	}
	u.sc.SetContent(h)
	if u.restored {
		u.sc.Offset = min(u.sc.Max, u.restoreOffset)
	}
	u.shift()
	u.setFocus()
}

// setFocus lists the sheet's controls in Tab order: each side's deeds and
// cards then its cash steps, then the buttons (or the reasons, then Back).
func (u *dealUI) setFocus() {
	var items []ui.Focusable
	if u.refusing {
		for _, s := range u.reasons {
			items = append(items, s)
		}
	} else {
		for _, mine := range []bool{true, false} {
			for _, t := range u.tiles {
				if t.mine == mine && !u.answer {
					items = append(items, t)
				}
			}
			for i, s := range u.steps {
				if i < len(u.steps)/2 == mine {
					items = append(items, s)
				}
			}
		}
	}
	for _, b := range u.footer() {
		items = append(items, b)
	}
	u.focus.Set(items...)
	if u.restored {
		u.restored = false
		u.focus.SetIndex(u.restoreFocus)
	}
}

// placeSides lays out both sides and the summary in the list and returns
// its height.
func (u *dealUI) placeSides() float64 {
	v := u.sc.View
	colW, two := v.W, v.W >= dealTwoCol
	if two {
		colW = (v.W - 16) / 2
	}
	g := u.m.G
	names := [2]string{"You give", g.Name(u.other) + " gives"}
	y := v.Y
	bottom := y
	for side := 0; side < 2; side++ {
		x := v.X
		if two && side == 1 {
			x = v.X + colW + 16
		} else if !two && side == 1 {
			y = bottom + 12
		}
		seat := u.seat
		if side == 1 {
			seat = u.other
		}
		sy := y
		small := ui.Face(ui.SizeSmall, false)
		u.text(names[side], ui.FitFace(names[side], colW*0.6, ui.SizeBody, true), x, sy+dealLineH/2, ui.AlignStart, false)
		has := "has " + ui.Money(u.v.Cash[seat])
		u.text(has, small, x+colW, sy+dealLineH/2, ui.AlignEnd, true)
		sy += dealLineH + 4
		sy = u.placeTiles(side == 0, x, sy, colW)
		cash := u.cashOf(side == 0)
		if !u.answer {
			u.text("Cash in the deal: "+ui.Money(cash), ui.FitFace("Cash in the deal: $1,000,000", colW, ui.SizeSmall, false), x, sy+dealLineH/2, ui.AlignStart, false)
			sy += dealLineH
			n := len(million.DealSteps)
			for i, r := range ui.R(x, sy, colW, dealRowH).SplitH(n, dealGap) {
				s := u.steps[side*n+i]
				s.base = r
				s.TextSize = min(ui.SizeButton, max(ui.SizeSmall, r.W/4))
			}
			sy += dealRowH
		} else if cash > 0 {
			u.text("Cash: "+ui.Money(cash), ui.Face(ui.SizeBody, true), x, sy+dealLineH/2, ui.AlignStart, false)
			sy += dealLineH
		}
		bottom = max(bottom, sy)
	}
	// What the deal does, for each seat, in lines that wrap.
	y = bottom + 14
	u.text("What the deal does", ui.Face(ui.SizeBody, true), v.X, y+dealLineH/2, ui.AlignStart, false)
	y += dealLineH
	f := ui.Face(ui.SizeSmall, false)
	if u.tileH > 60 {
		f = ui.Face(ui.SizeBody, false) // a big screen: the summary reads from further away
	}
	_, lh := ui.Measure("Ag", f)
	who := [2]string{"You", g.Name(u.other)}
	for i, gn := range u.gains {
		line := who[i] + ": " + strings.Join(gn.lines(), " · ")
		for _, ln := range ui.Wrap(line, f, v.W) {
			u.text(ln, f, v.X, y+lh/2, ui.AlignStart, false)
			y += lh
		}
		y += 4
	}
	return y - v.Y + 4
}

// placeTiles lays one side's deeds and cards out in rows from y in a
// column colW wide, each colour set starting a row where it would not fit
// in what is left of one, and returns the y under them.
func (u *dealUI) placeTiles(mine bool, x, y, colW float64) float64 {
	n := max(1, int((colW+dealGap)/(u.tileW+dealGap)))
	w := (colW - float64(n-1)*dealGap) / float64(n)
	col, any := 0, false
	prevGroup := -1
	for _, t := range u.tiles {
		if t.mine != mine {
			continue
		}
		any = true
		gr := -2 // the cards come after the deeds, on a row of their own
		if t.prop >= 0 {
			gr = int(million.Props[t.prop].Group)
		}
		if gr != prevGroup && col > 0 {
			left := n - col
			if gr < 0 || u.groupCount(mine, gr) > left {
				col, y = 0, y+u.tileH+dealGap
			}
		}
		prevGroup = gr
		if col == n {
			col, y = 0, y+u.tileH+dealGap
		}
		t.base = ui.R(x+float64(col)*(w+dealGap), y, w, u.tileH)
		col++
	}
	if !any {
		what := "nothing to trade"
		if u.answer && u.cashOf(mine) > 0 {
			return y
		} else if u.answer {
			what = "nothing"
		}
		u.text(what, ui.Face(ui.SizeSmall, false), x, y+dealLineH/2, ui.AlignStart, true)
		return y + dealLineH
	}
	return y + u.tileH + dealGap
}

// groupCount is how many deeds of colour set gr one side shows.
func (u *dealUI) groupCount(mine bool, gr int) int {
	k := 0
	for _, t := range u.tiles {
		if t.mine == mine && t.prop >= 0 && int(million.Props[t.prop].Group) == gr {
			k++
		}
	}
	return k
}

// cashOf is the cash one side puts in the deal.
func (u *dealUI) cashOf(mine bool) int64 {
	a, b := dealSides(&u.v, u.seat)
	if mine {
		return a.cash
	}
	return b.cash
}

// placeReasons lays out the reasons to refuse, a row each, and returns
// the list's height.
func (u *dealUI) placeReasons() float64 {
	v := u.sc.View
	y := v.Y
	u.text("Refuse: which reason will "+u.m.G.Name(u.other)+" hear?", ui.FitFace("Refuse: which reason will "+u.m.G.Name(u.other)+" hear?", v.W, ui.SizeBody, true), v.X, y+dealLineH/2, ui.AlignStart, false)
	y += dealLineH + 4
	w := min(v.W, 460)
	for _, s := range u.reasons {
		s.base = ui.R(v.X, y, w, dealRowH)
		y += dealRowH + dealGap
	}
	return y - v.Y
}

func (u *dealUI) text(s string, f *ui.TextFace, x, y float64, al ui.Align, muted bool) {
	u.texts = append(u.texts, dealText{s: s, face: f, x: x, y: y, align: al, muted: muted})
}

// SetBadgeFoot implements table.BadgeFooted.
func (u *dealUI) SetBadgeFoot(room float64) { u.foot = room }
