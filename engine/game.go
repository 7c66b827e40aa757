// Package engine holds what every ruleset shares: the game contract (actions,
// events, pending decisions, views), the seeded generator, the ledger, decks,
// the board graph and the state hash. It is pure Go: no I/O, no clocks, no
// Ebitengine, and deterministic, so the same seed and actions give the same
// game on every platform.
package engine

import "errors"

// Action is one discrete input event: "spin", "choose College", "bet $5,000
// on 7". Kind is the ruleset's own code; Arg is a choice, a number or a target
// seat; Amount is money. It is small and comparable so legal-action lists and
// replays are cheap.
type Action struct {
	Seat   int8
	Kind   uint8
	Arg    int16
	Amount int64
}

// Event is one thing that happened while an action was applied, in order.
// The UI turns events into animation and sound, and the log into words.
type Event struct {
	Kind   uint16
	Seat   int8  // who it happened to, -1 for none
	Other  int8  // the other party (an account for transfers), -1 for none
	Arg    int16 // a number spun, a space, a card
	Arg2   int16 // a second space or count
	Amount int64
}

// Decision is one seat's pending choice. Kind is the ruleset's code for what
// is being decided (spin, choose a road, bet, ...).
type Decision struct {
	Seat int8
	Kind uint8
}

// Common errors. Apply wraps them with detail.
var (
	ErrNotPending = errors.New("that seat has no decision to make now")
	ErrIllegal    = errors.New("that action is not allowed now")
	ErrOver       = errors.New("the game is over")
)

// Game is a ruleset's game value. Only Apply changes it.
type Game interface {
	// Ruleset is the ruleset id, such as "life".
	Ruleset() string
	// Seats is the number of seats.
	Seats() int
	// Pending appends the decisions waiting now to buf. Empty only when over.
	Pending(buf []Decision) []Decision
	// Legal appends the legal actions of seat to buf; none if it has no
	// decision.
	Legal(seat int, buf []Action) []Action
	// Apply applies one action. On success it returns the events that
	// happened; the slice is owned by the game and valid until the next
	// Apply. An illegal action returns an error and changes nothing.
	Apply(a Action) ([]Event, error)
	// Over reports whether the game has ended.
	Over() bool
	// Result is the final standing (valid when Over).
	Result() Result
	// Turn counts turns taken so far.
	Turn() int
	// Hash is a stable hash of the whole state.
	Hash() uint64
	// Clone is a deep, independent copy.
	Clone() Game
	// Describe puts an event into words for the log.
	Describe(e Event) string
	// ActionString puts an action into words.
	ActionString(a Action) string
	// Lines puts a batch of events into log lines.
	Lines(events []Event) []string
}

// Result is the end of a game: each seat's final count and place.
type Result struct {
	Counts  [MaxSeats]int64
	Places  [MaxSeats]int8 // 1 = winner; ties share a place
	Reason  string         // how it ended
	Capped  bool           // ended by the turn cap, not by the rules
	Winners int            // how many share first place
}

// Places ranks counts: equal counts share a place, higher counts come first.
func Places(counts []int64) (places [MaxSeats]int8, winners int) {
	for i, c := range counts {
		p := int8(1)
		for _, d := range counts {
			if d > c {
				p++
			}
		}
		places[i] = p
		if p == 1 {
			winners++
		}
	}
	return places, winners
}
