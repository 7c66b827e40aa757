package million

import "wheeloffate/engine"

// The ruleset's identity and seat range (the sheet: 2 to 4 players).
const (
	ID       = "million"
	MinSeats = 2
	MaxSeats = 4
)

// Ruleset is Make a Million's descriptor, for engine/catalog.
func Ruleset() *engine.Ruleset {
	return &engine.Ruleset{
		ID: ID, Name: "Make a Million", Edition: "2012",
		Blurb:    "First to a million in cash wins: buy, auction, deal, build, and upgrade your mover at GO.",
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
		Decisions: []string{DNone: "none", DTurn: "turn", DUpgrade: "upgrade", DBuy: "buy", DBid: "bid", DRent: "rent",
			DRaise: "raise", DOffer: "offer", DAnswer: "answer", DBetween: "between"},
	}
}

// SeatTag implements engine.Tagger: the mover a seat ended with.
func (g *Game) SeatTag(seat int) string {
	return "mover " + StarNames[g.pl[seat].Star]
}

// GameTag implements engine.Tagger: how the game was won.
func (g *Game) GameTag() string {
	switch {
	case g.winner < 0:
		return ""
	case g.led.Cash[g.winner] >= Goal:
		return "a million"
	}
	return "last one left"
}
