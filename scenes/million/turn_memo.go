package million

import "wheeloffate/game/match"

// The table makes a new panel for every decision, so after a building
// put up from the deeds (or a mortgage repaid, a card used) the next
// panel would open with the sheet closed. memo remembers the open sheet
// across that one action of the person's own, so the deeds stay open on
// the set being built, and nothing older comes back.
var memo turnMemo

type turnMemo struct {
	m      *match.Match
	acts   int // the match's actions when the sheet's action was chosen
	seat   int
	kind   int
	shown  int // the seat whose deeds were shown
	detail int
	page   int
	seek   int // a set whose page the deeds open on (the shots), -1 none
}

// keep remembers u's open sheet as the person chooses an action on it.
func (t *turnMemo) keep(u *turnUI) {
	*t = turnMemo{m: u.m, acts: len(u.m.Actions), seat: u.seat, kind: u.sheetKind, detail: -1, seek: -1}
	if d, ok := u.sheet.(*deedsSheet); ok {
		t.shown, t.detail, t.page = d.seat, d.detail, d.page
	}
}

// forget forgets any sheet: the turn moves on.
func (t *turnMemo) forget() { *t = turnMemo{} }

// restore reopens the sheet remembered for u, if u follows the action
// chosen on it; and forgets it either way.
func (t *turnMemo) restore(u *turnUI) {
	mm := *t
	t.forget()
	if mm.m != u.m || mm.seat != u.seat || len(u.m.Actions) != mm.acts+1 || mm.kind == sheetNone {
		return
	}
	u.open(mm.kind)
	if d, ok := u.sheet.(*deedsSheet); ok {
		d.show(mm.shown)
		d.detail, d.page = mm.detail, mm.page
		d.seek = mm.seek
		if d.detail >= 0 && int(d.v.Owners[d.detail]) != d.seat {
			d.detail = -1
		}
	}
}
