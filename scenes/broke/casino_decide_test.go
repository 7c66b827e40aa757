package broke

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The five sizes every control must be on and finger-sized at.
var casinoSizes = [][2]int{{1280, 720}, {390, 844}, {844, 390}, {320, 240}, {2560, 1440}}

// atDecision is a game in which Margaret (seat 0, a person) has come to
// the Casino and must make decision kind, with a Casino that has shown
// her visit so far; picks are her Roulette numbers on the way.
func atDecision(t *testing.T, kind uint8) (*match.Match, *casino, engine.Decision) {
	t.Helper()
	for seed := uint64(3); seed < 300; seed += 5 {
		m, visit, ok := casinoMatch(4, seed, anyPull)
		if !ok {
			continue
		}
		c := newCasino(m)
		show := func(a engine.Action) {
			ev, err := m.Apply(a)
			require.NoError(t, err)
			for _, e := range ev {
				c.event(nil, e)
			}
		}
		show(visit)
		for range 3 {
			d, ok := m.Decision()
			if !ok || d.Seat != 0 {
				break
			}
			if d.Kind == kind {
				return m, c, d
			}
			if d.Kind != broke.DRoulette {
				break
			}
			a, ok := m.Find(broke.APick, 17)
			require.True(t, ok)
			show(a)
		}
	}
	t.Fatalf("no seeded game brings Margaret to decision %d at the Casino", kind)
	return nil, nil, engine.Decision{}
}

// driver feeds scripted samples to a decision UI through the input
// tracker, as the window does, a tick each.
type driver struct {
	tr  input.Tracker
	dui table.DecisionUI
}

// run feeds samples and returns the first action chosen.
func (dr *driver) run(samples ...input.Sample) (engine.Action, bool) {
	for _, s := range samples {
		in := dr.tr.Update(s)
		if a, ok := dr.dui.Update(&in); ok {
			return a, true
		}
	}
	return engine.Action{}, false
}

func (dr *driver) idle(n int) {
	for range n {
		dr.run(input.Sample{Focused: true})
	}
}

func touchSamples(x, y float64) []input.Sample {
	return []input.Sample{
		{Touches: []input.Touch{{ID: 1, X: x, Y: y}}, Focused: true},
		{Focused: true},
	}
}

// placed is the decision UI for d on a w×h window, placed where the table
// puts it.
func placed(m *match.Match, c *casino, d engine.Decision, w, h int) (table.DecisionUI, ui.Rect) {
	lw, lh := game.LogicalSize(w, h)
	screen := ui.R(0, 0, float64(lw), float64(lh))
	dui := c.Decide(m, d)
	dui.Place(screen, placedBar(m, c, [2]int{w, h}))
	return dui, screen
}

// assertLabelsFit checks each button shows its words whole.
func assertLabelsFit(t *testing.T, name string, bs ...*ui.Button) {
	t.Helper()
	for _, b := range bs {
		size := b.TextSize
		if size == 0 {
			size = ui.SizeButton
		}
		assert.True(t, labelFits(b.Label, b.Rect.W, size), "%s: %q fits its button %v", name, b.Label, b.Rect)
	}
}

// legal reports whether a is among the seat's legal actions.
func legal(m *match.Match, a engine.Action) bool {
	for _, b := range m.G.Legal(int(a.Seat), nil) {
		if b == a {
			return true
		}
	}
	return false
}

// On the Roulette pick, every number of the grid and Spin are on the
// screen, at least a fingertip tall, apart, and reachable by a mouse
// click, a touch and the keyboard (Tab to it, Enter picks, Enter again
// spins); the action is the legal pick of that number. Arrows move over
// the grid. A flick of the wheel throws too, with its speed.
func TestCasinoRoulettePickByMouseTouchAndKeys(t *testing.T) {
	m, c, d := atDecision(t, broke.DRoulette)
	for _, sz := range casinoSizes {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		dui, screen := placed(m, c, d, sz[0], sz[1])
		p := dui.(*roulettePick)
		require.Len(t, p.cells, 36)
		for i, b := range append(p.cells, p.spin) {
			assert.True(t, screen.Holds(b.Rect), "%s: control %d %+v on the screen", name, i, b.Rect)
			assert.GreaterOrEqual(t, b.Rect.H, float64(ui.MinHit), "%s: control %d a fingertip tall", name, i)
			for j, o := range p.cells[:min(i, 36)] {
				assert.False(t, b.Rect.Overlaps(o.Rect), "%s: controls %d and %d overlap", name, j, i)
			}
		}
		wx, wy, wr := c.roul.view.Center()
		wheel := ui.R(wx-wr, wy-wr, 2*wr, 2*wr)
		assert.True(t, screen.Holds(wheel), "%s: the wheel on the screen", name)
		assert.GreaterOrEqual(t, wr, 50.0, "%s: a wheel big enough to flick", name)
		// The prompt's bar (with Spin) and the wheel clear of the grid.
		for i, b := range p.cells {
			assert.False(t, b.Rect.Overlaps(p.bar), "%s: cell %d under the prompt %v", name, i+1, p.bar)
			assert.False(t, b.Rect.Overlaps(wheel), "%s: cell %d over the wheel", name, i+1)
		}
		assert.True(t, p.bar.Holds(p.spin.Rect), "%s: Spin in its bar", name)
		for _, picked := range []int{0, 17} {
			p.picked = picked
			_, _, _, words := p.promptLines()
			assert.False(t, words.Overlaps(p.spin.Rect), "%s: the prompt %v clear of Spin %v", name, words, p.spin.Rect)
		}
		p.picked = 0
		assert.False(t, p.sheet.W > 0 && p.sheet.Overlaps(c.title), "%s: the Casino's title clear of the sheet", name)
		assertLabelsFit(t, name, append(p.cells, p.spin)...)
		for n := 1; n <= 36; n++ {
			for way, press := range map[string]func(float64, float64) []input.Sample{"mouse": input.ClickSamples, "touch": touchSamples} {
				dr := &driver{dui: c.Decide(m, d)}
				dr.dui.Place(screen, placedBar(m, c, sz))
				dr.idle(armTicks)
				q := dr.dui.(*roulettePick)
				_, ok := dr.run(press(q.cells[n-1].Rect.Center())...)
				require.False(t, ok, "%s %s: a pick alone does not spin", name, way)
				require.Equal(t, n, q.picked, "%s %s: %d picked", name, way, n)
				a, ok := dr.run(press(q.spin.Rect.Center())...)
				require.True(t, ok, "%s %s: Spin throws", name, way)
				assert.Equal(t, broke.APick, a.Kind)
				assert.Equal(t, int16(n), a.Arg)
				assert.True(t, legal(m, a), "%s: a legal action", name)
			}
			// The keyboard: Tab n times reaches n, Enter picks, Enter spins.
			dr := &driver{dui: c.Decide(m, d)}
			dr.dui.Place(screen, placedBar(m, c, sz))
			for range n {
				dr.run(input.KeySamples(input.KeyNext)...)
			}
			_, ok := dr.run(input.KeySamples(input.KeyConfirm)...)
			require.False(t, ok)
			require.Equal(t, n, dr.dui.(*roulettePick).picked, "%s keys: %d picked", name, n)
			a, ok := dr.run(input.KeySamples(input.KeyConfirm)...)
			require.True(t, ok, "%s keys: Enter again spins", name)
			assert.Equal(t, int16(n), a.Arg)
			assert.Positive(t, c.roul.flick, "a key press throws as a tap")
		}
		// Arrows: from 1, Right is 2 and Down the number under it.
		dr := &driver{dui: c.Decide(m, d)}
		dr.dui.Place(screen, placedBar(m, c, sz))
		q := dr.dui.(*roulettePick)
		dr.run(input.KeySamples(input.KeyRight)...)
		dr.run(input.KeySamples(input.KeyRight)...)
		dr.run(input.KeySamples(input.KeyDown)...)
		dr.run(input.KeySamples(input.KeyConfirm)...)
		assert.Equal(t, 2+q.cols, q.picked, "%s: arrows move over the grid", name)
		// A flick of the wheel spins for the number picked, at its speed.
		c.roul.flick = 0
		a, ok := dr.run(flickSamples(c)...)
		require.True(t, ok, "%s: a flick throws", name)
		assert.Equal(t, int16(2+q.cols), a.Arg)
		assert.Greater(t, c.roul.flick, 2.0, "%s: with the flick's speed", name)
	}
}

// placedBar is the decision bar of the table at size sz, as it is laid
// out while a match is played.
func placedBar(m *match.Match, _ *casino, sz [2]int) ui.Rect {
	lw, lh := game.LogicalSize(sz[0], sz[1])
	_, bar := table.PlayLayout(float64(lw), float64(lh), m.G.Seats())
	return bar
}

// flickSamples drag round the wheel's rim, quickly, and let go.
func flickSamples(c *casino) []input.Sample {
	cx, cy, r := c.roul.view.Center()
	var out []input.Sample
	for i := range 7 {
		a := 0.25 * float64(i)
		out = append(out, input.Sample{MouseX: cx + 0.8*r*math.Cos(a), MouseY: cy + 0.8*r*math.Sin(a), MouseIn: true, MouseDown: i < 6, Focused: true})
	}
	return out
}

// Throw again and Stop are on the screen at every size, a fingertip tall,
// apart, and each is reached by a click, a touch and Tab and Enter; each
// gives its legal action.
func TestCasinoDiceChoiceByMouseTouchAndKeys(t *testing.T) {
	m, c, d := atDecision(t, broke.DDice)
	for _, sz := range casinoSizes {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		dui, screen := placed(m, c, d, sz[0], sz[1])
		p := dui.(*diceChoice)
		assert.Contains(t, p.throw.Label+" "+strings.Join(p.lines, " "), "$12,000", "%s: the risk is said", name)
		assertLabelsFit(t, name, p.throw, p.stop)
		assert.LessOrEqual(t, p.rect.Y+8+p.lh*float64(len(p.lines)), p.throw.Rect.Y, "%s: the prompt above the buttons", name)
		assert.NotContains(t, strings.Join(p.lines, " "), "…", "%s: the prompt whole", name)
		assert.GreaterOrEqual(t, ui.FaceSize(p.face), float64(ui.SizeSmall), "%s: the prompt readable", name)
		assert.True(t, p.rect.Holds(p.throw.Rect) && p.rect.Holds(p.stop.Rect), "%s: the buttons in the bar", name)
		assert.False(t, p.throw.Rect.Overlaps(p.stop.Rect), name)
		for i, b := range []*ui.Button{p.throw, p.stop} {
			assert.True(t, screen.Holds(b.Rect), "%s: button %d on the screen", name, i)
			assert.GreaterOrEqual(t, b.Rect.H, float64(ui.MinHit), "%s: button %d a fingertip tall", name, i)
			want := []uint8{broke.AThrow, broke.AStop}[i]
			for way, press := range map[string]func(float64, float64) []input.Sample{"mouse": input.ClickSamples, "touch": touchSamples} {
				dr := &driver{dui: c.Decide(m, d)}
				dr.dui.Place(screen, placedBar(m, c, sz))
				dr.idle(armTicks)
				q := dr.dui.(*diceChoice)
				a, ok := dr.run(press([]*ui.Button{q.throw, q.stop}[i].Rect.Center())...)
				require.True(t, ok, "%s %s: button %d", name, way, i)
				assert.Equal(t, want, a.Kind)
				assert.True(t, legal(m, a))
			}
			dr := &driver{dui: c.Decide(m, d)}
			dr.dui.Place(screen, placedBar(m, c, sz))
			for range i + 1 {
				dr.run(input.KeySamples(input.KeyNext)...)
			}
			a, ok := dr.run(input.KeySamples(input.KeyConfirm)...)
			require.True(t, ok, "%s keys: button %d", name, i)
			assert.Equal(t, want, a.Kind)
		}
	}
}

// A new choice ignores a tap in its first ticks: a quick tap meant for
// what was on screen before chooses nothing.
func TestCasinoChoicesIgnoreAnEarlyTap(t *testing.T) {
	m, c, d := atDecision(t, broke.DDice)
	dui, _ := placed(m, c, d, 1280, 720)
	dr := &driver{dui: dui}
	_, ok := dr.run(input.ClickSamples(dui.(*diceChoice).stop.Rect.Center())...)
	assert.False(t, ok)
}

// Each game's parts lie inside the Casino's table over the board, apart,
// at every size and for two to six seats: the machine and its pay table
// (each line tall enough to read), the wheel and its words, the dice's
// felt and theirs.
func TestCasinoLayoutFitsTheBoard(t *testing.T) {
	for _, sz := range casinoSizes {
		for n := 2; n <= 6; n++ {
			name := fmt.Sprintf("%dx%d, %d seats", sz[0], sz[1], n)
			w, h := game.LogicalSize(sz[0], sz[1])
			board := table.BoardRect(float64(w), float64(h), n)
			c := newCasino(nil)
			c.place(board)
			require.True(t, board.Holds(c.felt), name)
			body := c.body
			assert.Greater(t, body.H, 100.0, "%s: room for a game", name)
			cx, cy, r := c.roul.view.Center()
			wheel := ui.R(cx-r, cy-r*1.1, 2*r, 2.1*r) // with the pointer above it
			pairs := map[string][2]ui.Rect{
				"slot":     {c.slot.view.Rect(), c.slot.table},
				"roulette": {wheel, c.roul.side},
				"dice":     {c.dice.felt, c.dice.side},
			}
			for game, p := range pairs {
				for i, part := range p {
					assert.True(t, body.Inset(-1).Holds(part), "%s: %s part %d %+v inside %+v", name, game, i, part, body)
				}
				assert.False(t, p[0].Overlaps(p[1]), "%s: %s's parts apart", name, game)
			}
			_, _, rh := c.slot.tableRows()
			assert.GreaterOrEqual(t, rh, payLineMin, "%s: a pay line tall enough to read", name)
			assert.GreaterOrEqual(t, r, 50.0, "%s: a wheel big enough to flick", name)
		}
	}
}

// A game resumed in the Casino (at the Roulette pick or the dice) opens
// the Casino at once, and its own pick or dice choice is offered, not the
// default panel; a replay's jump into a visit opens it on the visit's next
// game.
func TestCasinoOpensOnAResumedVisit(t *testing.T) {
	for _, kind := range []uint8{broke.DRoulette, broke.DDice} {
		m, _, d := atDecision(t, kind)
		c := newCasino(m)
		require.True(t, c.Open(), "decision %d: the Casino is open on a resumed game", kind)
		assert.NotNil(t, c.Decide(m, d), "decision %d: the Casino's own choice", kind)
	}
	c := newCasino(nil)
	require.False(t, c.Open())
	assert.True(t, c.event(nil, engine.Event{Kind: broke.EvRoulette, Seat: 2, Arg: 17, Arg2: 5}), "the jump's roulette shown")
	assert.True(t, c.Open(), "the Casino opened on the jump")
	assert.Equal(t, 2, c.seat)
	assert.False(t, newCasino(nil).event(nil, engine.Event{Kind: broke.EvFaces, Seat: 1, Other: broke.ThrowMove, Arg: 3, Arg2: 4}), "a throw to move is not the Casino's")
}
