package match

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/ai"
)

// A hard computer searches thousands of re-dealt games for one decision:
// 5–30 ms natively and several times that in a browser, too long for one
// tick. Think runs a computer's decision a slice at a time, so a screen
// can spread it over ticks; sliced or whole, the choice is engine.Decide's.

// slicer is a computer player whose decision can be run in slices (the
// hard player, ai.Search).
type slicer interface {
	Begin(v engine.View, legal []engine.Action, s *engine.Sampler) *ai.Thinking
}

// thought is a computer's decision under way, or made and not yet applied.
type thought struct {
	d    engine.Decision
	at   int // len(Actions) when it began: an action applied since makes it stale
	t    *ai.Thinking
	a    engine.Action
	done bool
}

// Think works on the computer's pending decision (the one ComputerAction
// would make) for up to n more playouts and reports the action once it is
// decided. A player that does not search decides at once. The decision is
// kept until an action is applied, so calling Think again returns the same
// action without asking the player twice (a player may count its choices).
// An action applied meanwhile (a person's, in an auction) starts it again.
func (m *Match) Think(n int) (a engine.Action, done bool, err error) {
	d, ok := m.computerDecision()
	if !ok {
		m.thought = nil
		return engine.Action{}, false, fmt.Errorf("no computer decision pending")
	}
	th := m.thought
	if th == nil || th.d != d || th.at != len(m.Actions) {
		if th, err = m.begin(d); err != nil {
			return engine.Action{}, false, err
		}
		m.thought = th
	}
	if !th.done && th.t.Step(n) {
		th.a, th.done = th.t.Choice(), true
		if th.t.Searched() {
			m.Searches++ // a forced decision is not a search
		}
	}
	return th.a, th.done, nil
}

// begin starts seat d.Seat's decision: a search to step, or a choice made.
func (m *Match) begin(d engine.Decision) (*thought, error) {
	seat := int(d.Seat)
	legal := m.G.Legal(seat, nil) // its own slice: a search keeps it for ticks
	if len(legal) == 0 {
		return nil, fmt.Errorf("seat %d must decide but has no legal action", seat+1)
	}
	th := &thought{d: d, at: len(m.Actions)}
	p := m.players[seat]
	if s, ok := p.(slicer); ok {
		// The sampler is of the match's game itself, as engine.Decide's:
		// the thought is dropped as soon as an action changes it.
		th.t = s.Begin(m.G.View(seat), legal, engine.NewSampler(m.G, seat))
		return th, nil
	}
	th.a, th.done = engine.Decide(p, m.G, seat, legal), true
	return th, nil
}

// ThinkingSeat is the seat whose search is under way (begun, not yet
// decided, nothing applied since), or -1.
func (m *Match) ThinkingSeat() int {
	th := m.thought
	if th == nil || th.done || th.at != len(m.Actions) {
		return -1
	}
	return int(th.d.Seat)
}

// Level is seat's computer level as set up ("easy", "normal", "hard"; a
// computer set up without one plays as normal), or "" for a person.
func (m *Match) Level(seat int) string {
	if seat < 0 || seat >= len(m.players) || m.players[seat] == nil {
		return ""
	}
	if seat < len(m.Setup.Seats) && m.Setup.Seats[seat].Level != "" {
		return m.Setup.Seats[seat].Level
	}
	return ai.Normal
}
