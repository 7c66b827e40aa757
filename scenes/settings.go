package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// settingsVolumes are the volume steps offered.
var settingsVolumes = []float64{0.2, 0.4, 0.6, 0.8, 1.0}

// settingsVolumeIndex is the step nearest to v.
func settingsVolumeIndex(v float64) int {
	best := 0
	for i, s := range settingsVolumes {
		if math.Abs(s-v) < math.Abs(settingsVolumes[best]-v) {
			best = i
		}
	}
	return best
}

// Settings is the settings screen: sound, volume, animation speed, side
// bets and the odds advisor. Every change applies and is saved at once;
// Done (or Escape) goes back to the screen it came from.
type Settings struct {
	back   game.Scene
	panel  ui.Panel
	sound  *ui.Toggle
	volume *ui.Choice
	speed  *ui.Choice
	bets   *ui.Toggle
	// advisor: the odds advisor at a person's decisions (table.Advisor).
	advisor *ui.Toggle
	done    *ui.Button
	focus   *ui.Focus
	status  string
	w, h    float64
}

// NewSettings returns the settings screen; back is where Done leads.
func NewSettings(back game.Scene) game.Scene { return newSettings(back) }

func newSettings(back game.Scene) *Settings {
	s := &Settings{
		back:    back,
		sound:   &ui.Toggle{Label: "Sound"},
		volume:  &ui.Choice{Label: "Volume"},
		speed:   &ui.Choice{Label: "Animation speed"},
		bets:    &ui.Toggle{Label: "Offer me side bets"},
		advisor: &ui.Toggle{Label: "Odds advisor"},
		done:    ui.NewButton(ui.Rect{}, "Done"),
	}
	for _, v := range settingsVolumes {
		s.volume.Options = append(s.volume.Options, fmt.Sprintf("%d%%", int(math.Round(v*100))))
	}
	for _, sp := range anim.Speeds {
		s.speed.Options = append(s.speed.Options, sp.String())
	}
	s.focus = ui.NewFocus(s.sound, s.volume, s.speed, s.bets, s.advisor, s.done)
	return s
}

// OnEnter implements game.Enterer.
func (s *Settings) OnEnter(ctx *game.Context) {
	s.load(ctx.Settings())
	s.layout(ctx.Width, ctx.Height)
}

func (s *Settings) load(st game.Settings) {
	s.sound.On = st.Sound
	s.volume.Selected = settingsVolumeIndex(st.Volume)
	s.speed.Selected = int(st.AnimSpeed)
	s.bets.On = st.AskSideBets
	s.advisor.On = st.Advisor
}

func (s *Settings) layout(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	const gap, toggleH, lineH, stackH = 22.0, 52.0, 52.0, 96.0
	portrait := h > w
	// A column of settings: toggles one line; a choice one line (its label
	// left of the options) or stacked (its label above them).
	type row struct {
		r      *ui.Rect
		choice *ui.Choice
	}
	toggle := func(t *ui.Toggle) row { return row{r: &t.Rect} }
	choice := func(c *ui.Choice) row { return row{r: &c.Rect, choice: c} }
	rowH := func(r row, stacked bool) float64 {
		switch {
		case r.choice == nil && portrait:
			return stackH // upright: a toggle keeps the choices' spacing
		case r.choice == nil:
			return toggleH
		case stacked:
			return stackH
		}
		return lineH
	}
	colH := func(col []row, stacked bool) float64 {
		sum := 0.0
		for _, r := range col {
			sum += rowH(r, stacked) + gap
		}
		return sum
	}
	const head, foot = 44 + 24, 56 + 24 // the title; Done and its margin
	tail := 40.0                        // room above Done
	pw := min(720, w-32)
	cols := [][]row{{toggle(s.sound), choice(s.volume), choice(s.speed), toggle(s.bets), toggle(s.advisor)}}
	// stacked: the choices' labels above their options (portrait, and a
	// short screen too narrow for label and options on one line).
	stacked := portrait
	if !portrait && head+colH(cols[0], false)+tail+foot > h-16 {
		// A short, wide screen: two columns of settings.
		pw = min(1100, w-32)
		cols = [][]row{{toggle(s.sound), choice(s.volume), choice(s.speed)}, {toggle(s.bets), toggle(s.advisor)}}
		if colW := (pw - 32 - 40) / 2; colW*0.6 < 5*(ui.MinHit-6)+4*6 {
			// Too narrow for a choice's label beside its options: the
			// toggles in one column, the stacked choices in the other.
			stacked = true
			cols = [][]row{{toggle(s.sound), toggle(s.bets), toggle(s.advisor)}, {choice(s.volume), choice(s.speed)}}
		}
	}
	tallest := 0.0
	for _, col := range cols {
		tallest = max(tallest, colH(col, stacked))
	}
	// On the smallest screens the room above Done gives way first.
	tail = max(8, min(tail, h-16-head-tallest-foot))
	ph := head + tallest + tail + foot
	s.panel = ui.Panel{Rect: ui.R((w-pw)/2, max(8, (h-ph)/2), pw, ph), Title: "Settings"}
	c := s.panel.Content()
	colW := (c.W - 40*float64(len(cols)-1)) / float64(len(cols))
	for k, col := range cols {
		y := c.Y + 12
		for _, r := range col {
			rh := rowH(r, stacked)
			*r.r = ui.R(c.X+float64(k)*(colW+40), y, colW, rh)
			y += rh + gap
			switch {
			case r.choice == nil:
				r.r.H = toggleH
			case stacked:
				// The label above the options.
				r.choice.Label = ""
				*r.r = ui.R(r.r.X, r.r.Y+40, r.r.W, rh-40)
			}
		}
	}
	s.volume.Label, s.speed.Label = "Volume", "Animation speed"
	if stacked {
		s.volume.Label, s.speed.Label = "", ""
	}
	s.done.Rect = ui.R(c.X+(c.W-220)/2, s.panel.Rect.Y+s.panel.Rect.H-56-20, 220, 56)
}

func (s *Settings) save(ctx *game.Context) {
	st := ctx.Settings()
	st.Sound = s.sound.On
	st.Volume = settingsVolumes[s.volume.Selected]
	st.AnimSpeed = anim.Speeds[s.speed.Selected]
	st.AskSideBets = s.bets.On
	st.Advisor = s.advisor.On
	ctx.SetSettings(st)
}

// Update implements game.Scene.
func (s *Settings) Update(ctx *game.Context) error {
	s.layout(ctx.Width, ctx.Height)
	in := ctx.Input
	if in.Consume(input.KeyBack) {
		ctx.Switch(s.back)
		return nil
	}
	s.focus.Update(in)
	changed := false
	for _, t := range []*ui.Toggle{s.sound, s.bets, s.advisor} {
		if t.Update(in) {
			changed = true
		}
	}
	vol := s.volume.Update(in)
	if s.speed.Update(in) || vol {
		changed = true
	}
	if changed {
		s.save(ctx)
		ctx.Play(sound.Button) // at the new volume, so the player hears it
	}
	if s.done.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(s.back)
		return nil
	}
	s.status = ""
	if m := ctx.Sound(); m != nil {
		s.status = m.Status()
	} else {
		s.status = sound.StatusDisabled
	}
	return nil
}

// Draw implements game.Scene.
func (s *Settings) Draw(screen *ebiten.Image) {
	s.panel.Draw(screen)
	if s.volume.Label == "" { // stacked: the labels above the options
		for _, l := range []struct {
			c    *ui.Choice
			text string
		}{{s.volume, "Volume"}, {s.speed, "Animation speed"}} {
			ui.DrawText(screen, l.text, ui.Face(ui.SizeBody, false), l.c.Rect.X, l.c.Rect.Y-24, ui.AlignStart, ui.AlignCenter, ui.ColText)
		}
	}
	s.volume.Draw(screen)
	s.speed.Draw(screen)
	s.sound.Draw(screen)
	s.bets.Draw(screen)
	s.advisor.Draw(screen)
	if s.status != "" {
		ui.DrawText(screen, s.status, ui.FitFace(s.status, s.sound.Rect.W, ui.SizeSmall, false), s.sound.Rect.X, s.sound.Rect.Y+s.sound.Rect.H+4, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	}
	hint := "A moment to bet before others spin"
	ui.DrawText(screen, hint, ui.FitFace(hint, s.bets.Rect.W, ui.SizeSmall, false), s.bets.Rect.X, s.bets.Rect.Y+s.bets.Rect.H+4, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	hint = "Each choice shows its chance to win"
	ui.DrawText(screen, hint, ui.FitFace(hint, s.advisor.Rect.W, ui.SizeSmall, false), s.advisor.Rect.X, s.advisor.Rect.Y+s.advisor.Rect.H+4, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	s.done.Draw(screen)
}
