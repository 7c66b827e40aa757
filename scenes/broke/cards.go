package broke

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/engine/broke"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// The decks' colours: Spend red, Receive green, as the tiles.
var deckColour = [2]color.RGBA{
	broke.SpendDeck:   {0xc6, 0x3b, 0x2e, 0xff},
	broke.ReceiveDeck: {0x2e, 0x8a, 0x45, 0xff},
}

// deckName names a deck on its pile and its cards.
var deckName = [2]string{broke.SpendDeck: "Spend", broke.ReceiveDeck: "Receive"}

// How long a card's show lasts at 1x, in ticks: it rises from its pile
// turning face up, holds long enough to read its words, then flies to its
// pile or, a stock card, to the seat that keeps it.
const (
	cardRise = 14
	cardHold = 100
	cardFly  = 18
)

// cardStage shows each card drawn face up over the board (a table.Stage):
// the playback waits while it shows, so the card is read before its
// payment plays and the log tells it.
type cardStage struct {
	geo *table.Geometry
	// The card on show: its deck, its id, who drew it, and whether they
	// keep it (a stock card).
	deck, card, seat int
	keep             bool
	drawer           string // who drew it, by name
	t                int    // ticks into the show at 1x; 0 closed
	seatPanel        func(int) ui.Rect
	img              *ebiten.Image // the card's face, drawn once a card
	imgKey           [3]int        // deck, card and width img was drawn for
}

func newCardStage() *cardStage { return &cardStage{geo: presenter{}.Geometry(nil)} }

const cardShow = cardRise + cardHold + cardFly

// Event implements table.Stage: it takes each card drawn.
func (c *cardStage) Event(ctx *game.Context, g engine.Game, e engine.Event, now bool) bool {
	if e.Kind != broke.EvCard {
		return false
	}
	deck, id := int(e.Arg), int(e.Arg2)
	if deck < 0 || deck > 1 || id < 0 || id >= len(broke.Cards(deck)) {
		return false // not a card this stage knows: the table says it
	}
	c.deck, c.card, c.seat = deck, id, int(e.Seat)
	c.drawer = g.Name(c.seat)
	// A stock card is kept face up, unless its drawer could not pay for
	// it, which ends the game there and then.
	c.keep = broke.Cards(deck)[id].Kind == broke.CStock && (deck == broke.ReceiveDeck || !g.Over())
	if now {
		c.t = 0
		return true
	}
	c.t = 1
	ctx.Play(sound.Card)
	return true
}

// Update implements table.Stage.
func (c *cardStage) Update(ctx *game.Context) {
	if c.t == 0 {
		return
	}
	if c.t += max(1, ctx.Speed().Ticks()); c.t > cardShow {
		c.t = 0
	}
}

// Busy implements table.Stage: the whole show holds the playback.
func (c *cardStage) Busy() bool { return c.t > 0 }

// Finish implements table.Stage: the card is on its pile or with its
// owner already.
func (c *cardStage) Finish() { c.t = 0 }

// Open implements table.Stage.
func (c *cardStage) Open() bool { return c.t > 0 }

// Now implements table.Narrator: the card is turned up as it is said.
func (c *cardStage) Now() string {
	if c.t == 0 {
		return ""
	}
	return c.drawer + " draws a card"
}

// Decide implements table.Stage: a card asks nothing.
func (c *cardStage) Decide(*match.Match, engine.Decision) table.DecisionUI { return nil }

// Reset implements table.Stage.
func (c *cardStage) Reset() { c.t = 0 }

// SeatPanels implements table.SeatAware: where a kept card flies.
func (c *cardStage) SeatPanels(panel func(int) ui.Rect) { c.seatPanel = panel }

// Draw implements table.Stage.
func (c *cardStage) Draw(dst *ebiten.Image, board ui.Rect) {
	if c.t == 0 {
		return
	}
	r, turn := c.place(board)
	ui.DrawTurning(dst, r, turn, func(b ui.Rect) { drawBack(dst, b, c.deck) }, func() (*ebiten.Image, float64, float64) {
		face := faceRect(board)
		return c.faceImage(face), face.W, face.H
	})
}

// place is where the card is now and how far it has turned face up (0 face
// down, 1 face up): rising from its pile, held in the middle of the board,
// then flying to its pile or to the panel of the seat that keeps it.
func (c *cardStage) place(board ui.Rect) (r ui.Rect, turn float64) {
	pile := pileRects(table.ViewBoard(c.geo, board))[c.deck]
	face := faceRect(board)
	to := pile
	if c.keep && c.seatPanel != nil {
		p := c.seatPanel(c.seat)
		to = ui.R(p.X+p.W/2-pile.W/2, p.Y+p.H/2-pile.H/2, pile.W, pile.H)
	}
	switch {
	case c.t <= cardRise:
		f := ease(float64(c.t) / cardRise)
		return lerpRect(pile, face, f), f
	case c.t <= cardRise+cardHold:
		return face, 1
	default:
		return lerpRect(face, to, ease(math.Min(1, float64(c.t-cardRise-cardHold)/cardFly))), 1
	}
}

// faceImage is the card's face at the size of r, drawn once a card.
func (c *cardStage) faceImage(r ui.Rect) *ebiten.Image {
	key := [3]int{c.deck, c.card, int(r.W)}
	if c.img != nil && c.imgKey == key {
		return c.img
	}
	if c.img != nil {
		c.img.Deallocate()
	}
	c.img = ebiten.NewImage(int(math.Ceil(r.W)), int(math.Ceil(r.H)))
	c.imgKey = key
	drawFace(c.img, ui.R(0, 0, r.W, r.H), c.deck, broke.Cards(c.deck)[c.card])
	return c.img
}

// faceRect is where a card is held face up: the middle of the board, as
// large as reads well.
func faceRect(board ui.Rect) ui.Rect {
	w := math.Min(math.Min(board.W*0.78, board.H*1.15), 360)
	h := w * 0.64
	return ui.R(board.X+(board.W-w)/2, board.Y+(board.H-h)/2, w, h)
}

// drawFace draws a card's face in r: its deck's band and name on top, then
// its words, the instruction after the colon on a line of its own.
func drawFace(dst *ebiten.Image, r ui.Rect, deck int, card broke.Card) {
	title, what, _ := strings.Cut(cardWords(deck, card), ":")
	ui.DrawCardFace(dst, r, deckColour[deck], strings.ToUpper(deckName[deck]), title, what, ui.Darken(deckColour[deck], 0.1))
}

// cardWords are a card's words as its face shows them: the engine's, with
// what a stock card means (it is kept, bought from the Spend deck).
func cardWords(deck int, card broke.Card) string {
	if card.Kind != broke.CStock {
		return card.Text
	}
	if deck == broke.SpendDeck {
		return card.Text + ": yours for " + engine.Money(broke.StockPrice)
	}
	return card.Text + ": yours, free"
}

// drawBack draws a card's back in r: its deck's colour with its name.
func drawBack(dst *ebiten.Image, r ui.Rect, deck int) {
	if r.W < 1 {
		return
	}
	rad := math.Min(r.W, r.H) * 0.1
	ui.FillRoundRect(dst, r, rad, deckColour[deck])
	ui.StrokeRoundRect(dst, r.Inset(math.Min(3, r.W/4)), rad*0.7, 1.5, ui.Lighten(deckColour[deck], 0.5))
}

// pileRects are the two decks' piles in the middle of the board, Spend
// left of Receive (above it on a board turned for a phone held upright).
func pileRects(v table.BoardView) [2]ui.Rect {
	w := v.TileW * 1.05
	h := math.Min(w*1.35, v.TileH*1.4)
	var out [2]ui.Rect
	for d, x := range [2]float64{loopW/2 - 0.65, loopW/2 + 0.65} {
		cx, cy := v.At(x, loopH/2)
		out[d] = ui.R(cx-w/2, cy-h/2, w, h)
	}
	return out
}

// drawPiles draws the two decks face down with their names, a few cards
// deep.
func drawPiles(dst *ebiten.Image, v table.BoardView) {
	for d, r := range pileRects(v) {
		for k := 2; k >= 0; k-- {
			off := float64(k) * 1.5
			drawBack(dst, ui.R(r.X+off, r.Y+off, r.W, r.H), d)
		}
		// The deck's name where it fits; else its colour says it, as the
		// tiles' colours do.
		f := ui.Face(math.Max(table.MinTileType, math.Min(13, r.W*0.2)), true)
		if w, _ := ui.Measure(deckName[d], f); w > r.W-4 {
			f = ui.Face(table.MinTileType, false)
		}
		if w, _ := ui.Measure(deckName[d], f); w <= r.W-4 {
			ui.DrawText(dst, deckName[d], f, r.X+r.W/2, r.Y+r.H/2, ui.AlignCenter, ui.AlignCenter, ui.ColTextLight)
		}
	}
}

func lerpRect(a, b ui.Rect, f float64) ui.Rect { return a.Lerp(b, f) }

// ease starts and ends a move gently.
func ease(f float64) float64 { return f * f * (3 - 2*f) }
