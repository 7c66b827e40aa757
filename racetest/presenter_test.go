package racetest

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// presenter gives the table the race's board and seat lines; every decision
// is made on the table's default panel.
type presenter struct{ table.Base }

func (presenter) Geometry(engine.Game) *table.Geometry {
	labels := make([]string, board.Len())
	colours := make([]color.RGBA, board.Len())
	for i := range labels {
		labels[i] = spaceName(int16(i))
		switch spaceKind[i] {
		case toll:
			colours[i] = color.RGBA{0xf2, 0xb8, 0xa8, 0xff}
		case chance:
			colours[i] = color.RGBA{0xb8, 0xd8, 0xf2, 0xff}
		}
	}
	return table.LoopGeometry(board, labels, colours)
}

func (presenter) Pawn(v engine.View, seat int) int { return v.(*View).Pos[seat] }

func (presenter) SeatLines(ev engine.View, seat int) []string {
	v := ev.(*View)
	return []string{fmt.Sprintf("Laps %d of %d", v.Laps[seat], lapsToWin), fmt.Sprintf("%d card(s) face down", v.FaceDown[seat])}
}

// dareUI is the race's own panel for a dare: two big buttons over the
// decision bar, to prove a presenter's panel replaces the default one.
type dareUI struct {
	legal     []engine.Action
	dare, let *ui.Button
	focus     *ui.Focus
}

// daresOffered counts the dare panels made, for the window test.
var daresOffered int

func (presenter) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if d.Kind != dDare {
		return nil
	}
	daresOffered++
	u := &dareUI{legal: m.G.Legal(int(d.Seat), nil), dare: ui.NewButton(ui.Rect{}, "Dare! ($20)"), let: ui.NewButton(ui.Rect{}, "Let them be")}
	u.focus = ui.NewFocus(u.dare, u.let)
	return u
}

func (u *dareUI) Place(_, bar ui.Rect) {
	half := (bar.W - 36) / 2
	u.dare.Rect = ui.R(bar.X+12, bar.Y+12, half, bar.H-24)
	u.let.Rect = ui.R(bar.X+24+half, bar.Y+12, half, bar.H-24)
}

func (u *dareUI) Update(in *input.Intents) (engine.Action, bool) {
	u.focus.Update(in)
	want := uint8(0)
	switch {
	case u.dare.Update(in):
		want = aDare
	case u.let.Update(in):
		want = aPass
	}
	for _, a := range u.legal {
		if want != 0 && a.Kind == want {
			return a, true
		}
	}
	return engine.Action{}, false
}

// Draw draws the two buttons and tells the odds advisor which action each
// stands for (table.Offer), as every game's panels do.
func (u *dareUI) Draw(dst *ebiten.Image) {
	u.dare.Draw(dst)
	u.let.Draw(dst)
	for _, a := range u.legal {
		switch a.Kind {
		case aDare:
			table.Offer(u.dare.Rect, a)
		case aPass:
			table.Offer(u.let.Rect, a)
		}
	}
}

// Cue: a dare is announced in the race's own words, with the coins' sound.
func (presenter) Cue(g engine.Game, e engine.Event) (table.Cue, bool) {
	if e.Kind != evDare {
		return table.Cue{}, false
	}
	return table.Cue{Banner: g.Name(int(e.Seat)) + " dares " + g.Name(int(e.Other)) + "!", Sound: sound.Pay, HasSound: true, Wait: 20}, true
}
