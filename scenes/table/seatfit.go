package table

import (
	"strconv"
	"strings"

	"wheeloffate/engine"
)

// seatFit is the seat panels' height the table chose last (fitSeats), and
// for what: the screen, the seats' words.
type seatFit struct {
	key string
	h   float64
}

// fitSeats is layout l with its seat panels grown, where there is room
// (layout.seatHMax), just enough that every seat's lines show at once,
// none taking turns in its last row; all the room there is when that is
// not enough. Late in a game a seat has more to say (Make a Million's
// sets and buildings) than the panels' usual height holds. The height is
// worked out again only when the screen or the words change.
func (s *Scene) fitSeats(l layout) layout {
	key := s.fitKey(l)
	if key != s.fit.key {
		s.fit = seatFit{key: key, h: s.seatHFor(l)}
	}
	return l.withSeatH(s.fit.h)
}

// seatHFor is the least height, from the panels' own, at which every
// seat's words show at once in layout l, or the most l allows.
func (s *Scene) seatHFor(l layout) float64 {
	top := l.seatHMax()
	for h := l.seatH; ; h = min(top, h+2) {
		g := l.withSeatH(h)
		fits := true
		for i := 0; i < s.n && fits; i++ {
			st := s.seatTextIn(g, i)
			fits = st.turns == nil && !st.cut
		}
		if fits || h >= top {
			return h
		}
	}
}

// fitKey is what the panels' height depends on: the screen and the words.
func (s *Scene) fitKey(l layout) string {
	var b strings.Builder
	b.WriteString(strconv.FormatFloat(l.w, 'f', 1, 64) + "x" + strconv.FormatFloat(l.h, 'f', 1, 64))
	for i := 0; i < s.n; i++ {
		b.WriteString("\x00" + SeatNote(s.m, i) + "\x00" + engine.Money(s.money[i]))
		for _, ln := range s.lines[i] {
			b.WriteString("\x00" + ln)
		}
	}
	return b.String()
}
