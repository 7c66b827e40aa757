package racetest

import (
	"fmt"
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/scenes/table"
)

// presenter gives the table the race's board and seat lines; every decision
// is made on the table's default panel.
type presenter struct{ table.Base }

func (presenter) Geometry(engine.Game) *table.Geometry {
	labels := make([]string, board.Len())
	colours := make([]color.RGBA, board.Len())
	for i := range labels {
		labels[i] = spaceName(int16(i))
		switch spaceKind[i] {
		case toll:
			colours[i] = color.RGBA{0xf2, 0xb8, 0xa8, 0xff}
		case chance:
			colours[i] = color.RGBA{0xb8, 0xd8, 0xf2, 0xff}
		}
	}
	return table.LoopGeometry(board, labels, colours)
}

func (presenter) Pawn(v engine.View, seat int) int { return v.(*View).Pos[seat] }

func (presenter) SeatLines(ev engine.View, seat int) []string {
	v := ev.(*View)
	return []string{fmt.Sprintf("Laps %d of %d", v.Laps[seat], lapsToWin), fmt.Sprintf("%d card(s) face down", v.FaceDown[seat])}
}
