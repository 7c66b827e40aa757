package match

import (
	"fmt"

	"wheeloffate/engine"
	"wheeloffate/engine/replay"
)

// Viewer steps through a recorded game: forward, back, to any action or
// turn. It holds the match as it stood after Pos actions. Going forward
// applies the next actions to it; going back rebuilds it from the start
// (the engine applies an action in well under a microsecond, so even a
// 3,000-action game rebuilds in a few milliseconds, and no snapshots are
// needed).
type Viewer struct {
	R *replay.Replay
	M *Match // the game after Pos actions
	// turnAt[i] is the turn the game stood at after i actions.
	turnAt []int
}

// NewViewer checks the whole replay (every action legal, every hash right,
// over exactly when it says) before showing any of it, so a bad file is
// refused at once with one line, never half-shown.
func NewViewer(r *replay.Replay) (*Viewer, error) {
	v := &Viewer{R: r, turnAt: make([]int, 0, len(r.Actions)+1)}
	g, err := r.Play(-1, func(g engine.Game, i int, _ []engine.Event) {
		if i < 0 {
			return
		}
		v.turnAt = append(v.turnAt, g.Turn())
	})
	if err != nil {
		return nil, err
	}
	if r.Over != g.Over() {
		return nil, fmt.Errorf("replay says the game ended=%v, but after its last action ended=%v", r.Over, g.Over())
	}
	start, err := r.Start()
	if err != nil {
		return nil, err
	}
	v.turnAt = append([]int{start.Turn()}, v.turnAt...)
	if v.M, err = Rebuild(r, 0); err != nil {
		return nil, err
	}
	return v, nil
}

// Len is the number of actions in the replay.
func (v *Viewer) Len() int { return len(v.R.Actions) }

// Pos is how many actions have been applied.
func (v *Viewer) Pos() int { return len(v.M.Actions) }

// Turn is the turn the game stands at.
func (v *Viewer) Turn() int { return v.turnAt[v.Pos()] }

// Turns is the last turn of the game.
func (v *Viewer) Turns() int { return v.turnAt[len(v.turnAt)-1] }

// Seek moves to the game after n actions (clamped to the replay) and
// reports whether the position changed. The replay was checked whole by
// NewViewer, so applying its actions cannot fail.
func (v *Viewer) Seek(n int) bool {
	n = max(0, min(v.Len(), n))
	if n == v.Pos() {
		return false
	}
	if n < v.Pos() {
		m, err := Rebuild(v.R, n)
		if err != nil {
			panic("match: a checked replay failed to rebuild: " + err.Error())
		}
		v.M = m
		return true
	}
	for v.Pos() < n {
		if _, err := v.Next(); err != nil {
			panic("match: a checked replay failed to apply: " + err.Error())
		}
	}
	return true
}

// Next applies the next action and returns its events (for animation).
func (v *Viewer) Next() ([]engine.Event, error) {
	if v.Pos() >= v.Len() {
		return nil, fmt.Errorf("the replay has ended")
	}
	return v.M.Apply(v.R.Action(v.Pos()))
}

// Step moves d actions forward (or back when d < 0).
func (v *Viewer) Step(d int) bool { return v.Seek(v.Pos() + d) }

// TurnStart is the first position at which the game stands at turn t (or
// later), so "jump to turn t" shows that turn from its beginning.
func (v *Viewer) TurnStart(t int) int {
	for i, tt := range v.turnAt {
		if tt >= t {
			return i
		}
	}
	return v.Len()
}

// JumpTurn moves to the start of turn t.
func (v *Viewer) JumpTurn(t int) bool { return v.Seek(v.TurnStart(t)) }

// NextTurn and PrevTurn move to the start of the next turn, or of this
// turn (of the one before when already at its start).
func (v *Viewer) NextTurn() bool { return v.JumpTurn(v.Turn() + 1) }

// PrevTurn: see NextTurn.
func (v *Viewer) PrevTurn() bool {
	t := v.Turn()
	if v.TurnStart(t) == v.Pos() && t > v.turnAt[0] {
		t--
	}
	return v.Seek(v.TurnStart(t))
}
