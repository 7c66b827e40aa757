package scenes

import (
	"wheeloffate/game"
	"wheeloffate/game/match"
	"wheeloffate/scenes/table"
)

// NewBoard is the board scene for a match: the ruleset's own board scene
// when its presenter has one (Life's road, wheel, casino and retire), else
// the table. Persons choose with mouse, touch or keys; computer seats play
// by themselves. When the game ends it switches to the results.
// Every match shown here is recorded: see recordMatch.
func NewBoard(m *match.Match, o PlayOptions) game.Scene {
	recordMatch(m)
	p := table.For(m.Setup.Ruleset)
	if sc := p.Scene(m, o); sc != nil {
		return sc
	}
	return table.New(m, o, p)
}
