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

// Pieces is a playground of the chance pieces the coming games need: Go
// For Broke's 36-pocket roulette wheel, a weighted spinner, two dice thrown
// on the table and six poured from a cup. It opens with all four at rest;
// tapping one spins or throws it again, Escape skips to the end.
type Pieces struct {
	roulette, spinner *anim.Wheel
	rview, sview      *ui.WheelView
	pair, cup         *ui.DiceView
	boxes             [4]ui.Rect // the pieces' cells: roulette, spinner, pair, cup
	rng               *rand.Rand
	w, h              float64
}

// Piece tables, in die sizes: room for two dice to land apart, and for six
// in a row beside the cup.
var (
	pairTable = anim.DiceOptions{W: 7, H: 4, Size: 1}
	cupTable  = anim.DiceOptions{W: 14, H: 6.5, Size: 1, Cup: true, Row: true}
)

// stockSpinner is a weighted five-segment spinner, as a stock market
// spinner could be: the wider a segment, the likelier it is.
var stockSpinner = mustWheel(anim.NewWheelSpec([]anim.Segment{
	{Value: 1, Label: "Oil up", Width: 3},
	{Value: 2, Label: "Steel down", Width: 2},
	{Value: 3, Label: "Oil down", Width: 2},
	{Value: 4, Label: "Steel up", Width: 3},
	{Value: 5, Label: "Dividend", Width: 1},
}))

var rouletteWheel = mustWheel(anim.RouletteWheel(0))

func mustWheel(s *anim.WheelSpec, err error) *anim.WheelSpec {
	if err != nil {
		panic("demo: " + err.Error())
	}
	return s
}

// NewPieces returns the pieces at rest, on numbers drawn from a fixed seed.
func NewPieces() *Pieces {
	p := &Pieces{
		roulette: anim.NewWheelOf(rouletteWheel),
		spinner:  anim.NewWheelOf(stockSpinner),
		rng:      rand.New(rand.NewPCG(1977, 36)),
	}
	p.rview, p.sview = ui.NewWheelView(p.roulette), ui.NewWheelView(p.spinner)
	p.spin(p.roulette, 0)
	p.spin(p.spinner, 0)
	p.pair = ui.NewDiceView(p.throw(pairTable, 2))
	p.cup = ui.NewDiceView(p.throw(cupTable, 6))
	p.Skip()
	return p
}

// spin spins w to a number drawn as an engine would: each segment as
// likely as it is wide.
func (p *Pieces) spin(w *anim.Wheel, flick float64) {
	spec := w.Spec()
	u := p.rng.Float64() * 2 * math.Pi
	w.Spin(spec.Segment(spec.LocalSegment(u)).Value, flick)
}

// throw rolls n dice on table o.
func (p *Pieces) throw(o anim.DiceOptions, n int) *anim.Dice {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = 1 + p.rng.IntN(6)
	}
	o.Seed = p.rng.Uint64()
	d, err := anim.NewDice(faces, o)
	if err != nil {
		panic("demo: " + err.Error()) // the tables above hold their dice
	}
	return d
}

// Skip brings every piece to rest.
func (p *Pieces) Skip() {
	p.roulette.Skip()
	p.spinner.Skip()
	p.pair.Dice.Skip()
	p.cup.Dice.Skip()
}

// Views returns the pieces' views, for tests.
func (p *Pieces) Views() (roulette, spinner *ui.WheelView, pair, cup *ui.DiceView) {
	return p.rview, p.sview, p.pair, p.cup
}

// layout puts the wheels side by side above the dice on a wide screen,
// one piece under the other on a tall one, each under a line naming it.
func (p *Pieces) layout(w, h float64) {
	if w == p.w && h == p.h {
		return
	}
	p.w, p.h = w, h
	const top, pad, head = 60.0, 16.0, 36.0
	type row struct {
		cells  []int
		weight float64
	}
	rows := []row{{[]int{0, 1}, 0.58}, {[]int{2, 3}, 0.42}}
	if h > w {
		rows = []row{{[]int{0}, 0.31}, {[]int{1}, 0.25}, {[]int{2}, 0.19}, {[]int{3}, 0.25}}
	}
	y := top
	for _, r := range rows {
		rh := (h - top - pad) * r.weight
		cw := (w - pad) / float64(len(r.cells))
		for k, i := range r.cells {
			p.boxes[i] = ui.R(pad+float64(k)*cw, y, cw-pad, rh-pad)
		}
		y += rh
	}
	for i, v := range []*ui.WheelView{p.rview, p.sview} {
		b := p.boxes[i]
		r := min(b.W, b.H-head) / 2 * 0.86
		v.SetPlace(b.X+b.W/2, b.Y+head+(b.H-head)/2+r*0.06, r)
	}
	for i, v := range []*ui.DiceView{p.pair, p.cup} {
		b := p.boxes[2+i]
		v.SetPlace(ui.R(b.X, b.Y+head, b.W, b.H-head).Inset(8))
	}
}

// Update implements game.Scene.
func (p *Pieces) Update(ctx *game.Context) error {
	p.layout(ctx.Width, ctx.Height)
	sp := ctx.Speed()
	p.roulette.Speed, p.spinner.Speed = sp, sp
	p.pair.Dice.Speed, p.cup.Dice.Speed = sp, sp
	in := ctx.Input
	if in.Consume(input.KeyBack) {
		p.Skip()
	}
	if x, y, ok := in.Tap(); ok {
		for i, b := range p.boxes {
			if !b.Contains(x, y) {
				continue
			}
			in.ConsumeTap()
			switch {
			case i == 0 && p.roulette.Done():
				p.spin(p.roulette, 0)
			case i == 1 && p.spinner.Done():
				p.spin(p.spinner, 0)
			case i == 2 && p.pair.Dice.Done():
				p.pair.Dice = p.throw(pairTable, 2)
			case i == 3 && p.cup.Dice.Done():
				p.cup.Dice = p.throw(cupTable, 6)
			}
		}
	}
	click := p.roulette.Update()+p.spinner.Update() > 0
	for _, d := range []*anim.Dice{p.pair.Dice, p.cup.Dice} {
		s := d.Update()
		click = click || s.Hits+s.Rattles > 0
	}
	if click {
		ctx.Play(sound.Peg)
	}
	return nil
}

// Draw implements game.Scene.
func (p *Pieces) Draw(screen *ebiten.Image) {
	ui.DrawText(screen, "Pieces for the coming games", ui.Face(ui.SizeTitle, true), p.w/2, 30, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	names := []string{"Roulette: 36 pockets", "Stock spinner: weighted", "Two dice", "Dice cup: six dice"}
	for i, b := range p.boxes {
		ui.FillRoundRect(screen, b, 12, ui.Darken(ui.ColBackground, 0.25))
		f := ui.FitFace(names[i], b.W-16, ui.SizeBody, true)
		ui.DrawText(screen, names[i], f, b.X+b.W/2, b.Y+20, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
	}
	p.rview.Draw(screen)
	p.sview.Draw(screen)
	p.pair.Draw(screen)
	p.cup.Draw(screen)
}
