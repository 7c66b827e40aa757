package table

import "wheeloffate/game/ui"

// layout places the table's parts for a screen size: a top bar with the
// status line, the board, the seat panels, the log and the decision bar.
// Landscape puts the panels and the log in a column right of the board
// (and, on a short screen, the bar too); portrait stacks board, panels,
// log and bar.
type layout struct {
	w, h     float64
	portrait bool
	top      ui.Rect
	board    ui.Rect
	seats    ui.Rect
	log      ui.Rect
	dec      ui.Rect
	n        int
	cols     int
	seatH    float64 // a seat panel's height: seatH, or less on a short screen
	// beside: the decision bar is in the column under the seats (a short
	// landscape screen), and keeps at least decMin of its height.
	beside bool
	decMin float64
}

const (
	topBarH  = 52.0 // room for the ☰ button, finger-sized
	seatH    = 56.0 // a seat panel's height, when there is room
	seatMinH = 44.0
	// seatTallH is a seat panel with room for its lines in two rows,
	// where the screen has it.
	seatTallH = 68.0
	// seatRoomyH is a narrow seat panel (two abreast in a phone's side
	// column) with room for the money and two rows of lines under the
	// name.
	seatRoomyH = 84.0
	// shortH: a landscape screen lower than this (a phone held sideways)
	// puts the decision bar in the side column.
	shortH  = 500.0
	decMinH = 140.0
	gap     = 8.0
)

func layoutFor(w, h float64, n int) layout { return layoutWith(w, h, n, false) }

// layoutWith is layoutFor, or with viewer the layout for the replay
// viewer, whose controls take the decision bar's place: they need the
// bar's width and, upright, its height (three rows of buttons), so the
// bar stays across the bottom and as tall as before.
func layoutWith(w, h float64, n int, viewer bool) layout {
	l := layout{w: w, h: h, portrait: h > w, n: n, cols: 1, seatH: seatH}
	l.top = ui.R(0, 0, w, topBarH)
	if l.portrait {
		// A phone held upright: the board takes what the seats, a short
		// log and a decision bar of two rows of buttons leave, so its
		// tiles are as large as the screen's width allows.
		decH := max(120, min(h*0.17, 190))
		if viewer {
			decH = max(120, h*0.22)
		}
		l.dec = ui.R(gap, h-decH-gap, w-2*gap, decH)
		body := ui.R(gap, topBarH+gap, w-2*gap, l.dec.Y-topBarH-2*gap)
		l.cols = 2
		rows := (n + 1) / 2
		l.seatH = seatTallH
		seatsH := float64(rows)*(l.seatH+gap) - gap
		// A short log, where three rows of seats leave the room for it.
		logH := max(56, body.H*0.09) + gap
		if rows > 2 {
			logH = 0
		}
		boardH := max(120, body.H-seatsH-gap-logH)
		l.board = ui.R(body.X, body.Y, body.W, boardH)
		l.seats = ui.R(body.X, l.board.Y+boardH+gap, body.W, seatsH)
		l.log = ui.R(body.X, l.seats.Y+seatsH+gap, body.W, max(0, body.Y+body.H-(l.seats.Y+seatsH+gap)))
		return l
	}
	colW := min(380, max(240, (w-2*gap)*0.32))
	if h < shortH && !viewer {
		// A phone held sideways: the board takes the whole height left of
		// the column, and the decision bar sits in the column under the
		// seats, where the log would be (a bar across the bottom would
		// leave the board a strip).
		// The column a little wider than on a desktop for its size, where
		// the board can spare it (a phone, not a small window): two panels
		// abreast hold their stock, and the bar its buttons.
		if w >= 800 {
			colW = min(380, max(300, colW))
		}
		body := ui.R(gap, topBarH+gap, w-2*gap, h-topBarH-2*gap)
		l.board = ui.R(body.X, body.Y, body.W-colW-gap, body.H)
		l.cols = 2
		rows := (n + 1) / 2
		decMin := decMinH
		if rows > 2 {
			decMin = 104 // a row of buttons: five seats need the room
		}
		l.seatH = max(seatMinH, min(seatRoomyH, (body.H-decMin-gap)/float64(rows)-gap))
		seatsH := float64(rows)*(l.seatH+gap) - gap
		l.seats = ui.R(l.board.X+l.board.W+gap, body.Y, colW, seatsH)
		l.dec = ui.R(l.seats.X, l.seats.Y+seatsH+gap, colW, body.Y+body.H-(l.seats.Y+seatsH+gap))
		l.log = ui.R(l.dec.X, l.dec.Y, colW, 0)
		l.beside, l.decMin = true, decMin
		return l
	}
	decH := max(120, h*0.22)
	l.dec = ui.R(gap, h-decH-gap, w-2*gap, decH)
	body := ui.R(gap, topBarH+gap, w-2*gap, l.dec.Y-topBarH-2*gap)
	l.board = ui.R(body.X, body.Y, body.W-colW-gap, body.H)
	// The seats stack in the column; on a short screen they go two abreast
	// and, if need be, shorter, so they leave the log some room.
	rows := n
	if float64(n)*(seatH+gap) > body.H*0.7 {
		l.cols, rows = 2, (n+1)/2
	}
	l.seatH = max(seatMinH, min(seatH, body.H*0.7/float64(rows)-gap))
	seatsH := float64(rows)*(l.seatH+gap) - gap
	l.seats = ui.R(l.board.X+l.board.W+gap, body.Y, colW, seatsH)
	l.log = ui.R(l.seats.X, l.seats.Y+seatsH+gap, colW, max(0, body.Y+body.H-(l.seats.Y+seatsH+gap)))
	return l
}

// logKeep is the least height a log beside the board keeps when the seat
// panels above it grow (withSeatH): a few lines of it.
const logKeep = 96.0

// logKeepPortrait is the least a phone held upright keeps of its log
// under the seat panels: the last two things that happened.
const logKeepPortrait = 40.0

// seatHMax is the tallest the seat panels may grow to (withSeatH): into
// the log under them, which keeps logKeep beside the board and
// logKeepPortrait under the panels on a phone held upright, or, in the
// column beside the board on a short screen, into the decision bar, which
// keeps its least.
func (l layout) seatHMax() float64 {
	spare := max(0, l.log.H-logKeep)
	switch {
	case l.beside:
		spare = l.dec.H - l.decMin
	case l.portrait:
		spare = l.log.H - min(l.log.H, logKeepPortrait)
	}
	return l.seatH + max(0, spare)/float64(l.seatRows())
}

// withSeatH is l with its seat panels h tall (at most seatHMax), the
// room taken from what lies under them; the board does not move, so a
// stage laid out round it (BoardRect) stays where it is.
func (l layout) withSeatH(h float64) layout {
	h = min(h, l.seatHMax())
	if h <= l.seatH {
		return l
	}
	d := (h - l.seatH) * float64(l.seatRows())
	l.seatH = h
	l.seats.H += d
	if l.beside {
		l.dec.Y, l.dec.H = l.dec.Y+d, l.dec.H-d
		l.log.Y = l.dec.Y
	} else {
		l.log.Y, l.log.H = l.log.Y+d, max(0, l.log.H-d)
	}
	return l
}

// seatRows is how many rows of seat panels there are.
func (l layout) seatRows() int { return (l.n + l.cols - 1) / l.cols }

// BoardPlace is where the table puts the board on a w×h logical screen
// with n seats, for a presenter that draws over it and for tests.
func BoardPlace(w, h float64, n int) ui.Rect { return layoutFor(w, h, n).board }

// compactSeats reports whether the seat panels use the small type and
// short wording: in portrait, and where two columns of them share the
// side column (a short landscape screen).
func (l layout) compactSeats() bool { return l.portrait || l.cols > 1 }

// seat is seat i's panel.
func (l layout) seat(i int) ui.Rect {
	cw := (l.seats.W - float64(l.cols-1)*gap) / float64(l.cols)
	c, r := i%l.cols, i/l.cols
	return ui.R(l.seats.X+float64(c)*(cw+gap), l.seats.Y+float64(r)*(l.seatH+gap), cw, l.seatH)
}

// menuBtn is the ☰ button's place: the top bar's right end.
func (l layout) menuBtn() ui.Rect { return ui.R(l.w-gap-52, (topBarH-44)/2, 52, 44) }

// skipBtn is the "Play until my turn" button's place: left of the ☰ button,
// with its words when the bar is wide enough to keep the status line.
func (l layout) skipBtn() ui.Rect {
	w := SkipWidth(l.w >= 900)
	return ui.R(l.menuBtn().X-gap-w, (topBarH-44)/2, w, 44)
}

// statusBeside is the status line's centre and width when the skip button
// is shown: the room left of it.
func (l layout) statusBeside() (cx, w float64) {
	right := l.skipBtn().X - gap
	return (gap + right) / 2, right - 2*gap
}

// BoardRect is the board's place on a w×h screen at a table of n seats:
// where stages are drawn (Stage.Draw), for a stage's own decision
// (Stage.Decide), which is placed with the screen and the bar only, to lay
// itself out round the stage.
func BoardRect(w, h float64, n int) ui.Rect { return layoutFor(w, h, n).board }

// PlayLayout is where the table puts the board and the decision bar on a
// w×h logical screen with n seats while a match is played (the replay
// viewer keeps its bar across the bottom: View.Layout). A stage's own
// decision UI is placed with this bar, so its tests place it here.
func PlayLayout(w, h float64, n int) (board, bar ui.Rect) {
	l := layoutFor(w, h, n)
	return l.board, l.dec
}
