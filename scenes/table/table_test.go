package table

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/ui"
)

// loopGraph is a loop of n spaces with a side road of k spaces leaving at
// from and rejoining at to.
func loopGraph(t *testing.T, n, k, from, to int) *engine.Graph {
	next := make([][]int, n+k)
	for i := 0; i < n; i++ {
		next[i] = []int{(i + 1) % n}
	}
	if k > 0 {
		next[from] = append(next[from], n)
		for j := 0; j < k-1; j++ {
			next[n+j] = []int{n + j + 1}
		}
		next[n+k-1] = []int{to}
	}
	g, err := engine.NewGraph(next)
	require.NoError(t, err)
	return g
}

// A loop board is laid out round a rectangle with every space apart from
// every other by most of a step, so tiles never overlap, and its side road
// inside it; every link is drawn.
func TestLoopGeometrySpacesApart(t *testing.T) {
	for _, c := range []struct{ n, k int }{{20, 3}, {36, 0}, {40, 5}, {28, 2}, {11, 0}, {44, 6}} {
		name := fmt.Sprintf("%d+%d", c.n, c.k)
		g := loopGraph(t, c.n, c.k, 5, 12%c.n)
		geo := LoopGeometry(g, nil, nil)
		require.Len(t, geo.Spaces, c.n+c.k, name)
		step := geo.Step()
		for i, a := range geo.Spaces {
			for j, b := range geo.Spaces[:i] {
				d := math.Hypot(a.X-b.X, a.Y-b.Y)
				assert.Greater(t, d, 0.7*step, "%s: spaces %d and %d are %.2f apart (step %.2f)", name, j, i, d, step)
			}
		}
		minX, minY, maxX, maxY := geo.Bounds()
		for i := c.n; i < c.n+c.k; i++ {
			s := geo.Spaces[i]
			assert.True(t, s.X > minX && s.X < maxX && s.Y > minY && s.Y < maxY, "%s: side space %d inside the loop", name, i)
		}
		assert.Len(t, geo.Links, c.n+c.k+min(c.k, 1), name)
	}
}

// The table's parts lie on the screen and do not overlap, at every size.
func TestLayoutFitsEveryScreen(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}, {1000, 700}} {
		w, h := game.LogicalSize(win[0], win[1])
		sz := [2]float64{float64(w), float64(h)}
		for n := 2; n <= engine.MaxSeats; n++ {
			l := layoutFor(sz[0], sz[1], n)
			name := fmt.Sprintf("%vx%v, %d seats", win[0], win[1], n)
			screen := ui.R(0, 0, sz[0], sz[1])
			parts := []ui.Rect{l.top, l.board, l.dec}
			for i := 0; i < n; i++ {
				parts = append(parts, l.seat(i))
			}
			for i, p := range parts {
				assert.True(t, screen.Holds(p), "%s: part %d %+v off the screen", name, i, p)
				for j, q := range parts[:i] {
					assert.False(t, p.Overlaps(q), "%s: parts %d and %d overlap", name, j, i)
				}
			}
			assert.GreaterOrEqual(t, l.dec.H, 100.0, "%s: the decision bar holds a row of buttons", name)
		}
	}
}

// The default panel: one finger-sized button per legal action inside the
// bar, paged when they do not all fit, every page reachable.
func TestPanelPlacesEveryActionOnSomePage(t *testing.T) {
	for _, count := range []int{1, 2, 5, 12, 40} {
		p := &Panel{prompt: "Ana, choose"}
		for i := 0; i < count; i++ {
			p.legal = append(p.legal, engine.Action{Kind: 1, Arg: int16(i)})
			p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, fmt.Sprintf("bet $%d,000 on %d", i+1, i%10+1)))
		}
		p.prev, p.next, p.focus = ui.NewButton(ui.Rect{}, prevLabel), ui.NewButton(ui.Rect{}, nextLabel), ui.NewFocus()
		r := ui.R(8, 560, 1264, 150)
		p.Place(ui.R(0, 0, 1280, 720), r)
		seen := 0
		for _, pg := range p.pages {
			seen += pg[1] - pg[0]
			for _, b := range p.buttons[pg[0]:pg[1]] {
				assert.True(t, r.Holds(b.Rect), "%d actions: %q %+v outside the bar", count, b.Label, b.Rect)
				assert.GreaterOrEqual(t, b.Rect.H, float64(ui.MinHit))
			}
		}
		assert.Equal(t, count, seen, "every action on exactly one page")
		if len(p.pages) > 1 {
			assert.True(t, r.Holds(p.prev.Rect) && r.Holds(p.next.Rect))
		}
	}
}

// A seat panel shows whose it is and their money at every size: where the
// panel is too narrow for the name beside the money (two columns on a
// phone held sideways), the name takes the first line and the money leads
// the second, rather than the name shrinking to "…".
func TestSeatPanelsKeepNameAndMoney(t *testing.T) {
	for _, win := range [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}} {
		w, h := game.LogicalSize(win[0], win[1])
		for n := 2; n <= engine.MaxSeats; n++ {
			l := layoutFor(float64(w), float64(h), n)
			for i := 0; i < n; i++ {
				r := l.seat(i)
				label := SeatLabel("Computer 3", true, l.compactSeats())
				st := seatTextFor(r, label, "$1,097,000", []string{"no Hotel", "no stock"}, l.compactSeats())
				name := fmt.Sprintf("%dx%d, %d seats, seat %d", win[0], win[1], n, i)
				assert.Equal(t, label, st.name, "%s: the name is whole", name)
				assert.True(t, st.money == "$1,097,000" || strings.HasPrefix(st.rows[0], "$1,097,000"), "%s: the money shows: %q / %q", name, st.money, st.rows)
				nw, _ := ui.Measure(st.name, st.nameFace)
				used := 30 + nw
				if st.money != "" {
					mw, _ := ui.Measure(st.money, st.big)
					used += 8 + mw
				}
				assert.LessOrEqual(t, used, r.W-10+0.5, "%s: name and money fit the first line", name)
			}
		}
	}
}

// A seat's stock (the first of its lines) shows whole on its panel on a
// phone either way up: only what comes after it (a Hotel, which the board
// shows too) may lose its end. Held sideways with five seats, the panels
// have room for two kinds of stock; with fewer, for all three.
func TestSeatPanelsShowEveryStockOnAPhone(t *testing.T) {
	three := []string{"Oil ×3", "Steel ×2", "Utilities", "Grand Central (rent $8k)"}
	two := []string{"Oil ×3", "Steel ×2", "Grand Central (rent $8k)"}
	for _, win := range [][2]int{{390, 844}, {844, 390}} {
		w, h := game.LogicalSize(win[0], win[1])
		for n := 2; n <= 5; n++ {
			l := layoutFor(float64(w), float64(h), n)
			lines := three
			if n == 5 && !l.portrait {
				lines = two
			}
			stocks := lines[:len(lines)-1]
			for i := 0; i < n; i++ {
				st := seatTextFor(l.seat(i), "Margaret", "$1,097,000", lines, l.compactSeats())
				shown := strings.Join(st.rows, " · ")
				name := fmt.Sprintf("%dx%d, %d seats, seat %d", win[0], win[1], n, i)
				assert.Contains(t, shown+st.money, "$1,097,000", "%s: the money shows", name)
				for _, stock := range stocks {
					assert.Contains(t, shown, stock, "%s: %q whole in %q", name, stock, st.rows)
				}
				rowsBottom := st.rowsY + float64(len(st.rows)-1)*st.rowH + st.rowH/2
				assert.LessOrEqual(t, rowsBottom, l.seat(i).H, "%s: the rows %q lie inside the panel", name, st.rows)
			}
		}
	}
}

// A long prompt in a narrow bar (beside the board on a phone held
// sideways) wraps over the lines the bar can spare, every word shown, and
// the buttons stay inside the bar, under it; in a wide bar it keeps one
// line.
func TestPanelWrapsALongPromptInANarrowBar(t *testing.T) {
	prompt := "Margaret, buy the Grand Central Hotel for $80,000 (rent $8,000), or not"
	for _, c := range []struct {
		bar   ui.Rect
		lines int
	}{{ui.R(586, 192, 272, 200), 3}, {ui.R(8, 560, 1264, 150), 1}} {
		p := &Panel{prompt: prompt}
		for _, l := range []string{"buy the Hotel", "pass"} {
			p.legal = append(p.legal, engine.Action{Kind: 1})
			p.buttons = append(p.buttons, ui.NewButton(ui.Rect{}, l))
		}
		p.prev, p.next, p.focus = ui.NewButton(ui.Rect{}, "◀"), ui.NewButton(ui.Rect{}, "▶"), ui.NewFocus()
		p.Place(ui.R(0, 0, 1280, 720), c.bar)
		assert.Len(t, p.lines, c.lines, "%+v: %q", c.bar, p.lines)
		assert.Equal(t, prompt, strings.Join(p.lines, " "), "every word shown")
		assert.GreaterOrEqual(t, ui.FaceSize(p.face), float64(ui.SizeSmall))
		promptBottom := c.bar.Y + 18 + float64(len(p.lines)-1)*p.lineH + p.lineH/2
		for _, b := range p.buttons {
			assert.True(t, c.bar.Holds(b.Rect), "%q %+v inside the bar %+v", b.Label, b.Rect, c.bar)
			assert.GreaterOrEqual(t, b.Rect.Y, promptBottom, "%q under the prompt", b.Label)
		}
		assert.Len(t, p.pages, 1, "both buttons on one page")
	}
}

// A panel whose last row shows its lines in turn ends that row with a dot
// a turn, and no row or turn runs into the dots or out of the panel: at
// every window size from 320×240 to 1400×900 with two to six seats, and on
// narrow panels, with more lines than the rows hold. Every word of every
// line shows in a row or a turn.
func TestSeatPanelTurnsLeaveRoomForTheirDots(t *testing.T) {
	lines := []string{"Oil ×3", "Steel ×2", "Utilities", "Grand Central (rent $8k)", "Insured", "Owes $20,000", "Ten acres"}
	type panel struct {
		r       ui.Rect
		compact bool
		name    string
	}
	var panels []panel
	for _, r := range []ui.Rect{ui.R(0, 0, 150, 64), ui.R(0, 0, 190, 64), ui.R(0, 0, 240, 64), ui.R(0, 0, 240, 90)} {
		for _, compact := range []bool{false, true} {
			panels = append(panels, panel{r, compact, fmt.Sprintf("%+v compact %v", r, compact)})
		}
	}
	for ww := 320; ww <= 1400; ww += 60 {
		for wh := 240; wh <= 900; wh += 60 {
			w, h := game.LogicalSize(ww, wh)
			for n := 2; n <= 6; n++ {
				l := layoutFor(float64(w), float64(h), n)
				for i := range n {
					panels = append(panels, panel{l.seat(i), l.compactSeats(), fmt.Sprintf("%dx%d, %d seats, seat %d", ww, wh, n, i)})
				}
			}
		}
	}
	turning, dotted, counted := 0, 0, 0
	for _, p := range panels {
		st := seatTextFor(p.r, "Margaret", "$1,097,000", lines, p.compact)
		if len(st.turns) > 1 {
			turning++
		}
		shown := append(st.rows[:len(st.rows)-1:len(st.rows)-1], st.turns...)
		if st.turns == nil {
			shown = st.rows
		}
		words := strings.Fields(strings.ReplaceAll(strings.Join(shown, " "), "·", " "))
		for _, ln := range lines {
			for _, word := range strings.Fields(ln) {
				if !st.cut {
					assert.Contains(t, words, word, "%s: %q shows", p.name, word)
				}
			}
		}
		room := p.r.W - 20
		for k, row := range st.rows[:len(st.rows)-1] {
			assert.LessOrEqual(t, ui.Advance(row, st.small), room+0.01, "%s: row %d %q", p.name, k, row)
		}
		if !st.dots {
			continue
		}
		require.GreaterOrEqual(t, len(st.turns), 2, p.name)
		dotted++
		if len(st.turns) > maxTurnDots {
			counted++
		}
		for _, turn := range st.turns {
			assert.LessOrEqual(t, ui.Advance(turn, st.small)+turnDotsW(len(st.turns), st.small), room+0.01,
				"%s: the turn %q beside %d dots", p.name, turn, len(st.turns))
		}
	}
	assert.Positive(t, dotted, "some panel shows its lines in turn, with dots")
	assert.Positive(t, counted, "some panel shows more turns than dots, as a count")
	t.Logf("%d panels, %d in turn, %d with dots, %d of them counted", len(panels), turning, dotted, counted)
}
