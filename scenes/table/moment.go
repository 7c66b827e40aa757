package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"wheeloffate/engine"
	"wheeloffate/game/anim"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
)

// A moment is the short time a person has for an optional choice asked out
// of turn (a side bet before another seat's spin, a card one may play): the
// game does not stop for it. Its bar shrinks; touching the choice (a press
// on it, or a key that moves among its buttons) holds the moment until the
// person answers; otherwise it lapses and the screen applies the game's
// Lapse action by itself. Both Life's board and the table use it.

// MomentTicks is a moment's length at 1x: 1.5 s. Once a person has let
// momentPatience moments in a row pass, the next last MomentShortTicks
// (the bar still shows and a touch still holds it), so a player who never
// bets waits little for them; taking one up makes them long again. Faster
// speeds shorten them in step; at "instant" they lapse at once.
const (
	MomentTicks      = 90
	MomentShortTicks = 40
	momentPatience   = 3
)

// Lapse is the action a person's pending decision d comes to when its
// moment passes, and whether it has a moment at all: only an optional
// choice (the game is an engine.Lapser that names one) of a seat whose turn
// it is not. On one's own turn the game waits for an answer.
func Lapse(m *match.Match, d engine.Decision) (engine.Action, bool) {
	l, ok := m.G.(engine.Lapser)
	if !ok || m.IsComputer(int(d.Seat)) || int(d.Seat) == m.G.Active() {
		return engine.Action{}, false
	}
	return l.Lapse(d)
}

// Moment counts down one optional choice's time.
type Moment struct {
	left, total int // 1x ticks
	held        bool
	armedAt     int // the pointer's press number when it began
	p           *Patience
}

// Patience is how a person has met their moments so far: a scene keeps one
// and starts every moment from it.
type Patience struct{ ignored int }

// Start starts a moment. A press begun before it (a click meant for what
// was on screen then) does not hold it.
func (p *Patience) Start(in *input.Intents) *Moment {
	t := MomentTicks
	if p.ignored >= momentPatience {
		t = MomentShortTicks
	}
	return &Moment{left: t, total: t, armedAt: in.Press, p: p}
}

// momentKeys are the keys that show the person is answering.
const momentKeys = input.KeyUp | input.KeyDown | input.KeyLeft | input.KeyRight | input.KeyNext | input.KeyPrev | input.KeyConfirm

// Update advances the moment by one tick at speed sp and reports whether it
// has lapsed. A press inside area (the choice's bar) or a key among its
// buttons holds it for good. Call it before the choice's buttons see the
// input.
func (m *Moment) Update(in *input.Intents, sp anim.Speed, area ui.Rect) bool {
	if m.pressedIn(in, area) || in.Pressed(momentKeys) {
		m.Hold()
	}
	if m.held || m.left <= 0 {
		return !m.held
	}
	if sp.Instant() {
		m.left = 0
	} else {
		m.left -= sp.Ticks()
	}
	if m.left <= 0 {
		m.p.ignored++
	}
	return m.left <= 0
}

// Held reports whether the person has taken the choice up.
func (m *Moment) Held() bool { return m.held }

// Hold holds the moment for good, as a press on its choice does: the
// person answers from a sheet over the board, or goes on with the same
// choice they just answered (another building between turns).
func (m *Moment) Hold() {
	if !m.held {
		m.held = true
		m.p.ignored = 0
	}
}

// pressedIn reports whether a press begun during the moment is inside r.
func (m *Moment) pressedIn(in *input.Intents, r ui.Rect) bool {
	return in.Down && in.Press > m.armedAt && r.Contains(in.X, in.Y)
}

// Reader is a decision UI with something to read before its choice (a
// deal's terms offered out of turn): its moment lasts at least ReadTicks at
// 1x, however many moments the person has let pass, so that it is read
// before it lapses.
type Reader interface {
	ReadTicks() int
}

// lengthen makes the moment last at least t ticks at 1x from its start.
func (m *Moment) lengthen(t int) {
	if t > m.total {
		m.left += t - m.total
		m.total = t
	}
}

// Sheet is a decision UI that opens part of its choice over the board (a
// list of deeds, a deal): a press on the sheet holds the choice's moment
// as a press on the decision bar does. open false: no sheet is up.
type Sheet interface {
	SheetArea() (r ui.Rect, open bool)
}

// Left is the part of the moment still to run, 1 at its start.
func (m *Moment) Left() float64 { return max(0, float64(m.left)/float64(m.total)) }

var momentTrack = color.RGBA{0, 0, 0, 0x30}

// MomentBarH is the height of the time bar Draw draws.
const MomentBarH = 6.0

// Draw draws the time bar in r (MomentBarH high): it shrinks from the right
// as the moment runs, and is gone once the person has taken the choice up.
func (m *Moment) Draw(dst *ebiten.Image, r ui.Rect, col color.RGBA) {
	if m.held {
		return
	}
	ui.FillRoundRect(dst, r, r.H/2, momentTrack)
	if w := r.W * m.Left(); w >= r.H {
		ui.FillRoundRect(dst, ui.R(r.X, r.Y, w, r.H), r.H/2, col)
	}
}

// timedUI is a decision's UI with its moment's time bar drawn along the top
// of the decision bar, just above it.
type timedUI struct {
	DecisionUI
	m   *Moment
	bar ui.Rect
}

func (t *timedUI) Place(screen, bar ui.Rect) {
	t.bar = bar
	t.DecisionUI.Place(screen, bar)
}

func (t *timedUI) Draw(dst *ebiten.Image) {
	t.DecisionUI.Draw(dst)
	t.m.Draw(dst, ui.R(t.bar.X+12, t.bar.Y-MomentBarH-3, t.bar.W-24, MomentBarH), ui.ColSelected)
}

// Moments are a board's moments: each person's Patience, and the moment
// that runs on the pass screen while a person who does not hold the device
// (people share it) has an optional choice out of turn. Both boards keep
// one.
type Moments struct {
	patience [engine.MaxSeats]Patience
	pass     *Moment
}

// Start starts a moment for seat's optional choice.
func (ms *Moments) Start(seat int, in *input.Intents) *Moment {
	return ms.patience[seat].Start(in)
}

// OnPassScreen runs the pass screen's moment while it asks for seat passTo:
// if that seat's pending choice is optional, the moment runs (a press
// anywhere holds it until they continue), and once it has passed OnPassScreen
// returns the choice's lapse. With no such choice it returns false.
func (ms *Moments) OnPassScreen(m *match.Match, passTo int, in *input.Intents, sp anim.Speed, screen ui.Rect) (engine.Action, bool) {
	d, ok := m.Decision()
	lapse, optional := Lapse(m, d)
	if !ok || !optional || int(d.Seat) != passTo {
		ms.pass = nil
		return engine.Action{}, false
	}
	if ms.pass == nil {
		ms.pass = ms.Start(passTo, in)
	}
	if !ms.pass.Update(in, sp, screen) {
		return engine.Action{}, false
	}
	ms.pass = nil
	return lapse, true
}

// DrawPass draws the pass screen's time bar over its Continue button btn.
func (ms *Moments) DrawPass(dst *ebiten.Image, btn ui.Rect, col color.RGBA) {
	if ms.pass != nil {
		ms.pass.Draw(dst, ui.R(btn.X, btn.Y-10-MomentBarH, btn.W, MomentBarH), col)
	}
}
