// Package life is the Game of Life's screens: its presenter and its own
// board scene (the winding road with the cars, the wheel, the casino and
// the retire decision), for both editions. Only this package and
// engine/catalog import the Life rules outside engine/life.
package life

import (
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Both editions play on Life's own board scene.
func init() {
	for _, r := range life.Rulesets() {
		table.Register(r.ID, presenter{duel: r.MaxSeats == 2})
	}
}

type presenter struct {
	table.Base
	duel bool
}

func (p presenter) Scene(m *match.Match, o table.PlayOptions) game.Scene {
	return newBoardScene(m, o)
}

func (p presenter) View(m *match.Match) table.View { return newBoardView(m) }

func (p presenter) SeatNote(g engine.Game, seat int) string {
	if lg, ok := g.(*life.Game); ok {
		return lg.CareerName(seat)
	}
	return ""
}

// PersonOptions: a person who does not want side bets is never asked.
func (p presenter) PersonOptions(askBets bool) []string {
	if askBets {
		return nil
	}
	return []string{"no_bets"}
}

func (p presenter) Lid() color.RGBA {
	if p.duel {
		return color.RGBA{0x1c, 0x5f, 0xc9, 0xff}
	}
	return table.Base{}.Lid()
}
