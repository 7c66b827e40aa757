package table

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// Scene is the table playing one match: any ruleset, from its engine and
// presenter alone. The engine changes only by apply (one action per
// choice); everything on screen follows the events as they are played
// back, so the panels, pawns and log never run ahead of the animation.
type Scene struct {
	m   *match.Match
	o   PlayOptions
	p   Presenter
	geo *Geometry
	n   int

	persons int // person seats
	viewer  int // the person seat whose view the panels show, -1 none
	passTo  int // a "pass the device" screen for this seat is up, -1 none

	lay layout
	fit seatFit // the seat panels' height and words (refit)
	// words counts the changes to money and lines: the panels are laid
	// out again (refit) when it moves.
	words uint64
	// seatTick times the turns of a seat panel's last row: the scene's own
	// ticks, so a panel turns the same whatever ran before it, and not
	// while the menu is open.
	seatTick uint64

	// What the screen shows (the engine is ahead while events play).
	space  [engine.MaxSeats]int      // each pawn's space, -1 off the board
	money  [engine.MaxSeats]int64    // each seat's worth as shown
	lines  [engine.MaxSeats][]string // each seat's presenter lines as shown
	marks  Marks                     // the presenter's board marks as shown, or nil
	active int
	turn   int // the turn on show, moved by the turn's event
	hop    *hop
	// voice is the status line: what is happening now, one message.
	voice Voice

	// Event playback.
	queue    []engine.Event
	qi       int
	wait     int
	logShown int // lines of the match's log on screen
	logFrom  int // the log's length before the batch being played
	floats   anim.FloatLayer
	stage    staging // the presenter's stages (see Stage)
	thinking int
	switched bool

	panel  DecisionUI
	footed BadgeFooted // the panel, if it keeps the badges' room
	decKey decKey      // what panel was made for
	// moment: the person's pending choice is optional and out of turn; it
	// lapses into lapse unless they take it up (see Moment).
	moment *Moment
	// sheet: the panel opens part of its choice over the board, where a
	// press holds the moment too; answered: the person's last answer to
	// an optional choice (not a lapse), which holds the next moment of the
	// same choice when that answer brought it (answeredAt: Applied after).
	sheet      Sheet
	answered   engine.Decision
	answeredAt int
	moments    Moments // each person's patience; the pass screen's moment
	lapse      engine.Action
	passBtn    *ui.Button
	cache      boardCache

	// The in-game menu and its ☰ button; while it is open the game waits.
	menu    *Menu
	menuBtn *MenuButton

	// "Play until my turn": its button and the turns being played through.
	skipBtn SkipButton
	ff      FastForward

	// viewOnly: a replay's view, which never decides (see View).
	viewOnly bool
	// adv: the odds advisor at a person's decision (the setting).
	adv Advisor

	// Applied counts actions applied, for tests.
	Applied int
	// Lapsed counts a person's optional choices whose moment passed.
	Lapsed int
}

// decKey names the decision a panel was made for.
type decKey struct {
	d       engine.Decision
	applied int
}

// hop is a pawn moving from one space to the next.
type hop struct {
	seat, from, to int
	t, dur         int
}

// New is the table scene for a match.
func New(m *match.Match, o PlayOptions, p Presenter) *Scene {
	s := &Scene{m: m, o: o, p: p, n: m.G.Seats(), viewer: -1, passTo: -1}
	s.geo = p.Geometry(m.G)
	s.passBtn = ui.NewButton(ui.Rect{}, "Continue")
	s.menu, s.menuBtn = MenuFor(m, p), &MenuButton{}
	s.stage.stages = stagesFor(p, m)
	s.persons, s.viewer = Persons(m)
	s.sync()
	s.logShown = len(m.Log)
	return s
}

// Persons counts the seats people play, and names the seat whose hidden
// cards the screen may show at the start: the one person's, or nobody's
// (-1) when several share the device until it is passed to them.
func Persons(m *match.Match) (persons, viewer int) {
	viewer = -1
	for i := 0; i < m.G.Seats(); i++ {
		if !m.IsComputer(i) {
			persons++
			if viewer < 0 {
				viewer = i
			}
		}
	}
	if persons > 1 {
		viewer = -1
	}
	return persons, viewer
}

// sync makes the screen show the engine's state, with nothing to play.
func (s *Scene) sync() {
	g := s.m.G
	pub := g.View(s.seatOfView())
	for i := 0; i < s.n; i++ {
		s.money[i] = g.Worth(i)
		s.space[i] = s.p.Pawn(pub, i)
		s.lines[i] = s.p.SeatLines(pub, i)
	}
	s.words++
	s.marks = marksFor(s.p, pub)
	if a := g.Active(); a >= 0 {
		s.active = a
	}
	s.turn = g.Turn()
	s.voice.NewTurn(s.turn)
	s.hop = nil
	s.stage.held = false
	s.queue, s.qi, s.wait = s.queue[:0], 0, 0
	s.logShown = len(s.m.Log)
}

// seatOfView is the seat whose view the screen shows: the person at the
// device, else seat 0's (the table shows no hidden cards of its own).
func (s *Scene) seatOfView() int { return max(0, s.viewer) }

// Playing reports whether events are still being shown.
func (s *Scene) Playing() bool {
	return s.qi < len(s.queue) || s.wait > 0 || s.hop != nil || s.stage.held
}

// OnEnter implements game.Enterer.
func (s *Scene) OnEnter(ctx *game.Context) { s.refit(layoutFor(ctx.Width, ctx.Height, s.n)) }

// advising reports whether the odds advisor is on here: the setting, and
// never in the replay viewer.
func (s *Scene) advising(ctx *game.Context) bool { return ctx.Settings().Advisor && !s.viewOnly }

// Update implements game.Scene.
func (s *Scene) Update(ctx *game.Context) error {
	s.refit(layoutFor(ctx.Width, ctx.Height, s.n))
	defer func() { s.refit(s.fit.key.base) }() // the words this tick's events changed
	s.adv.Update(s.advising(ctx), s.m, s.Applied)
	g := s.m.G
	game.PublishState(g.Ruleset(), g.Turn(), g.Hash())
	in := ctx.Input
	// The menu first: while it is open nothing below it moves.
	s.menuBtn.Rect = s.lay.menuBtn()
	if s.menu.Update(ctx) {
		return nil
	}
	s.seatTick++
	back := in.Consume(input.KeyBack)
	if back && s.moment != nil && s.panel != nil && s.passTo < 0 && !s.Playing() {
		// Escape lets an optional choice pass, as its moment would.
		ctx.Play(sound.Button)
		s.apply(ctx, s.lapse)
		return nil
	}
	if back || s.menuBtn.Update(in) {
		ctx.Play(sound.Button)
		s.menu.Open(ctx)
		return nil
	}
	sp := ctx.Speed()
	s.floats.Speed = sp
	defer s.floats.Update()
	s.stage.update(ctx)
	s.skipBtn.Rect = s.lay.skipBtn()
	if s.skipShown() && (s.skipBtn.Update(in) || in.Consume(input.KeyFast)) {
		ctx.Play(sound.Button)
		s.ff.Start(s.turn, s.money[:s.n]) // as shown: the turns still playing count as skipped
	}
	if s.ff.On() {
		s.fastForward(ctx)
		return nil
	}

	if s.passTo >= 0 {
		s.passBtn.Rect = ui.R(s.lay.w/2-110, s.lay.h/2+20, 220, 56)
		if s.passLapse(ctx) {
			return nil
		}
		if s.passBtn.Update(in) || in.Consume(input.KeyConfirm) {
			ctx.Play(sound.Button)
			s.viewer, s.passTo = s.passTo, -1
			s.sync() // the panels now show this person's view
			s.panel = nil
		}
		return nil
	}
	if s.Playing() {
		if in.Consume(input.KeyConfirm) || s.tapToSkip(in) {
			s.flush(ctx)
		} else {
			s.play(ctx)
		}
		return nil
	}
	if g.Over() {
		if !s.switched && Results != nil {
			s.switched = true
			ctx.Switch(Results(s.m, s.o))
		}
		return nil
	}
	d, ok := s.m.Decision()
	if !ok {
		return nil
	}
	s.sayWaiting(d)
	if s.m.ComputerToMove() {
		s.computerTurn(ctx)
		return nil
	}
	if s.persons > 1 && s.viewer != int(d.Seat) {
		s.passTo = int(d.Seat)
		return nil
	}
	s.viewer = int(d.Seat)
	s.personTurn(ctx, d)
	return nil
}

// sayWaiting says what the table waits for: a person's prompt, or a
// computer thinking on its own turn. A computer choosing out of its turn
// (a side bet, a dare) is not said to think: it is not its turn.
func (s *Scene) sayWaiting(d engine.Decision) {
	g, seat := s.m.G, int(d.Seat)
	switch {
	case !s.m.IsComputer(seat):
		s.voice.Set(g.Name(seat)+", "+g.Prompt(d), seat, s.turn, SayPrompt)
	case seat == s.active:
		s.voice.Set(g.Name(seat)+" is thinking…", seat, s.turn, SayThinking)
	}
}

func (s *Scene) tapToSkip(in *input.Intents) bool {
	_, _, ok := in.ConsumeTap()
	return ok
}

// thinkTicks is how long a computer seems to think before it acts.
func thinkTicks(sp anim.Speed) int {
	if sp.Instant() {
		return 0
	}
	return 24 / sp.Ticks()
}

func (s *Scene) computerTurn(ctx *game.Context) {
	if s.thinking == 0 {
		s.thinking = 1
		// Only the active seat's own decisions think; a choice out of turn
		// is made at once.
		if s.computerOnTurn() {
			s.thinking += thinkTicks(ctx.Speed())
		}
	}
	// A search runs a slice a tick (Think), through the pause too.
	a, done, err := Think(s.m)
	if s.thinking--; s.thinking > 0 && err == nil {
		return
	}
	for k := 0; k < 64; k++ {
		if k > 0 {
			a, done, err = Think(s.m)
		}
		if err != nil {
			ctx.Toast(err.Error())
			return
		}
		if !done {
			s.thinking = 1 // still thinking: on next tick, with no new pause
			return
		}
		s.apply(ctx, a)
		if !ctx.Speed().Instant() {
			return
		}
		s.flush(ctx)
		if s.m.G.Over() || !s.m.ComputerToMove() {
			return
		}
	}
}

// passLapse gives an optional choice out of turn of a person who does not
// hold the device its moment on the pass screen: untouched, it lapses and
// the device stays where it is. It reports whether the choice lapsed.
func (s *Scene) passLapse(ctx *game.Context) bool {
	lapse, ok := s.moments.OnPassScreen(s.m, s.passTo, ctx.Input, ctx.Speed(), ui.R(0, 0, s.lay.w, s.lay.h))
	if !ok {
		return false
	}
	s.passTo = -1
	s.Lapsed++
	s.apply(ctx, lapse)
	return true
}

// computerOnTurn reports whether the computer's pending decision is the
// active seat's own.
func (s *Scene) computerOnTurn() bool {
	for _, d := range s.m.Pending() {
		if s.m.IsComputer(int(d.Seat)) {
			return int(d.Seat) == s.m.G.Active()
		}
	}
	return true
}

// skipShown reports whether "Play until my turn" is offered
// (FastForward.Offered).
func (s *Scene) skipShown() bool {
	return !s.viewOnly && s.passTo < 0 && s.ff.Offered(s.m, s.persons, s.active)
}

// fastForward plays the computers' decisions at once up to a person's
// next decision (or the end), then says what changed meanwhile.
func (s *Scene) fastForward(ctx *game.Context) {
	s.flush(ctx)
	done, err := s.ff.Play(s.m, func(a engine.Action) {
		s.apply(ctx, a)
		s.flush(ctx)
	})
	if err != nil {
		ctx.Toast(err.Error())
	}
	if !done {
		return // more next tick
	}
	s.thinking = 0
	if msg := s.ff.Stop(s.m.G, s.m.G.Turn(), s.money[:s.n]); msg != "" {
		ctx.Toast(msg)
	}
}

// personTurn shows the decision panel for a person's decision and applies
// what they choose. An optional choice out of turn has a moment, and lapses
// when it passes untouched.
func (s *Scene) personTurn(ctx *game.Context, d engine.Decision) {
	if key := (decKey{d, s.Applied}); s.panel == nil || s.decKey != key {
		s.decKey = key
		if s.panel = s.stage.decide(s.m, d); s.panel == nil {
			s.panel = s.p.Decide(s.m, d)
		}
		if s.panel == nil {
			s.panel = NewPanel(s.m, d)
		}
		inner := s.panel
		s.moment = nil
		if a, ok := Lapse(s.m, d); ok {
			s.lapse, s.moment = a, s.moments.Start(int(d.Seat), ctx.Input)
			s.panel = &timedUI{DecisionUI: s.panel, m: s.moment}
			if r, ok := inner.(Reader); ok {
				s.moment.lengthen(r.ReadTicks())
			}
			if s.answeredAt == s.Applied && s.answered.Seat == d.Seat && s.answered.Kind == d.Kind {
				// The person's own answer to this same choice brought it
				// back, nothing else in between (one building between
				// turns, now the next): they are at it.
				s.moment.Hold()
			}
		}
		s.sheet, _ = inner.(Sheet)
		s.footed, _ = inner.(BadgeFooted)
	}
	if s.footed != nil {
		room := 0.0
		if s.advising(ctx) {
			room = BadgeGap
		}
		s.footed.SetBadgeFoot(room)
	}
	s.panel.Place(ui.R(0, 0, s.lay.w, s.lay.h), s.lay.dec)
	if s.moment != nil && s.sheet != nil {
		if r, open := s.sheet.SheetArea(); open && s.moment.pressedIn(ctx.Input, r) {
			s.moment.Hold()
		}
	}
	if s.moment != nil && s.moment.Update(ctx.Input, ctx.Speed(), s.lay.dec) {
		s.Lapsed++
		s.apply(ctx, s.lapse)
		return
	}
	if a, ok := s.panel.Update(ctx.Input); ok {
		ctx.Play(sound.Button)
		s.answered = d
		s.apply(ctx, a)
		s.answeredAt = s.Applied
	}
}

// apply applies one action and queues its events for playback.
func (s *Scene) apply(ctx *game.Context, a engine.Action) {
	from := len(s.m.Log)
	ev, err := s.m.Apply(a)
	if err != nil {
		ctx.Toast(err.Error())
		return
	}
	s.Applied++
	s.panel, s.moment = nil, nil
	s.thinking = 0
	s.voice.Quiet() // the prompt or the thinking was answered
	s.logFrom = from
	s.queue = append(s.queue[:0], ev...)
	s.qi = 0
	if len(ev) == 0 {
		s.sync()
	}
}

// play advances the playback by one tick.
func (s *Scene) play(ctx *game.Context) {
	n := max(1, ctx.Speed().Ticks())
	if s.stage.held {
		// A stage is showing an event: told once it has been shown.
		if s.stage.busy() {
			return
		}
		s.stage.held = false
		s.mark(s.stage.event)
		s.tell(s.stage.event)
		s.revealLog()
		return
	}
	if s.hop != nil {
		if s.hop.t += n; s.hop.t >= s.hop.dur {
			s.space[s.hop.seat] = s.hop.to
			s.hop = nil
		}
		return
	}
	if s.wait > 0 {
		s.wait = max(0, s.wait-n)
		return
	}
	if s.qi >= len(s.queue) {
		s.sync()
		return
	}
	s.start(ctx, s.queue[s.qi], false)
	if s.stage.held {
		s.revealLog() // not yet its line: that waits for the stage
		s.qi++
		return
	}
	s.qi++
	s.revealLog()
}

// flush skips to the end of what is queued.
func (s *Scene) flush(ctx *game.Context) {
	s.stage.finish()
	for ; s.qi < len(s.queue); s.qi++ {
		s.start(ctx, s.queue[s.qi], true)
	}
	s.sync()
}

// revealLog shows the log lines of the batch's events started so far.
func (s *Scene) revealLog() {
	s.logShown = min(len(s.m.Log), s.logFrom+len(s.m.G.Lines(s.queue[:s.qi])))
}

// tell says event e on the status line as the table would have when it
// started: the presenter's banner for it, or its words.
func (s *Scene) tell(e engine.Event) {
	c, ok := s.p.Cue(s.m.G, e)
	if !ok || c.Banner == "" {
		c.Banner = s.m.G.Describe(e)
	}
	if c.Banner != "" {
		s.say(c.Banner, e)
	}
}

// say makes the status line tell text about event e, in the turn on show.
func (s *Scene) say(text string, e engine.Event) {
	s.voice.Set(text, int(e.Seat), s.turn, SayEvent)
}

// start begins showing one event: a pawn's hop, money moving, a banner.
func (s *Scene) start(ctx *game.Context, e engine.Event, skip bool) {
	seat := int(e.Seat)
	if s.stage.offer(ctx, s.m.G, e, skip || ctx.Speed().Instant()) {
		if skip {
			s.stage.held = false
			s.mark(e)
		}
		return
	}
	s.mark(e)
	if c, ok := s.p.Cue(s.m.G, e); ok {
		if c.Banner == "" {
			c.Banner = s.m.G.Describe(e)
		}
		s.say(c.Banner, e)
		if c.HasSound && !skip {
			ctx.Play(c.Sound)
		}
		s.wait = c.Wait
		if skip || ctx.Speed().Instant() {
			s.wait = 0
		}
		return
	}
	switch e.Kind {
	case engine.EvTurn:
		s.turn = int(e.Arg)
		s.voice.NewTurn(s.turn)
		if seat >= 0 && seat < s.n {
			s.active = seat
			s.say(s.m.G.Name(seat)+"'s turn", e)
		}
		s.wait = 18
	case engine.EvStep, engine.EvBack, engine.EvJump:
		if seat >= 0 && seat < s.n {
			dur := 9
			if e.Kind == engine.EvJump {
				dur = 20
			}
			if skip || ctx.Speed().Instant() {
				s.space[seat] = int(e.Arg2)
			} else {
				s.hop = &hop{seat: seat, from: int(e.Arg), to: int(e.Arg2), dur: dur}
			}
		}
	case engine.EvTransfer:
		from, to := int(e.Seat), int(e.Other)
		s.words++
		if from >= 0 && from < s.n {
			s.money[from] -= e.Amount
			s.float(from, "-"+engine.Money(e.Amount), ui.ColMoneyOut)
			if !skip {
				ctx.Play(sound.Pay)
			}
		}
		if to >= 0 && to < s.n {
			s.money[to] += e.Amount
			s.float(to, "+"+engine.Money(e.Amount), ui.ColMoneyIn)
			if !skip {
				ctx.Play(sound.Collect)
			}
		}
		s.wait = 14
	default:
		s.say(s.m.G.Describe(e), e)
		s.wait = 14
	}
	if skip || ctx.Speed().Instant() {
		s.wait = 0
	}
}

// mark moves the presenter's board marks on by e, as it is shown, and the
// seats' lines with them where the marks keep those (SeatLiner).
func (s *Scene) mark(e engine.Event) {
	if s.marks == nil {
		return
	}
	s.marks.Event(s.m.G, e)
	if sl, ok := s.marks.(SeatLiner); ok {
		for i := 0; i < s.n; i++ {
			s.lines[i] = sl.SeatLines(i)
		}
		s.words++
	}
}

func (s *Scene) float(seat int, text string, col color.RGBA) {
	r := s.lay.seat(seat)
	s.floats.Add(&anim.FloatText{Text: text, X: r.X + r.W - 60, Y: r.Y + r.H/2, Color: col, Life: 50, Rise: 30})
}

// pawnAt is where a seat's pawn is drawn now, in board units.
func (s *Scene) pawnAt(seat int) (x, y float64, ok bool) {
	if s.geo == nil {
		return 0, 0, false
	}
	at := func(i int) (float64, float64, bool) {
		if i < 0 || i >= len(s.geo.Spaces) {
			return 0, 0, false
		}
		return s.geo.Spaces[i].X, s.geo.Spaces[i].Y, true
	}
	if h := s.hop; h != nil && h.seat == seat {
		ax, ay, ok1 := at(h.from)
		bx, by, ok2 := at(h.to)
		if ok1 && ok2 {
			t := float64(h.t) / float64(h.dur)
			lift := math.Sin(t*math.Pi) * 0.25 * s.geo.Step()
			return ax + (bx-ax)*t, ay + (by-ay)*t - lift, true
		}
	}
	return at(s.space[seat])
}

// Status is the line that says what is happening now, for the top bar:
// the voice's one message (see sayWaiting and start), the hand-over, or
// the end once its events have played.
func (s *Scene) Status() string {
	g := s.m.G
	switch {
	case g.Over() && !s.Playing():
		return "Game over: " + g.Result().Reason
	case s.passTo >= 0:
		return fmt.Sprintf("Pass the device to %s", g.Name(s.passTo))
	}
	if s.stage.held {
		// The playback waits on a stage: what it shows now.
		if t := s.stage.now(); t != "" {
			return t
		}
	}
	if m, ok := s.voice.Current(); ok {
		return m.Text
	}
	return ""
}

// Draw implements game.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.draw(screen)
}

// CoversScreen reports that the table paints the whole screen (draw fills
// it first), so the app need not fill it too (game.Opaque).
func (s *Scene) CoversScreen(w, h int) bool { return true }

// MenuOpen reports whether the in-game menu is up, for tests.
func (s *Scene) MenuOpen() bool { return s.menu.IsOpen() }

// Menu is the in-game menu and its ☰ button, for tests.
func (s *Scene) Menu() (*Menu, *MenuButton) { return s.menu, s.menuBtn }

// LogShown is how many lines of the match's log are on screen, for tests.
func (s *Scene) LogShown() int { return s.logShown }

// Playback is the batch of events being played and how many of them have
// started, for tests (an empty batch: everything is shown).
func (s *Scene) Playback() ([]engine.Event, int) { return s.queue, s.qi }

// ShownActive is the seat whose turn is on screen (the engine may be
// ahead), for tests.
func (s *Scene) ShownActive() int { return s.active }

// Skip is the "Play until my turn" button and whether it is offered, for
// tests.
func (s *Scene) Skip() (*SkipButton, bool) { return &s.skipBtn, s.skipShown() }

// ShownLines are a seat's panel lines as shown, for tests.
func (s *Scene) ShownLines(seat int) []string { return s.lines[seat] }

// SeatShown is seat's panel as drawn now: the rows under its name (the
// money first where the name takes the whole first line), what its last
// row shows in turn (nil when it holds all it has), and whether any of
// the seat's words lost their end to "…" or lay outside the panel, for
// tests.
func (s *Scene) SeatShown(seat int) (rows, turns []string, cut bool) {
	st := s.seatText(seat)
	return st.rows, st.turns, st.cut || st.nameCut
}

// StatusRect is the status line's room in the top bar, for tests.
func (s *Scene) StatusRect() ui.Rect { return s.statusRect() }

// ShownMarks are the presenter's board marks as shown (nil without a
// Marker), for tests.
func (s *Scene) ShownMarks() Marks { return s.marks }
