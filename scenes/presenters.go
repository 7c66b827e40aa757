package scenes

import (
	"wheeloffate/scenes/table"

	// The rulesets' screens register their presenters: one line per game.
	_ "wheeloffate/scenes/broke"
	_ "wheeloffate/scenes/gambler"
	_ "wheeloffate/scenes/life"
	_ "wheeloffate/scenes/million"
)

func init() {
	table.Results = NewResults
	table.Title = NewTitle
}

// presenterFor returns the ruleset's presenter (table.Base when it has
// none of its own).
func presenterFor(id string) table.Presenter { return table.For(id) }
