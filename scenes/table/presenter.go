// Package table is the ruleset-neutral table every game is played on: the
// presenter contract a ruleset's screens fill in, the registry of
// presenters, and the table scene that plays any ruleset from its engine
// alone (a board drawn from the presenter's geometry, pawns that hop, seat
// panels, one log, a decision panel built from the legal actions, event
// playback with skip and speed, computer turns and the hand-over between
// people). It names no ruleset.
package table

import (
	"image/color"
	"sort"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/sound"
	"wheeloffate/game/ui"
)

// PlayOptions are how the window was started.
type PlayOptions struct {
	// Autoplay: every seat is a computer and the program exits after the
	// results screen.
	Autoplay bool
}

// Presenter is what a ruleset gives the screens. Embed Base for the
// defaults and override what the ruleset has of its own.
type Presenter interface {
	// Lid is the colour of the ruleset's box lid on the title.
	Lid() color.RGBA
	// SeatNote is a short line under a seat's name on the results (a
	// career in Life), or "".
	SeatNote(g engine.Game, seat int) string
	// PersonOptions are the per-seat options a person's seat starts with,
	// from the settings (askBets: the player wants side bets offered).
	PersonOptions(askBets bool) []string
	// Scene is the ruleset's own board scene for a match, or nil to play
	// it on the table.
	Scene(m *match.Match, o PlayOptions) game.Scene
	// View is the ruleset's own board as the replay viewer's View, or nil
	// to show replays on the table.
	View(m *match.Match) View
	// Geometry is the board the table draws, or nil for none.
	Geometry(g engine.Game) *Geometry
	// Pawn is the space a seat's pawn stands on as the view shows it, or
	// -1 when it is off the board.
	Pawn(v engine.View, seat int) int
	// SeatLines are the lines under a seat's name in its panel, as the
	// view shows them (the table adds the money).
	SeatLines(v engine.View, seat int) []string
	// Decide is the ruleset's own way for a person to make decision d (a
	// panel of its own, or a mini-game that takes the whole screen), or
	// nil for the table's default panel.
	Decide(m *match.Match, d engine.Decision) DecisionUI
	// Cue is how the table shows one of the ruleset's events (a banner,
	// a sound, a pause); ok false leaves the table's own way.
	Cue(g engine.Game, e engine.Event) (c Cue, ok bool)
	// Rules are the in-game menu's rules page, a few short lines, from
	// the ruleset's descriptor r (Base: its name, blurb, seats and ranking).
	Rules(r engine.Ruleset) []string
}

// DecisionUI is what a person decides on: the table's default Panel or a
// presenter's own. The table places it each tick (the whole screen and the
// decision bar's place), feeds it the input, and applies what it returns.
type DecisionUI interface {
	Place(screen, bar ui.Rect)
	Update(in *input.Intents) (engine.Action, bool)
	Draw(dst *ebiten.Image)
}

// BadgeFooted is a decision panel that keeps room under its rows for the
// odds advisor's badges: the table tells it the room (BadgeGap while the
// advisor is on, else 0) before every Place, so a panel that sets its last
// row on its bar's foot keeps that much more there and no badge hangs past
// the bar onto what lies under it.
type BadgeFooted interface {
	SetBadgeFoot(room float64)
}

// Cue is how the table shows an event: Banner replaces the status line
// while the event plays (empty: the event's words), Sound plays as it
// starts (when HasSound), and the table waits Wait ticks at 1x after it.
type Cue struct {
	Banner   string
	Sound    sound.ID
	HasSound bool
	Wait     int
}

// Base is the default presenter: no board, no lines of its own, the
// table's panel for every decision.
type Base struct{}

func (Base) Lid() color.RGBA                                 { return ui.ColTitleBar }
func (Base) SeatNote(engine.Game, int) string                { return "" }
func (Base) PersonOptions(bool) []string                     { return nil }
func (Base) Scene(*match.Match, PlayOptions) game.Scene      { return nil }
func (Base) View(*match.Match) View                          { return nil }
func (Base) Geometry(engine.Game) *Geometry                  { return nil }
func (Base) Pawn(engine.View, int) int                       { return -1 }
func (Base) SeatLines(engine.View, int) []string             { return nil }
func (Base) Decide(*match.Match, engine.Decision) DecisionUI { return nil }
func (Base) Cue(engine.Game, engine.Event) (Cue, bool)       { return Cue{}, false }
func (Base) Rules(r engine.Ruleset) []string                 { return genericRules(r) }

var (
	mu         sync.RWMutex
	presenters = map[string]Presenter{}
)

// Register gives a ruleset its presenter; each ruleset's screens package
// calls it once (tests may call it for their own rulesets).
func Register(id string, p Presenter) {
	mu.Lock()
	defer mu.Unlock()
	presenters[id] = p
}

// For returns the ruleset's presenter, or Base when it has none: every
// ruleset in the catalog can be played on the table.
func For(id string) Presenter {
	mu.RLock()
	defer mu.RUnlock()
	if p, ok := presenters[id]; ok {
		return p
	}
	return Base{}
}

// Registered lists the ids with a presenter of their own.
func Registered() []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for id := range presenters {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Results makes the results scene the table switches to at the end of a
// game. The scenes package sets it (it holds the results screen), which
// keeps the arrow one way: scenes → table.
var Results func(m *match.Match, o PlayOptions) game.Scene

// SeatLabel is a seat's name as its panel shows it: with "(computer)" after
// a computer's name unless the name says it already (the duel's
// "Computer", the setup's "Computer 2"), or the panel is compact.
func SeatLabel(name string, computer, compact bool) string {
	if computer && !compact && !strings.Contains(strings.ToLower(name), "computer") {
		return name + " (computer)"
	}
	return name
}
