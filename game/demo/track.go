package demo

import (
	"fmt"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// ReelsAndRace is a second playground of chance pieces: three slot-machine
// reels above a four-horse race. It opens with both at rest; tapping the
// reels spins them onto symbols drawn from a seeded generator (the "engine"
// here), tapping the track runs a race in a drawn order, and Escape skips
// both to the end.
type ReelsAndRace struct {
	reels *ui.ReelsView
	race  *ui.RaceView
	boxes [2]ui.Rect // reels, race
	rng   *rand.Rand
	w, h  float64
}

// A fruit machine's symbols and strips: each reel a different order, the
// cherries common and the seven rare.
var (
	slotSymbols = []string{"Cherry", "Lemon", "Orange", "Plum", "Bell", "Bar", "Seven"}
	slotStrips  = [][]int{
		{0, 1, 2, 0, 3, 4, 0, 1, 5, 2, 0, 3, 6, 1, 4, 2},
		{1, 0, 3, 2, 0, 4, 1, 5, 0, 2, 3, 6, 0, 1, 4, 2},
		{2, 0, 1, 4, 0, 3, 2, 0, 5, 1, 6, 0, 3, 4, 1, 0},
	}
)

// NewReelsAndRace returns the reels and the race at rest.
func NewReelsAndRace() *ReelsAndRace {
	p := &ReelsAndRace{rng: rand.New(rand.NewPCG(1964, 13))}
	reels, err := anim.NewReels(slotSymbols, slotStrips, p.rng.Uint64())
	if err != nil {
		panic("demo: " + err.Error()) // the strips above are well formed
	}
	race, err := anim.NewRace(4, p.rng.Uint64())
	if err != nil {
		panic("demo: " + err.Error())
	}
	p.reels, p.race = ui.NewReelsView(reels), ui.NewRaceView(race)
	p.spin()
	p.run()
	p.Skip()
	return p
}

// spin spins the reels onto symbols drawn as an engine would: a place on
// each strip, each as likely as the other. Three alike light the payline.
func (p *ReelsAndRace) spin() {
	r := p.reels.Reels
	targets := make([]int, r.Len())
	for i := range targets {
		s := r.Strip(i)
		targets[i] = s[p.rng.IntN(len(s))]
	}
	if err := r.Spin(targets); err != nil {
		panic("demo: " + err.Error()) // drawn from the strips themselves
	}
	p.reels.Lit = false
}

// run starts a race in a random order with a few made-up bets.
func (p *ReelsAndRace) run() {
	order := p.rng.Perm(4)
	if err := p.race.Race.Run(order); err != nil {
		panic("demo: " + err.Error())
	}
	p.race.Labels = make([]string, 4)
	for _, name := range []string{"Ann", "Bob", "Cy"} {
		h := p.rng.IntN(4)
		bet := fmt.Sprintf("%s $%d,000", name, 1+p.rng.IntN(10))
		if p.race.Labels[h] != "" {
			bet = p.race.Labels[h] + " · " + bet
		}
		p.race.Labels[h] = bet
	}
}

// Skip brings both to rest.
func (p *ReelsAndRace) Skip() {
	p.reels.Reels.Skip()
	p.race.Race.Skip()
}

// Views returns the pieces' views, for tests.
func (p *ReelsAndRace) Views() (*ui.ReelsView, *ui.RaceView) { return p.reels, p.race }

// layout puts the reels above the race, each in a cell under its name.
func (p *ReelsAndRace) layout(w, h float64) {
	if w == p.w && h == p.h {
		return
	}
	p.w, p.h = w, h
	const top, pad, head = 60.0, 16.0, 36.0
	split := 0.45
	y := top
	for i, weight := range []float64{split, 1 - split} {
		rh := (h - top - pad) * weight
		p.boxes[i] = ui.R(pad, y, w-2*pad, rh-pad)
		y += rh
	}
	inner := func(b ui.Rect) ui.Rect { return ui.R(b.X, b.Y+head, b.W, b.H-head).Inset(8) }
	p.reels.SetPlace(inner(p.boxes[0]))
	p.race.SetPlace(inner(p.boxes[1]))
}

// Update implements game.Scene.
func (p *ReelsAndRace) Update(ctx *game.Context) error {
	p.layout(ctx.Width, ctx.Height)
	sp := ctx.Speed()
	r, race := p.reels.Reels, p.race.Race
	r.Speed, race.Speed = sp, sp
	in := ctx.Input
	if in.Consume(input.KeyBack) {
		p.Skip()
	}
	if x, y, ok := in.Tap(); ok {
		switch {
		case p.boxes[0].Contains(x, y):
			in.ConsumeTap()
			if r.Done() {
				p.spin()
			}
		case p.boxes[1].Contains(x, y):
			in.ConsumeTap()
			if race.Done() {
				p.run()
			}
		}
	}
	wasDone := r.Done()
	s := r.Update()
	if s.Passes+s.Stops > 0 {
		ctx.Play(sound.Peg)
	}
	if !wasDone && r.Done() {
		t := r.Targets()
		p.reels.Lit = t[0] == t[1] && t[1] == t[2]
		if p.reels.Lit {
			ctx.Play(sound.Collect)
		}
	}
	if race.Update() > 0 {
		ctx.Play(sound.Card)
	}
	return nil
}

// Draw implements game.Scene.
func (p *ReelsAndRace) Draw(screen *ebiten.Image) {
	ui.DrawText(screen, "Reels and a race", ui.Face(ui.SizeTitle, true), p.w/2, 30, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	names := []string{"Slot machine: three reels", "Race: four horses"}
	for i, b := range p.boxes {
		ui.FillRoundRect(screen, b, 12, ui.Darken(ui.ColBackground, 0.25))
		f := ui.FitFace(names[i], b.W-16, ui.SizeBody, true)
		ui.DrawText(screen, names[i], f, b.X+b.W/2, b.Y+20, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	}
	p.reels.Draw(screen)
	p.race.Draw(screen)
}
