package table

import "wheeloffate/engine"

// seatFit is the seat panels' height the table chose last (refit), the
// panels' words laid out at it, and what they were worked out for.
type seatFit struct {
	key   seatKey
	h     float64
	texts [engine.MaxSeats]seatText
}

// seatKey is what the panels' height and words depend on: the screen's
// layout before the panels grow, the seats' money and lines (their
// version, words), and each seat's label and note.
type seatKey struct {
	base  layout
	words uint64
	comp  [engine.MaxSeats]bool
	notes [engine.MaxSeats]string
}

// refit lays the table out as base with its seat panels grown, where
// there is room (layout.seatHMax), just enough that every seat's lines
// show at once, none taking turns in its last row; all the room there is
// when that is not enough. Late in a game a seat has more to say (Make a
// Million's sets and buildings) than the panels' usual height holds. The
// height and the panels' words are worked out again only when the screen
// or the words change; the scene calls refit wherever they may have (the
// end of Update and Tick, a new size, a match shown), so Draw only draws.
func (s *Scene) refit(base layout) {
	if base.n == 0 {
		return // not laid out yet (a match shown before its first size)
	}
	k := seatKey{base: base, words: s.words}
	for i := 0; i < s.n; i++ {
		k.comp[i], k.notes[i] = s.m.IsComputer(i), SeatNote(s.m, i)
	}
	if k != s.fit.key {
		s.fit.key, s.fit.h = k, s.seatHFor(base)
		l := base.withSeatH(s.fit.h)
		for i := 0; i < s.n; i++ {
			s.fit.texts[i] = s.seatTextIn(l, i)
		}
	}
	s.lay = base.withSeatH(s.fit.h)
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
