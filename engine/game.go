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

	// Active is the seat whose turn it is (-1 before the first turn or
	// when over): the seat the screens follow.
	Active() int
	// Name is a seat's name as the log writes it.
	Name(seat int) string
	// Prompt puts a pending decision into words for its seat: "spin to
	// move", "choose a road".
	Prompt(d Decision) string
	// Worth is what a seat would count if the game ended now, for the
	// net-worth chart.
	Worth(seat int) int64
	// View is what seat may see. The screens of a person's seat and every
	// computer player read only this. It may be the game's own buffer,
	// valid until the next call of View on the same game.
	View(seat int) View
	// Redeal re-seeds the game's chance with seed and re-deals everything
	// seat cannot see (face-down cards, the order of decks), consistently
	// with seat's view. Two games that differ only in what seat cannot see
	// become the same game: a player that searches a redealt clone never
	// learns the future.
	Redeal(seat int, seed uint64)
}

// View is one seat's view of a game. A ruleset's computer players type-assert
// it to their ruleset's view; its hash covers everything the seat may see and
// nothing else.
type View interface {
	Owner() int // the seat whose view it is
	Hash() uint64
}

// Checker is a game that can check its own invariants (money conserved,
// nothing negative, ...). Tests, the simulator and the browser hook call it
// after every action.
type Checker interface {
	CheckInvariants() error
}

// Lapser is a game some of whose decisions are optional choices asked out
// of turn (a side bet before another seat's spin, a card one may play when
// another seat collects): the screens give a person a short moment for them
// rather than stopping the game, and when the moment passes unanswered they
// apply the action Lapse names. It is the choice that costs the seat
// nothing it has not chosen to risk: no bet, keep the card, avoid a payment.
// ok is false for a decision that must be answered (a spin, a road), and
// for one that is not pending. The screens let a decision lapse only out of
// turn (its seat is not Active): on one's own turn the game waits.
type Lapser interface {
	Lapse(d Decision) (a Action, ok bool)
}

// Line is one line of a final count: "Cash $120,000".
type Line struct {
	Label  string
	Amount int64
}

// Breakdown is a game that can explain a seat's final count line by line,
// for the results screen.
type Breakdown interface {
	Breakdown(seat int) []Line
}

// Tagger is a game that tags finished games for the simulator's figures:
// SeatTag names what a seat chose that its win rate is worth splitting by
// ("road: College"); GameTag names how the game went ("won by Tycoon").
// Either may be "".
type Tagger interface {
	SeatTag(seat int) string
	GameTag() string
}

// Determinize returns a copy of g as seat may imagine it: re-seeded chance and
// re-dealt hidden cards. It is the only way a searching player should look
// ahead.
func Determinize(g Game, seat int, seed uint64) Game {
	c := g.Clone()
	c.Redeal(seat, seed)
	return c
}

// Result is the end of a game: each seat's final count and place.
type Result struct {
	Counts  [MaxSeats]int64
	Places  [MaxSeats]int8 // 1 = winner; ties share a place
	Reason  string         // how it ended
	Capped  bool           // ended by the turn cap, not by the rules
	Winners int            // how many share first place
	Ranking Ranking        // how Counts were ranked
	// NamesWinner: Reason already says who won ("Ann became a Millionaire
	// Tycoon"), so a results screen need not say it again.
	NamesWinner bool
}

// Places ranks counts: equal counts share a place, higher counts come first.
func Places(counts []int64) (places [MaxSeats]int8, winners int) {
	return PlacesBy(counts, MostWins)
}

// PlacesBy ranks counts by a ruleset's ranking: equal counts share a place.
func PlacesBy(counts []int64, r Ranking) (places [MaxSeats]int8, winners int) {
	for i, c := range counts {
		p := int8(1)
		for _, d := range counts {
			if d > c && r == MostWins || d < c && r == FewestWins {
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

// Event kinds every ruleset shares, so the table can follow turns, money and
// pawns without knowing the ruleset. A ruleset numbers its own kinds from
// EvRuleset on. Events are neither recorded in replays nor hashed, so the
// numbering may change freely.
const (
	EvTurn     uint16 = iota + 1 // Seat's turn begins; Arg: the turn number
	EvGameOver                   // the game ended; Arg: the ruleset's reason
	EvTransfer                   // Amount from account Seat to account Other
	EvStep                       // Seat's pawn moved one space forward, Arg to Arg2
	EvBack                       // Seat's pawn moved one space back, Arg to Arg2
	EvJump                       // Seat's pawn was put from Arg on Arg2 without walking
	EvSpin                       // Seat spun Arg on a wheel (Arg2: what for)
	EvRoll                       // Seat threw dice: Arg the total, Arg2 the count

	// EvRuleset is the first kind a ruleset may number as its own.
	EvRuleset uint16 = 64
)
