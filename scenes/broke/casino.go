package broke

import (
	"fmt"
	"image/color"

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

// casino is the Casino over the board: it opens when a player visits it
// and stays up through its three games, in the engine's order, until the
// turn passes. The Slot Machine's reels stop one by one on the engine's
// symbols (each EvReel), its pay table lights the line paid (EvSlot); the
// Roulette wheel is flicked by a person (their pick is made on the stage,
// Decide) and lands on the engine's number (EvRoulette); the Go For Broke
// dice are shaken in a cup and poured onto the engine's faces (EvFaces),
// then their result is said with what the visit has paid so far (EvDice),
// and a person throws again or stops on the stage. The money itself moves
// on the seat panels, as the table shows every transfer.
type casino struct {
	m    *match.Match
	open bool
	seat int // the visitor
	game int // the game on show: gameSlot, gameRoulette, gameDice

	slot slotShow
	roul rouletteShow
	dice diceShow

	pick *roulettePick // the person's pick on show, if any

	board ui.Rect // where the stage was laid out
	felt  ui.Rect // the Casino's table, inside the board
	title ui.Rect // its title line
	body  ui.Rect // the game on show's place, under the title
}

// The Casino's games, in the order they are played.
const (
	gameSlot = iota
	gameRoulette
	gameDice
)

// The Casino's colours: a burgundy table with gold trim over the board.
var (
	colCasino     = color.RGBA{0x5a, 0x12, 0x1e, 0xf4}
	colCasinoEdge = color.RGBA{0xd4, 0xa8, 0x3a, 0xff}
	colGold       = color.RGBA{0xff, 0xd5, 0x5a, 0xff}
	colDim        = color.RGBA{0, 0, 0, 0x90}
)

// newCasino is the Casino's stage for m: open at once when the game is
// waiting on a Roulette pick or the dice (a game resumed in the Casino).
func newCasino(m *match.Match) *casino {
	c := &casino{m: m}
	c.slot.init()
	c.roul.init()
	if m == nil {
		return c
	}
	if d, ok := m.Decision(); ok && (d.Kind == broke.DRoulette || d.Kind == broke.DDice) {
		c.visit(int(d.Seat))
		c.game = gameRoulette
		if d.Kind == broke.DDice {
			c.game = gameDice
		}
	}
	return c
}

// Event implements table.Stage.
func (c *casino) Event(ctx *game.Context, _ engine.Game, e engine.Event, now bool) bool {
	return c.event(table.StageSounds(ctx, now), e)
}

// event shows e, playing its sounds through play (nil: at rest at once).
func (c *casino) event(play func(sound.ID), e engine.Event) bool {
	switch e.Kind {
	case broke.EvTurn, broke.EvGameOver:
		c.close()
		return false
	case broke.EvVisit:
		if e.Arg == broke.Casino {
			c.visit(int(e.Seat))
		}
		return false
	}
	if !c.open {
		// A replay's jump into a visit: the Casino opens on its games.
		casinoGame := e.Kind == broke.EvReel || e.Kind == broke.EvRoulette ||
			e.Kind == broke.EvDice || (e.Kind == broke.EvFaces && e.Other == broke.ThrowCasino)
		if !casinoGame {
			return false
		}
		c.visit(int(e.Seat))
	}
	switch e.Kind {
	case broke.EvReel:
		c.game = gameSlot
		c.slot.reel(play, int(e.Arg2), int(e.Arg))
	case broke.EvSlot:
		c.game = gameSlot
		c.slot.pays(play, int(e.Arg), e.Amount)
	case broke.EvRoulette:
		c.game, c.pick = gameRoulette, nil
		c.roul.spin(play, int(e.Arg), int(e.Arg2))
	case broke.EvFaces:
		if e.Other != broke.ThrowCasino {
			return false
		}
		c.game = gameDice
		c.dice.throw(play, int(e.Arg), int(e.Arg2))
	case broke.EvDice:
		c.game = gameDice
		c.dice.result(play, int(e.Arg), e.Amount)
	default:
		return false
	}
	return true
}

// visit opens the Casino for seat, every game afresh.
func (c *casino) visit(seat int) {
	c.open, c.seat, c.game = true, seat, gameSlot
	c.board = ui.Rect{} // the wheel at its full size again (a pick shrinks it)
	c.slot.reset()
	c.roul.reset()
	c.dice.reset()
}

func (c *casino) close() {
	c.Finish()
	c.open, c.pick = false, nil
}

// Update implements table.Stage.
func (c *casino) Update(ctx *game.Context) { c.update(ctx.Speed(), ctx.Play) }

// update runs the shows one tick at speed sp, playing their sounds.
func (c *casino) update(sp anim.Speed, play func(sound.ID)) {
	c.slot.update(sp, play)
	c.roul.update(sp, play)
	c.dice.update(sp, play)
}

// Busy implements table.Stage.
func (c *casino) Busy() bool { return c.slot.busy() || c.roul.busy() || c.dice.busy() }

// Finish implements table.Stage.
func (c *casino) Finish() {
	c.slot.finish()
	c.roul.finish()
	c.dice.finish()
}

// Open implements table.Stage.
func (c *casino) Open() bool { return c.open }

// Now implements table.Narrator: the game on show, and the wheel's number
// once the wheel rests on it.
func (c *casino) Now() string {
	if !c.open {
		return ""
	}
	switch c.game {
	case gameSlot:
		return c.name() + " plays the Slot Machine"
	case gameRoulette:
		if c.roul.pick == 0 {
			return ""
		}
		if c.roul.lands > 0 {
			return fmt.Sprintf("%s picked %d: the wheel stops on %d", c.name(), c.roul.pick, c.roul.lands)
		}
		return fmt.Sprintf("%s picked %d: the wheel spins…", c.name(), c.roul.pick)
	}
	return c.name() + " throws the Go For Broke dice"
}

// Reset implements table.Stage.
func (c *casino) Reset() { c.close() }

// Decide implements table.Stage: the visitor's Roulette pick and their
// choice to throw the dice again are made on the Casino's table.
func (c *casino) Decide(m *match.Match, d engine.Decision) table.DecisionUI {
	if !c.open || int(d.Seat) != c.seat {
		return nil
	}
	switch d.Kind {
	case broke.DRoulette:
		c.game = gameRoulette
		c.roul.reset()
		c.pick = newRoulettePick(c, m, d)
		return c.pick
	case broke.DDice:
		c.game = gameDice
		return newDiceChoice(c, m, d)
	}
	return nil
}

// place lays the Casino out over the board: its table, a title line and
// the place of the game on show.
func (c *casino) place(board ui.Rect) {
	if board == c.board && c.felt.W > 0 {
		return
	}
	c.board = board
	pad := max(4, min(board.W, board.H)*0.02)
	c.felt = board.Inset(pad)
	th := max(26, min(42, c.felt.H*0.1))
	c.title = ui.R(c.felt.X+10, c.felt.Y+4, c.felt.W-20, th)
	c.body = ui.R(c.felt.X+pad, c.title.Y+th+2, c.felt.W-2*pad, c.felt.Y+c.felt.H-(c.title.Y+th+2)-pad)
	c.slot.place(c.body)
	c.roul.place(c.body)
	c.dice.place(c.body)
}

// Draw implements table.Stage: the board dimmed, the Casino's table over
// it with the game on show.
func (c *casino) Draw(dst *ebiten.Image, board ui.Rect) {
	c.place(board)
	ui.FillRoundRect(dst, board, 8, colDim)
	r := min(16, c.felt.H/10)
	// The Casino's table is a card: the board shows faintly through it, but
	// its own options' badges keep to it.
	table.DrawCard(dst, c.felt, r, 3, colCasino, colCasinoEdge)
	var title, caption string
	switch c.game {
	case gameSlot:
		title = "Slot Machine " + engine.Money(broke.SlotStake)
		c.slot.draw(dst)
	case gameRoulette:
		title = "Roulette " + engine.Money(broke.RouletteStake)
		caption = " — " + c.roul.caption(c.name())
		c.roul.draw(dst)
	default:
		title = "Go For Broke dice"
		c.dice.draw(dst, c.name())
	}
	// The caption where the title has room for it (the pick's sheet may
	// leave it a narrow one): the status line says it too.
	size := min(ui.SizeTitle, c.title.H*0.8)
	if w, _ := ui.Measure(title+caption, ui.Face(min(size, ui.SizeSmall), true)); w <= c.title.W {
		title += caption
	}
	f := ui.FitFace(title, c.title.W, size, true)
	ui.DrawText(dst, ui.Ellipsize(title, f, c.title.W), f, c.title.X+c.title.W/2, c.title.Y+c.title.H/2, ui.AlignCenter, ui.AlignCenter, colGold)
}

// name is the visitor's name.
func (c *casino) name() string { return c.m.G.Name(c.seat) }

// split cuts r in two, gap apart: side by side when r is at least ratio
// times as wide as it is tall, the first part size(true) wide, else one
// over the other, the first size(false) tall. Each game lays its piece
// (machine, wheel, felt) and its words out so on a wide or a tall board.
func split(r ui.Rect, ratio, gap float64, size func(wide bool) float64) (first, rest ui.Rect) {
	if r.W >= r.H*ratio {
		w := size(true)
		return ui.R(r.X, r.Y, w, r.H), ui.R(r.X+w+gap, r.Y, r.W-w-gap, r.H)
	}
	h := size(false)
	return ui.R(r.X, r.Y, r.W, h), ui.R(r.X, r.Y+h+gap, r.W, r.H-h-gap)
}
