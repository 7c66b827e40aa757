package million

import (
	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// pickUI is a person's choice between a few plain ways: the upgrade at GO
// (upgrade, or keep the mover) and a kept card against rent (use it, or
// pay). The table's default panel, with the engine's long words on its
// buttons ("use: Keep until needed: pay no rent, once"), put the second
// way on a second page on a phone; here each way is a few words, side by
// side, under the prompt where the bar has room for it.
type pickUI struct {
	prompt  string
	btns    []*ui.Button
	acts    []engine.Action
	focus   *ui.Focus
	rect    ui.Rect
	promptR ui.Rect
	armed   arming
	key     ui.Rect
}

func newPickUI(m *match.Match, d engine.Decision) table.DecisionUI {
	g, ok := m.G.(*million.Game)
	if !ok {
		return nil
	}
	s := int(d.Seat)
	p := &pickUI{prompt: g.Name(s) + ", " + g.Prompt(d), focus: ui.NewFocus()}
	used := false
	for _, a := range g.Legal(s, nil) {
		if a.Kind == million.AUseCard {
			if used {
				continue // a second card of the kind does the same: one button
			}
			used = true
		}
		b := ui.NewButton(ui.Rect{}, pickWords(g, d, a))
		if a.Kind != million.ANo {
			b.Color = ui.ColToggleOn
		}
		p.btns, p.acts = append(p.btns, b), append(p.acts, a)
	}
	items := make([]ui.Focusable, len(p.btns))
	for i, b := range p.btns {
		items[i] = b
	}
	p.focus.Set(items...)
	return p
}

// pickWords are a way's words on its button.
func pickWords(g *million.Game, d engine.Decision, a engine.Action) string {
	switch {
	case a.Kind == million.AUpgrade:
		return "Upgrade for " + short(million.UpgradeFee)
	case a.Kind == million.AUseCard:
		return "Use the card"
	case a.Kind == million.ANo && d.Kind == million.DUpgrade:
		return "Keep the mover"
	case a.Kind == million.ANo && d.Kind == million.DRent:
		return "Pay the rent"
	}
	w := g.ActionString(a)
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// Place implements table.DecisionUI: the buttons along the foot of the
// bar, side by side (two to a row where it is narrow), the prompt over
// them in the room left; the panel grows upwards where the bar is short.
func (p *pickUI) Place(_, bar ui.Rect) {
	if bar == p.key {
		return
	}
	p.key = bar
	const pad, rowH = 8.0, 48.0
	in := bar.Inset(pad)
	perRow := len(p.btns)
	if in.W < 460 {
		perRow = min(perRow, 2)
	}
	rows := (len(p.btns) + perRow - 1) / perRow
	need := float64(rows)*(rowH+pad) - pad
	top := in.Y + in.H - need // over the bar's top where it is short
	p.promptR = ui.Rect{}
	if spare := top - in.Y - pad; spare >= 24 {
		p.promptR = ui.R(in.X+4, in.Y, in.W-8, spare)
	}
	for i, b := range p.btns {
		row, col := i/perRow, i%perRow
		n := min(perRow, len(p.btns)-row*perRow)
		b.Rect = ui.R(in.X, top+float64(row)*(rowH+pad), in.W, rowH).SplitH(n, pad)[col]
		b.TextSize = ui.SizeBody // a narrower button draws its words smaller (ui.FitFace)
	}
	p.rect = bar
	if top-pad < bar.Y {
		p.rect = ui.R(bar.X, top-pad, bar.W, bar.Y+bar.H-(top-pad))
	}
}

// Update implements table.DecisionUI.
func (p *pickUI) Update(in *input.Intents) (engine.Action, bool) {
	p.armed.guard(in)
	p.focus.Update(in)
	for i, b := range p.btns {
		if b.Update(in) {
			return p.acts[i], true
		}
	}
	return engine.Action{}, false
}

// Draw implements table.DecisionUI.
func (p *pickUI) Draw(dst *ebiten.Image) {
	table.DrawBar(dst, p.rect)
	drawPrompt(dst, p.promptR, p.prompt)
	for i, b := range p.btns {
		b.Draw(dst)
		table.Offer(b.Rect, p.acts[i])
	}
}
