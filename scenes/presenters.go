package scenes

import (
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// Life's presenter: both editions play on Life's own board scene.
func init() {
	for _, r := range life.Rulesets() {
		table.Register(r.ID, lifePresenter{duel: r.MaxSeats == 2})
	}
	table.Results = NewResults
}

// presenterFor returns the ruleset's presenter (table.Base when it has
// none of its own).
func presenterFor(id string) table.Presenter { return table.For(id) }

type lifePresenter struct {
	table.Base
	duel bool
}

func (p lifePresenter) Scene(m *match.Match, o table.PlayOptions) game.Scene {
	return newBoardScene(m, o)
}

func (p lifePresenter) View(m *match.Match) table.View { return newBoardView(m) }

func (p lifePresenter) SeatNote(g engine.Game, seat int) string {
	if lg, ok := g.(*life.Game); ok {
		return lg.CareerName(seat)
	}
	return ""
}

func (p lifePresenter) PersonOptions(askBets bool) []string {
	if askBets {
		return nil
	}
	return []string{"no_bets"}
}

func (p lifePresenter) Lid() color.RGBA {
	if p.duel {
		return color.RGBA{0x1c, 0x5f, 0xc9, 0xff}
	}
	return table.Base{}.Lid()
}
