package life

import (
	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Life's board as the replay viewer's table.View: only its drawing and
// animation are used, never its Update, so nothing in a replay can make a
// move.

// newBoardView is the board for the replay viewer: it shows no one's hidden
// cards, and the viewer's controls take its decision bar's place.
func newBoardView(m *match.Match) table.View {
	b := newBoardScene(m, table.PlayOptions{})
	b.viewer = -1
	b.reserveBar = true
	b.menu = nil // the viewer has its own controls and Escape
	return b
}

// Layout implements table.View.
func (b *boardScene) Layout(w, h float64) { b.layout(w, h) }

// Bar implements table.View.
func (b *boardScene) Bar() ui.Rect { return b.decR }

// Board implements table.View: the viewport below its turn pill and camera
// buttons.
func (b *boardScene) Board() ui.Rect {
	return ui.R(b.vp.X, b.vp.Y+boardNoteTop, b.vp.W, b.vp.H-boardNoteTop)
}

// Show implements table.View.
func (b *boardScene) Show(m *match.Match) { b.show(m) }

// Play implements table.View.
func (b *boardScene) Play(ctx *game.Context, a engine.Action) error {
	if _, err := b.m.G.Clone().Apply(a); err != nil {
		return err
	}
	b.apply(ctx, a, 0)
	b.play(ctx)
	return nil
}

// Animating implements table.View.
func (b *boardScene) Animating() bool { return b.playing() }

// Finish implements table.View.
func (b *boardScene) Finish(ctx *game.Context) { b.flush(ctx) }

// Advance implements table.View.
func (b *boardScene) Advance(ctx *game.Context) {
	if b.playing() {
		b.play(ctx)
	}
	if !b.playing() && len(b.queue) > 0 {
		b.finishQueue()
	}
}

// Tick implements table.View.
func (b *boardScene) Tick(ctx *game.Context, free bool) {
	sp := ctx.Speed()
	b.wheel.Speed, b.floats.Speed, b.hudFl.Speed = sp, sp, sp
	if b.mover != nil {
		b.mover.Speed = sp
	}
	b.updateHUDControls(ctx)
	if free {
		b.cameraInput(ctx.Input)
	}
	b.floats.Update()
	b.hudFl.Update()
	b.voice.Tick(max(1, sp.Ticks()))
	b.updateCamera()
}

// show makes the board show m as it stands, with nothing left to animate.
func (b *boardScene) show(m *match.Match) {
	b.m, b.g = m, m.G.(*life.Game)
	b.queue, b.qi, b.wait = b.queue[:0], 0, 0
	b.spinActive, b.wheelShown, b.wheelHold = false, false, false
	b.wheel.Skip()
	b.spinLog = 0
	b.voice.Clear()
	b.floats, b.hudFl = anim.FloatLayer{}, anim.FloatLayer{}
	b.expl = boardExplain{}
	b.logShown = len(m.Log)
	b.logScroll = 0
	b.follow = true
	b.syncDisplay()
}

// Shown implements table.View.
func (b *boardScene) Shown() *match.Match { return b.m }

// Marked implements table.View.
func (b *boardScene) Marked() int { return b.active }

// TopLine implements table.View.
func (b *boardScene) TopLine() (string, int) { return b.turnText() }

// LogLines implements table.View.
func (b *boardScene) LogLines() []string { return b.logLines() }

// LogRect implements table.View.
func (b *boardScene) LogRect() ui.Rect {
	b.fitLog()
	return b.logR
}

// Controls implements table.View: the camera buttons and the turn pill.
func (b *boardScene) Controls() []ui.Rect {
	pill, _, _, _ := b.turnPill()
	return []ui.Rect{b.btnCenter.Rect, b.btnIn.Rect, b.btnOut.Rect, pill}
}
