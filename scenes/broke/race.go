package broke

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The Race Track's pauses at 1x, in ticks: the call to post as the track
// opens, a chip going down on its horse, and the result standing before
// the payouts float from the panels.
const (
	raceIntro  = 50
	racePop    = 18
	raceLinger = 75
	hoofEvery  = 30 // a stride of hooves, in screen ticks
)

var raceFill = color.RGBA{0x2c, 0x5e, 0x2a, 0xff}

// raceStage is the Race Track: the four horses at the gate with their odds
// on a tote board, each seat's bet as a chip on its horse, then the race,
// which the engine's horse wins, and the payouts on the chips.
type raceStage struct {
	areaSounds
	m     *match.Match
	open  bool
	race  *anim.Race
	view  *ui.RaceView
	bets  [engine.MaxSeats]raceBet
	turn  int // the turn on show, for the race's seed
	won   int // the winning horse (1..4), 0 before the race
	left  areaPause
	hoof  int
	cheer bool
	// pick is the horse a person's bet panel has chosen, lit on the track.
	pick  int
	stand grandstand
	// panel is the last bet panel made, for the tests.
	panel *betUI
	// broke names a visitor without the least stake in hand, who cannot
	// bet: then no race is run (-1: none).
	broke int
	// visitor is whose race it is (-1: not known, after a replay's jump).
	visitor int
}

type raceBet struct {
	horse int // 1..4, 0: no bet
	stake int64
}

// newRaceStage is the Race Track's stage for m: open at once when the
// game is waiting on a bet (a game resumed at the track).
func newRaceStage(m *match.Match) table.Stage {
	r := &raceStage{m: m}
	r.reset()
	if d, ok := m.Decision(); ok && (d.Kind == broke.DBet || d.Kind == broke.DSideBet) {
		if v, ok := m.G.View(int(d.Seat)).(*broke.View); ok {
			r.open, r.turn, r.visitor = true, v.Turn, v.Active
			for i := 0; i < v.Seats; i++ {
				r.bets[i] = raceBet{int(v.Horse[i]), v.Stake[i]}
			}
		}
	}
	return r
}

// reset puts the horses back at the gate with no bets.
func (r *raceStage) reset() {
	r.race, _ = anim.NewRace(4, 0) // four runners always make a race
	r.view = ui.NewRaceView(r.race)
	r.bets = [engine.MaxSeats]raceBet{}
	r.won, r.left, r.cheer, r.pick, r.broke, r.visitor = 0, 0, false, 0, -1, -1
}

func (r *raceStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	switch e.Kind {
	case engine.EvTurn:
		r.open, r.turn = false, int(e.Arg)
	case broke.EvVisit:
		r.open = e.Arg == broke.RaceTrack
		if !r.open {
			return false
		}
		r.reset()
		r.visitor = int(e.Seat)
		// The game has played on to the next decision: a visitor who could
		// bet is asked with the cash they had, one who could not has none.
		if v, ok := g.View(int(e.Seat)).(*broke.View); ok && e.Seat >= 0 && int(e.Seat) < len(v.Cash) && v.Cash[e.Seat] < broke.BetMin {
			r.broke = int(e.Seat)
		}
		if !now {
			r.left = raceIntro
		}
		if r.broke < 0 { // no call to post for a race not run
			r.play(ctx, now, sound.Bugle)
		}
		return true
	case broke.EvBet:
		if e.Seat < 0 || int(e.Seat) >= engine.MaxSeats {
			return false
		}
		// Open on a bet too: a replay may jump in between the visit and it.
		r.open = true
		r.bets[e.Seat] = raceBet{int(e.Arg), e.Amount}
		r.pick = 0
		if !now {
			r.left = racePop
		}
		return true
	case broke.EvRace:
		if e.Arg < 1 || e.Arg > 4 {
			return false
		}
		r.open, r.pick = true, 0
		r.won = int(e.Arg)
		seed := r.seed(e)
		r.race, _ = anim.NewRace(4, seed)
		r.view.Race = r.race
		if err := r.race.Run(raceOrder(r.won, seed)); err != nil {
			return false
		}
		r.hoof, r.cheer = 0, false
		r.left = raceLinger
		if now {
			r.Finish()
		}
		return true
	}
	return false
}

// seed is the race's: a function of the race alone (its turn, who spun,
// the winner and the bets), so a replay shows the same race.
func (r *raceStage) seed(e engine.Event) uint64 {
	h := engine.NewHasher()
	h.Int(r.turn)
	h.Int(int(e.Seat))
	h.Int(int(e.Arg))
	for _, b := range r.bets {
		h.Int(b.horse)
		h.I64(b.stake)
	}
	return h.Sum()
}

// raceOrder is the finishing order, horses 0-based: the winner first, the
// others shuffled by seed.
func raceOrder(winner int, seed uint64) []int {
	order := []int{winner - 1}
	rest := make([]int, 0, 3)
	for k := range 4 {
		if k != winner-1 {
			rest = append(rest, k)
		}
	}
	for len(rest) > 0 {
		seed = seed*6364136223846793005 + 1442695040888963407
		k := int((seed >> 33) % uint64(len(rest)))
		order = append(order, rest[k])
		rest = append(rest[:k], rest[k+1:]...)
	}
	return order
}

func (r *raceStage) Update(ctx *game.Context) {
	r.race.Speed = ctx.Speed()
	if !r.race.Done() {
		r.race.Update()
		if r.hoof%hoofEvery == 0 && !r.race.Done() {
			r.play(ctx, false, sound.Hooves)
		}
		r.hoof++
		if !r.cheer && r.race.Finished(r.won-1) {
			r.cheer = true
			r.play(ctx, false, sound.Crowd)
		}
		return
	}
	r.left.run(ctx)
}

func (r *raceStage) Busy() bool { return !r.race.Done() || r.left > 0 }

func (r *raceStage) Finish() {
	r.race.Skip()
	r.cheer = r.won > 0
	r.left = 0
}

func (r *raceStage) Open() bool { return r.open }

// Now implements table.Narrator: the race as it runs (who leads, then who
// won once the line is crossed); the bets before it are told one by one.
func (r *raceStage) Now() string {
	if r.won == 0 {
		return ""
	}
	return r.headline()
}

func (r *raceStage) Reset() {
	r.open = false
	r.reset()
}

func (r *raceStage) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if d.Kind != broke.DBet && d.Kind != broke.DSideBet {
		return nil
	}
	r.panel = newBetUI(m, d, r)
	return r.panel
}

// over reports whether the race has been run to the end, its result shown.
func (r *raceStage) over() bool { return r.won > 0 && r.race.Done() }

// headline is the strip's line: what the track is doing.
func (r *raceStage) headline() string {
	switch {
	case r.over():
		return fmt.Sprintf("Horse %d wins! It pays %d×", r.won, broke.HorsePays[r.won])
	case r.won > 0 && r.race.Position(r.race.Leader()) < 0.2:
		return "And they're off!"
	case r.won > 0:
		return fmt.Sprintf("Horse %d leads", r.race.Leader()+1)
	case r.broke >= 0:
		return fmt.Sprintf("%s has no %s to bet: no race", r.m.G.Name(r.broke), engine.Money(broke.BetMin))
	case r.visitor >= 0 && r.visitor < r.m.G.Seats():
		return fmt.Sprintf("%s's race: place your bets", r.m.G.Name(r.visitor))
	}
	return "Place your bets"
}

// chips are the bets riding on each horse; once the race is over, the
// winners' say what they take and the losers' are greyed.
func (r *raceStage) chips() [][]ui.RaceChip {
	out := make([][]ui.RaceChip, 4)
	g := r.m.G
	for i := 0; i < g.Seats(); i++ {
		b := r.bets[i]
		if b.horse < 1 || b.horse > 4 {
			continue
		}
		c := ui.RaceChip{Name: g.Name(i), Amount: engine.Money(b.stake), Color: table.SeatColour(r.m, i)}
		if r.over() {
			if b.horse == r.won {
				c.Amount = "+" + engine.Money(b.stake*broke.HorsePays[b.horse])
			} else {
				c.Dim = true
			}
		}
		out[b.horse-1] = append(out[b.horse-1], c)
	}
	return out
}

// horseOdds is horse h's (1..4) chance to win, in percent, and what it
// pays per dollar staked.
func horseOdds(h int) (pct int, pays int64) {
	total := 0
	for _, w := range broke.HorseWeights {
		total += w
	}
	return 100 * broke.HorseWeights[h-1] / total, broke.HorsePays[h]
}

func (r *raceStage) Draw(dst *ebiten.Image, board ui.Rect) {
	frameArea(dst, board, raceFill, "Race Track", r.headline())
	tote, stand := r.place(board)
	if stand.W > 0 {
		r.stand.draw(dst, stand)
	}
	r.view.Chips = r.chips()
	r.view.Draw(dst)
	if r.pick > 0 {
		ui.StrokeRoundRect(dst, r.view.Lane(r.pick-1), 6, 3, ui.ColFocus)
	}
	ui.FillRoundRect(dst, tote, 8, color.RGBA{0x1a, 0x1a, 0x1a, 0xff})
	for h := 1; h <= 4; h++ {
		lane := r.view.Lane(h - 1)
		row := ui.R(tote.X, lane.Y, tote.W, lane.H)
		pct, pays := horseOdds(h)
		ink := ui.ColFocus
		if r.over() && h != r.won {
			ink = ui.ColTextMuted
		}
		big := ui.FitFace("40%", tote.W*0.5, math.Min(ui.SizeTitle, row.H*0.36), true)
		small := ui.FitFace("pays 10×", tote.W-8, math.Min(ui.SizeSmall, row.H*0.24), false)
		_, bh := ui.Measure("0", big)
		_, sh := ui.Measure("0", small)
		top := row.Y + (row.H-bh-sh-2)/2
		ui.DrawText(dst, fmt.Sprintf("%d%%", pct), big, row.X+row.W/2, top+bh/2, ui.AlignCenter, ui.AlignCenter, ink)
		ui.DrawText(dst, fmt.Sprintf("pays %d×", pays), small, row.X+row.W/2, top+bh+2+sh/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
		if h > 1 {
			ui.FillRoundRect(dst, ui.R(row.X+6, row.Y, row.W-12, 1), 0, ui.ColTextMuted)
		}
	}
}

// place lays the track out on the board's place: the lanes (the view's),
// the tote board at their right with each horse's chance and pay, and the
// grandstand above them where a tall board has room (else empty).
func (r *raceStage) place(board ui.Rect) (tote, stand ui.Rect) {
	room := areaRoom(board)
	// The horses at the gate stand a third of a lane behind the track's
	// left edge: that much room is left for them.
	toteW := math.Round(min(160, max(64, room.W*0.17)))
	track := ui.R(room.X, room.Y, room.W-toteW-6, room.H)
	laneH := min(track.H/4, max(ui.MinHit+2, track.W/6)) // as the view lays its lanes
	tail := laneH * 0.32
	// Room above the lanes (a tall board) holds the grandstand; the
	// track keeps to the bottom.
	if spare := track.H - 4*laneH; spare >= 40 {
		stand = ui.R(room.X, room.Y+4, room.W, spare-10)
		track = ui.R(track.X, track.Y+spare, track.W, track.H-spare)
	}
	r.view.SetPlace(ui.R(track.X+tail, track.Y, track.W-tail, track.H))
	return ui.R(room.X+room.W-toteW, r.view.Rect().Y, toteW, r.view.Rect().H), stand
}
