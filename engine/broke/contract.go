package broke

import "wheeloffate/engine"

// The ruleset's identity and seat range (the sheet: 2 to 5 players).
const (
	ID       = "broke"
	MinSeats = 2
	MaxSeats = 5
)

// OptNoBets is the index of the per-seat "no side bets" option.
const OptNoBets = 0

// Ruleset is Go For Broke's descriptor, for engine/catalog.
func Ruleset() *engine.Ruleset {
	return &engine.Ruleset{
		ID: ID, Name: "Go For Broke", Edition: "the game of spend a million",
		Blurb:    "Start with a million: the first who cannot pay wins. Casino, Race Track, Stock Market.",
		MinSeats: MinSeats, MaxSeats: MaxSeats, DefaultSeats: 4,
		Version: 1,
		Options: []engine.Option{{ID: "no_bets", Name: "No side bets",
			Help: "Never ask this player to bet on another player's race.", PerSeat: true, ForPeople: true}},
		New: func(s engine.Setup) (engine.Game, error) {
			o := Options{Seats: s.Seats, Seed: s.Seed, Names: s.Names}
			for i := range o.NoBets {
				o.NoBets[i] = s.SeatOn(i, OptNoBets)
			}
			return New(o)
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

// SeatTag implements engine.Tagger: whether the seat bought a Hotel, so the
// simulator can tell whether buying pays.
func (g *Game) SeatTag(seat int) string {
	if g.pl[seat].Hotel >= 0 {
		return "Hotel owner"
	}
	return "no Hotel"
}

// GameTag implements engine.Tagger: the payment the winner could not make.
func (g *Game) GameTag() string {
	if g.winner < 0 || int(g.why) >= len(reasonWords) {
		return ""
	}
	return "broke on " + reasonWords[g.why]
}
