package million

import (
	"strconv"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/input"
	"wheeloffate/game/match"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// dealUI is a person's deal, on a sheet over the board: building one
// (DOffer) or answering one (DAnswer). Both sides stand side by side (on
// a phone one over the other): each side's tradeable properties as small
// deeds in colour order, its kept cards (one's own face up, the other's
// face down), its cash; under them what the deal does for each seat. In
// the builder a tap (or Enter) puts a deed or card in the deal or takes
// it out, and cash steps add to either side; Propose is there only when
// the rules let the deal be proposed. The answer shows the terms read-only
// with Accept, Counter and Refuse, which asks for the reason.
//
// The engine builds a deal one action at a time, so the table makes a new
// dealUI after each; dealMemo carries the focus and the scroll over.
type dealUI struct {
	m      *match.Match
	seat   int
	other  int
	answer bool
	legal  []engine.Action
	v      million.View // the seat's own view: all the sheet reads
	title  string

	tiles   []*dealTile // both sides' deeds and cards, in Tab order per side
	steps   []*dealStep // the cash steps, each side's
	gains   [2]dealGain // what the deal does for the seat (0) and the other (1)
	reasons []*dealStep // the refusal reasons (refusing)

	clear, propose, cancel  *ui.Button
	accept, counter, refuse *ui.Button
	back                    *ui.Button
	refusing                bool
	focus                   *ui.Focus
	sc                      ui.Scroller
	sheet, head             ui.Rect
	titleLines              []string
	titleFace               *ui.TextFace
	texts                   []dealText // words in the list, where not scrolled
	placed                  ui.Rect    // the bar the layout was made for
	foot, placedFoot        float64    // the badges' room under the buttons (table.BadgeFooted), and as placed
	scr, bar                ui.Rect
	tileW, tileH            float64
	note                    ui.Rect // the bar's room left of the buttons
	armed                   int
	acts                    map[*ui.Button]engine.Action
	restoreFocus            int
	restoreOffset           float64
	restored                bool
}

// dealTile is a deed or a kept card on one side of the deal.
type dealTile struct {
	ui.Target
	base  ui.Rect // where it is when the list is not scrolled
	act   engine.Action
	mine  bool // the seat's own side
	prop  int  // -1: a kept card
	slot  int
	card  int // a face-up card's id, -1 face down
	in    bool
	mort  bool
	label string
}

// dealStep is a button in the scrolled list (a cash step, a refusal
// reason) with the action it takes.
type dealStep struct {
	*ui.Button
	base ui.Rect
	act  engine.Action
	ok   bool
}

// dealText is a line of words in the list.
type dealText struct {
	s     string
	face  *ui.TextFace
	x, y  float64
	align ui.Align
	muted bool
}

// dealKey names one deal's round, so the sheet made after each step of
// building it keeps its focus and scroll.
type dealKey struct {
	seat, from, to, round int8
	kind                  uint8
}

// dealMemo is the last deal sheet's focus and scroll, for the next.
var dealMemo struct {
	m        *match.Match
	key      dealKey
	focus    int
	offset   float64
	refusing bool
}

// dealArmTicks is how long a new sheet ignores taps (as the table's panel).
const dealArmTicks = 8

func newDealUI(m *match.Match, d engine.Decision) table.DecisionUI {
	seat := int(d.Seat)
	v, ok := m.G.View(seat).(*million.View)
	if !ok || !v.Deal.Open {
		return nil
	}
	u := &dealUI{m: m, seat: seat, answer: d.Kind == million.DAnswer, v: *v, acts: map[*ui.Button]engine.Action{}}
	u.legal = m.G.Legal(seat, nil)
	u.other = int(v.Deal.To)
	if u.other == seat {
		u.other = int(v.Deal.From)
	}
	g := m.G
	who := g.Name(u.other)
	switch {
	case u.answer && v.Deal.Round > 0:
		u.title = "A counteroffer: " + g.Prompt(d)
	case u.answer:
		u.title = g.Prompt(d)
	case v.Deal.Round > 0:
		u.title = "Your counteroffer to " + who + ": change what each side gives, then propose it"
	default:
		u.title = "A deal with " + who + ": tap what each side gives, then propose it"
	}
	u.gains = [2]dealGain{gainOf(&u.v, seat), gainOf(&u.v, u.other)}
	u.makeTiles()
	u.makeButtons()
	key := dealKey{int8(seat), v.Deal.From, v.Deal.To, v.Deal.Round, d.Kind}
	if dealMemo.m == m && dealMemo.key == key {
		// The same deal one step on: the person is mid-way through it.
		u.armed = dealArmTicks
		u.refusing = dealMemo.refusing
		u.restoreFocus, u.restoreOffset, u.restored = dealMemo.focus, dealMemo.offset, true
	}
	dealMemo.m, dealMemo.key = m, key
	u.focus = ui.NewFocus()
	return u
}

// find is the legal action of kind with arg and amount, if any.
func (u *dealUI) find(kind uint8, arg int16, amt int64) (engine.Action, bool) {
	for _, a := range u.legal {
		if a.Kind == kind && a.Arg == arg && a.Amount == amt {
			return a, true
		}
	}
	return engine.Action{}, false
}

// makeTiles lays out nothing yet: it makes each side's deeds (its
// tradeable properties) and kept cards, with the action each takes.
func (u *dealUI) makeTiles() {
	d := &u.v.Deal
	builder := !u.answer
	for _, side := range []int{u.seat, u.other} {
		mine := side == u.seat
		for p := 0; p < million.NProps; p++ {
			if int(u.v.Owners[p]) != side || !tradeable(&u.v, p) {
				continue
			}
			t := &dealTile{mine: mine, prop: p, card: -1, in: d.Props&(1<<p) != 0, mort: u.v.Mortgaged&(1<<p) != 0, label: million.Props[p].Name}
			if u.answer && !t.in {
				continue // the answer shows the terms only
			}
			t.act, t.Disabled = u.find(million.AProp, int16(p), 0)
			t.Disabled = !t.Disabled || !builder
			u.tiles = append(u.tiles, t)
		}
		// Kept cards by slot: the seat's own face up, in the order of its
		// hand (lowest id first, as the engine counts slots).
		var ids []int
		if mine {
			u.v.Hand.Each(func(c uint8) { ids = append(ids, int(c)) })
		} else {
			for k := 0; k < u.v.HandCount[side]; k++ {
				ids = append(ids, -1)
			}
		}
		slots, kind := d.GiveSlots, million.AGiveCard
		if side == int(d.To) {
			slots = d.TakeSlots
		}
		if !mine {
			kind = million.ATakeCard
		}
		for k, c := range ids {
			t := &dealTile{mine: mine, prop: -1, slot: k, card: c, in: slots&(1<<k) != 0}
			t.label = cardLabel(c, k)
			if u.answer && !t.in {
				continue
			}
			var ok bool
			t.act, ok = u.find(kind, int16(k), 0)
			t.Disabled = !ok || !builder
			u.tiles = append(u.tiles, t)
		}
	}
}

// tradeable: a property may change hands when its set has no buildings
// (the engine's Tradeable, from the view).
func tradeable(v *million.View, p int) bool {
	for _, q := range million.Groups[million.Props[p].Group].Props {
		if v.Level[q] > 0 {
			return false
		}
	}
	return v.Owners[p] >= 0
}

// cardLabel is a kept card's words on its tile: its text without the
// "keep until needed" every kept card has, or, face down, its number.
func cardLabel(c, slot int) string {
	if c < 0 {
		return "card " + strconv.Itoa(slot+1)
	}
	s := million.Fortune[c].Text
	const keep = "Keep until needed: "
	if len(s) > len(keep) && s[:len(keep)] == keep {
		s = s[len(keep):]
	}
	return s
}

// makeButtons makes the cash steps and the sheet's own buttons.
func (u *dealUI) makeButtons() {
	btn := func(label string, kind uint8, arg int16, amt int64) *ui.Button {
		b := ui.NewButton(ui.Rect{}, label)
		a, ok := u.find(kind, arg, amt)
		b.Disabled = !ok
		u.acts[b] = a
		return b
	}
	if u.answer {
		u.accept = btn("Accept", million.AAccept, 0, 0)
		u.accept.Color = ui.ColToggleOn
		u.counter = btn("Counter", million.ACounter, 0, 0)
		u.refuse = ui.NewButton(ui.Rect{}, "Refuse…")
		u.refuse.Color = ui.ColMoneyOut
		u.back = ui.NewButton(ui.Rect{}, "Back")
		for r := int16(0); ; r++ {
			a, ok := u.find(million.ARefuse, r, 0)
			if !ok {
				break
			}
			words := u.m.G.ActionString(a)
			b := ui.NewButton(ui.Rect{}, string(words[0]-'a'+'A')+words[1:])
			b.Color = ui.ColMoneyOut
			u.reasons = append(u.reasons, &dealStep{Button: b, act: a, ok: true})
		}
		return
	}
	for _, kind := range []uint8{million.AGiveCash, million.ATakeCash} {
		for _, st := range million.DealSteps {
			a, ok := u.find(kind, 0, st)
			b := ui.NewButton(ui.Rect{}, "+"+shortMoney(st))
			b.Disabled = !ok
			u.steps = append(u.steps, &dealStep{Button: b, act: a, ok: ok})
		}
	}
	u.clear = btn("No cash", million.AClearCash, 0, 0)
	u.propose = btn("Propose", million.APropose, 0, 0)
	u.propose.Color = ui.ColToggleOn
	u.cancel = btn("Cancel", million.ACancel, 0, 0)
}

// shortMoney is a cash step in thousands: "$10k".
func shortMoney(n int64) string {
	if n%1000 == 0 {
		return ui.Money(n/1000) + "k"
	}
	return ui.Money(n)
}

// footer is the sheet's fixed row of buttons.
func (u *dealUI) footer() []*ui.Button {
	switch {
	case u.refusing:
		return []*ui.Button{u.back}
	case u.answer:
		return []*ui.Button{u.refuse, u.counter, u.accept}
	}
	return []*ui.Button{u.cancel, u.clear, u.propose}
}

// Update implements table.DecisionUI.
func (u *dealUI) Update(in *input.Intents) (engine.Action, bool) {
	if u.armed < dealArmTicks {
		u.armed++
		in.ConsumeTap()
	}
	u.sc.Update(in)
	u.shift()
	before := u.focus.Index()
	u.focus.Update(in)
	if i := u.focus.Index(); i != before && i >= 0 && in.Keyboard {
		// Only the keys scroll the list to the focus: a tap is on what
		// the person sees.
		if r, ok := u.scrolledBase(u.focus.Current()); ok {
			u.sc.Reveal(r)
			u.shift()
		}
	}
	defer u.remember()
	sin := u.sc.Input(in)
	if !u.refusing {
		for _, t := range u.tiles {
			if !t.Disabled && t.Update(sin) {
				return t.act, true
			}
		}
		for _, s := range u.steps {
			if s.Update(sin) {
				return s.act, true
			}
		}
	} else {
		for _, s := range u.reasons {
			if s.Update(sin) {
				return s.act, true
			}
		}
	}
	for _, b := range u.footer() {
		if !b.Update(in) {
			continue
		}
		switch b {
		case u.refuse:
			u.setRefusing(true)
		case u.back:
			u.setRefusing(false)
		default:
			return u.acts[b], true
		}
	}
	return engine.Action{}, false
}

// setRefusing opens (or closes) the list of reasons to refuse with.
func (u *dealUI) setRefusing(on bool) {
	u.refusing = on
	u.sc.Offset = 0
	u.placed = ui.Rect{} // lay the sheet out anew
	u.Place(u.scr, u.bar)
	u.focus.SetIndex(-1)
	if on {
		u.focus.SetIndex(0)
	}
}

// remember keeps the focus and scroll for the sheet the next step makes.
func (u *dealUI) remember() {
	dealMemo.focus, dealMemo.offset, dealMemo.refusing = u.focus.Index(), u.sc.Offset, u.refusing
}

// scrolledBase is where control c is in the list when not scrolled, if it
// is in the list.
func (u *dealUI) scrolledBase(c ui.Focusable) (ui.Rect, bool) {
	for _, t := range u.tiles {
		if t == c {
			return t.base, true
		}
	}
	for _, s := range append(append([]*dealStep(nil), u.steps...), u.reasons...) {
		if s == c {
			return s.base, true
		}
	}
	return ui.Rect{}, false
}

// shift puts the list's controls where the scroll has them.
func (u *dealUI) shift() {
	off := u.sc.Offset
	for _, t := range u.tiles {
		t.Rect = ui.R(t.base.X, t.base.Y-off, t.base.W, t.base.H)
	}
	for _, s := range append(append([]*dealStep(nil), u.steps...), u.reasons...) {
		s.Rect = ui.R(s.base.X, s.base.Y-off, s.base.W, s.base.H)
	}
}

// action is what the control does, for tests and the focus.
func (t *dealTile) action() engine.Action { return t.act }

func (s *dealStep) action() engine.Action { return s.act }

// SheetArea implements table.Sheet: a press anywhere on the sheet (to
// read on, to scroll) holds the time to answer, as one on the bar does.
func (u *dealUI) SheetArea() (ui.Rect, bool) { return u.sheet, u.sheet.W > 0 }

// answerReadTicks is how long, at 1x, a deal offered out of turn waits
// untouched before it lapses into "no, thanks": six seconds to read both
// sides' terms, where a side bet's moment is 1.5 s.
const answerReadTicks = 360

// ReadTicks implements table.Reader: an offer to answer is read first.
func (u *dealUI) ReadTicks() int {
	if u.answer {
		return answerReadTicks
	}
	return 0
}
