package table

// Voice is the one place a board says what is happening now: whose turn it
// is, what they are doing, what just happened and why. It holds a single
// message: a new one replaces the old rather than stacking under it, and a
// new turn clears whatever was said in the last, so nothing on screen
// speaks of a turn that has passed. The table's status line and Life's
// board both speak through one.
type Voice struct {
	msg  Message
	turn int
	left int // ticks an event's message has left, when Fade is set

	// Fade is how many ticks (at 1x) what just happened stays said, unless
	// replaced first; 0 keeps it until it is replaced or the turn passes.
	Fade int
}

// Say is what kind of thing a message says.
type Say uint8

const (
	// SayNothing: no message.
	SayNothing Say = iota
	// SayThinking: a computer is choosing, on its own turn.
	SayThinking
	// SayPrompt: a person is asked to act.
	SayPrompt
	// SayEvent: what just happened.
	SayEvent
)

// Message is what a voice says: its words, the seat it is about (-1 none),
// the turn it was said in, and its kind.
type Message struct {
	Text string
	Seat int
	Turn int
	Kind Say
}

// Set says text about seat in turn, replacing what was said. Empty text
// says nothing.
func (v *Voice) Set(text string, seat, turn int, kind Say) {
	if text == "" || kind == SayNothing {
		v.Clear()
		return
	}
	v.msg = Message{Text: text, Seat: seat, Turn: turn, Kind: kind}
	v.left = v.Fade
	if turn > v.turn {
		v.turn = turn
	}
}

// NewTurn tells the voice which turn the screen shows: a message said in
// another turn is cleared.
func (v *Voice) NewTurn(turn int) {
	v.turn = turn
	if v.msg.Kind != SayNothing && v.msg.Turn != turn {
		v.Clear()
	}
}

// Quiet clears a prompt or a computer's thinking (they were answered), and
// leaves what just happened.
func (v *Voice) Quiet() {
	if v.msg.Kind == SayPrompt || v.msg.Kind == SayThinking {
		v.Clear()
	}
}

// Clear says nothing.
func (v *Voice) Clear() { v.msg, v.left = Message{}, 0 }

// Tick ages an event's message by n ticks; with Fade set it falls silent
// when its time is up.
func (v *Voice) Tick(n int) {
	if v.Fade == 0 || v.msg.Kind != SayEvent {
		return
	}
	if v.left -= n; v.left <= 0 {
		v.Clear()
	}
}

// Alpha is how opaque the message is drawn: an event's message fades out
// over its last few ticks.
func (v *Voice) Alpha() float64 {
	const fadeOut = 24
	if v.Fade == 0 || v.msg.Kind != SayEvent || v.left >= fadeOut {
		return 1
	}
	return max(0, float64(v.left)/fadeOut)
}

// Current is the message being said, if any.
func (v *Voice) Current() (Message, bool) { return v.msg, v.msg.Kind != SayNothing }
