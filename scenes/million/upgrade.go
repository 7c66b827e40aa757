package million

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func init() {
	stageMakers = append(stageMakers, func(m *match.Match) table.Stage { return &upgradeStage{m: m} })
}

// How long the upgrade's flourish lasts at 1x, in ticks: the stars burst
// out for upBurst, then the new mover holds to be read.
const (
	upBurst = 30
	upShow  = 96
)

// upgradeStage is the flourish when a mover is upgraded (EvUpgrade, at GO
// or by a card): the new mover's gold star swells in the middle of the
// board with smaller stars bursting out of it, and its name under it,
// while a fanfare plays. The pawn takes its new stars once it is over.
type upgradeStage struct {
	m    *match.Match
	seat int
	star int
	who  string
	show
	burst [12][2]float64 // each small star's direction and speed
}

// Event implements table.Stage.
func (u *upgradeStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	if e.Kind != million.EvUpgrade || e.Arg < 0 || int(e.Arg) >= len(million.StarNames) {
		return false
	}
	u.seat, u.star, u.who = int(e.Seat), int(e.Arg), g.Name(int(e.Seat))
	for k := range u.burst {
		a := 2 * math.Pi * (float64(k) + 0.3*float64(k%3)) / float64(len(u.burst))
		u.burst[k] = [2]float64{a, 0.75 + 0.25*float64(k%4)/3}
	}
	if u.begin(now); !now {
		ctx.Play(sound.Fanfare)
	}
	return true
}

// Update implements table.Stage.
func (u *upgradeStage) Update(ctx *game.Context) { u.step(ctx, upShow) }

// Now implements table.Narrator.
func (u *upgradeStage) Now() string {
	if u.t == 0 {
		return ""
	}
	return u.who + "'s mover goes up a class"
}

// Draw implements table.Stage.
func (u *upgradeStage) Draw(dst *ebiten.Image, board ui.Rect) {
	if u.t == 0 {
		return
	}
	f := math.Min(1, float64(u.t)/upBurst)
	grow := 1 - (1-f)*(1-f)
	ui.FillRoundRect(dst, board, 14, color.RGBA{0, 0, 0, uint8(0x90 * grow)})
	cx, cy := board.X+board.W/2, board.Y+board.H*0.44
	size := math.Min(board.W, board.H) * 0.22
	// The small stars fly out and fade.
	for _, b := range u.burst {
		d := size * (0.6 + 1.6*grow*b[1])
		a := uint8(255 * (1 - math.Min(1, float64(u.t)/(upShow*0.8))))
		s := size * 0.18
		x, y := cx+d*math.Cos(b[0]), cy+d*math.Sin(b[0])
		ui.FillPolygon(dst, ui.StarPoints(x, y, s, s*0.45, 5), color.RGBA{0xff, 0xd5, 0x5a, a})
	}
	big := size * (0.3 + 0.7*grow)
	ui.FillPolygon(dst, ui.StarPoints(cx, cy+2, big*1.04, big*0.5, 5), color.RGBA{0x5a, 0x40, 0, 0xff})
	ui.FillPolygon(dst, ui.StarPoints(cx, cy, big, big*0.48, 5), colGold)
	ui.DrawFitted(dst, [3]string{"1", "3", "5"}[u.star], cx, cy+big*0.08, big, big*0.55, ui.ColText)
	col := table.SeatColour(u.m, u.seat)
	words := u.who + ": " + million.StarNames[u.star] + " mover!"
	fs := math.Min(ui.SizeTitle, board.H*0.08)
	wf := ui.FitFace(words, board.W-48, fs, true)
	w, h := ui.Measure(words, wf)
	w = math.Min(w, board.W-48)
	pill := ui.R(cx-w/2-12, cy+size*1.3-h/2-6, w+24, h+12)
	ui.FillRoundRect(dst, pill, pill.H/2, ui.Darken(ui.ColBackground, 0.35))
	ui.StrokeRoundRect(dst, pill, pill.H/2, 2, col)
	ui.DrawFitted(dst, words, cx, cy+size*1.3, board.W-48, fs, ui.Lighten(col, 0.4))
}
