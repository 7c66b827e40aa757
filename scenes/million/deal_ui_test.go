package million

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// dealBuilderMatch is Margaret building a deal with both sides filled.
func dealBuilderMatch(t testing.TB) *match.Match {
	for seed := uint64(3); seed < 60; seed++ {
		if m, ok := dealBuilt(seed); ok {
			return m
		}
	}
	require.Fail(t, "no seed gives Margaret a deal to build")
	return nil
}

// dealAnswerMatch is Margaret asked to answer a computer's deal.
func dealAnswerMatch(t testing.TB) *match.Match {
	want := func(d engine.Decision) bool { return d.Kind == million.DAnswer }
	for seed := uint64(3); seed < 60; seed++ {
		if m, ok := table.ShotMatch(million.ID, dealNames, 4, seed, 120, want); ok {
			return m
		}
	}
	require.Fail(t, "no seed asks Margaret to answer a deal")
	return nil
}

// dealSheetTap drives a deal sheet alone with scripted samples.
type dealSheetTap struct {
	u  *dealUI
	tr input.Tracker
}

func (p *dealSheetTap) feed(ss ...input.Sample) (engine.Action, bool) {
	var got engine.Action
	var ok bool
	for _, s := range ss {
		in := p.tr.Update(s)
		if a, done := p.u.Update(&in); done {
			got, ok = a, true
		}
	}
	return got, ok
}

// dealSheetAt is the sheet for decision d placed on a w×h screen in the
// table's play layout, past the ticks it ignores taps in.
func dealSheetAt(m *match.Match, d engine.Decision, w, h float64) (*dealUI, *dealSheetTap) {
	u := newDealUI(m, d).(*dealUI)
	_, bar := table.PlayLayout(w, h, m.G.Seats())
	u.Place(ui.R(0, 0, w, h), bar)
	p := &dealSheetTap{u: u}
	for range dealArmTicks {
		p.feed(input.Sample{Focused: true})
	}
	return u, p
}

// tap taps control c, scrolled into view first.
func (p *dealSheetTap) tap(c ui.Focusable) (engine.Action, bool) {
	if r, ok := p.u.scrolledBase(c); ok {
		p.u.sc.Reveal(r)
		p.u.shift()
	}
	x, y := c.Bounds().Center()
	return p.feed(input.ClickSamples(x, y)...)
}

// dealControls are every control of a sheet a person may use now.
func dealControls(u *dealUI) []ui.Focusable {
	var out []ui.Focusable
	if !u.answer {
		for _, t := range u.tiles {
			out = append(out, t)
		}
	}
	for _, s := range u.steps {
		out = append(out, s)
	}
	if u.refusing {
		for _, s := range u.reasons {
			out = append(out, s)
		}
	}
	for _, b := range u.footer() {
		out = append(out, b)
	}
	return out
}

// The sheet offers exactly the legal actions: building, every deed and
// card of either side, every cash step each way the cash allows, no
// cash, propose, cancel; answering, accept, counter and each reason to
// refuse. Nothing it gives is illegal, and a greyed control gives
// nothing.
func TestDealSheetOffersOnlyLegalActions(t *testing.T) {
	for name, mk := range map[string]func(testing.TB) *match.Match{"build": dealBuilderMatch, "answer": dealAnswerMatch} {
		t.Run(name, func(t *testing.T) {
			m := mk(t)
			d, ok := m.Decision()
			require.True(t, ok)
			require.Equal(t, int8(0), d.Seat)
			u, p := dealSheetAt(m, d, 1280, 720)
			legal := map[engine.Action]bool{}
			for _, a := range m.G.Legal(0, nil) {
				legal[a] = true
			}
			made := map[engine.Action]bool{}
			tapAll := func() {
				for _, c := range dealControls(u) {
					if b, isBtn := c.(*ui.Button); isBtn && (b == u.refuse || b == u.back) {
						continue // they open and close the reasons
					}
					a, ok := p.tap(c)
					if !c.CanFocus() {
						assert.False(t, ok, "a greyed control gives nothing")
						continue
					}
					require.True(t, ok, "control %T at %v gives an action", c, c.Bounds())
					assert.True(t, legal[a], "%v is legal", a)
					made[a] = true
				}
			}
			tapAll()
			if name == "answer" {
				_, ok := p.tap(u.refuse)
				assert.False(t, ok, "Refuse asks for the reason first")
				require.True(t, u.refusing)
				tapAll()
			}
			assert.Equal(t, legal, made, "every legal action, and only those")
		})
	}
}

// At each of the five screen sizes, every control of the builder is on
// the screen once scrolled to, finger-sized and clear of the others; a
// person builds a deal on the table by mouse, by touch and by Tab and
// Enter alone (a property of the other side toggled, cash asked for),
// proposes it, and the computer's answer appears: on the deal stage with
// its reason, or as its counteroffer on the sheet.
func TestDealSheetEveryControlEverywhere(t *testing.T) {
	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				dealOnTable(t, dealBuilderMatch(t), ws, way)
			})
		}
	}
}

func dealOnTable(t *testing.T, m *match.Match, ws [2]int, way string) {
	hn := newDealHarness(t, m, anim.Speed1x, ws[0], ws[1])
	lw, lh := game.LogicalSize(ws[0], ws[1])
	screen := ui.R(0, 0, float64(lw), float64(lh))
	require.True(t, hn.run(t, 20, func() bool { return hn.p.ui != nil && hn.p.ui.sheet.W > 0 }), "the deal sheet is up")
	u := hn.p.ui
	assert.True(t, screen.Holds(u.sheet), "the sheet %v on the %v screen", u.sheet, screen)
	ctrls := dealControls(u)
	for i, c := range ctrls {
		r := c.Bounds()
		if base, ok := u.scrolledBase(c); ok {
			r = base
			assert.GreaterOrEqual(t, u.sc.View.W, r.W, "control %d fits the list's width", i)
			assert.True(t, u.sc.View.X <= r.X && r.X+r.W <= u.sc.View.X+u.sc.View.W, "control %d %v inside the list %v", i, r, u.sc.View)
		} else {
			assert.True(t, screen.Holds(r), "control %d %v on the screen", i, r)
			assert.False(t, r.Overlaps(u.sc.View), "button %d %v clear of the list %v", i, r, u.sc.View)
		}
		assert.GreaterOrEqual(t, r.H, float64(ui.MinHit), "control %d is finger-sized", i)
		for j := i + 1; j < len(ctrls); j++ {
			o := ctrls[j].Bounds()
			if base, ok := u.scrolledBase(ctrls[j]); ok {
				o = base
			}
			_, si := u.scrolledBase(c)
			_, sj := u.scrolledBase(ctrls[j])
			if si == sj {
				assert.False(t, r.Overlaps(o), "controls %d and %d overlap", i, j)
			}
		}
	}
	assert.GreaterOrEqual(t, u.sc.View.H, float64(ui.MinHit), "the list shows a whole row")
	hn.run(t, dealArmTicks, never)

	press := func(find func(u *dealUI) ui.Focusable) { dealPress(t, hn, way, screen, find) }
	applied := len(m.Actions)
	var prop int
	var wasIn bool
	press(func(u *dealUI) ui.Focusable {
		for i := len(u.tiles) - 1; i >= 0; i-- {
			if tl := u.tiles[i]; !tl.mine && tl.prop >= 0 {
				prop, wasIn = tl.prop, tl.in
				return tl
			}
		}
		return nil
	})
	require.Len(t, m.Actions, applied+1, "the deed is toggled")
	assert.Equal(t, engine.Action{Seat: 0, Kind: million.AProp, Arg: int16(prop)}, hn.lastAction())
	v := m.G.View(0).(*million.View)
	assert.Equal(t, !wasIn, v.Deal.Props&(1<<prop) != 0, "in the deal now, or out")
	press(func(u *dealUI) ui.Focusable { return u.steps[len(million.DealSteps)+1] })
	assert.Equal(t, engine.Action{Seat: 0, Kind: million.ATakeCash, Amount: million.DealSteps[1]}, hn.lastAction(), "cash asked for")
	press(func(u *dealUI) ui.Focusable { return u.propose })
	assert.Equal(t, million.APropose, hn.lastAction().Kind, "proposed")

	// The computer's answer appears.
	proposed := len(m.Actions)
	require.True(t, hn.run(t, 600, func() bool {
		return len(m.Actions) > proposed && (hn.p.stage.answer != "" || hn.p.ui != nil && hn.p.ui.answer)
	}), "the answer appears")
	ans := m.Actions[proposed]
	switch ans.Kind {
	case million.AAccept:
		assert.Contains(t, hn.p.stage.answer, "accepts")
	case million.ARefuse:
		assert.Contains(t, hn.p.stage.answer, "refuses: "+million.RefusalWords[ans.Arg])
	case million.ACounter:
		assert.Contains(t, hn.p.stage.answer, "counteroffer")
	default:
		assert.Fail(t, "not an answer", "%v", ans)
	}
}

// dealDrag is a drag of the list by dy, with the mouse or a finger.
func dealDrag(x, y, dy float64, touch bool) []input.Sample {
	var out []input.Sample
	for k := 0; k <= 6; k++ {
		yy := y + dy*float64(k)/6
		if touch {
			out = append(out, input.Sample{Touches: []input.Touch{{ID: 1, X: x, Y: yy}}, Focused: true})
		} else {
			out = append(out, input.Sample{MouseX: x, MouseY: yy, MouseIn: true, MouseDown: true, Focused: true})
		}
	}
	// The finger lifted, and a tick with nothing pressed.
	return append(out, input.Sample{MouseX: x, MouseY: y + dy, MouseIn: !touch, Focused: true}, input.Sample{Focused: true})
}

// The answer sheet: Refuse asks for the reason, in the engine's words,
// and the one chosen is what the engine gets; Back returns to the terms.
func TestDealAnswerRefusesWithTheReasonChosen(t *testing.T) {
	m := dealAnswerMatch(t)
	d, _ := m.Decision()
	u, p := dealSheetAt(m, d, 400, 866)
	_, ok := p.tap(u.refuse)
	require.False(t, ok)
	require.Len(t, u.reasons, len(million.RefusalWords))
	for i, r := range u.reasons {
		assert.True(t, strings.HasSuffix(r.Label, million.RefusalWords[i]), "%q says the engine's words", r.Label)
	}
	_, ok = p.tap(u.back)
	require.False(t, ok)
	assert.False(t, u.refusing, "Back returns to the terms")
	p.tap(u.refuse)
	a, ok := p.tap(u.reasons[million.RefuseGivesSet])
	require.True(t, ok)
	assert.Equal(t, engine.Action{Seat: 0, Kind: million.ARefuse, Arg: million.RefuseGivesSet}, a)
}

// Where the list scrolls, a deed scrolled under the buttons along the
// bottom is not tapped through them: a tap there is the button's, or
// nothing.
func TestDealSheetListIsNotTappedOutsideItsView(t *testing.T) {
	m := dealBuilderMatch(t)
	d, _ := m.Decision()
	u, p := dealSheetAt(m, d, 533, 400)
	require.True(t, u.sc.Scrolls(), "the list scrolls on a small screen")
	clip := u.sc.Clip()
	hidden := 0
	for _, c := range dealControls(u) {
		u.sc.Offset = 0
		u.shift()
		base, ok := u.scrolledBase(c)
		if !ok || !c.CanFocus() || base.Y+base.H/2 < clip.Y+clip.H+2 {
			continue
		}
		x, y := base.Center()
		a, got := p.feed(input.ClickSamples(x, y)...)
		if got {
			for _, b := range u.footer() {
				if b.Rect.Contains(x, y) {
					assert.Equal(t, u.acts[b], a, "the button's own action")
				}
			}
			assert.NotContains(t, []engine.Action{c.(interface{ action() engine.Action }).action()}, a, "a hidden control at %v is not tapped", base)
		}
		hidden++
	}
	require.Positive(t, hidden, "some control lies below the list's view")
}

// dealPress presses the control find picks on the sheet now up (the
// table makes a new one after each step of a deal, as the engine builds
// it one action at a time) by way: a tap of the mouse or a finger, the
// list dragged to it first where it is scrolled away, or Tab to it and
// Enter.
func dealPress(t *testing.T, hn *dealHarness, way string, screen ui.Rect, find func(u *dealUI) ui.Focusable) {
	u := hn.p.ui
	c := find(u)
	require.NotNil(t, c)
	switch way {
	case "keys":
		for k := 0; k < 40 && u.focus.Current() != c; k++ {
			hn.key(input.KeyNext)
			hn.run(t, 2, never)
		}
		require.Equal(t, c, u.focus.Current(), "Tab reaches the control")
		if _, ok := u.scrolledBase(c); ok {
			assert.True(t, u.sc.Shows(c.Bounds()), "the focused control %v is scrolled into view %v", c.Bounds(), u.sc.View)
		}
		hn.key(input.KeyConfirm)
	default:
		if r, ok := u.scrolledBase(c); ok {
			// Scroll it into view as a person would, by dragging the list.
			for k := 0; k < 20 && !u.sc.Shows(c.Bounds()); k++ {
				x, y := u.sc.View.Center()
				dy := -40.0
				if c.Bounds().Y < u.sc.View.Y {
					dy = 40
				}
				hn.queue = append(hn.queue, dealDrag(x, y, dy, way == "touch")...)
				for len(hn.queue) > 0 {
					hn.run(t, 1, never)
				}
				require.True(t, u == hn.p.ui, "a drag chooses nothing")
			}
			require.True(t, u.sc.Shows(c.Bounds()), "a drag brings %v into view", r)
		}
		x, y := c.Bounds().Center()
		assert.True(t, screen.Contains(x, y))
		if way == "mouse" {
			hn.tap(x, y)
		} else {
			hn.touch(x, y)
		}
	}
	// The tap, and the tick the table makes the next step's sheet in.
	hn.run(t, 4, never)
}

// At each of the five screen sizes, a person asked to answer a
// computer's deal sees Accept, Counter and Refuse on the screen, and
// refuses with a reason of their choosing by mouse, by touch and by Tab
// and Enter alone, in time: pressing the sheet's buttons holds the time
// to answer, so the deal is not refused for them.
func TestDealAnswerEveryControlEverywhere(t *testing.T) {
	for _, ws := range sizes {
		for _, way := range []string{"mouse", "touch", "keys"} {
			t.Run(fmt.Sprintf("%dx%d %s", ws[0], ws[1], way), func(t *testing.T) {
				m := dealAnswerMatch(t)
				hn := newDealHarness(t, m, anim.Speed1x, ws[0], ws[1])
				lw, lh := game.LogicalSize(ws[0], ws[1])
				screen := ui.R(0, 0, float64(lw), float64(lh))
				require.True(t, hn.run(t, 20, func() bool { return hn.p.ui != nil && hn.p.ui.sheet.W > 0 }), "the answer sheet is up")
				u := hn.p.ui
				require.True(t, u.answer)
				assert.True(t, screen.Holds(u.sheet), "the sheet %v on the screen", u.sheet)
				var foot []ui.Focusable
				for _, b := range u.footer() {
					foot = append(foot, b)
					assert.False(t, b.Rect.Overlaps(u.sheet), "button %q in the bar, off the sheet", b.Label)
				}
				checkControls(t, fmt.Sprint(ws), screen, foot)
				hn.run(t, dealArmTicks, never)
				applied := len(m.Actions)
				dealPress(t, hn, way, screen, func(u *dealUI) ui.Focusable { return u.refuse })
				require.True(t, u.refusing, "Refuse asks for the reason")
				require.Len(t, m.Actions, applied, "nothing chosen yet")
				for i, r := range u.reasons {
					assert.GreaterOrEqual(t, r.base.H, float64(ui.MinHit))
					assert.True(t, u.sc.View.X <= r.base.X && r.base.X+r.base.W <= u.sc.View.X+u.sc.View.W, "reason %d inside the list", i)
				}
				dealPress(t, hn, way, screen, func(u *dealUI) ui.Focusable { return u.reasons[million.RefuseNotEnough] })
				require.Len(t, m.Actions, applied+1, "the answer is made")
				assert.Equal(t, engine.Action{Seat: 0, Kind: million.ARefuse, Arg: million.RefuseNotEnough}, hn.lastAction())
				assert.Zero(t, hn.sc.Lapsed, "the time to answer held while the person answered")
			})
		}
	}
}

// Counter opens the builder with the other side's terms turned round, as
// the engine has them: the same properties in, the cash each way swapped,
// the person now proposing.
func TestDealCounterOpensTheBuilderWithTheTerms(t *testing.T) {
	m := dealAnswerMatch(t)
	d, _ := m.Decision()
	u, p := dealSheetAt(m, d, 1280, 720)
	require.False(t, u.counter.Disabled, "a first offer may be countered")
	before := m.G.View(0).(*million.View).Deal
	a, ok := p.tap(u.counter)
	require.True(t, ok)
	_, err := m.Apply(a)
	require.NoError(t, err)
	d, ok = m.Decision()
	require.True(t, ok)
	require.Equal(t, million.DOffer, d.Kind)
	b := newDealUI(m, d).(*dealUI)
	assert.False(t, b.answer, "the builder")
	assert.Contains(t, b.title, "counteroffer")
	mine, theirs := dealSides(&b.v, 0)
	was, wasTheirs := dealSides(&u.v, 0)
	assert.Equal(t, was, mine, "what the person gives is as it was")
	assert.Equal(t, wasTheirs, theirs)
	assert.Equal(t, before.TakeCash, b.v.Deal.GiveCash, "the cash turned round")
	assert.Equal(t, before.Props, b.v.Deal.Props)
	in := 0
	for _, tl := range b.tiles {
		if tl.in {
			in++
			if tl.prop >= 0 {
				assert.True(t, before.Props&(1<<tl.prop) != 0, "%s is in the deal", tl.label)
			}
		}
	}
	assert.Equal(t, len(mine.props)+len(theirs.props)+popcount(mine.slots)+popcount(theirs.slots), in, "the deeds and cards in the deal are lit")
}

// A person reading a computer's offer holds the time to answer by
// touching the sheet anywhere (to read on, to scroll the list), as a
// press on the bar does; left untouched, the offer stays longer than a
// side bet's moment (there is a deal to read) and then lapses into a
// refusal.
func TestDealAnswerSheetHoldsTheTimeToAnswer(t *testing.T) {
	for _, touch := range []bool{true, false} {
		m := dealAnswerMatch(t)
		hn := newDealHarness(t, m, anim.Speed1x, 1280, 720)
		require.True(t, hn.run(t, 20, func() bool { return hn.p.ui != nil && hn.p.ui.sheet.W > 0 }))
		applied := len(m.Actions)
		if touch {
			x, y := hn.p.ui.sc.View.Center()
			hn.touch(x, y+100)
		}
		hn.run(t, table.MomentTicks+30, never)
		if touch {
			assert.Zero(t, hn.sc.Lapsed, "the offer waits for the person")
			assert.Len(t, m.Actions, applied, "nothing answered for them")
		} else {
			assert.Zero(t, hn.sc.Lapsed, "untouched, the offer is still there after a side bet's moment")
			hn.run(t, answerReadTicks, never)
			assert.Equal(t, 1, hn.sc.Lapsed, "untouched, the offer lapses once read")
			require.Greater(t, len(m.Actions), applied)
			assert.Equal(t, million.ARefuse, m.Actions[applied].Kind)
		}
	}
}

// The whole way by mouse from a person's turn: "Deal with…" on the turn's
// bar, the seat to deal with, a deed of theirs asked for on the deal's
// sheet, Propose; the computer's answer comes back on the deal stage (or
// as its counteroffer on the sheet).
func TestDealFromTheTurnBar(t *testing.T) {
	var m *match.Match
	for seed := uint64(3); seed < 60 && m == nil; seed++ {
		all := dealMatch(seed, false)
		for k := 0; k < 3000; k++ {
			d, ok := all.Decision()
			if !ok {
				break
			}
			if k >= 80 && d.Seat == 0 && d.Kind == million.DTurn && dealPartner(all) > 0 {
				m = dealReplay(seed, all.Actions)
				break
			}
			require.NoError(t, all.StepComputer())
		}
	}
	require.NotNil(t, m, "a turn of Margaret's with a seat to deal with")
	partner := dealPartner(m)
	hn := newDealHarness(t, m, anim.Speed1x, 1280, 720)
	turn := panelOf[*turnUI](t, hn.harness)
	hn.run(t, dealArmTicks, never) // a new panel ignores its first taps
	for k := 0; k < 5 && !slices.Contains(turn.shown(), turn.deal); k++ {
		hn.press(t, "mouse", turn.focus, turn.more)
	}
	require.Contains(t, turn.shown(), turn.deal, "the bar shows Deal with…")
	hn.press(t, "mouse", turn.focus, turn.deal)
	list, ok := turn.sheet.(*listSheet)
	require.True(t, ok, "the seats to deal with are listed")
	var row *choice
	for _, r := range list.rows {
		if r.act.Kind == million.ADeal && int(r.act.Arg) == partner {
			row = r
		}
	}
	require.NotNil(t, row)
	hn.press(t, "mouse", turn.focus, row)
	require.True(t, hn.run(t, 10, func() bool { return hn.p.ui != nil }), "the deal's sheet opens")
	assert.Equal(t, partner, hn.p.ui.other)
	hn.run(t, dealArmTicks, never)
	screen := ui.R(0, 0, 1280, 720)
	dealPress(t, hn, "mouse", screen, func(u *dealUI) ui.Focusable {
		for _, tl := range u.tiles {
			if !tl.mine && tl.prop >= 0 {
				return tl
			}
		}
		return nil
	})
	assert.Equal(t, million.AProp, hn.lastAction().Kind)
	dealPress(t, hn, "mouse", screen, func(u *dealUI) ui.Focusable { return u.propose })
	proposed := len(m.Actions)
	assert.Equal(t, million.APropose, hn.lastAction().Kind)
	require.True(t, hn.run(t, 600, func() bool {
		return len(m.Actions) > proposed && (hn.p.stage.answer != "" || hn.p.ui.answer)
	}), "the answer appears")
}
