package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/catalog"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

var (
	setupColPerson   = color.RGBA{0xd9, 0x7a, 0x10, 0xff}
	setupColComputer = color.RGBA{0x4a, 0x55, 0x68, 0xff}
	setupColStart    = color.RGBA{0x2e, 0x8b, 0x47, 0xff}
	setupColQuiet    = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
	setupColEasy     = color.RGBA{0x3b, 0x7a, 0x57, 0xff}
	setupColHard     = color.RGBA{0x9a, 0x2f, 0x2f, 0xff}
)

// setupLevelColour is a level button's colour: green for easy, red for
// hard, the computer's slate for normal.
func setupLevelColour(level string) color.RGBA {
	switch level {
	case ai.Easy:
		return setupColEasy
	case ai.Hard:
		return setupColHard
	}
	return setupColComputer
}

// setupRow is the widgets of one seat.
type setupRow struct {
	car    *ui.Target
	name   *menuTextField
	kind   *ui.Button
	level  *ui.Button // a computer's level; disabled and hidden for a person
	remove *ui.Button
}

// Setup is the game setup screen: the seats (name, car colour, person or
// computer), adding and removing seats within the ruleset's bounds, Start.
type Setup struct {
	plan    *setupPlan
	rows    []*setupRow
	add     *ui.Button
	back    *ui.Button
	start   *ui.Button
	focus   *ui.Focus
	panel   ui.Panel
	sc      ui.Scroller // the rows' area, which scrolls when they do not fit (setup_layout.go)
	rowTop  []float64   // each row's top when not scrolled
	line2   float64     // the second line's offset in a row of two lines, else 0
	editing int         // seat whose name is being typed, or -1
	cramped bool        // no hint line: the screen has no room for it (setup_layout.go)
	w, h    float64
	dirty   bool // rows changed: lay out again
}

// NewSetup returns the setup screen for a ruleset (an unknown id falls
// back to the first ruleset).
func NewSetup(ruleset string) game.Scene { return newSetup(ruleset) }

func newSetup(ruleset string) *Setup {
	info, err := catalog.Lookup(ruleset)
	if err != nil {
		info = catalog.List()[0]
	}
	return newSetupFor(info)
}

// newSetupFor returns the setup screen for a ruleset's descriptor.
func newSetupFor(info *engine.Ruleset) *Setup {
	s := &Setup{plan: newSetupPlan(info, 0), editing: -1}
	s.add = ui.NewButton(ui.Rect{}, "Add a player")
	s.add.Color = setupColQuiet
	s.back = ui.NewButton(ui.Rect{}, "Back")
	s.back.Color = setupColQuiet
	s.start = ui.NewButton(ui.Rect{}, "Start")
	s.start.Color = setupColStart
	s.focus = ui.NewFocus()
	s.sc.Thumb = setupColQuiet
	s.rebuild()
	return s
}

// rebuild makes one row of widgets per seat, from the plan.
func (s *Setup) rebuild() {
	for len(s.rows) < len(s.plan.Seats) {
		r := &setupRow{car: &ui.Target{}, name: &menuTextField{Max: setupMaxName}, kind: ui.NewButton(ui.Rect{}, ""),
			level: ui.NewButton(ui.Rect{}, ""), remove: ui.NewButton(ui.Rect{}, "×")}
		r.kind.TextSize = 18
		r.level.TextSize = 18
		r.remove.Color = setupColQuiet
		r.remove.TextSize = 28
		s.rows = append(s.rows, r)
	}
	s.rows = s.rows[:len(s.plan.Seats)]
	s.sync()
	var items []ui.Focusable
	for _, r := range s.rows {
		items = append(items, r.car, r.name, r.kind, r.level)
		if s.fixedSeats() {
			continue
		}
		items = append(items, r.remove)
	}
	if !s.fixedSeats() {
		items = append(items, s.add)
	}
	items = append(items, s.back, s.start)
	idx := s.focus.Index()
	s.focus.Set(items...)
	if idx >= len(items) {
		idx = len(items) - 1
	}
	s.focus.SetIndex(idx)
	s.dirty = true
}

// rowItems is how many of the focus's items each row has (they come
// first, row by row).
func (s *Setup) rowItems() int {
	if s.fixedSeats() {
		return 4
	}
	return 5
}

// fixedSeats: the ruleset has exactly one number of seats (the duel), so
// there is nothing to add or remove.
func (s *Setup) fixedSeats() bool { return s.plan.Info.MinSeats == s.plan.Info.MaxSeats }

// sync copies the plan into the widgets.
func (s *Setup) sync() {
	for i, r := range s.rows {
		st := s.plan.Seats[i]
		if i != s.editing {
			r.name.Text = st.Name
		}
		r.kind.Label, r.kind.Color = "Person", setupColPerson
		if st.Computer {
			r.kind.Label, r.kind.Color = "Computer", setupColComputer
		}
		r.level.Label, r.level.Color = table.LevelName(st.Level), setupLevelColour(st.Level)
		r.level.Disabled = !st.Computer
		r.remove.Disabled = !s.plan.CanRemove()
	}
	s.add.Disabled = !s.plan.CanAdd()
}

// OnEnter implements game.Enterer.
func (s *Setup) OnEnter(ctx *game.Context) { s.layout(ctx.Width, ctx.Height) }

// commitName ends editing and stores the typed name.
func (s *Setup) commitName() {
	if s.editing < 0 {
		return
	}
	i := s.editing
	s.editing = -1
	s.rows[i].name.Editing = false
	s.plan.SetName(i, s.rows[i].name.Text)
	s.sync()
}

// Update implements game.Scene.
func (s *Setup) Update(ctx *game.Context) error {
	s.layout(ctx.Width, ctx.Height)
	in := ctx.Input
	s.sc.Update(in)
	s.scrollRows()
	typing := menuReadTyping()
	if s.editing >= 0 {
		f := s.rows[s.editing].name
		// The part of the field in view: a tap on a button its hidden
		// part lies under is the button's.
		hr, _ := s.sc.Visible(f.Rect.HitRect())
		if x, y, ok := in.Tap(); ok && !hr.Contains(x, y) {
			s.commitName() // the tap goes on to whatever it hit
		} else {
			in.TapIn(hr.X, hr.Y, hr.W, hr.H)
			if f.Type(typing) {
				s.commitName()
			}
			menuSwallowKeys(in)
		}
	} else if len(typing.Chars) > 0 {
		// Typing on a focused name field starts editing it.
		for i, r := range s.rows {
			if r.name.Focused() {
				s.editing = i
				r.name.Start()
				r.name.Type(menuTyping{Chars: typing.Chars})
				menuSwallowKeys(in)
				break
			}
		}
	}
	if s.editing < 0 && in.Consume(input.KeyBack) {
		ctx.Switch(NewTitle())
		return nil
	}
	was := s.focus.Index()
	s.focus.Update(in)
	// The keyboard brings the row it moves to into view.
	if i := s.focus.Index(); i != was && i >= 0 && in.Keyboard {
		if row := i / s.rowItems(); row < len(s.rows) {
			s.revealRow(row)
		}
	}
	rin := s.sc.Input(in) // the rows take no tap outside their area
	for i, r := range s.rows {
		if r.car.Update(rin) {
			s.plan.CycleColour(i, 1)
			ctx.Play(sound.Button)
		}
		if r.name.Update(rin) && s.editing != i {
			s.commitName()
			s.editing = i
			r.name.Start()
		}
		if r.kind.Update(rin) {
			s.plan.ToggleComputer(i)
			s.sync()
			ctx.Play(sound.Button)
		}
		if s.plan.Seats[i].Computer && r.level.Update(rin) {
			s.plan.CycleLevel(i)
			s.sync()
			ctx.Play(sound.Button)
		}
		if !s.fixedSeats() && r.remove.Update(rin) {
			s.commitName()
			s.plan.Remove(i)
			s.rebuild()
			ctx.Play(sound.Button)
			return nil
		}
	}
	if !s.fixedSeats() && s.add.Update(in) {
		s.commitName()
		s.plan.Add()
		s.rebuild()
		ctx.Play(sound.Button)
		return nil
	}
	if s.back.Update(in) {
		ctx.Play(sound.Button)
		ctx.Switch(NewTitle())
		return nil
	}
	if s.start.Update(in) {
		s.commitName()
		ctx.Play(sound.Button)
		s.plan.Remember()
		m, err := match.New(s.plan.Setup(ctx.Settings().AskSideBets, newSeed()))
		if err != nil {
			ctx.Toast("Cannot start: " + err.Error())
			return nil
		}
		ctx.Switch(NewBoard(m, PlayOptions{}))
	}
	return nil
}

// Draw implements game.Scene.
func (s *Setup) Draw(screen *ebiten.Image) {
	s.panel.Draw(screen)
	c := s.panel.Content()
	sub := fmt.Sprintf("%s. Tap a car to change its colour, a name to type one.", titleSeats(s.plan.Info))
	if s.fixedSeats() && s.plan.Info.MinSeats == 2 {
		sub = "Two players. Tap a car to change its colour, a name to type one."
	}
	if s.h > s.w {
		sub = titleSeats(s.plan.Info) + ". Tap a car for its colour."
	}
	if !s.cramped {
		ui.DrawText(screen, sub, ui.FitFace(sub, c.W, ui.SizeBody-2, false), c.X, c.Y+16, ui.AlignStart, ui.AlignCenter, ui.ColTextMuted)
	}
	s.sc.Draw(screen, func(dst *ebiten.Image) { s.drawRows(dst) })
	if !s.fixedSeats() {
		s.add.Draw(screen)
	}
	s.back.Draw(screen)
	s.start.Draw(screen)
}

// drawRows draws the seats' rows on dst (the screen, or the rows' area
// when they scroll).
func (s *Setup) drawRows(screen *ebiten.Image) {
	for i, r := range s.rows {
		st := s.plan.Seats[i]
		cr := r.car.Rect
		if r.car.State() == ui.StatePressed {
			cr.Y += 2
		}
		bg := color.RGBA{0xef, 0xe6, 0xcf, 0xff}
		if r.car.State() == ui.StateHover {
			bg = color.RGBA{0xf7, 0xef, 0xda, 0xff}
		}
		ui.FillRoundRect(screen, cr, 10, bg)
		ui.StrokeRoundRect(screen, cr, 10, 1.5, ui.ColPanelEdge)
		cx, cy := cr.Center()
		menuDrawCar(screen, cx, cy, min(cr.W-14, 60), ui.CarColor(st.Colour))
		r.car.DrawRing(screen, 10)
		r.name.Draw(screen, ui.SizeBody)
		r.kind.Draw(screen)
		if st.Computer {
			r.level.Draw(screen)
		}
		if !s.fixedSeats() {
			r.remove.Draw(screen)
		}
	}
}

// quickStart is the scene for a game started from the command line: it
// builds the match on its first tick (when the settings are known) and
// then is the board.
type quickStart struct {
	plan  *setupPlan
	opts  PlayOptions
	board game.Scene
}

// NewQuickStart returns a scene that goes straight to the board: seat 1 a
// person and the rest computers, or every seat a computer with Autoplay.
// players <= 0 means the ruleset's default. It checks its arguments now, so
// a bad command line fails before any window opens.
func NewQuickStart(ruleset string, players int, o PlayOptions) (game.Scene, error) {
	info, err := catalog.Lookup(ruleset)
	if err != nil {
		return nil, err
	}
	if players > 0 {
		if err := info.CheckSeats(players); err != nil {
			return nil, err
		}
	}
	p := newSetupPlan(info, players)
	if o.Autoplay {
		for i := range p.Seats {
			p.Seats[i].Computer = true
		}
		p.rename()
	}
	return &quickStart{plan: p, opts: o}, nil
}

func (q *quickStart) Update(ctx *game.Context) error {
	if q.board == nil {
		m, err := match.New(q.plan.Setup(ctx.Settings().AskSideBets, newSeed()))
		if err != nil {
			return err
		}
		q.board = NewBoard(m, q.opts)
		if e, ok := q.board.(game.Enterer); ok {
			e.OnEnter(ctx)
		}
	}
	return q.board.Update(ctx)
}

func (q *quickStart) Draw(screen *ebiten.Image) {
	if q.board != nil {
		q.board.Draw(screen)
	}
}

// OnLeave passes the board's leaving on.
func (q *quickStart) OnLeave(ctx *game.Context) {
	if l, ok := q.board.(game.Leaver); ok {
		l.OnLeave(ctx)
	}
}
