package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine/replay"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// replaySpeeds are the viewer's speeds: how many animation ticks run per
// tick, on top of the animation speed setting.
var replaySpeeds = []int{1, 2, 4, 8}

// replayPause is the breath between two actions while playing, at ×1.
const replayPause = 24

// replayScene is the replay viewer: the board scene's road, cars, seat
// panels and log, showing the game as it stood after any action, with
// controls to play and pause, step, scrub the timeline, change the speed
// and jump from turn to turn. Only the board's drawing and animation are
// used, never its Update, so nothing in a replay can make a move.
type replayScene struct {
	v    *match.Viewer
	b    table.View
	data []byte
	back func() game.Scene

	playing bool
	speed   int // index into replaySpeeds
	pause   int
	scrub   bool

	w, h                              float64
	panel, slider                     ui.Rect
	twoRows                           bool // the buttons in two rows (portrait, a narrow board)
	btnBack, btnPrevTurn, btnStepBack *ui.Button
	btnPlay, btnStep, btnNextTurn     *ui.Button
	btnSpeed, btnExport, btnShare     *ui.Button
	focus                             *ui.Focus
	buttons                           []*ui.Button

	// The result card of the last frame (see endCard), laid out for endKey.
	endRows []resultsRow
	end     replayEndCard
	endKey  ui.Rect
}

// NewReplay opens the viewer on a replay file's bytes. The whole replay is
// checked first: a bad one is refused with one line and no scene. back
// makes the scene that Back and Escape return to.
func NewReplay(data []byte, back func() game.Scene) (game.Scene, error) {
	s, err := newReplayScene(data, back)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func newReplayScene(data []byte, back func() game.Scene) (*replayScene, error) {
	r, err := replay.Parse(data)
	if err != nil {
		return nil, err
	}
	v, err := match.NewViewer(r)
	if err != nil {
		return nil, err
	}
	if back == nil {
		back = NewTitle
	}
	s := &replayScene{v: v, data: append([]byte(nil), data...), back: back}
	p := presenterFor(r.Ruleset)
	if s.b = p.View(v.M); s.b == nil {
		s.b = table.NewView(v.M, p)
	}
	mk := func(label string) *ui.Button {
		b := ui.NewButton(ui.Rect{}, label)
		s.buttons = append(s.buttons, b)
		return b
	}
	s.btnBack = mk("Back")
	s.btnBack.Color = color.RGBA{0x55, 0x5f, 0x6b, 0xff}
	// The transport buttons show drawn arrows (the font has no arrow
	// glyphs); their labels stay empty so nothing is drawn under them.
	s.btnPrevTurn = mk("")
	s.btnStepBack = mk("")
	s.btnPlay = mk("Play")
	s.btnPlay.Color = color.RGBA{0x1d, 0x7a, 0x3a, 0xff}
	s.btnStep = mk("")
	s.btnNextTurn = mk("")
	s.btnSpeed = mk("×1")
	s.btnExport = mk("Export")
	if canShareLink {
		s.btnShare = mk("Link")
	}
	items := make([]ui.Focusable, len(s.buttons))
	for i, b := range s.buttons {
		items[i] = b
	}
	s.focus = ui.NewFocus(items...)
	s.focus.SetIndex(-1)
	return s, nil
}

// OnEnter implements game.Enterer.
func (s *replayScene) OnEnter(ctx *game.Context) { s.layout(ctx.Width, ctx.Height) }

// layout puts the controls where the board keeps its decision bar, which
// a replay never shows.
func (s *replayScene) layout(w, h float64) {
	s.b.Layout(w, h)
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	// All the buttons in one row need 44 pixels each: on a narrow board
	// (a small window) they take two rows, as in portrait.
	n := 8
	if s.btnShare != nil {
		n++
	}
	p := s.b.Bar()
	s.twoRows = h > w || (p.W-24-8*float64(n-1))/float64(n) < ui.MinHit
	if s.twoRows {
		// The bar spans the screen's bottom: slider, a line of text, the
		// transport row, then Back, speed and sharing.
		s.panel = p
		p := s.panel
		s.slider = ui.R(p.X+12, p.Y+6, p.W-24, 44)
		row := ui.R(p.X+8, p.Y+74, p.W-16, 44)
		for i, r := range row.SplitH(5, 8) {
			[]*ui.Button{s.btnPrevTurn, s.btnStepBack, s.btnPlay, s.btnStep, s.btnNextTurn}[i].Rect = r
		}
		second := []*ui.Button{s.btnBack, s.btnSpeed, s.btnExport}
		if s.btnShare != nil {
			second = append(second, s.btnShare)
		}
		for i, r := range ui.R(p.X+8, p.Y+p.H-46, p.W-16, 44).SplitH(len(second), 8) {
			second[i].Rect = r
		}
		return
	}
	s.panel = p
	s.slider = ui.R(p.X+16, p.Y+8, p.W-32, 44)
	all := []*ui.Button{s.btnBack, s.btnPrevTurn, s.btnStepBack, s.btnPlay, s.btnStep, s.btnNextTurn, s.btnSpeed, s.btnExport}
	if s.btnShare != nil {
		all = append(all, s.btnShare)
	}
	for i, r := range ui.R(p.X+12, p.Y+p.H-52, p.W-24, ui.MinHit).SplitH(len(all), 8) {
		all[i].Rect = r
	}
}

// seek shows the game after n actions, at once.
func (s *replayScene) seek(n int) {
	if s.v.Seek(n) {
		s.b.Show(s.v.M)
		s.pause = 0
	}
}

// Update implements game.Scene.
func (s *replayScene) Update(ctx *game.Context) error {
	s.layout(ctx.Width, ctx.Height)
	in := ctx.Input
	if openDropped(ctx, s.back) {
		return nil
	}
	if in.Consume(input.KeyBack) {
		ctx.Switch(s.back())
		return nil
	}
	// Arrows always step, whatever has the focus: left/right one action,
	// up/down one turn.
	switch {
	case in.Consume(input.KeyLeft):
		s.stepBack()
	case in.Consume(input.KeyRight):
		s.step()
	case in.Consume(input.KeyUp):
		s.playing = false
		s.seekTurn(-1)
	case in.Consume(input.KeyDown):
		s.playing = false
		s.seekTurn(1)
	}
	_, _, tapped := in.Tap()
	s.scrubInput(in)
	s.focus.Update(in)
	if tapped {
		// A tap leaves no focus behind, so Space goes back to play/pause.
		s.focus.SetIndex(-1)
	}
	if in.Consume(input.KeyConfirm) {
		s.togglePlay(ctx)
	}
	s.buttonsUpdate(ctx)
	overPanel := s.panel.Contains(in.X, in.Y) || in.Drag.Phase != input.DragNone && s.panel.Contains(in.Drag.StartX, in.Drag.StartY)
	s.b.Tick(ctx, !overPanel && !s.scrub)
	s.advance(ctx)
	s.btnPlay.Label = "Play"
	if s.playing {
		s.btnPlay.Label = "Pause"
	}
	s.btnSpeed.Label = fmt.Sprintf("×%d", replaySpeeds[s.speed])
	s.btnStepBack.Disabled = s.v.Pos() == 0
	s.btnPrevTurn.Disabled = s.v.Pos() == 0
	s.btnStep.Disabled = s.v.Pos() >= s.v.Len()
	s.btnNextTurn.Disabled = s.v.Pos() >= s.v.Len()
	g := s.v.M.G
	game.PublishState(g.Ruleset(), g.Turn(), g.Hash())
	return nil
}

func (s *replayScene) buttonsUpdate(ctx *game.Context) {
	click := func(b *ui.Button) bool {
		if b != nil && b.Update(ctx.Input) {
			ctx.Play(sound.Button)
			return true
		}
		return false
	}
	switch {
	case click(s.btnBack):
		ctx.Switch(s.back())
	case click(s.btnPrevTurn):
		s.playing = false
		s.seekTurn(-1)
	case click(s.btnStepBack):
		s.stepBack()
	case click(s.btnPlay):
		s.togglePlay(ctx)
	case click(s.btnStep):
		s.step()
	case click(s.btnNextTurn):
		s.playing = false
		s.seekTurn(1)
	case click(s.btnSpeed):
		s.speed = (s.speed + 1) % len(replaySpeeds)
	case click(s.btnExport):
		msg, err := exportReplay(s.fileName(), s.data)
		if err != nil {
			msg = "Not exported: " + err.Error()
		}
		ctx.Toast(oneLine(msg))
	case click(s.btnShare):
		msg, err := shareLink(s.data)
		if err != nil {
			msg = "No link: " + err.Error()
		}
		ctx.Toast(oneLine(msg))
	}
}

// fileName names an exported replay after its game.
func (s *replayScene) fileName() string {
	return "wheeloffate-" + archiveID(match.Setup{Ruleset: s.v.R.Ruleset, Seed: s.v.R.Seed, Created: s.v.R.Created})
}

func (s *replayScene) togglePlay(ctx *game.Context) {
	s.playing = !s.playing
	if s.playing && s.v.Pos() >= s.v.Len() {
		s.seek(0) // play again from the start
	}
	s.pause = 0
}

// step shows the next action's outcome at once (no animation): stepping is
// for looking closely, playing is for watching.
func (s *replayScene) step() {
	s.playing = false
	s.seek(s.v.Pos() + 1)
}

func (s *replayScene) stepBack() {
	s.playing = false
	s.seek(s.v.Pos() - 1)
}

// seekTurn jumps to the start of the next (d > 0) or previous turn.
func (s *replayScene) seekTurn(d int) {
	if d > 0 {
		s.seek(s.v.TurnStart(s.v.Turn() + 1))
		return
	}
	t := s.v.Turn()
	if s.v.TurnStart(t) == s.v.Pos() {
		t--
	}
	s.seek(s.v.TurnStart(t))
}

// scrubInput moves along the timeline by a tap or a drag on it.
func (s *replayScene) scrubInput(in *input.Intents) {
	hit := s.slider.HitRect()
	d := in.Drag
	switch d.Phase {
	case input.DragStart:
		if hit.Contains(d.StartX, d.StartY) {
			s.scrub = true
			s.playing = false
		}
	case input.DragEnd, input.DragCancel:
		if s.scrub {
			s.seek(s.sliderPos(d.X))
		}
		s.scrub = false
	}
	if s.scrub && (d.Phase == input.DragStart || d.Phase == input.DragMove) {
		s.seek(s.sliderPos(d.X))
	}
	if x, y, ok := in.Tap(); ok && hit.Contains(x, y) {
		in.ConsumeTap()
		s.playing = false
		s.seek(s.sliderPos(x))
	}
}

// sliderPos is the action at screen x on the timeline.
func (s *replayScene) sliderPos(x float64) int {
	f := (x - s.slider.X) / s.slider.W
	f = max(0, min(1, f))
	return int(f*float64(s.v.Len()) + 0.5)
}

// advance plays the next action with its animation when playing.
func (s *replayScene) advance(ctx *game.Context) {
	k := replaySpeeds[s.speed]
	for range k {
		s.b.Advance(ctx)
	}
	if s.b.Animating() || !s.playing {
		return
	}
	if s.v.Pos() >= s.v.Len() {
		s.playing = false
		return
	}
	if s.pause > 0 {
		s.pause -= k
		return
	}
	if !ctx.Speed().Instant() {
		s.pause = replayPause
	}
	if err := s.b.Play(ctx, s.v.R.Action(s.v.Pos())); err != nil {
		s.playing = false
		ctx.Toast(oneLine(err.Error()))
	}
}

// Draw implements game.Scene.
func (s *replayScene) Draw(screen *ebiten.Image) {
	if s.w == 0 {
		bd := screen.Bounds()
		s.layout(float64(bd.Dx()), float64(bd.Dy()))
	}
	s.b.Draw(screen)
	if c, ok := s.endCard(); ok {
		drawReplayEnd(screen, c)
	}
	s.drawPanel(screen)
}

func (s *replayScene) drawPanel(screen *ebiten.Image) {
	p := s.panel
	ui.FillRoundRect(screen, p, 14, color.RGBA{0x10, 0x1c, 0x18, 0xe8})
	ui.StrokeRoundRect(screen, p, 14, 1.5, color.RGBA{0x3a, 0x6a, 0x58, 0xff})
	// The timeline: a track, a tick at each tenth of the turns, the part
	// already shown filled, and a knob.
	sl := s.slider
	cy := sl.Y + sl.H/2
	ui.FillRoundRect(screen, ui.R(sl.X, cy-4, sl.W, 8), 4, color.RGBA{0x44, 0x55, 0x50, 0xff})
	turns := s.v.Turns()
	step := max(1, turns/10)
	for t := step; t < turns; t += step {
		x := sl.X + sl.W*float64(s.v.TurnStart(t))/float64(max(1, s.v.Len()))
		ui.FillRoundRect(screen, ui.R(x-1, cy-9, 2, 18), 1, color.RGBA{0x88, 0x99, 0x90, 0xff})
	}
	f := float64(s.v.Pos()) / float64(max(1, s.v.Len()))
	ui.FillRoundRect(screen, ui.R(sl.X, cy-4, sl.W*f, 8), 4, color.RGBA{0xf2, 0xc1, 0x4e, 0xff})
	kx := sl.X + sl.W*f
	ui.FillCircle(screen, kx, cy, replayKnobR, color.RGBA{0xfb, 0xf3, 0xe0, 0xff})
	ui.FillCircle(screen, kx, cy, 7, color.RGBA{0xf2, 0xc1, 0x4e, 0xff})
	ui.Record(ui.Drawn{Kind: "slider", Label: "timeline", Rect: sl.HitRect()})
	// Where we are.
	state := ""
	if s.v.Pos() >= s.v.Len() && s.v.M.G.Over() {
		state = " · game over"
	}
	info := fmt.Sprintf("Replay · turn %d of %d · action %d of %d%s", s.v.Turn()+1, turns+1, s.v.Pos(), s.v.Len(), state)
	tf := ui.FitFace(info, p.W-24, ui.SizeSmall+1, true)
	ui.DrawText(screen, info, tf, p.X+p.W/2, s.infoY(), ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	for _, b := range s.buttons {
		b.Draw(screen)
	}
	// Arrows: one turn back ◀◀, one action back |◀, one forward ▶|, one
	// turn forward ▶▶.
	s.drawArrows(screen, s.btnPrevTurn, -1, 2, false)
	s.drawArrows(screen, s.btnStepBack, -1, 1, true)
	s.drawArrows(screen, s.btnStep, 1, 1, true)
	s.drawArrows(screen, s.btnNextTurn, 1, 2, false)
}

// replayKnobR is the radius of the timeline's knob.
const replayKnobR = 13

// infoY is the centre of the line under the timeline that says where the
// replay stands: in the one-row bar midway between the knob's foot and the
// buttons' tops (in a short bar, a phone held sideways, it ran behind the
// buttons when it hung a fixed distance under the slider).
func (s *replayScene) infoY() float64 {
	if s.twoRows {
		return s.panel.Y + 62
	}
	return (s.slider.Y + s.slider.H/2 + replayKnobR + s.btnBack.Rect.Y) / 2
}

// drawArrows draws n triangles pointing dir (±1) centred on a button,
// with a bar at the tip when bar is set.
func (s *replayScene) drawArrows(dst *ebiten.Image, b *ui.Button, dir float64, n int, bar bool) {
	r := b.Rect
	if b.State() == ui.StatePressed {
		r.Y += 2
	}
	cx, cy := r.Center()
	c := ui.ColTextLight
	if b.Disabled {
		c = color.RGBA{0xcc, 0xcc, 0xcc, 0xff}
	}
	const tw, th = 12.0, 16.0
	total := float64(n) * tw
	if bar {
		total += 5
	}
	x := cx - dir*total/2 // the back of the first arrow
	for range n {
		menuTriangle(dst, x, cy-th/2, x, cy+th/2, x+dir*tw, cy, c)
		x += dir * tw
	}
	if bar {
		bx := x + dir*1
		if dir < 0 {
			bx -= 3
		}
		ui.FillRoundRect(dst, ui.R(bx, cy-th/2, 3, th), 0, c)
	}
}
