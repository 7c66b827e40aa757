package gambler

import "wheeloffate/engine"

// The ruleset's identity and seat range (the sheet: 2 to 4 players).
const (
	ID       = "gambler"
	MinSeats = 2
	MaxSeats = 4
)

// Ruleset is Gambler's descriptor, for engine/catalog.
func Ruleset() *engine.Ruleset {
	return &engine.Ruleset{
		ID: ID, Name: "Gambler", Edition: "1977",
		Blurb:    "Start with $100: the first to $1,000 with no IOU wins. Sweepstakes shaker, Lottery, Horse Races.",
		MinSeats: MinSeats, MaxSeats: MaxSeats, DefaultSeats: 4,
		Version: 1,
		New: func(s engine.Setup) (engine.Game, error) {
			return New(Options{Seats: s.Seats, Seed: s.Seed, Names: s.Names})
		},
		Players: []engine.PlayerKind{
			{ID: "sensible", Name: "Sensible", New: func(seed uint64) engine.Player { return NewSensible(seed) }},
		},
		Ranking: engine.MostWins,
		Board:   BoardMarkdown,
		Decisions: []string{DNone: "none", DRoll: "roll", DDoubles: "doubles", DMarker: "marker",
			DShake: "shake", DRace: "race"},
	}
}

// SeatTag implements engine.Tagger: whether the seat ever ended holding an
// IOU or went out, so the simulator can tell how borrowing fares.
func (g *Game) SeatTag(seat int) string {
	switch p := &g.pl[seat]; {
	case p.Out:
		return "out"
	case p.IOU:
		return "IOU held"
	}
	return "no IOU"
}

// GameTag implements engine.Tagger: how the game was won.
func (g *Game) GameTag() string {
	switch {
	case !g.over:
		return ""
	case g.why == WhyLast:
		return "last player in"
	case g.why == WhyWin && g.result.Winners > 1:
		return "shared win"
	case g.why == WhyWin:
		return "reached $1,000"
	}
	return ""
}
