package scenes

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/saves"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// replaysScene is the list of past games, newest first: each row says the
// game, who played, who won and when; choosing one opens the viewer. A
// replay file can also come in: dropped on the window, or (in a browser)
// through "Open file".
type replaysScene struct {
	entries []saves.Entry
	listErr string
	rows    []*ui.Target
	page    int
	perPage int

	panel      ui.Panel
	back, open *ui.Button
	prev, next *ui.Button
	focus      *ui.Focus
	w, h       float64
}

// NewReplays returns the list of past games.
func NewReplays() game.Scene { return newReplays() }

func newReplays() *replaysScene {
	s := &replaysScene{}
	var err error
	if s.entries, err = library.List(); err != nil {
		s.listErr = "The saved games cannot be listed: " + err.Error()
	}
	s.back = ui.NewButton(ui.Rect{}, "Back")
	s.back.Color = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
	if canUpload {
		s.open = ui.NewButton(ui.Rect{}, "Open file")
	}
	s.prev = ui.NewButton(ui.Rect{}, "▲ Newer")
	s.next = ui.NewButton(ui.Rect{}, "Older ▼")
	return s
}

// OnEnter implements game.Enterer.
func (s *replaysScene) OnEnter(ctx *game.Context) { s.layout(ctx.Width, ctx.Height) }

const replaysRowH = 76

func (s *replaysScene) layout(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	pw := min(760, w-24)
	s.panel = ui.Panel{Rect: ui.R((w-pw)/2, 12, pw, h-24), Title: "Past games"}
	c := s.panel.Content()
	// Rows, then the paging buttons, then Back (and Open file).
	listH := c.H - 30 - 56 - 12 - 56 - 12
	s.perPage = max(1, int((listH+8)/(replaysRowH+8)))
	s.page = min(s.page, s.pages()-1)
	s.rows = s.rows[:0]
	for i := range s.perPage {
		s.rows = append(s.rows, &ui.Target{Rect: ui.R(c.X, c.Y+30+float64(i)*(replaysRowH+8), c.W, replaysRowH)})
	}
	py := c.Y + c.H - 56 - 12 - 56
	half := (c.W - 12) / 2
	s.prev.Rect = ui.R(c.X, py, half, 56)
	s.next.Rect = ui.R(c.X+half+12, py, half, 56)
	by := c.Y + c.H - 56
	if s.open != nil {
		s.back.Rect = ui.R(c.X, by, half, 56)
		s.open.Rect = ui.R(c.X+half+12, by, half, 56)
	} else {
		s.back.Rect = ui.R(c.X+(c.W-min(c.W, 260))/2, by, min(c.W, 260), 56)
	}
	s.refocus()
}

func (s *replaysScene) pages() int { return max(1, (len(s.entries)+s.perPage-1)/s.perPage) }

// refocus lists the focusable controls for this page.
func (s *replaysScene) refocus() {
	var items []ui.Focusable
	for i, r := range s.rows {
		r.Disabled = s.page*s.perPage+i >= len(s.entries)
		items = append(items, r)
	}
	// With one page the paging buttons are neither drawn nor focusable.
	s.prev.Disabled = s.page == 0
	s.next.Disabled = s.page >= s.pages()-1
	items = append(items, s.prev, s.next, s.back)
	if s.open != nil {
		items = append(items, s.open)
	}
	if s.focus == nil {
		s.focus = ui.NewFocus(items...)
	} else {
		s.focus.Set(items...)
	}
}

// Update implements game.Scene.
func (s *replaysScene) Update(ctx *game.Context) error {
	s.layout(ctx.Width, ctx.Height)
	in := ctx.Input
	if openDropped(ctx, NewReplays) {
		return nil
	}
	if data, name, err, ok := uploaded(); ok {
		s.openData(ctx, data, name, err)
		return nil
	}
	if in.Consume(input.KeyBack) {
		ctx.Switch(NewTitle())
		return nil
	}
	s.focus.Update(in)
	for i, r := range s.rows {
		if r.Update(in) {
			ctx.Play(sound.Button)
			e := s.entries[s.page*s.perPage+i]
			data, err := library.Load(e.ID)
			s.openData(ctx, data, e.ID, err)
			return nil
		}
	}
	if s.prev.Update(in) {
		s.page--
		s.refocus()
	}
	if s.next.Update(in) {
		s.page++
		s.refocus()
	}
	if s.back.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(NewTitle())
	}
	if s.open != nil && s.open.Update(in) {
		ctx.Play(sound.Button)
		startUpload()
	}
	return nil
}

// openData opens the viewer, or says why not and stays.
func (s *replaysScene) openData(ctx *game.Context, data []byte, name string, err error) {
	if err == nil {
		var sc game.Scene
		if sc, err = NewReplay(data, NewReplays); err == nil {
			ctx.Switch(sc)
			return
		}
	}
	ctx.Toast(oneLine(fmt.Sprintf("Cannot open %s: %v", name, err)))
}

// replaysTitle names a ruleset as the title screen does.
func replaysTitle(id string) string {
	for _, g := range titleGames() {
		if g.Info.ID == id {
			return g.Title + " (" + strings.ToLower(g.Sub) + ")"
		}
	}
	if in, err := catalog.Lookup(id); err == nil {
		return in.Name
	}
	return id
}

// replaysWhen is a game's start in the player's local time.
func replaysWhen(created string) string {
	t, err := time.Parse(time.RFC3339, created)
	if err != nil {
		return ""
	}
	return t.Local().Format("2 Jan 2006, 15:04")
}

// Draw implements game.Scene.
func (s *replaysScene) Draw(screen *ebiten.Image) {
	s.panel.Draw(screen)
	c := s.panel.Content()
	head := "Choose a game to watch it again."
	if runtimeHasDrop {
		head = "Choose a game to watch it again, or drop a replay file here."
	}
	if len(s.entries) > 0 && s.pages() > 1 {
		head = fmt.Sprintf("%s  Page %d of %d.", head, s.page+1, s.pages())
	}
	ui.DrawText(screen, head, ui.FitFace(head, c.W, ui.SizeBody-2, false), c.X, c.Y+12, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	if s.listErr != "" || len(s.entries) == 0 {
		msg := "No finished games yet. Every game you play is recorded here when it ends."
		if s.listErr != "" {
			msg = s.listErr
		}
		ui.DrawWrapped(screen, msg, ui.Face(ui.SizeBody, false), c.X, c.Y+60, c.W, ui.AlignCenter, ui.ColText)
	}
	for i, r := range s.rows {
		k := s.page*s.perPage + i
		if k >= len(s.entries) {
			continue
		}
		s.drawRow(screen, r, s.entries[k])
	}
	if s.pages() > 1 {
		s.prev.Draw(screen)
		s.next.Draw(screen)
	}
	s.back.Draw(screen)
	if s.open != nil {
		s.open.Draw(screen)
	}
}

func (s *replaysScene) drawRow(dst *ebiten.Image, t *ui.Target, e saves.Entry) {
	r := t.Rect
	if t.State() == ui.StatePressed {
		r.Y += 2
	}
	bg := color.RGBA{0xef, 0xe6, 0xcf, 0xff}
	if t.State() == ui.StateHover {
		bg = color.RGBA{0xf7, 0xef, 0xda, 0xff}
	}
	ui.FillRoundRect(dst, r, 10, bg)
	ui.StrokeRoundRect(dst, r, 10, 1.5, ui.ColPanelEdge)
	ui.Record(ui.Drawn{Kind: "button", Label: "replay " + e.ID, Rect: r.HitRect()})
	x, right := r.X+14, r.X+r.W-14
	narrow := r.W < 520
	title := replaysTitle(e.Ruleset)
	sub := fmt.Sprintf("%d players", e.Players)
	win := ""
	switch {
	case e.Ruleset == "":
		title, sub = "A file that cannot be read", e.ID
	case len(e.Winners) > 0:
		win = "Won by " + strings.Join(e.Winners, " and ")
	case !e.Over:
		win = "Unfinished"
	}
	when := replaysWhen(e.Created)
	bf := ui.Face(ui.SizeBody, true)
	sf := ui.Face(ui.SizeSmall, false)
	if narrow {
		bf = ui.Face(ui.SizeSmall+1, true)
		sf = ui.Face(ui.SizeSmall-2, false)
	}
	line := sub
	if win != "" {
		line += " · " + win
	}
	ww, _ := ui.Measure(when, sf)
	if narrow {
		// A phone: the name gets the whole first line, the date goes
		// to the end of the second.
		ui.DrawText(dst, ui.Ellipsize(title, bf, right-x), bf, x, r.Y+r.H*0.32, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, ui.Ellipsize(line, sf, right-x-ww-12), sf, x, r.Y+r.H*0.7, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, when, sf, right, r.Y+r.H*0.7, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
	} else {
		ui.DrawText(dst, ui.Ellipsize(title, bf, right-x-ww-12), bf, x, r.Y+r.H*0.32, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, when, sf, right, r.Y+r.H*0.32, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
		ui.DrawText(dst, ui.Ellipsize(line, sf, right-x-30), sf, x, r.Y+r.H*0.7, ui.AlignStart, ui.AlignCenter, ui.ColText)
		ui.DrawText(dst, "›", bf, right, r.Y+r.H*0.7, ui.AlignEnd, ui.AlignCenter, ui.ColTextMuted)
	}
	t.DrawRing(dst, 10)
}
