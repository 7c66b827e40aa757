package engine

import (
	"fmt"
	"strings"
)

// Ruleset describes one game to everything that starts, lists or records
// games: the title and setup screens, the command line, saves and replays.
// A ruleset's package exports one of these; engine/catalog lists them. No
// code outside a ruleset's own packages needs to know more about it.
type Ruleset struct {
	ID      string // "life", as written in replays and on the command line
	Name    string // "The Game of Life", for people
	Edition string // what tells it apart from a game of the same name: "1960 classic"
	Blurb   string // one line for the title screen
	// MinSeats..MaxSeats is the seat range, DefaultSeats the usual count.
	MinSeats, MaxSeats, DefaultSeats int
	// Version is the rules version: a replay recorded under another version
	// is refused, never misplayed.
	Version int
	// Options are the switches the ruleset offers, in the order they are
	// numbered in Setup.
	Options []Option
	// New starts a game.
	New func(s Setup) (Game, error)
	// Players are the computer players, the default first. Every ruleset
	// also gets the random player (see catalog).
	Players []PlayerKind
	// Ranking says how final counts rank.
	Ranking Ranking
	// Board, when set, describes the board in Markdown: docs/boards/<id>.md
	// is its output, printed by `wheeloffate board`.
	Board func() string
	// Decisions name the ruleset's decision kinds (indexed by
	// Decision.Kind) for tests and tools: "spin", "road".
	Decisions []string
}

// DecisionName names a decision kind: its name in Decisions, else "kind-N".
func (r *Ruleset) DecisionName(k uint8) string {
	if int(k) < len(r.Decisions) && r.Decisions[k] != "" {
		return r.Decisions[k]
	}
	return fmt.Sprintf("kind-%d", k)
}

// Option is a yes/no switch a ruleset offers, for the whole game or for each
// seat (a person who does not want to be asked for side bets, say).
type Option struct {
	ID      string // as written in replays: "no_bets"
	Name    string // for people: "No side bets"
	Help    string // one line
	PerSeat bool
	// ForPeople marks a per-seat option that only a person's seat offers.
	ForPeople bool
}

// Setup is what a game starts from.
type Setup struct {
	Seats int
	Seed  uint64
	// Names are the players' names, for the log and the screens only: they
	// are not part of the rules or the hash. Empty names read "Player N".
	Names [MaxSeats]string
	// Options holds the game-wide options that are on, by index into
	// Ruleset.Options; SeatOptions the per-seat ones.
	Options     uint64
	SeatOptions [MaxSeats]uint64
}

// On reports whether game-wide option i is on.
func (s *Setup) On(i int) bool { return s.Options&(1<<uint(i)) != 0 }

// SeatOn reports whether per-seat option i is on for seat.
func (s *Setup) SeatOn(seat, i int) bool { return s.SeatOptions[seat]&(1<<uint(i)) != 0 }

// OptionIndex returns the index of the option with the given id, or -1.
func (r *Ruleset) OptionIndex(id string) int {
	for i, o := range r.Options {
		if o.ID == id {
			return i
		}
	}
	return -1
}

// CheckSeats returns a one-line error when n seats cannot play.
func (r *Ruleset) CheckSeats(n int) error {
	switch {
	case r.MinSeats == r.MaxSeats && n != r.MinSeats:
		return fmt.Errorf("%s is for exactly %d players, not %d", r.ID, r.MinSeats, n)
	case n < r.MinSeats || n > r.MaxSeats:
		return fmt.Errorf("%s needs %d to %d players, not %d", r.ID, r.MinSeats, r.MaxSeats, n)
	}
	return nil
}

// Player returns the computer player kind with the given id.
func (r *Ruleset) Player(kind string) (PlayerKind, bool) {
	for _, p := range r.Players {
		if p.ID == kind {
			return p, true
		}
	}
	return PlayerKind{}, false
}

// Title is the name people see, with the edition where there is one.
func (r *Ruleset) Title() string {
	if r.Edition == "" {
		return r.Name
	}
	return r.Name + " (" + r.Edition + ")"
}

// Validate checks a descriptor for what every screen relies on.
func (r *Ruleset) Validate() error {
	switch {
	case r.ID == "" || strings.ContainsAny(r.ID, " \t\n/\\"):
		return fmt.Errorf("ruleset id %q: empty or with a space or slash", r.ID)
	case r.Name == "":
		return fmt.Errorf("ruleset %s has no name", r.ID)
	case r.MinSeats < 1 || r.MaxSeats > MaxSeats || r.MinSeats > r.MaxSeats:
		return fmt.Errorf("ruleset %s: seat range %d..%d", r.ID, r.MinSeats, r.MaxSeats)
	case r.DefaultSeats < r.MinSeats || r.DefaultSeats > r.MaxSeats:
		return fmt.Errorf("ruleset %s: default %d seats outside %d..%d", r.ID, r.DefaultSeats, r.MinSeats, r.MaxSeats)
	case r.Version < 1:
		return fmt.Errorf("ruleset %s: rules version %d", r.ID, r.Version)
	case r.New == nil:
		return fmt.Errorf("ruleset %s has no constructor", r.ID)
	case len(r.Options) > 64:
		return fmt.Errorf("ruleset %s: %d options, at most 64", r.ID, len(r.Options))
	}
	return nil
}

// Player is a computer player. It sees only its seat's view and the legal
// actions, so it cannot learn what its seat could not see.
type Player interface {
	Choose(v View, legal []Action) Action
}

// Blind is a player that chooses without looking at its view (the random
// player): a caller on a hot path may hand it a nil view instead of
// building one.
type Blind interface {
	Player
	Blind()
}

// PlayerKind is one kind of computer player a ruleset offers.
type PlayerKind struct {
	ID   string // "sensible", as on the command line
	Name string // for people
	New  func(seed uint64) Player
}

// Ranking says how a ruleset ranks final counts.
type Ranking uint8

const (
	// MostWins: the highest count is first (Life, Make a Million).
	MostWins Ranking = iota
	// FewestWins: the lowest count is first (Go For Broke: the first who
	// cannot pay has the least and wins).
	FewestWins
)
