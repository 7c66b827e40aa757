package broke

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game/anim"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// reelStrip is one reel of the Slot Machine, top to bottom: each symbol as
// often as it is wide on the engine's reel spinner (ReelWeights), spread
// round the drum, so the reels look like the odds they stand for. Each
// reel starts the strip at a different place.
var reelStrip = []int{
	broke.Cherry, broke.Lemon, broke.Orange, broke.Plum, broke.Cherry,
	broke.Bell, broke.Lemon, broke.Orange, broke.Cherry, broke.Bar,
	broke.Plum, broke.Lemon, broke.Cherry, broke.Orange, broke.Bell,
	broke.Cherry, broke.Lemon, broke.Plum, broke.Orange, broke.Cherry,
}

// slotHold is how long the lit pay line is shown before the playback goes
// on, in ticks at 1x.
const slotHold = 50

// slotShow is the Slot Machine: three reels and the printed pay table.
type slotShow struct {
	reels   *anim.Reels
	view    *ui.ReelsView
	syms    [3]int // the symbols told so far
	waiting int    // the reel whose stop holds the playback, or -1
	line    int    // the line paid, -1 none; shown once told
	paid    int64
	told    bool
	hold    int
	pulls   uint64 // visits, each its own stops

	machine, table ui.Rect // the machine's face and the pay table
}

func (s *slotShow) init() {
	s.view = ui.NewReelsView(nil)
	s.reset()
}

// reset readies the machine for a pull: nothing told, the reels unlit
// (fresh reels: the last pull's stops are not lit again).
func (s *slotShow) reset() {
	s.finish()
	strips := make([][]int, 3)
	for k := range strips {
		off := 7 * k
		strips[k] = append(append([]int(nil), reelStrip[off:]...), reelStrip[:off]...)
	}
	s.pulls++
	r, err := anim.NewReels(broke.SymbolNames[:], strips, 13+s.pulls)
	if err != nil {
		panic(err) // the strips are compiled in
	}
	s.reels, s.view.Reels = r, r
	s.waiting, s.line, s.paid, s.told = -1, -1, 0, false
	s.view.Lit = false
}

// reel shows reel k stopping on symbol sym; the first reel's event sets
// all three turning. ctx nil: at rest at once, without a sound.
func (s *slotShow) reel(play func(sound.ID), k, sym int) {
	if k < 0 || k >= 3 {
		return
	}
	s.syms[k] = sym
	if k == 0 || !s.reels.Open(k) {
		// A new pull, or one whose earlier stops were skipped past: the
		// reels start afresh, those already told stopping at once.
		s.reels.Start()
		s.told, s.line, s.view.Lit = false, -1, false
		for j := 0; j < k; j++ {
			_ = s.reels.StopOn(j, s.syms[j])
		}
		s.reels.Skip()
	}
	if err := s.reels.StopOn(k, sym); err != nil {
		return // a symbol off the strip: the reels and the engine disagree
	}
	s.waiting = k
	if play == nil {
		s.reels.Skip()
	}
}

// pays lights line (or nothing, -1) and says what it paid.
func (s *slotShow) pays(play func(sound.ID), line int, amount int64) {
	s.reels.Skip()
	s.waiting = -1
	s.line, s.paid, s.told = line, amount, true
	s.view.Lit = line >= 0
	if play == nil {
		return
	}
	s.hold = slotHold
	if line >= 0 {
		play(sound.SlotWin)
	}
}

func (s *slotShow) update(sp anim.Speed, play func(sound.ID)) {
	s.reels.Speed = sp
	c := s.reels.Update()
	if c.Passes > 0 {
		play(sound.ReelTick)
	}
	if c.Stops > 0 {
		play(sound.ReelStop)
	}
	anim.HoldDown(&s.hold, sp)
}

// busy: a told reel has not stopped yet (the last one not yet settled),
// or the pay line is still on show.
func (s *slotShow) busy() bool {
	switch {
	case s.hold > 0:
		return true
	case s.waiting < 0:
		return false
	case s.waiting == s.reels.Len()-1:
		return !s.reels.Done()
	}
	return !s.reels.Stopped(s.waiting)
}

func (s *slotShow) finish() {
	if s.reels != nil {
		s.reels.Skip()
	}
	s.hold = 0
}

// tableRows is how the pay table's lines are set: in one column, or two
// when one would make them too short to read, and each line's height.
func (s *slotShow) tableRows() (cols, rows int, rh float64) {
	n := len(broke.SlotTable)
	cols = 1
	if s.table.H/float64(n) < 18 && s.table.W > 260 {
		cols = 2
	}
	rows = (n + cols - 1) / cols
	return cols, rows, min(34, s.table.H/float64(rows))
}

// payLineMin is the least height of a pay table's line that reads.
const payLineMin = 14.0

// place puts the machine and its pay table side by side on a wide place,
// one over the other on a tall one.
func (s *slotShow) place(r ui.Rect) {
	s.machine, s.table = split(r, 1.25, 8, func(wide bool) float64 {
		if wide && r.H/float64(len(broke.SlotTable)) < 18 {
			return r.W * 0.42 // a short board: the table in two columns
		}
		if wide {
			return r.W * 0.56
		}
		// Over the table: the machine gives up height on a small board so
		// each pay line keeps payLineMin to be read.
		return max(r.H*0.4, min(r.H*0.56, r.H-8-payLineMin*float64(len(broke.SlotTable))))
	})
	// Room under the machine for what it paid.
	sh := max(22, s.machine.H*0.16)
	s.view.SetPlace(ui.R(s.machine.X, s.machine.Y, s.machine.W, s.machine.H-sh))
}

func (s *slotShow) draw(dst *ebiten.Image) {
	s.view.Draw(dst)
	face := s.view.Rect()
	y := face.Y + face.H
	h := s.machine.Y + s.machine.H - y
	if s.told {
		say, col := "No win", ui.ColTextLight
		if s.line >= 0 {
			say, col = "Pays "+engine.Money(s.paid)+"!", colGold
		}
		ui.DrawFitted(dst, say, s.machine.X+s.machine.W/2, y+h/2, s.machine.W, min(ui.SizeTitle, h*0.8), col)
	}
	s.drawTable(dst)
}

// drawTable draws the printed pay table, in its order: three symbols and
// the payout a line, the line paid lit gold. Short of height it goes in
// two columns.
func (s *slotShow) drawTable(dst *ebiten.Image) {
	cols, rows, rh := s.tableRows()
	cw := s.table.W / float64(cols)
	top := s.table.Y + (s.table.H-rh*float64(rows))/2
	// One size for every payout, the one the widest fits.
	sym := min(rh-2, (cw-4)*0.16)
	widest := engine.Money(broke.SlotTable[0].Pays)
	f := ui.FitFace(widest, cw-4-3*sym-18, min(ui.SizeBody, (rh-2)*0.72), true)
	for i, l := range broke.SlotTable {
		c, row := i/rows, i%rows
		r := ui.R(s.table.X+float64(c)*cw, top+float64(row)*rh, cw-4, rh-2)
		lit := s.told && i == s.line
		bg := color.RGBA{0, 0, 0, 0x50}
		if lit {
			bg = ui.ColPanel // cream, so a lemon still shows
		}
		ui.FillRoundRect(dst, r, min(6, r.H/3), bg)
		if lit {
			ui.StrokeRoundRect(dst, r.Inset(-2), min(6, r.H/3)+2, 3, colGold)
		}
		for k, sy := range l.Reels {
			ui.DrawReelSymbol(dst, broke.SymbolNames[sy], ui.R(r.X+4+float64(k)*sym, r.Y, sym, r.H))
		}
		col := ui.ColTextLight
		if lit {
			col = ui.ColText
		}
		ui.DrawText(dst, engine.Money(l.Pays), f, r.X+r.W-6, r.Y+r.H/2, ui.AlignEnd, ui.AlignCenter, col)
	}
}
