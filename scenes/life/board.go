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

	// What the screen shows while events play (the engine is ahead).
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
	wheelNote  string
	banner     string
	bannerT    int
	logShown   int // lines of the match's log shown (it runs behind while events play)
	logScroll  int
	logDrag    float64
	overWait   bool
	switched   bool

	wheel  *anim.Wheel
	wview  *ui.WheelView
	floats anim.FloatLayer // world coordinates
	hudFl  anim.FloatLayer // screen coordinates (seat panels)

	thinking     int
	thinkingSeat int

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
		lay: boardLayoutFor(g.Edition().Board), viewer: -1, passTo: -1,
		zoom: 1, follow: true, wheel: anim.NewWheel(), revT: -1,
		decKey: boardDecKey{seat: -2},
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

// syncDisplay makes the screen show the engine's state.
func (b *boardScene) syncDisplay() {
	for i := 0; i < b.n; i++ {
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
		if b.bannerT > 0 {
			b.bannerT -= max(1, sp.Ticks())
			if sp.Instant() {
				b.bannerT = max(0, b.bannerT-8)
			}
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
		b.computerTurn(ctx, d)
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
		return 8
	case anim.Speed2x:
		return 16
	}
	return 32
}

// computerTurn shows a short "thinking" sign, then applies the computer's
// choice. At instant speed it plays many actions per tick.
func (b *boardScene) computerTurn(ctx *game.Context, d engine.Decision) {
	sp := ctx.Speed()
	if b.thinkingSeat != int(d.Seat) || b.thinking < 0 {
		b.thinkingSeat = int(d.Seat)
		b.thinking = b.thinkTicks(sp)
	}
	if b.thinking > 0 {
		b.thinking--
		return
	}
	b.thinking = -1
	for k := 0; k < 64; k++ {
		a, err := b.m.ComputerAction()
		if err != nil {
			ctx.Toast(err.Error())
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

// apply applies one action and queues its events for playback.
func (b *boardScene) apply(ctx *game.Context, a engine.Action, flick float64) {
	for i := 0; i < b.n; i++ {
		b.betNums[i], b.betAmts[i] = b.g.Bets(i)
	}
	evs, err := b.m.Apply(a)
	if err != nil {
		ctx.Toast(err.Error())
		return
	}
	if b.m.SaveErr != nil && !b.saveWarned {
		b.saveWarned = true
		ctx.Toast(table.OneLine("The game is not being saved: " + b.m.SaveErr.Error()))
	}
	b.Applied++
	if !b.m.IsComputer(int(a.Seat)) {
		b.PersonActs++
	}
	b.queue = append(b.queue, evs...)
	b.spinFlick = flick
	b.selNum, b.specSel, b.revT = 0, [2]int{}, -1
	b.decKey.seat = -2
	b.thinking = -1
	b.thinkingSeat = -1
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
		e := b.queue[b.qi]
		b.qi++
		b.startEvent(ctx, e, false)
	}
}

// flush skips to the end of everything queued.
func (b *boardScene) flush(ctx *game.Context) {
	b.wheel.Skip()
	b.spinActive = false
	if b.mover != nil {
		b.mover.Skip()
		b.dispPos[b.moverSeat] = b.moverTo
		b.mover = nil
	}
	b.wait = 0
	for b.qi < len(b.queue) {
		e := b.queue[b.qi]
		b.qi++
		b.startEvent(ctx, e, true)
		if b.mover != nil {
			b.mover.Skip()
			b.dispPos[b.moverSeat] = b.moverTo
			b.mover = nil
		}
		b.wheel.Skip()
		b.spinActive = false
		b.wait = 0
	}
	b.finishQueue()
}

// animBusy advances the animation in progress and reports whether it still runs.
func (b *boardScene) animBusy(ctx *game.Context) bool {
	sp := ctx.Speed()
	if b.spinActive {
		if b.wheel.Update() > 0 {
			ctx.Play(sound.Peg)
		}
		if b.wheel.Done() {
			b.spinActive = false
			b.wheelHold = true
			b.wait = 36
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
		j := b.qi
		for j < len(b.queue) && b.queue[j].Kind == life.EvStep && b.queue[j].Seat == e.Seat {
			j++
		}
		run := b.queue[b.qi-1 : j]
		b.addLog(len(b.g.Lines(run)))
		pts := []anim.Point{b.spaceCar(seat, int(e.Arg))}
		for _, s := range run {
			pts = append(pts, b.spaceCar(seat, int(s.Arg2)))
		}
		b.qi = j
		b.startMove(ctx, seat, pts, int(run[len(run)-1].Arg2))
		return
	}
	b.addLog(len(b.g.Lines([]engine.Event{e})))
	sp := ctx.Speed()
	waitFor := func(t int) {
		if !sp.Instant() && !quick {
			b.wait = t
		}
	}
	showBanner := func() {
		b.banner = b.g.Describe(e)
		b.bannerT = 110
	}
	switch e.Kind {
	case life.EvTurn:
		b.active = seat
		b.follow = true
		waitFor(8)
	case life.EvFirst:
		b.active = seat
		showBanner()
		waitFor(30)
	case life.EvSpin:
		b.wheelShown = true
		b.wheelHold = false
		purpose := ""
		if int(e.Arg2) < len(boardPurpose) {
			purpose = boardPurpose[e.Arg2]
		}
		b.wheelNote = b.g.Name(seat) + " spins " + purpose
		flick := b.spinFlick
		b.spinFlick = 0
		if flick == 0 {
			// Computers flick with some variety, from the event itself.
			flick = 9 + float64((int(e.Arg)*7+b.Applied*13)%9)*2
		}
		b.wheel.Spin(int(e.Arg), flick)
		b.spinActive = true
		play(sound.Whoosh)
		if quick || sp.Instant() {
			b.wheel.Skip()
		}
	case life.EvBack:
		pts := []anim.Point{b.spaceCar(seat, int(e.Arg))}
		gr := b.ed.Board.Graph
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
	b.mover = anim.NewCarMover(pts, 0)
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
	p := b.carPos(seat)
	// Several amounts at once stack rather than overprint.
	dy := 0.0
	for _, f := range b.floats.Items() {
		if math.Abs(f.X-p.X) < 1 && f.Done() == false {
			dy -= 26
		}
	}
	b.floats.Add(&anim.FloatText{Text: ui.MoneyDelta(amt), X: p.X, Y: p.Y - 30 + max(dy, -104), Color: col})
	r := b.seatRect(seat)
	if r.W > 0 {
		b.hudFl.Add(&anim.FloatText{Text: ui.MoneyDelta(amt), X: r.X + r.W - 70, Y: r.Y + 30, Color: col, Rise: 30})
	}
}

// spaceCar is where seat's car stands on a space: cars sharing a space
// stand side by side.
func (b *boardScene) spaceCar(seat, space int) anim.Point {
	if space < 0 || space >= len(b.lay.Pos) {
		space = 0
	}
	p := b.lay.Pos[space]
	step := min(22.0, (boardTileW-30)/float64(max(1, b.n-1)))
	off := (float64(seat) - float64(b.n-1)/2) * step
	return anim.Point{X: p.X + off, Y: p.Y + boardTileH*0.18}
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
	boardZoomMin = 0.25
	boardZoomMax = 2.0
)

func (b *boardScene) updateCamera() {
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
	p := b.carPos(seat)
	// When the decision bar covers the viewport's bottom, aim above it.
	ty := p.Y + b.camYOffset()/b.zoom
	b.camX += (p.X - b.camX) * 0.12
	b.camY += (ty - b.camY) * 0.12
	b.clampCamera()
}

// camYOffset keeps the followed car clear of the decision bar.
func (b *boardScene) camYOffset() float64 {
	if b.portrait {
		return 0
	}
	return b.decR.H / 2
}

func (b *boardScene) clampCamera() {
	l := b.lay
	b.camX = max(l.MinX, min(l.MaxX, b.camX))
	b.camY = max(l.MinY, min(l.MaxY, b.camY))
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

// zoomAt zooms by f keeping the screen point (sx, sy) still.
func (b *boardScene) zoomAt(f, sx, sy float64) {
	wx, wy := b.toWorld(sx, sy)
	b.zoom = max(boardZoomMin, min(boardZoomMax, b.zoom*f))
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
	}
}

// blocksPan reports whether a drag starting at (x, y) belongs to something
// drawn over the board (the wheel, a decision panel).
func (b *boardScene) blocksPan(x, y float64) bool {
	if b.wheelShown || b.dec.wheel {
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
		b.follow = true
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
	if b.passTo >= 0 {
		b.drawPass(screen)
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
	if b.wheelShown || b.dec.wheel {
		b.drawWheel(screen)
	}
	b.drawDecision(screen)
	for _, f := range b.hudFl.Items() {
		ui.DrawFloat(screen, f, ui.SizeBody)
	}
	b.drawMenu(screen)
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

var boardShade = color.RGBA{0, 0, 0, 0x90}
