package million

import (
	"fmt"
	"strings"

	"wheeloffate/engine/million"
	"wheeloffate/game/ui"
)

// dealSide is what one seat hands over in the deal on the table: its
// properties in the deal, its cash and the slots of its kept cards.
type dealSide struct {
	seat  int
	props []int
	cash  int64
	slots uint8
}

// dealSides splits the view's deal into what seat me gives and what the
// other seat gives, whichever of them proposes.
func dealSides(v *million.View, me int) (mine, theirs dealSide) {
	d := &v.Deal
	from, to := int(d.From), int(d.To)
	give := dealSide{seat: from, cash: d.GiveCash, slots: d.GiveSlots}
	take := dealSide{seat: to, cash: d.TakeCash, slots: d.TakeSlots}
	for p := 0; p < million.NProps; p++ {
		if d.Props&(1<<p) == 0 {
			continue
		}
		switch int(v.Owners[p]) {
		case from:
			give.props = append(give.props, p)
		case to:
			take.props = append(take.props, p)
		}
	}
	if me == to {
		return take, give
	}
	return give, take
}

// dealGain is what a deal does for one seat, as its view shows it: the
// change in what landing on its properties costs a visitor (all of them
// added up, a full set's doubling counted), the sets it completes and
// breaks, the cash it nets and the deeds' value it nets (a mortgaged deed
// at its price less what repays it).
type dealGain struct {
	rent      int64
	completes []string
	breaks    []string
	cash      int64
	value     int64
	cards     int // kept cards gained, less those given
}

// gainOf is what the view's deal does for seat s. Only the view is read:
// the other seat's kept cards are counted, never looked at.
func gainOf(v *million.View, s int) dealGain {
	mine, theirs := dealSides(v, s)
	after := v.Owners
	var g dealGain
	deed := func(p int) int64 {
		w := million.Props[p].Price
		if v.Mortgaged&(1<<p) != 0 {
			w -= million.Props[p].Mortgage
		}
		return w
	}
	for _, p := range mine.props {
		after[p] = int8(theirs.seat)
		g.value -= deed(p)
	}
	for _, p := range theirs.props {
		after[p] = int8(s)
		g.value += deed(p)
	}
	g.cash = theirs.cash - mine.cash
	g.cards = popcount(theirs.slots) - popcount(mine.slots)
	for p := 0; p < million.NProps; p++ {
		g.rent += rentWith(v, &after, s, p) - rentWith(v, &v.Owners, s, p)
	}
	for gr := range million.Groups {
		before, now := ownsAll(&v.Owners, s, gr), ownsAll(&after, s, gr)
		switch {
		case now && !before:
			g.completes = append(g.completes, million.Groups[gr].Name)
		case before && !now:
			g.breaks = append(g.breaks, million.Groups[gr].Name)
		}
	}
	return g
}

// rentWith is what landing on property p costs when owners says who owns
// what, if s owns it (else 0): the ladder with buildings, twice the base
// rent on a full set, nothing mortgaged (the engine's Rent, from a view).
func rentWith(v *million.View, owners *[million.NProps]int8, s, p int) int64 {
	pr := &million.Props[p]
	switch {
	case int(owners[p]) != s || v.Mortgaged&(1<<p) != 0:
		return 0
	case v.Level[p] > 0:
		return pr.Rent[v.Level[p]]
	case ownsAll(owners, s, int(pr.Group)):
		return 2 * pr.Rent[0]
	}
	return pr.Rent[0]
}

func ownsAll(owners *[million.NProps]int8, s, gr int) bool {
	for _, p := range million.Groups[gr].Props {
		if int(owners[p]) != s {
			return false
		}
	}
	return true
}

func popcount(b uint8) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// lines put a seat's gain into words for the summary: "net +$70,000
// (cash −$50,000, deeds +$120,000)", "rent +$25,000 a landing", "completes
// the orange set". Nothing changed says so.
func (g dealGain) lines() []string {
	var out []string
	if g.cash != 0 || g.value != 0 {
		out = append(out, fmt.Sprintf("net %s (cash %s, deeds %s)", ui.MoneyDelta(g.cash+g.value), ui.MoneyDelta(g.cash), ui.MoneyDelta(g.value)))
	}
	if g.rent != 0 {
		out = append(out, "rent "+ui.MoneyDelta(g.rent)+" a landing")
	}
	if len(g.completes) > 0 {
		out = append(out, "completes "+setWords(g.completes))
	}
	if len(g.breaks) > 0 {
		out = append(out, "breaks "+setWords(g.breaks))
	}
	switch {
	case g.cards > 0:
		out = append(out, "+"+plural(g.cards, "kept card"))
	case g.cards < 0:
		out = append(out, "−"+plural(-g.cards, "kept card"))
	}
	if len(out) == 0 {
		out = append(out, "nothing changes")
	}
	return out
}

func setWords(sets []string) string {
	if len(sets) == 1 {
		return "the " + sets[0] + " set"
	}
	return "the " + strings.Join(sets, " and ") + " sets"
}
