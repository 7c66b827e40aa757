package broke

import "wheeloffate/engine"

// The ruleset's identity and seat range (the sheet: 2 to 5 players).
const (
	ID       = "broke"
	MinSeats = 2
	MaxSeats = 5
)

// Ruleset is Go For Broke's descriptor, for engine/catalog.
func Ruleset() *engine.Ruleset {
	return &engine.Ruleset{
		ID: ID, Name: "Go For Broke", Edition: "the game of spend a million",
		Blurb:    "Start with a million: the first who cannot pay wins. Casino, Race Track, Stock Market.",
		MinSeats: MinSeats, MaxSeats: MaxSeats, DefaultSeats: 4,
		Version: 1,
		New: func(s engine.Setup) (engine.Game, error) {
			return New(Options{Seats: s.Seats, Seed: s.Seed, Names: s.Names})
		},
		Players: []engine.PlayerKind{
			{ID: "sensible", Name: "Sensible", New: func(seed uint64) engine.Player { return NewSensible(seed) }},
		},
		Ranking: engine.FewestWins,
		Board:   BoardMarkdown,
		Decisions: []string{DNone: "none", DRoll: "roll", DVisit: "visit", DBuy: "buy", DBet: "bet",
			DSideBet: "side-bet", DRoulette: "roulette", DDice: "dice"},
	}
}
