package scenes

import (
	"image/color"

	"wheeloffate/engine"
	"wheeloffate/engine/life"
	"wheeloffate/game/ui"
)

// Presenter is what a ruleset gives the screens: today the lid colour of
// its box on the title and whether it has a board screen. It grows into the
// table's presenter (geometry, seat lines, cues, panels).
type Presenter interface {
	// Lid is the colour of the ruleset's box lid on the title.
	Lid() color.RGBA
	// SeatNote is a short line under a seat's name on the results: its
	// career in Life.
	SeatNote(g engine.Game, seat int) string
	// PersonOptions are the per-seat options a person's seat starts with,
	// from the settings.
	PersonOptions(askBets bool) []string
}

// presenters are the rulesets that have screens, by id: one line per game.
var presenters = map[string]Presenter{}

func init() {
	for _, r := range life.Rulesets() {
		presenters[r.ID] = lifePresenter{duel: r.MaxSeats == 2}
	}
}

// presenterFor returns the ruleset's presenter, or nil when it has no
// screens.
func presenterFor(id string) Presenter { return presenters[id] }

type lifePresenter struct{ duel bool }

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
	return ui.ColTitleBar
}
