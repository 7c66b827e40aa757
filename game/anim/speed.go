package anim

import "fmt"

// Speed is the player's animation speed setting. An animation advances
// Ticks() steps of its 1x timeline per Update; Instant animations jump to
// their end state as soon as they start.
type Speed int

// Animation speeds offered in the settings. The zero value is Speed1x so an
// unset setting animates normally.
const (
	Speed1x Speed = iota
	Speed2x
	Speed4x
	SpeedInstant
)

// Speeds lists every speed in the order the settings screen shows them.
var Speeds = []Speed{Speed1x, Speed2x, Speed4x, SpeedInstant}

// Ticks is how many 1x ticks one Update advances; 0 means instant.
func (s Speed) Ticks() int {
	switch s {
	case Speed2x:
		return 2
	case Speed4x:
		return 4
	case SpeedInstant:
		return 0
	}
	return 1
}

// Instant reports whether animations should be skipped entirely.
func (s Speed) Instant() bool { return s == SpeedInstant }

// String is the label shown in the UI.
func (s Speed) String() string {
	switch s {
	case Speed1x:
		return "1×"
	case Speed2x:
		return "2×"
	case Speed4x:
		return "4×"
	case SpeedInstant:
		return "Instant"
	}
	return fmt.Sprintf("Speed(%d)", int(s))
}

// Valid reports whether s is one of the defined speeds.
func (s Speed) Valid() bool { return s >= Speed1x && s <= SpeedInstant }

// HoldDown counts a hold (a pause after an animation, in 1x ticks) down by
// one Update at speed sp; at instant speed it is over at once.
func HoldDown(hold *int, sp Speed) {
	if *hold <= 0 {
		return
	}
	n := sp.Ticks()
	if n == 0 {
		*hold = 0
		return
	}
	*hold = max(0, *hold-n)
}
