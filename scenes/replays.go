package scenes

import (
	"fmt"
	"image/color"
	"math"
	"sort"
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
// game, every player with their place, how many turns it took and when;
// choosing one opens the viewer. A
// replay file can also come in: dropped on the window, or (in a browser)
// through "Open file".
type replaysScene struct {
	entries []saves.Entry
	listErr string
	rows    []*ui.Target
	page    int
	perPage int
	rowH    float64

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

// Rows are as tall as the tallest row's text, at least replaysRowMin, so
// every page holds the same number of games.
const (
	replaysRowMin = 64.0
	replaysRowGap = 8.0
)

func (s *replaysScene) layout(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	pw := min(760, w-24)
	s.panel = ui.Panel{Rect: ui.R((w-pw)/2, 12, pw, h-24), Title: "Past games"}
	c := s.panel.Content()
	s.rowH = replaysRowMin
	for _, e := range s.entries {
		s.rowH = max(s.rowH, math.Ceil(replaysRowFor(e, ui.R(c.X, 0, c.W, 0)).Need))
	}
	// Rows, then the paging buttons, then Back (and Open file); on a short
	// screen (a phone on its side) all the buttons share one line, to
	// leave the rows room.
	half := (c.W - 12) / 2
	by := c.Y + c.H - 56
	short := c.H < 420
	listH := c.H - 30 - 56 - 12 - 56 - 12
	if short {
		listH = c.H - 30 - 56 - 12
	}
	s.perPage = max(1, int((listH+replaysRowGap)/(s.rowH+replaysRowGap)))
	if short {
		row := []*ui.Button{s.back}
		if s.open != nil {
			row = append(row, s.open)
		}
		if s.pages() > 1 {
			row = append(row, s.prev, s.next)
		}
		bw := c.W
		if len(row) == 1 {
			bw = min(c.W, 260) // Back alone, as on a tall screen
		}
		for i, r := range ui.R(c.X+(c.W-bw)/2, by, bw, 56).SplitH(len(row), 12) {
			row[i].Rect = r
		}
	} else {
		py := by - 56 - 12
		s.prev.Rect = ui.R(c.X, py, half, 56)
		s.next.Rect = ui.R(c.X+half+12, py, half, 56)
		if s.open != nil {
			s.back.Rect = ui.R(c.X, by, half, 56)
			s.open.Rect = ui.R(c.X+half+12, by, half, 56)
		} else {
			s.back.Rect = ui.R(c.X+(c.W-min(c.W, 260))/2, by, min(c.W, 260), 56)
		}
	}
	s.page = min(s.page, s.pages()-1)
	s.rows = s.rows[:0]
	for i := range s.perPage {
		s.rows = append(s.rows, &ui.Target{Rect: ui.R(c.X, c.Y+30+float64(i)*(s.rowH+replaysRowGap), c.W, s.rowH)})
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
	l := replaysRowFor(e, r)
	for i, tt := range l.Texts {
		ui.DrawText(dst, tt.S, tt.Face, tt.Rect.X, tt.Rect.Y, ui.AlignStart, ui.AlignStart, l.Colour[i])
	}
	t.DrawRing(dst, 10)
}

// replaysRow is a past game's row, measured as drawn: the game's name (and
// its date beside it when there is room), every player with their place,
// winners first, and how many turns it took (and the date, on a phone).
type replaysRow struct {
	Texts  []titleBoxText
	Colour []color.RGBA
	Need   float64 // the row's height for this text, padding included
}

// replaysPad is above and below the text (14 at the sides): little, so a
// phone on its side still shows two games with six players each.
const replaysPad = 8.0

// replaysRowFor lays out e's text in the row r: wrapped to its width, and
// centred in its height when the row is taller than the text needs.
func replaysRowFor(e saves.Entry, r ui.Rect) replaysRow {
	var l replaysRow
	add := func(str string, f *ui.TextFace, x, y float64, c color.RGBA) titleBoxText {
		tt := titleText(str, f, x, y)
		l.Texts = append(l.Texts, tt)
		l.Colour = append(l.Colour, c)
		return tt
	}
	narrow := r.W < 520
	x, right := r.X+14, r.X+r.W-14
	bf := ui.Face(ui.SizeBody, true)
	pf, pb := ui.Face(ui.SizeSmall, false), ui.Face(ui.SizeSmall, true)
	mf := ui.Face(ui.SizeSmall-2, false)
	if narrow {
		bf = ui.Face(ui.SizeSmall+1, true)
	}
	y := r.Y + replaysPad

	// The game, and (on a wide row) its date at the right.
	title := replaysTitle(e.Ruleset)
	if e.Ruleset == "" {
		title = "A file that cannot be read"
	}
	when := replaysWhen(e.Created)
	titleRight := right
	if !narrow && when != "" {
		ww, _ := ui.Measure(when, mf)
		add(when, mf, right-ww, y+4, ui.ColTextMuted)
		titleRight = right - ww - 16
	}
	_, bh := ui.Measure("Ag", bf)
	for _, ln := range ui.Wrap(title, bf, titleRight-x) {
		add(ln, bf, x, y, ui.ColText)
		y += bh
	}
	y += 2

	// The players, by place, each "1st Name" whole on its line.
	_, ph := ui.Measure("Ag", pf)
	if e.Ruleset == "" {
		for _, ln := range ui.Wrap(e.ID, pf, right-x) {
			add(ln, pf, x, y, ui.ColTextMuted)
			y += ph
		}
	} else {
		sep, _ := ui.Measure(" · ", pf)
		cx := x
		for _, p := range replaysPlayers(e.Seats) {
			f, c := pf, ui.ColText
			if p.Place == 1 {
				f = pb
			}
			item := p.Name
			if p.Place > 0 {
				item = menuOrdinal(p.Place) + " " + p.Name
			}
			item = ui.Ellipsize(item, f, right-x)
			iw, _ := ui.Measure(item, f)
			if cx > x && cx+sep+iw > right {
				cx, y = x, y+ph
			}
			if cx > x {
				add(" · ", pf, cx, y, ui.ColTextMuted)
				cx += sep
			}
			add(item, f, cx, y, c)
			cx += iw
		}
		if len(e.Seats) > 0 {
			y += ph
		}
	}

	// How long it went on; the date here on a phone; "›" on a wide row.
	var last []string
	switch {
	case e.Turns == 1:
		last = append(last, "1 turn")
	case e.Turns > 1:
		last = append(last, fmt.Sprintf("%d turns", e.Turns))
	}
	if !e.Over && e.Ruleset != "" {
		last = append(last, "unfinished")
	}
	if narrow && when != "" {
		last = append(last, when)
	}
	if len(last) > 0 || !narrow {
		y += 2
		_, mh := ui.Measure("Ag", mf)
		for _, ln := range ui.Wrap(strings.Join(last, " · "), mf, right-x-20) {
			add(ln, mf, x, y, ui.ColTextMuted)
			y += mh
		}
		if !narrow {
			// Level with the last line: the same middle, a bigger face.
			cw, ch := ui.Measure("›", pb)
			add("›", pb, right-cw, y-mh+(mh-ch)/2, ui.ColTextMuted)
		}
	}
	l.Need = y - r.Y + replaysPad
	if dy := (r.H - l.Need) / 2; dy > 0 {
		for i := range l.Texts {
			l.Texts[i].Rect.Y += dy
		}
	}
	return l
}

// replaysPlayers orders a game's players by place, first place first (in
// seat order within a place, and when places are not known).
func replaysPlayers(seats []saves.EntrySeat) []saves.EntrySeat {
	out := append([]saves.EntrySeat(nil), seats...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].Place < out[b].Place })
	return out
}
