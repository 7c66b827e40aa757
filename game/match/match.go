// Package match runs one game for the window: it holds the engine game and
// who sits where, asks computer players for their moves, and keeps the log
// and the net-worth history the results chart draws. It has no Ebitengine
// code, so all of it is tested without a window.
package match

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/catalog"
	"wheeloffate/engine/replay"
)

// Seat is one seat at the table.
type Seat struct {
	Name     string
	Colour   int // index into the car colours
	Computer bool
	// Level is a computer seat's level (engine/ai: "easy", "normal",
	// "hard"); empty plays as normal.
	Level string
	// Options are the per-seat options that are on, by id (a person who is
	// never to be asked for side bets in Life has "no_bets").
	Options []string
}

// Setup is everything needed to start a game.
type Setup struct {
	Ruleset string
	Seats   []Seat
	Seed    uint64
	// Created is when the game began (RFC 3339), for the list of past games.
	Created string
}

// Match is a game in progress in the window.
type Match struct {
	Setup   Setup
	G       engine.Game
	Rules   *engine.Ruleset
	players []engine.Player
	Actions []engine.Action
	Log     []string
	// Worth[t][s] is seat s's count at the start of turn t (and at the end).
	Worth [][]int64
	// Rec records every action; its replay is the saved game.
	Rec *replay.Recorder
	// Saver, when set, is given the saved game after every action, so a
	// crash or a closed tab loses nothing. Its error is reported, and the
	// game goes on.
	Saver func(data []byte) error
	// SaveErr is the last save failure, for the screen to show once.
	SaveErr error
	legal   []engine.Action
	pend    []engine.Decision
	// thought is the computer's decision Think is working on (think.go).
	thought *thought
	// Searches counts the decisions a searching computer actually searched
	// (not the forced ones) through Think.
	Searches int
}

// New starts a match.
func New(s Setup) (*Match, error) {
	if len(s.Seats) == 0 {
		return nil, fmt.Errorf("no seats")
	}
	rs := make([]replay.Seat, len(s.Seats))
	for i, st := range s.Seats {
		rs[i] = replay.Seat{Name: st.Name, Computer: st.Computer, Colour: st.Colour, Options: st.Options, Level: st.Level}
	}
	rec, err := replay.NewRecorder(s.Ruleset, rs, s.Seed, s.Created)
	if err != nil {
		return nil, err
	}
	rules, err := catalog.Lookup(s.Ruleset)
	if err != nil {
		return nil, err
	}
	m := &Match{Setup: s, G: rec.G, Rules: rules, Rec: rec}
	for i, st := range s.Seats {
		var p engine.Player
		if st.Computer {
			kind := st.Level
			if kind == "" {
				kind = catalog.Sensible
			}
			if p, err = catalog.NewPlayer(s.Ruleset, kind, s.Seed*131+uint64(i)); err != nil {
				return nil, err
			}
		}
		m.players = append(m.players, p)
	}
	m.snapshot()
	m.Log = append(m.Log, m.G.Lines(m.StartEvents())...)
	return m, nil
}

// StartEvents are what happened when the game was set up (who goes first),
// for games that report it.
func (m *Match) StartEvents() []engine.Event {
	if s, ok := m.G.(interface{ LastEvents() []engine.Event }); ok && len(m.Actions) == 0 {
		return s.LastEvents()
	}
	return nil
}

func (m *Match) snapshot() {
	row := make([]int64, m.G.Seats())
	for i := range row {
		row[i] = m.G.Worth(i)
	}
	m.Worth = append(m.Worth, row)
}

// Pending lists every decision waiting now (several at once in an auction).
// The slice is reused by the next call.
func (m *Match) Pending() []engine.Decision {
	if m.G.Over() {
		return nil
	}
	m.pend = m.G.Pending(m.pend[:0])
	return m.pend
}

// Decision is the decision to offer now; ok is false when the game is over.
// Of several pending decisions, a person's comes first, so the screen shows
// it while the computers' are answered in the background.
func (m *Match) Decision() (engine.Decision, bool) {
	pend := m.Pending()
	if len(pend) == 0 {
		return engine.Decision{}, false
	}
	for _, d := range pend {
		if m.players[d.Seat] == nil {
			return d, true
		}
	}
	return pend[0], true
}

// Legal lists the legal actions of the pending decision. The slice is
// reused by the next call.
func (m *Match) Legal() []engine.Action {
	d, ok := m.Decision()
	if !ok {
		return nil
	}
	m.legal = m.G.Legal(int(d.Seat), m.legal[:0])
	return m.legal
}

// computerDecision is the first pending decision that a computer makes.
func (m *Match) computerDecision() (engine.Decision, bool) {
	for _, d := range m.Pending() {
		if m.players[d.Seat] != nil {
			return d, true
		}
	}
	return engine.Decision{}, false
}

// ComputerToMove reports whether a pending decision belongs to a computer.
func (m *Match) ComputerToMove() bool {
	_, ok := m.computerDecision()
	return ok
}

// IsComputer reports whether a seat is played by the computer.
func (m *Match) IsComputer(seat int) bool { return m.players[seat] != nil }

// ComputerAction is a computer's choice for its pending decision. The
// player sees only its seat's view.
func (m *Match) ComputerAction() (engine.Action, error) {
	d, ok := m.computerDecision()
	if !ok {
		return engine.Action{}, fmt.Errorf("no computer decision pending")
	}
	m.legal = m.G.Legal(int(d.Seat), m.legal[:0])
	if len(m.legal) == 0 {
		return engine.Action{}, fmt.Errorf("seat %d must decide but has no legal action", d.Seat+1)
	}
	return engine.Decide(m.players[d.Seat], m.G, int(d.Seat), m.legal), nil
}

// StepComputer applies the computer's choice for the pending decision.
func (m *Match) StepComputer() error {
	a, err := m.ComputerAction()
	if err != nil {
		return err
	}
	_, err = m.Apply(a)
	return err
}

// PlayOut lets the computers play until the game is over (every seat must
// be a computer's from here on).
func (m *Match) PlayOut() error {
	for !m.G.Over() {
		if err := m.StepComputer(); err != nil {
			return err
		}
	}
	return nil
}

// Apply applies an action and returns a copy of its events (the engine's
// slice is reused). An illegal action changes nothing.
func (m *Match) Apply(a engine.Action) ([]engine.Event, error) {
	ev, err := m.Rec.Apply(a)
	if err != nil {
		return nil, err
	}
	if m.Saver != nil {
		m.SaveErr = m.Saver(m.Rec.R.Bytes())
	}
	out := append([]engine.Event(nil), ev...)
	m.Actions = append(m.Actions, a)
	m.Log = append(m.Log, m.G.Lines(out)...)
	for _, e := range out {
		if e.Kind == engine.EvTurn || e.Kind == engine.EvGameOver {
			m.snapshot()
		}
	}
	return out, nil
}

// Find returns the legal action of the given kind and argument.
func (m *Match) Find(kind uint8, arg int16) (engine.Action, bool) {
	for _, a := range m.Legal() {
		if a.Kind == kind && a.Arg == arg {
			return a, true
		}
	}
	return engine.Action{}, false
}

// Resume rebuilds a match from a saved game (or a finished replay): it
// replays every action, checking every recorded hash, so the match stands
// exactly where it stood, with its log and chart.
func Resume(data []byte) (*Match, error) {
	r, err := replay.Parse(data)
	if err != nil {
		return nil, err
	}
	return Rebuild(r, -1)
}

// Rebuild returns the match after the replay's first n actions (all when n
// < 0 or past the end), checking every recorded hash on the way. The
// replay's header (seats, created time) becomes the match's setup, so a
// resumed game goes on recording into the same replay.
func Rebuild(r *replay.Replay, n int) (*Match, error) {
	s := Setup{Ruleset: r.Ruleset, Seed: r.Seed, Created: r.Created}
	for _, st := range r.Seats {
		s.Seats = append(s.Seats, Seat{Name: st.Name, Computer: st.Computer, Colour: st.Colour, Options: st.Options, Level: st.Level})
	}
	m, err := New(s)
	if err != nil {
		return nil, err
	}
	if n < 0 || n > len(r.Actions) {
		n = len(r.Actions)
	}
	ci := 0
	for i := 0; i < n; i++ {
		a := r.Action(i)
		m.countChoice(a)
		if _, err := m.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d (%s) is illegal at its point: %v", i+1, m.G.ActionString(a), err)
		}
		for ci < len(r.Checks) && r.Checks[ci].At == i+1 {
			if got := fmt.Sprintf("%016x", m.G.Hash()); got != r.Checks[ci].Hash {
				return nil, fmt.Errorf("state hash after action %d is %s, but the save recorded %s", i+1, got, r.Checks[ci].Hash)
			}
			ci++
		}
	}
	return m, nil
}

// countChoice tells a computer that counts its choices (the easy
// player, whose slips depend on the count) of the choice it made with a,
// about to be replayed: a real choice is one among more than one legal
// action, as Choose counts them. The live count is of the choices applied
// too, because every ruleset has one decision pending at a time: a
// computer's choice is never thrown away for a person's action (Think
// would ask it again, and the count would run ahead of the record's).
func (m *Match) countChoice(a engine.Action) {
	seat := int(a.Seat)
	if seat < 0 || seat >= len(m.players) {
		return
	}
	c, ok := m.players[seat].(interface{ CountChoice() })
	if ok && len(m.G.Legal(seat, m.legal[:0])) > 1 {
		c.CountChoice()
	}
}

// Save is the saved game as it stands.
func (m *Match) Save() []byte { return m.Rec.R.Bytes() }
