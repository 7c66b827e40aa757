package game

import (
	"fmt"
	"strings"
	"sync"

	"wheeloffate/engine"
	"wheeloffate/engine/replay"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// StateSnapshot is what the running game last published about its rules
// state: enough for a browser test to see that the game advanced and to
// compare hashes with a native run. It is a copy; changing it changes nothing.
type StateSnapshot struct {
	Ruleset string
	Turn    int
	Hash    uint64
	// Seq counts PublishState calls, so a reader can tell a fresh snapshot
	// from an old one.
	Seq uint64
}

// MatchSnapshot is what the scene on screen shows of a match, copied at
// the end of each frame (see HookInfo): who must decide what, whether it is
// a person's decision and offered on screen now, and whether the engine's
// own invariant checks (life.CheckInvariants) hold.
type MatchSnapshot struct {
	Ruleset  string
	Turn     int
	Hash     uint64
	Seats    int
	Active   int
	Over     bool
	Actions  int // actions applied so far
	Decision DecisionSnapshot
	Valid    bool
	Problem  string // why Valid is false
	Flick    float64
	Frame    uint64 // the frame (draw count) it was taken at
}

// DecisionSnapshot is the pending decision; Seat is -1 when there is none.
type DecisionSnapshot struct {
	Seat    int
	Kind    string
	Person  bool // the seat is played by a person
	Offered bool // its controls are on screen and take input now
	Legal   int  // how many legal actions it has
	// Prompt is the decision's words, as the status line says them
	// ("visit the Casino, or go on"), for tests that choose by them.
	Prompt string
}

// HookInfo is what a scene showing a match tells the test hook each frame.
type HookInfo struct {
	Match *match.Match
	// Offered: the person's pending decision is on screen (no events are
	// being animated, no "pass the device" screen).
	Offered bool
	// Flick is the last spin's flick in rad/s (anim.DefaultFlick for a tap,
	// key or button), 0 before the first.
	Flick float64
}

// HookScene is a scene that shows a match (the board). Only the hook reads it.
type HookScene interface {
	HookInfo() HookInfo
}

// HookControlsScene is a scene that draws controls of its own (not ui
// widgets, which record themselves) and lists them for the hook's controls().
type HookControlsScene interface {
	HookControls() []ui.Drawn
}

// FrameStats count the App's ticks and frames, for the browser test hook
// and measurements (first frame time, frames per second).
type FrameStats struct {
	Ticks, Draws uint64
	// Width and Height are the logical screen size of the last frame.
	Width, Height int
}

var published struct {
	mu     sync.Mutex
	state  StateSnapshot
	frames FrameStats
	onDraw func() // set by the browser hook to time the first frame

	// watch turns noteScene on: the browser hook does, players natively
	// never pay for it.
	watch    bool
	legal    []engine.Action
	match    MatchSnapshot
	hasMatch bool
	// The replay of the match on screen, kept only once a reader asked for
	// it (wantReplay), and made again only when an action was applied.
	wantReplay bool
	replay     []byte
	replayAt   int
	replayOf   *match.Match

	// The scene on screen and the toast showing, as of the last frame
	// (noteShown; state().scene and .toast in the browser).
	shown      bool
	sceneName  string
	shownToast string
}

// PublishState records the game's current ruleset, turn and state hash. The
// board scene calls it every tick; it only stores the values (natively and
// in the browser, where window.wheeloffate.state() reads them).
func PublishState(ruleset string, turn int, hash uint64) {
	published.mu.Lock()
	defer published.mu.Unlock()
	published.state = StateSnapshot{Ruleset: ruleset, Turn: turn, Hash: hash, Seq: published.state.Seq + 1}
}

// PublishedState returns the last published snapshot; ok is false before
// the first PublishState.
func PublishedState() (s StateSnapshot, ok bool) {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.state, published.state.Seq > 0
}

// WatchMatch turns on the snapshots of the match on screen (PublishedMatch).
func WatchMatch() {
	published.mu.Lock()
	published.watch = true
	published.mu.Unlock()
}

// PublishedMatch returns the snapshot of the match on screen at the last
// frame; ok is false when no scene showing a match has been drawn yet.
func PublishedMatch() (s MatchSnapshot, ok bool) {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.match, published.hasMatch
}

// PublishedReplay returns the replay of the match on screen as a replay
// file (the saved-game format, with the hash of the current state as its
// last check, so `wheeloffate replay verify` checks the final state too).
// The first call starts keeping it and returns nil.
func PublishedReplay() []byte {
	published.mu.Lock()
	defer published.mu.Unlock()
	published.wantReplay = true
	return append([]byte(nil), published.replay...)
}

// Frames returns the App's tick and frame counts.
func Frames() FrameStats {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.frames
}

// noteTick is called by App.Update.
func noteTick() {
	published.mu.Lock()
	published.frames.Ticks++
	published.mu.Unlock()
}

// noteDraw is called by App.Draw with the logical screen size.
func noteDraw(w, h int) {
	published.mu.Lock()
	published.frames.Draws++
	published.frames.Width, published.frames.Height = w, h
	f := published.onDraw
	first := published.frames.Draws == 1
	published.mu.Unlock()
	if first && f != nil {
		f()
	}
}

// noteScene is called by App.Draw, before ui.EndFrame, with the scene on
// screen: a scene's own controls are added to the frame's drawn controls,
// and a scene showing a match has its match copied into the snapshot. It
// only reads.
func noteScene(sc Scene) {
	published.mu.Lock()
	watch := published.watch
	published.mu.Unlock()
	if hc, ok := sc.(HookControlsScene); ok && watch {
		for _, d := range hc.HookControls() {
			ui.Record(d)
		}
	}
	hs, ok := sc.(HookScene)
	if !watch || !ok {
		return
	}
	info := hs.HookInfo()
	m := info.Match
	if m == nil || m.G == nil {
		return
	}
	g := m.G
	s := MatchSnapshot{
		Ruleset: g.Ruleset(), Turn: g.Turn(), Hash: g.Hash(), Seats: g.Seats(),
		Active: g.Active(), Over: g.Over(), Actions: len(m.Actions), Valid: true, Flick: info.Flick,
		Decision: DecisionSnapshot{Seat: -1, Kind: "none"},
	}
	if c, ok := g.(engine.Checker); ok {
		if err := c.CheckInvariants(); err != nil {
			s.Valid, s.Problem = false, err.Error()
		}
	}
	published.mu.Lock()
	defer published.mu.Unlock()
	if d, ok := m.Decision(); ok {
		published.legal = g.Legal(int(d.Seat), published.legal[:0])
		s.Decision = DecisionSnapshot{
			Seat: int(d.Seat), Kind: m.Rules.DecisionName(d.Kind), Person: !m.IsComputer(int(d.Seat)),
			Offered: info.Offered, Legal: len(published.legal), Prompt: g.Prompt(d),
		}
	}
	s.Frame = published.frames.Draws + 1
	published.match, published.hasMatch = s, true
	if published.wantReplay && (published.replayOf != m || published.replayAt != s.Actions || published.replay == nil) {
		published.replay = replayWithFinalCheck(m)
		published.replayOf, published.replayAt = m, s.Actions
	}
}

// replayWithFinalCheck is the match's replay with the current state's hash
// as its last check (the recorder adds one only every few actions).
func replayWithFinalCheck(m *match.Match) []byte {
	r := m.Rec.R
	n := len(r.Actions)
	if n > 0 && (len(r.Checks) == 0 || r.Checks[len(r.Checks)-1].At != n) {
		r.Checks = append(append([]replay.Check(nil), r.Checks...), replay.Check{At: n, Hash: fmt.Sprintf("%016x", m.G.Hash())})
	}
	return r.Bytes()
}

// SceneName names a scene for the test hook: "title", "setup", "board",
// "replay", "replays", "results", "settings"… (its type's name in lower
// case without a "Scene" suffix).
func SceneName(sc Scene) string {
	if sc == nil {
		return ""
	}
	n := fmt.Sprintf("%T", sc)
	n = n[strings.LastIndexByte(n, '.')+1:]
	return strings.ToLower(strings.TrimSuffix(n, "Scene"))
}

// noteShown is called by App.Draw with the scene on screen and the toast
// showing ("" for none), when the hook watches. It only reads.
func noteShown(sc Scene, toast string) {
	published.mu.Lock()
	watch := published.watch
	published.mu.Unlock()
	if !watch {
		return
	}
	name := SceneName(sc)
	published.mu.Lock()
	published.shown, published.sceneName, published.shownToast = true, name, toast
	published.mu.Unlock()
}

// PublishedShown returns the scene on screen and the toast showing as of
// the last frame; ok is false before the first frame the hook watched.
func PublishedShown() (scene, toast string, ok bool) {
	published.mu.Lock()
	defer published.mu.Unlock()
	return published.sceneName, published.shownToast, published.shown
}
