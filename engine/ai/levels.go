package ai

import "wheeloffate/engine"

// The levels every ruleset offers, as player kinds: "easy", "normal" and
// "hard". Normal is the ruleset's sensible player; easy is it with slips;
// hard searches (Hard).
const (
	Easy   = "easy"
	Normal = "normal"
	Hard   = "hard"
)

// Levels returns the three level kinds built on a ruleset's sensible
// player, to append to its Players after the sensible one (which stays the
// default, so old replays and tests play on unchanged).
func Levels(sensible engine.PlayerKind) []engine.PlayerKind {
	return []engine.PlayerKind{
		{ID: Easy, Name: "Easy", New: func(seed uint64) engine.Player { return NewSlipper(sensible.New(seed), seed, SlipOneIn) }},
		{ID: Normal, Name: "Normal", New: sensible.New},
		{ID: Hard, Name: "Hard", New: func(seed uint64) engine.Player { return NewSearch(sensible.New(seed), seed, Budget) }},
	}
}

// IsLevel reports whether kind is one of the levels.
func IsLevel(kind string) bool { return kind == Easy || kind == Normal || kind == Hard }

// SlipOneIn: the easy player slips at one choice in SlipOneIn.
const SlipOneIn = 4

// Slipper is the sensible player with deliberate slips: at one real choice
// (more than one legal action) in oneIn it takes a random legal action
// instead, as a beginner who misjudges a bet or a road. The slips are drawn
// from its view's hash, its own salt and how many choices it has made, so it
// is deterministic and cannot peek. The count matters: drawn from the view
// alone, a slip that the base player then undid (a property put into a
// Make a Million deal and taken out again) came back to the same view and
// slipped the same way for ever.
type Slipper struct {
	base  engine.Player
	salt  uint64
	oneIn int
	n     uint64 // choices made
}

// NewSlipper wraps base.
func NewSlipper(base engine.Player, seed uint64, oneIn int) *Slipper {
	return &Slipper{base: base, salt: seed*0x9e3779b97f4a7c15 + 0x51, oneIn: oneIn}
}

// CountChoice counts a choice made without asking it: a game continued
// from a save tells it of each real choice its seat made before, so that
// it slips where the uninterrupted game would have.
func (s *Slipper) CountChoice() { s.n++ }

// Choose implements engine.Player.
func (s *Slipper) Choose(v engine.View, legal []engine.Action) engine.Action {
	if len(legal) > 1 && v != nil {
		s.n++
		r := engine.NewRNG(v.Hash() ^ s.salt ^ s.n*0x94d049bb133111eb)
		if r.Intn(s.oneIn) == 0 {
			return legal[r.Intn(len(legal))]
		}
	}
	return s.base.Choose(v, legal)
}
