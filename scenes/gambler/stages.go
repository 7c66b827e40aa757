package gambler

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// Stages are Gambler's shows over the board (see table.Stage): the Dice
// Shaker, for the Sweepstakes and the Lottery, and the Horse Race. Each
// takes its own events, so their order does not matter.
func (presenter) Stages(m *match.Match) []table.Stage {
	return []table.Stage{newShaker(m), newRace(m)}
}

// The shaker's sounds: the Casino's dice rattling in a cup and landing.
var (
	sndRattle = sound.DiceShake
	sndLand   = sound.DiceLand
)

// The stages' colours: a green baize over the dimmed board, gold for what
// wins.
var (
	colFelt     = color.RGBA{0x1d, 0x5c, 0x3a, 0xf4}
	colFeltEdge = color.RGBA{0xd4, 0xa8, 0x3a, 0xff}
	colGold     = color.RGBA{0xff, 0xd5, 0x5a, 0xff}
	colDim      = color.RGBA{0, 0, 0, 0x90}
	colCell     = color.RGBA{0x2a, 0x77, 0x4d, 0xff}
	colCellEdge = color.RGBA{0x9c, 0xd1, 0xb0, 0xff}
)

// throwShow is what the shaker and the race share as stages: whether it
// is open, its dice in motion, and how long what they showed is held once
// they rest. settled puts the dice at rest and shows what they showed.
type throwShow struct {
	open    bool
	dice    *anim.Dice
	view    *ui.DiceView
	hold    int // ticks at 1x
	settled func()
}

// Busy implements table.Stage.
func (t *throwShow) Busy() bool { return t.dice != nil && !t.dice.Done() || t.hold > 0 }

// Open implements table.Stage.
func (t *throwShow) Open() bool { return t.open }

// Finish implements table.Stage.
func (t *throwShow) Finish() {
	t.settled()
	t.hold = 0
}

// Reset implements table.Stage.
func (t *throwShow) Reset() { t.close() }

func (t *throwShow) close() {
	t.Finish()
	t.open = false
}

// run moves the dice one tick at sp, their rattles and landings heard
// through play; as they come to rest it calls rested (live: not at
// instant speed), which shows their result and says how long to hold it.
func (t *throwShow) run(sp anim.Speed, play func(sound.ID), rested func(live bool) int) {
	if t.dice == nil || t.dice.Done() {
		anim.HoldDown(&t.hold, sp)
		return
	}
	t.dice.Speed = sp
	c := t.dice.Update()
	if c.Rattles > 0 {
		play(sndRattle)
	}
	if c.Hits > 0 {
		play(sndLand)
	}
	if t.dice.Done() {
		live := sp.Ticks() > 0
		if h := rested(live); live {
			t.hold = h
		}
	}
}

// feltTitle draws a stage's felt over the dimmed board with a title line,
// and returns the room under the title.
func feltTitle(dst *ebiten.Image, board ui.Rect, title string) ui.Rect {
	ui.FillRoundRect(dst, board, 8, colDim)
	pad := max(4, min(board.W, board.H)*0.02)
	felt := board.Inset(pad)
	r := min(16, felt.H/10)
	table.DrawCard(dst, felt, r, 3, colFelt, colFeltEdge) // its options' badges keep to the felt
	th := max(22, min(40, felt.H*0.1))
	ui.DrawFitted(dst, title, felt.X+felt.W/2, felt.Y+4+th/2, felt.W-20, min(ui.SizeTitle, th*0.8), colGold)
	return ui.R(felt.X+pad, felt.Y+4+th, felt.W-2*pad, felt.H-4-th-pad)
}
