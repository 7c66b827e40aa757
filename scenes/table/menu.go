package table

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// Title makes the title screen the menu's "Save and quit" goes to. The
// scenes package sets it (it holds the title), as it sets Results.
var Title func() game.Scene

// betsHint says what the side-bets switch changes, so nobody expects it to
// change the game in progress.
const betsHint = "Applies to new games only"

// MenuButton is the ☰ button a board puts in its top bar to open the menu:
// a finger-sized target drawn as three bars (the fonts have no ☰).
type MenuButton struct{ ui.Target }

// Draw draws the button.
func (b *MenuButton) Draw(dst *ebiten.Image) {
	r := drawIconButton(dst, &b.Target, "Menu")
	cx, cy := r.Center()
	for k := -1; k <= 1; k++ {
		ui.FillRoundRect(dst, ui.R(cx-11, cy+float64(k)*7-1.5, 22, 3), 1.5, ui.ColTextLight)
	}
	b.DrawRing(dst, min(12, r.H/3))
}

// Menu is the in-game menu every board opens with Escape or its ☰ button:
// resume, the animation speed, sound, side bets for new games, the game's
// rules, and quit to the title (the game is saved after every action, so
// the title's Continue picks it up). While it is open the board skips its
// own Update, so the game is paused.
type Menu struct {
	rules []string
	open  bool
	// showRules: the rules page is up instead of the controls.
	showRules bool

	// The controls, exported for tests to find.
	Resume, RulesButton, Quit *ui.Button
	Back                      *ui.Button // the rules page's way back
	Speed                     *ui.Choice
	Sound, Bets               *ui.Toggle

	panel, rulesPanel ui.Panel
	focus, rulesFocus *ui.Focus
	w, h              float64
}

// NewMenu is a closed menu whose Rules page shows rules.
func NewMenu(rules []string) *Menu {
	m := &Menu{
		rules:       rules,
		Resume:      ui.NewButton(ui.Rect{}, "Resume"),
		RulesButton: ui.NewButton(ui.Rect{}, "Rules"),
		Quit:        ui.NewButton(ui.Rect{}, "Save and quit to title"),
		Back:        ui.NewButton(ui.Rect{}, "Back"),
		Speed:       &ui.Choice{},
		Sound:       &ui.Toggle{Label: "Sound"},
		Bets:        &ui.Toggle{Label: "Side bets"},
	}
	for _, sp := range anim.Speeds {
		m.Speed.Options = append(m.Speed.Options, sp.String())
	}
	m.focus = ui.NewFocus(m.Resume, m.Speed, m.Sound, m.Bets, m.RulesButton, m.Quit)
	m.rulesFocus = ui.NewFocus(m.Back)
	return m
}

// MenuFor is the menu for a match, its rules page from p and the match's
// ruleset descriptor.
func MenuFor(m *match.Match, p Presenter) *Menu {
	r, err := catalog.Lookup(m.Setup.Ruleset)
	if err != nil {
		return NewMenu([]string{err.Error()})
	}
	return NewMenu(p.Rules(*r))
}

// IsOpen reports whether the menu is up (the board is paused).
func (m *Menu) IsOpen() bool { return m != nil && m.open }

// Open shows the menu with the settings as they stand.
func (m *Menu) Open(ctx *game.Context) {
	st := ctx.Settings()
	m.Sound.On, m.Bets.On = st.Sound, st.AskSideBets
	m.Speed.Selected = 0
	for i, sp := range anim.Speeds {
		if sp == st.AnimSpeed {
			m.Speed.Selected = i
		}
	}
	m.open, m.showRules = true, false
	m.focus.SetIndex(-1)
	m.w = 0 // lay out afresh
	m.layout(ctx.Width, ctx.Height)
}

// ShowingRules reports whether the rules page is up.
func (m *Menu) ShowingRules() bool { return m.IsOpen() && m.showRules }

// Rules are the lines the rules page shows.
func (m *Menu) Rules() []string { return m.rules }

// Close hides the menu; the board carries on.
func (m *Menu) Close() { m.open, m.showRules = false, false }

// Controls are the menu's controls on screen now, for tests.
func (m *Menu) Controls() []ui.Rect {
	if m.showRules {
		return []ui.Rect{m.Back.Rect}
	}
	return append([]ui.Rect{m.Resume.Rect, m.Sound.Rect, m.Bets.Rect, m.RulesButton.Rect, m.Quit.Rect}, m.Speed.OptionRects()...)
}

// Panel is the menu's card, for tests.
func (m *Menu) Panel() ui.Rect { return m.panel.Rect }

// Menu rows: a row is a control's height plus the gap under it.
const (
	menuRowH = 52.0
	menuGap  = 12.0
	menuHint = 22.0 // the side-bets hint line
)

func (m *Menu) layout(w, h float64) {
	if w == m.w && h == m.h {
		return
	}
	m.w, m.h = w, h
	m.Speed.Label = "Speed"
	pw := min(520, w-24)
	ph := 44 + 32 + 6*(menuRowH+menuGap) + menuHint
	wide := ph > h-16
	if wide {
		// A short, wide screen: two abreast where they fit, the speed's
		// four options and the quit button across the card.
		pw = min(760, w-24)
		ph = 44 + 32 + 4*(menuRowH+menuGap) + menuHint
	}
	m.panel = ui.Panel{Rect: ui.R((w-pw)/2, max(8, (h-ph)/2), pw, ph), Title: "Paused"}
	c := m.panel.Content()
	y := c.Y
	row := func() ui.Rect {
		r := ui.R(c.X, y, c.W, menuRowH)
		y += menuRowH + menuGap
		return r
	}
	halves := func(r ui.Rect) (ui.Rect, ui.Rect) {
		hw := (r.W - 32) / 2
		return ui.R(r.X, r.Y, hw, r.H), ui.R(r.X+hw+32, r.Y, hw, r.H)
	}
	if wide {
		m.Resume.Rect, m.RulesButton.Rect = halves(row())
		m.Speed.Rect = row()
		m.Sound.Rect, m.Bets.Rect = halves(row())
		y += menuHint
		m.Quit.Rect = row()
	} else {
		m.Resume.Rect = row()
		m.Speed.Rect = row()
		m.Sound.Rect = row()
		m.Bets.Rect = row()
		y += menuHint
		m.RulesButton.Rect = row()
		m.Quit.Rect = row()
	}
	// The rules page takes the screen's height, as its text may need it.
	m.rulesPanel = ui.Panel{Rect: ui.R(m.panel.Rect.X, 8, pw, h-16), Title: "Rules"}
	m.Back.Rect = ui.R((w-200)/2, h-8-menuRowH-16, 200, menuRowH)
}

// Update runs the open menu for one tick and reports whether it is open:
// a board skips its own Update then. Escape closes it (or leaves the rules
// page); every change of setting is saved at once.
func (m *Menu) Update(ctx *game.Context) bool {
	if !m.IsOpen() {
		return false
	}
	m.layout(ctx.Width, ctx.Height)
	in := ctx.Input
	if m.showRules {
		m.rulesFocus.Update(in)
		if in.Consume(input.KeyBack) || m.Back.Update(in) {
			ctx.Play(sound.Button)
			m.showRules = false
		}
		in.ConsumeTap() // nothing under the menu takes a tap
		return true
	}
	if in.Consume(input.KeyBack) {
		m.Close()
		return true
	}
	m.focus.Update(in)
	st := ctx.Settings()
	changed := false
	if m.Speed.Update(in) {
		st.AnimSpeed, changed = anim.Speeds[m.Speed.Selected], true
	}
	if m.Sound.Update(in) {
		st.Sound, changed = m.Sound.On, true
	}
	if m.Bets.Update(in) {
		st.AskSideBets, changed = m.Bets.On, true
	}
	if changed {
		ctx.SetSettings(st)
		ctx.Play(sound.Button)
	}
	switch {
	case m.Resume.Update(in):
		ctx.Play(sound.Button)
		m.Close()
	case m.RulesButton.Update(in):
		ctx.Play(sound.Button)
		m.showRules = true
		m.rulesFocus.SetIndex(-1)
	case m.Quit.Update(in):
		ctx.Play(sound.Button)
		m.Close()
		if Title != nil {
			ctx.Switch(Title())
		}
	}
	in.ConsumeTap()
	return true
}

// Draw draws the open menu over the board, the board dimmed under it.
func (m *Menu) Draw(dst *ebiten.Image) {
	if !m.IsOpen() {
		return
	}
	ui.FillRoundRect(dst, ui.R(0, 0, m.w, m.h), 0, color.RGBA{0, 0, 0, 0xa0})
	if m.showRules {
		m.drawRules(dst)
		return
	}
	m.panel.Draw(dst)
	m.Resume.Draw(dst)
	m.Speed.Draw(dst)
	m.Sound.Draw(dst)
	m.Bets.Draw(dst)
	ui.DrawText(dst, betsHint, ui.FitFace(betsHint, m.Bets.Rect.W, ui.SizeSmall, false), m.Bets.Rect.X, m.Bets.Rect.Y+m.Bets.Rect.H+menuHint/2, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	m.RulesButton.Draw(dst)
	m.Quit.Draw(dst)
}

// drawRules draws the rules page: the lines wrapped to the card, in the
// small type when the body type would not fit above the Back button.
func (m *Menu) drawRules(dst *ebiten.Image) {
	m.rulesPanel.Draw(dst)
	c := m.rulesPanel.Content()
	bottom := m.Back.Rect.Y - 8
	var lines []string
	var f *ui.TextFace
	for _, size := range []float64{ui.SizeBody, ui.SizeSmall} {
		f, lines = ui.Face(size, false), nil
		for _, ln := range m.rules {
			lines = append(lines, ui.Wrap("• "+ln, f, c.W)...)
		}
		if c.Y+float64(len(lines))*ui.FaceSize(f)*1.3 <= bottom {
			break
		}
	}
	lh := ui.FaceSize(f) * 1.3
	for i, ln := range lines {
		y := c.Y + float64(i)*lh
		if y+lh > bottom {
			break
		}
		ui.DrawText(dst, ln, f, c.X, y+lh/2, ui.AlignStart, ui.AlignCenter, ui.ColText)
	}
	m.Back.Draw(dst)
}

// genericRules is Base's rules page: what the descriptor says of the game.
func genericRules(r engine.Ruleset) []string {
	name := r.Name
	if r.Edition != "" {
		name += " (" + r.Edition + ")"
	}
	lines := []string{name + ": " + r.Blurb}
	lines = append(lines, fmt.Sprintf("For %d to %d players.", r.MinSeats, r.MaxSeats))
	if r.Ranking == engine.FewestWins {
		lines = append(lines, "At the end, the lowest count wins.")
	} else {
		lines = append(lines, "At the end, the highest count wins.")
	}
	return lines
}

// drawIconButton records a button drawn as a sign (the ☰, "Play until my
// turn") under its label for the tests and the browser hook, and fills its
// face in the button colour for its state; the caller draws the sign on
// the rectangle it returns.
func drawIconButton(dst *ebiten.Image, t *ui.Target, label string) ui.Rect {
	ui.Record(ui.Drawn{Kind: "button", Label: label, Rect: t.Rect.HitRect()})
	fill := ui.ColButton
	switch t.State() {
	case ui.StateHover:
		fill = ui.Lighten(fill, 0.15)
	case ui.StatePressed:
		fill = ui.Darken(fill, 0.2)
	}
	ui.FillRoundRect(dst, t.Rect, min(12, t.Rect.H/3), fill)
	return t.Rect
}
