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

// Rules is the menu's rules page: the game in a few lines, the duel's
// differences in its own.
func (p presenter) Rules(engine.Ruleset) []string {
	lines := []string{
		"Spin the wheel and drive that many spaces along the road; every space you stop on says what happens.",
		"At the start choose the short road into Business or the long one through College for a better salary.",
		"Pay Days pay your salary; insurance and stock protect you from the road's bad luck.",
		"Short of cash? The Bank lends in notes, with interest at every Pay Day.",
	}
	if p.duel {
		return append(lines,
			"You draw a career card and play against the computer, which is also the Banker.",
			"At the end you retire: the richest, with notes repaid and children counted, wins.")
	}
	return append(lines,
		"On other players' spins you may bet on the number (side bets).",
		"At the Day of Reckoning choose Millionaire Acres or risk everything on one number to become a Tycoon; the richest wins.")
}
