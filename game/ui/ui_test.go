package ui

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"wheeloffate/game/anim"
	"wheeloffate/game/input"
)

// click returns the intents of a completed mouse click at (x, y).
func click(x, y float64) *input.Intents {
	var tr input.Tracker
	tr.Update(input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: true, Focused: true})
	in := tr.Update(input.Sample{MouseX: x, MouseY: y, MouseIn: true, Focused: true})
	return &in
}

func hover(x, y float64, down bool) *input.Intents {
	var tr input.Tracker
	in := tr.Update(input.Sample{MouseX: x, MouseY: y, MouseIn: true, MouseDown: down, Focused: true})
	return &in
}

func keys(k input.Key) *input.Intents {
	var tr input.Tracker
	in := tr.Update(input.Sample{Keys: k, Focused: true})
	return &in
}

func TestRectHitRectIsFingerSized(t *testing.T) {
	r := R(100, 100, 20, 60).HitRect()
	assert.Equal(t, R(88, 100, 44, 60), r)
	assert.Equal(t, R(0, 0, 80, 80), R(0, 0, 80, 80).HitRect())
	assert.True(t, R(0, 0, 10, 10).Contains(0, 0))
	assert.False(t, R(0, 0, 10, 10).Contains(10, 5))
	assert.Equal(t, R(2, 2, 6, 6), R(0, 0, 10, 10).Inset(2))
	cols := R(0, 0, 100, 10).SplitH(3, 5)
	require.Len(t, cols, 3)
	assert.InDelta(t, 30, cols[0].W, 1e-9)
	assert.InDelta(t, 70, cols[2].X, 1e-9)
	assert.True(t, R(0, 0, 10, 10).Overlaps(R(9, 9, 5, 5)))
	assert.False(t, R(0, 0, 10, 10).Overlaps(R(10, 0, 5, 5)), "touching edges do not overlap")
	assert.True(t, R(0, 0, 10, 10).Holds(R(0, 0, 10, 10)))
	assert.False(t, R(0, 0, 10, 10).Holds(R(5, 5, 6, 2)))
}

func TestMoneyFormatting(t *testing.T) {
	cases := map[int64]string{
		0: "$0", 5: "$5", 500: "$500", 1000: "$1,000", 1250000: "$1,250,000",
		-500: "−$500", -1234567: "−$1,234,567", 100000: "$100,000",
		math.MinInt64: "−$9,223,372,036,854,775,808",
	}
	for n, want := range cases {
		assert.Equal(t, want, Money(n))
	}
	assert.Equal(t, "+$5,000", MoneyDelta(5000))
	assert.Equal(t, "−$500", MoneyDelta(-500))
	assert.Equal(t, "$0", MoneyDelta(0))
}

func TestWrapAndMeasure(t *testing.T) {
	f := Face(SizeBody, false)
	w, h := Measure("Pay Day", f)
	assert.Greater(t, w, 40.0)
	assert.Greater(t, h, 15.0)
	w2, h2 := Measure("Pay Day\nagain", f)
	assert.Greater(t, h2, h*1.5, "two lines are taller")
	assert.GreaterOrEqual(t, w2, w)

	s := "Buy a life insurance policy for $10,000 and collect when a rival lands on Revenge"
	lines := Wrap(s, f, 200)
	require.Greater(t, len(lines), 2)
	for _, l := range lines {
		lw, _ := Measure(l, f)
		assert.LessOrEqual(t, lw, 200.0, l)
	}
	assert.Equal(t, strings.Fields(s), strings.Fields(strings.Join(lines, " ")), "no word lost")

	long := Wrap("Supercalifragilisticexpialidocious", f, 60)
	assert.Greater(t, len(long), 1, "over-long words are cut")
	assert.Equal(t, "Supercalifragilisticexpialidocious", strings.Join(long, ""))
	assert.Equal(t, []string{"a", "", "b"}, Wrap("a\n\nb", f, 100))
	assert.Same(t, f, Face(SizeBody, false), "faces are cached")

	assert.Equal(t, "Single", Ellipsize("Single", f, 200))
	short := Ellipsize("Bachelor's Degree · $6,000", f, 190)
	sw, _ := Measure(short, f)
	assert.LessOrEqual(t, sw, 190.0)
	assert.Equal(t, "Bachelor's Degree…", short, "no dangling separator")
	assert.Equal(t, "…", Ellipsize("Married", f, 1))
}

func TestButtonClickHoverPressDisabled(t *testing.T) {
	testTarget(t, &NewButton(R(100, 100, 120, 30), "Spin").Target)
	// A bare Target (a control a scene draws itself) behaves the same.
	testTarget(t, &Target{Rect: R(100, 100, 120, 30)})
}

func testTarget(t *testing.T, b *Target) {
	assert.False(t, b.Update(hover(10, 10, false)))
	assert.Equal(t, StateNormal, b.State())
	b.Update(hover(150, 110, false))
	assert.Equal(t, StateHover, b.State())
	b.Update(hover(150, 110, true))
	assert.Equal(t, StatePressed, b.State())

	// The hit area extends to 44 px high even though the button is 30.
	in := click(150, 94)
	assert.True(t, b.Update(in))
	_, _, ok := in.Tap()
	assert.False(t, ok, "the button consumed the tap")
	assert.False(t, b.Update(click(150, 150)))

	b.Disabled = true
	assert.False(t, b.Update(click(150, 110)))
	assert.Equal(t, StateDisabled, b.State())
	b.Activate()
	assert.False(t, b.Update(hover(0, 0, false)))
	assert.False(t, b.CanFocus())
}

func TestFocusArrowsTabAndEnter(t *testing.T) {
	// Two columns:  a b
	//               c d
	a := NewButton(R(0, 0, 100, 50), "a")
	b := NewButton(R(200, 0, 100, 50), "b")
	c := NewButton(R(0, 100, 100, 50), "c")
	d := NewButton(R(200, 100, 100, 50), "d")
	f := NewFocus(a, b, c, d)
	assert.Nil(t, f.Current())

	f.Update(keys(input.KeyDown))
	assert.Same(t, a, f.Current(), "first arrow focuses the first widget")
	assert.True(t, a.Focused())
	f.Update(keys(input.KeyRight))
	assert.Same(t, b, f.Current())
	f.Update(keys(input.KeyDown))
	assert.Same(t, d, f.Current())
	f.Update(keys(input.KeyLeft))
	assert.Same(t, c, f.Current())
	f.Update(keys(input.KeyLeft))
	assert.Same(t, c, f.Current(), "nothing further left")
	f.Update(keys(input.KeyDown))
	assert.Same(t, d, f.Current(), "past the bottom wraps in Tab order")
	f.Update(keys(input.KeyNext))
	assert.Same(t, a, f.Current())
	f.Update(keys(input.KeyPrev))
	assert.Same(t, d, f.Current())

	b.Disabled = true
	f.SetIndex(0)
	f.Update(keys(input.KeyNext))
	assert.Same(t, c, f.Current(), "disabled widgets are skipped")

	in := keys(input.KeyConfirm)
	f.Update(in)
	assert.True(t, c.Update(in), "Enter activates the focused button")
	assert.False(t, a.Update(in))
	assert.True(t, c.showRing(), "keyboard use shows the ring")

	// Tapping a widget moves focus there and hides the ring.
	in = click(250, 120)
	f.Update(in)
	assert.Same(t, d, f.Current())
	assert.False(t, d.showRing())
	assert.True(t, d.Update(in))
}

func TestMenuKeysAndTaps(t *testing.T) {
	m := NewMenu(100, 100, 300, "New game", "Continue", "Settings", "Quit")
	m.Disabled = []bool{false, true}
	_, ok := m.Update(keys(input.KeyDown))
	assert.False(t, ok)
	assert.Equal(t, 2, m.Selected, "disabled Continue is skipped")
	m.Update(keys(input.KeyUp))
	assert.Equal(t, 0, m.Selected)
	m.Update(keys(input.KeyUp))
	assert.Equal(t, 3, m.Selected, "wraps")
	i, ok := m.Update(keys(input.KeyConfirm))
	assert.True(t, ok)
	assert.Equal(t, 3, i)

	i, ok = m.Update(click(200, 100+52*2+10))
	assert.True(t, ok)
	assert.Equal(t, 2, i)
	_, ok = m.Update(click(200, 100+52+10))
	assert.False(t, ok, "tapping a disabled row does nothing")
	assert.Equal(t, -1, m.RowAt(50, 120))
	assert.Equal(t, 3, m.RowAt(200, 100+52*3+1))
	assert.Equal(t, -1, m.RowAt(200, 100+52*4+1))

	m.RowH = 10
	assert.Equal(t, float64(MinHit), m.Row(0).H, "rows are finger-sized")
}

func TestToggleAndChoice(t *testing.T) {
	tg := &Toggle{Rect: R(0, 0, 300, 44), Label: "Sound"}
	assert.True(t, tg.Update(click(250, 20)))
	assert.True(t, tg.On)
	f := NewFocus(tg)
	f.SetIndex(0)
	in := keys(input.KeyLeft)
	f.Update(in)
	assert.True(t, tg.Update(in))
	assert.False(t, tg.On)
	in = keys(input.KeyLeft)
	f.Update(in)
	assert.False(t, tg.Update(in), "already off")

	c := &Choice{Rect: R(0, 100, 400, 44), Label: "Speed", Options: []string{"1×", "2×", "4×", "Instant"}}
	rects := c.OptionRects()
	require.Len(t, rects, 4)
	assert.GreaterOrEqual(t, rects[0].X, 160.0, "label takes the left part")
	x, y := rects[2].Center()
	assert.True(t, c.Update(click(x, y)))
	assert.Equal(t, 2, c.Selected)
	assert.False(t, c.Update(click(x, y)), "same option: no change")

	f = NewFocus(c)
	f.SetIndex(0)
	in = keys(input.KeyRight)
	f.Update(in)
	assert.True(t, c.Update(in))
	assert.Equal(t, 3, c.Selected)
	in = keys(input.KeyRight)
	f.Update(in)
	assert.False(t, c.Update(in), "at the end")
	in = keys(input.KeyConfirm)
	f.Update(in)
	assert.True(t, c.Update(in))
	assert.Equal(t, 0, c.Selected, "Enter cycles")
}

// A pointer circling the hub spins the wheel at the rate it circled, on a
// fast device and on a slow one that sees the circle as a few long chords
// (5 frames a second, twelve ticks run back to back on each frame's input).
func TestWheelFlickIsTheRateOfTurn(t *testing.T) {
	for _, c := range []struct {
		fps  float64
		step float64 // degrees a frame
	}{{60, 5}, {30, 10}, {12, 25}, {5, 55}, {5, -55}} {
		v := NewWheelView(anim.NewWheel())
		v.SetPlace(300, 300, 200)
		var tr input.Tracker
		var flick float64
		var spun bool
		frame := func(n int, deg float64, down bool) {
			a := (-160 + deg) * math.Pi / 180
			s := input.Sample{MouseIn: true, MouseDown: down, Focused: true, MouseX: 300 + 140*math.Cos(a), MouseY: 300 + 140*math.Sin(a)}
			for i := range int(60 / c.fps) {
				s.Time = 1 + float64(n)/c.fps + float64(i)*1e-5
				in := tr.Update(s)
				if f, ok, _ := v.Gesture(&in); ok {
					flick, spun = f, true
				}
			}
		}
		n := 0
		for ; n < 7; n++ {
			frame(n, float64(n)*c.step, true)
		}
		frame(n, float64(n)*c.step, false) // let go while moving
		want := c.step * math.Pi / 180 * c.fps
		if want < 0 {
			assert.False(t, spun, "a backwards flick puts the wheel back: %+v", c)
			continue
		}
		require.True(t, spun, "%+v", c)
		assert.InDelta(t, want, flick, want*0.1, "%+v", c)
	}
}

func TestWheelViewGestures(t *testing.T) {
	w := anim.NewWheel()
	v := NewWheelView(w)
	v.SetPlace(300, 300, 200)
	assert.True(t, v.Contains(300, 120))
	assert.False(t, v.Contains(300, 80))

	// A flick across the top of the wheel spins it.
	var tr input.Tracker
	s := input.Sample{MouseIn: true, MouseDown: true, Focused: true, MouseX: 250, MouseY: 150}
	tr.Update(s)
	var flick float64
	var spun bool
	for i := 1; i <= 6; i++ {
		s.MouseX = 250 + float64(i)*25
		in := tr.Update(s)
		_, spun, _ = v.Gesture(&in)
		require.False(t, spun)
	}
	assert.NotEqual(t, 0.0, w.Angle(), "dragging turns the wheel by hand")
	s.MouseDown = false
	in := tr.Update(s)
	flick, spun, _ = v.Gesture(&in)
	assert.True(t, spun)
	assert.Greater(t, flick, 2.0)

	// A tap on the wheel spins with the default flick; a tap elsewhere does not.
	flick, spun, _ = v.Gesture(click(300, 300))
	assert.True(t, spun)
	assert.Zero(t, flick)
	_, spun, _ = v.Gesture(click(10, 10))
	assert.False(t, spun)

	w.Spin(3, 0)
	_, spun, _ = v.Gesture(click(300, 300))
	assert.False(t, spun, "no second spin while spinning")
	x, y := v.PointerTip()
	assert.Equal(t, 300.0, x)
	assert.Less(t, y, 300.0)
}

// A line narrower than one letter (a seat panel squeezed by its badges on a
// small screen) still wraps, a letter a line, and ends: it used to loop
// for ever, growing its list of empty lines.
func TestWrapNarrowerThanALetter(t *testing.T) {
	f := Face(SizeBody, false)
	for _, w := range []float64{0, 2, 5} {
		lines := Wrap("Collect 0", f, w)
		assert.Equal(t, "Collect0", strings.Join(lines, ""), "width %v", w)
		assert.Len(t, lines, 8, "width %v", w)
	}
}

// A toggle's label never runs under its switch: in a narrow column (the
// settings on a 320x240 window) it takes smaller type, and is cut short
// only when even that does not fit.
func TestToggleLabelKeepsClearOfTheSwitch(t *testing.T) {
	for _, w := range []float64{400, 230, 180, 90} {
		tg := &Toggle{Rect: R(0, 0, w, 44), Label: "Offer me side bets"}
		label, f := tg.label()
		lw, _ := Measure(label, f)
		assert.LessOrEqual(t, lw, w-64-12, "width %.0f: %q", w, label)
		if w >= 230 {
			assert.Equal(t, tg.Label, label, "width %.0f: the whole label", w)
		}
	}
}

// A space's label on a small tile keeps its words whole ("Receive", not
// "Recei" over "ve"): the type steps down until every word fits; only when
// even the smallest does not hold it does a word lose its end ("Mount…"),
// never its middle, and do lines past the height go.
func TestFitLabelKeepsWordsWhole(t *testing.T) {
	for _, label := range []string{"Receive", "Spend", "START", "Mountain Lodge $120k", "Road to the Poor House", "Go to the Casino"} {
		f, lines, lh := FitLabel(label, 9, 6, false, 23, 40, 1.15)
		words := strings.Fields(label)
		var got []string
		for _, ln := range lines {
			got = append(got, strings.Fields(ln)...)
			lw, _ := Measure(ln, f)
			assert.LessOrEqual(t, lw, 23.0, "%q: line %q fits", label, ln)
		}
		require.LessOrEqual(t, len(got), len(words), "%q: %q", label, lines)
		for i, g := range got {
			if g != words[i] {
				cut := strings.TrimSuffix(g, "…")
				assert.True(t, cut != g && strings.HasPrefix(words[i], cut), "%q: %q is word %q or its start and …", label, g, words[i])
			}
		}
		assert.LessOrEqual(t, float64(len(lines))*lh, 40.0+0.01, "%q: the lines fit the height", label)
	}
	_, lines, _ := FitLabel("Receive", 9, 6, false, 80, 40, 1.15)
	assert.Equal(t, []string{"Receive"}, lines, "a roomy tile keeps the first size")
	_, lines, _ = FitLabel("Receive", 9, 6, false, 23, 40, 1.15)
	assert.Equal(t, []string{"Receive"}, lines, "a small tile, in smaller type")
}

// Face keeps at most faceLimit faces however many sizes are asked for (a
// window dragged through every size), and the same face for a size asked
// again.
func TestFaceCacheIsBounded(t *testing.T) {
	t.Cleanup(func() {
		facesMu.Lock()
		defer facesMu.Unlock()
		forgetFaces() // the next tests start from an empty cache, not a full one
	})
	for i := range 3 * faceLimit {
		size := 10 + float64(i)/3
		f := Face(size, i%2 == 0)
		require.Same(t, f, Face(size, i%2 == 0), "size %v asked again", size)
		facesMu.Lock()
		n := len(faces)
		facesMu.Unlock()
		require.LessOrEqual(t, n, faceLimit)
	}
	assert.Equal(t, Advance("Pay $20,000", Face(SizeBody, false)), Advance("Pay $20,000", Face(SizeBody, false)))
}
