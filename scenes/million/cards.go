package million

import (
	"fmt"
	"math"
	"strings"

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
	stageMakers = append(stageMakers, func(*match.Match) table.Stage { return &cardStage{} })
}

// How long a card's show lasts at 1x, in ticks: it rises from where it
// lay turning face up, holds long enough to read, then flies to its pile
// or to the panel of the seat that keeps it. A kept Fortune card is never
// turned: it rises and flies face down.
const (
	cardRise = 14
	cardHold = 100
	cardFly  = 18
	cardShow = cardRise + cardHold + cardFly
	keptShow = cardRise + 30 + cardFly
)

// cardStage shows each card taken over the board (a table.Stage): a
// Fortune card turned over on a property (used now, or kept face down),
// a Millionaire Lifestyle or a Chance card. The playback waits while it
// shows, so the card is read before what it does plays.
type cardStage struct {
	deck   int // deckFortune, deckLifestyle, deckChance
	card   million.Card
	from   int // the property's space a Fortune card lay on, or -1
	seat   int
	star   int // the drawer's mover, for the outcome the card names
	faceUp bool
	drawer string
	show
	panel   func(int) ui.Rect
	img     *ebiten.Image
	imgKey  string
	imgSize int
}

// Event implements table.Stage.
func (c *cardStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	id := int(e.Arg)
	c.from, c.faceUp = -1, true
	switch e.Kind {
	case million.EvFortune:
		if id < 0 || id >= million.NFortune {
			return false
		}
		c.deck, c.card = deckFortune, million.Fortune[id]
		c.from = propSpace(e.Arg2)
	case million.EvKeep:
		c.deck, c.card, c.faceUp = deckFortune, million.Card{}, false
		c.from = propSpace(e.Arg2)
	case million.EvLifestyle:
		if id < 0 || id >= million.NLifestyle {
			return false
		}
		c.deck, c.card = deckLifestyle, million.Lifestyle[id]
	case million.EvChance:
		if id < 0 || id >= million.NChance {
			return false
		}
		c.deck, c.card = deckChance, million.Chance[id]
	default:
		return false
	}
	c.seat, c.drawer = int(e.Seat), g.Name(int(e.Seat))
	c.star = 0
	if v, ok := g.View(c.seat).(*million.View); ok && c.seat >= 0 && c.seat < engine.MaxSeats {
		c.star = int(v.Players[c.seat].Star)
	}
	if c.begin(now); !now {
		ctx.Play(sound.Card)
	}
	return true
}

// propSpace is property p's space, or -1.
func propSpace(p int16) int {
	if p < 0 || int(p) >= million.NProps {
		return -1
	}
	return int(million.Props[p].Space)
}

func (c *cardStage) length() int {
	if !c.faceUp {
		return keptShow
	}
	return cardShow
}

// Update implements table.Stage.
func (c *cardStage) Update(ctx *game.Context) { c.step(ctx, c.length()) }

// SeatPanels implements table.SeatAware: where a kept card flies.
func (c *cardStage) SeatPanels(panel func(int) ui.Rect) { c.panel = panel }

// Now implements table.Narrator: the card is said as it is turned.
func (c *cardStage) Now() string {
	if c.t == 0 {
		return ""
	}
	if !c.faceUp {
		return c.drawer + " keeps a Fortune card face down"
	}
	return fmt.Sprintf("%s takes a %s card", c.drawer, deckName[c.deck])
}

// Draw implements table.Stage.
func (c *cardStage) Draw(dst *ebiten.Image, board ui.Rect) {
	if c.t == 0 {
		return
	}
	v := table.ViewBoard(boardGeo(), board)
	r, turn := c.place(v, board)
	back := func(b ui.Rect) { drawCardBack(dst, b, deckColour[c.deck]) }
	if !c.faceUp {
		back(r) // a kept card is never turned
		return
	}
	ui.DrawTurning(dst, r, turn, back, func() (*ebiten.Image, float64, float64) {
		face := faceRect(board)
		return c.faceImage(face), face.W, face.H
	})
}

// place is where the card is now and how far it has turned face up:
// rising from its tile or pile, held in the middle, then flying on.
func (c *cardStage) place(v table.BoardView, board ui.Rect) (r ui.Rect, turn float64) {
	start := pileRect(v, c.deck)
	if c.from >= 0 {
		start = fortuneRect(deepTile(v, c.from), true)
	}
	face := faceRect(board)
	hold := cardHold
	to := pileRect(v, c.deck)
	if !c.faceUp {
		hold = keptShow - cardRise - cardFly
		face = ui.R(face.X+face.W/2-start.W*2, face.Y+face.H/2-start.H*2, start.W*4, start.H*4)
		if c.panel != nil {
			p := c.panel(c.seat)
			to = ui.R(p.X+p.W/2-to.W/2, p.Y+p.H/2-to.H/2, to.W, to.H)
		}
	}
	switch {
	case c.t <= cardRise:
		f := anim.InOutCubic(float64(c.t) / cardRise)
		return start.Lerp(face, f), f
	case c.t <= cardRise+hold:
		return face, 1
	default:
		return face.Lerp(to, anim.InOutCubic(math.Min(1, float64(c.t-cardRise-hold)/cardFly))), 1
	}
}

// faceRect is where a card is held face up: the middle of the board, as
// large as reads well.
func faceRect(board ui.Rect) ui.Rect {
	w := math.Min(math.Min(board.W*0.8, board.H*1.1), 380)
	h := w * 0.66
	return ui.R(board.X+(board.W-w)/2, board.Y+(board.H-h)/2, w, h)
}

// faceImage is the card's face at the size of r, drawn once a card.
func (c *cardStage) faceImage(r ui.Rect) *ebiten.Image {
	key := fmt.Sprintf("%d %s %d", c.deck, c.card.Text, c.star)
	if c.img != nil && c.imgKey == key && c.imgSize == int(r.W) {
		return c.img
	}
	if c.img != nil {
		c.img.Deallocate()
	}
	c.img = ebiten.NewImage(int(math.Ceil(r.W)), int(math.Ceil(r.H)))
	c.imgKey, c.imgSize = key, int(r.W)
	title, what := cardWords(c.card, c.star)
	drawFace(c.img, ui.R(0, 0, r.W, r.H), c.deck, title, what)
	return c.img
}

// cardWords are a card's words as its face shows them: its title, and
// what it does for the drawer's mover (the card's own words where it says
// that itself).
func cardWords(card million.Card, star int) (title, what string) {
	title, what, _ = strings.Cut(card.Text, ":")
	what = strings.TrimSpace(what)
	m := engine.Money
	if star < 0 || star > 2 {
		star = 0
	}
	mover := million.StarNames[star] + " mover: "
	switch card.Kind {
	case million.CStars:
		if a := card.Stars[star]; a < 0 {
			what = mover + "pay " + m(-a)
		} else {
			what = mover + "collect " + m(a)
		}
	case million.CRoll:
		what = fmt.Sprintf("%sroll %d or more to collect %s", mover, card.Need[star], m(card.Stars[star]))
	}
	return title, what
}

// drawFace draws a card's face in r: its deck's band and name on top,
// its title, then what it does in the deck's colour.
func drawFace(dst *ebiten.Image, r ui.Rect, deck int, title, what string) {
	head := strings.ToUpper(deckName[deck])
	if deck == deckLifestyle {
		head = "MILLIONAIRE LIFESTYLE"
	}
	ui.DrawCardFace(dst, r, deckColour[deck], head, title, what, ui.Darken(deckColour[deck], 0.25))
}
