package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// FastForward is "Play until my turn": every computer turn up to a
// person's next decision is played at once (the log shows what happened),
// then one line says what changed meanwhile. A board starts it from its
// SkipButton or the F key, plays while On, and shows Stop's summary.
type FastForward struct {
	on     bool
	turn   int
	before []int64
}

// On reports whether the computers' turns are being played through.
func (f *FastForward) On() bool { return f.on }

// Offered reports whether "Play until my turn" is to be offered for m: a
// person plays (persons of them), it is not already playing through, the
// game goes on, the turn on screen (shown, the engine may be ahead) is a
// computer's, and a computer's decision comes next.
func (f *FastForward) Offered(m *match.Match, persons, shown int) bool {
	if f.on || persons == 0 || m.G.Over() || shown < 0 || !m.IsComputer(shown) {
		return false
	}
	d, ok := m.Decision()
	return ok && m.IsComputer(int(d.Seat))
}

// Start begins at the game's turn with each seat's money as shown.
func (f *FastForward) Start(turn int, money []int64) {
	f.on, f.turn, f.before = true, turn, append(f.before[:0], money...)
}

// ffBatch is how many decisions Play makes in one tick at the most; a
// longer stretch goes on next tick, so the screen keeps drawing; so does a
// hard computer's search once the tick's slice is spent (Think).
const ffBatch = 1000

// Play makes the decisions a fast-forward makes, up to the person's next
// decision that waits for them (or the end): every computer's, and a
// person's optional choice out of turn, passed as its moment would pass
// (Lapse). apply applies one action and shows its events at once. done is
// false when there is more for the next tick; a computer's error, or an
// action that did not apply, stops it (done, so a broken game never loops).
func (f *FastForward) Play(m *match.Match, apply func(engine.Action)) (done bool, err error) {
	for range ffBatch {
		d, ok := m.Decision()
		if !ok {
			return true, nil
		}
		a, optional := Lapse(m, d)
		if m.IsComputer(int(d.Seat)) {
			var decided bool
			if a, decided, err = Think(m); err != nil {
				return true, err
			}
			if !decided {
				return false, nil // a search goes on next tick
			}
		} else if !optional {
			return true, nil
		}
		n := len(m.Actions)
		if apply(a); len(m.Actions) == n {
			return true, nil
		}
	}
	return false, nil
}

// Stop ends it at the game's turn and money and returns the summary to
// toast, or "" when the game ended meanwhile: the results screen, which
// comes next, says what the last turns did, and a toast would lie over
// its headline.
func (f *FastForward) Stop(g engine.Game, turn int, money []int64) string {
	f.on = false
	if g.Over() {
		return ""
	}
	names := make([]string, len(money))
	for i := range names {
		names[i] = g.Name(i)
	}
	return WaitedSummary(names, f.before, money, turn-f.turn)
}

// WaitedSummary says in a line or two what the skipped turns did: how many
// there were and each seat's money that changed.
func WaitedSummary(names []string, before, after []int64, turns int) string {
	head := "While you waited"
	switch {
	case turns == 1:
		head += " (1 turn)"
	case turns > 1:
		head += fmt.Sprintf(" (%d turns)", turns)
	}
	var moved []string
	for i := range min(len(names), len(before), len(after)) {
		if d := after[i] - before[i]; d != 0 {
			moved = append(moved, names[i]+" "+ui.MoneyDelta(d))
		}
	}
	if len(moved) == 0 {
		return head + ": no money changed hands."
	}
	return head + ": " + strings.Join(moved, ", ") + "."
}

// SkipButton is the "Play until my turn" button a board shows in its top
// bar during the computers' turns: a fast-forward sign (the fonts have no
// ⏭), with its words when its rectangle leaves room for them.
type SkipButton struct{ ui.Target }

// SkipLabel is the button's words.
const SkipLabel = "Play until my turn"

// SkipWidth is the button's width: with its words when wide is true, else
// the sign alone, finger-sized.
func SkipWidth(wide bool) float64 {
	if !wide {
		return 52
	}
	w, _ := ui.Measure(SkipLabel, ui.Face(ui.SizeSmall, true))
	return w + 56
}

// Draw draws the button.
func (b *SkipButton) Draw(dst *ebiten.Image) {
	r := drawIconButton(dst, &b.Target, SkipLabel)
	cx, cy := r.X+26, r.Y+r.H/2
	// Two triangles pointing right and a bar: ▶▶|.
	for _, x := range []float64{cx - 12, cx - 2} {
		for k := 0.0; k < 10; k++ {
			h := 8 * (1 - k/10)
			ui.FillRoundRect(dst, ui.R(x+k, cy-h, 1.2, 2*h), 0, ui.ColTextLight)
		}
	}
	ui.FillRoundRect(dst, ui.R(cx+9, cy-8, 3, 16), 1, ui.ColTextLight)
	if r.W > 60 {
		f := ui.Face(ui.SizeSmall, true)
		ui.DrawText(dst, SkipLabel, f, r.X+46, cy, ui.AlignStart, ui.AlignCenter, ui.ColTextLight)
	}
	b.DrawRing(dst, min(12, r.H/3))
}
