package life

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// boardScene is the board. The engine changes only by b.apply (one action
// per choice); everything on screen is animated from the returned events,
// and the rules wait while they play.
type boardScene struct {
	m   *match.Match
	o   table.PlayOptions
	g   *life.Game
	ed  *life.Edition
	lay *boardLayout
	n   int

	persons int // person seats
	viewer  int // person seat whose hidden cards this screen shows, -1 none
	passTo  int // a "pass the device" screen for this seat is up, -1 none
	// moments: each person's patience, and the pass screen's moment when
	// it is for an optional choice out of turn, which lapses there unless
	// the person takes the device.
	moments table.Moments
	// passAt is the pointer's press number (input.Intents.Press) when the
	// pass screen appeared, once passArmed: as for a prompt (boardDecision's
	// armedAt), a click begun before it was not meant for it.
	passAt    int
	passArmed bool

	// Screen layout (logical pixels).
	w, h     float64
	portrait bool
	vp       ui.Rect // the board viewport
	panelsR  ui.Rect
	logR     ui.Rect
	decR     ui.Rect // the decision bar
	seatH    float64 // a seat panel's height, fitted to the tallest's text
	// seatCompact: the seat panels use the small type and short wording
	// (always in portrait; in landscape when many seats leave no room).
	seatCompact bool
	// seatMini: the panels show only their first two lines (name, cash,
	// career), in landscape when even the compact ones overrun the screen.
	seatMini bool
	// reserveBar: the decision bar's place is always taken (the replay's
	// controls), so the log never reaches under it.
	reserveBar bool

	// Camera: world point at the viewport's centre, and zoom.
	camX, camY, zoom float64
	follow           bool
	panning          bool
	camDec           boardDecKey // the person's decision the camera last went back for

	// What the screen shows while events play (the engine is ahead).
	// shown is the game each seat's panel (and car) reads: a copy of the
	// game as it stood before the actions being played, until the playback
	// reaches the last event that names the seat (lastNamed, an index in
	// the queue, -1 none), then b.g itself; all of them b.g once the queue
	// is played. dispTurn is the turn counter, moved by the turn's event.
	shown     [engine.MaxSeats]*life.Game
	lastNamed [engine.MaxSeats]int
	dispTurn  int
	dispCash  [engine.MaxSeats]int64
	dispPos   [engine.MaxSeats]int
	mover     *anim.CarMover
	moverSeat int
	moverTo   int
	active    int
	betNums   [engine.MaxSeats][2]int
	betAmts   [engine.MaxSeats][2]int64

	// Event playback.
	queue      []engine.Event
	qi         int
	wait       int
	spinFlick  float64
	spinActive bool
	wheelShown bool
	wheelHold  bool
	spinEv     engine.Event // the spin on the wheel
	spinLog    int          // its log line, shown when the wheel lands
	logShown   int          // lines of the match's log shown (it runs behind while events play)
	logScroll  int
	logDrag    float64
	switched   bool

	wheel  *anim.Wheel
	wview  *ui.WheelView
	floats anim.FloatLayer // world coordinates
	expl   boardExplain    // outcomes said on the board
	hudFl  anim.FloatLayer // screen coordinates (seat panels)

	thinking     int
	thinkingSeat int
	// voice is the board's one status message: a computer thinking on its
	// turn, the person's prompt to spin, what just happened.
	voice table.Voice

	// The person's decision on screen.
	decKey  boardDecKey
	dec     boardDecision
	focus   *ui.Focus
	selNum  int    // casino / retire: the number chosen, 0 none
	specSel [2]int // speculation: the two numbers chosen
	revT    int    // revenge: the target chosen, -1 none

	btnCenter, btnIn, btnOut *ui.Button
	passBtn                  *ui.Button
	// The in-game menu and its ☰ button (nil in a replay's view, which
	// the viewer drives); while it is open the game waits.
	menu    *table.Menu
	menuBtn *table.MenuButton
	// "Play until my turn": its button and the turns being played through.
	skipBtn table.SkipButton
	ff      table.FastForward
	// adv: the odds advisor at a person's decision (the setting).
	adv table.Advisor
	// advising: the advisor's setting as the decision was laid out.
	advising bool

	// Draw caches.
	boardImg   *ebiten.Image
	boardScale float64
	hud        *ebiten.Image
	hudDirty   bool

	// For shots and tests.
	saveWarned bool // a failed save was reported (once)
	shotSpin   bool // spin for the person at once (the "spin" shot)
	shotMenu   int  // open the menu after this many ticks (the "board-menu" shot)
	Applied    int  // actions applied
	PersonActs int  // actions applied for persons
	Lapsed     int  // a person's optional choices whose moment passed unanswered
	lastFlick  float64
}

type boardDecKey struct {
	seat int8
	kind uint8
	n    int // b.Applied when built
	sub  int
}

func newBoardScene(m *match.Match, o table.PlayOptions) *boardScene {
	g := m.G.(*life.Game) // presenterFor admitted only Life's rulesets
	b := &boardScene{
		m: m, o: o, g: g, ed: g.Edition(), n: g.Seats(),
		lay: boardLayoutFor(g.Edition().Board()), viewer: -1, passTo: -1,
		zoom: 1, follow: true, wheel: anim.NewWheel(), revT: -1,
		decKey: boardDecKey{seat: -2},
		voice:  table.Voice{Fade: boardSayTicks},
	}
	b.wview = ui.NewWheelView(b.wheel)
	b.btnCenter = ui.NewButton(ui.Rect{}, "Follow")
	b.btnIn = ui.NewButton(ui.Rect{}, "+")
	b.btnOut = ui.NewButton(ui.Rect{}, "−")
	b.passBtn = ui.NewButton(ui.Rect{}, "Continue")
	b.menu, b.menuBtn = table.MenuFor(m, table.For(m.Setup.Ruleset)), &table.MenuButton{}
	b.persons, b.viewer = table.Persons(m)
	b.logShown = len(m.Log)
	b.syncDisplay()
	p := b.carPos(max(0, b.active))
	b.camX, b.camY = p.X, p.Y
	b.hudDirty = true
	return b
}

// OnEnter implements game.Enterer.
func (b *boardScene) OnEnter(ctx *game.Context) { b.layout(ctx.Width, ctx.Height) }

// boardSayTicks is how long what just happened stays said over the board.
const boardSayTicks = 110

// syncDisplay makes the screen show the engine's state.
func (b *boardScene) syncDisplay() {
	b.dispTurn = b.g.Turn()
	b.voice.NewTurn(b.dispTurn)
	for i := 0; i < b.n; i++ {
		b.shown[i] = b.g
		b.dispCash[i] = b.g.Cash(i)
		b.dispPos[i] = int(b.g.Player(i).Pos)
		b.betNums[i], b.betAmts[i] = b.g.Bets(i)
	}
	b.mover = nil
	// When the game is over nobody is to move: no seat is marked (the
	// engine's Active still names the last seat that moved).
	b.active = -1
	if !b.g.Over() {
		b.active = b.g.Active()
	}
	b.hudDirty = true
}

// playing reports whether events are still being shown.
func (b *boardScene) playing() bool {
	return b.qi < len(b.queue) || b.wait > 0 || b.spinActive || (b.mover != nil && !b.mover.Done())
}

// Update implements game.Scene.
func (b *boardScene) Update(ctx *game.Context) error {
	b.layout(ctx.Width, ctx.Height)
	b.adv.Update(ctx.Settings().Advisor, b.m, b.Applied)
	if on := ctx.Settings().Advisor; on != b.advising {
		b.advising = on
		b.decKey.seat = -2 // relayout the decision: its rows keep their badges' room
	}
	if b.shotMenu > 0 {
		if b.shotMenu--; b.shotMenu == 0 {
			b.menu.Open(ctx)
		}
	}
	// The menu first: while it is open nothing on the board moves.
	if b.menu.Update(ctx) {
		return nil
	}
	// Escape leaves a decision's sub-choice first (a number picked, a
	// revenge target); with none to leave, it opens the menu.
	if back := ctx.Input.Consume(input.KeyBack); back && b.decisionShown() && b.dec.back != nil && b.dec.back() {
		ctx.Play(sound.Button)
	} else if back || b.passTo < 0 && !b.menuCovered() && b.menuBtn.Update(ctx.Input) {
		ctx.Play(sound.Button)
		b.menu.Open(ctx)
		return nil
	}
	sp := ctx.Speed()
	b.wheel.Speed, b.floats.Speed, b.hudFl.Speed = sp, sp, sp
	if b.mover != nil {
		b.mover.Speed = sp
	}
	game.PublishState(b.g.Ruleset(), b.g.Turn(), b.g.Hash())
	in := ctx.Input
	defer func() {
		b.floats.Update()
		b.hudFl.Update()
		b.sayStanding()
		b.voice.Tick(max(1, sp.Ticks()))
		if sp.Instant() {
			b.voice.Tick(8)
		}
		b.updateCamera()
		if b.hudDirty {
			b.fitHUD()
		} else {
			b.fitLog()
		}
	}()

	if b.passTo >= 0 {
		if !b.passArmed {
			b.passArmed, b.passAt = true, in.Press
			in.Consume(input.KeyConfirm) // nor a key pressed as it appears
		}
		if in.Press <= b.passAt {
			in.ConsumeTap()
			in.Drag = input.Drag{}
		}
		if b.passLapse(ctx) {
			b.passArmed = false
			return nil
		}
		b.passBtn.Disabled = false
		if b.passBtn.Update(in) || in.Consume(input.KeyConfirm) || in.TapIn(0, 0, b.w, b.h) {
			ctx.Play(sound.Button)
			b.viewer, b.passTo, b.passArmed = b.passTo, -1, false
			b.hudDirty = true
			b.decKey.seat = -2
		}
		return nil
	}

	b.updateHUDControls(ctx)
	if b.skipShown() && (b.skipBtn.Update(in) || in.Consume(input.KeyFast)) {
		ctx.Play(sound.Button)
		b.ff.Start(b.dispTurn, b.dispCash[:b.n]) // as shown: the turns still playing count as skipped
	}
	if b.ff.On() {
		b.fastForward(ctx)
		b.cameraInput(in)
		return nil
	}

	if b.playing() {
		if in.Consume(input.KeyConfirm) || b.tapToSkip(in) {
			b.flush(ctx)
		} else {
			b.play(ctx)
		}
		b.cameraInput(in)
		return nil
	}
	if len(b.queue) > 0 {
		b.finishQueue()
	}
	if b.g.Over() {
		if !b.switched && table.Results != nil {
			b.switched = true
			ctx.Switch(table.Results(b.m, b.o))
		}
		return nil
	}
	d, ok := b.m.Decision()
	if !ok {
		return nil
	}
	if b.m.IsComputer(int(d.Seat)) {
		// While the screen fades out (the player quit to the title) no
		// computer moves: the saved game stays as the player left it.
		if !ctx.Transitioning() {
			b.computerTurn(ctx, d)
		}
		b.cameraInput(in)
		return nil
	}
	if b.persons > 1 && b.viewer != int(d.Seat) {
		b.passTo = int(d.Seat)
		return nil
	}
	if b.viewer != int(d.Seat) {
		b.viewer = int(d.Seat)
		b.hudDirty = true
	}
	b.personTurn(ctx, d)
	b.cameraInput(in)
	return nil
}

// tapToSkip consumes a tap on the board (not on a HUD control) to skip.
func (b *boardScene) tapToSkip(in *input.Intents) bool {
	_, _, ok := in.Tap()
	if ok {
		in.ConsumeTap()
	}
	return ok
}

func (b *boardScene) thinkTicks(sp anim.Speed) int {
	switch sp {
	case anim.SpeedInstant:
		return 0
	case anim.Speed4x:
		return 2
	case anim.Speed2x:
		return 4
	}
	return 8
}

// boardMaxPause bounds the board's pause on one event at 1x, so that a
// turn of several outcomes passes in a few seconds; what just happened
// stays said (the voice, boardSayTicks) over what follows, to be read.
const boardMaxPause = 12

// boardPause is how long the board dwells on an event that asks for t
// ticks: two thirds of it, at most boardMaxPause. The end of the game (over
// two seconds) keeps its fanfare.
func boardPause(t int) int {
	if t > 2*anim.TPS {
		return t
	}
	return min(t*2/3, boardMaxPause)
}

// computerTurn shows a short "thinking" sign, then applies the computer's
// choice. Only the active seat's own decisions think: a computer's side bet
// or card out of turn is made at once, with no sign. At instant speed it
// plays many actions per tick.
func (b *boardScene) computerTurn(ctx *game.Context, d engine.Decision) {
	sp := ctx.Speed()
	if b.thinkingSeat != int(d.Seat) || b.thinking < 0 {
		b.thinkingSeat = int(d.Seat)
		b.thinking = 0
		if int(d.Seat) == b.g.Active() {
			b.thinking = b.thinkTicks(sp)
		}
	}
	// A search runs a slice a tick (table.Think), through the pause too.
	a, done, err := table.Think(b.m)
	if b.thinking > 0 && err == nil {
		b.thinking--
		return
	}
	b.thinking = -1
	for k := 0; k < 64; k++ {
		if k > 0 {
			a, done, err = table.Think(b.m)
		}
		if err != nil {
			ctx.Toast(err.Error())
			return
		}
		if !done {
			b.thinking = 0 // still thinking: on next tick, with no new pause
			return
		}
		b.apply(ctx, a, 0)
		if !sp.Instant() {
			return
		}
		b.play(ctx)
		if b.playing() || !b.m.ComputerToMove() {
			return
		}
	}
}

// skipShown reports whether "Play until my turn" is offered: a person
// plays, the turn on screen is a computer's, and a computer's decision
// comes next.
func (b *boardScene) skipShown() bool {
	return b.menu != nil && b.passTo < 0 && b.ff.Offered(b.m, b.persons, b.active)
}

// fastForward plays the computers' decisions at once up to the person's
// next decision (or the end), passing the person's optional choices out of
// turn as their moments would (a side bet as no bet), then says what
// changed meanwhile.
func (b *boardScene) fastForward(ctx *game.Context) {
	b.flush(ctx)
	done, err := b.ff.Play(b.m, func(a engine.Action) {
		b.apply(ctx, a, 0)
		b.flush(ctx)
	})
	if err != nil {
		ctx.Toast(err.Error())
	}
	if !done {
		return // more next tick
	}
	b.thinking = -1
	if msg := b.ff.Stop(b.g, b.g.Turn(), b.dispCash[:b.n]); msg != "" {
		ctx.Toast(msg)
	}
}

// apply applies one action and queues its events for playback.
func (b *boardScene) apply(ctx *game.Context, a engine.Action, flick float64) {
	for i := 0; i < b.n; i++ {
		b.betNums[i], b.betAmts[i] = b.g.Bets(i)
	}
	// The panels of seats that already show the engine keep the game as it
	// stands now until this action's events about them play.
	was := b.g.Copy()
	evs, err := b.m.Apply(a)
	if err != nil {
		ctx.Toast(err.Error())
		return
	}
	for i := 0; i < b.n; i++ {
		if b.shown[i] == b.g {
			b.shown[i] = was
		}
	}
	b.voice.Quiet() // the prompt or the thinking was answered
	if b.m.SaveErr != nil && !b.saveWarned {
		b.saveWarned = true
		ctx.Toast(table.OneLine("The game is not being saved: " + b.m.SaveErr.Error()))
	}
	b.Applied++
	if !b.m.IsComputer(int(a.Seat)) {
		b.PersonActs++
	}
	b.queue = append(b.queue, evs...)
	b.markNamed()
	if len(b.queue) == 0 {
		b.finishQueue() // nothing to animate: the screen shows the engine at once
	}
	b.spinFlick = flick
	b.selNum, b.specSel, b.revT = 0, [2]int{}, -1
	b.decKey.seat = -2
	b.thinking = -1
	b.thinkingSeat = -1
}

// markNamed finds the last event in the queue that names each seat.
func (b *boardScene) markNamed() {
	for i := range b.lastNamed {
		b.lastNamed[i] = -1
	}
	for k, e := range b.queue {
		for _, s := range [2]int8{e.Seat, e.Other} {
			if s >= 0 && int(s) < b.n && (s == e.Seat || e.Kind != life.EvCareerOffer) {
				b.lastNamed[s] = k
			}
		}
	}
}

// reached lets each seat whose last event has started show the engine.
func (b *boardScene) reached() {
	for i := 0; i < b.n; i++ {
		if k := b.lastNamed[i]; k >= 0 && k < b.qi {
			b.shown[i] = b.g
		}
	}
}

// seatGame is the game seat i's panel and car show.
func (b *boardScene) seatGame(i int) *life.Game {
	if g := b.shown[i]; g != nil {
		return g
	}
	return b.g
}

func (b *boardScene) finishQueue() {
	b.queue = b.queue[:0]
	b.qi = 0
	b.wheelShown = false
	b.wheelHold = false
	b.syncDisplay()
}

// play advances the playback by one tick.
func (b *boardScene) play(ctx *game.Context) {
	for guard := 0; guard < 10000; guard++ {
		if b.animBusy(ctx) {
			return
		}
		if b.qi >= len(b.queue) {
			b.finishQueue()
			return
		}
		i := b.qi
		b.qi++
		b.startEvent(ctx, b.queue[i], false)
		b.explain(b.queue[i:b.qi], false)
		b.reached()
	}
}

// flush skips to the end of everything queued.
func (b *boardScene) flush(ctx *game.Context) {
	b.wheel.Skip()
	b.landSpin()
	if b.mover != nil {
		b.mover.Skip()
		b.dispPos[b.moverSeat] = b.moverTo
		b.mover = nil
	}
	b.wait = 0
	for b.qi < len(b.queue) {
		i := b.qi
		b.qi++
		b.startEvent(ctx, b.queue[i], true)
		b.explain(b.queue[i:b.qi], true)
		if b.mover != nil {
			b.mover.Skip()
			b.dispPos[b.moverSeat] = b.moverTo
			b.mover = nil
		}
		b.wheel.Skip()
		b.landSpin()
		b.wait = 0
	}
	b.finishQueue()
}

// landSpin ends the spin on the wheel: its log line shows, and the board
// says what it landed on.
func (b *boardScene) landSpin() {
	if !b.spinActive {
		return
	}
	b.spinActive = false
	b.addLog(b.spinLog)
	b.spinLog = 0
	b.say(b.spinEv)
}

// say makes the voice tell what event e did, in the turn on show.
func (b *boardScene) say(e engine.Event) {
	b.voice.Set(b.g.Describe(e), int(e.Seat), b.dispTurn, table.SayEvent)
}

// sayStanding says what the board waits for when no events play: the
// person's prompt to spin (the bar's prompt is the bar's own), a computer
// thinking on its own turn. A computer choosing out of its turn (a side
// bet) is not said to think: it is not its turn.
func (b *boardScene) sayStanding() {
	if b.playing() || b.passTo >= 0 || b.g.Over() {
		return
	}
	d, ok := b.m.Decision()
	if !ok {
		return
	}
	seat := int(d.Seat)
	switch {
	case b.m.IsComputer(seat):
		if seat == b.active && b.thinkingSeat == seat && (b.thinking > 0 || b.m.ThinkingSeat() == seat) {
			b.voice.Set(b.g.Name(seat)+" is thinking…", seat, b.dispTurn, table.SayThinking)
		}
	case b.decisionShown() && b.dec.wheel:
		b.voice.Set(b.dec.wheelNote, seat, b.dispTurn, table.SayPrompt)
	}
}

// animBusy advances the animation in progress and reports whether it still runs.
func (b *boardScene) animBusy(ctx *game.Context) bool {
	sp := ctx.Speed()
	if b.spinActive {
		if b.wheel.Update() > 0 {
			ctx.Play(sound.Peg)
		}
		if b.wheel.Done() {
			b.landSpin()
			b.wheelHold = true
			b.wait = 14
			if sp.Instant() {
				b.wait = 0
			}
		}
		return true
	}
	if b.mover != nil {
		if !b.mover.Done() {
			b.mover.Update()
		}
		b.showMoveNotes()
		if b.mover.Done() {
			b.dispPos[b.moverSeat] = b.moverTo
			b.mover = nil
			b.hudDirty = true
			return false
		}
		return true
	}
	if b.wait > 0 {
		n := sp.Ticks()
		if n == 0 {
			b.wait = 0
			return false
		}
		b.wait -= n
		if b.wait <= 0 {
			b.wait = 0
			if b.wheelHold && (b.qi >= len(b.queue) || b.queue[b.qi].Kind != life.EvSpin) {
				b.wheelShown, b.wheelHold = false, false
			}
		}
		return true
	}
	return false
}

var boardPurpose = [...]string{"to move", "for wedding presents", "for the honeymoon", "to speculate", "on the market", "for children", "as a Tycoon", "for a Lucky Number"}

// startEvent begins showing one event. quick (skipping) shows no floats
// and plays no sounds but the fanfare.
func (b *boardScene) startEvent(ctx *game.Context, e engine.Event, quick bool) {
	play := func(id sound.ID) {
		if !quick {
			ctx.Play(id)
		}
	}
	b.hudDirty = true
	seat := int(e.Seat)
	if e.Kind == life.EvStep {
		// The car's run of steps, through any taken space it goes on past
		// (EvTaken, said as it gets there: explain).
		j, to := b.qi, int(e.Arg2)
		pts := []anim.Point{b.spaceCar(seat, int(e.Arg)), b.spaceCar(seat, to)}
		for ; j < len(b.queue) && b.queue[j].Seat == e.Seat && (b.queue[j].Kind == life.EvStep || b.queue[j].Kind == life.EvTaken); j++ {
			if s := b.queue[j]; s.Kind == life.EvStep {
				to = int(s.Arg2)
				pts = append(pts, b.spaceCar(seat, to))
			}
		}
		b.addLog(len(b.g.Lines(b.queue[b.qi-1 : j])))
		b.qi = j
		b.startMove(ctx, seat, pts, to)
		return
	}
	if e.Kind == life.EvSpin {
		// The spin's line ("Ana spins 9") shows when the wheel lands.
		b.spinLog = len(b.g.Lines([]engine.Event{e}))
	} else {
		b.addLog(len(b.g.Lines([]engine.Event{e})))
	}
	sp := ctx.Speed()
	waitFor := func(t int) {
		if !sp.Instant() && !quick {
			b.wait = boardPause(t)
		}
	}
	showBanner := func() { b.say(e) }
	switch e.Kind {
	case life.EvTurn:
		b.dispTurn = int(e.Arg)
		b.voice.NewTurn(b.dispTurn)
		b.active = seat
		b.follow = true
		waitFor(8)
	case life.EvFirst:
		b.active = seat
		showBanner()
		waitFor(30)
	case life.EvSpin:
		// The person's own spin stays where they flicked it; anyone
		// else's has the board's height, with no bar under it.
		if !b.dec.wheel || b.dec.seat != seat {
			b.placeWheel(false)
		}
		b.wheelShown = true
		b.wheelHold = false
		purpose := ""
		if int(e.Arg2) < len(boardPurpose) {
			purpose = boardPurpose[e.Arg2]
		}
		b.voice.Set(b.g.Name(seat)+" spins "+purpose, seat, b.dispTurn, table.SayEvent)
		b.spinEv = e
		flick := b.spinFlick
		b.spinFlick = 0
		if flick == 0 {
			// Nobody flicked (a computer's spin): a quick one.
			b.wheel.SpinQuick(int(e.Arg))
		} else {
			b.wheel.Spin(int(e.Arg), flick)
		}
		b.spinActive = true
		play(sound.Whoosh)
		if quick || sp.Instant() {
			b.wheel.Skip()
		}
	case life.EvBack:
		pts := []anim.Point{b.spaceCar(seat, int(e.Arg))}
		gr := b.ed.Board().Graph
		for at := int(e.Arg); at != int(e.Arg2) && at != engine.None; {
			at = gr.Back(at)
			if at == engine.None {
				break
			}
			pts = append(pts, b.spaceCar(seat, at))
		}
		showBanner()
		b.startMove(ctx, seat, pts, int(e.Arg2))
	case life.EvPoorFarm:
		showBanner()
		b.startMove(ctx, seat, []anim.Point{b.spaceCar(seat, int(e.Arg)), b.spaceCar(seat, int(e.Arg2))}, int(e.Arg2))
	case life.EvTransfer:
		from, to := engine.Account(e.Seat), engine.Account(e.Other)
		if from >= 0 {
			b.dispCash[from] -= e.Amount
			b.moneyFloat(int(from), -e.Amount, quick)
		}
		if to >= 0 {
			b.dispCash[to] += e.Amount
			b.moneyFloat(int(to), e.Amount, quick)
		}
		if from >= 0 {
			play(sound.Pay)
		} else if to >= 0 {
			play(sound.Collect)
		}
		waitFor(16)
	case life.EvBet:
		b.dispCash[seat] -= e.Amount
		b.moneyFloat(seat, -e.Amount, quick)
		play(sound.Pay)
		waitFor(12)
	case life.EvRepay:
		b.dispCash[seat] -= e.Amount
		b.moneyFloat(seat, -e.Amount, quick)
		play(sound.Pay)
		waitFor(16)
	case life.EvBorrow:
		b.dispCash[seat] += e.Amount
		b.moneyFloat(seat, e.Amount, quick)
		showBanner()
		play(sound.Collect)
		waitFor(24)
	case life.EvMarried:
		showBanner()
		play(sound.Marry)
		waitFor(45)
	case life.EvBaby:
		showBanner()
		play(sound.Baby)
		waitFor(40)
	case life.EvRevenge:
		showBanner()
		play(sound.Revenge)
		waitFor(50)
	case life.EvToll:
		showBanner()
		play(sound.Toll)
		waitFor(30)
	case life.EvCardGiven:
		showBanner()
		play(sound.Card)
		waitFor(36)
	case life.EvCardDrawn:
		play(sound.Card)
		waitFor(12)
	case life.EvGameOver:
		showBanner()
		ctx.Play(sound.Fanfare)
		waitFor(150)
	case life.EvTycoonWin, life.EvAcres, life.EvReckon, life.EvProfession, life.EvLucky, life.EvMarket,
		life.EvInsured, life.EvBuy, life.EvExempt, life.EvDebt, life.EvTycoonBet, life.EvSpeculate, life.EvRoad:
		showBanner()
		waitFor(34)
	}
}

func (b *boardScene) startMove(ctx *game.Context, seat int, pts []anim.Point, to int) {
	b.mover = anim.NewCarMover(pts, anim.HopTicksFor(len(pts)-1))
	b.mover.Speed = ctx.Speed()
	b.moverSeat, b.moverTo = seat, to
	b.follow = true
}

// addLog shows the next n lines of the match's log: the board has no log
// of its own, it shows the match's as far as the animation has reached.
func (b *boardScene) addLog(n int) {
	b.logShown = min(len(b.m.Log), b.logShown+n)
	if b.logScroll > 0 {
		b.logScroll += n
	}
	b.hudDirty = true
}

// logLines are the lines of the match's log on screen.
func (b *boardScene) logLines() []string { return b.m.Log[:b.logShown] }

// moneyFloat floats a +$/−$ amount up from a seat's car and its panel.
func (b *boardScene) moneyFloat(seat int, amt int64, quick bool) {
	if quick || amt == 0 {
		return
	}
	col := ui.ColMoneyIn
	if amt < 0 {
		col = ui.ColMoneyOut
	}
	b.worldFloat(b.carPos(seat), ui.MoneyDelta(amt), col)
	r := b.seatRect(seat)
	if r.W > 0 {
		b.hudFl.Add(&anim.FloatText{Text: ui.MoneyDelta(amt), X: r.X + r.W - 70, Y: r.Y + 30, Color: col, Rise: 30})
	}
}

// worldFloat floats s up from a point on the board. Several at one place
// stack rather than overprint.
func (b *boardScene) worldFloat(p anim.Point, s string, col color.RGBA) {
	dy := 0.0
	for _, f := range b.floats.Items() {
		if math.Abs(f.X-p.X) < 1 && !f.Done() {
			dy -= 26
		}
	}
	b.floats.Add(&anim.FloatText{Text: s, X: p.X, Y: p.Y - 30 + max(dy, -104), Color: col})
}

// spaceCar is where seat's car stands on a space (see carSpot).
func (b *boardScene) spaceCar(seat, space int) anim.Point {
	p, _ := b.carSpot(seat, space)
	return p
}

// carSpot is where seat's car stands on a space and its size: the cars
// on a space stand side by side in seat order under its label (carSlot).
// Seat itself always counts; a car on its way elsewhere no longer does.
func (b *boardScene) carSpot(seat, space int) (anim.Point, float64) {
	if space < 0 || space >= len(b.lay.Pos) {
		space = 0
	}
	k, n := 0, 0
	for i := 0; i < b.n; i++ {
		if i != seat && (b.dispPos[i] != space || b.mover != nil && b.moverSeat == i) {
			continue
		}
		if i < seat {
			k++
		}
		n++
	}
	return b.lay.carSlot(space, k, n)
}

// carPos is where a seat's car is drawn now (world coordinates).
func (b *boardScene) carPos(seat int) anim.Point {
	if b.mover != nil && b.moverSeat == seat {
		return b.mover.Pos()
	}
	return b.spaceCar(seat, b.dispPos[seat])
}

// Camera.

const (
	boardZoomMax = 2.0
	// boardLookAhead is how many spaces ahead of a moving car the camera
	// aims, so the road it is about to take is in view.
	boardLookAhead = 3
)

// updateCamera brings the followed car to the focus point (camFocus): the
// active car, a moving car with the road ahead of it, the winner at the
// end. A person's decision turns following back on, so the camera goes to
// their car on their own turn even after they looked elsewhere before it;
// if they pan while it waits, it stays where they put it.
func (b *boardScene) updateCamera() {
	defer b.clampCamera()
	if b.decisionShown() {
		key := b.decKey
		key.sub = 0 // a sub-choice is the same decision
		if key != b.camDec {
			b.camDec = key
			b.follow, b.panning = true, false
		}
	}
	if !b.follow || b.panning {
		return
	}
	seat := b.active
	if b.mover != nil {
		seat = b.moverSeat
	}
	if seat < 0 && b.g.Over() {
		// Nobody is to move: the camera goes to the winner.
		r := b.g.Result()
		seat = slices.Index(r.Places[:b.n], 1)
	}
	if seat < 0 || seat >= b.n {
		return
	}
	p := b.lookAhead(seat)
	fx, fy := b.camFocus()
	cx, cy := b.vp.Center()
	tx, ty := p.X-(fx-cx)/b.zoom, p.Y-(fy-cy)/b.zoom
	// The camera glides; faster at a faster speed, so a quick car stays
	// in view.
	k := 1 - math.Pow(0.88, float64(max(1, b.wheel.Speed.Ticks())))
	b.camX += (tx - b.camX) * k
	b.camY += (ty - b.camY) * k
}

// lookAhead is the point the camera puts at the focus for seat's car: the
// car itself, or while it moves a point boardLookAhead spaces ahead on its
// route, held near enough that the car stays well inside the free view.
func (b *boardScene) lookAhead(seat int) anim.Point {
	p := b.carPos(seat)
	if b.mover == nil || b.moverSeat != seat || len(b.mover.Points) == 0 {
		return p
	}
	pts := b.mover.Points
	a := pts[min(b.mover.Space()+boardLookAhead, len(pts)-1)]
	fr := b.freeView()
	mx, my := fr.W*0.3/b.zoom, fr.H*0.3/b.zoom
	return anim.Point{X: p.X + max(-mx, min(mx, a.X-p.X)), Y: p.Y + max(-my, min(my, a.Y-p.Y))}
}

// freeView is the part of the viewport nothing lies over: under the turn
// pill and the camera buttons, above the decision bar (in landscape it
// lies over the board), and left of the wheel while it is drawn.
func (b *boardScene) freeView() ui.Rect {
	top, bottom := b.vp.Y+boardNoteTop, b.vp.Y+b.vp.H
	if !b.portrait {
		bottom = min(bottom, b.decR.Y)
	}
	right := b.vp.X + b.vp.W
	if b.wheelDrawn() {
		right = b.wheelHalo().X
	}
	return ui.R(b.vp.X, top, max(1, right-b.vp.X), max(1, bottom-top))
}

// camFocus is the screen point the followed car is brought to: the middle
// of the free view.
func (b *boardScene) camFocus() (float64, float64) { return b.freeView().Center() }

// defaultZoom is the zoom a game starts at and Follow goes back to.
func (b *boardScene) defaultZoom() float64 {
	if b.portrait {
		return 0.8
	}
	return 1
}

// fitZoom is the zoom at which the whole board fits the viewport.
func (b *boardScene) fitZoom() float64 {
	return min(b.vp.W/b.lay.Width(), b.vp.H/b.lay.Height())
}

// zoomMin is the farthest out the camera goes: the whole board in view,
// and no farther, where it would only shrink in the middle of the table.
func (b *boardScene) zoomMin() float64 { return min(b.fitZoom(), b.defaultZoom()) }

// clampCamera keeps the board in the viewport: centred along a side the
// board is shorter than, and otherwise filling the viewport, except as far
// as it takes to bring a space on the board's edge to the focus point.
func (b *boardScene) clampCamera() {
	l := b.lay
	fx, fy := b.camFocus()
	cx, cy := b.vp.Center()
	b.camX = boardClampAxis(b.camX, l.MinX, l.MaxX, b.vp.W/b.zoom, (fx-cx)/b.zoom, boardMargin+boardTileW/2)
	b.camY = boardClampAxis(b.camY, l.MinY, l.MaxY, b.vp.H/b.zoom, (fy-cy)/b.zoom, boardMargin+boardTileH/2)
}

// boardClampAxis clamps c, the world coordinate at the viewport's centre
// along one axis, for a board from lo to hi (its outermost spaces inset
// in from them) in a view span wide, whose focus point lies off from its
// centre.
func boardClampAxis(c, lo, hi, span, off, inset float64) float64 {
	if hi-lo <= span+1e-6 {
		return (lo + hi) / 2
	}
	return max(min(lo+span/2, lo+inset-off), min(max(hi-span/2, hi-inset-off), c))
}

// toScreen maps a world point to the screen.
func (b *boardScene) toScreen(x, y float64) (float64, float64) {
	cx, cy := b.vp.Center()
	return (x-b.camX)*b.zoom + cx, (y-b.camY)*b.zoom + cy
}

func (b *boardScene) toWorld(x, y float64) (float64, float64) {
	cx, cy := b.vp.Center()
	return (x-cx)/b.zoom + b.camX, (y-cy)/b.zoom + b.camY
}

// zoomAt zooms by f keeping the screen point (sx, sy) still. Zoomed out
// to the least, the whole board shows, centred (clampCamera).
func (b *boardScene) zoomAt(f, sx, sy float64) {
	wx, wy := b.toWorld(sx, sy)
	b.zoom = max(b.zoomMin(), min(boardZoomMax, b.zoom*f))
	nx, ny := b.toWorld(sx, sy)
	b.camX += wx - nx
	b.camY += wy - ny
	b.clampCamera()
}

// cameraInput pans by dragging the board and zooms by wheel or pinch.
func (b *boardScene) cameraInput(in *input.Intents) {
	z := in.Zoom
	if z.Factor != 0 && b.vp.Contains(z.CX, z.CY) && !b.logR.Contains(z.CX, z.CY) {
		if z.Factor != 1 {
			b.zoomAt(z.Factor, z.CX, z.CY)
		}
		if z.PanX != 0 || z.PanY != 0 {
			b.camX -= z.PanX / b.zoom
			b.camY -= z.PanY / b.zoom
			b.follow = false
			b.clampCamera()
		}
	}
	d := in.Drag
	switch d.Phase {
	case input.DragStart:
		if b.vp.Contains(d.StartX, d.StartY) && !b.blocksPan(d.StartX, d.StartY) {
			b.panning = true
			b.follow = false
			b.camX -= (d.X - d.StartX) / b.zoom
			b.camY -= (d.Y - d.StartY) / b.zoom
		}
	case input.DragMove:
		if b.panning {
			b.camX -= d.DX / b.zoom
			b.camY -= d.DY / b.zoom
			b.clampCamera()
		}
	case input.DragEnd, input.DragCancel:
		b.panning = false
	case input.DragNone:
		// A drag whose end went to something else (a decision that
		// appeared under the finger drops the gesture begun before it)
		// must not hold the camera still for good.
		if !in.Down {
			b.panning = false
		}
	}
}

// blocksPan reports whether a drag starting at (x, y) belongs to something
// drawn over the board (the wheel, a decision panel).
func (b *boardScene) blocksPan(x, y float64) bool {
	if b.wheelDrawn() {
		if b.wview.Contains(x, y) {
			return true
		}
	}
	if b.dec.active && (b.dec.modal && b.dec.modalR.Contains(x, y) || !b.dec.modal && b.decR.Contains(x, y)) {
		return true
	}
	return false
}

// updateHUDControls handles the camera buttons and the log's scrolling.
func (b *boardScene) updateHUDControls(ctx *game.Context) {
	in := ctx.Input
	covered := b.cameraCovered()
	b.btnCenter.Disabled, b.btnIn.Disabled, b.btnOut.Disabled = covered, covered, covered
	if b.btnCenter.Update(in) {
		// Back to the game as it starts: the usual zoom, on the car.
		b.follow, b.panning = true, false
		b.zoom = b.defaultZoom()
		b.clampCamera()
		ctx.Play(sound.Button)
	}
	if b.btnIn.Update(in) {
		cx, cy := b.vp.Center()
		b.zoomAt(1.25, cx, cy)
		ctx.Play(sound.Button)
	}
	if b.btnOut.Update(in) {
		cx, cy := b.vp.Center()
		b.zoomAt(0.8, cx, cy)
		ctx.Play(sound.Button)
	}
	// The log scrolls with the wheel or a drag over it.
	if z := in.Zoom; z.Factor != 0 && z.Factor != 1 && b.logR.Contains(z.CX, z.CY) {
		if z.Factor > 1 {
			b.logScroll++
		} else {
			b.logScroll--
		}
		b.logScroll = max(0, min(b.logShown-1, b.logScroll))
		b.hudDirty = true
	}
	if d := in.Drag; (d.Phase == input.DragMove || d.Phase == input.DragStart) && b.logR.Contains(d.StartX, d.StartY) {
		b.logDrag += d.DY
		for b.logDrag > 18 {
			b.logDrag -= 18
			b.logScroll = min(b.logShown-1, b.logScroll+1)
			b.hudDirty = true
		}
		for b.logDrag < -18 {
			b.logDrag += 18
			b.logScroll = max(0, b.logScroll-1)
			b.hudDirty = true
		}
	}
}

// Draw implements game.Scene.
func (b *boardScene) Draw(screen *ebiten.Image) {
	if b.w == 0 {
		bd := screen.Bounds()
		b.layout(float64(bd.Dx()), float64(bd.Dy()))
	}
	b.fillAround(screen)
	if b.passTo >= 0 {
		b.drawPass(screen)
		b.moments.DrawPass(screen, b.passBtn.Rect, ui.CarColor(b.seatColour(b.passTo)))
		b.drawMenu(screen)
		return
	}
	b.drawBoard(screen)
	b.drawCars(screen)
	for _, f := range b.floats.Items() {
		t := *f
		t.X, t.Y = b.toScreen(f.X, f.Y)
		ui.DrawFloat(screen, &t, ui.SizeTitle)
	}
	b.drawTopBar(screen)
	b.fitLog()
	// The panels first: a decision or a casino panel may cover them (in
	// portrait it does), never the other way round.
	b.drawHUD(screen)
	if b.wheelDrawn() {
		b.drawWheel(screen)
	}
	b.drawVoice(screen)
	b.adv.BeginDraw()
	b.drawDecision(screen)
	b.adv.Draw(screen) // the odds on the choices the decision offered
	for _, f := range b.hudFl.Items() {
		ui.DrawFloat(screen, f, ui.SizeBody)
	}
	b.drawMenu(screen)
}

// wheelDrawn reports whether the wheel is on screen: while it spins and
// shows its number, and while a person's spin waits for them; never while
// a car moves, so that it hides no car on its way nor the road ahead.
func (b *boardScene) wheelDrawn() bool {
	return b.wheelUp() && b.mover == nil
}

// drawMenu draws the ☰ button and, when open, the menu over everything.
func (b *boardScene) drawMenu(screen *ebiten.Image) {
	if b.menu == nil {
		return
	}
	if b.passTo < 0 && !b.menuCovered() {
		b.menuBtn.Draw(screen)
	}
	b.menu.Draw(screen)
}

// menuCovered reports whether a modal decision panel (the casino, the
// retire choice) lies over the ☰ button: it is then neither drawn nor
// tappable, and Escape still opens the menu.
func (b *boardScene) menuCovered() bool {
	return b.decisionShown() && b.dec.modal && b.dec.modalR.Overlaps(b.menuBtn.Rect)
}

// cameraCovered reports whether a modal decision panel lies over the
// camera's buttons (the casino on a short screen takes it all): the panel
// then takes their taps.
func (b *boardScene) cameraCovered() bool {
	if !b.decisionShown() || !b.dec.modal {
		return false
	}
	r := b.dec.modalR
	return r.Overlaps(b.btnCenter.Rect) || r.Overlaps(b.btnIn.Rect) || r.Overlaps(b.btnOut.Rect)
}
