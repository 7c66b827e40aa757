package table

import "wheeloffate/game/ui"

// layout places the table's parts for a screen size: a top bar with the
// status line, the board, the seat panels, the log and the decision bar.
// Landscape puts the panels and the log in a column right of the board;
// portrait stacks board, panels, log and bar.
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
}

const (
	topBarH  = 52.0 // room for the ☰ button, finger-sized
	seatH    = 56.0 // a seat panel's height, when there is room
	seatMinH = 44.0
	gap      = 8.0
)

func layoutFor(w, h float64, n int) layout {
	l := layout{w: w, h: h, portrait: h > w, n: n, cols: 1, seatH: seatH}
	l.top = ui.R(0, 0, w, topBarH)
	decH := max(120, h*0.22)
	l.dec = ui.R(gap, h-decH-gap, w-2*gap, decH)
	body := ui.R(gap, topBarH+gap, w-2*gap, l.dec.Y-topBarH-2*gap)
	if l.portrait {
		l.cols = 2
		rows := (n + 1) / 2
		seatsH := float64(rows)*(seatH+gap) - gap
		boardH := max(120, body.H-seatsH-gap-max(80, body.H*0.18)-gap)
		l.board = ui.R(body.X, body.Y, body.W, boardH)
		l.seats = ui.R(body.X, l.board.Y+boardH+gap, body.W, seatsH)
		l.log = ui.R(body.X, l.seats.Y+seatsH+gap, body.W, max(0, body.Y+body.H-(l.seats.Y+seatsH+gap)))
		return l
	}
	colW := min(380, max(240, body.W*0.32))
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
