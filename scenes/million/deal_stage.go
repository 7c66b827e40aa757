package million

import (
	"fmt"
	"math"
	"strings"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func init() {
	stageMakers = append(stageMakers, func(m *match.Match) table.Stage { return newDealStage(m) })
}

// How long each part of a deal is on show at 1x: the terms, long enough
// to read two short lists; the answer; each property or card passing.
const (
	dealShowTicks   = 110
	dealAnswerTicks = 110
	dealTradeTicks  = 40
)

// dealStage shows deals between seats over the board, so a person sees
// what the computers trade: the terms when a deal is proposed (who gives
// what), then the answer with its reason ("Chloe refuses: it gives you a
// set"), and, when it is accepted, each property and kept card passing to
// its new owner's panel.
type dealStage struct {
	m      *match.Match
	open   bool
	phase  int
	t, dur int // 1x ticks shown, and to show
	// The terms as proposed: the proposer, the other seat, and what each
	// gives, in words.
	from, to int
	gives    [2][]dealItem
	offered  bool // terms are on show for the deal now open
	answer   string
	verdict  uint16 // the answer's event kind
	// A property (prop >= 0) or a kept card passing from one seat to another.
	prop       int
	pass       [2]int
	panel      func(int) ui.Rect
	proposeNow string
}

// The stage's phases.
const (
	dealTerms = iota + 1
	dealAnswer
	dealPass
)

// dealItem is one thing a side gives: a property (in its set's colour),
// cash or kept cards.
type dealItem struct {
	words string
	prop  int // -1: not a property
}

func newDealStage(m *match.Match) *dealStage { return &dealStage{m: m} }

// viewSeat is the seat whose view the stage reads: the first person's,
// else seat 0's, as the table shows them (the terms are public anyway).
func (s *dealStage) viewSeat() int {
	for i := range s.m.Setup.Seats {
		if !s.m.IsComputer(i) {
			return i
		}
	}
	return 0
}

// Event implements table.Stage.
func (s *dealStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	play := table.StageSounds(ctx, now)
	switch e.Kind {
	case million.EvPropose:
		v, ok := g.View(s.viewSeat()).(*million.View)
		if !ok || !v.Deal.Open {
			return false
		}
		s.from, s.to = int(e.Seat), int(e.Other)
		a, b := dealSides(v, s.from)
		s.gives = [2][]dealItem{dealItems(a), dealItems(b)}
		s.offered, s.answer, s.verdict = true, "", 0
		s.proposeNow = fmt.Sprintf("%s offers %s: %s for %s", g.Name(s.from), g.Name(s.to), itemWords(s.gives[0]), itemWords(s.gives[1]))
		// A longer list takes longer to read.
		items := len(s.gives[0]) + len(s.gives[1])
		s.show(dealTerms, dealShowTicks+15*max(0, items-2), now)
		if play != nil {
			play(sound.Card)
		}
	case million.EvAccept, million.EvRefuse, million.EvCounter, million.EvCancel:
		if !s.offered {
			return false // a deal withdrawn before it was proposed: nothing on show
		}
		who := g.Name(int(e.Seat))
		switch e.Kind {
		case million.EvAccept:
			s.answer = who + " accepts!"
		case million.EvRefuse:
			r := ""
			if e.Arg >= 0 && int(e.Arg) < len(million.RefusalWords) {
				r = ": " + million.RefusalWords[e.Arg]
			}
			s.answer = who + " refuses" + r
		case million.EvCounter:
			s.answer = who + " answers with a counteroffer"
		default:
			s.answer = who + " withdraws the deal"
		}
		s.verdict = e.Kind
		s.offered = e.Kind == million.EvAccept // the trades follow an accepted deal
		s.show(dealAnswer, dealAnswerTicks, now)
		if play != nil {
			play(sound.Button)
		}
	case million.EvTrade, million.EvCardTrade:
		s.prop = -1
		if e.Kind == million.EvTrade {
			s.prop = int(e.Arg)
		}
		s.pass = [2]int{int(e.Seat), int(e.Other)}
		s.show(dealPass, dealTradeTicks, now)
		if play != nil {
			play(sound.Card)
		}
	default:
		if !s.Busy() && s.phase != dealTerms {
			s.open, s.phase = false, 0
		}
		if e.Kind == engine.EvTurn {
			s.open, s.phase, s.offered = false, 0, false
		}
		return false
	}
	return true
}

// show puts a phase on show for dur ticks at 1x, or at once and at rest
// (now): a skip, instant speed or a jump holds nothing.
func (s *dealStage) show(phase, dur int, now bool) {
	s.phase, s.t, s.dur, s.open = phase, 0, dur, true
	if now {
		s.Finish()
	}
}

// Update implements table.Stage.
func (s *dealStage) Update(ctx *game.Context) {
	if !s.Busy() {
		return
	}
	if sp := ctx.Speed(); sp.Instant() {
		s.t = s.dur
	} else {
		s.t += sp.Ticks()
	}
	if !s.Busy() {
		s.Finish()
	}
}

// Busy implements table.Stage.
func (s *dealStage) Busy() bool { return s.open && s.t < s.dur }

// Finish implements table.Stage: the phase at rest. The terms stay up
// for the answer; an answer that ends the deal, and a passing, are over.
func (s *dealStage) Finish() {
	s.t = s.dur
	if s.phase != dealTerms {
		s.open = false
	}
}

// Open implements table.Stage.
func (s *dealStage) Open() bool { return s.open }

// Decide implements table.Stage: the deal's own sheet is the presenter's.
func (s *dealStage) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }

// Reset implements table.Stage.
func (s *dealStage) Reset() { *s = dealStage{m: s.m} }

// SeatPanels implements table.SeatAware: a property passes from panel to
// panel.
func (s *dealStage) SeatPanels(panel func(int) ui.Rect) { s.panel = panel }

// Now implements table.Narrator: what is on show so far.
func (s *dealStage) Now() string {
	switch s.phase {
	case dealTerms:
		return s.proposeNow
	case dealAnswer:
		return s.answer
	case dealPass:
		what := "A kept card"
		if s.prop >= 0 {
			what = million.Props[s.prop].Name
		}
		return what + " passes to " + s.m.G.Name(s.pass[1])
	}
	return ""
}

// dealItems are one side's gifts in words.
func dealItems(d dealSide) []dealItem {
	var out []dealItem
	for _, p := range d.props {
		out = append(out, dealItem{words: million.Props[p].Name, prop: p})
	}
	if n := popcount(d.slots); n > 0 {
		out = append(out, dealItem{words: plural(n, "kept card"), prop: -1})
	}
	if d.cash > 0 {
		out = append(out, dealItem{words: ui.Money(d.cash), prop: -1})
	}
	if len(out) == 0 {
		out = append(out, dealItem{words: "nothing", prop: -1})
	}
	return out
}

func itemWords(items []dealItem) string {
	w := make([]string, len(items))
	for i, it := range items {
		w[i] = it.words
	}
	return strings.Join(w, ", ")
}

// ease is a smooth start and stop over 0..1.
func ease(x float64) float64 {
	x = math.Max(0, math.Min(1, x))
	return x * x * (3 - 2*x)
}
