package broke

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// diceHold is how long a throw's result is shown before the playback goes
// on, in ticks at 1x.
const diceHold = 36

// The dice table, in die sizes: wide enough for the cup to pour across.
const diceTableW, diceTableH = 9.0, 5.0

// diceShow is the Go For Broke dice: shaken in a cup and poured onto the
// felt, the engine's faces up; then what the throw paid, and what the
// visit has paid so far.
type diceShow struct {
	dice   *anim.Dice
	view   *ui.DiceView
	throws uint64 // every throw shown, for each its own tumble
	ones   int
	amount int64
	paid   int64 // what the visit's throws have cost
	told   bool  // the last throw's result is shown
	hold   int

	felt, side ui.Rect
}

func (s *diceShow) reset() {
	s.finish()
	s.dice, s.view = nil, nil
	s.paid, s.told = 0, false
}

// throw shakes the cup and pours the dice onto faces a and b.
func (s *diceShow) throw(play func(sound.ID), a, b int) {
	s.throws++
	d, err := anim.NewDice([]int{a, b}, anim.DiceOptions{Seed: 0xd1ce + s.throws, W: diceTableW, H: diceTableH, Size: 1, Cup: true})
	if err != nil {
		return // faces off a die: the engine and the screen disagree
	}
	s.dice, s.view, s.told = d, ui.NewDiceView(d), false
	s.view.SetPlace(s.table())
	if play == nil {
		d.Skip()
	}
}

// result says what the throw came to: ones is how many dice show a one,
// amount the total in dollars a throw without one costs.
func (s *diceShow) result(play func(sound.ID), ones int, amount int64) {
	if s.dice != nil {
		s.dice.Skip()
	}
	s.ones, s.amount, s.told = ones, amount, true
	if ones == 0 {
		s.paid += amount
	}
	if play == nil {
		return
	}
	s.hold = diceHold
	if ones > 0 {
		play(sound.SlotWin)
	}
}

func (s *diceShow) update(sp anim.Speed, play func(sound.ID)) {
	if s.dice != nil && !s.dice.Done() {
		s.dice.Speed = sp
		c := s.dice.Update()
		if c.Rattles > 0 {
			play(sound.DiceShake)
		}
		if c.Hits > 0 {
			play(sound.DiceLand)
		}
		return
	}
	anim.HoldDown(&s.hold, sp)
}

func (s *diceShow) busy() bool { return s.dice != nil && !s.dice.Done() || s.hold > 0 }

func (s *diceShow) finish() {
	if s.dice != nil {
		s.dice.Skip()
	}
	s.hold = 0
}

// place puts the felt on the left of a wide place, on top of a tall one,
// and the words beside or under it.
func (s *diceShow) place(r ui.Rect) {
	s.felt, s.side = split(r, 1.3, 8, func(wide bool) float64 {
		if wide {
			return min(r.W*0.6, r.H*diceTableW/diceTableH)
		}
		return min(r.H*0.62, r.W*diceTableH/diceTableW)
	})
	if s.view != nil {
		s.view.SetPlace(s.table())
	}
}

// table is where the dice's table is drawn in the felt: clear of its top
// edge, which the cup's mouth rises above.
func (s *diceShow) table() ui.Rect {
	f := s.felt
	return ui.R(f.X+6, f.Y+f.H*0.12, f.W-12, f.H*0.86)
}

// lines are the words beside the dice: the throw's result once shown,
// and the visit's running total.
func (s *diceShow) lines(name string) (result, total string) {
	if s.told {
		switch s.ones {
		case 0:
			result = fmt.Sprintf("No ones: %s pays %s", name, engine.Money(s.amount))
		case 1:
			result = "A one: +" + engine.Money(broke.DiceOne)
		default:
			result = "Two ones: +" + engine.Money(broke.DiceTwoOnes)
		}
	}
	return result, "Paid this visit: " + engine.Money(s.paid)
}

func (s *diceShow) draw(dst *ebiten.Image, name string) {
	inner := s.felt.Inset(2)
	ui.FillRoundRect(dst, inner, 10, ui.ColBackground)
	ui.StrokeRoundRect(dst, inner, 10, 2, colCasinoEdge)
	if s.view != nil {
		s.view.Draw(dst)
	}
	result, total := s.lines(name)
	sd := s.side
	lh := min(ui.SizeTitle*1.5, sd.H/2)
	top := sd.Y + (sd.H-2*lh)/2
	col := ui.ColTextLight
	if s.told && s.ones > 0 {
		col = colGold
	}
	if result != "" {
		ui.DrawFitted(dst, result, sd.X+sd.W/2, top+lh/2, sd.W-8, min(ui.SizeTitle, lh*0.7), col)
	}
	ui.DrawFitted(dst, total, sd.X+sd.W/2, top+lh*1.5, sd.W-8, min(ui.SizeBody, lh*0.6), ui.ColTextLight)
}
