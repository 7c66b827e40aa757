package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/ui"
)

// Marker is a presenter that marks its board with what lies on the table
// besides the pawns (a pot by its space, an owner's colour on a property)
// as the playback shows it: the marks start from the view when the screen
// catches up with the engine and move on with each event as the table
// shows it, so a Hotel is not marked sold before its purchase plays.
type Marker interface {
	// Marks are the board's marks as view v shows them. The table asks for
	// them whenever it shows the engine's state with nothing left to play
	// (the start, the end of each batch of events, a skip, a replay's
	// jump).
	Marks(v engine.View) Marks
}

// Marks are a presenter's marks on the board, as shown.
type Marks interface {
	// Event moves the marks on by event e as the table shows it: when it
	// starts, or, for an event a Stage took, once the stage has shown it.
	Event(g engine.Game, e engine.Event)
	// Draw draws the marks over the board (see BoardMarks).
	Draw(dst *ebiten.Image, b BoardMarks)
}

// SeatLiner is Marks that also keep each seat's panel lines as shown: the
// table takes a seat's lines from them after each event they follow, so
// a card kept or a Hotel bought shows on its panel as its event plays, not
// only once the batch of events has played.
type SeatLiner interface {
	SeatLines(seat int) []string
}

// PawnMarker is Marks that add to each seat's pawn as shown (Make a
// Million's mover wears its stars): the table calls DrawPawn after it has
// drawn seat's pawn, centred at (x, y) with radius r. Other rulesets'
// marks leave it out and their pawns are plain.
type PawnMarker interface {
	DrawPawn(dst *ebiten.Image, seat int, x, y, r float64)
}

// BoardMarks is the board as drawn, for a presenter's marks: where each
// space's tile is, whether the tiles show their short labels (a small
// board), and each seat's colour.
type BoardMarks struct {
	View  BoardView
	Geo   *Geometry
	Rect  ui.Rect // the board's place on the screen
	Short bool
	Seat  func(seat int) color.RGBA
}

// Tile is space i's tile on the screen.
func (b BoardMarks) Tile(i int) ui.Rect {
	sp := b.Geo.Spaces[i]
	return b.View.Tile(sp.X, sp.Y)
}

// marksFor is the presenter's marks for view v, or nil.
func marksFor(p Presenter, v engine.View) Marks {
	if mk, ok := p.(Marker); ok {
		return mk.Marks(v)
	}
	return nil
}
