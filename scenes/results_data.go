package scenes

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"wheeloffate/engine"

	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// resultsLine is one line of a player's final count.
type resultsLine struct {
	Label  string
	Amount int64 // signed: debts are negative
}

// resultsRow is one player on the results screen.
type resultsRow struct {
	Seat     int
	Place    int
	Shared   bool // others share this place
	Name     string
	Colour   int
	Computer bool
	Career   string
	Lines    []resultsLine
	Total    int64
}

// resultsRows ranks the players of a finished match: by place, then seat.
// Each row itemises the final count the engine made: cash, stock, life
// insurance, less debt and notes settled.
func resultsRows(m *match.Match) []resultsRow {
	g := m.G
	r := g.Result()
	n := g.Seats()
	bd, _ := g.(engine.Breakdown)
	var rows []resultsRow
	for i := range n {
		row := resultsRow{Seat: i, Place: int(r.Places[i]), Name: g.Name(i), Total: r.Counts[i]}
		row.Career = presenterFor(m.Setup.Ruleset).SeatNote(g, i)
		if lv := m.Level(i); lv != "" {
			// Which computer it was: "Computer · Hard · Doctor".
			row.Career = strings.TrimSuffix("Computer · "+table.LevelName(lv)+" · "+row.Career, " · ")
		}
		if i < len(m.Setup.Seats) {
			row.Colour, row.Computer = m.Setup.Seats[i].Colour, m.Setup.Seats[i].Computer
		}
		if bd != nil {
			for _, l := range bd.Breakdown(i) {
				row.Lines = append(row.Lines, resultsLine{l.Label, l.Amount})
			}
		}
		rows = append(rows, row)
	}
	for i := range rows {
		for j := range rows {
			if i != j && rows[i].Place == rows[j].Place {
				rows[i].Shared = true
			}
		}
	}
	// By place; within a shared place (everyone behind a Tycoon shares
	// second), by count, then seat.
	sort.SliceStable(rows, func(a, b int) bool {
		if rows[a].Place != rows[b].Place {
			return rows[a].Place < rows[b].Place
		}
		return rows[a].Total > rows[b].Total
	})
	return rows
}

// resultsPlace is "1st", or "1st (shared)" for a tie.
func resultsPlace(place int, shared bool) string {
	s := menuOrdinal(place)
	if shared {
		s += " (shared)"
	}
	return s
}

// resultsReason is how the game ended, as a sentence.
func resultsReason(reason string) string {
	if reason == "" {
		return "The game is over."
	}
	return strings.ToUpper(reason[:1]) + reason[1:] + "."
}

// chartScale maps (turn, net worth) to screen points inside a rectangle.
type chartScale struct {
	Rect   ui.Rect
	Lo, Hi int64 // value range, a multiple of Step, always including 0
	Step   int64 // gridline spacing
	Turns  int   // x runs from 0 to Turns-1
}

// newChartScale fits every value of worth (rows are turns, columns seats)
// into r with round gridlines.
func newChartScale(worth [][]int64, r ui.Rect) chartScale {
	lo, hi := int64(0), int64(0)
	for _, row := range worth {
		for _, v := range row {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	step := chartStep(hi-lo, 4)
	// The top is a gridline; the bottom only goes as far below zero as
	// the values need, in quarter steps, so a small dip wastes no space.
	q := max(1, step/4)
	lo = -ceilDiv(-lo, q) * q
	hi = ceilDiv(hi, step) * step
	if hi == lo {
		hi = lo + step
	}
	return chartScale{Rect: r, Lo: lo, Hi: hi, Step: step, Turns: len(worth)}
}

func ceilDiv(a, b int64) int64 {
	if a <= 0 {
		return -((-a) / b)
	}
	return (a + b - 1) / b
}

// chartStep is a 1, 2 or 5 × 10^k step giving about n intervals over span.
func chartStep(span int64, n int) int64 {
	if span <= 0 {
		return 1000
	}
	raw := float64(span) / float64(n)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return max(1, int64(m*p))
		}
	}
	return int64(10 * p)
}

// Point is where turn t with value v is drawn.
func (c chartScale) Point(t int, v int64) (x, y float64) {
	fx := 0.0
	if c.Turns > 1 {
		fx = float64(t) / float64(c.Turns-1)
	}
	fy := float64(v-c.Lo) / float64(c.Hi-c.Lo)
	return c.Rect.X + fx*c.Rect.W, c.Rect.Y + (1-fy)*c.Rect.H
}

// Ticks are the gridline values from Lo to Hi.
func (c chartScale) Ticks() []int64 {
	var out []int64
	for v := -(-c.Lo / c.Step) * c.Step; v <= c.Hi; v += c.Step {
		out = append(out, v)
	}
	return out
}

// resultsShortMoney is a compact axis label: $0, $500K, $1.5M, −$200K.
func resultsShortMoney(v int64) string {
	neg := v < 0
	if neg {
		v = -v
	}
	var s string
	switch {
	case v >= 1_000_000:
		s = strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.2f", float64(v)/1e6), "0"), ".0")
		s = strings.TrimSuffix(s, ".0") + "M"
	case v >= 1000:
		s = strings.TrimSuffix(fmt.Sprintf("%.1f", float64(v)/1e3), ".0") + "K"
	default:
		s = fmt.Sprint(v)
	}
	if neg {
		return ui.Minus + "$" + s
	}
	return "$" + s
}

// winnersPhrase names the seats in first place: "Ann wins", "Ann and Bob
// share first place", or "" when there is none. The results screen and the
// replay's last frame both say it.
func winnersPhrase(rows []resultsRow) string {
	var first []string
	for _, r := range rows {
		if r.Place == 1 {
			first = append(first, r.Name)
		}
	}
	switch len(first) {
	case 0:
		return ""
	case 1:
		return first[0] + " wins"
	}
	return strings.Join(first[:len(first)-1], ", ") + " and " + first[len(first)-1] + " share first place"
}
