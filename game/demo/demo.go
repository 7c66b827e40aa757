// Package demo is a playground scene that exercises the UI infrastructure:
// the wheel (flick, tap, Space), a car driving the spun number of spaces,
// floating money, sounds, the settings widgets and keyboard focus. It is
// what `game.NewApp(demo.New(), ...)` shows before the real scenes exist,
// and the Xvfb smoke test runs it in a real window. Pieces, a second scene,
// shows the chance pieces the coming games need: a roulette wheel, a
// weighted spinner, dice and a dice cup; ReelsAndRace, a third, shows
// slot-machine reels and a horse race.
package demo

import (
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// Scene is the demo scene.
type Scene struct {
	wheel   *anim.Wheel
	view    *ui.WheelView
	car     *anim.CarMover
	road    []anim.Point
	pos     int
	floats  anim.FloatLayer
	panel   ui.Panel
	spin    *ui.Button
	speed   *ui.Choice
	sound   *ui.Toggle
	focus   *ui.Focus
	rng     *rand.Rand
	money   int64
	status  string
	w, h    float64
	Spins   int // completed spins, for tests
	rolling bool
}

// New returns the demo scene. The "engine" here is a seeded generator.
func New() *Scene {
	s := &Scene{
		wheel: anim.NewWheel(),
		rng:   rand.New(rand.NewPCG(1960, 1)),
		money: 10000,
		spin:  ui.NewButton(ui.Rect{}, "Spin"),
		speed: &ui.Choice{Label: "Speed", Options: []string{"1×", "2×", "4×", "Instant"}},
		sound: &ui.Toggle{Label: "Sound"},
	}
	s.view = ui.NewWheelView(s.wheel)
	s.focus = ui.NewFocus(s.spin, s.speed, s.sound)
	return s
}

// OnEnter implements game.Enterer.
func (s *Scene) OnEnter(ctx *game.Context) {
	st := ctx.Settings()
	s.speed.Selected = int(st.AnimSpeed)
	s.sound.On = st.Sound
	s.layout(ctx.Width, ctx.Height)
}

// layout places everything for landscape or portrait.
func (s *Scene) layout(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	s.w, s.h = w, h
	var cx, cy, r float64
	var panel ui.Rect
	if w >= h {
		r = min(h*0.38, w*0.22)
		cx, cy = w*0.3, h*0.5
		panel = ui.R(w*0.6, h*0.15, w*0.34, 330)
	} else {
		r = min(w*0.4, h*0.2)
		cx, cy = w/2, h*0.3
		panel = ui.R(44, h*0.6, w-88, 330)
	}
	s.view.SetPlace(cx, cy, r)
	s.panel = ui.Panel{Rect: panel.Inset(-20), Title: "Wheel of Fate"}
	panel.Y += 44
	s.spin.Rect = ui.R(panel.X, panel.Y, panel.W, 56)
	s.speed.Rect = ui.R(panel.X, panel.Y+80, panel.W, 48)
	s.sound.Rect = ui.R(panel.X, panel.Y+150, panel.W, 48)
	// A road of 20 spaces along the bottom (wrapping into a loop).
	s.road = s.road[:0]
	for i := range 20 {
		a := float64(i) / 20 * 2 * math.Pi
		s.road = append(s.road, anim.Point{X: cx + math.Cos(a)*(r+40), Y: cy + math.Sin(a)*(r+40)})
	}
}

func (s *Scene) startSpin(flick float64) {
	n := 1 + s.rng.IntN(10) // the engine's draw comes first
	s.wheel.Spin(n, flick)
}

// Update implements game.Scene.
func (s *Scene) Update(ctx *game.Context) error {
	s.layout(ctx.Width, ctx.Height)
	sp := ctx.Speed()
	s.wheel.Speed, s.floats.Speed = sp, sp
	in := ctx.Input
	busy := s.wheel.Spinning() || (s.car != nil && !s.car.Done())

	if in.Consume(input.KeyBack) && busy {
		// Escape skips the animation, as the design asks.
		s.wheel.Skip()
		if s.car != nil {
			s.car.Skip()
		}
	}
	s.spin.Disabled = busy
	s.focus.Update(in)
	if s.spin.Update(in) {
		ctx.Play(sound.Button)
		s.startSpin(0)
		ctx.Play(sound.Whoosh)
	}
	if s.speed.Update(in) {
		st := ctx.Settings()
		st.AnimSpeed = anim.Speed(s.speed.Selected)
		ctx.SetSettings(st)
	}
	if s.sound.Update(in) {
		st := ctx.Settings()
		st.Sound = s.sound.On
		ctx.SetSettings(st)
	}
	if !busy {
		if flick, ok, pegs := s.view.Gesture(in); ok {
			s.startSpin(flick)
			ctx.Play(sound.Whoosh)
		} else if pegs > 0 {
			ctx.Play(sound.Peg)
		}
	}
	if s.wheel.Spinning() {
		s.rolling = true
		if s.wheel.Update() > 0 {
			ctx.Play(sound.Peg)
		}
	}
	if s.rolling && s.wheel.Done() {
		// Landed (by friction, or skipped): drive the car.
		s.rolling = false
		s.Spins++
		pts := []anim.Point{}
		for i := 0; i <= s.wheel.Target(); i++ {
			pts = append(pts, s.road[(s.pos+i)%len(s.road)])
		}
		s.car = anim.NewCarMover(pts, 0)
		s.car.Speed = sp
	}
	if s.car != nil && !s.car.Done() {
		s.car.Update()
		if s.car.Done() {
			s.pos = (s.pos + s.wheel.Target()) % len(s.road)
			delta := int64(s.wheel.Target()-5) * 1000
			s.money += delta
			p := s.car.Pos()
			col := ui.ColMoneyIn
			if delta < 0 {
				col = ui.ColMoneyOut
				ctx.Play(sound.Pay)
			} else {
				ctx.Play(sound.Collect)
			}
			s.floats.Add(&anim.FloatText{Text: ui.MoneyDelta(delta), X: p.X, Y: p.Y - 20, Color: col})
		}
	}
	s.floats.Update()
	s.status = ctx.Sound().StatusOrEmpty()
	return nil
}

// Draw implements game.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	for i, p := range s.road {
		c := ui.ColPanel
		if i%5 == 0 {
			c = ui.ColSelected
		}
		ui.FillCircle(screen, p.X, p.Y, 12, c)
	}
	s.view.Draw(screen)
	car := s.road[s.pos]
	if s.car != nil {
		cp := s.car.Pos()
		car = anim.Point{X: cp.X, Y: cp.Y - 10*s.car.Lift()}
	}
	ui.FillCircle(screen, car.X, car.Y, 10, ui.ColTitleBar)
	s.panel.Draw(screen)
	s.spin.Draw(screen)
	s.speed.Draw(screen)
	s.sound.Draw(screen)
	x := s.spin.Rect.X
	y := s.sound.Rect.Y + 80
	ui.DrawText(screen, "Cash "+ui.Money(s.money), ui.Face(ui.SizeTitle, true), x, y, ui.AlignStart, ui.AlignStart, ui.ColText)
	if s.status != "" {
		ui.DrawText(screen, s.status, ui.Face(ui.SizeSmall, false), x, y+44, ui.AlignStart, ui.AlignStart, ui.ColTextMuted)
	}
	for _, f := range s.floats.Items() {
		ui.DrawFloat(screen, f, ui.SizeTitle)
	}
}
