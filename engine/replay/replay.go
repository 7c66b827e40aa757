// Package replay reads, writes and checks replays: a header (format version,
// ruleset and rules version, options, seats, seed), the actions in order,
// and a state hash every CheckEvery actions and at the end. Saved games are
// replays of unfinished games. It works on bytes only, so the window, the
// browser and the command line share it. See docs/REPLAY.md.
package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
	"wheeloffate/engine/catalog"
)

// Format is the replay format version this program writes. It reads every
// version from 1 on: format 1 wrote Life's "no side bets" switch as a seat's
// no_bets field, which format 2 writes as the seat option "no_bets".
const Format = 2

// MaxSize caps a replay file or link, so a hostile file cannot exhaust
// memory: a 6-player game of Life has about 3,000 actions, some 60 KB.
const MaxSize = 4 << 20

// MaxActions caps the number of actions, for the same reason.
const MaxActions = 200_000

// CheckEvery is how often (in actions) a hash is recorded.
const CheckEvery = 25

// Seat is one seat of the header.
type Seat struct {
	Name     string `json:"name"`
	Computer bool   `json:"computer"`
	Colour   int    `json:"colour"`
	// Options are the per-seat options that are on, by id ("no_bets").
	Options []string `json:"options,omitempty"`
	// Level is a computer seat's level ("easy", "normal", "hard"); empty
	// (every replay before levels) plays as normal.
	Level string `json:"level,omitempty"`
	// NoBets is format 1's way of writing the seat option "no_bets"; Parse
	// moves it into Options.
	NoBets bool `json:"no_bets,omitempty"`
}

// On reports whether the seat has option id on.
func (s Seat) On(id string) bool {
	for _, o := range s.Options {
		if o == id {
			return true
		}
	}
	return false
}

// Check is a recorded hash after At actions.
type Check struct {
	At   int    `json:"at"`
	Hash string `json:"hash"` // 16 hex digits: JSON numbers cannot carry 64 bits in a browser
}

// Replay is a recorded game.
type Replay struct {
	Format       int     `json:"format"`
	Ruleset      string  `json:"ruleset"`
	RulesVersion int     `json:"rules_version"`
	Seed         uint64  `json:"seed"`
	Seats        []Seat  `json:"seats"`
	Created      string  `json:"created,omitempty"` // RFC 3339, set by the recorder
	Actions      Actions `json:"actions"`           // seat, kind, arg, amount
	Checks       []Check `json:"checks"`
	Over         bool    `json:"over"`
	Winners      []int   `json:"winners,omitempty"` // seats in first place, when over
}

// Actions are the recorded actions, each [seat, kind, arg, amount].
type Actions [][4]int64

// UnmarshalJSON reads the actions, refusing one that is not exactly four
// numbers: read straight into [4]int64, [1,4,1] would become [1,4,1,0] and
// [1,4,1,0,777,888] would lose its tail, both silently.
func (as *Actions) UnmarshalJSON(b []byte) error {
	var raw [][]int64
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if raw == nil {
		return nil // null: no actions, as for [4]int64
	}
	out := make(Actions, len(raw))
	for i, a := range raw {
		if len(a) != 4 {
			return &actionLengthError{i: i, n: len(a)}
		}
		out[i] = [4]int64(a)
	}
	*as = out
	return nil
}

// actionLengthError names an action of the wrong length. It is its own
// type so that jsonProblem passes it on as it is.
type actionLengthError struct{ i, n int }

func (e *actionLengthError) Error() string {
	return fmt.Sprintf("action %d is malformed: it has %d numbers, not 4 (seat, kind, arg, amount)", e.i+1, e.n)
}

// Recorder records a game as it is played.
type Recorder struct {
	R Replay
	G engine.Game
}

// NewRecorder starts a game and its replay.
func NewRecorder(ruleset string, seats []Seat, seed uint64, created string) (*Recorder, error) {
	// A name is whatever a person typed. It is mended here, game and file
	// alike, to pass the rule Parse reads it by (NameProblem): a game must
	// always read back.
	seats = append([]Seat(nil), seats...)
	for i := range seats {
		seats[i].Name = CleanName(seats[i].Name, DefaultName(i, seats[i].Computer))
	}
	g, err := newGame(ruleset, seats, seed)
	if err != nil {
		return nil, err
	}
	rs, _ := catalog.Lookup(ruleset) // newGame found it
	r := Replay{Format: Format, Ruleset: ruleset, RulesVersion: rs.Version, Seed: seed,
		Seats: seats, Created: created, Actions: [][4]int64{}, Checks: []Check{}}
	return &Recorder{R: r, G: g}, nil
}

// ControlRune reports whether r acts rather than shows when printed or
// drawn: a C0 or C1 control or DEL (a terminal escape, a newline that
// forges a log line), a line or paragraph separator, or a bidi control,
// which reorders the text around it. A replay's text holds none of them,
// and whoever prints text from a file escapes them.
func ControlRune(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || unicode.Is(unicode.Bidi_Control, r)
}

// controlIn returns the first control rune (ControlRune) in s.
func controlIn(s string) (rune, bool) {
	if i := strings.IndexFunc(s, ControlRune); i >= 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r, true
	}
	return 0, false
}

func newGame(ruleset string, seats []Seat, seed uint64) (engine.Game, error) {
	rs, err := catalog.Lookup(ruleset)
	if err != nil {
		return nil, err
	}
	s, err := SetupFor(rs, seats, seed)
	if err != nil {
		return nil, err
	}
	return catalog.New(ruleset, s)
}

// SetupFor turns a header's seats into a ruleset's set-up. A seat option the
// ruleset does not offer is refused: it would be silently dropped.
func SetupFor(rs *engine.Ruleset, seats []Seat, seed uint64) (engine.Setup, error) {
	s := engine.Setup{Seats: len(seats), Seed: seed}
	if len(seats) > engine.MaxSeats {
		return s, fmt.Errorf("%d seats; at most %d", len(seats), engine.MaxSeats)
	}
	for i, st := range seats {
		s.Names[i] = st.Name
		for _, id := range st.Options {
			k := rs.OptionIndex(id)
			if k < 0 || !rs.Options[k].PerSeat {
				return s, fmt.Errorf("seat %d has option %.40q, which %s does not offer", i+1, id, rs.ID)
			}
			s.SeatOptions[i] |= 1 << uint(k)
		}
	}
	return s, nil
}

// Apply applies an action to the game and records it.
func (rc *Recorder) Apply(a engine.Action) ([]engine.Event, error) {
	ev, err := rc.G.Apply(a)
	if err != nil {
		return nil, err
	}
	rc.R.Actions = append(rc.R.Actions, [4]int64{int64(a.Seat), int64(a.Kind), int64(a.Arg), a.Amount})
	n := len(rc.R.Actions)
	// A hash every CheckEvery actions, and one for the state after the last
	// action, which moves on with each action: so a saved game, which is a
	// replay cut off anywhere, always ends on a hash too.
	if k := len(rc.R.Checks); k > 0 && rc.R.Checks[k-1].At%CheckEvery != 0 {
		rc.R.Checks = rc.R.Checks[:k-1]
	}
	rc.R.Checks = append(rc.R.Checks, Check{At: n, Hash: hashString(rc.G.Hash())})
	if rc.G.Over() {
		rc.R.Over = true
		rc.R.Winners = winnersOf(rc.G)
	}
	return ev, nil
}

// Bytes encodes the replay as JSON with one action per line, so that a
// saved game stays readable and diffs well.
func (r *Replay) Bytes() []byte {
	head := *r
	head.Actions = nil
	b, err := json.MarshalIndent(head, "", " ")
	if err != nil {
		panic("replay: cannot encode: " + err.Error()) // only plain values: unreachable
	}
	// Replace the empty action list with one line per action.
	var acts bytes.Buffer
	acts.WriteString("[")
	for i, a := range r.Actions {
		if i > 0 {
			acts.WriteByte(',')
		}
		fmt.Fprintf(&acts, "\n  [%d,%d,%d,%d]", a[0], a[1], a[2], a[3])
	}
	if len(r.Actions) > 0 {
		acts.WriteString("\n ")
	}
	acts.WriteString("]")
	return bytes.Replace(b, []byte(`"actions": null`), append([]byte(`"actions": `), acts.Bytes()...), 1)
}

func hashString(h uint64) string { return fmt.Sprintf("%016x", h) }

// Parse decodes and checks a replay's header and shape; it does not replay.
// Every failure is one line naming the problem.
func Parse(data []byte) (*Replay, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("replay is %d bytes, over the %d-byte limit", len(data), MaxSize)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("replay is empty")
	}
	// Read the format first, so a future format is refused for what it is
	// rather than for a field this version does not know.
	var head struct {
		Format json.RawMessage `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, jsonProblem(err)
	}
	// Now the whole file is known to be JSON: refuse a key given twice
	// before reading any, the format included.
	if err := repeatedKey(data); err != nil {
		return nil, err
	}
	if bytes.TrimSpace(data)[0] != '{' { // only null is left: Unmarshal refused the rest
		return nil, errors.New("not a replay file: expected a JSON object, not null")
	}
	if len(head.Format) == 0 {
		return nil, errors.New("replay has no format version")
	}
	f, err := strconv.Atoi(string(head.Format))
	if err != nil {
		return nil, fmt.Errorf("replay format version %.40q is not a whole number", head.Format)
	}
	switch {
	case f > Format:
		return nil, fmt.Errorf("replay format version %d is newer than this program reads (%d): update Wheel of Fate", f, Format)
	case f < 1:
		return nil, fmt.Errorf("replay format version %d does not exist", f)
	}
	var r Replay
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, jsonProblem(err)
	}
	if dec.More() {
		return nil, errors.New("replay has data after its end")
	}
	return &r, r.check()
}

func jsonProblem(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var act *actionLengthError
	switch {
	case errors.As(err, &act):
		return act
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &syn) && syn.Error() == "unexpected end of JSON input":
		return errors.New("replay is truncated")
	case errors.As(err, &syn) && strings.Contains(syn.Error(), "after top-level value"):
		return errors.New("replay has data after its end")
	case errors.As(err, &syn):
		return fmt.Errorf("replay is not valid JSON at byte %d: %v", syn.Offset, err)
	case errors.As(err, &typ):
		return typeProblem(typ)
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if n, err := strconv.Unquote(name); err == nil {
			name = n
		}
		return fmt.Errorf("replay has an unknown field %.40q", name)
	}
	return fmt.Errorf("replay cannot be read: %v", err)
}

func (r *Replay) check() error {
	rs, err := catalog.Lookup(r.Ruleset)
	if err != nil {
		return fmt.Errorf("replay is of an unknown ruleset %.40q", r.Ruleset)
	}
	if want := rs.Version; r.RulesVersion != want {
		return fmt.Errorf("replay was recorded under %s rules version %d; this program plays version %d", r.Ruleset, r.RulesVersion, want)
	}
	if len(r.Seats) == 0 || len(r.Seats) > engine.MaxSeats {
		return fmt.Errorf("replay has %d seats", len(r.Seats))
	}
	for i, s := range r.Seats {
		if err := NameProblem(s.Name); err != nil {
			if _, ctl := controlIn(s.Name); ctl || len(s.Name) > MaxName {
				return fmt.Errorf("seat %d's name %v", i+1, err)
			}
			// Nothing visible: setups before the rule recorded such names
			// (a zero-width space, the Hangul filler). The game still
			// opens, the seat read by its usual name; a name plays no part
			// in the game's state.
			r.Seats[i].Name = DefaultName(i, s.Computer)
		}
		if s.Colour < 0 || s.Colour > 15 {
			return fmt.Errorf("seat %d's colour %d is out of range", i+1, s.Colour)
		}
		if len(s.Options) > 64 {
			return fmt.Errorf("seat %d has %d options", i+1, len(s.Options))
		}
		switch {
		case s.Level == "":
		case !s.Computer:
			return fmt.Errorf("seat %d is a person's but has a computer level", i+1)
		case !ai.IsLevel(s.Level):
			return fmt.Errorf("seat %d's level %.20q is not easy, normal or hard", i+1, s.Level)
		}
		if s.NoBets { // format 1
			if r.Format >= 2 {
				return fmt.Errorf("seat %d has format 1's no_bets field in a format %d replay", i+1, r.Format)
			}
			r.Seats[i].NoBets = false
			if !s.On("no_bets") {
				r.Seats[i].Options = append(r.Seats[i].Options, "no_bets")
			}
		}
	}
	if _, err := SetupFor(rs, r.Seats, r.Seed); err != nil {
		return err
	}
	if c, ok := controlIn(r.Created); ok {
		return fmt.Errorf("replay's start time holds a control character (%U)", c)
	}
	if len(r.Actions) > MaxActions {
		return fmt.Errorf("replay has %d actions, over the %d limit", len(r.Actions), MaxActions)
	}
	for i, a := range r.Actions {
		if a[0] < 0 || a[0] >= int64(len(r.Seats)) || a[1] < 0 || a[1] > 255 || a[2] < -32768 || a[2] > 32767 {
			return fmt.Errorf("action %d is malformed: %v", i+1, a)
		}
	}
	last := 0
	for _, c := range r.Checks {
		if c.At <= last || c.At > len(r.Actions) {
			return fmt.Errorf("hash check at action %d is out of order or past the end", c.At)
		}
		if _, err := strconv.ParseUint(c.Hash, 16, 64); err != nil || len(c.Hash) != 16 {
			return fmt.Errorf("hash check at action %d is not 16 hex digits", c.At)
		}
		last = c.At
	}
	return r.checkWinners()
}

// Action decodes recorded action i.
func (r *Replay) Action(i int) engine.Action {
	a := r.Actions[i]
	return engine.Action{Seat: int8(a[0]), Kind: uint8(a[1]), Arg: int16(a[2]), Amount: a[3]}
}

// Start returns a fresh game for the replay's header.
func (r *Replay) Start() (engine.Game, error) {
	return newGame(r.Ruleset, r.Seats, r.Seed)
}

// Play replays the first n actions (all when n < 0) and checks every
// recorded hash on the way, and, when it plays them all, the recorded end
// (over, winners). each, if not nil, sees the events of every
// action. The game returned is as it stood after the last good action.
func (r *Replay) Play(n int, each func(g engine.Game, i int, ev []engine.Event)) (engine.Game, error) {
	g, err := r.Start()
	if err != nil {
		return nil, fmt.Errorf("replay cannot start: %w", err)
	}
	if n < 0 || n > len(r.Actions) {
		n = len(r.Actions)
	}
	if s, ok := g.(interface{ LastEvents() []engine.Event }); ok && each != nil {
		each(g, -1, s.LastEvents()) // what happened at the set-up: who goes first
	}
	ci := 0
	for i := 0; i < n; i++ {
		a := r.Action(i)
		ev, err := g.Apply(a)
		if err != nil {
			return g, fmt.Errorf("action %d (%s) is illegal at its point: %v", i+1, g.ActionString(a), err)
		}
		if each != nil {
			each(g, i, ev)
		}
		for ci < len(r.Checks) && r.Checks[ci].At == i+1 {
			if got := hashString(g.Hash()); got != r.Checks[ci].Hash {
				return g, fmt.Errorf("state hash after action %d is %s, but the replay recorded %s", i+1, got, r.Checks[ci].Hash)
			}
			ci++
		}
	}
	if n == len(r.Actions) {
		// The whole game was played: what the file says of its end must be
		// what happened, or what shows the file unplayed (the winner in the
		// list of past games) would differ from the game shown.
		return g, r.checkOutcome(g)
	}
	return g, nil
}

// Verify replays the whole game and checks every hash, that the game ended
// exactly when the replay says, with the winners it names (Play), and that
// the final state has a hash.
func (r *Replay) Verify() (engine.Game, error) {
	g, err := r.Play(-1, nil)
	if err != nil {
		return g, err
	}
	if len(r.Checks) == 0 || r.Checks[len(r.Checks)-1].At != len(r.Actions) {
		if len(r.Actions) > 0 {
			return g, errors.New("replay has no hash for its final state")
		}
	}
	return g, nil
}
