package table

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
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

// Start begins at the game's turn with each seat's money as shown.
func (f *FastForward) Start(turn int, money []int64) {
	f.on, f.turn, f.before = true, turn, append(f.before[:0], money...)
}

// Stop ends it at the game's turn and money and returns the summary.
func (f *FastForward) Stop(g engine.Game, turn int, money []int64) string {
	f.on = false
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
	ui.Record(ui.Drawn{Kind: "button", Label: SkipLabel, Rect: b.Rect.HitRect()})
	fill := ui.ColButton
	switch b.State() {
	case ui.StateHover:
		fill = ui.Lighten(fill, 0.15)
	case ui.StatePressed:
		fill = ui.Darken(fill, 0.2)
	}
	r := b.Rect
	ui.FillRoundRect(dst, r, min(12, r.H/3), fill)
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
