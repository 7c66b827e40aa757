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

// Settings is the settings screen: sound, volume, animation speed and side
// bets. Every change applies and is saved at once; Done (or Escape) goes
// back to the screen it came from.
type Settings struct {
	back   game.Scene
	panel  ui.Panel
	sound  *ui.Toggle
	volume *ui.Choice
	speed  *ui.Choice
	bets   *ui.Toggle
	done   *ui.Button
	focus  *ui.Focus
	status string
	w, h   float64
}

// NewSettings returns the settings screen; back is where Done leads.
func NewSettings(back game.Scene) game.Scene { return newSettings(back) }

func newSettings(back game.Scene) *Settings {
	s := &Settings{
		back:   back,
		sound:  &ui.Toggle{Label: "Sound"},
		volume: &ui.Choice{Label: "Volume"},
		speed:  &ui.Choice{Label: "Animation speed"},
		bets:   &ui.Toggle{Label: "Ask me for side bets"},
		done:   ui.NewButton(ui.Rect{}, "Done"),
	}
	for _, v := range settingsVolumes {
		s.volume.Options = append(s.volume.Options, fmt.Sprintf("%d%%", int(math.Round(v*100))))
	}
	for _, sp := range anim.Speeds {
		s.speed.Options = append(s.speed.Options, sp.String())
	}
	s.focus = ui.NewFocus(s.sound, s.volume, s.speed, s.bets, s.done)
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
}

func (s *Settings) layout(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	pw := min(720, w-32)
	rows := []*ui.Rect{&s.sound.Rect, &s.volume.Rect, &s.speed.Rect, &s.bets.Rect}
	portrait := h > w
	rowH, gap := 52.0, 22.0
	if portrait {
		rowH = 96 // label above, options below
	}
	perCol := len(rows)
	ph := 44 + 24 + float64(perCol)*(rowH+gap) + 40 + 56 + 24
	cols := 1
	// stacked: the choices' labels above their options (portrait, and a
	// short screen too narrow for label and options on one line).
	stacked := portrait
	if !portrait && ph > h-16 {
		// A short, wide screen: two columns of settings.
		cols, perCol, pw = 2, (len(rows)+1)/2, min(1100, w-32)
		ph = 44 + 24 + float64(perCol)*(rowH+gap) + 40 + 56 + 24
		if colW := (pw - 32 - 40) / 2; colW*0.6 < 5*(ui.MinHit-6)+4*6 {
			// Each column a toggle's line and a choice's two.
			stacked = true
			ph += 96 - rowH
		}
	}
	s.panel = ui.Panel{Rect: ui.R((w-pw)/2, max(8, (h-ph)/2), pw, ph), Title: "Settings"}
	c := s.panel.Content()
	colW := (c.W - 40*float64(cols-1)) / float64(cols)
	for i, r := range rows {
		col, k := i/perCol, i%perCol
		*r = ui.R(c.X+float64(col)*(colW+40), c.Y+12+float64(k)*(rowH+gap), colW, rowH)
	}
	if stacked && !portrait {
		// Sound over volume, speed over side bets.
		s.volume.Rect.H = 96
		s.bets.Rect.Y = s.speed.Rect.Y + 96 + gap
		s.speed.Rect.H = 96
	}
	s.volume.Label, s.speed.Label = "Volume", "Animation speed"
	if stacked {
		// Toggles keep one line; choices put their label above the options.
		s.sound.Rect.H, s.bets.Rect.H = 52, 52
		for _, c := range []*ui.Choice{s.volume, s.speed} {
			c.Label = ""
			c.Rect = ui.R(c.Rect.X, c.Rect.Y+40, c.Rect.W, c.Rect.H-40)
		}
	}
	s.done.Rect = ui.R(c.X+(c.W-220)/2, s.panel.Rect.Y+s.panel.Rect.H-56-20, 220, 56)
}

func (s *Settings) save(ctx *game.Context) {
	st := ctx.Settings()
	st.Sound = s.sound.On
	st.Volume = settingsVolumes[s.volume.Selected]
	st.AnimSpeed = anim.Speeds[s.speed.Selected]
	st.AskSideBets = s.bets.On
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
	for _, t := range []*ui.Toggle{s.sound, s.bets} {
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
	if s.status != "" {
		ui.DrawText(screen, s.status, ui.FitFace(s.status, s.sound.Rect.W, ui.SizeSmall, false), s.sound.Rect.X, s.sound.Rect.Y+s.sound.Rect.H+4, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	}
	hint := "Other players' spins: bet on the number"
	ui.DrawText(screen, hint, ui.FitFace(hint, s.bets.Rect.W, ui.SizeSmall, false), s.bets.Rect.X, s.bets.Rect.Y+s.bets.Rect.H+4, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	s.done.Draw(screen)
}
