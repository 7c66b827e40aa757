package million

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game"
	"wheeloffate/game/anim"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

func init() {
	// First: the table draws the stages in order, and the dice, left at
	// rest on the board until the next turn, lie under whatever else shows
	// in the board's middle that turn (an auction, a card, a deal).
	stageMakers = append([]func(*match.Match) table.Stage{func(*match.Match) table.Stage { return &diceStage{} }}, stageMakers...)
}

// The dice's table in die sizes, and how long the faces are held once at
// rest before the mover sets off, in ticks at 1x.
const (
	diceW, diceH = 6.0, 3.4
	diceHold     = 24
)

// diceStage throws the two dice in the middle of the board for every
// throw (EvFaces: to move, in the roll-off, for a Lifestyle card): shaken
// in a cup and poured out, landing on the engine's faces, which it holds a
// moment. It stays on the board, at rest, until the next turn, so the
// throw can still be read while the mover walks.
type diceStage struct {
	dice   *anim.Dice
	view   *ui.DiceView
	throws uint64
	hold   int
	open   bool
	who    string
	faces  [2]int
}

// Event implements table.Stage: it takes each throw; a new turn closes it.
func (d *diceStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	if e.Kind == million.EvTurn {
		d.open = false
	}
	if e.Kind != million.EvFaces {
		return false
	}
	a, b := int(e.Arg), int(e.Arg2)
	d.throws++
	dice, err := anim.NewDice([]int{a, b}, anim.DiceOptions{Seed: 0x3d1ce + d.throws, W: diceW, H: diceH, Size: 1, Cup: true})
	if err != nil {
		return false // faces off a die: the table says the event in words
	}
	d.dice, d.view, d.open, d.faces = dice, ui.NewDiceView(dice), true, [2]int{a, b}
	d.who = g.Name(int(e.Seat))
	d.hold = 0
	if now {
		d.dice.Skip()
		return true
	}
	d.hold = diceHold
	ctx.Play(sound.DiceShake)
	return true
}

// Update implements table.Stage.
func (d *diceStage) Update(ctx *game.Context) {
	if d.dice == nil {
		return
	}
	sp := ctx.Speed()
	if !d.dice.Done() {
		d.dice.Speed = sp
		c := d.dice.Update()
		if c.Rattles > 0 {
			ctx.Play(sound.DiceShake)
		}
		if c.Hits > 0 {
			ctx.Play(sound.DiceLand)
		}
		if sp.Instant() {
			d.hold = 0
		}
		return
	}
	anim.HoldDown(&d.hold, sp)
}

// Busy implements table.Stage: the throw holds the playback until the
// dice rest and their faces have been seen.
func (d *diceStage) Busy() bool { return d.dice != nil && (!d.dice.Done() || d.hold > 0) }

// Finish implements table.Stage.
func (d *diceStage) Finish() {
	if d.dice != nil {
		d.dice.Skip()
	}
	d.hold = 0
}

// Open implements table.Stage.
func (d *diceStage) Open() bool { return d.open && d.dice != nil }

// Reset implements table.Stage.
func (d *diceStage) Reset() {
	d.Finish()
	d.open, d.dice, d.view = false, nil, nil
}

// Now implements table.Narrator: the throw is said, not its faces, until
// they rest.
func (d *diceStage) Now() string {
	if d.dice == nil || d.who == "" {
		return ""
	}
	return d.who + " throws the dice"
}

// Decide implements table.Stage: dice ask nothing.
func (d *diceStage) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }

// shown reports the faces on show once the dice rest, for tests.
func (d *diceStage) shown() ([2]int, bool) {
	if d.dice == nil || !d.dice.Done() {
		return [2]int{}, false
	}
	return d.faces, true
}

// diceRect is the dice's felt in the middle of the board, over the game's
// name, clear of the top row and the decks.
func diceRect(v table.BoardView) ui.Rect {
	x0, y0 := mid(v, 0.15, 0.16)
	x1, y1 := mid(v, 0.85, 0.45)
	return ui.R(math.Min(x0, x1), math.Min(y0, y1), math.Abs(x1-x0), math.Abs(y1-y0))
}

// Draw implements table.Stage.
func (d *diceStage) Draw(dst *ebiten.Image, board ui.Rect) {
	if d.view == nil {
		return
	}
	r := diceRect(table.ViewBoard(boardGeo(), board))
	ui.FillRoundRect(dst, r, 12, color.RGBA{0x1d, 0x5c, 0x3a, 0xff})
	ui.StrokeRoundRect(dst, r, 12, 2, colGold)
	d.view.SetPlace(ui.R(r.X+6, r.Y+r.H*0.12, r.W-12, r.H*0.84))
	d.view.Draw(dst)
}
