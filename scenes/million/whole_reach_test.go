//go:build xvfb

package million

import (
	"testing"

	"github.com/stretchr/testify/require"

	"wheeloffate/engine"
	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
	"wheeloffate/scenes/table"
)

// step is the control a person presses next on a panel to make an action:
// the action itself (final), or a way towards it (an entry that opens a
// sheet, a page turned, Refuse… before its reason).
type step struct {
	c     ui.Focusable
	f     *ui.Focus    // the panel's keyboard focus; nil: none the test sees
	sc    *ui.Scroller // the list c scrolls in, if any
	final bool
}

// reach is the step towards action a on the person's panel u, as a person
// finds it on the screen. It fails the test where the panel has no way to
// a legal action.
func (h *hands) reach(u table.DecisionUI, a engine.Action) step {
	t := h.t
	t.Helper()
	switch p := u.(type) {
	case *turnUI:
		return reachTurn(t, p, a)
	case *buyUI:
		switch {
		case p.dealing:
			return step{c: p.back, f: p.focus}
		case a.Kind == million.ABuy:
			return step{c: p.buy, f: p.focus, final: true}
		case a.Kind == million.ANo:
			return step{c: p.auction, f: p.focus, final: true}
		}
	case *bidUI:
		if a.Kind == million.ANo {
			return step{c: p.pass, f: p.focus, final: true}
		}
		for _, s := range p.steps {
			if !s.Disabled && s.act == a {
				return step{c: s, f: p.focus, final: true}
			}
		}
	case *raiseUI:
		return reachRaise(t, p, a)
	case *pickUI:
		for i, b := range p.btns {
			if p.acts[i] == a {
				return step{c: b, f: p.focus, final: true}
			}
		}
	case *dealUI:
		return reachDeal(t, p, a)
	case *table.Panel:
		// The table's own panel: its buttons carry the engine's words, in
		// pages where they do not all fit.
		words := h.hn.m.G.ActionString(a)
		drawn := h.drawnAll()
		for _, d := range drawn {
			if d.Kind == "button" && !d.Disabled && d.Label == words {
				return step{c: &ui.Target{Rect: d.Rect}, final: true}
			}
		}
		for _, d := range drawn {
			if d.Kind == "button" && !d.Disabled && d.Label == "►" {
				return step{c: &ui.Target{Rect: d.Rect}} // its next page
			}
		}
	}
	require.Failf(t, "no control for the action", "%T: %s", u, h.hn.m.G.ActionString(a))
	return step{}
}

// reachTurn: the main button (Roll, Done), or an entry on the bar (its
// page turned with More ►) that opens a sheet, then the sheet's control
// (its page turned with ►).
func reachTurn(t *testing.T, u *turnUI, a engine.Action) step {
	entry := func(b *ui.Button, kind int) (step, bool) {
		if u.sheetKind == kind {
			return step{}, false
		}
		if b.Rect.W == 0 {
			return step{c: u.more, f: u.focus}, true
		}
		return step{c: b, f: u.focus}, true
	}
	switch a.Kind {
	case million.ARoll, million.ANo:
		if u.main.Rect.W == 0 {
			return step{c: u.more, f: u.focus}
		}
		return step{c: u.main, f: u.focus, final: true}
	case million.APayJail:
		if u.jail.Rect.W == 0 {
			return step{c: u.more, f: u.focus}
		}
		return step{c: u.jail, f: u.focus, final: true}
	case million.ABuild:
		if st, ok := entry(u.deeds, sheetDeeds); ok {
			return st
		}
		s := u.sheet.(*deedsSheet)
		switch {
		case s.detail >= 0:
			if int(million.Props[s.detail].Group) == int(a.Arg) {
				return step{c: s.builds[a.Arg], f: u.focus, final: true}
			}
			return step{c: s.back, f: u.focus}
		case s.seat != s.person:
			return step{c: s.seatBtn, f: u.focus}
		case s.builds[a.Arg] != nil && s.builds[a.Arg].Rect.W > 0:
			return step{c: s.builds[a.Arg], f: u.focus, final: true}
		case s.paged():
			return step{c: s.nxt, f: u.focus}
		}
	case million.ADeal, million.AUseCard, million.ARepay:
		b, kind := u.deal, sheetDeal
		switch a.Kind {
		case million.AUseCard:
			b, kind = u.cards, sheetCards
		case million.ARepay:
			b, kind = u.repay, sheetRepay
		}
		if st, ok := entry(b, kind); ok {
			return st
		}
		s := u.sheet.(*listSheet)
		for _, r := range s.shown() {
			if !r.Disabled && r.act == a {
				return step{c: r, f: u.focus, final: true}
			}
		}
		if s.paged() {
			return step{c: s.nxt, f: u.focus}
		}
	}
	require.Failf(t, "no way to the action on the turn panel", "%v", a)
	return step{}
}

// reachRaise: a step's row (its page turned with ►), or Give up and then
// Yes.
func reachRaise(t *testing.T, r *raiseUI, a engine.Action) step {
	if a.Kind == million.AGiveUp {
		if r.asking {
			return step{c: r.yes, f: r.focus, final: true}
		}
		return step{c: r.giveUp, f: r.focus}
	}
	if r.asking {
		return step{c: r.no, f: r.focus}
	}
	for _, row := range r.onPage() {
		if row.step.act == a {
			return step{c: row, f: r.focus, final: true}
		}
	}
	for _, row := range r.rows {
		if row.step.act == a {
			return step{c: r.next, f: r.focus}
		}
	}
	require.Failf(t, "no row for the step", "%v", a)
	return step{}
}

// reachDeal: a deed, card or cash step in the sheet's list (scrolled to),
// a button along the bottom, or Refuse… and then the reason.
func reachDeal(t *testing.T, u *dealUI, a engine.Action) step {
	if a.Kind == million.ARefuse {
		if !u.refusing {
			return step{c: u.refuse, f: u.focus}
		}
		for _, s := range u.reasons {
			if s.act == a {
				return step{c: s, f: u.focus, sc: &u.sc, final: true}
			}
		}
	}
	if u.refusing {
		return step{c: u.back, f: u.focus}
	}
	for _, tl := range u.tiles {
		if !tl.Disabled && tl.act == a {
			return step{c: tl, f: u.focus, sc: &u.sc, final: true}
		}
	}
	for _, s := range u.steps {
		if s.ok && s.act == a {
			return step{c: s, f: u.focus, sc: &u.sc, final: true}
		}
	}
	for b, act := range u.acts {
		if !b.Disabled && act == a {
			return step{c: b, f: u.focus, final: true}
		}
	}
	require.Failf(t, "no control for the deal's action", "%v", a)
	return step{}
}
