package broke

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// rouletteHold is how long the wheel's number is shown at rest before the
// playback goes on, in ticks at 1x.
const rouletteHold = 45

// rouletteShow is the Roulette wheel, 1 to 36 in the casino's order, red
// and black: the Life wheel's physics, flicked by a person's hand or spun
// quickly for a computer, landing on the engine's number.
type rouletteShow struct {
	wheel *anim.Wheel
	view  *ui.WheelView
	pick  int     // the number picked, 0 before the pick is told
	lands int     // the wheel's number once it rests there, else 0
	flick float64 // the person's flick for the coming spin, 0 none
	hold  int

	wheelAt ui.Rect // the wheel's square
	side    ui.Rect // beside or under it: the pick and the result
}

func (s *rouletteShow) init() {
	spec, err := anim.RouletteWheel(0)
	if err != nil {
		panic(err) // Go For Broke's wheel is built in
	}
	s.wheel = anim.NewWheelOf(spec)
	s.view = ui.NewWheelView(s.wheel)
}

func (s *rouletteShow) reset() {
	s.finish()
	s.pick, s.lands, s.flick = 0, 0, 0
}

// spin shows the pick and spins the wheel onto the engine's number: with
// the person's flick when they flicked, else a quick spin.
func (s *rouletteShow) spin(play func(sound.ID), pick, number int) {
	if s.wheel.Spec().Index(number) < 0 {
		return // not a number of the wheel: the engine and the screen disagree
	}
	s.pick, s.lands = pick, 0
	if s.flick > 0 {
		s.wheel.Spin(number, s.flick)
	} else {
		s.wheel.SpinQuick(number)
	}
	s.flick = 0
	if play == nil {
		s.wheel.Skip()
		s.land(nil)
		return
	}
	play(sound.Whoosh)
}

// land shows the number the wheel rests on.
func (s *rouletteShow) land(play func(sound.ID)) {
	s.lands = s.wheel.Number()
	if play == nil {
		return
	}
	s.hold = rouletteHold
	play(sound.ReelStop)
	if s.lands == s.pick {
		play(sound.SlotWin)
	}
}

func (s *rouletteShow) update(sp anim.Speed, play func(sound.ID)) {
	if s.wheel.Spinning() {
		s.wheel.Speed = sp
		if s.wheel.Update() > 0 {
			play(sound.Ball)
		}
		if s.wheel.Done() {
			s.land(play)
		}
		return
	}
	anim.HoldDown(&s.hold, sp)
}

func (s *rouletteShow) busy() bool { return s.wheel.Spinning() || s.hold > 0 }

func (s *rouletteShow) finish() {
	if s.wheel.Spinning() {
		s.wheel.Skip()
		s.land(nil)
	}
	s.hold = 0
}

// caption is the title's end: the pick to make, or who picked what.
func (s *rouletteShow) caption(name string) string {
	if s.pick == 0 {
		return "pick a number"
	}
	return fmt.Sprintf("%s picked %d", name, s.pick)
}

// place puts the wheel on the left of a wide place, on top of a tall one,
// with the rest beside or under it.
func (s *rouletteShow) place(r ui.Rect) {
	s.placeAt(r, func(wide bool) float64 {
		if wide {
			return min(r.H, r.W*0.5)
		}
		return min(r.W, r.H-max(56, r.H*0.2))
	})
}

// placeAt is place with the wheel's part size(wide) wide (beside the
// rest) or tall (on top of it): the pick makes the wheel smaller to give
// its grid room.
func (s *rouletteShow) placeAt(r ui.Rect, size func(wide bool) float64) {
	at, side := split(r, 1.45, 8, size)
	// The wheel is round: a square in the middle of its part.
	d := min(at.W, at.H)
	s.setWheel(ui.R(at.X+(at.W-d)/2, at.Y+(at.H-d)/2, d, d), side)
}

// setWheel puts the wheel in square sq, and the pick and the result in
// side.
func (s *rouletteShow) setWheel(sq, side ui.Rect) {
	s.wheelAt, s.side = sq, side
	cx, cy := s.wheelAt.Center()
	// The pointer stands above the face: leave it room in the square.
	s.view.SetPlace(cx, cy+s.wheelAt.H*0.04, s.wheelAt.H*0.44)
}

// pocket is where number's pocket is on the screen now, at radius frac of
// the wheel's.
func (s *rouletteShow) pocket(number int, frac float64) (x, y float64, ok bool) {
	spec := s.wheel.Spec()
	i := spec.Index(number)
	if i < 0 {
		return 0, 0, false
	}
	from, to := spec.Span(i)
	a := (from+to)/2 + s.wheel.Angle()
	cx, cy, r := s.view.Center()
	return cx + r*frac*math.Sin(a), cy - r*frac*math.Cos(a), true
}

func (s *rouletteShow) draw(dst *ebiten.Image) {
	s.view.Draw(dst)
	_, _, r := s.view.Center()
	if x, y, ok := s.pocket(s.pick, 0.55); ok {
		// The player's chip on their number, turning with the wheel.
		ui.FillCircle(dst, x, y, max(5, r*0.07), colGold)
		ui.StrokeRoundRect(dst, ui.R(x-max(5, r*0.07), y-max(5, r*0.07), 2*max(5, r*0.07), 2*max(5, r*0.07)), max(5, r*0.07), 2, ui.ColText)
	}
	if s.pick == 0 {
		return
	}
	// The ball, in the pocket under the pointer.
	cx, cy, _ := s.view.Center()
	br := max(3, r*0.045)
	ui.FillCircle(dst, cx, cy-r*0.7, br+1, ui.ColText)
	ui.FillCircle(dst, cx, cy-r*0.7, br, ui.ColTextLight)
	sd := s.side
	lines := []string{fmt.Sprintf("Picked %d", s.pick)}
	col := ui.ColTextLight
	switch {
	case s.lands == 0:
		lines = append(lines, "The wheel spins…")
	case s.lands == s.pick:
		lines = append(lines, fmt.Sprintf("%d! Wins %s", s.lands, engine.Money(broke.RouletteWin)))
		col = colGold
	default:
		lines = append(lines, fmt.Sprintf("%d: no win", s.lands))
	}
	lh := min(ui.SizeTitle*1.4, sd.H/float64(len(lines)))
	top := sd.Y + (sd.H-lh*float64(len(lines)))/2
	for i, l := range lines {
		c := ui.ColTextLight
		if i == len(lines)-1 {
			c = col
		}
		ui.DrawFitted(dst, l, sd.X+sd.W/2, top+lh*(float64(i)+0.5), sd.W-8, min(ui.SizeTitle, lh*0.75), c)
	}
}
