package broke

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// frameArea draws an area's stage over the board's place: a panel in the
// area's colour with its name and a line of what is happening on a strip
// along the top. It returns the room left under the strip.
func frameArea(dst *ebiten.Image, board ui.Rect, fill color.RGBA, name, line string) ui.Rect {
	ui.FillRoundRect(dst, board, 14, fill)
	ui.StrokeRoundRect(dst, board, 14, 3, ui.Darken(fill, 0.35))
	stripH := areaStrip(board)
	strip := ui.R(board.X, board.Y, board.W, stripH)
	ui.FillRoundRect(dst, strip.Inset(4), 10, ui.Darken(fill, 0.4))
	nameF := ui.Face(math.Min(ui.SizeBody, stripH*0.5), true)
	nw, _ := ui.Measure(name, nameF)
	ui.DrawText(dst, name, nameF, strip.X+14, strip.Y+stripH/2, ui.AlignStart, ui.AlignCenter, ui.ColFocus)
	if line != "" {
		w := strip.W - nw - 40
		f := ui.FitFace(line, w, math.Min(ui.SizeBody, stripH*0.5), true)
		ui.DrawText(dst, ui.Ellipsize(line, f, w), f, strip.X+strip.W-14, strip.Y+stripH/2, ui.AlignEnd, ui.AlignCenter, ui.ColTextLight)
	}
	return areaRoom(board)
}

// areaStrip is the height of an area's strip on the board's place.
func areaStrip(board ui.Rect) float64 { return math.Round(min(48, max(30, board.H*0.12))) }

// areaRoom is the room frameArea leaves under the strip.
func areaRoom(board ui.Rect) ui.Rect {
	stripH := areaStrip(board)
	return ui.R(board.X+6, board.Y+stripH+2, board.W-12, board.H-stripH-8)
}

// areaPause is a stage's pause at 1x ticks: a show's intro or its lingering
// result, run down at the player's speed.
type areaPause int

func (c *areaPause) run(ctx *game.Context) {
	if n := ctx.Speed().Ticks(); n == 0 {
		*c = 0
	} else {
		*c = max(0, *c-areaPause(n))
	}
}

// areaSounds plays a stage's sounds, unless the show is at rest (now), and
// counts them for the tests.
type areaSounds struct{ played map[sound.ID]int }

func (j *areaSounds) play(ctx *game.Context, now bool, id sound.ID) {
	if now || ctx == nil {
		return
	}
	if j.played == nil {
		j.played = map[sound.ID]int{}
	}
	j.played[id]++
	ctx.Play(id)
}
